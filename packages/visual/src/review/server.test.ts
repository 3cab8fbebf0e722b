// The review server over real HTTP: loopback Host only, no path out of its folders, same-origin JSON writes,
// and decisions that touch exactly the baseline they name.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import { changedPixels } from "../png.ts";
import { fileOf, type RunResults, type RunView, writeResults } from "../results.ts";
import { startReview } from "./server.ts";

const root = mkdtempSync(path.join(os.tmpdir(), "visual-review-"));
const runDir = path.join(root, "run");
const baselines = path.join(root, "baselines");
const clientDir = path.join(root, "client");
let url: string;
let close: () => Promise<void>;

const png = (color: string, height = 40) =>
  sharp({ create: { width: 60, height, channels: 3, background: color } })
    .png({ compressionLevel: 0 })
    .toBuffer();
const put = async (file: string, data: Buffer | Promise<Buffer>) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await data);
};
const baseline = (snapshot: string) => path.join(baselines, snapshot);

beforeAll(async () => {
  await put(path.join(clientDir, "index.html"), Buffer.from("<!doctype html><title>review</title>"));
  await put(path.join(root, "secret.png"), png("#000"));
  const results: RunResults = {
    finishedAt: new Date(0).toISOString(),
    baselineDir: "baselines",
    local: false,
    errors: [],
    complete: true,
    notCompared: [],
    items: [
      {
        snapshot: "stories/a--one.light.png",
        kind: "changed",
        group: "A",
        label: "One",
        changedPixels: 2400,
      },
      {
        snapshot: "stories/a--one.dark.png",
        kind: "changed",
        group: "A",
        label: "One dark",
        changedPixels: 2400,
      },
      { snapshot: "stories/b--new.light.png", kind: "new", group: "B", label: "New", changedPixels: null },
      {
        snapshot: "site/gone.desktop.png",
        kind: "missing",
        group: "site",
        label: "gone",
        changedPixels: null,
      },
    ],
  };
  for (const item of results.items) {
    if (item.kind !== "new") {
      await put(baseline(item.snapshot), png("#fff"));
      await put(path.join(runDir, fileOf(item.snapshot, "expected")), png("#fff"));
    }
    if (item.kind !== "missing")
      await put(path.join(runDir, fileOf(item.snapshot, "actual")), png("#e11d48"));
  }
  writeResults(runDir, results);
  ({ url, close } = await startReview({ root, runDir, clientDir }));
});
afterAll(async () => {
  await close();
  rmSync(root, { recursive: true, force: true });
});

