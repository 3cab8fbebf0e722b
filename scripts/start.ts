// `npm start`: builds the site and serves the production build through Netlify's own local tooling
// (`netlify serve` runs the build from netlify.toml, then serves functions, headers and redirects).
// With no configuration it also starts the local auth service and mail catcher, so the site works
// with no accounts.
import path from "node:path";
import { rmSync } from "node:fs";
import { netlifyServeArgs } from "./lib/netlify-cli.ts";
import { startLocalStack } from "./lib/local-stack.ts";
import { localBuildEnv, reusableSiteBuild, SITE_CLIENT_DIR } from "./lib/site-build.ts";

const { group, port } = startLocalStack();

// netlify-cli reads publish/_headers when it loads its config, i.e. before its build runs, and would keep
// serving the previous build's CSP hashes; without the stale file it reads the fresh one after the build.
// A build it reuses (npm test's, scripts/build-local.ts) keeps its own.
if (!reusableSiteBuild(localBuildEnv(process.env)))
  rmSync(path.join(SITE_CLIENT_DIR, "_headers"), { force: true });

// run the CLI on this Node (24), not whatever `node` a shell would find first
group.spawn(await netlifyServeArgs(port), { main: true });
