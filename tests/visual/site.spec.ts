// Every page of the served production site, at a desktop and a phone viewport, full page.
import { settled } from "../e2e/boot.ts";
import { beginSnapshot, capture, expect, test } from "./lib/fixtures.ts";
import { listPages, NOT_FOUND_PATH } from "./lib/pages.ts";
import { pageSelected, pageSnapshot, VIEWPORTS } from "./lib/snapshots.ts";

const pages = (await listPages()).filter((p) => pageSelected(p.label));

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
        test
          .info()
          .annotations.push(
            { type: "group", description: p.label },
            { type: "label", description: `${vp.name} ${vp.width}×${vp.height}` },
          );
        const name = pageSnapshot(p.label, vp.name).split("/");
        // a page that fails before its capture is still listed, as this snapshot's error, on the review page
        beginSnapshot(name);
        const response = await page.goto(p.path);
        // never let an error page become a baseline
        expect(response?.status(), `HTTP status of ${p.path}`).toBe(p.path === NOT_FOUND_PATH ? 404 : 200);
        // the page's own promise once loaded (hydrated, or deliberately without a framework), not network idleness
        await settled(page);
        await p.prepare?.(page);
        // no hover or focus ring left over from preparing the state
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await capture(page, name);
      });
    }
  });
}
