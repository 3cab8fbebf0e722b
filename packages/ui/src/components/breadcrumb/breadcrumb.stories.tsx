import type { Meta, StoryObj } from "@storybook/react-vite";
import type * as React from "react";
import { SlashIcon } from "lucide-react";
import { expect } from "storybook/test";
import {
  Breadcrumb,
  BreadcrumbEllipsis,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from "./breadcrumb.js";
import { phone, rightToLeft } from "../../test/story-layouts.js";

const trail = [
  { label: "Assets", href: "#assets" },
  { label: "Rotterdam DC", href: "#sites/rotterdam" },
  { label: "Warehouse 2", href: "#sites/rotterdam/w2" },
];

function Trail({
  current = "Forklift 7",
  steps = trail,
  label,
}: {
  current?: string;
  steps?: typeof trail;
  label?: string;
}) {
  return (
    <Breadcrumb aria-label={label}>
      <BreadcrumbList>
        {steps.map((step) => (
          <BreadcrumbItemWithSeparator key={step.href}>
            <BreadcrumbLink href={step.href}>{step.label}</BreadcrumbLink>
          </BreadcrumbItemWithSeparator>
        ))}
        <BreadcrumbItem>
          <BreadcrumbPage>{current}</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumb>
  );
}

function BreadcrumbItemWithSeparator({ children }: { children: React.ReactNode }) {
  return (
    <>
      <BreadcrumbItem>{children}</BreadcrumbItem>
      <BreadcrumbSeparator />
    </>
  );
}

const meta = {
  title: "Components/Breadcrumb",
  component: Breadcrumb,
  render: () => <Trail />,
} satisfies Meta<typeof Breadcrumb>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Breadcrumb" });
    await expect(nav).toHaveAttribute("data-slot", "breadcrumb");
    await expect(canvas.getAllByRole("link")).toHaveLength(3);
    await expect(canvas.getByText("Forklift 7")).toHaveAttribute("aria-current", "page");
    // separators are not list items for assistive tech
    await expect(canvas.getAllByRole("listitem")).toHaveLength(4);
  },
};

/** A long trail collapsed behind an ellipsis (put it in a DropdownMenu trigger to reveal the steps). */
export const Collapsed: Story = {
  render: () => (
    <Breadcrumb>
      <BreadcrumbList>
        <BreadcrumbItem>
          <BreadcrumbLink href="#assets">Assets</BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbEllipsis />
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbLink href="#w2">Warehouse 2</BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbPage>Forklift 7</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumb>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("More pages")).toBeInTheDocument();
  },
};

/** Any separator: here a slash. */
export const CustomSeparator: Story = {
  render: () => (
    <Breadcrumb>
      <BreadcrumbList>
        <BreadcrumbItem>
          <BreadcrumbLink href="#settings">Settings</BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator>
          <SlashIcon />
        </BreadcrumbSeparator>
        <BreadcrumbItem>
          <BreadcrumbPage>Notifications</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumb>
  ),
};

export const HoverFocus: Story = {
  parameters: { pseudo: { hover: ["a[href='#assets']"], focusVisible: ["a[href='#sites/rotterdam']"] } },
};

/** Long names wrap onto the next line instead of overflowing. */
export const LongText: Story = {
  render: () => (
    <div style={{ width: "24rem", maxWidth: "100%" }}>
      <Trail
        current="Refrigerated trailer with temperature logger, bay 14"
        steps={[...trail, { label: "Cold storage and refrigerated transport", href: "#cold" }]}
      />
    </div>
  ),
};

// the same trail in Arabic: assets, Rotterdam distribution centre, warehouse 2, forklift 7
const arabicTrail = [
  { label: "الأصول", href: "#assets" },
  { label: "مركز روتردام للتوزيع", href: "#sites/rotterdam" },
  { label: "المستودع 2", href: "#sites/rotterdam/w2" },
];

/** Right-to-left (Arabic): the trail reads from the right and the chevrons point left. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  render: () => <Trail label="مسار التنقل" steps={arabicTrail} current="الرافعة الشوكية 7" />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("navigation", { name: "مسار التنقل" })).toBeVisible();
    // the first step is on the right, the current page on the left
    const first = canvas.getByRole("link", { name: "الأصول" }).getBoundingClientRect();
    const current = canvas.getByText("الرافعة الشوكية 7").getBoundingClientRect();
    await expect(first.left).toBeGreaterThan(current.right);
    const chevron = canvasElement.querySelector("[data-slot=breadcrumb-separator] svg") as SVGElement;
    await expect(getComputedStyle(chevron).rotate).toBe("180deg");
  },
};

export const Mobile: Story = {
  render: () => <Trail current="Refrigerated trailer 3" />,
  ...phone,
};
