/// <reference lib="dom" />
// Prerendered and served like production: HTML readable without JavaScript, 404 status for unknown
// paths, and the headers from netlify.toml (security, caching) on every response.
import { expect, test } from "@playwright/test";
import { hydrated, settled } from "./boot.ts";
import { E2E_AUTH_URL } from "./env.ts";

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, heading, text] of [
    ["/", "Know where every asset is, right now", "Most Popular"],
    ["/use-cases", "Industry Solutions", "Construction"],
    ["/about", "Our Story", "Our Values"],
    ["/contact", "Get in Touch", "Monday to Friday 9:00 AM - 6:00 PM PST"],
    ["/auth/javascript-required", "JavaScript is needed to sign in", "Back to Sign In"],
  ] as const) {
    test(`${path} is readable from the prerendered HTML`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(text).first()).toBeVisible();
      await expect(page.locator("footer#contact")).toBeVisible();
    });
  }

  test("the not-found page is prerendered too", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
  });
});

test("a first visit paints in the metric-matched fallback and asks for no font before the page has loaded; the next pages open in Inter", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  await page.goto("/about");
  const first = await page.evaluate(() => ({
    gate: document.documentElement.hasAttribute("data-fonts"),
    stack: getComputedStyle(document.body).fontFamily,
  }));
  expect(first.gate).toBe(false);
  // Arial's metrics overridden to Inter's (Liberation Sans on Linux, Roboto on Android): scripts/fonts.ts
  expect(first.stack).toMatch(/^"Inter Core Fallback", "Inter Core Fallback Roboto"/);
  // the subset is fetched for the next page once this one has loaded and painted, and remembered
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("orbitag-font")))
    .toMatch(/^\/assets\/inter-core-wght-[\w-]+\.woff2$/);
  const timing = await page.evaluate(() => {
    const font = performance
      .getEntriesByType("resource")
      .find((entry) => /\/inter-core-wght-/.test(entry.name))!.startTime;
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const paint = performance.getEntriesByName("first-contentful-paint")[0]!.startTime;
    return { font, loaded: nav.loadEventStart, paint };
  });
  expect(timing.font, "the font request starts after the load event").toBeGreaterThanOrEqual(timing.loaded);
  expect(timing.font, "and after the first paint").toBeGreaterThan(timing.paint);

  for (const path of ["/", "/use-cases", "/contact", "/auth", "/no/such/page"]) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const { gate, stack, coreLoaded } = await page.evaluate(() => ({
      gate: document.documentElement.hasAttribute("data-fonts"),
      stack: getComputedStyle(document.body).fontFamily,
      coreLoaded: [...document.fonts].some(
        (face) => face.family.replaceAll('"', "") === "Inter Core" && face.status === "loaded",
      ),
    }));
    expect(gate, path).toBe(true);
    // the subset is a family of its own, first in the stack (scripts/fonts.ts says why), then the fallbacks
    // for its characters, then @fontsource's Inter for any other
    expect(stack, path).toMatch(
      /^"Inter Core", "Inter Core Fallback", "Inter Core Fallback Roboto", "Inter Variable"/,
    );
    expect(coreLoaded, path).toBe(true);
  }
  expect([...new Set(fonts)]).toEqual([expect.stringMatching(/^\/assets\/inter-core-wght-[\w-]+\.woff2$/)]);

  // a visitor's name with letters the site's own text does not use: Inter's latin face loads for them
  await page.goto("/contact");
  const name = page.getByRole("textbox", { name: "Full Name" });
  await name.fill("Zoë Ångström");
  await expect(name).toHaveValue("Zoë Ångström");
  await expect.poll(() => fonts.some((url) => /\/inter-latin-wght-/.test(url))).toBe(true);
  // the request goes out before the face finishes loading: wait for it to load, not just be asked for
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some(
          (face) => face.family.replaceAll('"', "") === "Inter Variable" && face.status === "loaded",
        ),
      ),
    )
    .toBe(true);
});

test("a page with a form hydrates its islands with React alone, and its links load prerendered pages", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/contact");
  await page.getByRole("textbox", { name: "Full Name" }).focus(); // the form page hydrates on first use
  await hydrated(page);
  // React's client and the islands' modules: no router, no route module of React Router's manifest
  expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/entry\.client-[\w-]+\.js$/));
  // (a chunk's hash is 8 characters: contact-form-<hash>.js is the island, contact-<hash>.js the route module)
  expect(scripts.filter((url) => /\/assets\/(root|contact|manifest)-[\w-]{8}\.js$/.test(url))).toEqual([]);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.locator("header").getByRole("link", { name: "About", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Our Story" })).toBeVisible();
  // a page load: a new document, prerendered, which boots nothing for an anonymous visitor
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined();
  await settled(page);
});

