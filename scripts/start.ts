// `npm start`: builds the site and serves the production build through Netlify's own local tooling
// (functions, headers and redirects from netlify.toml). With no configuration it also starts the
// local auth service and mail catcher, so the site works with no accounts.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { LOCAL_AUTH_URL, LOCAL_SMTP_URL } from "../packages/dev-services/src/config.ts";

const root = path.resolve(import.meta.dirname, "..");
const port = process.env.PORT ?? "8888";
const env: NodeJS.ProcessEnv = { ...process.env, BROWSER: "none", SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}` };
const children: ChildProcess[] = [];

const local: string[] = [];
if (!env.VITE_SUPABASE_URL) local.push("--auth");
if (!env.SMTP_URL) local.push("--mail");
if (local.length > 0) {
  children.push(spawn(process.execPath, ["packages/dev-services/src/cli.ts", ...local], { cwd: root, env, stdio: "inherit" }));
  env.VITE_SUPABASE_URL ??= LOCAL_AUTH_URL;
  env.SMTP_URL ??= LOCAL_SMTP_URL;
}

// run the CLI on this Node (24), not whatever `node` a shell would find first
const netlify = spawn(
  process.execPath,
  ["node_modules/netlify-cli/bin/run.js", "serve", "--offline", "--filter", "@orbitag/site", "--port", port],
  { cwd: root, env, stdio: "inherit" },
);
children.push(netlify);

function stop(code: number) {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exit(code);
}
netlify.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
