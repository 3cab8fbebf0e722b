// `npm test`: every check and every suite, in order, with one summary line that counts them all.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

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

const results: Array<{ suite: string } & Tally> = [];

function run(cmd: string, env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${cmd}`);
  const r = spawnSync(cmd, { shell: true, stdio: "inherit", cwd: root, env: { ...process.env, ...env } });
  return r.status === 0;
}

/** A check without test cases of its own (lint, types, build) counts as one test. */
function check(suite: string, cmd: string): boolean {
  const ok = run(cmd);
  results.push({ suite, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
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
  const ok = run(`npx vitest run ${args}`, { VITEST_JSON: out });
  const r = readJson(out) as
    | {
        numPassedTests: number;
        numFailedTests: number;
        numPendingTests: number;
        numTodoTests: number;
        numFailedTestSuites: number;
      }
    | undefined;
  if (!r) return void results.push({ suite, passed: 0, failed: 1, skipped: 0 });
  // a file that fails to load has no test rows; count it so a crash cannot pass as green
  const failed =
    r.numFailedTests + (ok ? 0 : Math.max(r.numFailedTestSuites, r.numFailedTests === 0 ? 1 : 0));
  results.push({ suite, passed: r.numPassedTests, failed, skipped: r.numPendingTests + r.numTodoTests });
}

function playwright(suite: string, args: string): void {
  const out = path.join(reports, `${suite}.json`);
  rmSync(out, { force: true });
  const ok = run(`npx playwright test ${args}`, { PLAYWRIGHT_JSON_OUTPUT_FILE: out });
  const r = readJson(out) as
    { stats?: { expected: number; unexpected: number; skipped: number; flaky: number } } | undefined;
  if (!r?.stats) return void results.push({ suite, passed: 0, failed: 1, skipped: 0 });
  const s = r.stats;
  const failed = s.unexpected + (ok || s.unexpected > 0 ? 0 : 1);
  results.push({ suite, passed: s.expected + s.flaky, failed, skipped: s.skipped });
}

check("lint", "npx eslint . --max-warnings=0");
check("format", "npx prettier --check . --log-level warn");
const built = check("build", "npm run build");
check("typecheck", "npm run typecheck");
vitest("vitest", "");
if (built) {
  playwright("playwright", "");
  // `npm run dev` on ports of its own: after the production stack's run, never beside it
  playwright("dev-server", "-c tests/dev");
}

console.log("\nsuite".padEnd(14) + "passed  failed  skipped");
for (const r of results)
  console.log(
    `${r.suite.padEnd(13)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${String(r.skipped).padStart(7)}`,
  );
const total = results.reduce<Tally>(
  (t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log(
  `tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`,
);
process.exit(total.failed > 0 ? 1 : 0);
