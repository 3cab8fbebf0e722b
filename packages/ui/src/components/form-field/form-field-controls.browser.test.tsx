// FormField with every kind of control: the wiring (ids, aria-*) in the DOM, and what Chromium's own
// accessibility tree makes of it (the name and description a screen reader announces).
import type * as React from "react";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { expect, test } from "vitest";
import { accessibleNodes } from "../../test/ax.js";
import { Checkbox } from "../checkbox/checkbox.js";
import { Input } from "../input/input.js";
import { RadioGroup, RadioGroupItem } from "../radio-group/radio-group.js";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../select/select.js";
import { Switch } from "../switch/switch.js";
import { Textarea } from "../textarea/textarea.js";
import { FormField, type FormFieldProps } from "./form-field.js";

interface Case {
  control: string;
  /** The ARIA role of the element that gets the wiring, and Chromium's name for that role. */
  role: "textbox" | "combobox" | "checkbox" | "switch" | "radiogroup";
  axRole: string;
  orientation?: FormFieldProps["orientation"];
  element: React.ReactElement;
}

const cases: Case[] = [
  { control: "Input", role: "textbox", axRole: "textbox", element: <Input /> },
  { control: "Textarea", role: "textbox", axRole: "textbox", element: <Textarea /> },
  {
    control: "Select",
    role: "combobox",
    axRole: "combobox",
    element: (
      <Select>
        <SelectTrigger>
          <SelectValue placeholder="Choose a site" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="north">Warehouse North</SelectItem>
        </SelectContent>
      </Select>
    ),
  },
  {
    control: "Checkbox",
    role: "checkbox",
    axRole: "checkbox",
    orientation: "horizontal",
    element: <Checkbox />,
  },
  { control: "Switch", role: "switch", axRole: "switch", orientation: "horizontal", element: <Switch /> },
  {
    control: "RadioGroup",
    role: "radiogroup",
    axRole: "radiogroup",
    element: (
      <RadioGroup>
        <RadioGroupItem value="hourly" aria-label="Hourly" />
        <RadioGroupItem value="daily" aria-label="Daily" />
      </RadioGroup>
    ),
  },
];

for (const c of cases) {
  test(`${c.control}: id, label, aria-describedby, aria-invalid and aria-required; Chromium announces the error`, async () => {
    const field = (error?: string) => (
      <FormField
        label="Tracking"
        hint="Applies to every site."
        error={error}
        required
        controlId="tracking"
        orientation={c.orientation}
      >
        {c.element}
      </FormField>
    );
    const screen = await render(field("Choose one to continue"));
    const control = page.getByRole(c.role, { name: "Tracking" });
    await expect.element(control).toHaveAttribute("id", "tracking");
    await expect.element(control).toHaveAttribute("aria-invalid", "true");
    await expect.element(control).toHaveAttribute("aria-required", "true");
    await expect.element(control).toHaveAttribute("aria-describedby", "tracking-hint tracking-error");
    await expect
      .element(control)
      .toHaveAccessibleDescription("Applies to every site. Choose one to continue");
    await expect.element(page.getByText("Choose one to continue")).toHaveAttribute("id", "tracking-error");

    const caption = document.getElementById("tracking-label")!;
    if (c.role === "radiogroup") {
      // a group is named by its legend-like caption, not by a <label for>
      await expect.element(control).toHaveAttribute("aria-labelledby", "tracking-label");
      expect(caption.tagName).toBe("SPAN");
      expect(caption.dataset.slot).toBe("form-field-legend");
    } else {
      expect(caption.tagName).toBe("LABEL");
      expect((caption as HTMLLabelElement).htmlFor).toBe("tracking");
      expect((caption as HTMLLabelElement).control).toBe(control.element());
    }

    // what Chromium itself computed: the one node with this name, described by hint and error, invalid, required
    const [node, ...others] = await accessibleNodes(c.axRole, "Tracking");
    expect(others).toEqual([]);
    expect(node?.description).toBe("Applies to every site. Choose one to continue");
    expect(node?.properties.invalid).toBe("true");
    // Chromium keeps no required state for checkboxes and switches, not even for a native
    // <input type="checkbox" required>; the DOM attribute is asserted above
    if (c.role !== "checkbox" && c.role !== "switch") expect(node?.properties.required).toBe(true);

    // the error fixed: no longer invalid, described by the hint alone
    await screen.rerender(field());
    await expect.element(control).not.toHaveAttribute("aria-invalid");
    await expect.element(control).toHaveAttribute("aria-describedby", "tracking-hint");
    await expect.element(control).toHaveAccessibleDescription("Applies to every site.");
    expect((await accessibleNodes(c.axRole, "Tracking"))[0]?.description).toBe("Applies to every site.");
  });
}

