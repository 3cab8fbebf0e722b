import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { expect, waitFor } from "storybook/test";
import { Progress } from "./progress.js";
import { rightToLeft } from "../../test/story-layouts.js";

const meta = {
  title: "Components/Progress",
  component: Progress,
  args: { value: 45, max: 100, label: "Audit of Rotterdam DC", showValue: true, size: "md" },
  argTypes: {
    value: { control: { type: "range", min: 0, max: 100 } },
    size: { control: "select", options: ["sm", "md"] },
    label: { control: "text" },
  },
  decorators: [
    (Story) => (
      // stories are not scanned for the compiled stylesheet: story-only layout is inline
      <div style={{ width: "24rem", maxWidth: "100%" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Progress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Audit of Rotterdam DC" });
    await expect(bar).toHaveAttribute("aria-valuenow", "45");
    await expect(bar).toHaveAttribute("aria-valuetext", "45%");
    await expect(bar).toHaveAttribute("data-state", "loading");
  },
};

/** No value: indeterminate, no `aria-valuenow`; the bar sweeps (still stripes across the track under reduced motion). */
export const Indeterminate: Story = {
  args: { value: null, label: "Syncing scans", showValue: true },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Syncing scans" });
    await expect(bar).not.toHaveAttribute("aria-valuenow");
    await expect(bar).toHaveAttribute("data-state", "indeterminate");
  },
};

export const Complete: Story = {
  args: { value: 100, label: "Upload finished" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("data-state", "complete");
  },
};

/** Without a visible label: named by `aria-label`. Both sizes. */
export const Sizes: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <Progress size="sm" value={30} aria-label="Battery of tag OT-1042" />
      <Progress size="md" value={70} aria-label="Battery of tag OT-2210" />
    </div>
  ),
};

/** A custom value text: counts instead of percent, read by screen readers too. */
export const CustomValueText: Story = {
  args: {
    value: 312,
    max: 480,
    label: "Assets scanned",
    getValueLabel: (value, max) => `${value} of ${max}`,
  },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Assets scanned" });
    await expect(bar).toHaveAttribute("aria-valuetext", "312 of 480");
    await expect(canvas.getByText("312 of 480")).toHaveAttribute("aria-hidden", "true");
  },
};

/** A running task: the value moves and the attributes follow it. */
export const Live: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(0);
    useEffect(() => {
      const id = setInterval(() => setValue((v) => Math.min(v + 20, 100)), 100);
      return () => clearInterval(id);
    }, []);
    return <Progress {...args} value={value} />;
  },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar");
    await waitFor(() => expect(bar).toHaveAttribute("data-state", "complete"));
    await expect(bar).toHaveAttribute("aria-valuenow", "100");
  },
};

export const LongText: Story = {
  args: {
    label: "Importing the asset register from the previous tracking system (spreadsheet, 12,480 rows)",
  },
};

/** Right to left, as an Arabic app shows it: the bar fills from the right; the value in Arabic-Indic digits. */
export const RightToLeft: Story = {
  args: {
    value: 30,
    label: "تدقيق مركز التوزيع في روتردام",
    getValueLabel: (value, max) => new Intl.NumberFormat("ar-EG", { style: "percent" }).format(value / max),
  },
  decorators: [
    rightToLeft,
    (Story) => (
      <div lang="ar">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const bar = canvas.getByRole("progressbar");
    // Arabic-Indic digits and percent sign (ICU may add an invisible direction mark after it)
    await expect(bar.getAttribute("aria-valuetext")).toMatch(/^٣٠٪/);
    const indicator = canvasElement.querySelector("[data-slot=progress-indicator]") as HTMLElement;
    // the filled part grows from the right
    await expect(
      Math.abs(indicator.getBoundingClientRect().right - bar.getBoundingClientRect().right),
    ).toBeLessThan(1);
  },
};
