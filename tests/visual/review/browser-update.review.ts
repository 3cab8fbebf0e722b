// A Chromium security update is compared, not refused: with baselines from another build of this browser,
// a run where every snapshot matches passes and says so; one where a snapshot differs fails naming the update
// and the count, and the review shows the update first. Only a run that compared every baseline records the new
// build (on approval, or after --update): this test's one-story runs are partial and leave it, saying why.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { browserOf, MANIFEST, readManifest } from "@orbitag/visual/platform";
import { readResults, writeResults } from "@orbitag/visual/results";
import { chromiumPath } from "../../../scripts/lib/chromium.ts";
import { storySnapshot } from "../lib/snapshots.ts";
import { anotherBuild, committed, marked, sandbox } from "./sandbox.ts";

const STORY = "components-badge--playground";

test.describe.configure({ timeout: 600_000 });

test("baselines from another Chromium build: compared, passed when none differ, reviewed when one does", async ({
  page,
}) => {
  const box = sandbox();
  const thisRun = browserOf(chromiumPath);
  // the same browser, another build: "Chromium 156.0.8078.108" → "Chromium 156.0.8078.109"
  const made = anotherBuild(thisRun);
  expect(made).not.toBe(thisRun);
  const manifest = path.join(box.baselines, MANIFEST);
  const platform = readManifest(box.baselines)!;
  writeFileSync(manifest, JSON.stringify({ ...platform, browser: made }));
  const snapshot = storySnapshot(STORY, "light");
  writeFileSync(path.join(box.baselines, snapshot), committed(snapshot));

  const same = box.runSuite([STORY], { themes: ["light"] });
  expect(same.status, same.output).toBe(0);
  expect(same.output).toContain(`visual: baselines from ${made}, this run ${thisRun}: 0 of 1 differ`);
  expect(same.output).toMatch(/visual: 1 snapshot \(1 test\) captured in \d+\.\d s/);
  // a test run leaves the manifest as it was
  expect(readManifest(box.baselines)?.browser).toBe(made);
  // one story of the suite's hundreds: a partial run, which says what it left out
  const partial = readResults(box.runDir)!;
  expect(partial.complete).toBe(false);
  expect(partial.notCompared).not.toContain(snapshot);
  expect(partial.notCompared).toContain(storySnapshot(STORY, "dark"));

  // nor does a partial --update: it never compared the baselines it left out on this build
  const updated = box.runSuite([STORY], { themes: ["light"], args: ["--update"] });
  expect(updated.status, updated.output).toBe(0);
  expect(updated.output).toContain(
    `visual: platform.json still names ${made}: this run left ${partial.notCompared.length} snapshot(s) uncompared`,
  );
  expect(readManifest(box.baselines)?.browser).toBe(made);

  writeFileSync(path.join(box.baselines, snapshot), await marked(snapshot));
  const differs = box.runSuite([STORY], { themes: ["light"] });
  expect(differs.status, differs.output).toBe(1);
  expect(differs.output).toContain("1 failed");
  expect(differs.output).toContain(
    `visual: baselines from ${made}, this run ${thisRun}: 1 of 1 differ; the browser update changed them`,
  );
  expect(differs.output).toContain(`a partial run: only a complete one records ${thisRun} in platform.json`);
  const results = readResults(box.runDir)!;
  expect(results.browserChange).toEqual({ from: made, to: thisRun, compared: 1, differ: 1 });

  const server = await box.review();
  const commit = page.getByRole("table", { name: "Files to commit" }).locator("tbody tr");
  try {
    await page.goto(server.url);
    // the update is the first thing the reviewer reads
    const banner = page.locator("[data-slot=browser-change]");
    await expect(banner).toContainText(`Browser update: baselines from ${made}, this run ${thisRun}`);
    await expect(banner).toContainText("1 of 1 compared snapshots differ");
    const first = page.locator("[data-slot=browser-change], nav[aria-label=Snapshots]").first();
    await expect(first).toHaveAttribute("data-slot", "browser-change");
    // a partial run: approving takes the capture, not the build, and the page says why
    await expect(page.locator("[data-slot=browser-not-recorded]")).toContainText(
      `${thisRun} is not recorded in platform.json: this run did not compare every baseline (${results.notCompared.length} snapshots left out)`,
    );
    await page.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(commit).toHaveCount(1);
    await expect(commit.filter({ hasText: MANIFEST })).toHaveCount(0);
    expect(readManifest(box.baselines)?.browser).toBe(made);

    // the same findings from a run that compared every baseline: approving records the new build
    writeResults(box.runDir, { ...results, complete: true, notCompared: [] });
    await page.reload();
    await expect(banner).toContainText(`Approving records ${thisRun} as the baselines' browser`);
    await expect(page.locator("[data-slot=browser-not-recorded]")).toHaveCount(0);
    await page.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(commit).toHaveCount(2);
    await expect(commit.filter({ hasText: MANIFEST })).toHaveCount(1);
  } finally {
    await server.close();
  }
  // approving recorded the new build; the other fields of the manifest are untouched
  expect(JSON.parse(readFileSync(manifest, "utf8"))).toEqual({ ...platform, browser: thisRun });
  box.remove();
});
