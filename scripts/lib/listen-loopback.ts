// Preloaded into Netlify's CLI (`node --import` this file, scripts/lib/netlify-cli.ts): its proxy and
// functions server call `listen({ port })` with no address, i.e. on every interface, and the CLI has no
// option for the address. Here every listen() that names no address gets this machine's loopback, so
// `npm run dev` and `npm start` are not served to the network (with the local services' secrets behind
// them). The one opt-in, for a phone on the LAN: LISTEN_HOST (e.g. 0.0.0.0) applies to the site's own port
// (ORBITAG_SITE_PORT, set by the scripts); the functions server and everything else stay on loopback.
import net from "node:net";

const LOOPBACK = "127.0.0.1";
const sitePort = Number(process.env.ORBITAG_SITE_PORT);
const siteHost = process.env.LISTEN_HOST?.trim() || LOOPBACK;

type ListenArgs = Parameters<net.Server["listen"]>;
const listen = net.Server.prototype.listen;

/** The address for a listen() on `port` that named none. */
const hostFor = (port: unknown) => (Number(port) === sitePort && sitePort > 0 ? siteHost : LOOPBACK);

net.Server.prototype.listen = function listenOnLoopback(this: net.Server, ...args: unknown[]) {
  const [first, second] = args;
  if (typeof first === "number" || (typeof first === "string" && /^\d+$/.test(first))) {
    // listen(port[, host][, backlog][, callback]): add the host when the second argument is not one
    if (typeof second !== "string") args.splice(1, 0, hostFor(first));
  } else if (first === undefined || typeof first === "function") {
    // listen() / listen(callback): a random port on every interface
    args.splice(0, first === undefined ? 1 : 0, { port: 0, host: LOOPBACK });
  } else if (
    typeof first === "object" &&
    first !== null &&
    !("path" in first) &&
    !("fd" in first) &&
    !("_handle" in first) &&
    !("handle" in first) &&
    (first as net.ListenOptions).host === undefined
  ) {
    args[0] = { ...(first as net.ListenOptions), host: hostFor((first as net.ListenOptions).port) };
  }
  return listen.apply(this, args as ListenArgs);
} as typeof net.Server.prototype.listen;
