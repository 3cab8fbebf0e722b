// The colour rules the dark checks run: a rule the story turns off stays off (axe's runOnly would run it anyway).
import { expect, test } from "vitest";
import { THEME_AXE_RULES, themeAxeRules } from "../../.storybook/theme-axe.ts";

test("every colour rule for a story that turns none off", () => {
  expect(themeAxeRules(undefined)).toEqual(THEME_AXE_RULES);
  expect(themeAxeRules({ config: { rules: [{ id: "target-size", enabled: true }] } })).toEqual(
    THEME_AXE_RULES,
  );
});

test("a rule turned off in the story's config or options is left out", () => {
  expect(themeAxeRules({ config: { rules: [{ id: "color-contrast", enabled: false }] } })).toEqual([
    "link-in-text-block",
  ]);
  expect(themeAxeRules({ options: { rules: { "link-in-text-block": { enabled: false } } } })).toEqual([
    "color-contrast",
  ]);
});
