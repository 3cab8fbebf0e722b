import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  AlignCenterIcon,
  AlignLeftIcon,
  AlignRightIcon,
  BatteryLowIcon,
  LayoutGridIcon,
  ListIcon,
  MapIcon,
  TriangleAlertIcon,
  WifiOffIcon,
} from "lucide-react";
import { expect, fn, waitFor, within } from "storybook/test";
import { phone } from "../../test/story-layouts.js";
import { FormField } from "../form-field/form-field.js";
import { ToggleGroup, ToggleGroupItem, type ToggleGroupProps } from "./toggle-group.js";

const meta = {
  title: "Components/ToggleGroup",
  component: ToggleGroup,
  args: {
    type: "single",
    defaultValue: "list",
    variant: "outline",
    size: "md",
    "aria-label": "View",
    onValueChange: fn(),
  },
  argTypes: {
    type: { control: "inline-radio", options: ["single", "multiple"] },
    variant: { control: "inline-radio", options: ["default", "outline"] },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    disabled: { control: "boolean" },
    // a callback (the table says its two signatures), never edited as JSON
    onValueChange: { control: false },
  },
  render: (args) => (
    <ToggleGroup {...args}>
      <ToggleGroupItem value="list">
        <ListIcon aria-hidden="true" />
        List
      </ToggleGroupItem>
      <ToggleGroupItem value="grid">
        <LayoutGridIcon aria-hidden="true" />
        Grid
      </ToggleGroupItem>
      <ToggleGroupItem value="map">
        <MapIcon aria-hidden="true" />
        Map
      </ToggleGroupItem>
    </ToggleGroup>
  ),
} satisfies Meta<ToggleGroupProps>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One choice: a radio group. Tab lands on the pressed item, the arrow keys move and press (as radio buttons do),
 * Tab leaves the group; pressing the pressed item again keeps it.
 */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole("radiogroup", { name: "View" });
    const [list, grid, map] = canvas.getAllByRole("radio");
    await userEvent.tab();
    await expect(list).toHaveFocus();
    await expect(list).toBeChecked();
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(grid).toHaveFocus());
    await expect(grid).toBeChecked();
    await expect(grid).toHaveAttribute("data-state", "on");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("grid");
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    await waitFor(() => expect(map).toHaveFocus());
    await expect(map).toBeChecked();
    await userEvent.keyboard(" ");
    await expect(map).toBeChecked();
    await expect(group).toHaveAttribute("data-variant", "outline");
  },
};

/** Separate buttons without a frame. */
export const Default: Story = { args: { variant: "default" } };

/**
 * Independent toggles (`type="multiple"`): a toolbar. The arrow keys, Home and End move; Space or Enter
 * presses (`aria-pressed`).
 */
export const Multiple: Story = {
  args: { type: "multiple", defaultValue: ["offline"], "aria-label": "Show only" },
  render: (args) => (
    <ToggleGroup {...args}>
      <ToggleGroupItem value="offline">
        <WifiOffIcon aria-hidden="true" />
        Offline
      </ToggleGroupItem>
      <ToggleGroupItem value="battery">
        <BatteryLowIcon aria-hidden="true" />
        Low battery
      </ToggleGroupItem>
      <ToggleGroupItem value="alerts">
        <TriangleAlertIcon aria-hidden="true" />
        With alerts
      </ToggleGroupItem>
    </ToggleGroup>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole("toolbar", { name: "Show only" })).toBeInTheDocument();
    const [offline, battery, alerts] = canvas.getAllByRole("button");
    await userEvent.tab();
    await expect(offline).toHaveFocus();
    await userEvent.keyboard("{End}");
    await waitFor(() => expect(alerts).toHaveFocus());
    await expect(alerts).toHaveAttribute("aria-pressed", "false");
    await userEvent.keyboard("{Enter}");
    await expect(alerts).toHaveAttribute("aria-pressed", "true");
    await userEvent.keyboard("{ArrowLeft}");
    await waitFor(() => expect(battery).toHaveFocus());
    await expect(battery).toHaveAttribute("aria-pressed", "false");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["offline", "alerts"]);
  },
};

/** Icons only: each item named with `aria-label`. */
export const IconOnly: Story = {
  args: { defaultValue: "start", "aria-label": "Text alignment" },
  render: (args) => (
    <ToggleGroup {...args}>
      <ToggleGroupItem value="start" aria-label="Align start">
        <AlignLeftIcon aria-hidden="true" />
      </ToggleGroupItem>
      <ToggleGroupItem value="center" aria-label="Align centre">
        <AlignCenterIcon aria-hidden="true" />
      </ToggleGroupItem>
      <ToggleGroupItem value="end" aria-label="Align end">
        <AlignRightIcon aria-hidden="true" />
      </ToggleGroupItem>
    </ToggleGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "Align start" })).toBeChecked();
    const square = canvas.getByRole("radio", { name: "Align centre" }).getBoundingClientRect();
    await expect(square.width).toBe(square.height);
  },
};

