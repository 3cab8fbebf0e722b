// A visual run on another platform than the one that made the baselines (here: another sans-serif font) stops
// at once with one line, both through `npm run test:visual` and through Playwright itself (`npx playwright
// test`, as `npm test` runs it). Another build of the browser is compared instead (review/browser-update.review.ts).
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { BASELINE_DIR_ENV, committedBaselineDir, root, RUN_DIR_ENV, tmpDir } from "./lib/paths.ts";

let dir: string;
beforeAll(() => {
  mkdirSync(tmpDir, { recursive: true });
  dir = mkdtempSync(path.join(tmpDir, "foreign-"));
  // the committed set, as if a machine whose sans-serif is Liberation Sans had made it
  cpSync(path.join(committedBaselineDir, "platform.json"), path.join(dir, "platform.json"));
  const manifest = JSON.parse(readFileSync(path.join(dir, "platform.json"), "utf8")) as {
    fonts: Record<string, string>;
  };
  manifest.fonts["sans-serif"] = "Liberation Sans Regular 2.1";
  writeFileSync(path.join(dir, "platform.json"), JSON.stringify(manifest));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const env = () => {
  const e: NodeJS.ProcessEnv = {
    ...process.env,
    [BASELINE_DIR_ENV]: dir,
    [RUN_DIR_ENV]: path.join(dir, "run"),
  };
  // not the outer run's reporters
  for (const k of Object.keys(e)) if (k.startsWith("PLAYWRIGHT_") || k === "VITEST_JSON") delete e[k];
  return e;
};

test("npm run test:visual stops at once with one line naming the fonts and what to do", () => {
  const r = spawnSync(process.execPath, ["scripts/visual/run.ts"], {
    cwd: root,
    env: env(),
    encoding: "utf8",
  });
  expect(r.status).toBe(1);
  // at once: before any build or Playwright run, which would have printed something
  expect(r.stdout).toBe("");
  const lines = r.stderr.trim().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/sans-serif font Liberation Sans Regular 2\.1 → \S+/);
  expect(lines[0]).toContain("npm run test:visual -- --local --update");
});

test("Playwright's own run fails its platform step with the same line", () => {
  const cli = path.join(root, "node_modules/@playwright/test/cli.js");
  const r = spawnSync(
    process.execPath,
    [cli, "test", "--project=visual-platform", "--reporter=line", `--output=${path.join(dir, "out")}`],
    { cwd: root, env: env(), encoding: "utf8" },
  );
  expect(r.status).toBe(1);
  expect(r.stdout).toMatch(
    /Error: visual: the baselines in .* were made on another platform \(.*sans-serif font Liberation Sans Regular 2\.1 →/,
  );
});
