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
    (Story, { parameters }) => (
      // stories are not scanned for the compiled stylesheet: story-only layout is inline
      <div style={{ width: (parameters.frameWidth as string) ?? "14rem", maxWidth: "100%" }}>
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

/** Four figures side by side (two by two where the row is narrower than four cards of 9rem). */
export const Row: Story = {
  parameters: { frameWidth: "48rem" },
  render: () => (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(9rem, 1fr))", gap: "1rem" }}>
      <StatCard value="10,000+" label="Assets tracked" />
      <StatCard value="500+" label="Companies" />
      <StatCard value="99.9%" label="Uptime" />
      <StatCard value="24/7" label="Support" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const tops = [...canvasElement.querySelectorAll("[data-slot=stat-card]")].map((card) =>
      Math.round(card.getBoundingClientRect().top),
    );
    // one row of four
    await expect(new Set(tops).size).toBe(1);
  },
};

export const LongText: Story = {
  args: { value: "1,234,567", label: "Assets tracked across every warehouse" },
};
