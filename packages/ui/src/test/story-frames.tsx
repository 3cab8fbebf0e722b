// Layout wrappers for stories. Inline styles on purpose: the kit's stylesheet is built from its own source,
// not from stories, so a utility class used only in a story has no CSS.
import type { Decorator } from "@storybook/react-vite";

/**
 * A 390 px wide frame (a phone's CSS width) with 16 px gutters. The visual suite captures stories at
 * 1280 px, where Storybook's viewport global does not apply; this frame does. Use it with
 * `parameters: { layout: "fullscreen" }`.
 */
export const phoneFrame: Decorator = (Story) => (
  <div style={{ width: 390, padding: 16, boxSizing: "border-box" }}>
    <Story />
  </div>
);
