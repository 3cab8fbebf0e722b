// The last visual run's findings, as the suite's reporter writes them and the review page reads them.
// Layout of the run folder (.tmp/visual/last-run):
//   results.json                    what follows
//   files/<snapshot>.actual.png     the capture of a changed or new snapshot
//   files/<snapshot>.expected.png   the baseline as it was during the run (changed)
//   files/<snapshot>.diff.png       Playwright's diff image (changed, same size)
//   review.json                     the reviewer's decisions so far
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export type ItemKind = "changed" | "new" | "missing";

export interface ResultItem {
  /** baseline-relative path, e.g. "stories/components-button--playground.light.png" */
  snapshot: string;
  kind: ItemKind;
  /** component (story title) or page the snapshot belongs to */
  group: string;
  /** e.g. "Playground · dark" or "desktop" */
  label: string;
  /** pixels that differ from the baseline (changed, same size); null when the sizes differ */
  changedPixels: number | null;
  expected?: { width: number; height: number };
  actual?: { width: number; height: number };
}

/** The run's browser against the baselines' (platform.json), when they are two builds of one browser. */
export interface BrowserChange {
  /** the build that made the baselines, e.g. "Chromium 156.0.8078.79" */
  from: string;
  /** the build of this run */
  to: string;
  /** snapshots this run compared with a baseline */
  compared: number;
  /** of those, how many differ */
  differ: number;
}

export interface RunResults {
  /** ISO time the run ended */
  finishedAt: string;
  /** the baseline folder, relative to the repository root */
  baselineDir: string;
  /** a git-ignored local set (`--local`): nothing to commit */
  local: boolean;
  items: ResultItem[];
  /** snapshots that failed for another reason (story error, timeout): nothing to review */
  errors: Array<{ snapshot: string; message: string }>;
  /** set when the run's browser is another build than the baselines' */
  browserChange?: BrowserChange;
  /** "1/2": the Playwright shard this run was; absent for an unsharded or merged run */
  shard?: string;
  /**
   * Whether the run compared every snapshot the suite makes, so every baseline: not after `-g`, `--changed`, a
   * file filter, the flake check, a story that failed before its capture, or one shard alone (a merge of all
   * shards is complete when together they compared everything). Only a complete run may record a new browser
   * build in platform.json. A results.json without it (older) counts as incomplete.
   */
  complete: boolean;
  /** the suite's snapshots this run did not compare (of a merge: those no shard compared) */
  notCompared: string[];
}

/** Whether the run compared every baseline (false for a results.json that does not say). */
export const isComplete = (results: RunResults) => results.complete === true;

export type Decision = "approved" | "rejected";

export const RESULTS_FILE = "results.json";
export const REVIEW_FILE = "review.json";
export const FILES_DIR = "files";

export const fileOf = (snapshot: string, variant: "actual" | "expected" | "diff") =>
  `${FILES_DIR}/${snapshot.replace(/\.png$/, "")}.${variant}.png`;

export function readResults(runDir: string): RunResults | null {
  const file = path.join(runDir, RESULTS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as RunResults) : null;
}

export function writeResults(runDir: string, results: RunResults): void {
  writeFileSync(path.join(runDir, RESULTS_FILE), `${JSON.stringify(results, null, 2)}\n`);
}

export function readDecisions(runDir: string): Record<string, Decision> {
  const file = path.join(runDir, REVIEW_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, Decision>) : {};
}

export function writeDecisions(runDir: string, decisions: Record<string, Decision>): void {
  writeFileSync(path.join(runDir, REVIEW_FILE), `${JSON.stringify(decisions, null, 2)}\n`);
}

/** "2/4" → { current: 2, total: 4 }; null when absent or not a shard of 1..total. */
function parseShard(shard: string | undefined): { current: number; total: number } | null {
  const m = /^(\d+)\/(\d+)$/.exec(shard ?? "");
  const [current, total] = [Number(m?.[1]), Number(m?.[2])];
  return m && current >= 1 && current <= total ? { current, total } : null;
}

/**
 * The folders are every shard of one sharded run, each once (1/n … n/n), or an error of one line naming the
 * folder or the shard that is wrong: a review of some of the shards would look like a review of the whole run.
 */
