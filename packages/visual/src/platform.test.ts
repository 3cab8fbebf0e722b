import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import {
  browserChange,
  checkPlatform,
  MANIFEST,
  type Platform,
  recordUpdatedBrowser,
  writeManifest,
} from "./platform.ts";

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

test("another build of the same Chromium runs, to be compared: a browser change, not a stop", () => {
  const older = { ...ci, browser: "Chromium 156.0.8078.79" };
  const updated = { ...ci, browser: "Chromium 156.0.8078.108" };
  writeManifest(dir, older);
  expect(checkPlatform(updated, { dir, local: false, update: false })).toBeNull();
  expect(browserChange(older, updated.browser)).toEqual({
    from: "Chromium 156.0.8078.79",
    to: "Chromium 156.0.8078.108",
  });
  // a plain run leaves the manifest alone (a test run must not dirty the tree)...
  expect(JSON.parse(readFileSync(path.join(dir, MANIFEST), "utf8")).browser).toBe(older.browser);
  // ...and so does an update before its run: a `-g` or `--changed` update would vouch for baselines it never
  // compares (recordUpdatedBrowser records the build after a complete one)
  expect(checkPlatform(updated, { dir, local: false, update: true })).toBeNull();
  expect(JSON.parse(readFileSync(path.join(dir, MANIFEST), "utf8")).browser).toBe(older.browser);
  expect(browserChange(updated, updated.browser)).toBeNull();
  expect(browserChange(null, updated.browser)).toBeNull();
});

test("after --update on another build: a complete run records it, a partial one says why it did not", () => {
  const change = { from: ci.browser, to: "Chromium 156.0.8078.108" };
  writeManifest(dir, ci);
  const partial = recordUpdatedBrowser(dir, change, { complete: false, notCompared: 640 });
  expect(partial).toBe(
    "visual: platform.json still names Chromium 156.0.8078.79: this run left 640 snapshot(s) uncompared (-g, --changed, a shard, a failure before its capture); a complete run records Chromium 156.0.8078.108",
  );
  expect(JSON.parse(readFileSync(path.join(dir, MANIFEST), "utf8"))).toEqual(ci);
  expect(recordUpdatedBrowser(dir, change, { complete: true, notCompared: 0 })).toBe(
    "visual: recorded Chromium 156.0.8078.108 in platform.json (every snapshot compared on it)",
  );
  // the build alone: OS, scale and fonts as they were
  expect(JSON.parse(readFileSync(path.join(dir, MANIFEST), "utf8"))).toEqual({ ...ci, browser: change.to });
});

test("another browser (not another build) stops the run with one line naming both and what to do", () => {
  writeManifest(dir, { ...ci, browser: "Chrome 141.0.7390.54" });
  const line = checkPlatform(ci, { dir, local: false, update: false });
  expect(line).not.toBeNull();
  expect(line).not.toContain("\n");
  expect(line).toContain("browser Chrome 141.0.7390.54 → Chromium 156.0.8078.79");
  expect(line).toContain("CI machine's setup");
  expect(line).toContain("npm run test:visual -- --local --update");
  expect(browserChange({ ...ci, browser: "Chrome 141.0.7390.54" }, ci.browser)).toBeNull();
});

test("another sans-serif font stops the run with one line, also together with a browser update", () => {
  writeManifest(dir, { ...ci, fonts: { ...ci.fonts, "sans-serif": "Liberation Sans Regular 2.1" } });
  const line = checkPlatform(ci, { dir, local: false, update: false }) ?? "";
  expect(line.split("\n")).toHaveLength(1);
  expect(line).toContain("sans-serif font Liberation Sans Regular 2.1 → DejaVu Sans Book 2.37");
  const both = checkPlatform({ ...ci, browser: "Chromium 157.0.1.1" }, { dir, local: false, update: true });
  expect(both).toContain("browser Chromium 156.0.8078.79 → Chromium 157.0.1.1");
  expect(both).toContain("sans-serif font");
  // refused runs never rewrite the manifest
  expect(JSON.parse(readFileSync(path.join(dir, MANIFEST), "utf8")).browser).toBe(ci.browser);
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
  writeManifest(dir, { ...ci, deviceScaleFactor: 2, browser: "Chromium 141.0.7390.54" });
  expect(checkPlatform(ci, { dir, local: false, update: true })).toContain("made on another platform");
  expect(JSON.parse(readFileSync(path.join(dir, MANIFEST), "utf8")).browser).toBe("Chromium 141.0.7390.54");
  expect(checkPlatform(ci, { dir, local: false, update: true, newPlatform: true })).toBeNull();
  expect(JSON.parse(readFileSync(path.join(dir, MANIFEST), "utf8")).deviceScaleFactor).toBe(1);
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
