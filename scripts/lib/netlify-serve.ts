// The `netlify serve` command line of `npm start` and the bench: Netlify's own build and static server,
// offline, for the site's workspace.

/** Arguments for node_modules/netlify-cli/bin/run.js, serving on `port`. */
export function netlifyServeArgs(port: string | number): string[] {
  return [
    "node_modules/netlify-cli/bin/run.js",
    "serve",
    "--offline",
    // `serve` builds with CONTEXT=production unless told otherwise, and a production build needs the Supabase
    // project's variables (packages/site/scripts/supabase-env.ts): a local run is the "dev" context
    "--context",
    "dev",
    "--filter",
    "@orbitag/site",
    "--port",
    String(port),
  ];
}
