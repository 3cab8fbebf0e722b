/// <reference lib="dom" />
// The header on a phone: the menu is the kit Navbar's native popover, so it works by touch and by keyboard
// on a page that runs no framework (an anonymous visitor) and with JavaScript off.
import { expect, test, type Page } from "@playwright/test";
import { bootDecided, notBooted } from "./boot.ts";
import { E2E_APP_URL } from "./env.ts";
import { sectionTop, settledScroll } from "./scroll.ts";

const menu = (page: Page) => page.getByRole("navigation", { name: "Mobile" });

/** Chromium's own accessibility tree: is the button with this name exposed as expanded? */
async function expanded(page: Page, name: string): Promise<boolean | undefined> {
  const session = await page.context().newCDPSession(page);
  const { nodes } = (await session.send("Accessibility.getFullAXTree")) as {
    nodes: Array<{
      role?: { value: string };
      name?: { value: string };
      properties?: Array<{ name: string; value: { value: unknown } }>;
    }>;
  };
  await session.detach();
  const node = nodes.find((n) => n.role?.value === "button" && n.name?.value === name);
  return node?.properties?.find((p) => p.name === "expanded")?.value.value as boolean | undefined;
}

test("the menu opens and closes by touch, and its links work, with no framework on the page", async ({
  page,
}) => {
  await page.goto("/");
  await bootDecided(page);
  await notBooted(page);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).tap();
  await expect(menu(page)).toBeVisible();
  // the platform names the state: the label follows in CSS, the expanded state comes from popovertarget
  await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
  expect(await expanded(page, "Close menu")).toBe(true);
  const trial = page.locator("[data-slot=navbar-menu]").getByRole("link", { name: "Start Free Trial" });
  await expect(trial).toHaveAttribute("href", E2E_APP_URL);
  await expect(trial).toHaveAttribute("target", "_blank");
  // every stop in the panel is a touch-sized target, the account buttons as the links (44 px high)
  const heights = await page
    .locator("[data-slot=navbar-menu]")
    .locator("a[href], button")
    .evaluateAll((stops) => stops.map((stop) => Math.round(stop.getBoundingClientRect().height)));
  expect(heights.length).toBeGreaterThanOrEqual(7);
  expect(heights.filter((h) => h < 44)).toEqual([]);
  // a tap outside it (below the panel) closes it
  await page.touchscreen.tap(195, 820);
  await expect(menu(page)).toBeHidden();
  expect(await expanded(page, "Open menu")).toBe(false);

  await page.getByRole("button", { name: "Open menu" }).tap();
  await menu(page).getByRole("link", { name: "About" }).tap();
  await expect(page).toHaveURL(/\/about$/);
  await expect(menu(page)).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Our Story" })).toBeVisible();
});

test("the menu works by keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus", async ({
  page,
}) => {
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(menu(page)).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(menu(page).getByRole("link", { name: "Features" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu(page)).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

  // Features from the menu on another page: navigate home, then land on the section
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/contact");
  await page.getByRole("button", { name: "Open menu" }).focus();
  await page.keyboard.press("Enter");
  await menu(page).getByRole("link", { name: "Pricing" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => sectionTop(page, "pricing")).toBeLessThan(100);
  await expect(menu(page)).toBeHidden();
});

test("Tab past the menu's last item closes it: the focus goes on into the page, in sight, not under the panel", async ({
  page,
}) => {
  await page.goto("/about");
  await page.getByRole("button", { name: "Open menu" }).focus();
  await page.keyboard.press("Enter");
  await expect(menu(page)).toBeVisible();
  const panel = page.locator("[data-slot=navbar-menu]");
  // through the menu's links and its account buttons, one by one
  const stops = await panel.locator("a[href], button").count();
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press("Tab");
    await expect(panel.locator(":focus")).toHaveCount(1);
  }
  await page.keyboard.press("Tab");
  await expect(menu(page)).toBeHidden();
  // the focused element is on the page, not inside the closed panel, and nothing lies over it
  const focused = page.locator(":focus");
  await expect(focused).toHaveCount(1);
  await expect(panel.locator(":focus")).toHaveCount(0);
  // the browser scrolled it into view as it took the focus: in the viewport, and the top element at its centre
  await settledScroll(page);
  const onTop = await focused.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (el === hit || el.contains(hit));
  });
  expect(onTop).toBe(true);
});

test("Pricing from the menu closes it and glides to the pricing section, past sections not rendered yet", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).tap();
  await menu(page).getByRole("link", { name: "Pricing" }).tap();
  await expect(menu(page)).toBeHidden();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await settledScroll(page);
  // right under the sticky header: no strip of the section before it between them
  const headerBottom = await page.getByRole("banner").evaluate((el) => el.getBoundingClientRect().bottom);
  expect(Math.abs((await sectionTop(page, "pricing")) - headerBottom)).toBeLessThan(1);
});

test("at desktop width the open menu gives way to the bar's links", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("button", { name: "Open menu" }).tap();
  await expect(menu(page)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menu(page)).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
});

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("the menu still opens, closes on Escape, and its links navigate", async ({ page }) => {
    await page.goto("/use-cases");
    await page.getByRole("button", { name: "Open menu" }).tap();
    await expect(menu(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).tap();
    await menu(page).getByRole("link", { name: "Contact" }).tap();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeVisible();
  });
});
