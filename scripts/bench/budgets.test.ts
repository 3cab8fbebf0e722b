import { describe, expect, it } from "vitest";
import { BUDGETS, checkBudgets, median, type ContactFigures, type RouteFigures } from "./budgets.ts";
import { passingRoute } from "./figures.fixture.ts";
import { NOT_FOUND_ROUTE } from "./routes.ts";

const passing = passingRoute;
const contact: ContactFigures = {
  url: "http://127.0.0.1:1/api/send-contact-email",
  connections: 10,
  rps: 900,
  p50Ms: 4,
  p99Ms: 8,
  maxMs: 30,
  requests: 15_000,
  non2xx: 0,
  errors: 0,
};

describe("checkBudgets", () => {
  it("passes figures inside every budget", () => {
    expect(checkBudgets([passing, { ...passing, route: "/about", jsGzip: 500_000 }], contact)).toEqual([]);
  });

  it.each([
    ["Lighthouse performance", { performance: 99 }],
    ["Lighthouse accessibility", { accessibility: 98 }],
    ["Lighthouse best practices", { bestPractices: 96 }],
    ["Lighthouse SEO", { seo: 92 }],
    ["LCP / LCP of zero-JS copy", { lcpRatio: 1.06 }],
    ["LCP", { lcpMs: 901 }],
    ["LCP − FCP", { lcpAfterFcpMs: 51 }],
    ["CLS", { cls: 0.0006 }],
    ["JavaScript on boot (gzip)", { bootJsGzip: BUDGETS.bootJsGzip + 1 }],
    ["first focus to React ready", { focusToReadyMs: 1001 }],
    ["text typed while React boots", { typedKept: false, focusToReadyMs: 500 }],
    [
      "text typed while React boots (tapped at load)",
      { typedKept: true, focusToReadyMs: 500, typedKeptAtLoad: false },
    ],
    ["TBT", { tbtMs: 51 }],
    ["CSS (gzip)", { cssGzip: BUDGETS.cssGzip + 1 }],
    ["JavaScript of / (gzip)", { jsGzip: BUDGETS.landingJsGzip + 1 }],
    ["supabase-js loaded by /", { supabaseScripts: ["/assets/dist-x.js"] }],
    ["HTML of / (gzip)", { htmlGzip: BUDGETS.landingHtmlGzip + 1 }],
    ["hero rendered from the HTML alone", { lcpFromHtml: false }],
  ] as Array<[string, Partial<RouteFigures>]>)("names a broken %s budget", (figure, change) => {
    const violations = checkBudgets([{ ...passing, ...change }], contact);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({ figure, route: "/" });
  });

  it("passes a form page whose first focus is answered in time with nothing typed lost", () => {
    expect(checkBudgets([{ ...passing, focusToReadyMs: 640, typedKept: true }], contact)).toEqual([]);
  });

  it("fails a form page whose focus figure is missing (NaN)", () => {
    expect(checkBudgets([{ ...passing, focusToReadyMs: Number.NaN, typedKept: true }], contact)).toEqual([
      expect.objectContaining({ figure: "first focus to React ready" }),
    ]);
  });

  it("fails a form route the bench did not measure (its page lost the form boot policy)", () => {
    for (const route of ["/contact", "/auth"])
      expect(checkBudgets([passing, { ...passing, route }], contact)).toEqual([
        {
          figure: "first focus to React ready",
          route,
          actual: "not measured (no form boot policy found)",
          budget: "measured",
        },
      ]);
  });

  it("fails a route whose boot JavaScript was not measured (NaN: the page did not boot, the browser failed)", () => {
    expect(checkBudgets([{ ...passing, bootJsGzip: Number.NaN }], contact)).toEqual([
      expect.objectContaining({ figure: "JavaScript on boot (gzip)", route: "/", actual: "not measured" }),
    ]);
  });

  it("fails boot JavaScript that the idle-loaded chunks take over the budget", () => {
    // /contact's boot block alone (106.8 kB) and with the contact schema and zod fetched when idle (+14 kB)
    const route = { ...passing, route: "/about" };
    expect(checkBudgets([passing, { ...route, bootJsGzip: 106_800 }], contact)).toEqual([]);
    expect(checkBudgets([passing, { ...route, bootJsGzip: 120_800 }], contact)).toEqual([
      {
        figure: "JavaScript on boot (gzip)",
        route: "/about",
        actual: "120.8 kB",
        budget: `≤ ${(BUDGETS.bootJsGzip / 1000).toFixed(1)} kB`,
      },
    ]);
  });

  it("fails a form page whose focus measurement failed (Infinity)", () => {
    expect(checkBudgets([{ ...passing, focusToReadyMs: Infinity, typedKept: false }], contact)).toEqual([
      expect.objectContaining({ figure: "first focus to React ready" }),
      expect.objectContaining({ figure: "text typed while React boots" }),
    ]);
  });

  it("treats a CLS that Lighthouse shows as 0.000 as zero", () => {
    expect(checkBudgets([{ ...passing, cls: 0.0004 }], contact)).toEqual([]);
  });

  it.each([
    ["contact function throughput", { rps: 499 }],
    ["contact function p99", { p99Ms: 21 }],
    ["contact function errors", { non2xx: 3 }],
  ] as Array<[string, Partial<ContactFigures>]>)("names a broken %s budget", (figure, change) => {
    expect(checkBudgets([passing], { ...contact, ...change })).toEqual([expect.objectContaining({ figure })]);
  });

  it("fails when the landing page or the contact function was not measured", () => {
    const figures = checkBudgets([{ ...passing, route: "/about" }], undefined).map((v) => v.figure);
    expect(figures).toEqual(["routes measured", "contact function"]);
  });

  it("fails when a route of the site, a noindex page among them, was left unmeasured", () => {
    const expectedRoutes = ["/", "/about", "/contact/thanks", "/no/such/page"];
    const measured = [passing, { ...passing, route: "/about" }];
    expect(checkBudgets(measured, contact, { expectedRoutes })).toEqual([
      {
        figure: "routes measured",
        actual: "/contact/thanks, /no/such/page missing",
        budget: "every route measured",
      },
    ]);
    const noindex = { ...passing, noindex: true, seo: 61 };
    expect(
      checkBudgets(
        [
          ...measured,
          { ...noindex, route: "/contact/thanks" },
          { ...noindex, route: "/no/such/page", seo: 54, status: 404 },
        ],
        contact,
        { expectedRoutes },
      ),
    ).toEqual([]);
  });
});