function checkShards(runs: Array<{ dir: string; results: RunResults }>): void {
  const shards = runs.map(({ dir, results }) => ({ dir, shard: parseShard(results.shard) }));
  const none = runs.find((_, i) => !shards[i]!.shard);
  if (none)
    throw new Error(
      `visual: ${none.dir} is no shard (its ${RESULTS_FILE} ${none.results.shard ? `says shard ${none.results.shard}` : "names no shard"}); merge the folders of one run made with --shard=i/n`,
    );
  const total = shards[0]!.shard!.total;
  const other = shards.find((s) => s.shard!.total !== total);
  if (other)
    throw new Error(
      `visual: ${other.dir} is shard ${other.shard!.current}/${other.shard!.total}, another folder one of ${total}; merge the shards of one run`,
    );
  const dirsOf = new Map<number, string[]>();
  for (const { dir, shard } of shards)
    dirsOf.set(shard!.current, [...(dirsOf.get(shard!.current) ?? []), dir]);
  for (const [current, dirs] of dirsOf)
    if (dirs.length > 1)
      throw new Error(
        `visual: shard ${current}/${total} is there twice (${dirs.join(", ")}); merge each shard once`,
      );
  const missing = Array.from({ length: total }, (_, i) => i + 1).filter((i) => !dirsOf.has(i));
  if (missing.length)
    throw new Error(
      `visual: shard${missing.length > 1 ? "s" : ""} ${missing.map((i) => `${i}/${total}`).join(", ")} missing; merge the folders of all ${total} shards of the run`,
    );
}

/**
 * One run folder from the run folders of a sharded run (each shard's `.tmp/visual/last-run`, e.g. CI
 * artifacts): items and their images, errors, and the browser change added up. The folders must be every
 * shard of the run, each once (a missing or repeated shard is refused, naming it), and every shard must have
 * compared against the same baseline folder and browser; a snapshot reported by two shards (a baseline no story
 * makes any more: every shard lists it) is kept once.
 */
export function mergeRuns(runDirs: string[], into: string): RunResults {
  if (runDirs.length === 0) throw new Error("visual: no run folders to merge");
  if (runDirs.some((dir) => path.resolve(dir) === path.resolve(into)))
    throw new Error(`visual: merge the shards into a folder of its own, not into ${into}, one of them`);
  const runs = runDirs.map((dir) => {
    const results = readResults(dir);
    if (!results) throw new Error(`visual: ${dir} has no ${RESULTS_FILE} (not a visual run folder)`);
    return { dir, results };
  });
  checkShards(runs);
  const first = runs[0]!.results;
  for (const { dir, results } of runs) {
    if (results.baselineDir !== first.baselineDir || results.local !== first.local)
      throw new Error(
        `visual: ${dir} compared against ${results.baselineDir}, another run against ${first.baselineDir}; shards of one run share their baselines`,
      );
    if (results.browserChange?.to !== first.browserChange?.to)
      throw new Error(`visual: ${dir} ran another browser than the other shards; merge shards of one run`);
  }
  const seen = new Set<string>();
  const items: ResultItem[] = [];
  rmSync(into, { recursive: true, force: true });
  mkdirSync(into, { recursive: true });
  for (const { dir, results } of runs) {
    for (const item of results.items) {
      if (seen.has(item.snapshot)) continue;
      seen.add(item.snapshot);
      items.push(item);
      for (const variant of ["actual", "expected", "diff"] as const) {
        const from = path.join(dir, fileOf(item.snapshot, variant));
        if (existsSync(from)) cpSync(from, path.join(into, fileOf(item.snapshot, variant)));
      }
    }
  }
  items.sort((a, b) => a.group.localeCompare(b.group) || a.snapshot.localeCompare(b.snapshot));
  const changes = runs.map((r) => r.results.browserChange).filter((c) => c !== undefined);
  // complete when together the shards compared every snapshot: none left out by all of them (a shard that
  // does not say what it left out makes the merge incomplete)
  const lists = runs.map((r) => r.results.notCompared as string[] | undefined);
  const notCompared = lists.every((l) => l !== undefined)
    ? lists.reduce((left, l) => left.filter((s) => l.includes(s)))
    : null;
  const merged: RunResults = {
    finishedAt: runs
      .map((r) => r.results.finishedAt)
      .sort()
      .at(-1)!,
    baselineDir: first.baselineDir,
    local: first.local,
    items,
    errors: runs.flatMap((r) => r.results.errors),
    ...(changes.length && {
      browserChange: {
        from: changes[0]!.from,
        to: changes[0]!.to,
        compared: changes.reduce((n, c) => n + c.compared, 0),
        differ: changes.reduce((n, c) => n + c.differ, 0),
      },
    }),
    complete: notCompared !== null && notCompared.length === 0,
    notCompared: notCompared ?? [],
  };
  writeResults(into, merged);
  return merged;
}

/** What the review server answers on GET /api/run (and after every decision). */
export interface RunView {
  finishedAt: string;
  baselineDir: string;
  local: boolean;
  items: Array<ResultItem & { decision: Decision | null }>;
  errors: RunResults["errors"];
  commit: Array<{ path: string; action: "modified" | "added" | "deleted" }>;
  browserChange: BrowserChange | null;
  /** the run compared every baseline (see RunResults.complete) */
  complete: boolean;
  /** how many of the suite's snapshots it did not compare */
  notCompared: number;
}
