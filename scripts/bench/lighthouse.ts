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

/** Lighthouse now and then fails to record a trace (NO_NAVSTART and the like); such a run is repeated once. */
export async function runLighthouse(
  browser: Browser,
  url: string,
): Promise<{ figures: RunFigures; lhr: Result }> {
  try {
    return await runLighthouseOnce(browser, url);
  } catch (err) {
    console.warn(`lighthouse: ${(err as Error).message.split("\n")[0]}; trying once more`);
    return await runLighthouseOnce(browser, url);
  }
}

async function runLighthouseOnce(
  browser: Browser,
  url: string,
): Promise<{ figures: RunFigures; lhr: Result }> {
  const result = await lighthouse(url, {
    port: browser.port,
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
  const node = lcpNode(lhr);
  return {
    lhr,
    figures: {
      performance: score(lhr, "performance"),
      accessibility: score(lhr, "accessibility"),
      bestPractices: score(lhr, "best-practices"),
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
      insights,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      serverResponseMs: serverResponseMs(lhr),
    },
  };
}
