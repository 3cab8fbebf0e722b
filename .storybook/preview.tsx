import { DecoratorHelpers } from "@storybook/addon-themes";
import type { Decorator, Preview, StoryContext } from "@storybook/react-vite";
import { configure } from "storybook/test";
import { PATIENCE } from "../tests/patience.ts";
import { defaultsFromJsDoc } from "./docgen-defaults.ts";
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

const preview: Preview = {
  tags: ["autodocs"],
  initialGlobals: { theme },
  parameters: {
    layout: "centered",
    controls: { expanded: true, sort: "requiredFirst" },
    // violations fail the story's test; axe's `target-size` (WCAG 2.2 2.5.8: 24 px targets, or room around
    // them) is off by default in axe-core and on here
    a11y: { test: "error", config: { rules: [{ id: "target-size", enabled: true }] } },
    docs: { codePanel: true },
  },
  decorators: [withTheme],
  beforeEach: previewSized,
  // the props table's Default column from each prop's `@default` tag (react-docgen reads only destructuring)
  argTypesEnhancers: [defaultsFromJsDoc],
};
export default preview;
