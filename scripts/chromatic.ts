// `npm run chromatic`: builds Storybook and publishes it to Chromatic, the cloud review of the UI kit
// (settings in chromatic.config.json: TurboSnap on, CSS files as externals). Needs CHROMATIC_PROJECT_TOKEN;
// the offline check that needs nothing is `npm run test:visual`.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    "chromatic: CHROMATIC_PROJECT_TOKEN is not set, nothing uploaded (offline visual tests: npm run test:visual)",
  );
  process.exit(1);
}

const cli = path.join(
  path.dirname(createRequire(import.meta.url).resolve("chromatic/package.json")),
  "dist/bin.cjs",
);
// the token is read from the environment by the CLI itself, so it never appears in a process list
const r = spawnSync(process.execPath, [cli, "--only-changed", ...process.argv.slice(2)], {
  stdio: "inherit",
});
process.exit(r.status ?? 1);
