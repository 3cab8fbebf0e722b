import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Input } from "../input/input.js";
import { Label } from "./label.js";

const meta = {
  title: "Forms/Label",
  component: Label,
  args: { children: "Email", htmlFor: "label-demo" },
  render: (args) => (
    <div className="flex w-72 flex-col gap-2">
      <Label {...args} />
      <Input id="label-demo" type="email" required={args.required} />
    </div>
  ),
} satisfies Meta<typeof Label>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText("Email"));
    await expect(canvas.getByLabelText("Email")).toHaveFocus();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    // the asterisk is visual only; the control carries `required`
    await expect(canvas.getByRole("textbox", { name: "Email" })).toBeRequired();
  },
};
