// `npm run bench:lantern -- --routes /auth --runs 2`: what a route's first paint waits for in Lighthouse's
// simulation. Serves built folders (default: the site's last build) behind the bench's edge (brotli, the
// deploy's header rules, warmed), runs Lighthouse once per route and run with its artifacts saved, and prints
// Lantern's four graphs (FCP and LCP, optimistic and pessimistic) node by node: every request and main-thread
// task on the path, with its simulated start and end and, for a task, its observed time by event. Several
// folders (`--dirs a,b`) are measured in turn, run by run, for an A/B under the same load.
//
// The folders are served by a plain static server (a path, its index.html, else 404.html), not by
// `netlify serve`: no redirects and no functions. `npm run bench` measures the deploy; this explains it.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import lighthouse, { type Result } from "lighthouse";
import * as constants from "lighthouse/core/config/constants.js";
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { loadArtifacts } from "lighthouse/core/lib/asset-saver.js";
import { stripScripts } from "./assets.ts";
import { netlifyHeaderRules, startEdge, warmEdge, type Edge } from "./edge.ts";
import { launchBrowser } from "./lighthouse.ts";
import { SITE_CLIENT_DIR } from "./routes.ts";

const root = path.resolve(import.meta.dirname, "../..");
const { values: opts } = parseArgs({
  options: {
    dirs: { type: "string", default: path.relative(root, SITE_CLIENT_DIR) },
    routes: { type: "string", default: "/" },
    runs: { type: "string", default: "1" },
    out: { type: "string", default: ".bench/lantern" },
    /** the zero-JS copy (every script removed) */
    "zero-js": { type: "boolean", default: false },
    /** the summary lines only */
    quiet: { type: "boolean", default: false },
  },
});

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
};

async function serve(dir: string): Promise<{ edge: Edge; close: () => Promise<void> }> {
  const origin = http.createServer((req, res) => {
    let file = path.join(dir, decodeURIComponent(new URL(req.url ?? "/", "http://origin").pathname));
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, "index.html");
    const found = file.startsWith(dir) && existsSync(file);
    if (!found) file = path.join(dir, "404.html");
    res.writeHead(found ? 200 : 404, {
      "content-type": TYPES[path.extname(file)] ?? "application/octet-stream",
    });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => origin.listen(0, "127.0.0.1", resolve));
  const edge = await startEdge({
    origin: `http://127.0.0.1:${(origin.address() as AddressInfo).port}`,
    headerRules: await netlifyHeaderRules(path.join(root, "netlify.toml"), path.join(dir, "_headers")),
    htmlTransform: opts["zero-js"] ? stripScripts : undefined,
  });
  await warmEdge(edge, dir);
  return {
    edge,
    close: async () => {
      await edge.close();
      await new Promise((resolve) => origin.close(resolve));
    },
  };
}

interface TraceEvent {
  name: string;
  dur?: number;
}
interface GraphNode {
  type: "network" | "cpu";
  duration: number;
  request: { url: string; resourceType?: string; priority: string; transferSize: number };
  childEvents: TraceEvent[];
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<GraphNode, { startTime: number; endTime: number }>;
}
interface LanternResult {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}
type Computed = { request: (data: unknown, context: unknown) => Promise<LanternResult> };

const EVENTS =
  /^(ParseHTML|ParseAuthorStyleSheet|EvaluateScript|v8\.compile|UpdateLayoutTree|Layout|PrePaint|Paint|Commit|DocumentLoader::CommitNavigation|FunctionCall|TimerFire|FireIdleCallback)$/;

