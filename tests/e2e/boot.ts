// What a page's boot script (packages/site/app/boot) has done, read from the page instead of waited for.
import { expect, type Page } from "@playwright/test";
import { scriptRequests as benchScriptRequests } from "../../scripts/bench/boot-js.ts";
import { PATIENCE } from "../patience.ts";

/**
 * The boot script has made its first decision: it checks the stored session in a task of its own, queued
 * while the page was parsed, so one more task after the load event comes after it.
 */
export async function bootDecided(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** React was not started: the islands' boot block still waits in its template. */
export const notBooted = (page: Page) => expect(page.locator("template#app-boot")).toBeAttached();

/** React has hydrated the page's islands (`<html data-hydrated>`, set by app/lib/islands/hydrate.tsx). */
export const hydrated = (page: Page) => expect(page.locator("html[data-hydrated]")).toBeAttached();

/** What a page promises once loaded: a page that boots on load has hydrated; the others run no framework. */
export async function settled(page: Page): Promise<void> {
  const policy = await page.locator("body").getAttribute("data-boot-policy");
  if (policy === "load") await hydrated(page);
  else {
    await bootDecided(page);
    await notBooted(page);
  }
}

/**
 * Every script file the page requests from now on (URL paths), and `quiet()` once none is in flight nor new
 * after an idle period: the bench's own (scripts/bench/boot-js.ts), with the tests' patience for a state.
 */
export const scriptRequests = (page: Page) => benchScriptRequests(page, { timeout: PATIENCE.state });
