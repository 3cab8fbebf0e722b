// JavaScript once React boots, as an anonymous visitor's browser fetches it (issue 23): one definition for the
// bench ("JS on boot", scripts/bench/index.ts) and tests/e2e/boot-js.spec.ts. Every script file the page
// requests, from its navigation through the boot its policy allows a visitor without a session (the first
// focus in a form; on the other pages a toast left by the previous page) until the page is quiet — what the
// boot imports on mount and when idle included (the contact schema, the toast's module) — at its gzip size.
// The build check (tests/budget.test.ts, pageAssets' `booted`) counts only the boot block's static imports.
import { chromium, type Page } from "playwright-core";
import { chromiumArgs, chromiumPath } from "../lib/chromium.ts";
import { gzipSize } from "./assets.ts";

/** sessionStorage key of a toast for the next page (packages/site/app/boot/contract.ts NEXT_PAGE_TOAST_KEY) */
const NEXT_PAGE_TOAST_KEY = "orbitag-next-page-toast";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every script file the page requests from now on (URL paths), and `quiet()`: resolves once the page has had
 * two idle periods in a row with no script request in flight and none new since the one before — the dynamic imports a
 * boot starts (on mount, when idle) and their own imports included. `quiet()` throws after `timeout` ms.
 */
export function scriptRequests(
  page: Page,
  { timeout = 30_000 }: { timeout?: number } = {},
): { paths: Set<string>; quiet: () => Promise<void> } {
  const paths = new Set<string>();
  let inFlight = 0;
  page.on("request", (request) => {
    if (request.resourceType() !== "script") return;
    paths.add(new URL(request.url()).pathname);
    inFlight++;
  });
  const done = (request: { resourceType: () => string }) =>
    void (request.resourceType() === "script" && inFlight--);
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  const quiet = async () => {
    const deadline = Date.now() + timeout;
    const late = () => {
      if (Date.now() > deadline)
        throw new Error(
          `the page was not quiet after ${timeout} ms: ${inFlight} script request(s) in flight`,
        );
    };
    // quiet twice in a row: an import the page queues in its own idle callback is asked for after the first
    for (let calm = 0; calm < 2;) {
      const seen = paths.size;
      await page.evaluate(
        (ms) =>
          new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 0), { timeout: ms })),
        timeout,
      );
      for (let wait = 100; inFlight > 0; wait = Math.min(wait * 2, 1000)) {
        late();
        await sleep(wait);
      }
      calm = paths.size === seen ? calm + 1 : 0;
      if (calm < 2) late();
    }
  };
  return { paths, quiet };
}

/**
 * Opens `url` in `page`, boots React the way the page's policy does for a visitor without a session, waits
 * for `<html data-hydrated>` and for the page to be quiet; returns the URL paths of every script fetched.
 * `timeout` bounds those two waits; navigation and actions keep the page's own timeouts.
 */
export async function bootScripts(
  page: Page,
  url: string,
  { timeout = 30_000 }: { timeout?: number } = {},
): Promise<string[]> {
  const scripts = scriptRequests(page, { timeout });
  await page.goto(url);
  const policy = await page.locator("body").getAttribute("data-boot-policy");
  if (policy === "interaction") await page.locator("main").getByRole("textbox").first().focus();
  else if (policy === "on-demand") {
    // plain content boots only for a session, an auth redirect or a toast left by the previous page: the
    // toast (a page that never boots here fails on the hydration wait below)
    await page.evaluate(([key, toast]) => sessionStorage.setItem(key, toast), [
      NEXT_PAGE_TOAST_KEY,
      JSON.stringify({ title: "Welcome back!" }),
    ] as const);
    await page.reload();
  }
  // "load": the page boots by itself once it has painted
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout });
  await scripts.quiet();
  return [...scripts.paths];
}

export interface BootJs {
  /** gzip bytes of every script, summed */
  gzip: number;
  /** each script's URL path and gzip bytes, in the order the page asked for them */
  files: Array<{ url: string; gzip: number }>;
}

/** The gzip size (zlib's default level, as the other byte budgets) of each script `read` gives the body of. */
export async function bootJsSize(
  urls: string[],
  read: (urlPath: string) => Buffer | Promise<Buffer>,
): Promise<BootJs> {
  const files = await Promise.all(urls.map(async (url) => ({ url, gzip: gzipSize(await read(url)) })));
  return { gzip: files.reduce((sum, f) => sum + f.gzip, 0), files };
}

/**
 * The bench's figure: each route at `origin` in a fresh browser context of the end-to-end tests' desktop
 * screen (1280×800, no throttling: a count of bytes, not a time), one route at a time. A route whose boot
 * failed gets NaN (which fails its budget) and the reason.
 */
export async function measureBootJs(
  origin: string,
  routes: string[],
  read: (urlPath: string) => Buffer | Promise<Buffer>,
  log: (message: string) => void,
): Promise<Map<string, BootJs & { error?: string }>> {
  const out = new Map<string, BootJs & { error?: string }>();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      context.setDefaultTimeout(60_000);
      context.setDefaultNavigationTimeout(60_000);
      try {
        const urls = await bootScripts(await context.newPage(), new URL(route, origin).href, {
          timeout: 60_000,
        });
        const figure = await bootJsSize(urls, read);
        out.set(route, figure);
        log(
          `${route} JavaScript on boot: ${(figure.gzip / 1000).toFixed(1)} kB gzip in ${urls.length} files`,
        );
      } catch (err) {
        const error = (err as Error).message.split("\n")[0]!;
        out.set(route, { gzip: Number.NaN, files: [], error });
        console.error(`bench: JavaScript on boot of ${route} not measured: ${error}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}