/** Heights matching Button: 32, 40 and 48 px. */
export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col items-start gap-3">
      {(["sm", "md", "lg"] as const).map((size) => (
        <ToggleGroup key={size} {...args} size={size} aria-label={`View (${size})`}>
          <ToggleGroupItem value="list">List</ToggleGroupItem>
          <ToggleGroupItem value="grid">Grid</ToggleGroupItem>
          <ToggleGroupItem value="map">Map</ToggleGroupItem>
        </ToggleGroup>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ["sm", "md", "lg"].map(
      (size) => canvas.getByRole("radiogroup", { name: `View (${size})` }).getBoundingClientRect().height,
    );
    await expect(heights).toEqual([32, 40, 48]);
  },
};

/** A disabled item is skipped by the arrow keys; a disabled group is none of them a tab stop. */
export const Disabled: Story = {
  render: (args) => (
    <div className="flex flex-col items-start gap-3">
      <ToggleGroup {...args} aria-label="View">
        <ToggleGroupItem value="list">List</ToggleGroupItem>
        <ToggleGroupItem value="grid" disabled>
          Grid
        </ToggleGroupItem>
        <ToggleGroupItem value="map">Map</ToggleGroupItem>
      </ToggleGroup>
      <ToggleGroup {...args} aria-label="Locked view" disabled>
        <ToggleGroupItem value="list">List</ToggleGroupItem>
        <ToggleGroupItem value="grid">Grid</ToggleGroupItem>
      </ToggleGroup>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const [list, grid, map] = within(canvas.getByRole("radiogroup", { name: "View" })).getAllByRole("radio");
    await expect(grid).toBeDisabled();
    list!.focus();
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(map).toHaveFocus());
    for (const item of canvas.getByRole("radiogroup", { name: "Locked view" }).querySelectorAll("button"))
      await expect(item).toBeDisabled();
  },
};

/**
 * In a FormField with an error: FormField marks the group invalid and describes it by the message; the outline
 * strip's borders, or a ring around separate buttons, turn the error colour, as a field's border does.
 */
export const Invalid: Story = {
  args: { defaultValue: undefined },
  render: (args) => (
    <div className="flex flex-col items-start gap-6">
      <FormField label="Checklist priority" error="Choose a priority for the checklist.">
        <ToggleGroup {...args} aria-label={undefined}>
          <ToggleGroupItem value="low">Low</ToggleGroupItem>
          <ToggleGroupItem value="normal">Normal</ToggleGroupItem>
          <ToggleGroupItem value="high">High</ToggleGroupItem>
        </ToggleGroup>
      </FormField>
      <FormField label="Scan mode" error="Choose a scan mode.">
        <ToggleGroup {...args} aria-label={undefined} variant="default">
          <ToggleGroupItem value="rfid">RFID</ToggleGroupItem>
          <ToggleGroupItem value="nfc">NFC</ToggleGroupItem>
        </ToggleGroup>
      </FormField>
    </div>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: "Checklist priority" });
    await expect(group).toHaveAttribute("aria-invalid", "true");
    await expect(group).toHaveAccessibleDescription("Choose a priority for the checklist.");
    await expect(canvas.getByRole("radiogroup", { name: "Scan mode" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  },
};

export const Hover: Story = { parameters: { pseudo: { hover: true } } };

export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: true } } };

/** Right to left: the first item on the right, ArrowLeft moves on to the next. */
export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl" lang="ar">
      <ToggleGroup {...args} dir="rtl" aria-label="العرض">
        <ToggleGroupItem value="list">قائمة</ToggleGroupItem>
        <ToggleGroupItem value="grid">شبكة</ToggleGroupItem>
        <ToggleGroupItem value="map">خريطة</ToggleGroupItem>
      </ToggleGroup>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const [list, grid] = canvas.getAllByRole("radio");
    await expect(list!.getBoundingClientRect().left).toBeGreaterThan(grid!.getBoundingClientRect().left);
    list!.focus();
    await userEvent.keyboard("{ArrowLeft}");
    await waitFor(() => expect(grid).toBeChecked());
  },
};

/** On a 390 px phone: three segments with icons fit the width of a toolbar. */
export const Mobile: Story = {
  ...phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radiogroup").getBoundingClientRect().width).toBeLessThanOrEqual(358);
  },
};
