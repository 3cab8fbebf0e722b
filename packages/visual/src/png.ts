// Lossless PNG recompression for the visual baselines (oxipng, prebuilt inside @napi-rs/image): every
// baseline the suite or the review page writes goes through `writeBaseline`, so git stores fewer bytes
// while the comparator sees exactly the pixels the browser produced.
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { losslessCompressPng } from "@napi-rs/image";
import sharp from "sharp";

/** RGBA pixels and size of a PNG. */
export async function decodePng(png: Buffer): Promise<{ width: number; height: number; rgba: Buffer }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, rgba: data };
}

/**
 * How many pixels differ between two PNGs (any channel, no tolerance); `null` when their sizes differ.
 * The review page shows this count; Playwright's comparator decides pass or fail.
 */
export async function changedPixels(a: Buffer, b: Buffer): Promise<number | null> {
  const [x, y] = await Promise.all([decodePng(a), decodePng(b)]);
  if (x.width !== y.width || x.height !== y.height) return null;
  let changed = 0;
  for (let i = 0; i < x.rgba.length; i += 4) if (x.rgba.readUInt32LE(i) !== y.rgba.readUInt32LE(i)) changed++;
  return changed;
}

/** The same pixels in fewer bytes; throws rather than ever returning an image that differs. */
export async function optimizePng(png: Buffer): Promise<Buffer> {
  const smaller = await losslessCompressPng(png);
  if (smaller.length >= png.length) return png;
  if ((await changedPixels(png, smaller)) !== 0)
    throw new Error("optimizePng: the recompressed PNG differs from its source; keeping nothing");
  return smaller;
}

/** Writes a baseline atomically (temp file + rename), recompressed. Returns the bytes written. */
export async function writeBaseline(file: string, png: Buffer): Promise<number> {
  const out = await optimizePng(png);
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, out);
  renameSync(tmp, file);
  return out.length;
}
