// The performance budgets of issues 8 and 23, in one place: the benchmark and the cheap guard test read them.
import { NOT_FOUND_ROUTE } from "./routes.ts";

/** 1 kB = 1000 bytes, as Vite's build report counts; the stricter reading of "KB". */
export const KB = 1000;

export const BUDGETS = {
  /**
   * Lighthouse category scores (0..100), median of three, every route; SEO on every page search engines may
   * index (see checkBudgets for the noindex pages)
   */
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** LCP of the page / LCP of the same page with every script removed. */
  lcpRatio: 1.05,
  /** Lighthouse mobile LCP (median), every route: the first paint is the final one (issue 23) */
  lcpMs: 900,
  /** LCP − FCP (median of the runs' differences): nothing repaints the largest text after the first paint */
  lcpAfterFcpMs: 50,
  /** CLS as Lighthouse displays it (three decimals) must read 0. */
  cls: 0,
  tbtMs: 50,
  /** gzip bytes of the JavaScript that / loads before idle. */
  landingJsGzip: 100 * KB,
  /** gzip bytes of the CSS that any route loads before idle. */
  cssGzip: 10 * KB,
  /** gzip bytes of the HTML of / — one TCP initial congestion window. */
  landingHtmlGzip: 14 * KB,
  /**
   * gzip bytes of the JavaScript any route fetches once React boots (scripts/bench/boot-js.ts: a form in use, a
   * toast from the previous page; what the boot loads when idle included), checked by the bench and
   * tests/e2e/boot-js.spec.ts; tests/budget.test.ts checks the boot block's static imports against it
   */
  bootJsGzip: 120 * KB,
  /** first focus on a form page to React ready, slow 4G and CPU 4x (scripts/bench/focus.ts), median */
  focusToReadyMs: 1000,
  contactRps: 500,
  contactP99Ms: 20,
} as const;

/**
 * The least a tap at the load event can wait for React on slow 4G as DevTools throttles it (focus.ts): one
 * request's latency, then the boot's gzip bytes at the link's speed, before any of it runs. Over a second for
 * any boot above about 80 kB, hence the 1 s budget is for a visitor who taps once the page has settled and its
 * boot modules are prefetched.
 */
export function bootNetworkFloorMs(
  bootBytes: number,
  link: { requestLatencyMs: number; downloadThroughputKbps: number },
): number {
  return link.requestLatencyMs + (bootBytes * 8) / link.downloadThroughputKbps / 1.024;
}

export interface RouteFigures {
  route: string;
  /** the served HTML keeps the page out of search engines (`<meta name="robots" content="noindex">`) */
  noindex: boolean;
  /** the document's HTTP status: 200, and 404 on the not-found page (its SEO is waived, its status is not) */
  status: number;
  /** Lighthouse category scores 0..100 (medians). */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  /** median over the runs of each run's LCP − FCP */
  lcpAfterFcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** median of the runs' server response time (Lighthouse's estimate): not the page's, the local server's */
  serverResponseMs: number;
  /** median LCP of the zero-JS copy */
  zeroJsLcpMs: number;
  lcpRatio: number;
  htmlGzip: number;
  cssGzip: number;
  jsGzip: number;
  /**
   * gzip bytes of every script the page fetches through React's boot until quiet, idle-loaded chunks included
   * (scripts/bench/boot-js.ts, measured in Chromium); NaN when that measurement failed
   */
  bootJsGzip: number;
  /** form pages: first focus to React ready under mobile throttling (median ms); NaN elsewhere */
  focusToReadyMs: number;
  /** form pages: every character typed during the boot was still in the field; null elsewhere */
  typedKept: boolean | null;
  /** form pages: the field tapped at the load event, before the boot modules' prefetch (median ms); NaN elsewhere */
  focusAtLoadMs: number;
  /** form pages: every character typed during that boot was kept; null elsewhere */
  typedKeptAtLoad: boolean | null;
  /** URLs of loaded scripts that carry supabase-js */
  supabaseScripts: string[];
  /**
   * Lighthouse audits scored as passed because the page fails them by design (the not-found page's console
   * errors: scripts/bench/routes.ts notFoundPageLogs), any run
   */
  waivedAudits: string[];
  /** the zero-JS copy paints the same LCP element as the real page, so the HTML alone renders it */
  lcpFromHtml: boolean;
}

export interface ContactFigures {
  url: string;
  /** concurrent keep-alive connections of the load (closed loop) */
  connections: number;
  /** requests answered per second */
  rps: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  non2xx: number;
  errors: number;
}