describe("checkBudgets on a noindex page (/contact/thanks, /auth/javascript-required, the 404 page)", () => {
  // Lighthouse's SEO category fails a page blocked from indexing (and a 404 status): the page's purpose
  const noindex: RouteFigures = { ...passing, route: "/contact/thanks", noindex: true, seo: 61 };

  it("waives the SEO score there and nowhere else", () => {
    expect(checkBudgets([passing, noindex], contact)).toEqual([]);
    expect(checkBudgets([passing, { ...noindex, noindex: false }], contact)).toEqual([
      { figure: "Lighthouse SEO", route: "/contact/thanks", actual: "61", budget: "100" },
    ]);
  });

  it.each([
    ["Lighthouse performance", { performance: 99 }],
    ["Lighthouse accessibility", { accessibility: 98 }],
    ["Lighthouse best practices", { bestPractices: 96 }],
    ["LCP", { lcpMs: 901 }],
    ["LCP − FCP", { lcpAfterFcpMs: 51 }],
    ["LCP / LCP of zero-JS copy", { lcpRatio: 1.06 }],
    ["CLS", { cls: 0.001 }],
    ["JavaScript on boot (gzip)", { bootJsGzip: BUDGETS.bootJsGzip + 1 }],
    ["JavaScript on boot (gzip)", { bootJsGzip: Number.NaN }],
    ["TBT", { tbtMs: 51 }],
    ["CSS (gzip)", { cssGzip: BUDGETS.cssGzip + 1 }],
  ] as Array<[string, Partial<RouteFigures>]>)(
    "keeps every other budget: a broken %s fails",
    (figure, change) => {
      expect(checkBudgets([passing, { ...noindex, ...change }], contact)).toEqual([
        expect.objectContaining({ figure, route: "/contact/thanks" }),
      ]);
    },
  );

  it("fails figures Lighthouse could not give (NaN), there as everywhere", () => {
    expect(
      checkBudgets([passing, { ...noindex, performance: Number.NaN, cls: Number.NaN }], contact).map(
        (v) => v.figure,
      ),
    ).toEqual(["Lighthouse performance", "CLS"]);
  });
});

describe("median", () => {
  it("takes the middle of an odd count and the mean of the middle pair of an even one", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe("the document's status", () => {
  it("is 200 on a page and 404 on the not-found page: a not-found page that answers 200 fails", () => {
    const notFound: RouteFigures = { ...passing, route: NOT_FOUND_ROUTE, noindex: true, status: 404 };
    expect(checkBudgets([passing, notFound], contact, { expectedRoutes: [] })).toEqual([]);
    expect(checkBudgets([passing, { ...notFound, status: 200 }], contact, { expectedRoutes: [] })).toEqual([
      { figure: "document status", route: NOT_FOUND_ROUTE, actual: "200", budget: "404" },
    ]);
    expect(checkBudgets([{ ...passing, status: 500 }], contact, { expectedRoutes: [] })).toEqual([
      { figure: "document status", route: "/", actual: "500", budget: "200" },
    ]);
  });
});
