import type { Meta, StoryObj } from "@storybook/react-vite";
import { CircleCheckIcon, InfoIcon, TriangleAlertIcon } from "lucide-react";
import { expect } from "storybook/test";
import { Badge } from "./badge.js";

const meta = {
  title: "Components/Badge",
  component: Badge,
  args: { children: "Most Popular", variant: "default" },
  argTypes: {
    variant: {
      control: "select",
      options: ["default", "secondary", "outline", "destructive", "success", "warning", "info"],
    },
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
    <div className="flex flex-wrap gap-2">
      {(["default", "secondary", "outline", "destructive", "success", "warning", "info"] as const).map(
        (variant) => (
          <Badge key={variant} {...args} variant={variant}>
            {variant}
          </Badge>
        ),
      )}
    </div>
  ),
};

/** An asset's state in a table or a card: the theme's status colours, each with an icon, so the state never rests
 * on colour alone (the text says it too). */
export const Status: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      <Badge {...args} variant="success">
        <CircleCheckIcon aria-hidden="true" />
        In service
      </Badge>
      <Badge {...args} variant="warning">
        <TriangleAlertIcon aria-hidden="true" />
        Audit due
      </Badge>
      <Badge {...args} variant="info">
        <InfoIcon aria-hidden="true" />
        In transit
      </Badge>
      <Badge {...args} variant="destructive">
        Missing
      </Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("In service")).toHaveAttribute("data-variant", "success");
    await expect(canvas.getByText("Audit due")).toHaveAttribute("data-variant", "warning");
    await expect(canvas.getByText("In transit")).toHaveAttribute("data-variant", "info");
  },
};

export const AsLink: Story = {
  args: { asChild: true, variant: "outline", children: <a href="#new">New: QR labels</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "New: QR labels" })).toHaveAttribute("data-slot", "badge");
  },
};

export const LongText: Story = { args: { children: "Included in every plan at no extra cost" } };
