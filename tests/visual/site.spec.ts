// Every page of the served production site, at a desktop and a phone viewport, full page.
import { capture, expect, test } from "./lib/fixtures.ts";
import { listPages, NOT_FOUND_PATH } from "./lib/pages.ts";

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800, isMobile: false },
  { name: "mobile", width: 390, height: 844, isMobile: true },
] as const;

const pages = await listPages();

for (const vp of VIEWPORTS) {
  test.describe(`${vp.name} ${vp.width}x${vp.height}`, () => {
    test.use({
      viewport: { width: vp.width, height: vp.height },
      deviceScaleFactor: 1,
      isMobile: vp.isMobile,
      hasTouch: vp.isMobile,
    });
    for (const p of pages) {
      test(p.label, async ({ page }) => {
        const response = await page.goto(p.path, { waitUntil: "networkidle" });
        // never let an error page become a baseline
        expect(response?.status(), `HTTP status of ${p.path}`).toBe(p.path === NOT_FOUND_PATH ? 404 : 200);
        await p.prepare?.(page);
        // no hover or focus ring left over from preparing the state
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        const slug =
          p.label
            .replace(/^\//, "")
            .replace(/[^a-z0-9]+/gi, "-")
            .replace(/^-|-$/g, "") || "home";
        await capture(page, ["site", `${slug}.${vp.name}.png`]);
      });
    }
  });
}
