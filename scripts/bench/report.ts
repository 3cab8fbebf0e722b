// The Markdown table the benchmark prints and writes next to its JSON.
import { BUDGETS, KB, type ContactFigures, type RouteFigures, type Violation } from "./budgets.ts";

const ms = (v: number) => `${Math.round(v)}`;
const kb = (v: number) => (v / KB).toFixed(1);

export function markdownReport(
  routes: RouteFigures[],
  contact: ContactFigures | undefined,
  violations: Violation[],
): string {
  const lines = [
    "| route | perf | a11y | BP | SEO | FCP ms | LCP ms | LCP − FCP ms | zero-JS LCP ms | LCP ratio | TBT ms | CLS | SI ms | server ms | HTML kB gz | CSS kB gz | JS kB gz | JS on boot kB gz | first focus → React ms | typed text | tapped at load → React ms |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...routes.map(
      (r) =>
        `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${ms(r.fcpMs)} | ${ms(r.lcpMs)} | ${ms(r.lcpAfterFcpMs)} | ${ms(r.zeroJsLcpMs)} | ${r.lcpRatio.toFixed(3)} | ${ms(r.tbtMs)} | ${r.cls.toFixed(3)} | ${ms(r.speedIndexMs)} | ${ms(r.serverResponseMs)} | ${kb(r.htmlGzip)} | ${kb(r.cssGzip)} | ${kb(r.jsGzip)}${r.supabaseScripts.length ? " (supabase-js!)" : ""} | ${Number.isNaN(r.bootJsGzip) ? "–" : kb(r.bootJsGzip)} | ${Number.isNaN(r.focusToReadyMs) ? "–" : ms(r.focusToReadyMs)} | ${r.typedKept === null ? "–" : r.typedKept ? "kept" : "LOST"} | ${Number.isNaN(r.focusAtLoadMs) ? "–" : `${ms(r.focusAtLoadMs)}${r.typedKeptAtLoad === false ? " (typed text LOST)" : ""}`} |`,
    ),
    `| budget | ${BUDGETS.performance} | ${BUDGETS.accessibility} | ${BUDGETS.bestPractices} | ${BUDGETS.seo} | | ≤ ${BUDGETS.lcpMs} | ≤ ${BUDGETS.lcpAfterFcpMs} | | ≤ ${BUDGETS.lcpRatio} | ≤ ${BUDGETS.tbtMs} | 0 | | | / ≤ ${kb(BUDGETS.landingHtmlGzip)} | ≤ ${kb(BUDGETS.cssGzip)} | / ≤ ${kb(BUDGETS.landingJsGzip)} | ≤ ${kb(BUDGETS.bootJsGzip)} | ≤ ${BUDGETS.focusToReadyMs} | kept | typed text kept |`,
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
