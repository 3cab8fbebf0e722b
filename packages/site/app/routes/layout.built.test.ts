// The prerendered pages of the production build, laid out by Chromium at a desktop and a phone width: the
// rhythm around the stat rows, the pricing row, and the contact page's business hours. Reads the build
// (`npm run build`; `npm test` builds first) and fails when there is none.
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import sirv from "sirv";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { site } from "../config/site";

declare module "vitest" {
  export interface ProvidedContext {
    chromium: { executablePath: string; args: string[] };
  }
}

const client = path.resolve(import.meta.dirname, "../../build/client");

let server: Server;
let browser: Browser;
let origin = "";

beforeAll(async () => {
  if (!existsSync(path.join(client, "index.html")))
    throw new Error(
      `${path.relative(process.cwd(), client)} holds no build: run \`npm run build\` first (npm test does)`,
    );
  server = createServer(sirv(client, { extensions: ["html"] }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  browser = await chromium.launch(inject("chromium"));
});

afterAll(async () => {
  await browser?.close();
  server?.close();
});

const WIDTHS = [1280, 390];

/** The page at a width, every lazily rendered section laid out (they are sized by estimate off-screen). */
async function open(pathname: string, width: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
  await page.goto(origin + pathname);
  await page.addStyleTag({ content: "[data-lazy-render] { content-visibility: visible !important; }" });
  await page.evaluate(() => document.fonts.ready);
  return page;
}

/** Top and bottom of the first and last stat card of the page's row of figures. */
async function statRow(page: Page) {
  return page.evaluate(() => {
    const cards = [...document.querySelectorAll("[data-slot=stat-card]")].map((c) =>
      c.getBoundingClientRect(),
    );
    return { top: Math.min(...cards.map((c) => c.top)), bottom: Math.max(...cards.map((c) => c.bottom)) };
  });
}

describe("built pages", () => {
  test.each(WIDTHS)("home at %i px: as much space above the figures as below them", async (width) => {
    const page = await open("/", width);
    const row = await statRow(page);
    const edges = await page.evaluate(() => ({
      // the muted Why Us band ends where the space above the figures starts
      band: document.querySelector("#why-us")!.getBoundingClientRect().bottom,
      // the space below ends at the next section's first content, its eyebrow
      next: document.querySelector("#features [data-slot=section-eyebrow]")!.getBoundingClientRect().top,
    }));
    await page.close();
    const above = row.top - edges.band;
    const below = edges.next - row.bottom;
    expect(Math.abs(above - below), `above ${above}px, below ${below}px`).toBeLessThanOrEqual(2);
  });

  test.each(WIDTHS)("about at %i px: as much space above the figures as below them", async (width) => {
    const page = await open("/about", width);
    const row = await statRow(page);
    const edges = await page.evaluate(() => ({
      values: Math.max(
        ...[...document.querySelectorAll("[data-slot=value-card]")].map(
          (c) => c.getBoundingClientRect().bottom,
        ),
      ),
      footer: document.querySelector("footer")!.getBoundingClientRect().top,
    }));
    await page.close();
    const above = row.top - edges.values;
    const below = edges.footer - row.bottom;
    expect(Math.abs(above - below), `above ${above}px, below ${below}px`).toBeLessThanOrEqual(2);
  });

  test("home at 1280 px: the plans share their top edge and their buttons one baseline", async () => {
    const page = await open("/", 1280);
    const plans = await page.evaluate(() =>
      [...document.querySelectorAll("[data-slot=pricing-card]")].map((card) => ({
        top: Math.round(card.getBoundingClientRect().top),
        cta: Math.round(
          card.querySelector("[data-slot=pricing-card-cta] > *")!.getBoundingClientRect().bottom,
        ),
      })),
    );
    await page.close();
    expect(plans).toHaveLength(3);
    expect(new Set(plans.map((plan) => plan.top)).size).toBe(1);
    expect(new Set(plans.map((plan) => plan.cta)).size).toBe(1);
  });

  test.each(WIDTHS)(
    "contact at %i px: business hours are one item, one icon, a labelled line a day, each value on one line",
    async (width) => {
      const page = await open("/contact", width);
      const info = page.locator("[data-slot=contact-info-card]");
      const hours = info.locator("[data-slot=contact-info-item]", { hasText: "Business hours" });
      await expect(hours.count()).resolves.toBe(1);
      await expect(hours.locator("svg").count()).resolves.toBe(1);
      await expect(hours.locator("dt").allTextContents()).resolves.toEqual([
        "Monday to Friday",
        "Saturday",
        "Sunday",
      ]);
      // each line reads as the spec words it: its hours beside the day where the card has room for both (the
      // desktop's side column at 1280 px; not yet at 1024), under it on a 390 px phone
      const beside = width === 1280;
      for (const line of site.contact.hours) {
        const row = info.getByText(line, { exact: true });
        await expect(row.isVisible()).resolves.toBe(true);
        const [term, value] = await row.locator("dt, dd").evaluateAll((cells) =>
          cells.map((cell) => ({
            top: Math.round(cell.getBoundingClientRect().top),
            left: Math.round(cell.getBoundingClientRect().left),
          })),
        );
        if (beside) {
          expect(value!.top).toBe(term!.top);
          expect(value!.left).toBeGreaterThan(term!.left);
        } else {
          expect(value!.left).toBe(term!.left);
          expect(value!.top).toBeGreaterThan(term!.top);
        }
      }
      // a range breaks only after its dash: every line of a value starts with a time (or "closed")
      const starts = await hours.locator("dd").evaluateAll((values) =>
        values.flatMap((value) => {
          const lines = new Map<number, string>();
          const walker = document.createTreeWalker(value, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode())
            for (const word of node.textContent!.matchAll(/\S+/g)) {
              const range = document.createRange();
              range.setStart(node, word.index);
              range.setEnd(node, word.index + word[0].length);
              const top = Math.round(range.getBoundingClientRect().top);
              if (!lines.has(top)) lines.set(top, word[0]);
            }
          return [...lines.values()];
        }),
      );
      expect(starts.filter((word) => !/^(\d|closed$)/.test(word))).toEqual([]);
      // and at these widths no value needs a second line
      expect(starts).toHaveLength(site.contact.hours.length);
      await page.close();
    },
  );
});