test("horizontal: the control comes first, label and messages beside it; a click on the label toggles it", async () => {
  const screen = await render(
    <FormField label="Email alerts" hint="When a tag goes offline." orientation="horizontal">
      <Switch />
    </FormField>,
  );
  const toggle = screen.getByRole("switch", { name: "Email alerts" });
  const label = screen.getByText("Email alerts").element().getBoundingClientRect();
  const hint = screen.getByText("When a tag goes offline.").element().getBoundingClientRect();
  const box = toggle.element().getBoundingClientRect();
  expect(label.left).toBeGreaterThan(box.right);
  expect(hint.left).toBe(label.left);
  expect(hint.top).toBeGreaterThan(label.bottom);
  const root = screen.getByText("Email alerts").element().closest("[data-slot=form-field]");
  expect(root?.getAttribute("data-orientation")).toBe("horizontal");
  (screen.getByText("Email alerts").element() as HTMLElement).click();
  await expect.element(toggle).toBeChecked();
});

test.each([
  ["Checkbox", <Checkbox key="c" />],
  ["Switch", <Switch key="s" />],
  ["small Switch", <Switch key="s" size="sm" />],
] as const)("horizontal: a %s sits on the first line of a label that wraps", async (_, control) => {
  const screen = await render(
    <div style={{ width: 200 }}>
      <FormField
        orientation="horizontal"
        label="I confirm these settings apply to every site"
        hint="Applies at once."
      >
        {control}
      </FormField>
    </div>,
  );
  const label = screen.getByText("I confirm these settings", { exact: false }).element();
  const box = label.closest("[data-slot=form-field]")!.firstElementChild!.getBoundingClientRect();
  const text = label.getBoundingClientRect();
  const lineHeight = parseFloat(getComputedStyle(label).lineHeight);
  // the label wraps: two lines or more
  expect(text.height).toBeGreaterThanOrEqual(2 * lineHeight);
  // the control's middle is the first line's middle (within a pixel), not the middle of the whole label
  const middle = box.top + box.height / 2;
  expect(Math.abs(middle - (text.top + lineHeight / 2))).toBeLessThanOrEqual(1);
});

test("horizontal: beside a one-line label the control is centred on it", async () => {
  const screen = await render(
    <FormField orientation="horizontal" label="Email alerts">
      <Switch />
    </FormField>,
  );
  const text = screen.getByText("Email alerts").element().getBoundingClientRect();
  const box = screen.getByRole("switch").element().getBoundingClientRect();
  expect(Math.abs(box.top + box.height / 2 - (text.top + text.height / 2))).toBeLessThanOrEqual(1);
});

test("group can be forced for a custom group, e.g. a role=group of checkboxes", async () => {
  await render(
    <FormField label="Channels" hint="Pick at least one." group>
      <div>
        <Checkbox aria-label="Email" />
        <Checkbox aria-label="SMS" />
      </div>
    </FormField>,
  );
  const caption = document.querySelector("[data-slot=form-field-legend]")!;
  const group = caption.parentElement!.querySelector("[aria-labelledby]")!;
  expect(group.getAttribute("aria-labelledby")).toBe(caption.id);
  await expect.element(page.getByText("Channels")).not.toHaveAttribute("for");
});
