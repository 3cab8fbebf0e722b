// When QA outgrows one machine: the visual suite as Playwright shards (`npm run test:visual -- --shard=i/n`),
// each writing its own run folder, and `npm run visual:review -- --merge <folders>` reviewing them as one run.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { changedPixels } from "@orbitag/visual/png";
import { readResults } from "@orbitag/visual/results";
import { root, RUN_DIR_ENV } from "../lib/paths.ts";
import { storySnapshot } from "../lib/snapshots.ts";
import { marked, sandbox } from "./sandbox.ts";

// two stories of one component (one group to approve): a story is one test (its themes captured together),
// and a shard takes whole tests
const STORIES = ["components-badge--playground", "components-badge--variants"];

test.describe.configure({ timeout: 600_000 });

test("two shards of one run, reviewed together", async ({ page }) => {
  const box = sandbox();
  const snapshots = STORIES.map((story) => storySnapshot(story, "light"));
  for (const s of snapshots) writeFileSync(path.join(box.baselines, s), await marked(s));

  const shards = [1, 2].map((i) => {
    const runDir = path.join(box.dir, `shard-${i}`);
    const r = box.runSuite(STORIES, { runDir, themes: ["light"], args: [`--shard=${i}/2`] });
    expect(r.status, r.output).toBe(1);
    expect(r.output).toContain("1 failed");
    return runDir;
  });
  // each shard captured one of the two, and says which shard it was
  const found = shards.map((dir) => readResults(dir)!);
  expect(found.map((r) => r.shard)).toEqual(["1/2", "2/2"]);
  expect(found.flatMap((r) => r.items.map((i) => i.snapshot)).sort()).toEqual([...snapshots].sort());

  // the review command merges the shards' folders into one run and serves it
  const merged = path.join(box.dir, "merged");
  // but not some of them: one shard's folder alone is refused with one line naming the missing shard, so a
  // review never looks whole when a shard's artifact did not arrive
  const part = spawnSync(process.execPath, ["scripts/visual/review.ts", "--merge", shards[0]!], {
    cwd: root,
    env: { ...process.env, [RUN_DIR_ENV]: merged },
    encoding: "utf8",
  });
  expect(part.status, part.stdout).toBe(1);
  expect(part.stderr.trim()).toBe("visual: shard 2/2 missing; merge the folders of all 2 shards of the run");
  expect(existsSync(path.join(merged, "results.json"))).toBe(false);
  const review = spawn(process.execPath, ["scripts/visual/review.ts", "--merge", ...shards], {
    cwd: root,
    env: { ...process.env, [RUN_DIR_ENV]: merged },
    stdio: ["ignore", "pipe", "pipe"],
  });
  try {
    let output = "";
    const url = await new Promise<string>((resolve, reject) => {
      review.stdout.on("data", (chunk: Buffer) => {
        output += chunk;
        const m = /visual review: (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (m) resolve(m[1]!);
      });
      review.stderr.on("data", (chunk: Buffer) => void (output += chunk));
      review.on("exit", (code) => reject(new Error(`visual:review exited (${code}): ${output}`)));
    });
    expect(output).toContain("merged 2 shard run(s)");
    await page.goto(url);
    await expect(page.locator("[data-snapshot]")).toHaveCount(2);
    await page.getByRole("button", { name: "Approve group" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Approve 2" }).click();
    await expect(page.getByRole("table", { name: "Files to commit" }).locator("tbody tr")).toHaveCount(2);
  } finally {
    review.kill();
  }
  // both baselines are now what their shard captured
  for (const s of snapshots) {
    const actual = readFileSync(path.join(merged, "files", s.replace(/\.png$/, ".actual.png")));
    expect(await changedPixels(readFileSync(path.join(box.baselines, s)), actual)).toBe(0);
  }
  box.remove();
});
