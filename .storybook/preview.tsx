import { DecoratorHelpers } from "@storybook/addon-themes";
import type { Decorator, Preview, StoryContext } from "@storybook/react-vite";
import { configure } from "storybook/test";
import { PATIENCE } from "../tests/patience.ts";
import { defaultsFromJsDoc } from "./docgen-defaults.ts";
import { type A11yRuleParameter, themeAxeRules } from "./theme-axe.ts";
import { type ViewportGlobal, type ViewportOptions, viewportSize } from "./viewport-size.ts";
// the kit's font is self-hosted by the consumer; Storybook does exactly what the README tells apps to do
import "@fontsource-variable/inter";
import "@orbitag/ui/styles.css";
import "./preview.css";

// Play functions wait for states (findBy*, waitFor) as long as a busy machine needs, in the Storybook UI as under
// Vitest: testing-library's default gives up after 1 s, which a story that advances on a timer misses when the
// CPU is shared.
configure({ asyncUtilTimeout: PATIENCE.state });

const theme = "light";
const themes = ["light", "dark"];

// the toolbar's theme switcher (addon-themes) lists these
DecoratorHelpers.initializeThemeState(themes, theme);

/**
 * Puts the selected theme on `<html data-theme>` while the story renders. Set synchronously, not in an effect
 * as addon-themes' own decorator does: Storybook runs decorator effects only after the play function, so a
 * story opened first in the Storybook UI would be rendered and tested without its theme.
 */
const withTheme: Decorator = (Story, context) => {
  const override = (context.parameters.themes as { themeOverride?: string } | undefined)?.themeOverride;
  const selected = override || DecoratorHelpers.pluckThemeFromContext(context) || theme;
  document.documentElement.setAttribute("data-theme", themes.includes(selected) ? selected : theme);
  return <Story />;
};

/** The width a story's `viewport` global asks the Storybook UI to give the preview (null: the whole pane). */
function viewportWidth({ globals, parameters }: StoryContext): number | null {
  const options = (parameters.viewport as { options?: ViewportOptions } | undefined)?.options;
  return viewportSize(globals.viewport as ViewportGlobal | undefined, options)?.width ?? null;
}

/** Whether this preview runs inside the Storybook UI (the manager resizes it), not Vitest or iframe.html alone. */
function insideStorybookUi(): boolean {
  try {
    return window.parent !== window && "__STORYBOOK_ADDONS_CHANNEL__" in window.parent;
  } catch {
    return false; // a manager on another origin (composition) keeps its own window to itself
  }
}

let shownWidth: number | null = null;

/**
 * In the Storybook UI, waits for the preview to have the size the story asks for before it renders: the
 * manager resizes the preview for the next story's `viewport` global only after that story has started (a
 * designer going from a Mobile story to the next one), and a resize mid-play closes what is open (Radix closes
 * a Select on resize: the play then held a detached listbox, "getElementById is not a function").
 */
async function previewSized(context: StoryContext): Promise<void> {
  // a docs page renders stories inline, at the page's width
  if (context.viewMode !== "story" || !insideStorybookUi()) return;
  const [previous, wanted] = [shownWidth, viewportWidth(context)];
  shownWidth = wanted;
  if (previous === wanted) return;
  const sized = () => (wanted === null ? window.innerWidth !== previous : window.innerWidth === wanted);
  if (sized()) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      window.removeEventListener("resize", check);
      clearTimeout(guard);
      resolve();
    };
    const check = () => void (sized() && done());
    window.addEventListener("resize", check);
    // only a guard against a hang (a viewport the UI cannot apply): the story then runs at the size it has
    const guard = setTimeout(done, PATIENCE.state);
  });
}

/** The story (story view) whose run started in this document and has not finished: its play, animations, axe. */
let unfinished: string | undefined;

/** The preview URL's own parameters; a story's state in the URL (the Asset register's `q`, `page`…) is not. */
const STORYBOOK_PARAMS = new Set(["id", "viewMode", "args", "globals", "embed"]);

/** The preview's own channel (Storybook's `addons.getChannel()`); events by their names in core-events. */
interface PreviewChannel {
  on(event: string, listener: (payload: { storyId: string; viewMode?: string }) => void): void;
}

