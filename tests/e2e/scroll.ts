/// <reference lib="dom" />
// Reading where the page is scrolled to, for the header's section links.
import type { Page } from "@playwright/test";

/** Distance of a section's top from the viewport top (the sticky header covers the first 64 px). */
export function sectionTop(page: Page, id: string) {
  return page.evaluate(
    (sectionId) =>
      document.getElementById(sectionId)?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY,
    id,
  );
}

/** Waits until the page has not scrolled for a few frames (a smooth scroll has ended) and returns scrollY. */
export async function settledScroll(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = -1;
        let still = 0;
        const tick = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 10) resolve(last);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}
