// The CDN edge in front of `netlify serve`, for the three things the CLI's local server (netlify-cli 27)
// does differently from Netlify's production CDN:
// - it sends every file uncompressed, where the CDN sends brotli or gzip: uncompressed, Lighthouse's
//   simulated 4G would download three to four times the bytes a visitor gets;
// - its static server's own `cache-control: public, max-age=0` overrides the Cache-Control rules of
//   netlify.toml / _headers, so the edge applies those rules again (parsed by @netlify/headers-parser,
//   the parser Netlify itself uses), as the CDN does;
// - the CDN answers a deployed file from its cache: warmEdge asks netlify-cli once for every file of the
//   publish folder and the edge keeps the answers (see there for what the origin's latency did to Lighthouse).
// Redirects, status codes, 404 handling and every other header stay netlify-cli's. The
// edge can also rewrite HTML: the zero-JS copy (every script removed, HTML + CSS only) is such an edge.
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { parseAllHeaders, type Header } from "@netlify/headers-parser";

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml|ld\+json)|image\/svg\+xml)/i;
// hop-by-hop or length/encoding headers that the proxy recomputes
const DROP = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive"]);

export interface Edge {
  url: string;
  close: () => Promise<void>;
  /**
   * Marks a path as a static file of the deploy: the edge keeps its answer (per encoding) from the first GET
   * on and gives it without asking the origin again, as the CDN's cache does.
   */
  pin: (urlPath: string) => void;
}

/**
 * Requests every file of the publish folder through the edge once, with and without brotli, and pins it, so
 * that what a run measures is a warm CDN: each body compressed once before any page load, and served from the
 * edge's memory. Lighthouse's simulation adds the origin's server response time (one figure: the median over
 * the page's requests) to the document and again to the stylesheet. Compressing a file on its first request
 * (brotli 11 is slow, and synchronous) landed in the first run of each route (135-175 ms on /auth and
 * /contact); and a form page's thirteen boot modules, prefetched at once after its first paint, waited
 * 40-90 ms each for `netlify serve` when the document had waited 2-4 ms, which raised that median, and so the
 * simulated first paint, by up to 70 ms. `extraPaths`: URL paths outside the folder to treat alike, such as a
 * path the deploy does not have, whose 404 page the CDN answers from its cache too.
 */
export async function warmEdge(edge: Edge, publishDir: string, extraPaths: string[] = []): Promise<number> {
  const files = (await readdir(publishDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && !entry.name.startsWith("_"))
    .map((entry) =>
      path.relative(publishDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    );
  const urlPaths = [
    ...files.map((file) =>
      file === "index.html"
        ? "/"
        : file.endsWith("/index.html")
          ? `/${file.slice(0, -"/index.html".length)}`
          : `/${file}`,
    ),
    ...extraPaths,
  ];
  for (const urlPath of urlPaths) {
    edge.pin(urlPath);
    for (const encoding of ["br, gzip", "gzip"]) {
      const response = await fetch(new URL(urlPath, edge.url), { headers: { "accept-encoding": encoding } });
      await response.arrayBuffer();
    }
  }
  return urlPaths.length;
}

export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name!.toLowerCase()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return undefined;
}

export type HeaderRule = Header;

/** The header rules of netlify.toml and the publish folder's _headers file, in Netlify's order. */
export async function netlifyHeaderRules(netlifyToml: string, headersFile?: string): Promise<HeaderRule[]> {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: headersFile && existsSync(headersFile) ? [headersFile] : [],
    netlifyConfigPath: netlifyToml,
    configHeaders: [],
    minimal: false,
  });
  if (errors.length > 0) throw new Error(`header rules: ${errors.map((e) => e.message).join("; ")}`);
  return headers.filter((h): h is Header => "forRegExp" in h);
}

export async function startEdge(options: {
  origin: string;
  port?: number;
  /** rewrites every HTML response, e.g. stripScripts for the zero-JS copy */
  htmlTransform?: (html: string) => string;
  headerRules?: HeaderRule[];
}): Promise<Edge> {
  // static files never change while the bench runs; compress each body once (brotli 11 is slow)
  const cache = new Map<string, Buffer>();
  const rules = options.headerRules ?? [];
  const pinned = new Set<string>();
  const answers = new Map<string, { status: number; headers: http.OutgoingHttpHeaders; body: Buffer }>();

  const server = http.createServer((req, res) => {
    // a pinned file, asked for unconditionally, with an encoding answered before: from memory
    const answerKey =
      req.method === "GET" &&
      !req.headers["if-none-match"] &&
      !req.headers["if-modified-since"] &&
      pinned.has(new URL(req.url ?? "/", "http://edge").pathname)
        ? `${req.url}\n${chooseEncoding(req.headers["accept-encoding"]) ?? "identity"}`
        : undefined;
    const answer = answerKey ? answers.get(answerKey) : undefined;
    if (answer) {
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
      return;
    }
    const headers = { ...req.headers, host: new URL(options.origin).host };
    delete headers["accept-encoding"];
    const upstream = http.request(
      new URL(req.url ?? "/", options.origin),
      { method: req.method, headers },
      (up) => {
        const chunks: Buffer[] = [];
        up.on("data", (c: Buffer) => chunks.push(c));
        up.on("end", () => {
          let body: Buffer = Buffer.concat(chunks);
          const type = String(up.headers["content-type"] ?? "");
          if (options.htmlTransform && type.startsWith("text/html"))
            body = Buffer.from(options.htmlTransform(body.toString("utf8")));
          const out: http.OutgoingHttpHeaders = {};
          for (const [k, v] of Object.entries(up.headers)) if (!DROP.has(k) && v !== undefined) out[k] = v;
          const pathname = new URL(req.url ?? "/", "http://edge").pathname;
          for (const rule of rules)
            if (rule.forRegExp.test(pathname))
              for (const [k, v] of Object.entries(rule.values)) out[k.toLowerCase()] = v;
          if (options.htmlTransform) delete out["etag"];
          const encoding =
            COMPRESSIBLE.test(type) && body.length > 0
              ? chooseEncoding(req.headers["accept-encoding"])
              : undefined;
          if (encoding) {
            const key = `${encoding}:${req.url}:${body.length}:${up.headers.etag ?? ""}`;
            let packed = cache.get(key);
            if (!packed) {
              packed =
                encoding === "br"
                  ? brotliCompressSync(body, {
                      params: {
                        [constants.BROTLI_PARAM_QUALITY]: 11,
                        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                      },
                    })
                  : gzipSync(body, { level: 9 });
              cache.set(key, packed);
            }
            body = packed;
            out["content-encoding"] = encoding;
          }
          if (COMPRESSIBLE.test(type)) out["vary"] = "Accept-Encoding";
          out["content-length"] = body.length;
          // a pinned path's answer is the deploy's: its file, or its 404 page
          if (answerKey && (up.statusCode === 200 || up.statusCode === 404))
            answers.set(answerKey, { status: up.statusCode, headers: out, body });
          res.writeHead(up.statusCode ?? 502, out);
          res.end(req.method === "HEAD" ? undefined : body);
        });
      },
    );
    upstream.on("error", (err) => {
      res.writeHead(502, { "content-type": "text/plain" });
      res.end(`edge: origin ${options.origin} failed: ${err.message}`);
    });
    req.pipe(upstream);
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    pin: (urlPath) => void pinned.add(urlPath),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
