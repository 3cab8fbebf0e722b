import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn } from "storybook/test";
import { phone } from "../../test/story-layouts.js";
import { Label } from "../label/label.js";
import { Checkbox, type CheckedState } from "./checkbox.js";

const meta = {
  title: "Components/Checkbox",
  component: Checkbox,
  args: { onCheckedChange: fn(), disabled: false },
  argTypes: {
    checked: { control: "inline-radio", options: [true, false, "indeterminate"] },
    disabled: { control: "boolean" },
    required: { control: "boolean" },
  },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Checkbox id="checkbox-demo" {...args} />
      <Label htmlFor="checkbox-demo">Email me when an asset goes offline</Label>
    </div>
  ),
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Click the label or press Space on the box: both toggle it. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole("checkbox", { name: "Email me when an asset goes offline" });
    await expect(box).toHaveAttribute("data-state", "unchecked");
    await userEvent.click(canvas.getByText("Email me when an asset goes offline"));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(" ");
    await expect(box).not.toBeChecked();
    await expect(box).toHaveFocus();
  },
};

function StateRow({ state, disabled, label }: { state: CheckedState; disabled?: boolean; label: string }) {
  const id = React.useId();
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} defaultChecked={state} disabled={disabled} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

/** Every state side by side: unchecked, checked, indeterminate, and each of them disabled. */
export const States: Story = {
  render: () => (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(2, auto)", gap: "1rem 2.5rem" }}>
      <StateRow state={false} label="Unchecked" />
      <StateRow state={false} disabled label="Unchecked, disabled" />
      <StateRow state={true} label="Checked" />
      <StateRow state={true} disabled label="Checked, disabled" />
      <StateRow state="indeterminate" label="Indeterminate" />
      <StateRow state="indeterminate" disabled label="Indeterminate, disabled" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "Indeterminate" })).toHaveAttribute(
      "aria-checked",
      "mixed",
    );
    await expect(canvas.getByRole("checkbox", { name: "Checked, disabled" })).toBeDisabled();
  },
};

export const Hover: Story = { parameters: { pseudo: { hover: true } }, render: States.render };

export const FocusVisible: Story = {
  parameters: { pseudo: { focusVisible: true } },
  render: States.render,
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole("checkbox");
    await expect(box).toHaveAttribute("data-disabled");
    await userEvent.click(canvas.getByText("Email me when an asset goes offline"));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

/** An unticked required box after a submit (the FormField wiring sets these attributes for you). */
export const Invalid: Story = {
  args: { "aria-invalid": true, required: true },
  render: (args) => (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <Checkbox id="terms" aria-describedby="terms-error" {...args} />
        <Label htmlFor="terms" required>
          I accept the terms of service
        </Label>
      </div>
      <p id="terms-error" className="text-sm font-medium text-error">
        Accept the terms to continue
      </p>
    </div>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole("checkbox", { name: "I accept the terms of service" });
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription("Accept the terms to continue");
  },
};

const sites = ["Warehouse North", "Warehouse South", "Construction site A"];

function SelectAll() {
  const [checked, setChecked] = React.useState<Record<string, boolean>>({ [sites[0]!]: true });
  const count = sites.filter((site) => checked[site]).length;
  const all: CheckedState = count === sites.length ? true : count === 0 ? false : "indeterminate";
  return (
    <div role="group" aria-label="Sites" className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <Checkbox
          id="all-sites"
          checked={all}
          onCheckedChange={(next) => setChecked(Object.fromEntries(sites.map((s) => [s, next === true])))}
        />
        <Label htmlFor="all-sites">All sites</Label>
      </div>
      {sites.map((site) => (
        <div key={site} className="flex items-center gap-2" style={{ paddingInlineStart: "1.5rem" }}>
          <Checkbox
            id={`site-${site}`}
            checked={checked[site] ?? false}
            onCheckedChange={(next) => setChecked((prev) => ({ ...prev, [site]: next === true }))}
          />
          <Label htmlFor={`site-${site}`}>{site}</Label>
        </div>
      ))}
    </div>
  );
}

/** A "select all" box shows the dash while only some of its children are ticked; clicking it ticks them all. */
export const Indeterminate: Story = {
  render: () => <SelectAll />,
  play: async ({ canvas, userEvent }) => {
    const all = canvas.getByRole("checkbox", { name: "All sites" });
    await expect(all).toHaveAttribute("data-state", "indeterminate");
    await userEvent.click(all);
    await expect(all).toHaveAttribute("data-state", "checked");
    for (const site of sites) await expect(canvas.getByRole("checkbox", { name: site })).toBeChecked();
    await userEvent.click(canvas.getByRole("checkbox", { name: "Warehouse South" }));
    await expect(all).toHaveAttribute("aria-checked", "mixed");
  },
};

export const LongText: Story = {
  render: (args) => (
    <div className="flex max-w-xs items-start gap-2">
      <Checkbox id="long" className="mt-0.5" {...args} />
      <Label htmlFor="long" style={{ lineHeight: 1.4 }}>
        Send a daily digest of every asset that moved between sites, changed custodian or missed its scheduled
        audit
      </Label>
    </div>
  ),
};

/** In a right-to-left layout the box sits on the right of its label. */
export const RTL: Story = {
  args: { defaultChecked: true },
  render: (args) => (
    <div dir="rtl" lang="ar" className="flex items-center gap-2">
      <Checkbox id="rtl" {...args} />
      <Label htmlFor="rtl">تنبيه عند انقطاع الأصل</Label>
    </div>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole("checkbox");
    const label = canvas.getByText("تنبيه عند انقطاع الأصل");
    await expect(box.getBoundingClientRect().left).toBeGreaterThan(label.getBoundingClientRect().right);
  },
};

/** On a 390 px phone: the label wraps beside the control, which stays on its first line. */
export const Mobile: Story = {
  ...phone,
  render: LongText.render,
};
