// `npm test`'s "clean tree" suite, its slowest-tests list and its failed-tests list, on real runs of their own.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  failedLines,
  playwrightFailure,
  slowestLines,
  touchedPaths,
  treeState,
  vitestDurations,
  vitestFailures,
} from "./test-summary.ts";
import type { FileTime } from "./vitest-file-times.ts";

const root = path.resolve(import.meta.dirname, "../..");

describe("the working tree before and after a run", () => {
  let repo: string;
  const git = (...args: string[]) => {
    const r = spawnSync("git", args, { cwd: repo, encoding: "utf8" });
    if (r.status !== 0) throw new Error(r.stderr);
  };
  beforeAll(() => {
    repo = mkdtempSync(path.join(os.tmpdir(), "tree-state-"));
    git("init", "-q");
    mkdirSync(path.join(repo, "pkg"));
    writeFileSync(path.join(repo, "package-lock.json"), "{}\n");
    writeFileSync(path.join(repo, "pkg/a.ts"), "export const a = 1;\n");
    git("add", ".");
    git("-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-qm", "start");
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  test("a clean checkout stays clean; a rewritten lockfile, a new file and a deleted one are named", () => {
    const before = treeState(repo)!;
    expect([...before.keys()]).toEqual([]);
    expect(touchedPaths(before, treeState(repo)!)).toEqual([]);
    writeFileSync(path.join(repo, "package-lock.json"), '{ "lockfileVersion": 3 }\n');
    writeFileSync(path.join(repo, "pkg/generated.css"), "a{}\n");
    rmSync(path.join(repo, "pkg/a.ts"));
    expect(touchedPaths(before, treeState(repo)!)).toEqual([
      "package-lock.json",
      "pkg/a.ts",
      "pkg/generated.css",
    ]);
    git("checkout", "-q", "--", ".");
    rmSync(path.join(repo, "pkg/generated.css"));
  });

  test("on a dirty tree: work already there is not the run's, unless the run changes it again", () => {
    writeFileSync(path.join(repo, "pkg/a.ts"), "export const a = 2; // my work\n");
    writeFileSync(path.join(repo, "notes.md"), "mine\n");
    const before = treeState(repo)!;
    expect([...before.keys()].sort()).toEqual(["notes.md", "pkg/a.ts"]);
    expect(touchedPaths(before, treeState(repo)!)).toEqual([]);
    // the run rewrites the modified file with other content: caught, though git called it modified before too
    writeFileSync(path.join(repo, "pkg/a.ts"), "export const a = 3;\n");
    expect(touchedPaths(before, treeState(repo)!)).toEqual(["pkg/a.ts"]);
  });

  test("outside a git checkout there is nothing to compare", () => {
    const plain = mkdtempSync(path.join(os.tmpdir(), "no-git-"));
    try {
      expect(treeState(plain)).toBeNull();
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });
});

describe("the slowest tests", () => {
  test("the ten slowest first, in seconds, any over a minute marked", () => {
    const durations = Array.from({ length: 12 }, (_, i) => ({ name: `test ${i}`, ms: i * 1000 }));
    durations.push({ name: "the package test", ms: 61_500 });
    const lines = slowestLines(durations);
    expect(lines).toHaveLength(10);
    expect(lines[0]).toBe("   61.5 s  the package test  (over 60 s)");
    expect(lines[1]).toBe("   11.0 s  test 11");
    expect(lines.at(-1)).toBe("    3.0 s  test 3");
    expect(lines.filter((l) => l.includes("over 60 s"))).toHaveLength(1);
  });

  test("a Vitest file's time outside its tests (imports, beforeAll hooks) is a row of its own", () => {
    // a real Vitest run of a file whose top-level beforeAll takes 1.2 s, with npm test's two reporters
    // inside the checkout, so the fixture's `import "vitest"` resolves
    mkdirSync(path.join(root, ".tmp"), { recursive: true });
    const dir = mkdtempSync(path.join(root, ".tmp/file-times-"));
    try {
      writeFileSync(
        path.join(dir, "fixture.test.ts"),
        `import { writeFileSync } from "node:fs";
import { beforeAll, expect, test } from "vitest";
beforeAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 1200));
  writeFileSync("hook-end.txt", String(Date.now()));
});
test("adds", () => expect(1 + 1).toBe(2));
`,
      );
      writeFileSync(
        path.join(dir, "vitest.config.mjs"),
        `export default { test: { reporters: [
  ["json", { outputFile: "report.json" }],
  [${JSON.stringify(path.join(root, "scripts/lib/vitest-file-times.ts"))}, { outputFile: "times.json" }],
] } };
`,
      );
      const r = spawnSync(
        process.execPath,
        [path.join(root, "node_modules/vitest/vitest.mjs"), "run", "--config", "vitest.config.mjs"],
        { cwd: dir, encoding: "utf8", env: { ...process.env, VITEST_JSON: "", VITEST_FILE_TIMES: "" } },
      );
      expect(r.status, r.stderr).toBe(0);
      const report = JSON.parse(readFileSync(path.join(dir, "report.json"), "utf8")) as {
        testResults: Array<{
          name: string;
          startTime: number;
          endTime: number;
          assertionResults: Array<{ fullName: string; duration: number }>;
        }>;
      };
      const times = JSON.parse(readFileSync(path.join(dir, "times.json"), "utf8")) as FileTime[];
      const [file] = report.testResults;
      // the JSON report's file times run from the first test to the last: they start after the hook ended
      // (a state, not a duration, so a busy machine cannot fail it)
      const hookEnd = Number(readFileSync(path.join(dir, "hook-end.txt"), "utf8"));
      expect(file!.startTime).toBeGreaterThanOrEqual(hookEnd - 5);
      const [time] = times;
      expect(time!.file).toBe(file!.name);
      const rows = vitestDurations(file!, dir, time!.outsideMs);
      expect(rows.map((row) => row.name)).toEqual([
        "fixture.test.ts › adds",
        "fixture.test.ts › (outside its tests: imports, beforeAll/afterAll hooks)",
      ]);
      expect(rows[1]!.ms).toBeGreaterThanOrEqual(1200);
      // under a second outside its tests: only the tests
      expect(vitestDurations(file!, dir, 900)).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** A fixture folder inside the checkout (so its `import "vitest"` and `"@playwright/test"` resolve). */
function fixtureDir(prefix: string, files: Record<string, string>): string {
  mkdirSync(path.join(root, ".tmp"), { recursive: true });
  const dir = mkdtempSync(path.join(root, `.tmp/${prefix}-`));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

describe("the failed tests, named at the end of the output", () => {
  test("a Vitest run: each failed test with its reason's first line, and a file that failed to load", () => {
    const dir = fixtureDir("failures-vitest", {
      "math.test.ts": `import { describe, expect, test } from "vitest";
describe("math", () => {
  test("adds", () => expect(1 + 1).toBe(2));
  test("subtracts", () => expect(3 - 1, "three minus one").toBe(1));
});
`,
      "broken.test.ts": `import { test } from "vitest";
throw new Error("the fixture's module throws on import");
test("never runs", () => {});
`,
      "vitest.config.mjs": `export default { test: { reporters: [["json", { outputFile: "report.json" }]] } };\n`,
    });
    try {
      const r = spawnSync(
        process.execPath,
        [path.join(root, "node_modules/vitest/vitest.mjs"), "run", "--config", "vitest.config.mjs"],
        { cwd: dir, encoding: "utf8", env: { ...process.env, VITEST_JSON: "", VITEST_FILE_TIMES: "" } },
      );
      expect(r.status).toBe(1);
      const report = JSON.parse(readFileSync(path.join(dir, "report.json"), "utf8")) as {
        testResults: Array<Parameters<typeof vitestFailures>[0]>;
      };
      const failures = report.testResults
        .flatMap((file) => vitestFailures(file, dir))
        .sort((a, b) => a.name.localeCompare(b.name));
      expect(failures).toEqual([
        { name: "broken.test.ts (the file failed to load)", reason: "the fixture's module throws on import" },
        {
          name: "math.test.ts › math subtracts",
          reason: "AssertionError: three minus one: expected 2 to be 1 // Object.is equality",
        },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("a Playwright run: a failed test is named with its project, a skipped one and one passed on a retry are not", () => {
    const dir = fixtureDir("failures-playwright", {
      "fixture.spec.ts": `import { expect, test } from "@playwright/test";
test.describe("orders", () => {
  test("totals", () => expect(2 + 2, "the total").toBe(5));
  test("passes on its retry", ({}, info) => expect(info.retry).toBe(1));
  // skipped from inside, as a test that finds it cannot run here does: a skip is not a failure
  test("is skipped", ({}, info) => info.skip());
});
`,
      "playwright.config.ts": `export default {
  testDir: ".",
  retries: 1,
  projects: [{ name: "unit" }],
  reporter: [["json", { outputFile: "report.json" }]],
};
`,
    });
    try {
      const r = spawnSync(
        process.execPath,
        [path.join(root, "node_modules/@playwright/test/cli.js"), "test"],
        {
          cwd: dir,
          encoding: "utf8",
          env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: "" },
        },
      );
      expect(r.status, r.stderr).toBe(1);
      const report = JSON.parse(readFileSync(path.join(dir, "report.json"), "utf8")) as {
        stats: { expected: number; unexpected: number; flaky: number; skipped: number };
        suites: Array<{
          suites: Array<{
            title: string;
            specs: Array<{ title: string; tests: Array<Parameters<typeof playwrightFailure>[1]> }>;
          }>;
        }>;
      };
      // the fixture has one of each: failed, passed on its retry, skipped
      expect(report.stats).toMatchObject({ expected: 0, unexpected: 1, flaky: 1, skipped: 1 });
      const describeBlock = report.suites[0]!.suites[0]!;
      const failures = describeBlock.specs.flatMap((spec) =>
        spec.tests.flatMap(
          (t) => playwrightFailure(`[unit] ${describeBlock.title} › ${spec.title}`, t) ?? [],
        ),
      );
      expect(failures).toEqual([
        {
          name: "[unit] orders › totals",
          reason: "Error: the total",
        },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("each failure on two lines, the first twenty of them, then how many more", () => {
    const failures = Array.from({ length: 22 }, (_, i) => ({ name: `test ${i}`, reason: `reason ${i}` }));
    const lines = failedLines(failures);
    expect(lines.slice(0, 2)).toEqual(["  ✗ test 0", "      reason 0"]);
    expect(lines).toHaveLength(41);
    expect(lines.at(-1)).toBe("  … and 2 more");
    expect(failedLines([])).toEqual([]);
  });
});
