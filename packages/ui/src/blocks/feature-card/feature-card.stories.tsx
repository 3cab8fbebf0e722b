import type { Meta, StoryObj } from "@storybook/react-vite";
import { MapPinIcon } from "lucide-react";
import { expect } from "storybook/test";
import { FeatureCard } from "./feature-card.js";

const meta = {
  title: "Marketing/FeatureCard",
  component: FeatureCard,
  args: {
    icon: <MapPinIcon />,
    title: "Real-time Tracking",
    description: "See every asset on a live map with GPS, RFID and QR updates.",
    headingLevel: 3,
  },
  argTypes: {
    icon: { control: false },
    headingLevel: { control: "select", options: [2, 3, 4] },
  },
  decorators: [
    (Story) => (
      // stories are not scanned for the compiled stylesheet: story-only layout is inline
      <div style={{ width: "20rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FeatureCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "Real-time Tracking" })).toBeVisible();
    // the icon is decoration: hidden from assistive tech
    await expect(canvasElement.querySelector("[data-slot=icon-tile]")).toHaveAttribute("aria-hidden", "true");
  },
};

export const Hover: Story = { parameters: { pseudo: { hover: true } } };

export const WithoutIcon: Story = { args: { icon: undefined } };

export const ChildrenAsText: Story = {
  args: { description: undefined, children: "Text passed as children instead of the description prop." },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/passed as children/)).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    title: "Enterprise-grade security with single sign-on and audit trails",
    description:
      "Role-based access, SSO through your identity provider, encrypted storage and a tamper-evident audit trail of every change to every asset, exported on demand for compliance reviews.",
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  parameters: { layout: "padded" },
};
