// `npm test`: the checks (in two lanes side by side), then every suite in turn, with one summary line that
// counts them all.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import type { RunResults } from "@orbitag/visual/results";
import { E2E_SITE_BUILD_ENV } from "../tests/e2e/env.ts";
import { PREBUILT_ENV } from "../tests/visual/lib/build-storybook.ts";
import { lastRunDir, storybookDir, storybookStatsDir } from "../tests/visual/lib/paths.ts";
import { browserLine } from "../tests/visual/lib/review-reporter.ts";
import { localBuildEnv, SITE_BUILT_VAR, siteBuildStamp } from "./lib/site-build.ts";
import {
  type Failure,
  failedLines,
  playwrightFailure,
  slowestLines,
  touchedPaths,
  treeState,
  vitestDurations,
  vitestFailures,
} from "./lib/test-summary.ts";
import type { FileTime } from "./lib/vitest-file-times.ts";

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

const root = path.resolve(import.meta.dirname, "..");
const reports = path.join(root, "reports");
mkdirSync(reports, { recursive: true });

if (!process.versions.node.startsWith("24.")) {
  console.error(
    `npm test must run on Node 24 (got ${process.versions.node}); run it through npm so node_modules/.bin/node is used.`,
  );
  process.exit(1);
}

const results: Array<{ suite: string; seconds?: number } & Tally> = [];
/** Every test case's duration, for the slowest-ten list. */
const durations: Array<{ name: string; ms: number }> = [];
/** Every failed test, named at the end of the output: a CI log is often read from its tail. */
const failures: Failure[] = [];

/** How long the last step took, for the summary: where a run's minutes go. */
let lastSeconds = 0;

