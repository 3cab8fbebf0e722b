import { DecoratorHelpers } from "@storybook/addon-themes";
import type { Decorator, Preview } from "@storybook/react-vite";
import { configure } from "storybook/test";
import { PATIENCE } from "../tests/patience.ts";
import { defaultsFromJsDoc } from "./docgen-defaults.ts";
// the kit's font is self-hosted by the consumer; Storybook does exactly what the README tells apps to do
import "@fontsource-variable/inter";
import "@orbitag/ui/styles.css";

// Play functions wait for states (findBy*, waitFor) as long as a busy machine needs, in the Storybook UI as under
// Vitest: testing-library's default gives up after 1 s, which a story that advances on a timer misses when the
// CPU is shared.
configure({ asyncUtilTimeout: PATIENCE.state });

// The `storybook-dark` Vitest project sets this so every story (and its axe check) also runs in the dark theme.
const theme = import.meta.env.VITE_STORYBOOK_THEME === "dark" ? "dark" : "light";
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
  // the props table's Default column from each prop's `@default` tag (react-docgen reads only destructuring)
  argTypesEnhancers: [defaultsFromJsDoc],
};
export default preview;
