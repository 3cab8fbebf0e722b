import { describe, expect, it } from "vitest";
import { isNoindex, NOT_FOUND_ROUTE, pageRoutes, siteRoutes } from "./routes.ts";

describe("pageRoutes", () => {
  it("keeps every page of the prerender list, noindex ones included, and measures the 404 page where visitors meet it", () => {
    expect(
      pageRoutes([
        "/",
        "/auth/javascript-required",
        "/use-cases",
        "/contact",
        "/contact/thanks",
        "/404",
        "/sitemap.xml",
        "/robots.txt",
        "/site.webmanifest",
      ]),
    ).toEqual([
      "/",
      "/auth",
      "/auth/javascript-required",
      "/contact",
      "/contact/thanks",
      "/use-cases",
      NOT_FOUND_ROUTE,
    ]);
  });
});

describe("siteRoutes", () => {
  it("is the site's prerender list: the noindex pages and the 404 page are measured", async () => {
    const routes = await siteRoutes();
    expect(routes).toEqual(
      expect.arrayContaining([
        "/",
        "/about",
        "/contact/thanks",
        "/auth/javascript-required",
        NOT_FOUND_ROUTE,
      ]),
    );
    expect(routes).not.toContain("/404");
  });
});

describe("isNoindex", () => {
  it("reads the robots meta tag the site's noindex pages carry", () => {
    expect(isNoindex('<head><meta name="robots" content="noindex"/></head>')).toBe(true);
    expect(isNoindex('<head><meta name="robots" content="noindex, nofollow"></head>')).toBe(true);
    expect(isNoindex('<head><meta name="description" content="noindex"/></head>')).toBe(false);
    expect(isNoindex("<head></head>")).toBe(false);
  });
});
