import type { Meta, StoryObj } from "@storybook/react-vite";
import { BellIcon, SlidersHorizontalIcon } from "lucide-react";
import type * as React from "react";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { settled } from "../../test/animations.js";
import { phoneViewport } from "../../test/story-layouts.js";
import { Button } from "../button/button.js";
import { FormField } from "../form-field/form-field.js";
import { Input } from "../input/input.js";
import { Popover, PopoverAnchor, PopoverClose, PopoverContent, PopoverTrigger } from "./popover.js";

type Args = React.ComponentProps<typeof PopoverContent> & { defaultOpen?: boolean };

/** A reminder form in a popover: a field and an action that closes it. */
function Reminder({ defaultOpen, children, ...content }: Args) {
  return (
    <Popover defaultOpen={defaultOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline">
          <BellIcon aria-hidden="true" /> Set reminder
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Reminder" {...content}>
        {children ?? (
          <div className="flex flex-col gap-4">
            <p className="font-medium">Audit reminder</p>
            <FormField label="Date">
              <Input type="date" defaultValue="2026-03-16" />
            </FormField>
            <PopoverClose asChild>
              <Button size="sm">Save reminder</Button>
            </PopoverClose>
          </div>
        )}
      </PopoverContent>
    </Popover>
  );
}

const meta = {
  title: "Components/Popover",
  component: PopoverContent,
  args: { side: "bottom", align: "center", sideOffset: 4 },
  argTypes: {
    side: { control: "select", options: ["top", "right", "bottom", "left"] },
    align: { control: "select", options: ["start", "center", "end"] },
    sideOffset: { control: "number" },
    children: { control: false },
  },
  parameters: { layout: "centered", docs: { story: { inline: false, iframeHeight: 360 } } },
  decorators: [
    (Story) => (
      <div style={{ padding: 48 }}>
        <Story />
      </div>
    ),
  ],
  render: (args: Args) => <Reminder {...args} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = () => document.querySelector<HTMLElement>("[data-slot=popover-content]");

/** Opens on click with focus inside; Escape closes it and returns the focus to the trigger. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Set reminder" });
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.getByRole("dialog", { name: "Reminder" })).toBeVisible());
    await waitFor(() => expect(screen.getByLabelText("Date")).toHaveFocus());
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(panel()).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await waitFor(() => expect(panel()).toHaveAttribute("data-state", "open"));
    await expect(panel()).toHaveAttribute("data-side", "bottom");
    await expect(panel()).toHaveAttribute("data-align", "center");
  },
};

export const AlignStart: Story = { args: { defaultOpen: true, align: "start" } };

export const SideTop: Story = { args: { defaultOpen: true, side: "top" } };

export const SideRight: Story = { args: { defaultOpen: true, side: "right" } };

/** A click outside closes it. */
export const OutsideClick: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(panel()).not.toBeNull());
    await settled(panel()!);
    await userEvent.click(canvasElement);
    await waitFor(() => expect(panel()).toBeNull());
  },
};

/** The panel lines up with a search field (PopoverAnchor) while a separate button opens it. */
export const WithAnchor: Story = {
  render: (args: Args) => (
    <Popover defaultOpen>
      {/* the anchor after the trigger in the tree (see PopoverAnchor); the row shows the field first */}
      {/* inline layout: stories are not scanned for the kit's CSS, so only class names the kit uses work */}
      <div style={{ display: "flex", flexDirection: "row-reverse", alignItems: "center", gap: 8 }}>
        <PopoverTrigger asChild>
          <Button variant="outline" size="icon" aria-label="Filters">
            <SlidersHorizontalIcon aria-hidden="true" />
          </Button>
        </PopoverTrigger>
        <PopoverAnchor asChild>
          <Input aria-label="Search assets" placeholder="Search assets" style={{ width: 256 }} />
        </PopoverAnchor>
      </div>
      <PopoverContent {...args} align="start" aria-label="Filters">
        <p className="text-muted-foreground">Filters apply to the list and the map.</p>
      </PopoverContent>
    </Popover>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(panel()).not.toBeNull());
    const field = canvas.getByRole("textbox", { name: "Search assets" }).getBoundingClientRect();
    await waitFor(() =>
      expect(Math.round(panel()!.getBoundingClientRect().left)).toBe(Math.round(field.left)),
    );
  },
};

export const Hover: Story = {
  args: { defaultOpen: true },
  parameters: { pseudo: { hover: true, rootSelector: "body" } },
};

export const FocusVisible: Story = {
  args: { defaultOpen: true },
  parameters: { pseudo: { focusVisible: true, rootSelector: "body" } },
};

/** A disabled trigger does not open it. */
export const DisabledTrigger: Story = {
  render: () => (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" disabled>
          Set reminder
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Reminder">Unreachable</PopoverContent>
    </Popover>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Set reminder" });
    await expect(trigger).toBeDisabled();
    trigger.click();
    await expect(panel()).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    children: (
      <p>
        Reminders go to every custodian of the asset and to the site manager; if nobody confirms the audit
        within three days, the reminder is repeated daily and escalated to the account owner.
      </p>
    ),
  },
};

/** Right-to-left (Hebrew) content. (Alignment follows the page's direction: set `dir="rtl"` on `<html>`.) */
export const RightToLeft: Story = {
  render: () => (
    <div dir="rtl">
      <Popover defaultOpen>
        <PopoverTrigger asChild>
          <Button variant="outline">
            <BellIcon aria-hidden="true" /> הגדרת תזכורת
          </Button>
        </PopoverTrigger>
        <PopoverContent dir="rtl" align="start" aria-label="תזכורת">
          <p>התזכורת נשלחת לכל האחראים על הנכס ולמנהל האתר.</p>
        </PopoverContent>
      </Popover>
    </div>
  ),
  play: async () => {
    await waitFor(() => expect(panel()).toHaveAttribute("dir", "rtl"));
    await settled(panel()!);
    await expect(screen.getByRole("dialog", { name: "תזכורת" })).toBeVisible();
    // the same trigger as the left-to-right stories: bell icon, then the label (the icon on the right here)
    const trigger = screen.getByRole("button", { name: "הגדרת תזכורת" });
    const icon = trigger.querySelector("svg")!;
    await expect(icon).not.toBeNull();
    await expect(icon.getBoundingClientRect().left).toBeGreaterThan(
      trigger.getBoundingClientRect().left + 40,
    );
  },
};

/** On a 390 px phone a panel opened near the edge stays 8 px inside the screen. */
export const Mobile: Story = {
  ...phoneViewport,
  parameters: { ...meta.parameters, ...phoneViewport.parameters, layout: "padded" },
  args: { defaultOpen: true, align: "end", style: { width: 384 } },
  decorators: [
    (Story) => (
      <div style={{ display: "flex", justifyContent: "flex-end" }}>
        <Story />
      </div>
    ),
  ],
  play: async () => {
    await waitFor(() => expect(panel()).not.toBeNull());
    await settled(panel()!);
    await expect(window.innerWidth).toBe(390);
    await waitFor(() => expect(panel()!.getBoundingClientRect().left).toBeGreaterThanOrEqual(8));
    await expect(panel()!.getBoundingClientRect().right).toBeLessThanOrEqual(390 - 8 + 0.5);
  },
};
