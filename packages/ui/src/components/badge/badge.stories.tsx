import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Badge } from "./badge.js";

const meta = {
  title: "Components/Badge",
  component: Badge,
  args: { children: "Most Popular", variant: "default" },
  argTypes: {
    variant: { control: "select", options: ["default", "secondary", "outline", "destructive"] },
    asChild: { control: false },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Most Popular")).toHaveAttribute("data-variant", "default");
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex gap-2">
      {(["default", "secondary", "outline", "destructive"] as const).map((variant) => (
        <Badge key={variant} {...args} variant={variant}>
          {variant}
        </Badge>
      ))}
    </div>
  ),
};

export const AsLink: Story = {
  args: { asChild: true, variant: "outline", children: <a href="#new">New: QR labels</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "New: QR labels" })).toHaveAttribute("data-slot", "badge");
  },
};

export const LongText: Story = { args: { children: "Included in every plan at no extra cost" } };
