// `npm run test:flaky [-- --repeat N] [-- REF]`: before submitting, run the end-to-end specs and visual
// snapshots a change touches several times over, so a test that passes only sometimes shows up here, not in
// someone else's CI run. The changed files are the branch's since its merge base with main (or since REF),
// uncommitted work included; e2e specs that changed run with --repeat-each, the visual suite and the Storybook
// UI's plays on what `--changed` traces from the change.
import { spawnSync } from "node:child_process";
import { changedFiles, defaultRef } from "@orbitag/visual/changed";

const args = process.argv.slice(2);
const repeatAt = args.indexOf("--repeat");
const repeat = repeatAt >= 0 ? Number(args.splice(repeatAt, 2)[1]) : 5;
if (!Number.isInteger(repeat) || repeat < 2) {
  console.error("test:flaky: --repeat takes a whole number of 2 or more");
  process.exit(1);
}
const root = process.cwd();
const ref = args[0] ?? defaultRef(root);
const changed = changedFiles(root, ref);

const specs = changed.filter((f) => /^tests\/(e2e|dev)\/.*\.spec\.ts$/.test(f));
const run = (cmd: string, argv: string[]) => {
  console.log(`\n▶ ${cmd} ${argv.join(" ")}`);
  return spawnSync(cmd, argv, { cwd: root, stdio: "inherit" }).status === 0;
};

let ok = true;
const e2e = specs.filter((f) => f.startsWith("tests/e2e/"));
const dev = specs.filter((f) => f.startsWith("tests/dev/"));
if (e2e.length) ok = run("npx", ["playwright", "test", ...e2e, `--repeat-each=${repeat}`]) && ok;
if (dev.length) ok = run("npx", ["playwright", "test", "-c", "tests/dev", `--repeat-each=${repeat}`]) && ok;
// the visual suite traces which stories and pages the change reaches, captures each of them `repeat` times and
// plays those stories' play functions as often in the Storybook UI (where a timer-driven story once failed)
ok = run("node", ["scripts/visual/run.ts", "--changed", ref, "--ui", `--repeat-each=${repeat}`]) && ok;
if (!e2e.length && !dev.length) console.log("\ntest:flaky: no end-to-end spec changed");
console.log(
  `\ntest:flaky: ${ok ? "every repeat passed" : "something failed at least once: flaky or broken"}`,
);
process.exit(ok ? 0 : 1);