/**
 * In the Storybook UI, a story left before its run has finished (a designer clicks the next story while a long
 * play runs) is left with its document: the preview loads the next story afresh. Storybook cannot stop a play,
 * only abort the render around it, and it reloads the preview itself only when the play is still running once
 * the next story has loaded; otherwise the story left behind runs on beside the next one. Its play fails on the
 * preview hidden while the next story loads, and its render goes on to wait for animations, run axe on the
 * canvas (now the next story's) and report its last phases, which the Interactions panel took for the next
 * story's ("Bail" where its play had passed). A play's queries and clicks span `document.body` (portals), its
 * fake server, timers and toasts live in this document: nothing of it may reach the next story.
 */
let leaving = false;
function leaveUnfinishedStories(): void {
  const channel = (window as { __STORYBOOK_ADDONS_CHANNEL__?: PreviewChannel }).__STORYBOOK_ADDONS_CHANNEL__;
  if (leaving || !channel) return;
  leaving = true;
  channel.on("storyFinished", ({ storyId }) => {
    if (storyId === unfinished) unfinished = undefined;
  });
  // CURRENT_STORY_WAS_SET: the preview's URL names the next story, and the preview has not started on it
  channel.on("currentStoryWasSet", ({ storyId, viewMode }) => {
    if (unfinished === undefined || (storyId === unfinished && viewMode === "story")) return;
    unfinished = undefined;
    const url = new URL(window.location.href);
    for (const key of [...url.searchParams.keys()])
      if (!STORYBOOK_PARAMS.has(key)) url.searchParams.delete(key);
    window.location.replace(url);
  });
}

/** A Vitest run from the command line (`npm test`), not from Storybook's test widget, whose panel shows passes. */
function vitestStandalone(): boolean {
  try {
    return import.meta.env.VITEST_STORYBOOK === "false";
  } catch {
    return false;
  }
}

/**
 * Axe for the runs no one reads the passes of (a Vitest run from the command line, the visual suite's dark pass):
 * only violations are worked out in full (axe's `resultTypes`). With the global `a11yRules: "colour"` (the dark
 * pass), axe runs only the rules a theme can change: the storybook Vitest project has run every rule on the same
 * stories in the light theme, and the other rules cost a fifth of each dark capture. Storybook's UI sets neither:
 * designers get every rule and every pass.
 */
function scopeAxe(context: StoryContext): void {
  const colour = context.globals.a11yRules === "colour";
  if (!colour && !vitestStandalone()) return;
  const a11y = context.parameters.a11y as (A11yRuleParameter & { options?: object }) | undefined;
  const options = {
    ...a11y?.options,
    resultTypes: ["violations"],
    ...(colour ? { runOnly: { type: "rule", values: themeAxeRules(a11y) } } : {}),
  };
  // this render's context only: the story's own parameters stay as written
  context.parameters = { ...context.parameters, a11y: { ...a11y, options } };
}

/**
 * Runs before each story: marks its run unfinished in the Storybook UI (see above), scopes axe, sizes the
 * preview, and loads the kit's font: a document loads a web font only once text asks for it, so a story opened
 * afresh would otherwise lay out in the fallback font first, and a play that measures (a phone's table fitting its
 * width) could measure that.
 */
async function beforeEachStory(context: StoryContext): Promise<void> {
  if (context.viewMode === "story" && insideStorybookUi()) {
    // the channel is the preview's own by the time a story runs (not at this module's start)
    leaveUnfinishedStories();
    unfinished = context.id;
  }
  scopeAxe(context);
  await previewSized(context);
  await document.fonts.load('1em "Inter Variable"');
}

const preview: Preview = {
  tags: ["autodocs"],
  // a11yRules: "all", or "colour" (scopeAxe)
  initialGlobals: { theme, a11yRules: "all" },
  parameters: {
    layout: "centered",
    controls: { expanded: true, sort: "requiredFirst" },
    // violations fail the story's test; axe's `target-size` (WCAG 2.2 2.5.8: 24 px targets, or room around
    // them) is off by default in axe-core and on here
    a11y: { test: "error", config: { rules: [{ id: "target-size", enabled: true }] } },
    docs: { codePanel: true },
  },
  decorators: [withTheme],
  beforeEach: beforeEachStory,
  // the props table's Default column from each prop's `@default` tag (react-docgen reads only destructuring)
  argTypesEnhancers: [defaultsFromJsDoc],
};
export default preview;
