// The visual suite's fixtures: a deterministic page, the static Storybook served per worker, and one
// capture step that every snapshot goes through.
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { test as base, expect, type BrowserContext, type Page, type Request } from "@playwright/test";
import sirv from "sirv";
import { storyContextOptions } from "../project.ts";
import { reportDir, storybookDir } from "./paths.ts";

export { expect };

/** What `new Date()` returns in every captured page (copyright years and the like never drift). */
export const FIXED_TIME = new Date("2026-03-02T10:00:00Z");

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);
const isLocal = (url: string) => {
  const u = new URL(url);
  return ["data:", "blob:", "about:"].includes(u.protocol) || LOCAL_HOSTS.has(u.hostname);
};

/** Replaces Math.random with a seeded generator (mulberry32), so "random" output is the same every run. */
function seedRandom() {
  let seed = 0x2f6e2b1;
  Math.random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Same time, same "random" numbers in every page of a context. */
async function freeze(context: BrowserContext): Promise<void> {
  await context.clock.setFixedTime(FIXED_TIME);
  await context.addInitScript(seedRandom);
}

/** Runs a test on `page`, then fails it if the page tried to reach another machine or threw. */
async function guarded(page: Page, run: (page: Page) => Promise<void>): Promise<void> {
  // the browser cannot resolve other hosts (see the project's launch args); this names any that were tried
  const offsite: string[] = [];
  const errors: string[] = [];
  const onRequest = (r: Request) => void (isLocal(r.url()) || offsite.push(r.url()));
  const onError = (e: Error) => void errors.push(e.message);
  page.on("request", onRequest);
  page.on("pageerror", onError);
  await run(page);
  page.off("request", onRequest);
  page.off("pageerror", onError);
  expect(offsite, "the page requested something outside this machine").toEqual([]);
  expect(errors, "uncaught errors in the page").toEqual([]);
}

export const test = base.extend<{ storyPage: Page }, { storybook: { url: string; page: Page } }>({
  // The static Storybook, served from disk by this worker (no port to clash with, nothing left running),
  // and one browser tab per worker. Every story still opens as a new document (no script state carries
  // over), but reusing the tab's warm renderer and HTTP cache makes a story about 4x faster to open.
  storybook: [
    async ({ browser }, use) => {
      if (!existsSync(`${storybookDir}/iframe.html`))
        throw new Error(`visual: ${storybookDir} is missing; the visual-setup project builds it`);
      const server = createServer(sirv(storybookDir, { maxAge: 3600 }));
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const context = await browser.newContext(storyContextOptions);
      await freeze(context);
      // nothing a previous story stored may change the next one
      await context.addInitScript(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await use({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        page: await context.newPage(),
      });
      await context.close();
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: "worker" },
  ],

  storyPage: async ({ storybook }, use) => {
    await guarded(storybook.page, use);
  },

  page: async ({ page }, use) => {
    await freeze(page.context());
    await guarded(page, use);
  },
});

/** Web fonts loaded (none failed), then a full-page snapshot compared against the committed baseline. */
export async function capture(page: Page, name: string[]): Promise<void> {
  const failed = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.status === "error").map((f) => f.family);
  });
  expect(failed, "web fonts that failed to load").toEqual([]);
  await expect(
    page,
    `visual difference: open ${reportDir}/index.html (npx playwright show-report ${reportDir}) for baseline, actual and diff; accept with npm run test:visual:update`,
  ).toHaveScreenshot(name, { fullPage: true });
}
