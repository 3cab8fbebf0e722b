import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Input } from "./input.js";

const meta = {
  title: "Forms/Input",
  component: Input,
  args: { "aria-label": "Full name", placeholder: "Jane Doe", onChange: fn() },
  argTypes: {
    type: { control: "select", options: ["text", "email", "password", "tel", "url", "search"] },
    disabled: { control: "boolean" },
  },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole("textbox", { name: "Full name" });
    await userEvent.type(input, "Ada");
    await expect(input).toHaveValue("Ada");
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const Focus: Story = { parameters: { pseudo: { focusVisible: true } } };
export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Read only value" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toBeDisabled();
  },
};
export const Invalid: Story = { args: { "aria-invalid": true, defaultValue: "not-an-email" } };
export const LongText: Story = {
  args: {
    defaultValue: "A very long value that does not fit into the width of the field and scrolls inside it",
  },
};
export const Mobile: Story = { globals: { viewport: { value: "mobile1", isRotated: false } } };
