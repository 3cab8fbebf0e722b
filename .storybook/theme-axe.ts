/**
 * The axe rules whose result can change with the theme. A theme swaps colour tokens only (no part of the kit
 * shows or hides by theme), so every other rule meets the same DOM in either theme. Storybook's preview scopes
 * axe to them for the global `a11yRules: "colour"`; the visual suite runs them on its dark captures.
 */
export const THEME_AXE_RULES = ["color-contrast", "link-in-text-block"];
