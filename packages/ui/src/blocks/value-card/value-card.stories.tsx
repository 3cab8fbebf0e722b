import type { Meta, StoryObj } from "@storybook/react-vite";
import { LightbulbIcon } from "lucide-react";
import { expect } from "storybook/test";
import { ValueCard } from "./value-card.js";

const meta = {
  title: "Marketing/ValueCard",
  component: ValueCard,
  args: {
    icon: <LightbulbIcon />,
    title: "Innovation",
    description: "We ship small improvements every week and listen to the people who use them.",
  },
  argTypes: { icon: { control: false }, headingLevel: { control: "select", options: [2, 3, 4] } },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ValueCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "Innovation" })).toBeVisible();
  },
};

export const WithoutIcon: Story = { args: { icon: undefined } };

export const LongText: Story = {
  args: {
    title: "Customer obsession in everything we build",
    description:
      "Every roadmap decision starts with a customer conversation, and every release is measured by whether it saves our customers time on the warehouse floor.",
  },
};
