// Time from the first focus on a form page to React ready, as a visitor on a phone gets it: Chromium with
// DevTools' throttling through the DevTools protocol — Lighthouse's mobileSlow4G as DevTools applies it
// (562.5 ms per request, 1.47 Mbit/s down) and the CPU slowed 4x — on a fresh profile for every run.
// The visitor reads before tapping: the page is loaded and its boot modules have arrived in the cache
// (`<html data-boot-prefetched>`, app/boot/after-load.ts), then the first text field is tapped and typed
// into straight away. A second figure taps at the load event, before that prefetch: the boot then waits for
// the network too (what a visitor who taps at once gets; reported, with the typed text checked). The page itself timestamps the first focusin and the hydration event
// (performance.now(), so nothing of Playwright's round trips is counted), and the field must still hold
// every character typed while React was booting.
//
// Noise: the CPU throttle is relative to a shared machine, so each run also records Lighthouse's
// BenchmarkIndex of the unthrottled page, and the figure is the median of the runs.
import * as constants from "lighthouse/core/config/constants.js";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { chromium, type Browser } from "playwright-core";
import { chromiumArgs, chromiumPath } from "../lib/chromium.ts";
import { median } from "./budgets.ts";

/** Lighthouse's slow 4G as the first-focus runs apply it through DevTools */
export const slow4G = constants.throttling.mobileSlow4G;
export const FOCUS_CPU_SLOWDOWN = slow4G.cpuSlowdownMultiplier;
/** what the visitor types right after the first tap */
export const TYPED = "Grace Hopper grace@example.com";

export interface FocusRun {
  /** first focusin to <html data-hydrated>, ms */
  focusToReadyMs: number;
  /** the field held every character typed during the boot */
  typedKept: boolean;
  /** Lighthouse's BenchmarkIndex of the machine right before the run (unthrottled) */
  benchmarkIndex: number;
}

export interface FocusFigures {
  route: string;
  runs: FocusRun[];
  focusToReadyMs: number;
  typedKept: boolean;
  /** the field tapped at the load event, before the boot modules were prefetched */
  atLoad: { runs: FocusRun[]; focusToReadyMs: number; typedKept: boolean };
}

/** Taps at the load event: fewer runs than the budgeted figure (each waits for the slow network too). */
const AT_LOAD_RUNS = 3;

async function benchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    return (await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)) as number;
  } finally {
    await page.close();
  }
}

async function once(browser: Browser, url: string, { atLoad = false } = {}): Promise<FocusRun> {
  const index = await benchmarkIndex(browser);
  // Lighthouse's mobile screen (a Moto G Power): touch, so the first contact is a tap
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __focusAt?: number; __readyAt?: number };
      document.addEventListener("focusin", () => (w.__focusAt ??= performance.now()), true);
      // <html data-hydrated>: the site's "React has hydrated" state (app/root.tsx)
      // observed on the document: an init script runs before <html> exists
      new MutationObserver(() => {
        if (document.documentElement?.hasAttribute("data-hydrated")) w.__readyAt ??= performance.now();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: slow4G.requestLatencyMs,
      downloadThroughput: (slow4G.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (slow4G.uploadThroughputKbps * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: FOCUS_CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    if (!atLoad)
      await page.locator("html[data-boot-prefetched]").waitFor({ state: "attached", timeout: 120_000 });
    // the form's first text field (the honeypot is out of the tab order)
    const field = page.locator("main input:not([type=hidden]):not([tabindex='-1'])").first();
    await field.tap();
    await page.keyboard.type(TYPED);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 120_000 });
    const { focusAt, readyAt } = await page.evaluate(() => {
      const w = window as unknown as { __focusAt?: number; __readyAt?: number };
      return { focusAt: w.__focusAt ?? Number.NaN, readyAt: w.__readyAt ?? Number.NaN };
    });
    // typing may still be delivered after the hydration: the field must end with all of it
    const kept = await field
      .evaluate((input, typed) => (input as HTMLInputElement).value === typed, TYPED)
      .catch(() => false);
    return { focusToReadyMs: readyAt - focusAt, typedKept: kept, benchmarkIndex: index };
  } finally {
    await context.close();
  }
}

/** `runs` fresh visits of each form page at `origin`, one at a time. */
export async function measureFocusToReady(
  origin: string,
  routes: string[],
  runs: number,
  log: (message: string) => void,
): Promise<FocusFigures[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const out: FocusFigures[] = [];
    for (const route of routes) {
      const list: FocusRun[] = [];
      for (let i = 1; i <= runs; i++) {
        const run = await once(browser, new URL(route, origin).href);
        list.push(run);
        log(
          `${route} focus→ready #${i}: ${Math.round(run.focusToReadyMs)} ms, typed text ${run.typedKept ? "kept" : "LOST"} (BenchmarkIndex ${Math.round(run.benchmarkIndex)})`,
        );
      }
      const early: FocusRun[] = [];
      for (let i = 1; i <= Math.min(runs, AT_LOAD_RUNS); i++) {
        const run = await once(browser, new URL(route, origin).href, { atLoad: true });
        early.push(run);
        log(
          `${route} tapped at load→ready #${i}: ${Math.round(run.focusToReadyMs)} ms, typed text ${run.typedKept ? "kept" : "LOST"} (BenchmarkIndex ${Math.round(run.benchmarkIndex)})`,
        );
      }
      out.push({
        route,
        runs: list,
        focusToReadyMs: median(list.map((r) => r.focusToReadyMs)),
        typedKept: list.every((r) => r.typedKept),
        atLoad: {
          runs: early,
          focusToReadyMs: median(early.map((r) => r.focusToReadyMs)),
          typedKept: early.every((r) => r.typedKept),
        },
      });
    }
    return out;
  } finally {
    await browser.close();
  }
}
