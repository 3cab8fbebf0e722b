// Applying a reviewer's decision to the baseline folder: approving writes exactly that baseline (a changed or
// new capture recompressed losslessly; a missing snapshot's baseline removed), rejecting leaves the folder as
// the run found it (undoing an earlier approval from the run's own copy of the old baseline).
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { MANIFEST, readManifest, writeManifest } from "../platform.ts";
import { writeBaseline } from "../png.ts";
import { type Decision, fileOf, isComplete, type ResultItem, type RunResults } from "../results.ts";

/** Baseline-relative snapshot paths the suite writes: stories/<id>.<theme>.png, site/<page>.<viewport>.png. */
const SNAPSHOT = /^(stories|site)\/[a-z0-9][a-z0-9._-]*\.png$/;

/** The item of this run with exactly that snapshot path, or null (unknown, malformed or traversing). */
export function findItem(results: RunResults, snapshot: string): ResultItem | null {
  if (!SNAPSHOT.test(snapshot) || snapshot.includes("..")) return null;
  return results.items.find((i) => i.snapshot === snapshot) ?? null;
}

/** `child` inside `dir`, or an error: the last line of defence against a path leaving the folder. */
export function inside(dir: string, child: string): string {
  const resolved = path.resolve(dir, child);
  if (!resolved.startsWith(path.resolve(dir) + path.sep)) throw new Error(`path outside ${dir}: ${child}`);
  return resolved;
}

export interface Folders {
  /** the last run's folder (results.json, files/) */
  runDir: string;
  /** the baseline folder the run compared against */
  baselineDir: string;
}

export async function applyDecision(
  folders: Folders,
  item: ResultItem,
  decision: Decision,
  previous: Decision | undefined,
): Promise<void> {
  const baseline = inside(folders.baselineDir, item.snapshot);
  const runFile = (variant: "actual" | "expected") => inside(folders.runDir, fileOf(item.snapshot, variant));
  if (decision === "approved") {
    if (item.kind === "missing") rmSync(baseline, { force: true });
    else await writeBaseline(baseline, readFileSync(runFile("actual")));
    return;
  }
  // rejected: only an earlier approval changed the folder; put back what the run found
  if (previous !== "approved") return;
  if (item.kind === "new") rmSync(baseline, { force: true });
  else if (existsSync(runFile("expected"))) writeFileSync(baseline, readFileSync(runFile("expected")));
}

const anyApproved = (decisions: Record<string, Decision>) =>
  Object.values(decisions).some((d) => d === "approved");

/** Whether approving this run's captures records its browser build: another build, on a complete run. */
export const recordsBrowser = (results: RunResults) => !!results.browserChange && isComplete(results);

/**
 * After a complete run on another build of the baselines' browser: once the reviewer approves any capture of
 * it, the folder's manifest names the new build (every other baseline was compared and matched on it); with no
 * approval left, the old one. A partial run (`-g`, `--changed`, one shard, a story that failed early) leaves
 * the manifest alone: baselines it never compared may differ on the new build.
 */
export function recordBrowser(
  folders: Folders,
  results: RunResults,
  decisions: Record<string, Decision>,
): void {
  const change = results.browserChange;
  const made = readManifest(folders.baselineDir);
  if (!change || !made || !recordsBrowser(results)) return;
  const browser = anyApproved(decisions) ? change.to : change.from;
  if (made.browser !== browser) writeManifest(folders.baselineDir, { ...made, browser });
}

export interface CommitEntry {
  /** repository-relative path */
  path: string;
  action: "modified" | "added" | "deleted";
}

/** The baseline files the approvals changed, for `git add`. */
export function filesToCommit(results: RunResults, decisions: Record<string, Decision>): CommitEntry[] {
  const files: CommitEntry[] = results.items
    .filter((i) => decisions[i.snapshot] === "approved")
    .map((i) => ({
      path: `${results.baselineDir}/${i.snapshot}`,
      action: i.kind === "changed" ? "modified" : i.kind === "new" ? "added" : "deleted",
    }));
  if (recordsBrowser(results) && anyApproved(decisions))
    files.push({ path: `${results.baselineDir}/${MANIFEST}`, action: "modified" });
  return files;
}
