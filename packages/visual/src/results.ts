// The last visual run's findings, as the suite's reporter writes them and the review page reads them.
// Layout of the run folder (.tmp/visual/last-run):
//   results.json                    what follows
//   files/<snapshot>.actual.png     the capture of a changed or new snapshot
//   files/<snapshot>.expected.png   the baseline as it was during the run (changed)
//   files/<snapshot>.diff.png       Playwright's diff image (changed, same size)
//   review.json                     the reviewer's decisions so far
import { existsSync, readFileSync, writeFileSync } from "node:fs";
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
}

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

/** What the review server answers on GET /api/run (and after every decision). */
export interface RunView {
  finishedAt: string;
  baselineDir: string;
  local: boolean;
  items: Array<ResultItem & { decision: Decision | null }>;
  errors: RunResults["errors"];
  commit: Array<{ path: string; action: "modified" | "added" | "deleted" }>;
}
