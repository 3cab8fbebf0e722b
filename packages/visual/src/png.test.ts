import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, expect, test } from "vitest";
import { changedPixels, optimizePng, writeBaseline } from "./png.ts";

const tmp = mkdtempSync(path.join(os.tmpdir(), "visual-png-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A capture-like PNG as Chromium writes it: RGB, fast deflate, flat areas and some text-like detail. */
async function capture(seed: number): Promise<Buffer> {
  const width = 320;
  const height = 200;
  const rgb = Buffer.alloc(width * height * 3, 255);
  for (let y = 40; y < 80; y++)
    for (let x = 20 + seed; x < 200; x++) rgb.set([37, 99, 235 - ((x * y) % 7)], (y * width + x) * 3);
  return sharp(rgb, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

test("recompression is lossless and smaller", async () => {
  const png = await capture(0);
  const small = await optimizePng(png);
  expect(small.length).toBeLessThan(png.length);
  expect(await changedPixels(png, small)).toBe(0);
});

test("changedPixels counts every differing pixel and reports a size change as null", async () => {
  expect(await changedPixels(await capture(0), await capture(3))).toBe(3 * 40);
  const other = await sharp(await capture(0))
    .extend({ bottom: 1, background: "#fff" })
    .png()
    .toBuffer();
  expect(await changedPixels(await capture(0), other)).toBeNull();
});

test("writeBaseline writes the recompressed file atomically, leaving no temp file", async () => {
  const png = await capture(1);
  const file = path.join(tmp, "stories", "x.light.png");
  const bytes = await writeBaseline(file, png);
  expect(readFileSync(file).length).toBe(bytes);
  expect(bytes).toBeLessThan(png.length);
  expect(await changedPixels(png, readFileSync(file))).toBe(0);
  expect(readdirSync(path.dirname(file))).toEqual(["x.light.png"]);
});
