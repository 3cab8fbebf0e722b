// The visual suite's fixtures: a deterministic page, the static Storybook served per worker, and one
// capture step that every snapshot goes through.
import { existsSync, readFileSync, rmSync, statSync } from "node:fs";
import { test as base, expect, type BrowserContext, type Page, type Request } from "@playwright/test";
import { writeBaseline } from "@orbitag/visual/png";
import { type A11yRuleParameter, themeAxeRules } from "../../../.storybook/theme-axe.ts";
import { storyContextOptions } from "../project.ts";
import { reportDir } from "./paths.ts";
import { DIFFERENCE_MESSAGE } from "./snapshots.ts";
import { serveStorybook } from "./static-storybook.ts";

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

/** The worker's Storybook preview tab. */
export interface StorybookPreview {
  url: string;
  page: Page;
  /**
   * Shows a story in `theme` and waits until Storybook has finished it (render, play function, checks),
   * failing if it did not pass: a failed story never becomes a baseline. `viewport` reads the size story
   * `storyId` asks for (null: none) in a preview that has loaded Storybook; the story renders once, at that size.
   */
  show(
    storyId: string,
    theme: string,
    options?: {
      viewport?: (page: Page, storyId: string) => Promise<{ width: number; height: number } | null>;
    },
  ): Promise<void>;
}

