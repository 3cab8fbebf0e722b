// Stories that must hold up on a phone render at 390 x 844 (a current iPhone), not Storybook's 320 px
// "mobile1": the Vitest story runner and the visual capture both size the page from the `viewport` global.
const PHONE = "phone390";

/** Spread into a story: `export const Mobile: Story = { ...phoneViewport, ... }`. */
export const phoneViewport = {
  parameters: {
    viewport: {
      options: {
        [PHONE]: { name: "Phone (390 px)", styles: { width: "390px", height: "844px" }, type: "mobile" },
      },
    },
  },
  globals: { viewport: { value: PHONE, isRotated: false } },
} as const;
