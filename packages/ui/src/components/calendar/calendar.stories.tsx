import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { phoneViewport } from "../../test/story-layouts.js";
import { Calendar, type CalendarProps, type DateRange } from "./calendar.js";

// every story shows the same fixed month: no capture may depend on the day it is taken
const TODAY = new Date(2026, 2, 16);
const day = (d: number, m = 2, y = 2026) => new Date(y, m, d);

type Args = CalendarProps;

/** A calendar whose selection is held by the story (as an app holds it), with the pick shown under it. */
function Single(
  args: Omit<Args, "mode" | "selected" | "onSelect" | "min" | "max" | "excludeDisabled" | "resetOnSelect"> & {
    initial?: Date;
  },
) {
  const { initial, ...rest } = args;
  const [selected, setSelected] = React.useState<Date | undefined>(initial);
  return (
    <Calendar
      {...rest}
      mode="single"
      selected={selected}
      onSelect={setSelected}
      footer={selected ? `Picked: ${selected.toDateString()}` : "No day picked"}
    />
  );
}

function Range(args: Omit<Args, "mode" | "selected" | "onSelect"> & { initial?: DateRange }) {
  const { initial, ...rest } = args;
  const [selected, setSelected] = React.useState<DateRange | undefined>(initial);
  const text = selected?.from
    ? `${selected.from.toDateString()} – ${selected.to ? selected.to.toDateString() : "…"}`
    : "No range picked";
  return <Calendar {...rest} mode="range" selected={selected} onSelect={setSelected} footer={text} />;
}

const meta = {
  title: "Components/Calendar",
  component: Calendar,
  args: { today: TODAY, defaultMonth: TODAY, locale: "en-US", onMonthChange: fn() },
  argTypes: {
    locale: { control: "select", options: ["en-US", "en-GB", "de-DE", "fr-FR", "ja-JP", "ar-EG"] },
    numberOfMonths: { control: { type: "number", min: 1, max: 3 } },
    captionLayout: { control: "inline-radio", options: ["label", "dropdown"] },
    showOutsideDays: { control: "boolean" },
    // a callback (the table says its signature), never edited as JSON
    onSelect: { control: false },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 440 } } },
  render: (args: Args) => <Single {...args} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const dayButton = (root: HTMLElement, name: RegExp | string) => within(root).getByRole("button", { name });
const grid = (root: HTMLElement) => within(root).getByRole("grid");

/**
 * The APG date grid by keyboard: arrows by a day and a week, Home/End to the week's ends, PageUp/PageDown by a
 * month, Shift+PageDown by a year, Enter picks.
 */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement;
    await expect(grid(root)).toHaveAccessibleName("March 2026");
    // today is marked in its name, and holds the tab stop while nothing is picked
    const today = dayButton(root, "Today, Monday, March 16, 2026");
    await expect(today).toHaveAttribute("tabindex", "0");
    await userEvent.click(dayButton(root, "Friday, March 20, 2026"));
    await expect(root).toHaveTextContent("Picked: Fri Mar 20 2026");
    await waitFor(() => expect(dayButton(root, "Friday, March 20, 2026")).toHaveFocus());
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(dayButton(root, "Saturday, March 21, 2026")).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(dayButton(root, "Saturday, March 28, 2026")).toHaveFocus());
    await userEvent.keyboard("{Home}");
    await waitFor(() => expect(dayButton(root, "Sunday, March 22, 2026")).toHaveFocus());
    await userEvent.keyboard("{End}");
    await waitFor(() => expect(dayButton(root, "Saturday, March 28, 2026")).toHaveFocus());
    await userEvent.keyboard("{PageDown}");
    await waitFor(() => expect(grid(root)).toHaveAccessibleName("April 2026"));
    await waitFor(() => expect(dayButton(root, "Tuesday, April 28, 2026")).toHaveFocus());
    await userEvent.keyboard("{Shift>}{PageDown}{/Shift}");
    await waitFor(() => expect(grid(root)).toHaveAccessibleName("April 2027"));
    await userEvent.keyboard("{Shift>}{PageUp}{/Shift}{PageUp}");
    await waitFor(() => expect(grid(root)).toHaveAccessibleName("March 2026"));
    await waitFor(() => expect(dayButton(root, "Saturday, March 28, 2026")).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(root).toHaveTextContent("Picked: Sat Mar 28 2026");
    await expect(root.querySelector('[data-day="2026-03-28"]')).toHaveAttribute("data-selected");
  },
};

/** A picked day: filled with the primary colour; today is underlined. */
export const Selected: Story = { args: {}, render: (args: Args) => <Single {...args} initial={day(20)} /> };

/** A range over two months: its ends filled, the days between tinted. */
export const RangeTwoMonths: Story = {
  args: { numberOfMonths: 2 },
  render: (args: Args) => <Range {...args} initial={{ from: day(26), to: day(6, 3) }} />,
  play: async ({ canvasElement }) => {
    const root = canvasElement;
    await expect(root.querySelector('[data-day="2026-03-26"]')).toHaveAttribute("data-range", "start");
    await expect(root.querySelector('[data-day="2026-04-01"]')).toHaveAttribute("data-range", "middle");
    await expect(root.querySelector('[data-day="2026-04-06"]')).toHaveAttribute("data-range", "end");
    // a new pick after the range moves its end; its start stays
    await userEvent.click(dayButton(root, "Friday, April 10, 2026"));
    await waitFor(() =>
      expect(root.querySelector('[data-day="2026-04-10"]')).toHaveAttribute("data-range", "end"),
    );
    await expect(root.querySelector('[data-day="2026-03-26"]')).toHaveAttribute("data-range", "start");
  },
};

