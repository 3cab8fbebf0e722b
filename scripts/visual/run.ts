// `npm run test:visual [-- options]`: the offline visual suite (Playwright project `visual`).
//   --changed [REF]   capture only the stories and pages whose modules changed since REF (default: the merge
//                     base with main), traced through the built Storybook's and the site's module graphs
//   --update          write the differing and new captures as baselines (recompressed losslessly)
//   --local           use this machine's own git-ignored baselines (tests/visual/.local-baselines)
//   --new-platform    with --update: CI's browser/OS/fonts changed on purpose; remake the committed set
//   --list            with --changed: say what would be captured, and stop
//   --ui              also play the selected stories' play functions in the Storybook UI (project storybook-ui)
// Anything else goes to Playwright (e.g. -g components-button).
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { changedFiles, defaultRef } from "@orbitag/visual/changed";
import { browserOf, checkPlatform, detectPlatform } from "@orbitag/visual/platform";
import { PREBUILT_ENV } from "../../tests/visual/lib/build-storybook.ts";
import { baselineDir, LOCAL_ENV, NEW_PLATFORM_ENV, root, tmpDir } from "../../tests/visual/lib/paths.ts";
import { SELECTION_ENV, type SelectionFile } from "../../tests/visual/lib/snapshots.ts";
import { storyContextOptions } from "../../tests/visual/project.ts";
import { chromiumPath } from "../lib/chromium.ts";
import { traceChanges } from "./trace.ts";
const args = process.argv.slice(2);
const take = (flag: string) => {
  const i = args.indexOf(flag);
  if (i < 0) return false;
  args.splice(i, 1);
  return true;
};
let ref: string | null = null;
const changedAt = args.indexOf("--changed");
if (changedAt >= 0) {
  const next = args[changedAt + 1];
  const hasRef = next !== undefined && !next.startsWith("-");
  ref = hasRef ? next : defaultRef(root);
  args.splice(changedAt, hasRef ? 2 : 1);
}
const update = take("--update");
const local = take("--local");
const newPlatform = take("--new-platform");
// with --changed: print what would be captured, capture nothing
const list = take("--list");
// the stories' plays as designers open them, beside their captures (the flake check repeats both)
const ui = take("--ui");
const env: NodeJS.ProcessEnv = { ...process.env, [LOCAL_ENV]: local ? "1" : "0" };
if (newPlatform) env[NEW_PLATFORM_ENV] = "1";
process.env[LOCAL_ENV] = env[LOCAL_ENV];

// the platform first: on another browser, OS or font set the run stops here, in a second, with one line
const platformLine = checkPlatform(
  detectPlatform(browserOf(chromiumPath), storyContextOptions.deviceScaleFactor),
  { dir: baselineDir(), local, update, newPlatform },
);
if (platformLine) {
  console.error(platformLine);
  process.exit(1);
}

if (ref) {
  const started = performance.now();
  const selection = await traceChanges(changedFiles(root, ref));
  env[PREBUILT_ENV] = "1";
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  for (const hit of selection.hits.filter((h) => h.note !== "full run"))
    console.log(
      `  ${hit.file}: ${hit.stories < 0 ? "all" : hit.stories} stories, ${hit.pages < 0 ? "all" : hit.pages} pages${hit.note ? ` (${hit.note})` : ""}`,
    );
  for (const line of selection.reasons) console.log(line);
  console.log(`visual: traced since ${ref.slice(0, 12)} in ${seconds} s (Storybook build included)`);
  const file = path.join(tmpDir, "selection.json");
  mkdirSync(tmpDir, { recursive: true });
  writeFileSync(
    file,
    JSON.stringify({ stories: selection.stories, pages: selection.pages } satisfies SelectionFile),
  );
  if (list) process.exit(0);
  if (selection.stories.length === 0 && selection.pages.length === 0) {
    console.log("visual: nothing to capture");
    process.exit(0);
  }
  env[SELECTION_ENV] = file;
}

const cli = createRequire(import.meta.url).resolve("@playwright/test/cli");
const r = spawnSync(
  process.execPath,
  [
    cli,
    "test",
    "--project=visual",
    ...(ui ? ["--project=storybook-ui"] : []),
    ...(update ? ["--update-snapshots=changed"] : []),
    ...args,
  ],
  { cwd: root, env, stdio: "inherit" },
);
process.exit(r.status ?? 1);
