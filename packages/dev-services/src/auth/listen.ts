// Serving the auth service's Hono app on Node (@hono/node-server) once its port is known.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener, type HttpBindings } from "@hono/node-server";

export interface Listening {
  port: number;
  close(): Promise<void>;
}

type Fetch = (request: Request, env: HttpBindings) => Response | Promise<Response>;

/**
 * Binds host:port (0 picks a free port), then serves what `app(port)` returns: an app may need its own
 * port (links, token issuer) before it exists. `close` also ends kept-alive connections.
 */
export async function listen(port: number, host: string, app: (port: number) => Fetch): Promise<Listening> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  server.on("request", getRequestListener(app(bound) as never));
  let closing: Promise<void> | undefined;
  return {
    port: bound,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