function run(cmd: string, env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${cmd}`);
  const started = performance.now();
  const r = spawnSync(cmd, { shell: true, stdio: "inherit", cwd: root, env: { ...process.env, ...env } });
  lastSeconds = (performance.now() - started) / 1000;
  return r.status === 0;
}

/** Runs a command with its output kept (stdout and stderr interleaved as written), for checks run side by side. */
function runQuiet(
  cmd: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ ok: boolean; output: string; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, { shell: true, cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (c: Buffer) => chunks.push(c));
    child.stderr.on("data", (c: Buffer) => chunks.push(c));
    child.on("close", (code) =>
      resolve({
        ok: code === 0,
        output: Buffer.concat(chunks).toString(),
        seconds: (performance.now() - started) / 1000,
      }),
    );
  });
}

/**
 * The checks without test cases of their own (each counts as one test), in lanes that run side by side: each
 * of them keeps one core busy, so two lanes take the time of the longer one. A lane runs its checks in order
 * (the types need the build's declarations); each check's output is printed whole when it ends.
 */
async function checks(
  ...lanes: Array<Array<[suite: string, cmd: string, env?: NodeJS.ProcessEnv]>>
): Promise<Map<string, boolean>> {
  const done = new Map<string, { ok: boolean; seconds: number }>();
  await Promise.all(
    lanes.map(async (lane) => {
      for (const [suite, cmd, env] of lane) {
        const r = await runQuiet(cmd, env);
        process.stdout.write(`\n▶ ${cmd}\n${r.output}`);
        done.set(suite, r);
      }
    }),
  );
  const ok = new Map<string, boolean>();
  // the summary keeps the lanes' order, whichever ended first
  for (const [suite] of lanes.flat()) {
    const r = done.get(suite)!;
    results.push({ suite, passed: r.ok ? 1 : 0, failed: r.ok ? 0 : 1, skipped: 0, seconds: r.seconds });
    // a check is one test: its minutes belong in the slowest list beside the test cases'
    durations.push({ name: `${suite} (a check)`, ms: r.seconds * 1000 });
    if (!r.ok) failures.push({ name: `${suite} (a check)`, reason: "its output is above, under ▶" });
    ok.set(suite, r.ok);
  }
  return ok;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

function vitest(suite: string, args: string): void {
  const out = path.join(reports, `${suite}.json`);
  rmSync(out, { force: true });
  const times = path.join(reports, `${suite}.file-times.json`);
  rmSync(times, { force: true });
  const ok = run(`npx vitest run ${args}`, { VITEST_JSON: out, VITEST_FILE_TIMES: times });
  const r = readJson(out) as
    | {
        numPassedTests: number;
        numFailedTests: number;
        numPendingTests: number;
        numTodoTests: number;
        testResults: Array<{
          name: string;
          status: string;
          message?: string;
          assertionResults: Array<{
            fullName: string;
            status: string;
            duration?: number | null;
            failureMessages?: string[] | null;
          }>;
        }>;
      }
    | undefined;
  const seconds = lastSeconds;
  if (!r) {
    failures.push({ name: `${suite} (no report)`, reason: "the run ended without writing its JSON report" });
    return void results.push({ suite, passed: 0, failed: 1, skipped: 0, seconds });
  }
  const outside = new Map(
    ((readJson(times) as FileTime[] | undefined) ?? []).map((t) => [t.file, t.outsideMs]),
  );
  for (const file of r.testResults) {
    durations.push(...vitestDurations(file, root, outside.get(file.name)));
    failures.push(...vitestFailures(file, root));
  }
  // a file that fails to load has no test rows: count each such file once, and a failed run with nothing
  // counted as one, so a crash cannot pass as green (a file whose tests failed is counted by its tests)
  const unloaded = r.testResults.filter(
    (f) => f.status === "failed" && !f.assertionResults.some((t) => t.status === "failed"),
  ).length;
  const failed = r.numFailedTests + unloaded || (ok ? 0 : 1);
  if (failed && !r.numFailedTests && !unloaded)
    failures.push({
      name: `${suite} (outside its tests)`,
      reason: "an error outside any test: its output is above",
    });
  results.push({
    suite,
    passed: r.numPassedTests,
    failed,
    skipped: r.numPendingTests + r.numTodoTests,
    seconds,
  });
}

interface PwSuite {
  title: string;
  specs?: Array<{
    title: string;
    tests: Array<{
      projectName: string;
      status?: string;
      results: Array<{ duration: number; status?: string; error?: { message?: string } }>;
    }>;
  }>;
  suites?: PwSuite[];
}

function playwright(suite: string, args: string, env: Record<string, string> = {}): void {
  const out = path.join(reports, `${suite}.json`);
  rmSync(out, { force: true });
  const ok = run(`npx playwright test ${args}`, { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: out });
  const r = readJson(out) as
    | {
        stats?: { expected: number; unexpected: number; skipped: number; flaky: number };
        suites?: PwSuite[];
      }
    | undefined;
  const seconds = lastSeconds;
  if (!r?.stats) {
    failures.push({ name: `${suite} (no report)`, reason: "the run ended without writing its JSON report" });
    return void results.push({ suite, passed: 0, failed: 1, skipped: 0, seconds });
  }
  const walk = (s: PwSuite, titles: string[]): void => {
    const here = s.title ? [...titles, s.title] : titles;
    for (const spec of s.specs ?? [])
      for (const t of spec.tests) {
        const name = `[${t.projectName}] ${[...here, spec.title].join(" › ")}`;
        durations.push({ name, ms: Math.max(0, ...t.results.map((x) => x.duration)) });
        const failure = playwrightFailure(name, t);
        if (failure) failures.push(failure);
      }
    for (const child of s.suites ?? []) walk(child, here);
  };
  for (const s of r.suites ?? []) walk(s, []);
  const s = r.stats;
  const failed = s.unexpected + (ok || s.unexpected > 0 ? 0 : 1);
  if (failed && !s.unexpected)
    failures.push({
      name: `${suite} (outside its tests)`,
      reason: "an error outside any test: its output is above",
    });
  results.push({ suite, passed: s.expected + s.flaky, failed, skipped: s.skipped, seconds });
}

const treeBefore = treeState(root);

// the site is built as the end-to-end stack's `npm start` would build it, which then serves this build
// instead of making it again (scripts/lib/site-build.ts)
const siteBuildEnv = localBuildEnv({ ...process.env, ...E2E_SITE_BUILD_ENV });

// Storybook is built once for the whole run, with its module graph: the `--changed` trace test reads it, the
// visual suite and the Storybook UI pass open it (two builds of the same source cost a minute of CPU)
mkdirSync(storybookStatsDir, { recursive: true });
const checked = await checks(
  [
    ["lint", "npx eslint . --max-warnings=0"],
    ["format", "npx prettier --check . --log-level warn"],
    ["storybook", `npm run build-storybook -- -o "${storybookDir}" --stats-json "${storybookStatsDir}"`],
  ],
  [
    ["build", "npm run build", siteBuildEnv],
    ["typecheck", "npm run typecheck"],
  ],
);
if (checked.get("storybook")) process.env[PREBUILT_ENV] = "1";
const built = checked.get("build");
// the kit's tarball tests pack this build of packages/ui/dist rather than building it again (the variable is
// DIST_PREBUILT_ENV of packages/ui/test/lib/prebuilt.ts: a package's test files stay inside their package)
if (built) process.env.ORBITAG_UI_DIST_BUILT = "1";
// the stamp of the build just made, before anything else could touch it
const builtStamp = built ? siteBuildStamp(siteBuildEnv) : null;
vitest("vitest", "");
if (built) {
  playwright("playwright", "", { [SITE_BUILT_VAR]: builtStamp ?? "" });
  // `npm run dev` on ports of its own: after the production stack's run, never beside it
  playwright("dev-server", "-c tests/dev");
}

// the tests leave the tree as they found it (on a fresh clone: `git status --porcelain` is empty)
const treeAfter = treeState(root);
if (treeBefore && treeAfter) {
  const touched = touchedPaths(treeBefore, treeAfter);
  if (touched.length) {
    console.error(`\nthe test run changed the working tree:\n  ${touched.join("\n  ")}`);
    failures.push({ name: "clean tree", reason: `the run changed ${touched.join(", ")}`.slice(0, 200) });
  }
  results.push({
    suite: "clean tree",
    passed: touched.length ? 0 : 1,
    failed: touched.length ? 1 : 0,
    skipped: 0,
  });
}

console.log("\nsuite".padEnd(14) + "passed  failed  skipped     time");
for (const r of results)
  console.log(
    `${r.suite.padEnd(13)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${String(r.skipped).padStart(7)}  ${r.seconds === undefined ? "" : `${r.seconds.toFixed(0).padStart(5)} s`}`,
  );
// the slowest tests: none should need a minute on an idle 2-core machine
console.log("\nslowest tests");
for (const line of slowestLines(durations)) console.log(line);
// a browser update the visual suite compared rather than refused (its reporter's run folder says so)
const visualRun = readJson(path.join(lastRunDir(), "results.json")) as RunResults | undefined;
if (visualRun?.browserChange)
  console.log(`\n${browserLine(visualRun.browserChange, visualRun.complete === true)}`);

if (failures.length) {
  console.log("\nfailed tests");
  for (const line of failedLines(failures)) console.log(line);
}

const total = results.reduce<Tally>(
  (t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log(
  `tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`,
);
process.exit(total.failed > 0 ? 1 : 0);