export interface Violation {
  figure: string;
  route?: string;
  actual: string;
  budget: string;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/**
 * The site's two forms (site-spec: contact, sign-in/sign-up). The bench finds form pages by their boot policy
 * (`data-boot-policy="interaction"`); one of these it did not measure fails, rather than passing unmeasured.
 */
export const FORM_ROUTES: readonly string[] = ["/contact", "/auth"];

/**
 * Every budget the figures break; an empty list means the run passes. `expectedRoutes`: the routes a full run
 * measures (scripts/bench/routes.ts siteRoutes); each one without figures fails.
 */
export function checkBudgets(
  routes: RouteFigures[],
  contact: ContactFigures | undefined,
  { expectedRoutes = ["/"] }: { expectedRoutes?: readonly string[] } = {},
): Violation[] {
  const out: Violation[] = [];
  const add = (figure: string, route: string | undefined, actual: string, budget: string) =>
    out.push(route === undefined ? { figure, actual, budget } : { figure, route, actual, budget });

  for (const r of routes) {
    const status = r.route === NOT_FOUND_ROUTE ? 404 : 200;
    if (r.status !== status) add("document status", r.route, String(r.status), String(status));
    for (const [key, label] of [
      ["performance", "Lighthouse performance"],
      ["accessibility", "Lighthouse accessibility"],
      ["bestPractices", "Lighthouse best practices"],
      ["seo", "Lighthouse SEO"],
    ] as const) {
      // a noindex page fails Lighthouse's SEO category by design ("Page is blocked from indexing", and a 404
      // status on the not-found page): that is the page's purpose, so SEO alone is waived there
      if (key === "seo" && r.noindex) continue;
      if (!(r[key] >= BUDGETS[key])) add(label, r.route, String(r[key]), `${BUDGETS[key]}`);
    }
    if (!(r.lcpRatio <= BUDGETS.lcpRatio))
      add("LCP / LCP of zero-JS copy", r.route, r.lcpRatio.toFixed(3), `≤ ${BUDGETS.lcpRatio}`);
    if (!(r.lcpMs <= BUDGETS.lcpMs))
      add("LCP", r.route, `${Math.round(r.lcpMs)} ms`, `≤ ${BUDGETS.lcpMs} ms`);
    if (!(r.lcpAfterFcpMs <= BUDGETS.lcpAfterFcpMs))
      add("LCP − FCP", r.route, `${Math.round(r.lcpAfterFcpMs)} ms`, `≤ ${BUDGETS.lcpAfterFcpMs} ms`);
    if (!(Number(r.cls.toFixed(3)) <= BUDGETS.cls)) add("CLS", r.route, r.cls.toFixed(3), "0");
    // NaN: the boot was not measured (it did not boot, or the browser failed), which fails too
    if (!(r.bootJsGzip <= BUDGETS.bootJsGzip))
      add(
        "JavaScript on boot (gzip)",
        r.route,
        Number.isNaN(r.bootJsGzip) ? "not measured" : kb(r.bootJsGzip),
        `≤ ${kb(BUDGETS.bootJsGzip)}`,
      );
    if (FORM_ROUTES.includes(r.route) && r.typedKept === null)
      add("first focus to React ready", r.route, "not measured (no form boot policy found)", "measured");
    // a form page (typedKept is measured there) must have a figure: NaN means the measurement broke
    if (
      r.typedKept !== null
        ? !(r.focusToReadyMs <= BUDGETS.focusToReadyMs)
        : r.focusToReadyMs > BUDGETS.focusToReadyMs
    )
      add(
        "first focus to React ready",
        r.route,
        `${Math.round(r.focusToReadyMs)} ms`,
        `≤ ${BUDGETS.focusToReadyMs} ms`,
      );
    if (r.typedKept === false) add("text typed while React boots", r.route, "lost", "kept");
    if (r.typedKeptAtLoad === false)
      add("text typed while React boots (tapped at load)", r.route, "lost", "kept");
    if (r.tbtMs > BUDGETS.tbtMs) add("TBT", r.route, `${Math.round(r.tbtMs)} ms`, `≤ ${BUDGETS.tbtMs} ms`);
    if (r.cssGzip > BUDGETS.cssGzip) add("CSS (gzip)", r.route, kb(r.cssGzip), `≤ ${kb(BUDGETS.cssGzip)}`);
    if (r.route === "/") {
      if (r.jsGzip > BUDGETS.landingJsGzip)
        add("JavaScript of / (gzip)", r.route, kb(r.jsGzip), `≤ ${kb(BUDGETS.landingJsGzip)}`);
      if (r.supabaseScripts.length > 0)
        add("supabase-js loaded by /", r.route, r.supabaseScripts.join(", "), "not loaded");
      if (r.htmlGzip > BUDGETS.landingHtmlGzip)
        add("HTML of / (gzip)", r.route, kb(r.htmlGzip), `≤ ${kb(BUDGETS.landingHtmlGzip)}`);
      if (!r.lcpFromHtml)
        add(
          "hero rendered from the HTML alone",
          r.route,
          "zero-JS copy paints another LCP element",
          "same element",
        );
    }
  }
  const missing = expectedRoutes.filter((route) => !routes.some((r) => r.route === route));
  if (missing.length > 0)
    add("routes measured", undefined, `${missing.join(", ")} missing`, "every route measured");
  if (!contact) add("contact function", undefined, "not measured", "measured");
  else {
    if (contact.errors > 0 || contact.non2xx > 0)
      add("contact function errors", undefined, `${contact.non2xx} non-2xx, ${contact.errors} errors`, "0");
    if (contact.rps < BUDGETS.contactRps)
      add(
        "contact function throughput",
        undefined,
        `${Math.round(contact.rps)} req/s`,
        `≥ ${BUDGETS.contactRps} req/s`,
      );
    if (contact.p99Ms > BUDGETS.contactP99Ms)
      add("contact function p99", undefined, `${contact.p99Ms} ms`, `≤ ${BUDGETS.contactP99Ms} ms`);
  }
  return out;
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}
