// `npm run dev`: the production stack with hot reload. Netlify's own CLI (`netlify dev`, the same tooling
// as `npm start`'s `netlify serve`) serves the functions in netlify/functions, netlify.toml's headers and
// redirects, and proxies everything else to the React Router dev server (Vite, hot reload). The local auth
// service and mail catcher start unless VITE_SUPABASE_URL / SMTP_URL point elsewhere.
//
// Why not @netlify/vite-plugin inside Vite: it looks for netlify.toml and netlify/functions in Vite's root
// (packages/site), where they are not, so function paths fell through to React Router (a 405 page); and it
// is a second emulation of the platform beside the CLI's, which `npm start` uses.
import { existsSync } from "node:fs";
import path from "node:path";
import { freePort, NETLIFY_CLI_NODE_ARGS } from "./lib/netlify-cli.ts";
import { root, startLocalStack } from "./lib/local-stack.ts";

const { group, port } = startLocalStack();

try {
  // the site imports @orbitag/ui from dist: build it once when a fresh checkout has none
  // (after changing packages/ui, run `npm run build -w @orbitag/ui`; Vite then reloads the site)
  const ui = path.join(root, "packages/ui");
  if (!existsSync(path.join(ui, "dist/index.js"))) {
    await group.run([path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"], ui);
  }
  // the function reads @orbitag/contact compiled (as deployed): build it, then rebuild on every change
  const contactBuild = path.join(root, "packages/contact/scripts/build.ts");
  await group.run([contactBuild]);
  group.spawn([contactBuild, "--watch"]);

  // Vite and the functions server behind the CLI's port, each on a port nothing else uses
  const vitePort = String(await freePort());
  const reactRouterDev = `${process.execPath} ${path.join(root, "node_modules/@react-router/dev/bin.cjs")} dev packages/site --port ${vitePort} --strictPort`;
  group.spawn(
    [
      ...NETLIFY_CLI_NODE_ARGS,
      "dev",
      "--offline",
      "--filter",
      "@orbitag/site",
      "--framework",
      "#custom",
      "--command",
      reactRouterDev,
      "--target-port",
      vitePort,
      "--port",
      port,
      "--functions-port",
      String(await freePort()),
      "--no-open",
    ],
    { main: true },
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  group.stop(1);
}
