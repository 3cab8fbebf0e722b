import type { Meta, StoryObj } from "@storybook/react-vite";
import { HeartPulseIcon } from "lucide-react";
import { expect } from "storybook/test";
import { IndustryCard } from "./industry-card.js";

const meta = {
  title: "Marketing/IndustryCard",
  component: IndustryCard,
  args: {
    icon: <HeartPulseIcon />,
    title: "Healthcare",
    description: "Keep critical equipment where clinicians need it.",
    examples: ["Infusion pumps", "Wheelchairs", "Defibrillators"],
    keyFeatures: ["Room-level location", "Sterilisation tracking"],
    benefits: ["Less time searching", "Fewer lost devices"],
    headings: { examples: "Examples", keyFeatures: "Key Features", benefits: "Benefits" },
  },
  argTypes: {
    icon: { control: false },
    headings: { control: "object" },
    headingLevel: { control: "select", options: [2, 3, 4] },
  },
  parameters: { layout: "padded" },
} satisfies Meta<typeof IndustryCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "Healthcare" })).toBeVisible();
    for (const name of ["Examples", "Key Features", "Benefits"])
      await expect(canvas.getByRole("heading", { level: 4, name })).toBeVisible();
    const lists = canvasElement.querySelectorAll("[data-slot=industry-card-list]");
    await expect([...lists].map((list) => list.getAttribute("data-list"))).toEqual([
      "examples",
      "key-features",
      "benefits",
    ]);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(7);
    // the lists are the kit's CheckList; the check marks are decorative
    await expect(lists[0]?.querySelector("ul")).toHaveAttribute("data-slot", "check-list");
    await expect(canvasElement.querySelector("[data-slot=check-list-item] svg")).toHaveAttribute(
      "aria-hidden",
      "true",
    );
  },
};

export const CustomHeadings: Story = {
  args: { headings: { examples: "Typical assets", keyFeatures: "What helps", benefits: "Outcomes" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Typical assets" })).toBeVisible();
  },
};

export const EmptyListsHidden: Story = {
  args: { benefits: [], keyFeatures: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("heading", { name: "Benefits" })).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    title: "Information Technology & Technology Services Providers",
    examples: [
      "Laptops, docking stations, monitors and every peripheral issued to remote employees across four continents",
      "Servers",
    ],
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile1", isRotated: false } } };
