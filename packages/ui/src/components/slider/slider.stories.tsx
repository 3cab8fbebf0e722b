import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, waitFor } from "storybook/test";
import { phone } from "../../test/story-layouts.js";
import { FormField } from "../form-field/form-field.js";
import { Slider, type SliderProps } from "./slider.js";

const meta = {
  title: "Components/Slider",
  component: Slider,
  args: {
    defaultValue: [40],
    min: 0,
    max: 100,
    step: 5,
    "aria-label": "Battery alert threshold",
    onValueChange: fn(),
  },
  argTypes: {
    orientation: { control: "inline-radio", options: ["horizontal", "vertical"] },
    disabled: { control: "boolean" },
    inverted: { control: "boolean" },
  },
  render: (args) => <Slider {...args} style={{ width: "20rem" }} />,
} satisfies Meta<typeof Slider>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The WAI-ARIA slider: the thumb is a tab stop; Right/Up add a step, Left/Down take one, PageUp/PageDown move ten
 * steps, Home/End go to the minimum and maximum.
 */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const thumb = canvas.getByRole("slider", { name: "Battery alert threshold" });
    await userEvent.tab();
    await expect(thumb).toHaveFocus();
    await expect(thumb).toHaveAttribute("aria-valuenow", "40");
    await userEvent.keyboard("{ArrowRight}");
    await expect(thumb).toHaveAttribute("aria-valuenow", "45");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(thumb).toHaveAttribute("aria-valuenow", "35");
    await userEvent.keyboard("{PageUp}");
    await expect(thumb).toHaveAttribute("aria-valuenow", "85");
    await userEvent.keyboard("{End}");
    await expect(thumb).toHaveAttribute("aria-valuenow", "100");
    await userEvent.keyboard("{Home}");
    await expect(thumb).toHaveAttribute("aria-valuenow", "0");
    await expect(args.onValueChange).toHaveBeenLastCalledWith([0]);
  },
};

/** A range: two thumbs, each named ("Price, minimum"), that stop at each other instead of passing. */
export const Range: Story = {
  args: {
    defaultValue: [200, 800],
    min: 0,
    max: 1000,
    step: 50,
    "aria-label": "Price",
    thumbLabels: ["minimum", "maximum"],
  },
  play: async ({ canvas, userEvent }) => {
    const low = canvas.getByRole("slider", { name: "Price, minimum" });
    const high = canvas.getByRole("slider", { name: "Price, maximum" });
    low.focus();
    await userEvent.keyboard("{End}");
    // the minimum stops at the maximum
    await expect(low).toHaveAttribute("aria-valuenow", "800");
    await expect(low).toHaveFocus();
    await expect(high).toHaveAttribute("aria-valuenow", "800");
    await userEvent.keyboard("{Home}");
    await expect(low).toHaveAttribute("aria-valuenow", "0");
  },
};

function Labelled(props: SliderProps) {
  const [value, setValue] = React.useState(props.defaultValue ?? [25, 75]);
  const euros = (v: number) => `€${v.toLocaleString("en-GB")}`;
  return (
    <div style={{ width: "20rem" }}>
      <FormField label="Purchase price" hint={`${euros(value[0]!)} – ${euros(value[1]!)}`}>
        <Slider
          {...props}
          value={value}
          onValueChange={setValue}
          min={0}
          max={5000}
          step={100}
          thumbLabels={["minimum", "maximum"]}
          getValueLabel={(v) => euros(v)}
        />
      </FormField>
    </div>
  );
}

/**
 * In a FormField: the label names both thumbs ("Purchase price minimum"), the hint describes them, and each
 * reads its value as money (`getValueLabel` → `aria-valuetext`).
 */
export const InFormField: Story = {
  args: { defaultValue: [500, 2500] },
  render: ({ defaultValue }) => <Labelled defaultValue={defaultValue} />,
  play: async ({ canvas, userEvent }) => {
    const low = canvas.getByRole("slider", { name: "Purchase price minimum" });
    await expect(low).toHaveAccessibleDescription("€500 – €2,500");
    await expect(low).toHaveAttribute("aria-valuetext", "€500");
    low.focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(low).toHaveAttribute("aria-valuetext", "€600");
    await waitFor(() => expect(low).toHaveAccessibleDescription("€600 – €2,500"));
  },
};

/** A column of its own height; Up adds, Down takes. */
export const Vertical: Story = {
  args: { orientation: "vertical" },
  render: (args) => (
    <div style={{ height: "12rem" }}>
      <Slider {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const thumb = canvas.getByRole("slider");
    await expect(thumb).toHaveAttribute("aria-orientation", "vertical");
    thumb.focus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(thumb).toHaveAttribute("aria-valuenow", "45");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole("slider");
    await expect(thumb).not.toHaveAttribute("tabindex");
    await expect(thumb).toHaveAttribute("data-disabled");
  },
};

/** Marked invalid (FormField sets it from `error`): the thumbs' rings turn red. */
export const Invalid: Story = {
  render: () => (
    <div style={{ width: "20rem" }}>
      <FormField label="Geofence radius (m)" error="Pick at least 100 m">
        <Slider defaultValue={[50]} min={0} max={1000} step={50} />
      </FormField>
    </div>
  ),
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole("slider", { name: "Geofence radius (m)" });
    await expect(thumb).toBeInvalid();
    await expect(thumb).toHaveAccessibleDescription("Pick at least 100 m");
  },
};

export const Hover: Story = { parameters: { pseudo: { hover: true } } };

export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: true } } };

/** Right to left: the minimum is on the right, ArrowLeft adds a step. */
export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl" lang="ar" style={{ width: "20rem" }} className="flex flex-col gap-3">
      <p className="text-sm font-medium" id="rtl-label">
        حد تنبيه البطارية
      </p>
      <Slider {...args} aria-label={undefined} aria-labelledby="rtl-label" dir="rtl" />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const thumb = canvas.getByRole("slider", { name: "حد تنبيه البطارية" });
    const track = canvas.getByRole("slider").closest("[data-slot=slider]")!.getBoundingClientRect();
    // 40 %: the thumb is right of the middle
    await expect(thumb.getBoundingClientRect().left).toBeGreaterThan(track.left + track.width / 2);
    thumb.focus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(thumb).toHaveAttribute("aria-valuenow", "45");
  },
};

/** On a 390 px phone: full width, and a 36 px touch target around each thumb. */
export const Mobile: Story = {
  ...phone,
  args: { defaultValue: [20, 60], "aria-label": "Temperature range", thumbLabels: ["lowest", "highest"] },
  render: (args) => <Slider {...args} />,
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole("slider", { name: "Temperature range, lowest" });
    await expect(thumb.getBoundingClientRect().width).toBe(20);
    await expect(getComputedStyle(thumb, "::after").inset).toBe("-8px");
  },
};