/** Picking a range: the first press starts it, the second ends it. */
export const RangePicking: Story = {
  render: (args: Args) => <Range {...args} />,
  play: async ({ canvasElement }) => {
    const root = canvasElement;
    await userEvent.click(dayButton(root, "Tuesday, March 10, 2026"));
    await userEvent.click(dayButton(root, "Friday, March 13, 2026"));
    await expect(root).toHaveTextContent("Tue Mar 10 2026 – Fri Mar 13 2026");
    await expect(root.querySelectorAll("td[data-range]")).toHaveLength(4);
  },
};

/** Several separate days. */
export const Multiple: Story = {
  render: (args: Args) => (
    <Calendar
      locale={args.locale}
      today={TODAY}
      defaultMonth={TODAY}
      mode="multiple"
      selected={[day(3), day(11), day(24)]}
    />
  ),
};

/** `minDate`/`maxDate`: days outside are crossed out and the months beyond cannot be shown. */
export const MinMax: Story = {
  args: { minDate: day(9), maxDate: day(22, 3) },
  play: async ({ canvasElement }) => {
    const root = canvasElement;
    await expect(dayButton(root, "Sunday, March 8, 2026")).toBeDisabled();
    await expect(dayButton(root, "Monday, March 9, 2026")).toBeEnabled();
    const previous = within(root).getByRole("button", { name: "Last month" });
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(within(root).getByRole("button", { name: "Next month" }));
    await waitFor(() => expect(grid(root)).toHaveAccessibleName("April 2026"));
    await expect(within(root).getByRole("button", { name: "Next month" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await expect(dayButton(root, "Thursday, April 23, 2026")).toBeDisabled();
  },
};

/** Disabled days: weekends and two holidays cannot be picked; the arrow keys skip them. */
export const DisabledDays: Story = {
  args: { disabled: [{ dayOfWeek: [0, 6] }, day(3, 3), day(6, 3)] },
  render: (args: Args) => <Single {...args} defaultMonth={day(1, 3)} />,
  play: async ({ canvasElement }) => {
    const root = canvasElement;
    await expect(dayButton(root, "Saturday, April 4, 2026")).toBeDisabled();
    await expect(dayButton(root, "Friday, April 3, 2026")).toBeDisabled();
    await userEvent.click(dayButton(root, "Thursday, April 2, 2026"));
    await expect(root).toHaveTextContent("Picked: Thu Apr 02 2026");
  },
};

/** German: Monday starts the week, names from `Intl`. */
export const German: Story = {
  args: { locale: "de-DE" },
  play: async ({ canvasElement }) => {
    const root = canvasElement;
    await expect(grid(root)).toHaveAccessibleName("März 2026");
    // the weekday row is hidden from assistive tech (each day's button names its weekday), as in react-day-picker
    const headers = within(root).getAllByRole("columnheader", { hidden: true });
    await expect(headers[0]).toHaveAttribute("aria-label", "Montag");
    await expect(within(root).getByRole("button", { name: "Heute, Montag, 16. März 2026" })).toBeVisible();
  },
};

/** Month and year drop-downs, for a day years away (a purchase date). */
export const Dropdowns: Story = {
  args: { captionLayout: "dropdown", minDate: day(1, 0, 2015), maxDate: day(31, 11, 2030) },
  play: async ({ canvasElement }) => {
    const root = canvasElement;
    const year = within(root).getByRole("combobox", { name: "Year" });
    await userEvent.selectOptions(year, "2019");
    await waitFor(() => expect(grid(root)).toHaveAccessibleName("March 2019"));
  },
};

/** Arabic (Egypt), right to left: Saturday first, Arabic digits, the arrows follow the reading direction. */
export const RightToLeft: Story = {
  args: { locale: "ar-EG" },
  render: (args: Args) => (
    <div dir="rtl" lang="ar">
      <Single {...args} initial={day(16)} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>("[data-slot=calendar]")!;
    await expect(root).toHaveAttribute("dir", "rtl");
    const headers = within(root).getAllByRole("columnheader", { hidden: true });
    await expect(headers[0]).toHaveAttribute("aria-label", "السبت");
    const picked = root.querySelector<HTMLElement>('[data-day="2026-03-16"] button')!;
    await expect(picked).toHaveTextContent("١٦");
    // the first day of the week sits at the right
    await expect(headers[0]!.getBoundingClientRect().left).toBeGreaterThan(
      headers[6]!.getBoundingClientRect().left,
    );
    picked.focus();
    await userEvent.keyboard("{ArrowLeft}");
    await waitFor(() => expect(root.querySelector('[data-day="2026-03-17"] button')).toHaveFocus());
    // the "previous month" button is on the right, its chevron points right
    const previous = root.querySelector<HTMLElement>("[data-slot=calendar-previous]")!;
    const next = root.querySelector<HTMLElement>("[data-slot=calendar-next]")!;
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(next.getBoundingClientRect().left);
  },
};

/** On a 390 px phone a two-month range stacks its months. */
export const Mobile: Story = {
  ...phoneViewport,
  args: { numberOfMonths: 2 },
  render: (args: Args) => <Range {...args} initial={{ from: day(26), to: day(6, 3) }} />,
  play: async ({ canvasElement }) => {
    const months = canvasElement.querySelectorAll<HTMLElement>("[data-slot=calendar-month]");
    await expect(months).toHaveLength(2);
    await expect(months[1]!.getBoundingClientRect().top).toBeGreaterThan(
      months[0]!.getBoundingClientRect().bottom - 1,
    );
    await expect(
      canvasElement.querySelector("[data-slot=calendar]")!.getBoundingClientRect().right,
    ).toBeLessThanOrEqual(390);
  },
};
