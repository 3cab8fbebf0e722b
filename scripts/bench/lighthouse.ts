// One Lighthouse 13 run: mobile, simulated throttling (Lighthouse's defaults), on the shared Debian Chromium.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import * as constants from "lighthouse/core/config/constants.js";
import type { Result } from "lighthouse";
import { chromiumArgs, chromiumPath } from "../lib/chromium.ts";

export interface Browser {
  port: number;
  pid: number | undefined;
  close: () => Promise<void>;
}

export async function launchBrowser(): Promise<Browser> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumArgs, "--headless=new"],
    logLevel: "silent",
  });
  return { port: chrome.port, pid: chrome.pid, close: async () => void chrome.kill() };
}

export interface Request {
  url: string;
  resourceType: string;
  mimeType: string;
  statusCode: number;
  transferSize: number;
  resourceSize: number;
}

export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** CSS selector path of the LCP element, to compare the page with its zero-JS copy */
  lcpElement: string | undefined;
  lcpSnippet: string | undefined;
  requests: Request[];
  /** scored audits of the four categories that did not get a full score: id → title (value) */
  failedAudits: Record<string, string>;
  /** failed audits scored as passed because the page fails them by design (RunOptions.expectedConsoleErrors) */
  waivedAudits: Record<string, string>;
  /** unscored performance insights that flag something (render-blocking requests, caching, …) */
  insights: Record<string, string>;
  /** Lighthouse's measure of this machine's CPU speed during the run (higher is faster) */
  benchmarkIndex: number;
  /**
   * the local server's response time as Lighthouse estimated it (median over the page's requests, the round
   * trip taken out): the simulation adds it to every request, so to the document and again to a stylesheet
   */
  serverResponseMs: number;
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string) => {
  const v = lhr.audits[id]?.numericValue;
  if (typeof v !== "number") throw new Error(`Lighthouse gave no ${id} for ${lhr.finalDisplayedUrl}`);
  return v;
};

interface NodeDetails {
  type: "node";
  path?: string;
  selector?: string;
  snippet?: string;
}

/** The LCP element as Lighthouse 13 reports it (in the LCP-breakdown insight's node item). */
function lcpNode(lhr: Result): NodeDetails | undefined {
  const found: NodeDetails[] = [];
  const walk = (v: unknown) => {
    if (!v || typeof v !== "object") return;
    if ((v as { type?: string }).type === "node") found.push(v as NodeDetails);
    for (const child of Object.values(v)) walk(child);
  };
  walk(lhr.audits["lcp-breakdown-insight"]?.details);
  if (found.length === 0) walk(lhr.audits["largest-contentful-paint-element"]?.details);
  return found[0];
}

function serverResponseMs(lhr: Result): number {
  const items =
    (
      lhr.audits["network-server-latency"]?.details as
        { items?: Array<{ origin: string; serverResponseTime: number }> } | undefined
    )?.items ?? [];
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  return items.find((item) => item.origin === origin)?.serverResponseTime ?? Number.NaN;
}

/** An entry of Lighthouse's errors-in-console audit. */
export interface ConsoleError {
  source: string;
  description: string;
  /** the script, or for a network error the request, it came from */
  url: string | undefined;
}

export interface RunOptions {
  /** audit a document served with an error status (the not-found page's 404) instead of failing the run */
  ignoreStatusCode?: boolean;
  /**
   * the console errors the page logs by design: when they are the only ones, best practices is scored as if
   * errors-in-console had passed (and the audit is listed in waivedAudits); any other error still fails it
   */
  expectedConsoleError?: (error: ConsoleError, documentUrl: string) => boolean;
}

/**
 * The best-practices score (0..100) with errors-in-console passed, if every error it lists is expected;
 * undefined otherwise. Lighthouse's category score is the weighted mean of its scored audits.
 */
