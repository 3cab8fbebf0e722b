import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { phone } from "../../test/story-layouts.js";
import { ScrollArea } from "./scroll-area.js";

const sites = [
  "Hamburg – Dock 3",
  "Hamburg – Cold store",
  "Bremen – Yard",
  "Berlin – Workshop",
  "Leipzig – Hub",
  "Munich – Depot",
  "Cologne – Warehouse A",
  "Cologne – Warehouse B",
  "Frankfurt – Airport cargo",
  "Stuttgart – Plant 2",
  "Dresden – Field office",
  "Hanover – Service centre",
  "Nuremberg – Rail yard",
  "Kiel – Harbour",
];

const meta = {
  title: "Components/ScrollArea",
  component: ScrollArea,
  args: { type: "hover", orientation: "vertical", "aria-label": "Sites" },
  argTypes: {
    type: { control: "inline-radio", options: ["hover", "scroll", "auto", "always"] },
    orientation: { control: "inline-radio", options: ["vertical", "horizontal", "both"] },
  },
  render: (args) => (
    <ScrollArea
      {...args}
      className="rounded-md border border-border"
      style={{ height: "14rem", width: "16rem" }}
    >
      <ul className="p-3 text-sm">
        {sites.map((site) => (
          <li key={site} className="border-b border-border py-2 last:border-b-0">
            {site}
          </li>
        ))}
      </ul>
    </ScrollArea>
  ),
} satisfies Meta<typeof ScrollArea>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A list taller than its box: the viewport is a named region and a tab stop while it overflows, so the arrow
 * keys, PageDown and End scroll it (the browser's own keyboard scrolling: try it here; the component test
 * presses real keys); the slim scrollbar shows on hover.
 */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const region = canvas.getByRole("region", { name: "Sites" });
    await waitFor(() => expect(region).toHaveAttribute("tabindex", "0"));
    await expect(region).toHaveAttribute("data-scrollable");
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await userEvent.hover(region);
    await waitFor(() =>
      expect(canvasElement.querySelector("[data-slot=scroll-area-scrollbar]")).toHaveAttribute(
        "data-state",
        "visible",
      ),
    );
  },
};

/** `type="always"`: the scrollbar stays, for a list whose length should be seen at a glance. */
export const AlwaysVisible: Story = { args: { type: "always" } };

/** Sideways: a row of tag chips wider than its box, with a horizontal scrollbar. */
export const Horizontal: Story = {
  args: { orientation: "horizontal", type: "always", "aria-label": "Recent tags" },
  render: (args) => (
    <ScrollArea {...args} className="rounded-md border border-border" style={{ width: "20rem" }}>
      <div className="flex gap-2 p-3">
        {Array.from({ length: 12 }, (_, i) => (
          <span key={i} className="shrink-0 rounded-full bg-muted px-3 py-1 font-mono text-xs">
            OT-{String(10010 + i)}
          </span>
        ))}
      </div>
    </ScrollArea>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Recent tags" });
    await waitFor(() => expect(region).toHaveAttribute("tabindex", "0"));
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(getComputedStyle(region).overflowY).toBe("hidden");
  },
};

/** Content that fits: no tab stop, no scrollbar. */
export const FitsWithoutScrolling: Story = {
  render: (args) => (
    <ScrollArea
      {...args}
      className="rounded-md border border-border"
      style={{ height: "14rem", width: "16rem" }}
    >
      <p className="p-3 text-sm">Three sites in this region.</p>
    </ScrollArea>
  ),
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole("region", { name: "Sites" });
    await expect(region).not.toHaveAttribute("tabindex");
    await expect(region).not.toHaveAttribute("data-scrollable");
    await expect(canvasElement.querySelector("[data-slot=scroll-area-scrollbar]")).toBeNull();
  },
};

export const FocusVisible: Story = {
  parameters: { pseudo: { focusVisible: true } },
  args: { type: "always" },
};

/** Right to left: the scrollbar is on the left (the end side), the text from the right. */
export const RightToLeft: Story = {
  args: { type: "always", "aria-label": "المواقع" },
  render: (args) => (
    <div dir="rtl" lang="ar">
      <ScrollArea
        {...args}
        dir="rtl"
        className="rounded-md border border-border"
        style={{ height: "10rem", width: "14rem" }}
      >
        <ul className="p-3 text-sm">
          {["هامبورغ", "بريمن", "برلين", "لايبزيغ", "ميونخ", "كولونيا", "فرانكفورت", "شتوتغارت"].map(
            (site) => (
              <li key={site} className="py-2">
                {site}
              </li>
            ),
          )}
        </ul>
      </ScrollArea>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole("region", { name: "المواقع" }).getBoundingClientRect();
    const bar = await waitFor(() => {
      const element = canvasElement.querySelector("[data-slot=scroll-area-scrollbar]");
      expect(element).not.toBeNull();
      return element!.getBoundingClientRect();
    });
    await expect(bar.left).toBeLessThan(region.left + region.width / 2);
  },
};

/** On a 390 px phone: a full-width list in a fixed-height panel; touch scrolls it natively. */
export const Mobile: Story = {
  ...phone,
  render: (args) => (
    <ScrollArea {...args} className="rounded-md border border-border" style={{ height: "20rem" }}>
      <ul className="p-3 text-sm">
        {sites.map((site) => (
          <li key={site} className="border-b border-border py-3 last:border-b-0">
            {site}
          </li>
        ))}
      </ul>
    </ScrollArea>
  ),
};
