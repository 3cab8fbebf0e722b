// Shared pieces of stories: a right-to-left wrapper and the 390 px phone of the "Mobile" stories.
import type { Decorator } from "@storybook/react-vite";

/** Renders the story inside `dir="rtl"`, as an Arabic or Hebrew page would. */
export const rightToLeft: Decorator = (Story) => (
  <div dir="rtl">
    <Story />
  </div>
);

/**
 * A 390 x 844 phone (the site's mobile e2e size) as the `viewport` global, at whose size the Storybook toolbar,
 * the Vitest story runner and the visual suite show the story. Spread into a story whose layout is its own
 * (a dialog, a screen): `export const Mobile: Story = { ...phoneViewport }`.
 */
export const phoneViewport = {
  globals: { viewport: { value: "phone", isRotated: false } },
  parameters: {
    viewport: {
      options: {
        phone: { name: "Phone (390 px)", styles: { width: "390px", height: "844px" }, type: "mobile" },
      },
    },
  },
};

/**
 * The phone with the padded layout and a column no wider than the phone's content (390 px less the padded
 * layout's 16 px each side), for frames that are wider.
 */
export const phone = {
  globals: phoneViewport.globals,
  parameters: { ...phoneViewport.parameters, layout: "padded" },
  decorators: [
    ((Story) => (
      <div style={{ maxWidth: 358 }}>
        <Story />
      </div>
    )) satisfies Decorator,
  ],
};
