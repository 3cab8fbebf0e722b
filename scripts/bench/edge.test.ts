import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stripScripts } from "./assets.ts";
import { chooseEncoding, netlifyHeaderRules, startEdge, warmEdge, type Edge } from "./edge.ts";

const html = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js"/></head><body><h1>${"Orbitag ".repeat(200)}</h1><script type="module">import "/assets/a.js"</script></body></html>`;
const js = `export const a = "${"x".repeat(4000)}";`;

// stands in for netlify serve: uncompressed, with the static server's own cache-control
let origin: http.Server;
let originUrl: string;
/** requests the origin has answered, by URL */
const originHits = new Map<string, number>();
const edges: Edge[] = [];

beforeAll(async () => {
  origin = http.createServer((req, res) => {
    originHits.set(req.url ?? "", (originHits.get(req.url ?? "") ?? 0) + 1);
    const common = { "cache-control": "public, max-age=0, must-revalidate", "x-frame-options": "DENY" };
    if (req.url === "/")
      res.writeHead(200, { ...common, "content-type": "text/html; charset=utf-8" }).end(html);
    else if (req.url === "/assets/a.js")
      res.writeHead(200, { ...common, "content-type": "application/javascript" }).end(js);
    else if (req.url === "/logo.png")
      res.writeHead(200, { ...common, "content-type": "image/png" }).end(Buffer.alloc(2000, 7));
    else res.writeHead(404, { ...common, "content-type": "text/html" }).end("<h1>404</h1>");
  });
  await new Promise<void>((resolve) => origin.listen(0, "127.0.0.1", resolve));
  originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await Promise.all(edges.map((e) => e.close()));
  await new Promise((resolve) => origin.close(resolve));
});

async function edge(options: Omit<Parameters<typeof startEdge>[0], "origin"> = {}): Promise<Edge> {
  const e = await startEdge({ origin: originUrl, ...options });
  edges.push(e);
  return e;
}

/** Raw bytes and headers, without fetch's transparent decompression. */
function get(
  url: string,
  acceptEncoding: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

describe("edge", () => {
  it("warmed, answers the publish folder's files from memory, as they were, and asks the origin for the rest", async () => {
    const publish = mkdtempSync(path.join(os.tmpdir(), "edge-publish-"));
    mkdirSync(path.join(publish, "assets"));
    writeFileSync(path.join(publish, "index.html"), html);
    writeFileSync(path.join(publish, "assets/a.js"), js);
    const e = await edge();
    expect(await warmEdge(e, publish)).toBe(2);
    const before = new Map(originHits);
    const br = await get(`${e.url}/assets/a.js`, "gzip, deflate, br, zstd");
    expect(brotliDecompressSync(br.body).toString()).toBe(js);
    const gz = await get(`${e.url}/`, "gzip");
    expect(gunzipSync(gz.body).toString()).toBe(html);
    expect(gz.headers["x-frame-options"]).toBe("DENY");
    expect(originHits.get("/assets/a.js")).toBe(before.get("/assets/a.js"));
    expect(originHits.get("/")).toBe(before.get("/"));
    // not in the publish folder: the origin answers (a 404 here), every time
    await get(`${e.url}/missing`, "br");
    await get(`${e.url}/missing`, "br");
    expect((originHits.get("/missing") ?? 0) - (before.get("/missing") ?? 0)).toBe(2);
  });

  it("warmed with a path the deploy does not have, answers its 404 page from memory too", async () => {
    const publish = mkdtempSync(path.join(os.tmpdir(), "edge-publish-"));
    writeFileSync(path.join(publish, "index.html"), html);
    const e = await edge();
    expect(await warmEdge(e, publish, ["/no/such/page"])).toBe(2);
    const before = originHits.get("/no/such/page") ?? 0;
    const page = await get(`${e.url}/no/such/page`, "br");
    expect(page.status).toBe(404);
    expect(brotliDecompressSync(page.body).toString()).toBe("<h1>404</h1>");
    expect(originHits.get("/no/such/page")).toBe(before);
  });

  it("compresses text with brotli or gzip as the client accepts, and leaves images alone", async () => {
    const e = await edge();
    const br = await get(`${e.url}/assets/a.js`, "gzip, deflate, br, zstd");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(br.body).toString()).toBe(js);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);

    const gz = await get(`${e.url}/assets/a.js`, "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(js);

    const plain = await get(`${e.url}/assets/a.js`, "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(js);

    const png = await get(`${e.url}/logo.png`, "br");
    expect(png.headers["content-encoding"]).toBeUndefined();
    expect(png.body.length).toBe(2000);
  });

  it("keeps the origin's status and headers, and applies netlify.toml and _headers rules over them", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "bench-edge-"));
    writeFileSync(
      path.join(dir, "netlify.toml"),
      `[[headers]]\n  for = "/assets/*"\n  [headers.values]\n    Cache-Control = "public, max-age=31536000, immutable"\n`,
    );
    writeFileSync(path.join(dir, "_headers"), "/*\n  Content-Security-Policy: default-src 'self'\n");
    const e = await edge({
      headerRules: await netlifyHeaderRules(path.join(dir, "netlify.toml"), path.join(dir, "_headers")),
    });

    const asset = await get(`${e.url}/assets/a.js`, "br");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-security-policy"]).toBe("default-src 'self'");
    expect(asset.headers["x-frame-options"]).toBe("DENY");

    const page = await get(`${e.url}/`, "br");
    expect(page.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const missing = await get(`${e.url}/nowhere`, "br");
    expect(missing.status).toBe(404);
  });

  it("serves the zero-JS copy of every HTML page and leaves scripts themselves untouched", async () => {
    const e = await edge({ htmlTransform: stripScripts });
    const page = brotliDecompressSync((await get(`${e.url}/`, "br")).body).toString();
    expect(page).toContain("<h1>Orbitag");
    expect(page).not.toMatch(/<script|modulepreload/);
    expect(brotliDecompressSync((await get(`${e.url}/assets/a.js`, "br")).body).toString()).toBe(js);
  });
});

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip;q=1.0, br;q=0")).toBe("gzip");
    expect(chooseEncoding("identity")).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});
