import type { Meta, StoryObj } from "@storybook/react-vite";
import { ArrowRightIcon, EllipsisIcon, MailIcon, PlusIcon, ScanLineIcon } from "lucide-react";
import { expect, fn } from "storybook/test";
import { Button } from "./button.js";

const meta = {
  title: "Components/Button",
  component: Button,
  args: { children: "Start Free Trial", onClick: fn() },
  argTypes: {
    variant: {
      control: "select",
      options: ["default", "secondary", "outline", "ghost", "link", "destructive"],
    },
    size: { control: "select", options: ["sm", "md", "lg", "icon-sm", "icon", "icon-lg"] },
    loading: { control: "boolean" },
    loadingText: { control: "text" },
    disabled: { control: "boolean" },
    asChild: { control: false },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole("button", { name: "Start Free Trial" });
    await expect(button).toHaveAttribute("data-variant", "default");
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

const variants = ["default", "secondary", "outline", "ghost", "link", "destructive"] as const;

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      {variants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
      <Button {...args} size="icon" aria-label="Add asset">
        <PlusIcon />
      </Button>
    </div>
  ),
};

/** Square buttons for an icon alone, one per text size: 32 px ("icon-sm", a table row's actions), 40 px ("icon")
 * and 48 px ("icon-lg"). Name each with `aria-label`. */
export const IconSizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} variant="ghost" size="icon-sm" aria-label="Actions for Forklift 7">
        <EllipsisIcon aria-hidden="true" />
      </Button>
      <Button {...args} variant="outline" size="icon" aria-label="Add asset">
        <PlusIcon aria-hidden="true" />
      </Button>
      <Button {...args} size="icon-lg" aria-label="Scan a tag">
        <ScanLineIcon aria-hidden="true" />
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const [name, size, px] of [
      ["Actions for Forklift 7", "icon-sm", 32],
      ["Add asset", "icon", 40],
      ["Scan a tag", "icon-lg", 48],
    ] as const) {
      const button = canvas.getByRole("button", { name });
      await expect(button).toHaveAttribute("data-size", size);
      const box = button.getBoundingClientRect();
      await expect([box.width, box.height]).toEqual([px, px]);
    }
  },
};

export const Hover: Story = {
  parameters: { pseudo: { hover: true } },
  render: Variants.render,
};

export const FocusVisible: Story = {
  parameters: { pseudo: { focusVisible: true } },
  render: Variants.render,
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button");
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("data-disabled", "true");
    button.click();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, loadingText: "Sending...", children: "Send Message" },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Sending..." });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toHaveAttribute("data-loading", "true");
    // disabled for assistive tech and clicks, yet focusable: the busy button keeps the focus
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(button).not.toHaveAttribute("disabled");
    button.click();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <MailIcon aria-hidden="true" /> Contact Sales <ArrowRightIcon aria-hidden="true" />
      </>
    ),
  },
};

export const IconOnly: Story = {
  args: {
    size: "icon",
    variant: "outline",
    "aria-label": "Add asset",
    children: <PlusIcon aria-hidden="true" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Add asset" })).toBeVisible();
  },
};

export const AsChildLink: Story = {
  args: {
    asChild: true,
    children: (
      <a href="https://app.example.com" target="_blank" rel="noreferrer">
        Sign In
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Sign In" });
    await expect(link).toHaveAttribute("data-slot", "button");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/**
 * A label longer than its column. A button keeps its label on one line (`whitespace-nowrap`: a row of actions
 * never grows taller), so let a long one wrap where the layout allows it: `h-auto whitespace-normal`.
 */
export const LongText: Story = {
  args: {
    children: "Schedule a personalised onboarding session with our solutions team",
    className: "h-auto whitespace-normal py-2",
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs" data-testid="column">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const column = canvas.getByTestId("column").getBoundingClientRect();
    const button = canvas.getByRole("button").getBoundingClientRect();
    // wrapped inside its column, not spilling out of it
    await expect(button.right).toBeLessThanOrEqual(column.right);
    await expect(button.height).toBeGreaterThan(40);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  args: { className: "w-full", size: "lg" },
  parameters: { layout: "padded" },
};
