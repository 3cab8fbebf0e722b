/// <reference lib="dom" />
// Header behaviour: section scrolling, navigate-then-scroll after 100 ms, new-tab links to the external app.
import { expect, test, type Page } from "@playwright/test";
import { accountEmail, confirmedAccount, signedIn } from "./accounts.ts";
import { E2E_APP_URL } from "./env.ts";
import { sectionTop, settledScroll } from "./scroll.ts";

const header = (page: Page) => page.locator("header[data-slot=navbar]");

test.describe("with reduced motion (instant scrolling)", () => {
  test.use({ reducedMotion: "reduce" });

  test("Features and Pricing scroll to their sections on the landing page", async ({ page }) => {
    await page.goto("/");
    await header(page).getByRole("link", { name: "Pricing" }).click();
    await expect.poll(() => sectionTop(page, "pricing")).toBeLessThan(100);
    await expect.poll(() => sectionTop(page, "pricing")).toBeGreaterThanOrEqual(0);
    await expect(page).toHaveURL(/\/$/);
    await header(page).getByRole("link", { name: "Features" }).click();
    await expect.poll(() => sectionTop(page, "features")).toBeLessThan(100);
    await expect.poll(() => sectionTop(page, "features")).toBeGreaterThanOrEqual(0);
  });

  test("from another page, Features navigates to '/' and scrolls exactly 100 ms later", async ({ page }) => {
    await page.clock.install();
    await page.goto("/about");
    // from here on, page time moves only when the test says so
    await page.clock.pauseAt(Date.now() + 60_000);
    await header(page).getByRole("link", { name: "Features" }).click();
    await expect(page).toHaveURL(/\/$/);
    // the header's inline script has run (it starts the 100 ms): an inline script after a stylesheet still
    // loading waits for it, so an element being in the DOM is not enough
    await page.waitForLoadState("domcontentloaded");
    await expect(page.locator("#features")).toBeAttached();
    // the landing page is there, not yet scrolled
    await page.clock.runFor(99);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.clock.runFor(1);
    await expect.poll(() => sectionTop(page, "features")).toBeLessThan(100);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });

  test("from another page, Pricing lands on the pricing section", async ({ page }) => {
    await page.goto("/contact");
    await header(page).getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => sectionTop(page, "pricing")).toBeLessThan(100);
  });
});

test("a smooth scroll to Pricing lands on it, past sections not rendered yet", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/");
  // below the fold, Features and Technology stand at estimated heights until they are rendered
  expect(await page.locator("#features[data-lazy-render]").count()).toBe(1);
  await header(page).getByRole("link", { name: "Pricing" }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await settledScroll(page);
  const top = await sectionTop(page, "pricing");
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(100);
});

test("smooth scrolling when motion is allowed, instant when reduced", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
});

test("Use Cases, About and Contact navigate to their routes", async ({ page }) => {
  await page.goto("/");
  for (const [name, path, heading] of [
    ["Use Cases", "/use-cases", "Industry Solutions"],
    ["About", "/about", "Our Story"],
    ["Contact", "/contact", "Get in Touch"],
  ] as const) {
    await header(page).getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(header(page).getByRole("link", { name, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  }
});

test("Sign In, Start Free Trial and Contact Sales open the external app in a new tab, and say so", async ({
  page,
  context,
}) => {
  await page.goto("/");
  const links = [
    header(page).getByRole("link", { name: "Sign In" }),
    header(page).getByRole("link", { name: "Start Free Trial" }),
    page.locator("main").getByRole("link", { name: "Contact Sales" }).first(),
  ];
  for (const link of links) {
    await expect(link).toHaveAttribute("href", E2E_APP_URL);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    // a screen reader hears before it follows the link that it leaves this tab (WCAG technique G201)
    await expect(link).toHaveAccessibleDescription("Opens in a new tab");
  }
  // the click really opens a second tab (the external host is not reachable offline: we stop it there)
  await context.route(`${E2E_APP_URL}**`, (route) =>
    route.fulfill({ body: "external app", contentType: "text/plain" }),
  );
  const [popup] = await Promise.all([context.waitForEvent("page"), links[1]!.click()]);
  await expect(popup).toHaveURL(E2E_APP_URL);
  expect(page.url()).toMatch(/\/$/);
});

test("the external app's address never appears as text", async ({ page }) => {
  const host = new URL(E2E_APP_URL).host;
  for (const path of ["/", "/use-cases", "/about", "/contact", "/auth"]) {
    await page.goto(path);
    expect(await page.locator("body").innerText()).not.toContain(host);
  }
});

test("the header keeps its layout while the session is resolved (no shift)", async ({ page, request }) => {
  const email = await confirmedAccount(request, "no-shift");
  await signedIn(page, email);
  // every layout shift of the next page, from its first paint
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__shift += (entry as unknown as { value: number }).value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  const links = header(page).getByRole("navigation", { name: "Main" }).getByRole("link");
  const boxes = () => links.evaluateAll((all) => all.map((link) => link.getBoundingClientRect().toJSON()));
  const before = await boxes();
  // the anonymous buttons give way to the e-mail once the stored session is read: no link moves
  await expect(accountEmail(page)).toHaveText(email);
  expect(await boxes()).toEqual(before);
  // observer callbacks are delivered with the next frames
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { __shift: number }).__shift)),
        ),
      ),
  );
  expect(shift).toBeLessThan(0.01);
});
