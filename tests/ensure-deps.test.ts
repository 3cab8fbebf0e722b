// scripts/ensure-deps.sh, the install step of `npm start`, `npm test` and CI: it installs when node_modules is
// missing or older than the lockfile, and fails loudly when that install rewrote the committed lockfile (which
// would leave every fresh clone's tree dirty and install something else than what is in git).
import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
let dir: string;

/** A checkout with the real script and an `npm` on PATH that does what `install` says, then records the call. */
function checkout(install: string) {
  mkdirSync(path.join(dir, "scripts"));
  mkdirSync(path.join(dir, "bin"));
  cpSync(path.join(root, "scripts/ensure-deps.sh"), path.join(dir, "scripts/ensure-deps.sh"));
  writeFileSync(path.join(dir, "package-lock.json"), '{ "lockfileVersion": 3 }\n');
  const npm = path.join(dir, "bin/npm");
  writeFileSync(
    npm,
    `#!/usr/bin/env bash\necho "$@" >> npm-calls\nmkdir -p node_modules/.bin\ntouch node_modules/.package-lock.json\nprintf '#!/bin/sh\\n' > node_modules/.bin/node\nchmod +x node_modules/.bin/node\n${install}\n`,
  );
  chmodSync(npm, 0o755);
  return () =>
    spawnSync("bash", ["scripts/ensure-deps.sh"], {
      cwd: dir,
      env: { ...process.env, PATH: `${path.join(dir, "bin")}:${process.env.PATH}` },
      encoding: "utf8",
    });
}

beforeEach(() => void (dir = mkdtempSync(path.join(os.tmpdir(), "ensure-deps-"))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test("a fresh checkout installs once; the next call installs nothing", () => {
  const run = checkout("");
  expect(run().status).toBe(0);
  expect(run().status).toBe(0);
  expect(readFileSync(path.join(dir, "npm-calls"), "utf8").trim().split("\n")).toEqual([
    "install --no-audit --no-fund --loglevel=error --prefer-offline",
  ]);
});

test("an install that rewrites the committed lockfile fails loudly, naming the file and what to do", () => {
  const run = checkout(`echo '{ "lockfileVersion": 3, "packages": {} }' > package-lock.json`);
  const r = run();
  expect(r.status).toBe(1);
  expect(r.stderr).toContain("npm install rewrote package-lock.json");
  expect(r.stderr).toContain("commit");
});