function describe(node: GraphNode): string {
  if (node.type === "network") {
    const { url, resourceType, priority, transferSize } = node.request;
    return `request ${new URL(url).pathname} (${resourceType ?? "?"}, ${priority}, ${transferSize} B)`;
  }
  const byEvent = new Map<string, number>();
  for (const e of node.childEvents)
    if (EVENTS.test(e.name)) byEvent.set(e.name, (byEvent.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  const events = [...byEvent].map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(", ");
  return `task, observed ${(node.duration / 1000).toFixed(1)} ms: ${events}`;
}

function print(label: string, estimate: Estimate): void {
  console.log(`  ${label}: ${Math.round(estimate.timeInMs)} ms`);
  const rows = [...estimate.nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, { startTime, endTime }] of rows)
    console.log(
      `    ${Math.round(startTime).toString().padStart(5)}–${Math.round(endTime).toString().padStart(5)}  ${describe(node)}`,
    );
}

const serverResponseMs = (lhr: Result) =>
  (
    lhr.audits["network-server-latency"]?.details as
      { items?: Array<{ serverResponseTime: number }> } | undefined
  )?.items?.[0]?.serverResponseTime ?? Number.NaN;

const dirs = opts.dirs.split(",").map((dir) => path.resolve(root, dir));
const variants = [];
for (const dir of dirs) variants.push(await serve(dir));
const browser = await launchBrowser();
const summary: string[] = [];
try {
  for (const route of opts.routes.split(","))
    for (let run = 1; run <= Number(opts.runs); run++)
      for (const [v, { edge }] of variants.entries()) {
        const label = `${path.relative(root, dirs[v]!) || "."} ${route} #${run}`;
        const artifacts = path.resolve(
          root,
          opts.out,
          `${v}-${route === "/" ? "home" : route.slice(1).replaceAll("/", "_")}-${run}`,
        );
        mkdirSync(artifacts, { recursive: true });
        // a first visit, as in the bench (scripts/bench/lighthouse.ts); gather and audit, keeping the artifacts
        const result = await lighthouse(new URL(route, edge.url).href, {
          port: browser.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
          clearStorageTypes: [...constants.defaultSettings.clearStorageTypes, "local_storage"],
          gatherMode: artifacts,
          auditMode: artifacts,
        }).catch((err: unknown) => {
          console.log(`${label}: Lighthouse failed (${(err as Error).message.split("\n")[0]})`);
          return undefined;
        });
        if (!result) continue;
        const lhr = result.lhr;
        writeFileSync(path.join(artifacts, "lhr.json"), JSON.stringify(lhr));
        const saved = await loadArtifacts(artifacts);
        const data = {
          trace: saved.Trace,
          devtoolsLog: saved.DevtoolsLog,
          gatherContext: saved.GatherContext,
          settings: lhr.configSettings,
          URL: saved.URL,
          SourceMaps: saved.SourceMaps,
          simulator: null,
          HostDPR: saved.HostDPR,
        };
        const context = { computedCache: new Map(), settings: lhr.configSettings };
        const fcp = await (LanternFirstContentfulPaint as unknown as Computed).request(data, context);
        const lcp = await (LanternLargestContentfulPaint as unknown as Computed).request(data, context);
        const observed = (
          lhr.audits.metrics?.details as { items?: Array<Record<string, number>> } | undefined
        )?.items?.[0];
        const line = `${label}: FCP ${Math.round(fcp.timing)} ms, LCP ${Math.round(lcp.timing)} ms, server ${Math.round(serverResponseMs(lhr))} ms (observed FCP ${observed?.observedFirstContentfulPaint}, LCP ${observed?.observedLargestContentfulPaint}, load ${observed?.observedLoad}; BenchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)})`;
        summary.push(line);
        console.log(line);
        if (opts.quiet) continue;
        print("FCP, optimistic", fcp.optimisticEstimate);
        print("FCP, pessimistic", fcp.pessimisticEstimate);
        print("LCP, optimistic", lcp.optimisticEstimate);
        print("LCP, pessimistic", lcp.pessimisticEstimate);
      }
} finally {
  await browser.close();
  for (const variant of variants) await variant.close();
}
console.log(`\n${summary.join("\n")}\nartifacts and reports: ${opts.out}/`);
