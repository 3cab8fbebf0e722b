import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Button } from "../../components/button/button.js";
import { PricingCard, PricingTable } from "./pricing.js";

const meta = {
  title: "Marketing/Pricing",
  component: PricingCard,
  args: {
    name: "Professional",
    price: "$99",
    period: "/month",
    description: "For growing teams that need more control.",
    features: ["Up to 1,000 items", "25 users", "Advanced analytics", "API access", "Priority support"],
    highlighted: true,
    badge: "Most Popular",
    cta: (
      <Button asChild>
        <a href="https://app.example.com/signup">Start Free Trial</a>
      </Button>
    ),
  },
  argTypes: { cta: { control: false }, headingLevel: { control: "select", options: [2, 3, 4] } },
  decorators: [
    (Story, { parameters }) => (
      // stories are not scanned for the compiled stylesheet: story-only layout is inline
      <div
        style={{ width: (parameters.frameWidth as string) ?? "20rem", maxWidth: "100%", paddingBlock: 16 }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PricingCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole("group", { name: "Professional" });
    await expect(card).toHaveAttribute("data-highlighted", "true");
    await expect(canvas.getByText("Most Popular")).toHaveAttribute("data-slot", "pricing-card-badge");
    await expect(canvasElement.querySelector("[data-slot=pricing-card-price]")).toHaveTextContent(
      "$99/month",
    );
    await expect(canvas.getAllByRole("listitem")).toHaveLength(5);
  },
};

export const Basic: Story = {
  args: {
    name: "Basic",
    price: "$29",
    highlighted: false,
    description: "For small teams getting started.",
    features: ["Up to 100 items", "5 users", "Basic reporting"],
    cta: (
      <Button asChild variant="outline">
        <a href="https://app.example.com/signup">Start Free Trial</a>
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    // the badge only shows on a highlighted plan
    await expect(canvas.queryByText("Most Popular")).toBeNull();
  },
};

export const CustomPrice: Story = {
  args: {
    name: "Enterprise",
    price: "Custom",
    period: undefined,
    highlighted: false,
    features: ["Unlimited items", "Unlimited users", "Dedicated success manager"],
    cta: (
      <Button asChild variant="outline">
        <a href="https://app.example.com/contact">Contact Sales</a>
      </Button>
    ),
  },
};

export const CtaHover: Story = { parameters: { pseudo: { hover: true, focusVisible: true } } };

export const LongText: Story = {
  args: {
    name: "Professional plus annual compliance reporting",
    features: [
      "Unlimited historical location data with exports to CSV, Excel and your data warehouse",
      "Single sign-on through any SAML 2.0 or OpenID Connect identity provider",
    ],
  },
};

/** Three plans: one column on phones, three side by side from `lg`; every CTA is reachable with Tab. */
export const Table: Story = {
  parameters: { layout: "padded", frameWidth: "64rem" },
  render: () => (
    <PricingTable>
      <PricingCard
        name="Basic"
        price="$29"
        period="/month"
        features={["Up to 100 items", "5 users", "Basic reporting"]}
        cta={
          <Button asChild variant="outline">
            <a href="#basic">Start Free Trial</a>
          </Button>
        }
      />
      <PricingCard
        name="Professional"
        price="$99"
        period="/month"
        highlighted
        badge="Most Popular"
        features={["Up to 1,000 items", "25 users", "Advanced analytics"]}
        cta={
          <Button asChild>
            <a href="#professional">Start Free Trial</a>
          </Button>
        }
      />
      <PricingCard
        name="Enterprise"
        price="Custom"
        features={["Unlimited items", "Unlimited users", "Dedicated support"]}
        cta={
          <Button asChild variant="outline">
            <a href="#enterprise">Contact Sales</a>
          </Button>
        }
      />
    </PricingTable>
  ),
  play: async ({ userEvent }) => {
    // keyboard only: Tab reaches each plan's CTA in reading order
    await userEvent.tab();
    await expect(document.activeElement).toHaveAttribute("href", "#basic");
    await userEvent.tab();
    await expect(document.activeElement).toHaveAttribute("href", "#professional");
    await expect(document.activeElement?.closest("[data-slot=pricing-card]")).toHaveAttribute(
      "data-highlighted",
      "true",
    );
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName("Contact Sales");
  },
};

export const TableMobile: Story = {
  ...Table,
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    const cards = [...canvasElement.querySelectorAll("[data-slot=pricing-card]")];
    const lefts = cards.map((card) => Math.round(card.getBoundingClientRect().left));
    // one column: every card starts at the same x
    await expect(new Set(lefts).size).toBe(1);
  },
};
