import { describe, expect, it } from "vitest";
import type { RouteFigures } from "./budgets.ts";
import { passingRoute } from "./figures.fixture.ts";
import { markdownReport } from "./report.ts";
import { NOT_FOUND_ROUTE } from "./routes.ts";

const route: RouteFigures = { ...passingRoute, bootJsGzip: 108_100 };

describe("markdownReport", () => {
  it("names the noindex pages and the 404 page, and shows their unbudgeted SEO score in parentheses", () => {
    const table = markdownReport(
      [
        route,
        { ...route, route: "/contact/thanks", noindex: true, seo: 61, bootJsGzip: Number.NaN },
        {
          ...route,
          route: NOT_FOUND_ROUTE,
          noindex: true,
          status: 404,
          seo: 54,
          waivedAudits: ["Browser errors were logged to the console"],
        },
      ],
      undefined,
      [],
    );
    const rows = table.split("\n").filter((line) => line.startsWith("| /"));
    const cells = (row: string) => row.split(" | ").map((cell) => cell.replace(/^\| /, ""));
    expect(rows.map((row) => cells(row).slice(0, 5))).toEqual([
      ["/", "100", "100", "100", "100"],
      ["/contact/thanks (noindex)", "100", "100", "100", "(61)"],
      [`${NOT_FOUND_ROUTE} (404 page)`, "100", "100", "100*", "(54)"],
    ]);
    // JS on boot, kB: the figure, or a dash where it was not measured
    expect(rows.map((row) => cells(row)[17])).toEqual(["108.1", "–", "108.1"]);
    expect(table).toContain("* scored without by-design failures: Browser errors were logged to the console");
    expect(table).toContain("All budgets met.");
  });

  it("puts a tap at the load event next to what the network alone takes for the boot", () => {
    const link = { requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56 };
    const contact = { ...route, route: "/contact", bootJsGzip: 115_300, focusAtLoadMs: 2190 };
    const table = markdownReport([route, contact], undefined, [], link);
    // 562.5 + 115300 B × 8 / (1474.56 kbit/s × 1.024) = 562.5 + 610.9
    expect(table).toContain(
      "Tapped at load on /contact: 2190 ms, of which the network alone takes at least 1173 ms (one request's 562.5 ms, then 115.3 kB at 1.47 Mbit/s)",
    );
    // a route without a tap at load gets no such line, and none at all without the link
    expect(table.match(/Tapped at load on/g)).toHaveLength(1);
    expect(markdownReport([contact], undefined, [])).not.toContain("Tapped at load");
  });
});
