// A scratch baseline folder and run folder inside the repository's .tmp (the review server only serves
// folders under the repository root), so the review tests never touch the committed baselines.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensureReviewPage, startReview } from "@orbitag/visual/review";
import { PREBUILT_ENV } from "../lib/build-storybook.ts";
import { BASELINE_DIR_ENV, committedBaselineDir, root, RUN_DIR_ENV, tmpDir } from "../lib/paths.ts";
import { SELECTION_ENV } from "../lib/snapshots.ts";

export interface Sandbox {
  dir: string;
  baselines: string;
  runDir: string;
  /** `npm run test:visual` on these folders, capturing only `stories`; resolves with its exit code and output */
  runSuite: (stories: string[]) => { status: number | null; output: string };
  /** the review server on these folders */
  review: () => Promise<{ url: string; close: () => Promise<void> }>;
  remove: () => void;
}

export function sandbox(): Sandbox {
  mkdirSync(tmpDir, { recursive: true });
  const dir = mkdtempSync(path.join(tmpDir, "review-"));
  const baselines = path.join(dir, "baselines");
  const runDir = path.join(dir, "run");
  mkdirSync(path.join(baselines, "stories"), { recursive: true });
  cpSync(path.join(committedBaselineDir, "platform.json"), path.join(baselines, "platform.json"));
  return {
    dir,
    baselines,
    runDir,
    runSuite(stories) {
      const selection = path.join(dir, "selection.json");
      writeFileSync(selection, JSON.stringify({ stories, pages: [] }));
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        [BASELINE_DIR_ENV]: baselines,
        [RUN_DIR_ENV]: runDir,
        [SELECTION_ENV]: selection,
        // the visual-setup project of this run built Storybook already
        [PREBUILT_ENV]: "1",
      };
      // the outer Playwright run's reporters and workers are not this run's
      for (const k of Object.keys(env))
        if (k.startsWith("PLAYWRIGHT_") || k.startsWith("TEST_")) delete env[k];
      const r = spawnSync(
        process.execPath,
        [
          "scripts/visual/run.ts",
          "--reporter=line,./tests/visual/lib/review-reporter.ts",
          `--output=${path.join(dir, "test-results")}`,
          "--workers=1",
        ],
        { cwd: root, env, encoding: "utf8" },
      );
      return { status: r.status, output: `${r.stdout}\n${r.stderr}` };
    },
    review: () => startReview({ root, runDir, clientDir: ensureReviewPage(root) }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
