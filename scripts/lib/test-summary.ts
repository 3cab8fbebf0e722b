// Two parts of `npm test`'s summary (scripts/test-all.ts): the working tree before and after the run (a run that
// writes into the tree fails suite "clean tree"), and the slowest tests (with the setup of their files).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The working tree as git sees it: every modified or untracked path with a hash of its content, so a test run
 * that writes into the tree (a lockfile, a regenerated asset, a baseline) is caught even on a dirty tree. Null
 * outside a git checkout.
 */
export function treeState(root: string): Map<string, string> | null {
  const r = spawnSync("git", ["status", "--porcelain", "-z", "--untracked-files=all"], {
    cwd: root,
    encoding: "utf8",
  });
  if (r.status !== 0) return null;
  const state = new Map<string, string>();
  for (const entry of r.stdout.split("\0").filter(Boolean)) {
    const file = entry.slice(3);
    const full = path.join(root, file);
    const hash = existsSync(full) ? createHash("sha256").update(readFileSync(full)).digest("hex") : "gone";
    state.set(file, `${entry.slice(0, 2)} ${hash}`);
  }
  return state;
}

/** The paths whose state differs between two readings of `treeState`, sorted. */
export function touchedPaths(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])]
    .filter((f) => before.get(f) !== after.get(f))
    .sort();
}

/** The summary's lines for the `count` slowest tests, each over `limitMs` marked (none should need a minute). */
export function slowestLines(
  durations: ReadonlyArray<{ name: string; ms: number }>,
  count = 10,
  limitMs = 60_000,
): string[] {
  return [...durations]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map(
      (d) => `${(d.ms / 1000).toFixed(1).padStart(7)} s  ${d.name}${d.ms > limitMs ? "  (over 60 s)" : ""}`,
    );
}

/** One file of Vitest's JSON report, as far as the summary reads it. */
export interface VitestFileReport {
  name: string;
  startTime?: number;
  endTime?: number;
  assertionResults: Array<{ fullName: string; duration?: number | null }>;
}

/**
 * A Vitest file's rows for the slowest-tests list: each test, and the time the file spent outside its tests (its
 * imports and its beforeAll/afterAll hooks, which no test's duration includes) when that is a second or more,
 * so a fixture that installs or builds an app is listed, not hidden.
 */
export function vitestDurations(file: VitestFileReport, root: string): Array<{ name: string; ms: number }> {
  const where = path.relative(root, file.name);
  const tests = file.assertionResults.map((t) => ({ name: `${where} › ${t.fullName}`, ms: t.duration ?? 0 }));
  const spent = (file.endTime ?? 0) - (file.startTime ?? 0);
  const outside = spent - tests.reduce((sum, t) => sum + t.ms, 0);
  return outside >= 1000 && file.startTime !== undefined
    ? [...tests, { name: `${where} › (the file's imports and beforeAll/afterAll hooks)`, ms: outside }]
    : tests;
}
