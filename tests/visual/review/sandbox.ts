// A scratch baseline folder and run folder inside the repository's .tmp (the review server only serves
// folders under the repository root), so the review tests never touch the committed baselines.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { browserOf, readManifest, writeManifest } from "@orbitag/visual/platform";
import { ensureReviewPage, startReview } from "@orbitag/visual/review";
import { changedPixels, decodePng } from "@orbitag/visual/png";
import { fileOf, type ResultItem, writeResults } from "@orbitag/visual/results";
import sharp from "sharp";
import { chromiumPath } from "../../../scripts/lib/chromium.ts";
import { BASELINE_DIR_ENV, committedBaselineDir, root, RUN_DIR_ENV, tmpDir } from "../lib/paths.ts";
import { SELECTION_ENV, type SelectionFile } from "../lib/snapshots.ts";
import { PATIENCE } from "../../patience.ts";

export interface RunOptions {
  /** the themes to capture (default: both) */
  themes?: SelectionFile["themes"];
  /** the run folder the reporter writes (default: the sandbox's) */
  runDir?: string;
  /** more Playwright arguments, e.g. --shard=1/2 */
  args?: string[];
}

/** A snapshot of a recorded run: the baseline as the run found it and what the run captured. */
export interface Recorded {
  snapshot: string;
  group: string;
  label: string;
  /** the baseline (absent: a new snapshot) */
  expected?: Buffer;
  /** the capture (absent: a baseline no story makes any more) */
  actual?: Buffer;
}

export interface Sandbox {
  dir: string;
  baselines: string;
  runDir: string;
  /** `npm run test:visual` on these folders, capturing only `stories`; resolves with its exit code and output */
  runSuite: (stories: string[], options?: RunOptions) => { status: number | null; output: string };
  /** writes a run folder as the suite's reporter would have, without running the suite */
  record: (snapshots: Recorded[]) => Promise<void>;
  /** the review server on these folders */
  review: (runDir?: string) => Promise<{ url: string; close: () => Promise<void> }>;
  remove: () => void;
}

/** A committed baseline with a red square painted into its corner: a capture that differs from it. */
export const marked = (snapshot: string) =>
  sharp(path.join(committedBaselineDir, snapshot))
    .composite([
      { input: { create: { width: 12, height: 12, channels: 4, background: "#ff0000" } }, left: 4, top: 4 },
    ])
    .png()
    .toBuffer();

/** Red where two same-sized PNGs differ, as Playwright's diff image shows it. */
async function diffImage(a: Buffer, b: Buffer): Promise<Buffer> {
  const [x, y] = await Promise.all([decodePng(a), decodePng(b)]);
  const out = Buffer.from(x.rgba);
  for (let i = 0; i < out.length; i += 4)
    if (x.rgba.readUInt32LE(i) !== y.rgba.readUInt32LE(i)) out.writeUInt32LE(0xff0000ff, i);
  return sharp(out, { raw: { width: x.width, height: x.height, channels: 4 } })
    .png()
    .toBuffer();
}

export function sandbox(): Sandbox {
  mkdirSync(tmpDir, { recursive: true });
  const dir = mkdtempSync(path.join(tmpDir, "review-"));
  const baselines = path.join(dir, "baselines");
  const runDir = path.join(dir, "run");
  mkdirSync(path.join(baselines, "stories"), { recursive: true });
  // the committed manifest, made by this machine's browser build: a test about a browser update sets another
  const platform = readManifest(committedBaselineDir)!;
  writeManifest(baselines, { ...platform, browser: browserOf(chromiumPath) });
  const put = (file: string, data: Buffer) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, data);
  };
  return {
    dir,
    baselines,
    runDir,
    runSuite(stories, options = {}) {
      const selection = path.join(dir, "selection.json");
      writeFileSync(
        selection,
        JSON.stringify({ stories, pages: [], themes: options.themes } satisfies SelectionFile),
      );
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        [BASELINE_DIR_ENV]: baselines,
        [RUN_DIR_ENV]: options.runDir ?? runDir,
        [SELECTION_ENV]: selection,
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
          // the captures alone, without the setup projects: the outer run's visual-setup has built Storybook,
          // and run.ts checks the platform before it starts Playwright
          "--no-deps",
          ...(options.args ?? []),
        ],
        // spawnSync holds the worker, so the test's own timeout cannot end a hung run: this bound does
        { cwd: root, env, encoding: "utf8", timeout: PATIENCE.build },
      );
      const stopped = r.error ? `\n(the nested run was stopped: ${r.error.message})` : "";
      return { status: r.status, output: `${r.stdout}\n${r.stderr}${stopped}` };
    },
    async record(snapshots) {
      const items: ResultItem[] = [];
      for (const s of snapshots) {
        const { expected, actual } = s;
        const size = async (png: Buffer) => {
          const { width, height } = await decodePng(png);
          return { width, height };
        };
        if (expected) {
          put(path.join(baselines, s.snapshot), expected);
          put(path.join(runDir, fileOf(s.snapshot, "expected")), expected);
        }
        if (actual) put(path.join(runDir, fileOf(s.snapshot, "actual")), actual);
        if (expected && actual)
          put(path.join(runDir, fileOf(s.snapshot, "diff")), await diffImage(expected, actual));
        items.push({
          snapshot: s.snapshot,
          kind: expected && actual ? "changed" : actual ? "new" : "missing",
          group: s.group,
          label: s.label,
          changedPixels: expected && actual ? await changedPixels(expected, actual) : null,
          ...(expected && { expected: await size(expected) }),
          ...(actual && { actual: await size(actual) }),
        });
      }
      writeResults(runDir, {
        finishedAt: new Date().toISOString(),
        baselineDir: path.relative(root, baselines),
        local: false,
        items,
        errors: [],
        // a recorded run stands for a whole one
        complete: true,
        notCompared: [],
      });
    },
    review: (folder = runDir) => startReview({ root, runDir: folder, clientDir: ensureReviewPage(root) }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * Another build of the same browser: its last version number plus one ("Chromium 156.0.8078.108" →
 * "Chromium 156.0.8078.109"), so it differs on any build, one ending in .0 too.
 */
export const anotherBuild = (browser: string) => browser.replace(/(\d+)$/, (n) => String(Number(n) + 1));

/** The committed baseline's bytes. */
export const committed = (snapshot: string) => readFileSync(path.join(committedBaselineDir, snapshot));
