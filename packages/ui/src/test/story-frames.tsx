// Layout wrappers for stories. Inline styles on purpose: the kit's stylesheet is built from its own source,
// not from stories, so a utility class used only in a story has no CSS.
import type { Decorator } from "@storybook/react-vite";

/**
 * A 390 px wide frame (a phone's CSS width) with 16 px gutters, inside a page of any width. A story about a
 * phone uses `phone` from story-layouts.tsx instead: it sets the 390 px viewport, which the story runner and
 * the visual suite both size the page from (a frame leaves the capture 1280 px wide, and media queries at
 * desktop). Use this with `parameters: { layout: "fullscreen" }`.
 */
export const phoneFrame: Decorator = (Story) => (
  <div style={{ width: 390, padding: 16, boxSizing: "border-box" }}>
    <Story />
  </div>
);
