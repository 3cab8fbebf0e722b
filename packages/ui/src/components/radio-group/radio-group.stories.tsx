import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, waitFor } from "storybook/test";
import { phone } from "../../test/story-layouts.js";
import { Label } from "../label/label.js";
import { RadioGroup, RadioGroupItem, type RadioGroupProps } from "./radio-group.js";

type Keyboard = (text: string) => Promise<unknown>;

/**
 * An arrow key held while focus moves, as a hand presses it: Radix moves focus in a timeout after keydown
 * and checks the radio only if the arrow is still down when focus arrives.
 */
async function arrow(keyboard: Keyboard, key: string, to: HTMLElement) {
  await keyboard(`{${key}>}`);
  await waitFor(() => expect(to).toHaveFocus());
  await keyboard(`{/${key}}`);
}

type Option = { value: string; label: string; disabled?: boolean };

const intervals: Option[] = [
  { value: "5", label: "Every 5 minutes" },
  { value: "15", label: "Every 15 minutes" },
  { value: "60", label: "Every hour" },
  { value: "live", label: "Live (requires a GPS tag)", disabled: true },
];

/** `wrap`: labels that may run over several lines (Label is single-line by default). */
function Options({ options, wrap, ...props }: RadioGroupProps & { options?: Option[]; wrap?: boolean }) {
  const id = React.useId();
  return (
    <RadioGroup {...props}>
      {(options ?? intervals).map((o) => (
        <div key={o.value} className={wrap ? "flex items-start gap-2" : "flex items-center gap-2"}>
          <RadioGroupItem
            id={`${id}-${o.value}`}
            value={o.value}
            disabled={o.disabled}
            className={wrap ? "mt-0.5" : undefined}
          />
          <Label htmlFor={`${id}-${o.value}`} style={wrap ? { lineHeight: 1.4 } : undefined}>
            {o.label}
          </Label>
        </div>
      ))}
    </RadioGroup>
  );
}

const meta = {
  title: "Components/RadioGroup",
  component: RadioGroup,
  args: { defaultValue: "15", onValueChange: fn() },
  argTypes: {
    orientation: { control: "inline-radio", options: ["vertical", "horizontal"] },
    disabled: { control: "boolean" },
    required: { control: "boolean" },
  },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <span id="interval-label" className="text-sm font-medium">
        Location updates
      </span>
      <Options {...args} aria-labelledby="interval-label" />
    </div>
  ),
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tab lands on the checked radio; arrows move and check, skipping the disabled "Live". */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole("radiogroup", { name: "Location updates" });
    await expect(group).toHaveAttribute("data-slot", "radio-group");
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Every 15 minutes" })).toHaveFocus();
    const hour = canvas.getByRole("radio", { name: "Every hour" });
    await arrow(userEvent.keyboard, "ArrowDown", hour);
    await expect(hour).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("60");
    // Live is disabled: the next stop wraps to the first
    const five = canvas.getByRole("radio", { name: "Every 5 minutes" });
    await arrow(userEvent.keyboard, "ArrowDown", five);
    await expect(five).toBeChecked();
  },
};

export const Horizontal: Story = {
  args: { orientation: "horizontal" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radiogroup")).toHaveAttribute("aria-orientation", "horizontal");
    const [a, b] = canvas.getAllByRole("radio");
    await expect(a!.getBoundingClientRect().top).toBe(b!.getBoundingClientRect().top);
  },
};

export const Hover: Story = { parameters: { pseudo: { hover: true } } };

export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: true } } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).toBeDisabled();
    await expect(canvas.getByRole("radiogroup")).toHaveAttribute("data-disabled");
  },
};

/** Nothing chosen after a submit: every radio shows the error colour; the message describes the group. */
export const Invalid: Story = {
  args: { defaultValue: undefined },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <span id="invalid-label" className="text-sm font-medium">
        Location updates
      </span>
      <Options
        {...args}
        aria-labelledby="invalid-label"
        aria-invalid
        aria-required
        aria-describedby="invalid-error"
      />
      <p id="invalid-error" className="text-sm font-medium text-error">
        Choose how often tags report
      </p>
    </div>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: "Location updates" });
    await expect(group).toHaveAttribute("aria-invalid", "true");
    await expect(group).toHaveAccessibleDescription("Choose how often tags report");
  },
};

const longOptions: Option[] = [
  { value: "site", label: "Notify the site manager of the location where the asset was last scanned" },
  {
    value: "owner",
    label: "Notify the person the asset is currently checked out to, and copy their team lead",
  },
];

export const LongText: Story = {
  args: { defaultValue: "site" },
  render: (args) => (
    <div style={{ maxWidth: "20rem" }}>
      <Options {...args} aria-label="Who to notify" options={longOptions} wrap />
    </div>
  ),
};

/** Right to left: the radio sits right of its label, and Left/Right follow the reading direction. */
export const RTL: Story = {
  args: { orientation: "horizontal", dir: "rtl", defaultValue: "a" },
  render: (args) => (
    <div dir="rtl" lang="ar">
      <Options
        {...args}
        aria-label="التكرار"
        options={[
          { value: "a", label: "كل ساعة" },
          { value: "b", label: "كل يوم" },
        ]}
      />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const [first, second] = canvas.getAllByRole("radio");
    await expect(first!.getBoundingClientRect().left).toBeGreaterThan(second!.getBoundingClientRect().left);
    first!.focus();
    // in RTL the next item is to the left
    await arrow(userEvent.keyboard, "ArrowLeft", second!);
    await expect(second).toBeChecked();
  },
};

/** On a 390 px phone: the label wraps beside the control, which stays on its first line. */
export const Mobile: Story = {
  ...phone,
  args: { defaultValue: "site" },
  render: LongText.render,
};
