import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Textarea } from "./textarea.js";

const meta = {
  title: "Forms/Textarea",
  component: Textarea,
  args: { "aria-label": "Message", placeholder: "How can we help?" },
  argTypes: { disabled: { control: "boolean" }, rows: { control: "number" } },
  decorators: [
    (Story) => (
      <div className="w-full max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole("textbox", { name: "Message" });
    await userEvent.type(textarea, "Line one{enter}Line two");
    await expect(textarea).toHaveValue("Line one\nLine two");
  },
};

export const Focus: Story = { parameters: { pseudo: { focusVisible: true } } };
export const Disabled: Story = { args: { disabled: true } };
export const Invalid: Story = { args: { "aria-invalid": true, defaultValue: "Too short" } };
export const LongText: Story = {
  args: {
    defaultValue:
      "We track about four thousand assets across three warehouses and two construction sites. Our current spreadsheet process breaks down every quarter during audits, and we would like to understand how the platform handles bulk imports, QR labels and offline scanning on site.",
  },
};
