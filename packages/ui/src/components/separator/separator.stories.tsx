import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Separator } from "./separator.js";

const meta = {
  title: "Components/Separator",
  component: Separator,
  args: { orientation: "horizontal", decorative: true },
  argTypes: { orientation: { control: "inline-radio", options: ["horizontal", "vertical"] } },
  render: (args) => (
    <div
      className={
        args.orientation === "vertical" ? "flex h-8 gap-3 text-sm" : "flex w-72 flex-col gap-3 text-sm"
      }
    >
      <span>Features</span>
      <Separator {...args} />
      <span>Pricing</span>
    </div>
  ),
} satisfies Meta<typeof Separator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    // decorative: not exposed to assistive tech
    await expect(canvas.queryByRole("separator")).toBeNull();
  },
};

export const Vertical: Story = { args: { orientation: "vertical" } };

export const Semantic: Story = {
  args: { decorative: false, orientation: "vertical" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("separator")).toHaveAttribute("aria-orientation", "vertical");
  },
};
