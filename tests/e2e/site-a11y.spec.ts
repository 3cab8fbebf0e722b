/// <reference lib="dom" />
// axe on every page, at desktop (1280×800) and phone (390×844) sizes: zero violations.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { settled } from "./boot.ts";
import { SITE_PATHS } from "./pages.ts";

for (const path of SITE_PATHS) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await settled(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  });
}

test("axe finds no violations in the open mobile menu", async ({ page, isMobile }) => {
  await page.goto("/");
  // on a phone the menu sits behind its toggle; on desktop the same links are in the bar
  if (isMobile) await page.getByRole("button", { name: "Open menu" }).click();
  const results = await new AxeBuilder({ page }).include("header").analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test("axe finds no violations on the contact function's own page (a form posted without JavaScript)", async ({
  page,
}) => {
  await page.goto("/contact");
  // the browser's own submission, as with JavaScript off: the function answers with the problems page
  await Promise.all([
    page.waitForURL("**/api/send-contact-email"),
    page.locator("form").evaluate((form: HTMLFormElement) => form.submit()),
  ]);
  await expect(page.getByRole("heading", { level: 1, name: "Please check your message" })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
});

for (const path of SITE_PATHS)
  test(`${path}: the first Tab shows "Skip to content"; Enter takes the next Tab into the page's content`, async ({
    page,
  }) => {
    await page.goto(path);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    // shown while focused, over the header, in the viewport
    const box = (await skip.boundingBox())!;
    expect(box.width).toBeGreaterThan(40);
    expect(box.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    await page.keyboard.press("Tab");
    // past the header: the focus is inside <main> (or, on a page with nothing to focus there, in the footer)
    const where = await page.evaluate(() => {
      const el = document.activeElement;
      return el?.closest("main")
        ? "main"
        : el?.closest("footer")
          ? "footer"
          : el?.closest("header")
            ? "header"
            : "";
    });
    expect(["main", "footer"]).toContain(where);
  });
