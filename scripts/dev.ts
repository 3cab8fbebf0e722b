// `npm run dev`: the fast HMR loop. Starts the local auth service and mail catcher (unless VITE_SUPABASE_URL /
// SMTP_URL point elsewhere) and the React Router dev server, where @netlify/vite-plugin runs the
// functions in netlify/functions so /api/* works exactly as in production.
import { existsSync } from "node:fs";
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

// the site imports @orbitag/ui from dist: build it once when a fresh checkout has none
// (after changing packages/ui, run `npm run build -w @orbitag/ui`; Vite then reloads the site)
const ui = path.join(root, "packages/ui");
const uiBuilt = existsSync(path.join(ui, "dist/index.js"))
  ? Promise.resolve()
  : group.run([path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"], ui);
uiBuilt.then(
  () =>
    group.spawn(
      [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "dev", "--port", port, "--strictPort"],
      {
        main: true,
        cwd: path.join(root, "packages/site"),
      },
    ),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    group.stop(1);
  },
);