test("unknown paths get the 404 page with HTTP 404, log the path, and link home", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const response = await page.goto("/this-page/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect.poll(() => errors.some((text) => text.includes("/this-page/does-not-exist"))).toBe(true);
  await page.getByRole("main").getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Know where every asset is");
});

test("every page carries the security headers, with a CSP that allows no inline script by default", async ({
  request,
}) => {
  for (const path of ["/", "/about", "/contact", "/use-cases", "/auth", "/missing-page"]) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers["strict-transport-security"], path).toMatch(/max-age=\d{7,}/);
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    const csp = headers["content-security-policy"] ?? "";
    expect(csp, path).toContain("frame-ancestors 'none'");
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? "";
    expect(scriptSrc, path).toContain("'self'");
    expect(scriptSrc, path).not.toContain("unsafe-inline");
    expect(scriptSrc, path).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    const connectSrc = /connect-src ([^;]+)/.exec(csp)?.[1] ?? "";
    expect(connectSrc, path).toContain("'self'");
    expect(connectSrc, path).toContain(new URL(E2E_AUTH_URL).origin);
  }
});

test("the CSP blocks nothing the pages need: no violations while pages load and hydrate", async ({
  page,
}) => {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  for (const path of ["/", "/about", "/use-cases", "/contact", "/auth", "/nowhere"]) {
    await page.goto(path);
    // start React where a visitor would: the forms on first focus (the other pages boot nothing for an
    // anonymous visitor; the not-found page logs the path from an inline script)
    const field = page.locator("main input").first();
    if ((await field.count()) > 0) {
      await field.focus();
      await hydrated(page);
    } else await settled(page);
  }
  expect(violations).toEqual([]);
  // and an injected inline script would be refused
  const executed = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(executed).toBe(false);
});

// Cache-Control itself is checked against Netlify's header parser in packages/site/scripts/netlify-headers.test.ts:
// `netlify serve` replaces it with its static server's value locally.
test("hashed assets are served with the headers from netlify.toml", async ({ page, request }) => {
  const assets: string[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/assets/")) assets.push(response.url());
  });
  await page.goto("/");
  expect(assets.length).toBeGreaterThan(0);
  for (const url of assets) {
    const headers = (await request.get(url)).headers();
    expect(headers["strict-transport-security"], url).toMatch(/max-age=\d{7,}/);
    expect(headers["x-content-type-options"], url).toBe("nosniff");
  }
});

for (const path of ["/", "/use-cases", "/about", "/contact", "/auth"]) {
  test(`${path}: the metric-matched fallback lays the page out as Inter does, as tall, its headings where they stand in Inter`, async ({
    browser,
  }) => {
    const layout = (page: import("@playwright/test").Page) =>
      page.evaluate(() => {
        // a lazy section off-screen keeps its placeholder height (contain-intrinsic-size) until it has been
        // rendered once, which depends on timing: measured rendered, on both loads (a CI run compared a rendered
        // section with its placeholder, 196 px apart, at 390 px)
        for (const section of document.querySelectorAll<HTMLElement>("[data-lazy-render]"))
          section.style.contentVisibility = "visible";
        return {
          height: document.documentElement.scrollHeight,
          headings: [...document.querySelectorAll("h1, h2, h3")].map((h) => [
            h.textContent?.trim(),
            Math.round(h.getBoundingClientRect().top + window.scrollY),
          ]),
        };
      });
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      // a first visit (fresh storage) paints in the fallback and keeps Inter for the next page: this one, again
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.hasAttribute("data-fonts"))).toBe(false);
      const fallback = await layout(page);
      await expect.poll(() => page.evaluate(() => localStorage.getItem("orbitag-font"))).not.toBeNull();
      await page.reload();
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => document.documentElement.hasAttribute("data-fonts"))).toBe(true);
      // measured equal to the pixel on every page at both widths (scripts/fonts.ts matches the metrics)
      expect(await layout(page), `${path} at ${viewport.width} px`).toEqual(fallback);
      await context.close();
    }
  });
}
