// `npm test`'s "clean tree" suite and its slowest-tests list, on a git checkout of their own.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { slowestLines, touchedPaths, treeState, vitestDurations } from "./test-summary.ts";

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
    const file = {
      name: "/repo/packages/ui/test/package.test.ts",
      startTime: 1_000,
      endTime: 1_000 + 95_000,
      assertionResults: [
        { fullName: "publint passes", duration: 2_000 },
        { fullName: "a fresh Next.js app builds", duration: 3_000 },
      ],
    };
    const rows = vitestDurations(file, "/repo");
    expect(rows).toEqual([
      { name: "packages/ui/test/package.test.ts › publint passes", ms: 2_000 },
      { name: "packages/ui/test/package.test.ts › a fresh Next.js app builds", ms: 3_000 },
      {
        name: "packages/ui/test/package.test.ts › (the file's imports and beforeAll/afterAll hooks)",
        ms: 90_000,
      },
    ]);
    expect(slowestLines(rows)[0]).toBe(
      "   90.0 s  packages/ui/test/package.test.ts › (the file's imports and beforeAll/afterAll hooks)  (over 60 s)",
    );
    // under a second outside its tests: only the tests
    expect(vitestDurations({ ...file, endTime: 1_000 + 5_900 }, "/repo")).toHaveLength(2);
  });
});
