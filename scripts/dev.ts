// `npm run dev`: the fast HMR loop. Starts the local auth service and mail catcher (unless VITE_SUPABASE_URL /
// SMTP_URL point elsewhere) and the React Router dev server, where @netlify/vite-plugin runs the
// functions in netlify/functions so /api/* works exactly as in production.
import path from "node:path";
import { existsSync } from "node:fs";
import { root, startLocalStack } from "./lib/local-stack.ts";

const { group, port } = startLocalStack();

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
