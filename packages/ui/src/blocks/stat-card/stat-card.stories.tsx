import type { Meta, StoryObj } from "@storybook/react-vite";
import { ActivityIcon } from "lucide-react";
import { expect } from "storybook/test";
import { StatCard } from "./stat-card.js";

const meta = {
  title: "Marketing/StatCard",
  component: StatCard,
  args: { value: "99.9%", label: "Uptime" },
  argTypes: { icon: { control: false } },
  decorators: [
    (Story) => (
      <div className="w-56">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    // label is the term, value its definition: read as "Uptime 99.9%"
    await expect(canvas.getByRole("term")).toHaveTextContent("Uptime");
    await expect(canvas.getByRole("definition")).toHaveTextContent("99.9%");
  },
};

export const WithIcon: Story = { args: { icon: <ActivityIcon /> } };

export const Row: Story = {
  decorators: [
    (Story) => (
      <div className="grid w-[40rem] grid-cols-2 gap-4 sm:grid-cols-4">
        <Story />
      </div>
    ),
  ],
  render: () => (
    <>
      <StatCard value="10,000+" label="Assets tracked" />
      <StatCard value="500+" label="Companies" />
      <StatCard value="99.9%" label="Uptime" />
      <StatCard value="24/7" label="Support" />
    </>
  ),
};

export const LongText: Story = {
  args: { value: "1,234,567", label: "Assets tracked across every warehouse" },
};
