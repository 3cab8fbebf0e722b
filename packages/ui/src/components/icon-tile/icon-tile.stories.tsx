import type { Meta, StoryObj } from "@storybook/react-vite";
import { ShieldCheckIcon } from "lucide-react";
import { expect } from "storybook/test";
import { IconTile } from "./icon-tile.js";

const meta = {
  title: "Components/IconTile",
  component: IconTile,
  args: { tone: "primary", size: "md", children: <ShieldCheckIcon /> },
  argTypes: {
    tone: { control: "inline-radio", options: ["primary", "muted", "solid"] },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    children: { control: false },
  },
} satisfies Meta<typeof IconTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=icon-tile]")).toHaveAttribute("aria-hidden", "true");
  },
};

export const Tones: Story = {
  render: (args) => (
    <div className="flex gap-3">
      {(["primary", "muted", "solid"] as const).map((tone) => (
        <IconTile key={tone} {...args} tone={tone} />
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      {(["sm", "md", "lg"] as const).map((size) => (
        <IconTile key={size} {...args} size={size} />
      ))}
    </div>
  ),
};
