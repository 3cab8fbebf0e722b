// The build of `npm start` (netlify.toml's [context.local], run by `netlify serve`): `npm run build`, unless
// `npm test` has just made this very build (scripts/lib/site-build.ts).
import { spawnSync } from "node:child_process";
import { reusableSiteBuild } from "./lib/site-build.ts";

if (reusableSiteBuild(process.env)) {
  console.log("build: the site npm test has just built, with these variables, is served as it is");
} else {
  const r = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  process.exit(r.status ?? 1);
}
