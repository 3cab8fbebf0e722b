// The Markdown table the benchmark prints and writes next to its JSON.
import {
  BUDGETS,
  KB,
  bootNetworkFloorMs,
  type ContactFigures,
  type RouteFigures,
  type Violation,
} from "./budgets.ts";
import { NOT_FOUND_ROUTE } from "./routes.ts";

const ms = (v: number) => `${Math.round(v)}`;
const kb = (v: number) => (v / KB).toFixed(1);

/** the route as the table names it: the 404 page and the noindex pages say so */
const routeLabel = (r: RouteFigures) =>
  `${r.route}${r.route === NOT_FOUND_ROUTE ? " (404 page)" : r.noindex ? " (noindex)" : ""}`;
/** a noindex page's SEO score has no budget (scripts/bench/budgets.ts): shown in parentheses */
const seo = (r: RouteFigures) => (r.noindex ? `(${r.seo})` : `${r.seo}`);
/** best practices scored with a by-design failure passed (the not-found page's console errors): marked */
const bestPractices = (r: RouteFigures) => `${r.bestPractices}${r.waivedAudits.length > 0 ? "*" : ""}`;

export function markdownReport(
  routes: RouteFigures[],
  contact: ContactFigures | undefined,
  violations: Violation[],
  /** the first-focus runs' network (focus.ts), for the floor under a tap at the load event */
  link?: { requestLatencyMs: number; downloadThroughputKbps: number },
): string {
  const lines = [
    "| route | perf | a11y | BP | SEO | FCP ms | LCP ms | LCP − FCP ms | zero-JS LCP ms | LCP ratio | TBT ms | CLS | SI ms | server ms | HTML kB gz | CSS kB gz | JS kB gz | JS on boot kB gz | first focus → React ms | typed text | tapped at load → React ms |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...routes.map(
      (r) =>
        `| ${routeLabel(r)} | ${r.performance} | ${r.accessibility} | ${bestPractices(r)} | ${seo(r)} | ${ms(r.fcpMs)} | ${ms(r.lcpMs)} | ${ms(r.lcpAfterFcpMs)} | ${ms(r.zeroJsLcpMs)} | ${r.lcpRatio.toFixed(3)} | ${ms(r.tbtMs)} | ${r.cls.toFixed(3)} | ${ms(r.speedIndexMs)} | ${ms(r.serverResponseMs)} | ${kb(r.htmlGzip)} | ${kb(r.cssGzip)} | ${kb(r.jsGzip)}${r.supabaseScripts.length ? " (supabase-js!)" : ""} | ${Number.isNaN(r.bootJsGzip) ? "–" : kb(r.bootJsGzip)} | ${Number.isNaN(r.focusToReadyMs) ? "–" : ms(r.focusToReadyMs)} | ${r.typedKept === null ? "–" : r.typedKept ? "kept" : "LOST"} | ${Number.isNaN(r.focusAtLoadMs) ? "–" : `${ms(r.focusAtLoadMs)}${r.typedKeptAtLoad === false ? " (typed text LOST)" : ""}`} |`,
    ),
    `| budget | ${BUDGETS.performance} | ${BUDGETS.accessibility} | ${BUDGETS.bestPractices} | ${BUDGETS.seo}, indexed pages | | ≤ ${BUDGETS.lcpMs} | ≤ ${BUDGETS.lcpAfterFcpMs} | | ≤ ${BUDGETS.lcpRatio} | ≤ ${BUDGETS.tbtMs} | 0 | | | / ≤ ${kb(BUDGETS.landingHtmlGzip)} | ≤ ${kb(BUDGETS.cssGzip)} | / ≤ ${kb(BUDGETS.landingJsGzip)} | ≤ ${kb(BUDGETS.bootJsGzip)} | ≤ ${BUDGETS.focusToReadyMs} | kept | typed text kept |`,
    "",
    "JS on boot: every script a visit fetches through React's boot until the page is quiet, what the boot loads when idle included (scripts/bench/boot-js.ts, in Chromium: the first focus on a form page, a toast from the previous page on the others). SEO in parentheses: a noindex page, which Lighthouse's SEO category fails by design; its other budgets are every page's.",
    ...routes
      .filter((r) => link && !Number.isNaN(r.focusAtLoadMs) && !Number.isNaN(r.bootJsGzip))
      .map(
        (r) =>
          `Tapped at load on ${r.route}: ${ms(r.focusAtLoadMs)} ms, of which the network alone takes at least ${ms(bootNetworkFloorMs(r.bootJsGzip, link!))} ms (one request's ${link!.requestLatencyMs} ms, then ${kb(r.bootJsGzip)} kB at ${(link!.downloadThroughputKbps / 1000).toFixed(2)} Mbit/s) before any script runs: the 1 s budget is for a tap once the boot modules are prefetched.`,
      ),
    ...routes
      .filter((r) => r.waivedAudits.length > 0)
      .map(
        (r) =>
          `* scored without by-design failures: ${r.waivedAudits.join("; ")} on ${r.route} (scripts/bench/routes.ts notFoundPageLogs: its 404 status and the path it logs; any other console error still counts).`,
      ),
    "",
  ];
  if (contact)
    lines.push(
      `| contact function (loopback, SMTP stubbed, ${contact.connections} connections) | req/s | p50 ms | p99 ms | max ms | requests | non-2xx + errors |`,
      "|---|---|---|---|---|---|---|",
      `| POST /api/send-contact-email | ${Math.round(contact.rps)} | ${contact.p50Ms} | ${contact.p99Ms} | ${contact.maxMs} | ${contact.requests} | ${contact.non2xx + contact.errors} |`,
      `| budget | ≥ ${BUDGETS.contactRps} | | ≤ ${BUDGETS.contactP99Ms} | | | 0 |`,
      "",
    );
  lines.push(
    violations.length === 0
      ? "All budgets met."
      : [
          `${violations.length} budget(s) broken:`,
          ...violations.map(
            (v) => `- ${v.figure}${v.route ? ` on ${v.route}` : ""}: ${v.actual} (budget ${v.budget})`,
          ),
        ].join("\n"),
  );
  return lines.join("\n");
}
