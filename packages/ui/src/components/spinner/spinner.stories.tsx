import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { phone } from "../../test/story-layouts.js";
import { Button } from "../button/button.js";
import { Spinner } from "./spinner.js";

const meta = {
  title: "Components/Spinner",
  component: Spinner,
  args: { size: "sm", label: "Loading" },
  argTypes: {
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    label: { control: "text" },
  },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A status that says "Loading" to screen readers; it turns in the text colour. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole("status", { name: "Loading" });
    await expect(spinner).toHaveAttribute("data-slot", "spinner");
    await expect(spinner).toHaveAttribute("data-size", "sm");
    await expect(getComputedStyle(spinner).animationName).toBe("spin");
  },
};

/** 16 px beside text and in buttons, 24 px, and 40 px for a panel that loads. */
export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-6">
      <Spinner {...args} size="sm" label="Loading (small)" />
      <Spinner {...args} size="md" label="Loading (medium)" />
      <Spinner {...args} size="lg" label="Loading (large)" />
    </div>
  ),
  play: async ({ canvas }) => {
    const sizes = ["small", "medium", "large"].map(
      (name) => canvas.getByRole("status", { name: `Loading (${name})` }).getBoundingClientRect().width,
    );
    await expect(sizes).toEqual([16, 24, 40]);
  },
};

/** It takes the colour of the text around it (`currentColor`): brand, muted, on a filled surface. */
export const Colours: Story = {
  render: (args) => (
    <div className="flex items-center gap-6">
      <span className="text-primary">
        <Spinner {...args} size="md" label="Loading (brand)" />
      </span>
      <span className="text-muted-foreground">
        <Spinner {...args} size="md" label="Loading (muted)" />
      </span>
      <span className="inline-flex rounded-md bg-primary p-2 text-primary-foreground">
        <Spinner {...args} size="md" label="Loading (on brand)" />
      </span>
    </div>
  ),
};

/**
 * Beside text that already says what is happening, the spinner is decorative (`label={null}`): the text is
 * the status, and it is read once.
 */
export const WithText: Story = {
  render: (args) => (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Spinner {...args} label={null} />
      Syncing 1,204 tags from Hamburg…
    </p>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("status")).toHaveAccessibleName("");
    await expect(canvas.getByRole("status")).toHaveTextContent("Syncing 1,204 tags from Hamburg…");
    await expect(canvasElement.querySelector("[data-slot=spinner]")).toHaveAttribute("aria-hidden", "true");
  },
};

/** A busy Button draws this same spinner (decorative there: the button has `aria-busy`). */
export const InButton: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <Button loading loadingText="Saving…">
        Save
      </Button>
      <Button variant="outline" loading>
        Export CSV
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole("button")) {
      await expect(button).toHaveAttribute("aria-busy", "true");
      const spinner = button.querySelector("[data-slot=spinner]");
      await expect(spinner).toHaveAttribute("aria-hidden", "true");
      await expect(getComputedStyle(spinner!).animationName).toBe("spin");
    }
  },
};

/** Right to left: the label is read in the page's language. */
export const RightToLeft: Story = {
  args: { label: "جارٍ التحميل" },
  render: (args) => (
    <p dir="rtl" lang="ar" className="flex items-center gap-2 text-sm">
      <Spinner {...args} />
      قائمة الأصول
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "جارٍ التحميل" })).toBeInTheDocument();
  },
};

/** On a 390 px phone: a panel that loads, its spinner centred. */
export const Mobile: Story = {
  ...phone,
  args: { size: "lg", label: "Loading assets" },
  render: (args) => (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-border p-6 text-sm text-muted-foreground">
      <Spinner {...args} className="text-primary" />
      Loading assets…
    </div>
  ),
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole("status", { name: "Loading assets" }).getBoundingClientRect();
    const panel = canvas.getByText("Loading assets…").getBoundingClientRect();
    await expect(Math.abs(spinner.left + spinner.width / 2 - (panel.left + panel.width / 2))).toBeLessThan(1);
  },
};
