// `npm start`: builds the site and serves the production build through Netlify's own local tooling
// (`netlify serve` runs the build from netlify.toml, then serves functions, headers and redirects).
// With no configuration it also starts the local auth service and mail catcher, so the site works
// with no accounts.
import { rmSync } from "node:fs";
import path from "node:path";
import { LOCAL_AUTH_URL, LOCAL_SMTP_URL } from "../packages/dev-services/src/config.ts";
import { ProcessGroup } from "./lib/process-group.ts";

const root = path.resolve(import.meta.dirname, "..");
const port = process.env.PORT ?? "8888";
const env: NodeJS.ProcessEnv = {
  ...process.env,
  BROWSER: "none",
  SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}`,
};
const group = new ProcessGroup(root, env);

const local: string[] = [];
if (!env.VITE_SUPABASE_URL) local.push("--auth");
if (!env.SMTP_URL) local.push("--mail");
if (local.length > 0) {
  group.spawn(["packages/dev-services/src/cli.ts", ...local]);
  env.VITE_SUPABASE_URL ??= LOCAL_AUTH_URL;
  env.SMTP_URL ??= LOCAL_SMTP_URL;
}

// netlify-cli reads publish/_headers when it loads its config, i.e. before its build runs, and would keep
// serving the previous build's CSP hashes; without the stale file it reads the fresh one after the build
rmSync(path.join(root, "packages/site/build/client/_headers"), { force: true });

// run the CLI on this Node (24), not whatever `node` a shell would find first
group.spawn(
  ["node_modules/netlify-cli/bin/run.js", "serve", "--offline", "--filter", "@orbitag/site", "--port", port],
  { main: true },
);
