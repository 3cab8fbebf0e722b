/// <reference lib="dom" />
// The header on a phone: the menu works by touch and by keyboard.
import { expect, test } from "@playwright/test";
import { E2E_APP_URL } from "./env.ts";
import { sectionTop, settledScroll } from "./scroll.ts";

test("the menu opens and closes by touch, and its links work", async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await toggle.tap();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeVisible();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  const trial = page.locator("[data-slot=navbar-menu]").getByRole("link", { name: "Start Free Trial" });
  await expect(trial).toHaveAttribute("href", E2E_APP_URL);
  await expect(trial).toHaveAttribute("target", "_blank");
  await menu.getByRole("link", { name: "About" }).tap();
  await expect(page).toHaveURL(/\/about$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Our Story" })).toBeVisible();
});

test("the menu works by keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus", async ({
  page,
}) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(menu.getByRole("link", { name: "Features" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

  // Features from the menu on another page: navigate home, then land on the section
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/contact");
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Open menu" }).focus();
  await page.keyboard.press("Enter");
  await menu.getByRole("link", { name: "Pricing" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(() =>
      page.evaluate(
        () => document.getElementById("pricing")?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY,
      ),
    )
    .toBeLessThan(100);
});

test("Pricing from the menu glides to the pricing section, past sections not rendered yet", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Open menu" }).tap();
  await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Pricing" }).tap();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await settledScroll(page);
  const top = await sectionTop(page, "pricing");
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(100);
});
