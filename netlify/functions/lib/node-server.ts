// Serves a fetch-style handler ((Request) => Response, like a Netlify v2 function) on a plain Node
// HTTP server, so tests and benchmarks drive the contact endpoint over real HTTP on loopback.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type FetchHandler = (req: Request, context: { requestId?: string }) => Promise<Response>;

export interface ServedHandler {
  url: string;
  close(): Promise<void>;
}

export async function serveHandler(
  handler: FetchHandler,
  port = 0,
  host = "127.0.0.1",
): Promise<ServedHandler> {
  const server = http.createServer((incoming, outgoing) => {
    const headers = new Headers();
    for (const [key, value] of Object.entries(incoming.headers)) {
      if (Array.isArray(value)) for (const v of value) headers.append(key, v);
      else if (value !== undefined) headers.set(key, value);
    }
    const hasBody = incoming.method !== "GET" && incoming.method !== "HEAD";
    const request = new Request(`http://${incoming.headers.host ?? host}${incoming.url ?? "/"}`, {
      method: incoming.method ?? "GET",
      headers,
      body: hasBody ? toWebStream(incoming) : undefined,
      duplex: "half",
    } as RequestInit);
    handler(request, {})
      .then(async (response) => {
        outgoing.writeHead(response.status, Object.fromEntries(response.headers));
        outgoing.end(Buffer.from(await response.arrayBuffer()));
      })
      .catch((err: unknown) => {
        console.error(err);
        outgoing.writeHead(500, { "content-type": "application/json" }).end('{"error":"Internal error"}');
      });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${actual}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The request body as a web stream. Cancelling it (a handler refusing an oversized body) discards the
 * rest instead of destroying the socket, so the client still reads the 413 and keep-alive survives.
 */
function toWebStream(incoming: http.IncomingMessage): ReadableStream<Uint8Array> {
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      incoming.pause();
      incoming.on("data", (chunk: Buffer) => {
        if (cancelled) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) incoming.pause();
      });
      incoming.on("end", () => {
        if (!cancelled) controller.close();
      });
      incoming.on("error", (err) => {
        if (!cancelled) controller.error(err);
      });
    },
    pull() {
      incoming.resume();
    },
    cancel() {
      cancelled = true;
      incoming.resume();
    },
  });
}
