import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn } from "storybook/test";
import { phone } from "../../test/story-layouts.js";
import { Label } from "../label/label.js";
import { Switch, type SwitchProps } from "./switch.js";

const meta = {
  title: "Components/Switch",
  component: Switch,
  args: { onCheckedChange: fn(), size: "md" },
  argTypes: {
    size: { control: "inline-radio", options: ["sm", "md"] },
    checked: { control: "boolean" },
    disabled: { control: "boolean" },
  },
  render: (args) => (
    <div className="flex items-center gap-3">
      <Switch id="switch-demo" {...args} />
      <Label htmlFor="switch-demo">Offline alerts</Label>
    </div>
  ),
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Space flips it, Enter too, and so does a click on its label. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole("switch", { name: "Offline alerts" });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAttribute("data-state", "checked");
    await userEvent.keyboard("{Enter}");
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByText("Offline alerts"));
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(3);
  },
};

function Row({ label, ...props }: SwitchProps & { label: string }) {
  const id = React.useId();
  return (
    <div className="flex items-center gap-3">
      <Switch id={id} {...props} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

/** Off, on, and both disabled, in each size. */
export const States: Story = {
  render: () => (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(2, auto)", gap: "1rem 2.5rem" }}>
      {(["md", "sm"] as const).flatMap((size) => [
        <Row key={`${size}-off`} size={size} label={`Off (${size})`} />,
        <Row key={`${size}-on`} size={size} defaultChecked label={`On (${size})`} />,
        <Row key={`${size}-off-d`} size={size} disabled label={`Off, disabled (${size})`} />,
        <Row key={`${size}-on-d`} size={size} disabled defaultChecked label={`On, disabled (${size})`} />,
      ])}
    </div>
  ),
  play: async ({ canvas }) => {
    const md = canvas.getByRole("switch", { name: "On (md)" });
    const sm = canvas.getByRole("switch", { name: "On (sm)" });
    await expect(md.getBoundingClientRect()).toMatchObject({ width: 44, height: 24 });
    await expect(sm.getBoundingClientRect()).toMatchObject({ width: 28, height: 16 });
    // the thumb sits at the end when on
    const thumb = md.querySelector("[data-slot=switch-thumb]") as HTMLElement;
    await expect(md.getBoundingClientRect().right - thumb.getBoundingClientRect().right).toBe(2);
  },
};

export const Hover: Story = { parameters: { pseudo: { hover: true } }, render: States.render };

export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: true } }, render: States.render };

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole("switch");
    await expect(toggle).toBeDisabled();
    await userEvent.click(canvas.getByText("Offline alerts"));
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

/** A required switch left off after a submit (FormField sets these attributes). */
export const Invalid: Story = {
  render: (args) => (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-3">
        <Switch id="consent" aria-invalid aria-required aria-describedby="consent-error" {...args} />
        <Label htmlFor="consent" required>
          Share location with the site team
        </Label>
      </div>
      <p id="consent-error" className="text-sm font-medium text-error">
        Turn this on to enable live tracking
      </p>
    </div>
  ),
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole("switch", { name: "Share location with the site team" });
    await expect(toggle).toBeInvalid();
    await expect(toggle).toHaveAccessibleDescription("Turn this on to enable live tracking");
  },
};

export const LongText: Story = {
  render: (args) => (
    <div className="flex items-start gap-3" style={{ maxWidth: "20rem" }}>
      <Switch id="long" {...args} />
      <Label htmlFor="long" style={{ lineHeight: 1.4 }}>
        Pause all notifications for assets that are in scheduled maintenance or marked as retired
      </Label>
    </div>
  ),
};

/** Right to left: the thumb starts on the right and moves left when on. */
export const RTL: Story = {
  args: { defaultChecked: true },
  render: (args) => (
    <div dir="rtl" lang="ar" className="flex items-center gap-3">
      <Switch id="rtl" {...args} />
      <Label htmlFor="rtl">تنبيهات عدم الاتصال</Label>
    </div>
  ),
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole("switch");
    const thumb = toggle.querySelector("[data-slot=switch-thumb]") as HTMLElement;
    await expect(thumb.getBoundingClientRect().left - toggle.getBoundingClientRect().left).toBe(2);
  },
};

/** On a 390 px phone: the label wraps beside the control, which stays on its first line. */
export const Mobile: Story = {
  ...phone,
  render: LongText.render,
};
