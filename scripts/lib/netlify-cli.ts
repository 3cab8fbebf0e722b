// Running Netlify's CLI for `npm start`, `npm run dev` and the bench: on this Node (24), offline, on
// loopback, and with its inner servers (static files, functions, Vite behind `netlify dev`) on ports
// nothing else uses. The CLI's defaults (a static server on 3999, get-port's fallbacks) collide when two
// checkouts run side by side, and its proxy and functions server listen on every interface.
import net from "node:net";
import path from "node:path";

export const NETLIFY_CLI = path.resolve(import.meta.dirname, "../../node_modules/netlify-cli/bin/run.js");

/**
 * Node's arguments that run the CLI with its servers on loopback (listen-loopback.ts; LISTEN_HOST opens
 * the site's port, ORBITAG_SITE_PORT in the environment, to the LAN): spawn `node` with these, then the
 * command and its options.
 */
export const NETLIFY_CLI_NODE_ARGS = [
  "--import",
  path.resolve(import.meta.dirname, "listen-loopback.ts"),
  NETLIFY_CLI,
] as const;

/** A TCP port nothing listens on right now. */
export function freePort(host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** `netlify serve` of the site on `port`: runs netlify.toml's build, then serves it as a deploy would. */
export async function netlifyServeArgs(port: number | string): Promise<string[]> {
  return [
    ...NETLIFY_CLI_NODE_ARGS,
    "serve",
    "--offline",
    // `serve` builds with CONTEXT=production unless told otherwise, and a production build needs the Supabase
    // project's variables (packages/site/scripts/supabase-env.ts). A local run is its own context: not "dev"
    // (netlify.toml's [context.dev] is `netlify dev`'s) and not a deploy preview (which adds Storybook).
    "--context",
    "local",
    "--filter",
    "@orbitag/site",
    "--port",
    String(port),
    "--staticServerPort",
    String(await freePort()),
    "--functions-port",
    String(await freePort()),
  ];
}
