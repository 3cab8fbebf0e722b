// `npm run bench`: builds and serves the production site as deployed, runs Lighthouse on every route (the
// noindex pages and the 404 page included) and on each route's zero-JS copy, counts the JavaScript each route
// fetches once React boots (scripts/bench/boot-js.ts), times the first focus on the form pages, loads the
// contact function, checks the budgets (scripts/bench/budgets.ts) and writes .bench/results.json +
// .bench/results.md. Exits 1 when a budget is broken.
//
// Serving: `netlify serve --offline` runs netlify.toml's build for the local context (`npm run build`) and then
// serves the publish folder with netlify.toml's and _headers' headers, redirects and 404 handling — the
// deploy's rules from Netlify's own code. It does not compress (the CDN does in production), so a small
// edge proxy (edge.ts) adds brotli/gzip in front of it; the zero-JS copy is a second edge on the same
// origin that strips scripts from every HTML response.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { containsSupabase, gzipSize, stripScripts } from "./assets.ts";
import { measureBootJs, type BootJs } from "./boot-js.ts";
import { checkBudgets, median, type ContactFigures, type RouteFigures } from "./budgets.ts";
import { benchContact } from "./contact.ts";
import { netlifyHeaderRules, startEdge, warmEdge, type Edge } from "./edge.ts";
import { measureFocusToReady, slow4G, type FocusFigures } from "./focus.ts";
import { launchBrowser, runLighthouse, type RunFigures } from "./lighthouse.ts";
import { markdownReport } from "./report.ts";
import { freePort, netlifyServeArgs } from "../lib/netlify-cli.ts";
import { NOT_FOUND_ROUTE, noindexRoutes, notFoundPageLogs, SITE_CLIENT_DIR, siteRoutes } from "./routes.ts";

const root = path.resolve(import.meta.dirname, "../..");
const outDir = path.join(root, ".bench");
const started = Date.now();
const loadAtStart = os.loadavg();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)}s`.padStart(5);
const log = (msg: string) => console.log(`[bench ${elapsed()}] ${msg}`);

const { values: opts } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    "focus-runs": { type: "string", default: "5" },
    routes: { type: "string" },
    origin: { type: "string" },
    "skip-contact": { type: "boolean", default: false },
    "skip-lighthouse": { type: "boolean", default: false },
  },
});
const runs = Number(opts.runs);
const focusRuns = Number(opts["focus-runs"]);

// The whole bench is bounded: nothing here may run for more than 20 minutes.
const children: ChildProcess[] = [];
const browserPids = new Set<number>();
function stopChildren() {
  for (const pid of browserPids) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) continue;
    try {
      process.kill(-child.pid, "SIGTERM"); // the whole group: netlify-cli starts its own children
    } catch {
      child.kill("SIGTERM");
    }
  }
}
const watchdog = setTimeout(() => {
  console.error("bench: gave up after 20 minutes");
  stopChildren();
  process.exit(2);
}, 20 * 60_000);
watchdog.unref();
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    stopChildren();
    process.exit(130);
  });
process.on("uncaughtException", (err) => {
  console.error(err);
  stopChildren();
  process.exit(2);
});

function spawnLogged(name: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const logFile = path.join(outDir, `${name}.log`);
  const fd = openSync(logFile, "w");
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ["ignore", fd, fd], detached: true });
  children.push(child);
  return child;
}

async function waitFor(url: string, child: ChildProcess, name: string, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      const tail = readFileSync(path.join(outDir, `${name}.log`), "utf8")
        .split("\n")
        .slice(-40)
        .join("\n");
      throw new Error(`${name} exited with ${child.exitCode} before serving ${url}:\n${tail}`);
    }
    try {
      // read the body: undici trips over an unread body whose connection the server closes
      await (await fetch(url, { signal: AbortSignal.timeout(5000) })).arrayBuffer();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
  throw new Error(`${name} did not serve ${url} within ${seconds} s (log: .bench/${name}.log)`);
}

/** Builds with `netlify serve` and starts the local auth service the build is pointed at. */
async function startSite(): Promise<string> {
  const [port, authPort] = await Promise.all([freePort(), freePort()]);
  const authUrl = `http://127.0.0.1:${authPort}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BROWSER: "none",
    SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}`,
    VITE_SUPABASE_URL: process.env.VITE_SUPABASE_URL ?? authUrl,
  };
  if (!process.env.VITE_SUPABASE_URL) {
    const auth = spawnLogged("auth", ["packages/dev-services/src/cli.ts", "--auth"], {
      ...env,
      LOCAL_AUTH_PORT: String(authPort),
      LOCAL_AUTH_DATA_DIR: ".tmp/bench/auth",
      LOCAL_AUTH_FRESH: "true",
    });
    await waitFor(`${authUrl}/auth/v1/health`, auth, "auth", 30).catch((err: Error) =>
      log(`warning: local auth service not up (${err.message.split("\n")[0]}); pages load without it`),
    );
  }
  log(`building and serving with netlify serve on :${port} (log: .bench/netlify-serve.log)`);
  const netlify = spawnLogged("netlify-serve", await netlifyServeArgs(port), env);
  await waitFor(`http://localhost:${port}/`, netlify, "netlify-serve", 600);
  return `http://localhost:${port}`;
}

