// The review loop. The page's decisions are driven on a recorded run (no suite run needed to test them); the
// suite's own part, a real run whose findings the review turns into baselines, on the smallest input: one
// story in one theme.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { changedPixels } from "@orbitag/visual/png";
import { readResults } from "@orbitag/visual/results";
import { storySnapshot } from "../lib/snapshots.ts";
import { committed, marked, sandbox } from "./sandbox.ts";

const STORY = "components-badge--playground";
const hash = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

// a real run of the suite inside a test: several of them queue for the CPU on a busy machine
test.describe.configure({ timeout: 600_000 });

test("approve one of two changed snapshots, reject the other (a recorded run)", async ({ page }) => {
  const box = sandbox();
  const approve = storySnapshot(STORY, "light");
  const reject = storySnapshot(STORY, "dark");
  // the run found both baselines different from what the story renders: a red square painted into each
  await box.record(
    await Promise.all(
      [approve, reject].map(async (snapshot) => ({
        snapshot,
        group: "Components/Badge",
        label: `Playground · ${snapshot === approve ? "light" : "dark"}`,
        expected: await marked(snapshot),
        actual: committed(snapshot),
      })),
    ),
  );
  const before = hash(path.join(box.baselines, reject));

  const server = await box.review();
  try {
    await page.goto(server.url);
    await page.locator(`[data-snapshot="${approve}"]`).click();
    await expect(page.getByRole("heading", { level: 2, name: /Badge · Playground · light/ })).toBeVisible();
    await expect(page.locator("[data-slot=pixel-count]")).toHaveText("144 changed pixels");
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

  // on disk: the approved baseline is the run's capture (recompressed), the rejected one untouched
  expect(await changedPixels(readFileSync(path.join(box.baselines, approve)), committed(approve))).toBe(0);
  expect(hash(path.join(box.baselines, reject))).toBe(before);
  box.remove();
});

test("a real run: a changed snapshot fails, approving it in the review makes the next run pass", async ({
  page,
}) => {
  const box = sandbox();
  const snapshot = storySnapshot(STORY, "light");
  writeFileSync(path.join(box.baselines, snapshot), await marked(snapshot));

  const first = box.runSuite([STORY], { themes: ["light"] });
  expect(first.status, first.output).toBe(1);
  expect(first.output).toContain("1 failed");
  expect(readResults(box.runDir)?.items.map((i) => [i.snapshot, i.kind])).toEqual([[snapshot, "changed"]]);

  const server = await box.review();
  try {
    await page.goto(server.url);
    await expect(page.getByRole("heading", { level: 2, name: /Badge · Playground · light/ })).toBeVisible();
    await page.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(page.getByRole("table", { name: "Files to commit" }).locator("tbody tr")).toHaveCount(1);
  } finally {
    await server.close();
  }
  const actual = readFileSync(path.join(box.runDir, "files", snapshot.replace(/\.png$/, ".actual.png")));
  expect(await changedPixels(readFileSync(path.join(box.baselines, snapshot)), actual)).toBe(0);

  const second = box.runSuite([STORY], { themes: ["light"] });
  expect(second.status, second.output).toBe(0);
  // the capture (the nested run has no setup steps: sandbox.ts)
  expect(second.output).toMatch(/\b1 passed\b/);
  box.remove();
});

test("a new snapshot is not made a baseline by a plain run; approving it in the review adds it", async ({
  page,
}) => {
  const box = sandbox();
  const story = "components-badge--variants";
  const snapshot = storySnapshot(story, "dark");
  const run = box.runSuite([story], { themes: ["dark"] });
  expect(run.status, run.output).toBe(1);
  expect(run.output).toContain("1 failed");
  expect(existsSync(path.join(box.baselines, snapshot))).toBe(false);
  expect(readResults(box.runDir)?.items.map((i) => i.kind)).toEqual(["new"]);

  const server = await box.review();
  try {
    await page.goto(server.url);
    await expect(page.locator("[data-slot=pixel-count]")).toHaveText("no baseline yet");
    await page.getByRole("button", { name: "Approve group" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Approve 1" }).click();
    await expect(page.getByRole("table", { name: "Files to commit" }).locator("tbody tr")).toHaveCount(1);
  } finally {
    await server.close();
  }
  // the new baseline is exactly what the run captured (the previous test shows such a baseline then passes)
  const actual = readFileSync(path.join(box.runDir, "files", snapshot.replace(/\.png$/, ".actual.png")));
  expect(await changedPixels(readFileSync(path.join(box.baselines, snapshot)), actual)).toBe(0);
  box.remove();
});
