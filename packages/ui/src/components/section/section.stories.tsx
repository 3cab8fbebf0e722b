import type { Meta, StoryObj } from "@storybook/react-vite";
import { BellIcon, MapPinIcon, ShieldCheckIcon } from "lucide-react";
import { expect } from "storybook/test";
import { Card, CardDescription, CardHeader, CardTitle } from "../card/card.js";
import { IconTile } from "../icon-tile/icon-tile.js";
import { Section } from "./section.js";

const meta = {
  title: "Layout/Section",
  component: Section,
  args: {
    id: "features",
    eyebrow: "Features",
    heading: "Everything you need to manage assets",
    intro: "From check-in to retirement, every asset has a history you can trust.",
    headingLevel: 2,
    align: "center",
    tone: "default",
    children: (
      <div className="grid gap-6 md:grid-cols-3">
        {[
          { icon: <MapPinIcon />, title: "Real-time Tracking", text: "Live map of every asset." },
          { icon: <BellIcon />, title: "Smart Alerts", text: "Know when something moves." },
          { icon: <ShieldCheckIcon />, title: "Secure", text: "SSO and audit trails." },
        ].map((item) => (
          <Card key={item.title}>
            <CardHeader className="gap-4">
              <IconTile>{item.icon}</IconTile>
              <CardTitle>{item.title}</CardTitle>
              <CardDescription>{item.text}</CardDescription>
            </CardHeader>
          </Card>
        ))}
      </div>
    ),
  },
  argTypes: {
    children: { control: false },
    tone: { control: "inline-radio", options: ["default", "muted"] },
    spacing: { control: "inline-radio", options: ["sm", "md", "lg"] },
    align: { control: "inline-radio", options: ["center", "start"] },
    headingLevel: { control: "select", options: [1, 2, 3] },
    headingSize: { control: "select", options: ["display", "xl", "lg", "md"] },
    lazyRender: { control: "boolean" },
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    // the heading names the region landmark
    const region = canvas.getByRole("region", { name: "Everything you need to manage assets" });
    await expect(region).toHaveAttribute("id", "features");
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveAttribute("data-slot", "section-heading");
    await expect(canvas.getByText("Features")).toHaveAttribute("data-slot", "section-eyebrow");
    await expect(region).not.toHaveAttribute("data-lazy-render");
  },
};

export const Muted: Story = { args: { tone: "muted" } };
export const AlignStart: Story = { args: { align: "start" } };
export const Hero: Story = {
  args: { headingLevel: 1, headingSize: "display", eyebrow: undefined, spacing: "lg", children: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveAttribute("data-size", "display");
  },
};
export const LongText: Story = {
  args: {
    heading:
      "A platform for hospitals, factories, IT departments and construction companies that track thousands of assets",
    intro:
      "Every industry has its own assets and its own rules. Orbitag adapts to both, with configurable fields, workflows and reports that match the way your teams already work on the floor, in the field and in the office.",
  },
};
export const LazyRender: Story = {
  args: { lazyRender: true },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Everything you need to manage assets" });
    await expect(region).toHaveAttribute("data-lazy-render", "");
    await expect(getComputedStyle(region).contentVisibility).toBe("auto");
    // on screen it renders like any section: the cards are there and visible
    await expect(canvas.getByText("Real-time Tracking")).toBeVisible();
  },
};
export const Mobile: Story = { globals: { viewport: { value: "mobile1", isRotated: false } } };
