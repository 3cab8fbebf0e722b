// The Storybook UI pass follows a `--changed` selection (`npm run test:visual -- --changed --ui`, and the flake
// check that repeats it): only the selected stories' plays, and every play without a selection (`npm test`).
// Playwright lists the tests it would run; nothing is built or played.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { root, tmpDir } from "./lib/paths.ts";
import { SELECTION_ENV, type SelectionFile } from "./lib/snapshots.ts";
import { storiesWithPlay } from "./lib/stories.ts";

mkdirSync(tmpDir, { recursive: true });
const dir = mkdtempSync(path.join(tmpDir, "ui-selection-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The titles of the play tests Playwright would run in the Storybook UI project. */
function listed(selection?: SelectionFile): string[] {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // not the outer run's reporters or selection
  for (const k of Object.keys(env))
    if (k.startsWith("PLAYWRIGHT_") || k === "VITEST_JSON" || k === SELECTION_ENV) delete env[k];
  if (selection) {
    const file = path.join(dir, "selection.json");
    writeFileSync(file, JSON.stringify(selection));
    env[SELECTION_ENV] = file;
  }
  const r = spawnSync(
    process.execPath,
    [
      path.join(root, "node_modules/@playwright/test/cli.js"),
      "test",
      "--list",
      "--project=storybook-ui",
      "tests/visual/interactions.ui.ts",
    ],
    { cwd: root, env, encoding: "utf8" },
  );
  expect(r.status, r.stderr).toBe(0);
  return r.stdout
    .split("\n")
    .filter((line) => line.includes("interactions.ui.ts"))
    .map((line) => line.split(" › ").at(-1)!.trim());
}

test("a selection plays only its stories in the Storybook UI; no selection plays every story with a play", () => {
  const all = storiesWithPlay();
  const live = all.find((s) => s.id === "components-progress--live")!;
  expect(live, "the timer-driven Progress story has a play function").toBeDefined();
  expect(listed({ stories: [live.id, "components-badge--no-such-story"], pages: [] })).toEqual([
    `${live.title} / ${live.name}`,
  ]);
  expect(listed()).toHaveLength(all.length);
});