/** Bodies as the origin stores them (uncompressed), fetched once per URL path. */
const bodies = new Map<string, Promise<Buffer>>();
function originBody(origin: string, urlPath: string): Promise<Buffer> {
  let body = bodies.get(urlPath);
  if (!body) {
    body = fetch(new URL(urlPath, origin), { headers: { "accept-encoding": "identity" } }).then(async (r) =>
      Buffer.from(await r.arrayBuffer()),
    );
    bodies.set(urlPath, body);
  }
  return body;
}

interface Bytes {
  html: number;
  css: number;
  js: number;
  supabase: string[];
}

async function runBytes(origin: string, run: RunFigures): Promise<Bytes> {
  const bytes: Bytes = { html: 0, css: 0, js: 0, supabase: [] };
  let documentSeen = false;
  for (const req of run.requests) {
    // the document itself may be an error page (the not-found page's 404)
    const page = req.resourceType === "Document" && !documentSeen;
    if ((req.statusCode !== 200 && !page) || req.url.startsWith("data:")) continue;
    const urlPath = new URL(req.url).pathname + new URL(req.url).search;
    if (page) {
      documentSeen = true;
      bytes.html = gzipSize(await originBody(origin, urlPath));
    } else if (req.resourceType === "Stylesheet") bytes.css += gzipSize(await originBody(origin, urlPath));
    // scripts, and the boot modules a form page prefetches once idle (fetched, not run: type "Other")
    else if (req.resourceType === "Script" || /\.m?js$/.test(new URL(req.url).pathname)) {
      const body = await originBody(origin, urlPath);
      bytes.js += gzipSize(body);
      if (containsSupabase(body.toString("utf8"))) bytes.supabase.push(new URL(req.url).pathname);
    }
  }
  return bytes;
}

const mostCommon = (values: Array<string | undefined>) => {
  const counts = new Map<string | undefined, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
};

interface RouteDetail {
  runs: RunFigures[];
  /** every script fetched through React's boot, with its gzip size (scripts/bench/boot-js.ts) */
  bootJs?: BootJs & { error?: string };
  /** form pages: every first-focus run (scripts/bench/focus.ts) */
  focus?: FocusFigures;
  zeroJsRuns: RunFigures[];
  failedAudits: Record<string, string>;
  lcpElement: string | undefined;
  zeroJsLcpElement: string | undefined;
  /** the document's status and response headers through the edge, as a visitor gets them */
  documentStatus: number;
  documentHeaders: Record<string, string>;
  assetHeaders: Record<string, string>;
}