export function bestPracticesWithExpectedErrors(
  lhr: Pick<Result, "audits" | "categories" | "finalDisplayedUrl">,
  expected: (error: ConsoleError, documentUrl: string) => boolean,
): number | undefined {
  const audit = lhr.audits["errors-in-console"];
  const category = lhr.categories["best-practices"];
  if (!audit || !category || audit.score === null || audit.score >= 1) return undefined;
  const items =
    (
      audit.details as
        | { items?: Array<{ source: string; description?: string; sourceLocation?: { url?: string } }> }
        | undefined
    )?.items ?? [];
  const errors = items.map((item) => ({
    source: item.source,
    description: item.description ?? "",
    url: item.sourceLocation?.url,
  }));
  if (errors.length === 0 || !errors.every((error) => expected(error, lhr.finalDisplayedUrl)))
    return undefined;
  let sum = 0;
  let weights = 0;
  for (const ref of category.auditRefs) {
    const score = ref.id === audit.id ? 1 : lhr.audits[ref.id]?.score;
    if (ref.weight <= 0 || score === null || score === undefined) continue;
    sum += score * ref.weight;
    weights += ref.weight;
  }
  return weights > 0 ? Math.round((sum / weights) * 100) : undefined;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART and the like); such a run is repeated once. */
export async function runLighthouse(
  browser: Browser,
  url: string,
  options: RunOptions = {},
): Promise<{ figures: RunFigures; lhr: Result }> {
  try {
    return await runLighthouseOnce(browser, url, options);
  } catch (err) {
    console.warn(`lighthouse: ${(err as Error).message.split("\n")[0]}; trying once more`);
    return await runLighthouseOnce(browser, url, options);
  }
}

async function runLighthouseOnce(
  browser: Browser,
  url: string,
  { ignoreStatusCode = false, expectedConsoleError }: RunOptions,
): Promise<{ figures: RunFigures; lhr: Result }> {
  const result = await lighthouse(url, {
    port: browser.port,
    ignoreStatusCode,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    // Every run is a first visit. Lighthouse empties the HTTP cache between runs but keeps localStorage, where
    // the site notes that Inter is cached (app/boot/fonts.ts): the next run's font gate then asked for a font
    // the cache no longer held, before the first paint — a state no visitor is in, which put /auth's LCP
    // 300-450 ms over its zero-JS copy's on an idle machine.
    clearStorageTypes: [...constants.defaultSettings.clearStorageTypes, "local_storage"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const items = (lhr.audits["network-requests"]?.details as { items?: Request[] } | undefined)?.items ?? [];
  const failedAudits: Record<string, string> = {};
  const insights: Record<string, string> = {};
  for (const cat of Object.values(lhr.categories))
    for (const ref of cat.auditRefs) {
      const a = lhr.audits[ref.id];
      if (!a || a.score === null || a.score >= 1) continue;
      const text = `${a.title}${a.displayValue ? ` (${a.displayValue})` : ""}`;
      if (ref.weight > 0 && a.scoreDisplayMode !== "informative") failedAudits[a.id] = text;
      else if (cat.id === "performance") insights[a.id] = text;
    }
  const waivedAudits: Record<string, string> = {};
  const bestPractices = expectedConsoleError && bestPracticesWithExpectedErrors(lhr, expectedConsoleError);
  if (bestPractices !== undefined && failedAudits["errors-in-console"]) {
    waivedAudits["errors-in-console"] = failedAudits["errors-in-console"];
    delete failedAudits["errors-in-console"];
  }
  const node = lcpNode(lhr);
  return {
    lhr,
    figures: {
      performance: score(lhr, "performance"),
      accessibility: score(lhr, "accessibility"),
      bestPractices: bestPractices ?? score(lhr, "best-practices"),
      seo: score(lhr, "seo"),
      fcpMs: numeric(lhr, "first-contentful-paint"),
      lcpMs: numeric(lhr, "largest-contentful-paint"),
      tbtMs: numeric(lhr, "total-blocking-time"),
      cls: numeric(lhr, "cumulative-layout-shift"),
      speedIndexMs: numeric(lhr, "speed-index"),
      lcpElement: node?.path ?? node?.selector,
      lcpSnippet: node?.snippet,
      requests: items.map(({ url, resourceType, mimeType, statusCode, transferSize, resourceSize }) => ({
        url,
        resourceType,
        mimeType,
        statusCode,
        transferSize,
        resourceSize,
      })),
      failedAudits,
      waivedAudits,
      insights,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      serverResponseMs: serverResponseMs(lhr),
    },
  };
}
