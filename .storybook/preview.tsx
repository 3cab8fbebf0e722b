import { withThemeByDataAttribute } from "@storybook/addon-themes";
import type { Preview } from "@storybook/react-vite";
// the kit's font is self-hosted by the consumer; Storybook does exactly what the README tells apps to do
import "@fontsource-variable/inter";
import "@orbitag/ui/styles.css";

// The `storybook-dark` Vitest project sets this so every story (and its axe check) also runs in the dark theme.
const theme = import.meta.env.VITE_STORYBOOK_THEME === "dark" ? "dark" : "light";

const preview: Preview = {
  tags: ["autodocs"],
  initialGlobals: { theme },
  parameters: {
    layout: "centered",
    controls: { expanded: true, sort: "requiredFirst" },
    // violations fail the story's test
    a11y: { test: "error" },
    docs: { codePanel: true },
  },
  decorators: [
    withThemeByDataAttribute({
      themes: { light: "light", dark: "dark" },
      defaultTheme: theme,
      attributeName: "data-theme",
    }),
  ],
};
export default preview;
