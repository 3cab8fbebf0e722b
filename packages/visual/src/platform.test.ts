import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { checkPlatform, MANIFEST, type Platform, writeManifest } from "./platform.ts";

const ci: Platform = {
  browser: "Chromium 156.0.8078.79",
  os: "Debian GNU/Linux 12 (bookworm) x86_64",
  deviceScaleFactor: 1,
  fonts: { "sans-serif": "DejaVu Sans Book 2.37", monospace: "DejaVu Sans Mono Book 2.37" },
};
let dir: string;
beforeEach(() => void (dir = mkdtempSync(path.join(os.tmpdir(), "visual-platform-"))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test("the same platform runs", () => {
  writeManifest(dir, ci);
  expect(checkPlatform(ci, { dir, local: false, update: false })).toBeNull();
});

test("another Chromium stops the run with one line naming both versions and what to do", () => {
  writeManifest(dir, { ...ci, browser: "Chromium 141.0.7390.54" });
  const line = checkPlatform(ci, { dir, local: false, update: false });
  expect(line).not.toBeNull();
  expect(line).not.toContain("\n");
  expect(line).toContain("browser Chromium 141.0.7390.54 → Chromium 156.0.8078.79");
  expect(line).toContain("CI machine's setup");
  expect(line).toContain("npm run test:visual -- --local --update");
});

test("fonts, device scale and OS are named too", () => {
  writeManifest(dir, {
    ...ci,
    deviceScaleFactor: 2,
    fonts: { ...ci.fonts, "sans-serif": "Helvetica Regular" },
  });
  const line = checkPlatform({ ...ci, os: "macOS 15.1 arm64" }, { dir, local: false, update: false }) ?? "";
  expect(line).toContain("OS Debian GNU/Linux 12 (bookworm) x86_64 → macOS 15.1 arm64");
  expect(line).toContain("device scale 2 → 1");
  expect(line).toContain("sans-serif font Helvetica Regular → DejaVu Sans Book 2.37");
});

test("--update never rewrites the committed set from a foreign platform, unless --new-platform says so", () => {
  writeManifest(dir, { ...ci, browser: "Chromium 141.0.7390.54" });
  expect(checkPlatform(ci, { dir, local: false, update: true })).toContain("made on another platform");
  expect(JSON.parse(readFileSync(path.join(dir, MANIFEST), "utf8")).browser).toBe("Chromium 141.0.7390.54");
  expect(checkPlatform(ci, { dir, local: false, update: true, newPlatform: true })).toBeNull();
  expect(JSON.parse(readFileSync(path.join(dir, MANIFEST), "utf8")).browser).toBe(ci.browser);
});

test("a local set: made with --local --update, then checked like the committed one", () => {
  expect(checkPlatform(ci, { dir, local: true, update: false })).toContain("--local --update");
  expect(checkPlatform(ci, { dir, local: true, update: true })).toBeNull();
  expect(checkPlatform(ci, { dir, local: true, update: false })).toBeNull();
});

test("the first --local --update on a fresh clone creates the git-ignored folder", () => {
  const fresh = path.join(dir, "not-yet", ".local-baselines");
  expect(checkPlatform(ci, { dir: fresh, local: true, update: true })).toBeNull();
  expect(JSON.parse(readFileSync(path.join(fresh, MANIFEST), "utf8")).browser).toBe(ci.browser);
});
