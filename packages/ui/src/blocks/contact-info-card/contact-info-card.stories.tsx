import type { Meta, StoryObj } from "@storybook/react-vite";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import { expect } from "storybook/test";
import { ContactInfoCard } from "./contact-info-card.js";

const meta = {
  title: "Marketing/ContactInfoCard",
  component: ContactInfoCard,
  args: {
    icon: <MailIcon />,
    title: "Contact Information",
    items: [
      { icon: <MailIcon />, label: "Sales", value: "sales@example.com", href: "mailto:sales@example.com" },
      { icon: <PhoneIcon />, label: "Phone", value: "+1 (555) 010-0000", href: "tel:+15550100000" },
      { icon: <MapPinIcon />, label: "Office", value: "100 Example Street, San Francisco, CA 94105" },
    ],
  },
  argTypes: { icon: { control: false }, headingLevel: { control: "select", options: [2, 3, 4] } },
  decorators: [
    (Story) => (
      // stories are not scanned for the compiled stylesheet: story-only layout is inline
      <div style={{ width: "24rem", maxWidth: "100%" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactInfoCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Contact Information" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "sales@example.com" })).toHaveAttribute(
      "href",
      "mailto:sales@example.com",
    );
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3);
  },
};

export const LinkFocus: Story = { parameters: { pseudo: { focusVisible: true, hover: true } } };

/** Opening hours as one item (one icon, one label) with a labelled line per day. */
export const BusinessHours: Story = {
  args: {
    icon: <ClockIcon />,
    title: "Business Hours",
    items: [
      {
        icon: <ClockIcon />,
        label: "Business hours",
        lines: [
          { label: "Monday to Friday", value: "9:00 AM - 6:00 PM PST" },
          { label: "Saturday", value: "10:00 AM - 4:00 PM PST" },
          { label: "Sunday", value: "closed" },
        ],
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(1);
    await expect(canvasElement.querySelectorAll("[data-slot=contact-info-item] svg")).toHaveLength(1);
    await expect(canvas.getAllByRole("term").map((term) => term.textContent)).toEqual([
      "Monday to Friday",
      "Saturday",
      "Sunday",
    ]);
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        label: "Partnerships and enterprise procurement",
        value: "enterprise-procurement-and-partnerships@example-company-with-a-long-name.com",
        href: "mailto:enterprise-procurement-and-partnerships@example-company-with-a-long-name.com",
      },
    ],
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile1", isRotated: false } } };
