/**
 * The axe rules whose result can change with the theme. A theme swaps colour tokens only (no part of the kit
 * shows or hides by theme), so every other rule meets the same DOM in either theme. Storybook's preview scopes
 * axe to them for the global `a11yRules: "colour"`; the visual suite runs them on its dark captures.
 */
export const THEME_AXE_RULES = ["color-contrast", "link-in-text-block"];

/** A story's a11y parameter, as far as the rules it runs go. */
export interface A11yRuleParameter {
  config?: { rules?: Array<{ id?: string; enabled?: boolean }> };
  options?: { rules?: Record<string, { enabled?: boolean }> };
}

/**
 * THEME_AXE_RULES less those the story turns off (`config.rules` or `options.rules` with `enabled: false`):
 * axe's `runOnly` would run a listed rule whatever the story's own settings say.
 */
export function themeAxeRules(a11y: A11yRuleParameter | undefined): string[] {
  const off = new Set([
    ...(a11y?.config?.rules ?? []).filter((r) => r.enabled === false).map((r) => r.id),
    ...Object.entries(a11y?.options?.rules ?? {})
      .filter(([, r]) => r.enabled === false)
      .map(([id]) => id),
  ]);
  return THEME_AXE_RULES.filter((rule) => !off.has(rule));
}