async function measureRoutes(origin: string, routes: string[], noindex: Set<string>) {
  const headerRules = await netlifyHeaderRules(
    path.join(root, "netlify.toml"),
    path.join(SITE_CLIENT_DIR, "_headers"),
  );
  const real: Edge = await startEdge({ origin, headerRules });
  const zero: Edge = await startEdge({ origin, headerRules, htmlTransform: stripScripts });
  if (!opts.origin) {
    // the not-found page too: the CDN answers it from its cache like any file of the deploy
    const files = await warmEdge(real, SITE_CLIENT_DIR, [NOT_FOUND_ROUTE]);
    await warmEdge(zero, SITE_CLIENT_DIR, [NOT_FOUND_ROUTE]);
    log(
      `edges warmed: ${files} files of the publish folder compressed once and kept at the edge, before the runs`,
    );
  }
  const browser = await launchBrowser();
  if (browser.pid) browserPids.add(browser.pid);
  const lhrDir = path.join(outDir, "lighthouse");
  rmSync(lhrDir, { recursive: true, force: true });
  mkdirSync(lhrDir, { recursive: true });
  const figures: RouteFigures[] = [];
  const details: Record<string, RouteDetail> = {};
  try {
    for (const route of routes) {
      const runsReal: RunFigures[] = [];
      const runsZero: RunFigures[] = [];
      // alternate page and copy so that load on the machine hits both alike; strictly one at a time
      for (let i = 1; i <= runs; i++) {
        for (const [edge, list, variant] of [
          [real, runsReal, "page"],
          [zero, runsZero, "zero-js"],
        ] as const) {
          const { figures: f, lhr } = await runLighthouse(
            browser,
            new URL(route, edge.url).href,
            // the not-found page is served with its 404 status, which Lighthouse otherwise refuses to audit,
            // and logs what it cannot help logging (routes.ts notFoundPageLogs)
            route === NOT_FOUND_ROUTE
              ? { ignoreStatusCode: true, expectedConsoleError: notFoundPageLogs }
              : {},
          );
          list.push(f);
          const name = `${route === "/" ? "home" : route.slice(1).replaceAll("/", "_")}-${variant}-${i}.json`;
          writeFileSync(path.join(lhrDir, name), JSON.stringify(lhr));
          log(
            `${route} ${variant} #${i}: perf ${f.performance}, FCP ${Math.round(f.fcpMs)} ms, LCP ${Math.round(f.lcpMs)} ms, TBT ${Math.round(f.tbtMs)} ms, server ${Math.round(f.serverResponseMs)} ms (host BenchmarkIndex ${Math.round(f.benchmarkIndex)})`,
          );
        }
      }
      const bytes = await Promise.all(runsReal.map((r) => runBytes(origin, r)));
      const m = (list: RunFigures[], key: keyof RunFigures) => median(list.map((r) => r[key] as number));
      const lcpElement = mostCommon(runsReal.map((r) => `${r.lcpElement} ${r.lcpSnippet}`));
      const zeroJsLcpElement = mostCommon(runsZero.map((r) => `${r.lcpElement} ${r.lcpSnippet}`));
      const lcpMs = m(runsReal, "lcpMs");
      const zeroJsLcpMs = m(runsZero, "lcpMs");
      figures.push({
        route,
        noindex: noindex.has(route),
        // read from the edge below, after the runs
        status: 0,
        performance: m(runsReal, "performance"),
        accessibility: m(runsReal, "accessibility"),
        bestPractices: m(runsReal, "bestPractices"),
        seo: m(runsReal, "seo"),
        fcpMs: m(runsReal, "fcpMs"),
        lcpMs,
        lcpAfterFcpMs: median(runsReal.map((r) => r.lcpMs - r.fcpMs)),
        tbtMs: m(runsReal, "tbtMs"),
        cls: m(runsReal, "cls"),
        speedIndexMs: m(runsReal, "speedIndexMs"),
        serverResponseMs: m(runsReal, "serverResponseMs"),
        zeroJsLcpMs,
        lcpRatio: lcpMs / zeroJsLcpMs,
        htmlGzip: median(bytes.map((b) => b.html)),
        cssGzip: median(bytes.map((b) => b.css)),
        jsGzip: median(bytes.map((b) => b.js)),
        bootJsGzip: Number.NaN, // measured below, in a browser of its own
        focusToReadyMs: Number.NaN,
        typedKept: null,
        focusAtLoadMs: Number.NaN,
        typedKeptAtLoad: null,
        supabaseScripts: [...new Set(bytes.flatMap((b) => b.supabase))],
        waivedAudits: [...new Set(runsReal.flatMap((r) => Object.values(r.waivedAudits)))],
        lcpFromHtml:
          lcpElement !== undefined && !lcpElement.startsWith("undefined") && lcpElement === zeroJsLcpElement,
      });
      const doc = await fetch(new URL(route, real.url), { headers: { "accept-encoding": "br, gzip" } });
      await doc.arrayBuffer();
      figures.at(-1)!.status = doc.status;
      const assetUrl = runsReal[0]?.requests.find((r) => new URL(r.url).pathname.startsWith("/assets/"))?.url;
      const asset = assetUrl
        ? await fetch(assetUrl, { headers: { "accept-encoding": "br, gzip" } })
        : undefined;
      await asset?.arrayBuffer();
      details[route] = {
        runs: runsReal,
        zeroJsRuns: runsZero,
        failedAudits: Object.assign({}, ...runsReal.map((r) => r.failedAudits)) as Record<string, string>,
        lcpElement,
        zeroJsLcpElement,
        documentStatus: doc.status,
        documentHeaders: Object.fromEntries(doc.headers),
        assetHeaders: asset ? Object.fromEntries(asset.headers) : {},
      };
    }
    await browser.close();
    if (browser.pid) browserPids.delete(browser.pid);
    // JavaScript once React boots, every route, through the same edge; the bodies' gzip size from the origin
    log(`JavaScript on boot: ${routes.join(" ")}, in Chromium (each page booted as its policy allows)`);
    const boot = await measureBootJs(real.url, routes, (url) => originBody(origin, url), log).catch(
      (err: unknown) => {
        console.error(`bench: JavaScript on boot not measured: ${(err as Error).message.split("\n")[0]}`);
        return new Map<string, BootJs>();
      },
    );
    for (const figure of figures) {
      const measured = boot.get(figure.route);
      figure.bootJsGzip = measured?.gzip ?? Number.NaN;
      if (measured && details[figure.route]) details[figure.route]!.bootJs = measured;
    }
    // the form pages (boot policy "interaction"): first focus to React ready, through the same edge
    const formRoutes: string[] = [];
    for (const route of routes) {
      const html = await (await fetch(new URL(route, real.url))).text();
      if (/<body[^>]*data-boot-policy="interaction"/.test(html)) formRoutes.push(route);
    }
    if (formRoutes.length > 0 && focusRuns > 0) {
      log(`first focus to React ready: ${formRoutes.join(" ")}, ${focusRuns} runs each (slow 4G, CPU 4x)`);
      const focus = await measureFocusToReady(real.url, formRoutes, focusRuns, log).catch((err: unknown) => {
        console.error(`bench: first focus not measured: ${(err as Error).message.split("\n")[0]}`);
        const failed = { runs: [], focusToReadyMs: Infinity, typedKept: false };
        return formRoutes.map((route) => ({ route, ...failed, atLoad: failed }));
      });
      for (const f of focus) {
        const figure = figures.find((r) => r.route === f.route);
        if (figure)
          Object.assign(figure, {
            focusToReadyMs: f.focusToReadyMs,
            typedKept: f.typedKept,
            focusAtLoadMs: f.atLoad.focusToReadyMs,
            typedKeptAtLoad: f.atLoad.typedKept,
          });
        if (details[f.route]) details[f.route]!.focus = f;
      }
    }
  } finally {
    if (browser.pid && browserPids.has(browser.pid)) await browser.close();
    if (browser.pid) browserPids.delete(browser.pid);
    await real.close();
    await zero.close();
  }
  return { figures, details };
}