export const test = base.extend<{ storyPage: Page }, { storybook: StorybookPreview }>({
  // The static Storybook, served from disk by this worker (no port to clash with, nothing left running),
  // and one preview tab per worker. The first story of a theme opens the preview (iframe.html, theme from
  // the URL as the toolbar sets it); each next one is switched to in place, as Storybook's own manager and
  // test-runner switch stories: Storybook unmounts the last story (its cleanup runs) and renders the next
  // from scratch. What a story could leave behind outside Storybook's reach is reset before each switch:
  // scroll position, storage, the seeded Math.random. About half the cost of a fresh document per story.
  storybook: [
    async ({ browser }, use) => {
      const server = await serveStorybook();
      const context = await browser.newContext(storyContextOptions);
      await freeze(context);
      await context.addInitScript(recordStoryFinished);
      // nothing a previous story stored may change the next one
      await context.addInitScript(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      const page = await context.newPage();
      let shownTheme: string | null = null;
      let clean = false;
      const show: StorybookPreview["show"] = async (storyId, theme, { viewport } = {}) => {
        if (shownTheme === theme && clean) {
          // the size first, then the story: resized mid-run it had to be remounted, and Storybook reloads the
          // preview when it tears down a story still playing (a CI failure: the next read met a destroyed page)
          const size = viewport ? await viewport(page, storyId) : null;
          if (size) await page.setViewportSize(size);
          // a pointer left over a spot of the next story would hover it (a fresh document waits for a move)
          await page.mouse.move(-1, -1);
          // the same "random" sequence a fresh document starts with
          await page.evaluate(seedRandom);
          await page.evaluate(
            ({ storyId }) => {
              const w = window as StoryWindow;
              w.__visualStoryFinished = undefined;
              w.__visualRuns = [];
              window.scrollTo(0, 0);
              localStorage.clear();
              sessionStorage.clear();
              w.__STORYBOOK_ADDONS_CHANNEL__!.emit("setCurrentStory", { storyId, viewMode: "story" });
            },
            { storyId },
          );
        } else {
          // axe runs in the dark pass only, its colour rules only (.storybook/preview.tsx, scopeAxe): the storybook
          // Vitest project runs every rule on every story in the light theme, and only colours change with it
          const a11y = theme === "dark" ? ";a11yRules:colour" : ";a11y.manual:!true";
          await page.goto(
            `${server.url}/iframe.html?id=${storyId}&viewMode=story&globals=theme:${theme}${a11y}`,
          );
          shownTheme = theme;
          const size = viewport
            ? await storyPrepared(page, storyId).then(() => viewport(page, storyId))
            : null;
          if (size) {
            // the run at the old size goes with its document; the story renders from scratch at its own size
            await page.setViewportSize(size);
            await page.reload();
          }
        }
        const finished = await storyFinished(page, storyId);
        // every run at the page's size: a run at another size would be another capture (pseudo-state stories
        // render twice, at one size)
        const widths = await page.evaluate(
          (id) =>
            ((window as StoryWindow).__visualRuns ?? []).filter((r) => r.storyId === id).map((r) => r.width),
          storyId,
        );
        expect([...new Set(widths)], `story ${storyId}: the page widths it rendered at`).toEqual([
          page.viewportSize()!.width,
        ]);
        // storybook-addon-pseudo-states leaves its classes on the next story's matching elements: reload
        clean = await page.evaluate(
          () => !(window as StoryWindow).__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters?.pseudo,
        );
        expect(
          finished.status,
          finished.violations.length
            ? `story ${storyId} has accessibility violations in the ${theme} theme (Storybook's Accessibility panel):\n  ${finished.violations.join("\n  ")}`
            : `story ${storyId} failed in Storybook (open it there: Interactions panel)`,
        ).toBe("success");
      };
      await use({ url: server.url, page, show });
      await context.close();
      await server.close();
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

interface StoryWindow {
  __visualStoryFinished?: { storyId: string; status: string; reporters?: A11yReport[] };
  /** Each render of a story since it was switched to, with the page's width then. */
  __visualRuns?: Array<{ storyId: string; width: number }>;
  __STORYBOOK_PREVIEW__?: { currentRender?: { story?: { parameters?: { pseudo?: unknown } } } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
}

/**
 * Keeps Storybook's STORY_FINISHED event (`{ storyId, status }`) in `window.__visualStoryFinished`: its render
 * phase says "finished" after a failed play function too, only this event says whether the story passed.
 * Each render (its "rendering" phase) goes to `window.__visualRuns` with the page's width.
 */
export function recordStoryFinished() {
  let channel: unknown;
  Object.defineProperty(window, "__STORYBOOK_ADDONS_CHANNEL__", {
    configurable: true,
    get: () => channel,
    set(value: { on(event: string, fn: (e: unknown) => void): void }) {
      channel = value;
      value.on("storyFinished", (e) => {
        (window as { __visualStoryFinished?: unknown }).__visualStoryFinished = e;
      });
      value.on("storyRenderPhaseChanged", (e) => {
        const { newPhase, storyId } = e as { newPhase: string; storyId: string };
        const w = window as StoryWindow;
        if (newPhase === "rendering") (w.__visualRuns ??= []).push({ storyId, width: window.innerWidth });
      });
    },
  });
}

export interface StoryFinished {
  storyId: string;
  status: "success" | "error";
  /** The axe violations the a11y addon reported, one line each (rule, help, where). */
  violations: string[];
}

interface A11yReport {
  type: string;
  status: string;
  result?: {
    error?: unknown;
    violations?: Array<{ id: string; help: string; nodes: Array<{ target: unknown[] }> }>;
  };
}

/** Waits until Storybook has prepared story `id` (its globals and parameters are known; it may still be playing). */
async function storyPrepared(page: Page, id: string): Promise<void> {
  await page.waitForFunction(
    (storyId) =>
      (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { story?: { id?: string } } } })
        .__STORYBOOK_PREVIEW__?.currentRender?.story?.id === storyId,
    id,
  );
}

/**
 * Waits for Storybook to finish the story (render, play function, checks) and says how it ended. A preview that
 * reloads meanwhile (Storybook reloads it when it tears down a story still playing) runs the story again from
 * its URL; that run's end is waited for.
 */
export async function storyFinished(page: Page, id: string): Promise<StoryFinished> {
  for (;;) {
    try {
      return await storyFinishedOnce(page, id);
    } catch (error) {
      if (!String(error).includes("Execution context was destroyed")) throw error;
    }
  }
}

async function storyFinishedOnce(page: Page, id: string): Promise<StoryFinished> {
  const handle = await page.waitForFunction((storyId) => {
    const e = (window as StoryWindow).__visualStoryFinished;
    if (e?.storyId !== storyId) return null;
    // axe's full result is large: only the failed checks travel back
    const violations = (e.reporters ?? [])
      .filter((r) => r.type === "a11y" && r.status === "failed")
      .flatMap((r) =>
        r.result?.violations
          ? r.result.violations.map(
              (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
            )
          : [`axe could not run: ${String(r.result?.error)}`],
      );
    return { storyId: e.storyId, status: e.status, violations };
  }, id);
  return (await handle.jsonValue()) as StoryFinished;
}

/**
 * Switches the story on show to `theme` as the toolbar's theme switch does to its colours (`<html data-theme>`),
 * without playing it again: a theme swaps colour tokens only, so the story's end state in the other theme is
 * the same page in other colours. One style pass without colour transitions (`data-theme-switching`, as the
 * kit's ThemeProvider switches). Stories whose render or play reads the theme are played in each theme instead
 * (THEMED_TAG).
 */
export async function recolour(page: Page, theme: string): Promise<void> {
  await page.evaluate((theme) => {
    const root = document.documentElement;
    root.setAttribute("data-theme-switching", "");
    root.setAttribute("data-theme", theme);
    void getComputedStyle(root).color;
    root.removeAttribute("data-theme-switching");
  }, theme);
}

/**
 * Axe's rules that a theme can change (THEME_AXE_RULES, less those the story turns off), run by Storybook's a11y addon on the story on show
 * with the story's own a11y parameters (its config, context and disabled rules), as its panel's "Run" does:
 * one line per violation, none for a story whose a11y test is off or only a to-do.
 */
export async function themeViolations(page: Page, storyId: string): Promise<string[]> {
  // the rules the story itself turns off stay off
  const parameter = await page.evaluate(() => {
    const a11y = (
      window as unknown as {
        __STORYBOOK_PREVIEW__: { currentRender: { story: { parameters: { a11y?: A11yRuleParameter } } } };
      }
    ).__STORYBOOK_PREVIEW__.currentRender.story.parameters.a11y;
    return { config: { rules: a11y?.config?.rules }, options: { rules: a11y?.options?.rules } };
  });
  const rules = themeAxeRules(parameter);
  if (rules.length === 0) return [];
  return page.evaluate(
    async ({ id, rules }) => {
      interface A11yParameter {
        disable?: boolean;
        test?: string;
        options?: object;
      }
      interface Violation {
        id: string;
        help: string;
        nodes: Array<{ target: unknown[] }>;
      }
      type Listener = (...args: never[]) => void;
      const w = window as unknown as {
        __STORYBOOK_PREVIEW__: { currentRender: { story: { parameters: { a11y?: A11yParameter } } } };
        __STORYBOOK_ADDONS_CHANNEL__: {
          on(event: string, fn: Listener): void;
          off(event: string, fn: Listener): void;
          emit(event: string, ...args: unknown[]): void;
        };
      };
      const a11y = w.__STORYBOOK_PREVIEW__.currentRender.story.parameters.a11y ?? {};
      if (a11y.disable === true || a11y.test === "off") return [];
      const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
      // the addon's events (storybook/a11y's EVENTS): MANUAL runs axe now, RESULT or ERROR answers
      const violations = await new Promise<Violation[]>((resolve, reject) => {
        const done = () => {
          channel.off("storybook/a11y/result", onResult);
          channel.off("storybook/a11y/error", onError);
        };
        const onResult = (result: { violations: Violation[] }, storyId: string) => {
          if (storyId !== id) return;
          done();
          resolve(result.violations);
        };
        const onError = (error: unknown) => {
          done();
          reject(new Error(`axe could not run: ${String(error)}`));
        };
        channel.on("storybook/a11y/result", onResult);
        channel.on("storybook/a11y/error", onError);
        channel.emit("storybook/a11y/manual", id, {
          ...a11y,
          options: { ...a11y.options, resultTypes: ["violations"], runOnly: { type: "rule", values: rules } },
        });
      });
      if (a11y.test === "todo") return [];
      return violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
      );
    },
    { id: storyId, rules },
  );
}

/** Playwright's own margin around content that paints outside its box (shadows, focus rings). */
const FIT_MARGIN = 16;

/**
 * The band of the page that holds content: from the top of the highest box that paints (text, a replaced
 * element, a background, border, shadow or outline) to the bottom of the lowest, plus a margin, with
 * animations settled as Playwright settles them for the capture. A story in Storybook's layouts fills at least
 * the viewport (800 px), so a button's capture was 800 px of empty page.
 */
async function contentBand(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  return page.evaluate(async (margin) => {
    const animations = document.getAnimations();
    for (const a of animations) {
      const iterations = a.effect?.getComputedTiming().iterations;
      if (iterations === Infinity) a.cancel();
      else a.finish();
    }
    // an element that was animating (a dialog's entrance, a spinner) keeps its own compositor layer for a
    // frame or two; a capture in between blends translucent parts (a disabled button at 50%) differently
    if (animations.length > 0)
      for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    let top = Infinity;
    let bottom = -Infinity;
    const REPLACED = new Set([
      "IMG",
      "SVG",
      "VIDEO",
      "CANVAS",
      "INPUT",
      "TEXTAREA",
      "SELECT",
      "IFRAME",
      "PROGRESS",
      "METER",
    ]);
    const transparent = (c: string) => c === "transparent" || /rgba\(.*,\s*0\)$/.test(c);
    /** Whether the element itself puts pixels on the page (an empty fixed container does not). */
    const paints = (el: Element) => {
      if (REPLACED.has(el.tagName.toUpperCase())) return true;
      if ([...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())) return true;
      const s = getComputedStyle(el);
      return (
        !transparent(s.backgroundColor) ||
        s.backgroundImage !== "none" ||
        s.boxShadow !== "none" ||
        (s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0) ||
        (["Top", "Right", "Bottom", "Left"] as const).some(
          (side) => parseFloat(s[`border${side}Width`]) > 0 && !transparent(s[`border${side}Color`]),
        )
      );
    };
    for (const el of document.body.querySelectorAll("*")) {
      if (el.closest("script, style, template, noscript")) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || !paints(el)) continue;
      // visually hidden text for screen readers (1 px, clipped), e.g. a toast's announcement that Radix
      // removes after a second: counting it would make the band depend on timing
      const { clip, clipPath } = getComputedStyle(el);
      if (/rect\(0px,? 0px,? 0px,? 0px\)/.test(clip) || clipPath === "inset(50%)") continue;
      for (const r of el.getClientRects()) {
        if (r.width <= 1 || r.height <= 1) continue;
        top = Math.min(top, r.top + window.scrollY);
        bottom = Math.max(bottom, r.bottom + window.scrollY);
      }
    }
    const doc = document.documentElement;
    const pageHeight = Math.max(doc.scrollHeight, window.innerHeight);
    const width = Math.max(doc.scrollWidth, window.innerWidth);
    if (!Number.isFinite(top)) return { x: 0, y: 0, width, height: pageHeight };
    const y = Math.max(0, Math.floor(top) - margin);
    const end = Math.min(pageHeight, Math.ceil(bottom) + margin);
    return { x: 0, y, width, height: Math.max(1, end - y) };
  }, FIT_MARGIN);
}

/**
 * The content band once it holds still: the same band measured twice, a frame apart. Measured once, a part
 * that was leaving (a phone menu just closed, under CI load) set the band, and the capture, taken after it had
 * gone, was 446 px of empty page instead of the 81 px navbar.
 */
async function settledBand(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  let band = await contentBand(page);
  for (;;) {
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const next = await contentBand(page);
    if (JSON.stringify(next) === JSON.stringify(band)) return band;
    band = next;
  }
}

/**
 * Names the snapshot a test is now working towards (with the review page's label for it): a test that fails
 * from here on fails this snapshot, for the review page and its error list. `capture` names it itself when a
 * test has not; a test that captures twice (a story's light and dark snapshots) names each phase as it begins.
 */
export function beginSnapshot(name: string[], label?: string): void {
  const { annotations } = test.info();
  const snapshot = name.join("/");
  if (annotations.findLast((a) => a.type === "snapshot")?.description === snapshot) return;
  annotations.push({ type: "snapshot", description: snapshot });
  if (label) annotations.push({ type: "label", description: label });
}

/**
 * Web fonts loaded (none failed), then a full-page snapshot compared against the baseline. `fit` trims the
 * capture to the band that holds content (stories); `soft` lets the test go on after a difference (its next
 * snapshot is still taken; the test fails at its end). A baseline the run writes (`--update`) is recompressed
 * losslessly; a new snapshot is not made a baseline by a plain run: it fails, and its capture waits in the
 * report for `npm run visual:review` (or `--update`) to accept it.
 */
export async function capture(page: Page, name: string[], { fit = false, soft = false } = {}): Promise<void> {
  const failed = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.status === "error").map((f) => f.family);
  });
  expect(failed, "web fonts that failed to load").toEqual([]);
  const info = test.info();
  beginSnapshot(name);
  // the same path toHaveScreenshot resolves (one template serves both kinds here)
  const file = info.snapshotPath(...name);
  const before = existsSync(file) ? statSync(file).mtimeMs : null;
  const update = ["all", "changed", "missing"].includes(info.config.updateSnapshots);
  const clip = fit ? await settledBand(page) : undefined;
  const errors = info.errors.length;
  try {
    await (soft ? expect.soft : expect)(
      page,
      `${DIFFERENCE_MESSAGE} (or open ${reportDir}/index.html); accept all with npm run test:visual:update`,
    ).toHaveScreenshot(name, { fullPage: true, ...(clip && { clip }) });
  } catch (error) {
    info.annotations.push({ type: "snapshot-differs", description: name.join("/") });
    throw error;
  } finally {
    // a soft difference does not throw: it adds to the test's errors
    if (soft && info.errors.length > errors)
      info.annotations.push({ type: "snapshot-differs", description: name.join("/") });
    const written = existsSync(file) && statSync(file).mtimeMs !== before;
    if (written && update) await writeBaseline(file, readFileSync(file));
    // Playwright writes a missing baseline even without --update; only a review or --update may add one
    else if (written && before === null) rmSync(file);
  }
}
