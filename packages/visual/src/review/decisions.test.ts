// Recording a new browser build on approval: only a run that compared every baseline may, since the manifest
// then vouches for every baseline in the folder, the ones a partial run (-g, --changed, one shard) never saw too.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { MANIFEST, type Platform, writeManifest } from "../platform.ts";
import type { RunResults } from "../results.ts";
import { filesToCommit, recordBrowser } from "./decisions.ts";

const made: Platform = {
  browser: "Chromium 156.0.8078.79",
  os: "Debian GNU/Linux 12 (bookworm) x86_64",
  deviceScaleFactor: 1,
  fonts: { "sans-serif": "DejaVu Sans Book 2.37" },
};
const change = { from: made.browser, to: "Chromium 156.0.8078.108", compared: 650, differ: 1 };

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "visual-decisions-"));
  writeManifest(dir, made);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const run = (complete: boolean, more: Partial<RunResults> = {}): RunResults => ({
  finishedAt: "2026-12-02T05:00:00.000Z",
  baselineDir: "baselines",
  local: false,
  items: [
    {
      snapshot: "stories/a--one.light.png",
      kind: "changed",
      group: "A",
      label: "One",
      changedPixels: 40,
    },
  ],
  errors: [],
  browserChange: change,
  complete,
  notCompared: complete ? [] : ["stories/b--two.light.png"],
  ...more,
});
const browser = () => (JSON.parse(readFileSync(path.join(dir, MANIFEST), "utf8")) as Platform).browser;
const approved = { "stories/a--one.light.png": "approved" } as const;
const folders = () => ({ runDir: dir, baselineDir: dir });

describe("recordBrowser", () => {
  test("a complete run: an approval records the new build, taking it back restores the old one", () => {
    recordBrowser(folders(), run(true), approved);
    expect(browser()).toBe(change.to);
    expect(filesToCommit(run(true), approved).map((f) => f.path)).toContain(`baselines/${MANIFEST}`);
    recordBrowser(folders(), run(true), { "stories/a--one.light.png": "rejected" });
    expect(browser()).toBe(made.browser);
  });

  test("a partial run (-g, --changed, one shard): an approval leaves the manifest's build, nothing to commit for it", () => {
    recordBrowser(folders(), run(false), approved);
    expect(browser()).toBe(made.browser);
    expect(filesToCommit(run(false), approved)).toEqual([
      { path: "baselines/stories/a--one.light.png", action: "modified" },
    ]);
  });

  test("a results.json that does not say whether it was complete (older) counts as partial", () => {
    const older = run(true) as Partial<RunResults>;
    delete older.complete;
    delete older.notCompared;
    recordBrowser(folders(), older as RunResults, approved);
    expect(browser()).toBe(made.browser);
    expect(filesToCommit(older as RunResults, approved)).toHaveLength(1);
  });
});
