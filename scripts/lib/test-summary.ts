// Three parts of `npm test`'s summary (scripts/test-all.ts): the working tree before and after the run (a run that
// writes into the tree fails suite "clean tree"), the slowest tests (with the setup of their files), and the
// failed tests, named beside the closing count so a log's last lines say what failed.
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

/**
 * A Vitest file's rows for the slowest-tests list: each test (from Vitest's JSON report), and the time the file
 * spent outside its tests (imports, setup files, beforeAll/afterAll hooks: `outsideMs`, from the FileTimes
 * reporter) when that is a second or more, so a fixture that installs or builds an app is listed, not hidden.
 */
export function vitestDurations(
  file: { name: string; assertionResults: ReadonlyArray<{ fullName: string; duration?: number | null }> },
  root: string,
  outsideMs = 0,
): Array<{ name: string; ms: number }> {
  const where = path.relative(root, file.name);
  const tests = file.assertionResults.map((t) => ({ name: `${where} › ${t.fullName}`, ms: t.duration ?? 0 }));
  return outsideMs >= 1000
    ? [...tests, { name: `${where} › (outside its tests: imports, beforeAll/afterAll hooks)`, ms: outsideMs }]
    : tests;
}

/** A failed test for the summary's closing list: where it is, and the first line of why. */
export interface Failure {
  name: string;
  reason: string;
}

/** The first non-empty line of an error message, without terminal colours, at most 200 characters. */
function firstLine(message: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- terminal colour codes are control characters
  const plain = (message ?? "").replace(/\u001b\[[0-9;]*m/g, "");
  const line = plain.split("\n").find((l) => l.trim()) ?? "(no message)";
  return line.trim().slice(0, 200);
}

/** A Vitest file's failures (from its JSON report): each failed test, or the file itself when it failed to load. */
export function vitestFailures(
  file: {
    name: string;
    status: string;
    message?: string;
    assertionResults: ReadonlyArray<{
      fullName: string;
      status: string;
      failureMessages?: readonly string[] | null;
    }>;
  },
  root: string,
): Failure[] {
  const where = path.relative(root, file.name);
  const failed = file.assertionResults
    .filter((t) => t.status === "failed")
    .map((t) => ({ name: `${where} › ${t.fullName}`, reason: firstLine(t.failureMessages?.[0]) }));
  if (failed.length || file.status !== "failed") return failed;
  return [{ name: `${where} (the file failed to load)`, reason: firstLine(file.message) }];
}

/** A Playwright test's failure (from its JSON report), or null when it passed, was skipped or passed on a retry. */
export function playwrightFailure(
  name: string,
  test: { status?: string; results: ReadonlyArray<{ status?: string; error?: { message?: string } }> },
): Failure | null {
  if (test.status !== "unexpected") return null;
  const last = test.results.at(-1);
  return {
    name,
    reason: last?.error?.message ? firstLine(last.error.message) : `(${last?.status ?? "no result"})`,
  };
}

/** The summary's lines for the failed tests: each named, with its reason under it (the first `count` of them). */
export function failedLines(failures: readonly Failure[], count = 20): string[] {
  const lines = failures.slice(0, count).flatMap((f) => [`  ✗ ${f.name}`, `      ${f.reason}`]);
  if (failures.length > count) lines.push(`  … and ${failures.length - count} more`);
  return lines;
}
