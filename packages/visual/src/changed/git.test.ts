// What `npm run test:visual -- --changed` compares against and what it counts as changed, on a real git repo.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { changedFiles, defaultRef } from "./git.ts";

let repo: string;
const git = (...args: string[]) => {
  const r = spawnSync("git", args, { cwd: repo, encoding: "utf8" });
  if (r.status !== 0) throw new Error(r.stderr);
  return r.stdout.trim();
};
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), text);
};
const commit = (message: string) => {
  git("add", "-A");
  git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", message);
};

beforeEach(() => {
  repo = mkdtempSync(path.join(os.tmpdir(), "visual-git-"));
  git("init", "-q", "-b", "main");
  write("packages/ui/src/button.tsx", "a");
  write("packages/ui/src/card.tsx", "a");
  commit("base");
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

test("REF defaults to the merge base with main, not main's newer commits", () => {
  const base = git("rev-parse", "HEAD");
  git("checkout", "-qb", "feature");
  write("packages/ui/src/button.tsx", "b");
  commit("feature work");
  git("checkout", "-q", "main");
  write("packages/ui/src/card.tsx", "main moved on");
  commit("main moves on");
  git("checkout", "-q", "feature");
  expect(defaultRef(repo)).toBe(base);
  // main's own later change to card.tsx is not this branch's change
  expect(changedFiles(repo, defaultRef(repo))).toEqual(["packages/ui/src/button.tsx"]);
});

test("changes are committed, uncommitted and new untracked files, from any folder of the repository", () => {
  const base = git("rev-parse", "HEAD");
  write("packages/ui/src/button.tsx", "committed");
  commit("one");
  write("packages/ui/src/card.tsx", "uncommitted");
  write("packages/ui/src/badge.tsx", "untracked");
  expect(changedFiles(path.join(repo, "packages/ui"), base)).toEqual([
    "packages/ui/src/badge.tsx",
    "packages/ui/src/button.tsx",
    "packages/ui/src/card.tsx",
  ]);
});

test("no branch main: a clear error that says to name a ref", () => {
  git("branch", "-m", "main", "trunk");
  expect(() => defaultRef(repo)).toThrow("no branch main to compare with; name a ref: --changed <ref>");
});

test("an unknown ref is an error, not an empty change set", () => {
  expect(() => changedFiles(repo, "no-such-ref")).toThrow(
    'visual --changed: "no-such-ref" is not a commit of this repository',
  );
});
