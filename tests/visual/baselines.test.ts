// Byte budget of the committed baselines: git keeps every accepted change forever, so no single capture may
// pass 1 MB and the folder may not pass the budget set from its measured size (see README, Visual regression).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { committedBaselineDir } from "./lib/paths.ts";

/** 1 MB = 1,000,000 bytes. */
export const MAX_BASELINE_BYTES = 1_000_000;
/**
 * The folder's budget: 15,473,291 bytes measured after lossless recompression (906 PNGs with the app platform's
 * components, README) plus about 20 % to grow.
 */
export const MAX_FOLDER_BYTES = 19_000_000;

const pngs = readdirSync(committedBaselineDir, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".png"))
  .map((f) => ({ file: f, bytes: statSync(path.join(committedBaselineDir, f)).size }));

test("there are baselines, with the manifest of the platform that made them", () => {
  expect(pngs.length).toBeGreaterThan(100);
  expect(JSON.parse(readFileSync(path.join(committedBaselineDir, "platform.json"), "utf8"))).toHaveProperty(
    "browser",
  );
});

test("no baseline passes 1 MB", () => {
  expect(pngs.filter((p) => p.bytes > MAX_BASELINE_BYTES)).toEqual([]);
});

test(`the folder stays within ${MAX_FOLDER_BYTES / 1e6} MB`, () => {
  expect(pngs.reduce((sum, p) => sum + p.bytes, 0)).toBeLessThanOrEqual(MAX_FOLDER_BYTES);
});
