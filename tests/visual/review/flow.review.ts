// The whole loop on a real run of the suite: two changed snapshots; the reviewer approves one and rejects the
// other in the browser; only the approved PNG changes on disk; the next run reports exactly one failure.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { changedPixels } from "@orbitag/visual/png";
import { readResults } from "@orbitag/visual/results";
import sharp from "sharp";
import { committedBaselineDir } from "../lib/paths.ts";
import { storySnapshot } from "../lib/snapshots.ts";
import { sandbox } from "./sandbox.ts";

const STORY = "components-badge--playground";
const hash = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

test("approve one of two changed snapshots, reject the other", async ({ page }) => {
  test.setTimeout(300_000);
  const box = sandbox();
  const approve = storySnapshot(STORY, "light");
  const reject = storySnapshot(STORY, "dark");
  // both baselines differ from what the story renders: a red square painted into each
  for (const snapshot of [approve, reject]) {
    const marked = await sharp(path.join(committedBaselineDir, snapshot))
      .composite([
        { input: { create: { width: 12, height: 12, channels: 4, background: "#ff0000" } }, left: 4, top: 4 },
      ])
      .png()
      .toBuffer();
    await sharp(marked).toFile(path.join(box.baselines, snapshot));
  }
  const before = {
    approve: hash(path.join(box.baselines, approve)),
    reject: hash(path.join(box.baselines, reject)),
  };

  const first = box.runSuite([STORY]);
  expect(first.status, first.output).toBe(1);
  expect(first.output).toContain("2 failed");
  expect(readResults(box.runDir)?.items.map((i) => [i.snapshot, i.kind])).toEqual([
    [reject, "changed"],
    [approve, "changed"],
  ]);

  const server = await box.review();
  try {
    await page.goto(server.url);
    await page.locator(`[data-snapshot="${approve}"]`).click();
    await expect(page.getByRole("heading", { level: 2, name: /Badge · Playground · light/ })).toBeVisible();
    await expect(page.locator("[data-slot=pixel-count]")).toHaveText(/\d[\d,]* changed pixels/);
    await page.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(page.locator(`[data-snapshot="${approve}"] [data-decision]`)).toHaveText("approved");
    await page.locator(`[data-snapshot="${reject}"]`).click();
    await page.getByRole("button", { name: "Reject", exact: true }).click();
    await expect(page.locator(`[data-snapshot="${reject}"] [data-decision]`)).toHaveText("rejected");
    // the page ends with the files to commit: the approved one only
    const commit = page.getByRole("table", { name: "Files to commit" }).locator("tbody tr");
    await expect(commit).toHaveCount(1);
    await expect(commit).toContainText(approve);
  } finally {
    await server.close();
  }

  // on disk: the approved baseline is this run's capture (recompressed), the rejected one untouched
  const written = path.join(box.baselines, approve);
  expect(hash(written)).not.toBe(before.approve);
  const actual = readFileSync(path.join(box.runDir, "files", approve.replace(/\.png$/, ".actual.png")));
  expect(await changedPixels(readFileSync(written), actual)).toBe(0);
  expect(hash(path.join(box.baselines, reject))).toBe(before.reject);

  const second = box.runSuite([STORY]);
  expect(second.status, second.output).toBe(1);
  // exactly one failure, the rejected snapshot; the approved one now matches (plus the two setup steps)
  expect(second.output).toContain("1 failed");
  expect(second.output).toMatch(/\b3 passed\b/);
  expect(second.output).toMatch(/1\) .*components-badge--playground › dark/);
  expect(readResults(box.runDir)?.items.map((i) => i.snapshot)).toEqual([reject]);
  box.remove();
});

test("a new snapshot is not made a baseline by a plain run; approving it in the review adds it", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const box = sandbox();
  const story = "components-badge--variants";
  const run = box.runSuite([story]);
  expect(run.status, run.output).toBe(1);
  expect(run.output).toContain("2 failed");
  for (const theme of ["light", "dark"])
    expect(existsSync(path.join(box.baselines, storySnapshot(story, theme))), theme).toBe(false);
  expect(readResults(box.runDir)?.items.map((i) => i.kind)).toEqual(["new", "new"]);

  const server = await box.review();
  try {
    await page.goto(server.url);
    await expect(page.locator("[data-slot=pixel-count]")).toHaveText("no baseline yet");
    await page.getByRole("button", { name: "Approve group" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Approve 2" }).click();
    await expect(page.getByRole("table", { name: "Files to commit" }).locator("tbody tr")).toHaveCount(2);
  } finally {
    await server.close();
  }
  const again = box.runSuite([story]);
  expect(again.status, again.output).toBe(0);
  box.remove();
});
