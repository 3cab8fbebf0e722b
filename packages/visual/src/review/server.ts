// `npm run visual:review`: the review page's HTTP server (Hono on @hono/node-server), bound to loopback only.
// It serves the built page, the last run's findings and images, and applies decisions to baselines. Every
// request must name a loopback Host (DNS rebinding), writes must be same-origin JSON (CSRF), and images are
// served only for snapshots the run listed (no path from the request ever reaches the file system unchecked).
import { existsSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import {
  type Decision,
  fileOf,
  isComplete,
  readDecisions,
  readResults,
  type RunResults,
  writeDecisions,
} from "../results.ts";
import { applyDecision, filesToCommit, findItem, inside, recordBrowser } from "./decisions.ts";

export interface ReviewOptions {
  /** repository root (results.json names the baseline folder relative to it) */
  root: string;
  /** the last run's folder */
  runDir: string;
  /** the built page (index.html, assets/) */
  clientDir: string;
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** "127.0.0.1:4173" → "127.0.0.1"; null when the header is missing or malformed. */
function hostName(host: string | undefined): string | null {
  if (!host) return null;
  const m = /^(\[[0-9a-f:]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/i.exec(host);
  return m?.[1]?.toLowerCase() ?? null;
}

/** The host of an Origin header; null for an opaque origin ("null": a sandboxed frame, a file) or a malformed one. */
function originHost(origin: string): string | null {
  try {
    const parsed = new URL(origin);
    return parsed.origin === "null" ? null : parsed.host;
  } catch {
    return null;
  }
}

export function reviewApp({ root, runDir, clientDir }: ReviewOptions): Hono {
  const app = new Hono();
  const load = (): RunResults | null => readResults(runDir);
  const NO_RUN = { error: "no visual run yet: npm run test:visual" };
  const baselineDirOf = (results: RunResults) => inside(root, results.baselineDir);

  app.use(async (c, next) => {
    const host = hostName(c.req.header("host"));
    if (!host || !LOOPBACK.has(host)) return c.text("visual review: only loopback hosts are served", 403);
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      const origin = c.req.header("origin");
      if (origin !== undefined && originHost(origin) !== c.req.header("host"))
        return c.text("cross-origin request", 403);
      if (!c.req.header("content-type")?.startsWith("application/json")) return c.text("JSON only", 415);
    }
    await next();
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'"],
        styleSrc: ["'self'"],
        scriptSrc: ["'self'"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
      },
    }),
  );

  const runView = (results: RunResults) => {
    const decisions = readDecisions(runDir);
    return {
      finishedAt: results.finishedAt,
      baselineDir: results.baselineDir,
      local: results.local,
      items: results.items.map((i) => ({ ...i, decision: decisions[i.snapshot] ?? null })),
      errors: results.errors,
      commit: filesToCommit(results, decisions),
      browserChange: results.browserChange ?? null,
      complete: isComplete(results),
      notCompared: results.notCompared?.length ?? 0,
    };
  };

  app.get("/api/run", (c) => {
    const results = load();
    if (!results) return c.json(NO_RUN, 404);
    return c.json(runView(results));
  });

  // /api/image/actual|expected|diff|baseline/<snapshot>
  app.get("/api/image/:variant/*", (c) => {
    const results = load();
    const variant = c.req.param("variant");
    let snapshot: string;
    try {
      snapshot = decodeURIComponent(c.req.path.slice(`/api/image/${variant}/`.length));
    } catch {
      return c.text("malformed percent-encoding in the path", 400);
    }
    const item = results && findItem(results, snapshot);
    if (!results || !item || !["actual", "expected", "diff", "baseline"].includes(variant))
      return c.text("no such image", 404);
    const file =
      variant === "baseline"
        ? inside(baselineDirOf(results), item.snapshot)
        : inside(runDir, fileOf(item.snapshot, variant as "actual" | "expected" | "diff"));
    if (!existsSync(file)) return c.text("no such image", 404);
    return c.body(readFileSync(file), 200, { "content-type": "image/png", "cache-control": "no-store" });
  });

  const decide = async (results: RunResults, snapshots: string[], decision: Decision) => {
    const items = snapshots.map((s) => findItem(results, s));
    if (items.some((i) => !i)) return null;
    const decisions = readDecisions(runDir);
    for (const item of items as NonNullable<(typeof items)[number]>[]) {
      await applyDecision(
        { runDir, baselineDir: baselineDirOf(results) },
        item,
        decision,
        decisions[item.snapshot],
      );
      decisions[item.snapshot] = decision;
      writeDecisions(runDir, decisions);
    }
    recordBrowser({ runDir, baselineDir: baselineDirOf(results) }, results, decisions);
    return runView(results);
  };

  const isDecision = (d: unknown): d is Decision => d === "approved" || d === "rejected";

  app.post("/api/decide", bodyLimit({ maxSize: 16 * 1024 }), async (c) => {
    const body = (await c.req.json().catch(() => null)) as { snapshot?: unknown; decision?: unknown } | null;
    if (typeof body?.snapshot !== "string" || !isDecision(body.decision))
      return c.json({ error: "expected { snapshot, decision: approved|rejected }" }, 400);
    const results = load();
    if (!results) return c.json(NO_RUN, 404);
    const view = await decide(results, [body.snapshot], body.decision);
    return view ? c.json(view) : c.json({ error: "no such snapshot in the last run" }, 404);
  });

  app.post("/api/decide-group", bodyLimit({ maxSize: 16 * 1024 }), async (c) => {
    const body = (await c.req.json().catch(() => null)) as { group?: unknown; decision?: unknown } | null;
    if (typeof body?.group !== "string" || !isDecision(body.decision))
      return c.json({ error: "expected { group, decision: approved|rejected }" }, 400);
    const results = load();
    if (!results) return c.json(NO_RUN, 404);
    const snapshots = results.items.filter((i) => i.group === body.group).map((i) => i.snapshot);
    if (snapshots.length === 0) return c.json({ error: "no such group in the last run" }, 404);
    return c.json(await decide(results, snapshots, body.decision));
  });

  // the page itself: index.html and its hashed assets, from the build only
  app.use("/assets/*", serveStatic({ root: path.relative(process.cwd(), clientDir) }));
  app.get("/", (c) => c.html(readFileSync(path.join(clientDir, "index.html"), "utf8")));
  app.get("/favicon.ico", (c) => c.body(null, 204));
  return app;
}

/** Starts the server on 127.0.0.1 (port 0: any free one). */
export async function startReview(
  options: ReviewOptions & { port?: number },
): Promise<{ url: string; close: () => Promise<void> }> {
  const app = reviewApp(options);
  return new Promise((resolve) => {
    const server = serve(
      { fetch: app.fetch, port: options.port ?? 0, hostname: "127.0.0.1" },
      (info: AddressInfo) =>
        resolve({
          url: `http://127.0.0.1:${info.port}`,
          close: () =>
            new Promise<void>((done) => {
              server.close(() => done());
              // close() alone waits for every open connection, and a browser still on the page keeps some
              // (a preconnected socket that never sends a request) as long as it likes
              if ("closeAllConnections" in server) server.closeAllConnections();
            }),
        }),
    );
  });
}

export { ensureReviewPage } from "./build.ts";