/** A raw request: the path goes out exactly as written (no URL normalisation), any Host header. */
function raw(
  method: string,
  rawPath: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; body: string }> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({
      host: "127.0.0.1",
      port,
      method,
      path: rawPath,
      headers: { host: `127.0.0.1:${port}`, ...headers },
    });
    req.on("response", (res) => {
      let data = "";
      res.setEncoding("latin1");
      res.on("data", (c) => (data += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: data }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const json = { "content-type": "application/json" };
const decide = async (snapshot: string, decision: string) => {
  const r = await raw("POST", "/api/decide", json, JSON.stringify({ snapshot, decision }));
  return { status: r.status, view: JSON.parse(r.body) as RunView };
};

test("binds loopback only and answers loopback Host names only", async () => {
  expect(new URL(url).hostname).toBe("127.0.0.1");
  const port = new URL(url).port;
  expect((await raw("GET", "/")).status).toBe(200);
  expect((await raw("GET", "/", { host: `localhost:${port}` })).status).toBe(200);
  for (const host of ["evil.example", `evil.example:${port}`, "127.0.0.1.nip.io", "192.168.1.10"])
    expect((await raw("GET", "/api/run", { host })).status, host).toBe(403);
});

test("no path leaves its folder: .., encoded .., absolute paths, unknown snapshots", async () => {
  for (const p of [
    "/api/image/actual/../../secret.png",
    "/api/image/actual/..%2f..%2fsecret.png",
    "/api/image/actual/%2e%2e/%2e%2e/secret.png",
    "/api/image/baseline/stories/..%2F..%2F..%2Fsecret.png",
    "/api/image/baseline/%2Fetc%2Fpasswd",
    "/api/image/expected/stories/not-in-the-run.light.png",
    "/api/image/secret/stories/a--one.light.png",
    "/assets/../secret.png",
    "/assets/%2e%2e/secret.png",
  ]) {
    const r = await raw("GET", p);
    expect([400, 403, 404], p).toContain(r.status);
    expect(r.body.startsWith("\x89PNG"), p).toBe(false);
  }
  const ok = await raw("GET", "/api/image/actual/stories/a--one.light.png");
  expect(ok.status).toBe(200);
  expect(ok.body.startsWith("\x89PNG")).toBe(true);
  expect((await decide("../secret.png", "approved")).status).toBe(404);
  expect(existsSync(path.join(root, "secret.png"))).toBe(true);
});

test("writes need same-origin JSON", async () => {
  const body = JSON.stringify({ snapshot: "stories/a--one.light.png", decision: "approved" });
  expect((await raw("POST", "/api/decide", { "content-type": "text/plain" }, body)).status).toBe(415);
  expect((await raw("POST", "/api/decide", { ...json, origin: "http://evil.example" }, body)).status).toBe(
    403,
  );
  expect((await raw("POST", "/api/decide", json, "{not json")).status).toBe(400);
  expect(
    (await raw("POST", "/api/decide", json, JSON.stringify({ snapshot: "x", decision: "maybe" }))).status,
  ).toBe(400);
  expect(readFileSync(baseline("stories/a--one.light.png"))).toEqual(await png("#fff"));
});

test("an opaque or malformed Origin is refused (403), a malformed % in a path is 400, never 500", async () => {
  const body = JSON.stringify({ snapshot: "stories/a--one.light.png", decision: "approved" });
  // a sandboxed frame or a file:// page sends Origin: null
  for (const origin of ["null", "not a url", "http://[bad"]) {
    const r = await raw("POST", "/api/decide", { ...json, origin }, body);
    expect([r.status, r.body], origin).toEqual([403, "cross-origin request"]);
  }
  for (const p of [
    "/api/image/actual/stories/a--one%.light.png",
    "/api/image/actual/%E0%A4%A.png",
    "/api/image/baseline/%zz",
  ]) {
    const r = await raw("GET", p);
    expect([r.status, r.body], p).toEqual([400, "malformed percent-encoding in the path"]);
  }
  expect(readFileSync(baseline("stories/a--one.light.png"))).toEqual(await png("#fff"));
});

test("approve writes exactly that baseline, reject keeps it, and an approval can be taken back", async () => {
  const before = readFileSync(baseline("stories/a--one.dark.png"));
  const approved = await decide("stories/a--one.light.png", "approved");
  expect(approved.status).toBe(200);
  const written = readFileSync(baseline("stories/a--one.light.png"));
  expect(await changedPixels(written, await png("#e11d48"))).toBe(0);
  expect(written.length).toBeLessThan((await png("#e11d48")).length);

  await decide("stories/a--one.dark.png", "rejected");
  expect(readFileSync(baseline("stories/a--one.dark.png"))).toEqual(before);

  const { view } = await decide("stories/b--new.light.png", "approved");
  expect(existsSync(baseline("stories/b--new.light.png"))).toBe(true);
  await decide("site/gone.desktop.png", "approved");
  expect(existsSync(baseline("site/gone.desktop.png"))).toBe(false);
  expect(view.items.find((i) => i.snapshot === "stories/a--one.dark.png")?.decision).toBe("rejected");

  const final = (await decide("stories/b--new.light.png", "rejected")).view;
  expect(existsSync(baseline("stories/b--new.light.png"))).toBe(false);
  await decide("site/gone.desktop.png", "rejected");
  expect(readFileSync(baseline("site/gone.desktop.png"))).toEqual(await png("#fff"));
  expect(final.commit).toEqual([
    { path: "baselines/stories/a--one.light.png", action: "modified" },
    { path: "baselines/site/gone.desktop.png", action: "deleted" },
  ]);
});

test("approve a group", async () => {
  const r = await raw(
    "POST",
    "/api/decide-group",
    json,
    JSON.stringify({ group: "A", decision: "approved" }),
  );
  expect(r.status).toBe(200);
  for (const s of ["stories/a--one.light.png", "stories/a--one.dark.png"])
    expect(await changedPixels(readFileSync(baseline(s)), await png("#e11d48"))).toBe(0);
  expect(
    (await raw("POST", "/api/decide-group", json, JSON.stringify({ group: "Z", decision: "approved" })))
      .status,
  ).toBe(404);
});

test("decisions before any visual run: 404 naming the way out, never 500", async () => {
  const empty = await startReview({ root, runDir: path.join(root, "no-run-yet"), clientDir });
  try {
    for (const [route, body] of [
      ["/api/decide", { snapshot: "stories/a--one.light.png", decision: "approved" }],
      ["/api/decide-group", { group: "A", decision: "approved" }],
    ] as const) {
      const r = await fetch(`${empty.url}${route}`, {
        method: "POST",
        headers: json,
        body: JSON.stringify(body),
      });
      expect(r.status, route).toBe(404);
      expect(await r.json(), route).toEqual({ error: "no visual run yet: npm run test:visual" });
    }
  } finally {
    await empty.close();
  }
});

test("close() ends while a browser still holds connections open (a preconnect, a request in flight)", async () => {
  const other = await startReview({ root, runDir, clientDir });
  const { port } = new URL(other.url);
  const open = async (bytes: string) => {
    const socket = connect(Number(port), "127.0.0.1");
    socket.on("error", () => {}); // the server resets the half-sent request: that is the point
    await new Promise((resolve) => socket.once("connect", resolve));
    if (bytes) socket.write(bytes);
    return { closed: new Promise<void>((resolve) => socket.once("close", () => resolve())) };
  };
  // Chromium opens sockets before it needs them; this one never sends a byte
  const preconnect = await open("");
  // a request whose headers have not all arrived
  const partial = await open("GET /api/run HTTP/1.1\r\nHost: 127.0.0.1\r\n");
  await other.close();
  await Promise.all([preconnect.closed, partial.closed]);
});