async function main(): Promise<number> {
  mkdirSync(outDir, { recursive: true });
  const routes = opts.routes ? opts.routes.split(",") : await siteRoutes();
  let figures: RouteFigures[] = [];
  let details: Record<string, RouteDetail> = {};
  let contact: ContactFigures | undefined;
  let contactError: string | undefined;
  if (!opts["skip-lighthouse"]) {
    const origin = opts.origin ?? (await startSite());
    const noindex = await noindexRoutes(origin, routes);
    log(
      `routes: ${routes.join(" ")} (noindex: ${[...noindex].join(" ") || "none"}); ${runs} Lighthouse runs each for the page and its zero-JS copy`,
    );
    ({ figures, details } = await measureRoutes(origin, routes, noindex));
    stopChildren();
  }
  if (!opts["skip-contact"]) {
    log("contact function: bundling and loading it on loopback");
    contact = await benchContact(path.join(outDir, "tmp")).catch((err: unknown) => {
      contactError = String((err as Error).message ?? err);
      console.error(`bench: contact function not measured: ${contactError}`);
      return undefined;
    });
  }
  // a run of some routes (--routes) answers for those; a full run for every route of the site
  const violations = checkBudgets(figures, contact, {
    expectedRoutes: opts["skip-lighthouse"] ? [] : routes,
  });
  const load = (l: number[]) => l.map((v) => v.toFixed(1)).join(" / ");
  const table = `Load average (1 / 5 / 15 min) at start ${load(loadAtStart)}, at end ${load(os.loadavg())}; ${os.cpus().length} cores.\n\n${markdownReport(figures, contact, violations, slow4G)}`;
  const results = {
    date: new Date().toISOString(),
    seconds: Math.round((Date.now() - started) / 1000),
    machine: {
      cpus: os.cpus().length,
      /** 1, 5 and 15 minute load averages when the bench started and when it ended (2 cores) */
      loadavgAtStart: loadAtStart,
      loadavg: os.loadavg(),
      lighthouseBenchmarkIndex: median(
        Object.values(details).flatMap((d) => d.runs.map((r) => r.benchmarkIndex)),
      ),
    },
    routes: figures,
    contact,
    contactError,
    violations,
    details,
  };
  writeFileSync(path.join(outDir, "results.json"), JSON.stringify(results, null, 2));
  writeFileSync(path.join(outDir, "results.md"), `${table}\n`);
  console.log(`\n${table}\n`);
  // what Lighthouse itself flagged on each route that broke a Lighthouse budget: the first place to look
  const lighthouseRoutes = new Set(
    violations.filter((v) => v.route && /Lighthouse|LCP|TBT|CLS/.test(v.figure)).map((v) => v.route!),
  );
  for (const route of lighthouseRoutes) {
    const audits = { ...details[route]?.failedAudits, ...details[route]?.runs[0]?.insights };
    if (Object.keys(audits).length > 0) console.log(`${route}: ${Object.values(audits).join("; ")}`);
  }
  log(`done; results in .bench/results.json and .bench/results.md`);
  return violations.length === 0 ? 0 : 1;
}

main()
  .then((code) => {
    stopChildren();
    process.exit(code);
  })
  .catch((err: unknown) => {
    console.error(err);
    stopChildren();
    process.exit(2);
  });
