import * as React from "react";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { expect, test, vi } from "vitest";
import { expectSolidFocusRing } from "../../test/focus-ring.js";
import { serverRenderAndHydrate } from "../../test/hydrate.js";
import { focused } from "../../test/overlay.js";
import { DirectionProvider } from "../direction-provider/direction-provider.js";
import { Calendar, type CalendarProps, type DateRange } from "./calendar.js";

const TODAY = new Date(2026, 2, 16);
const day = (d: number, m = 2, y = 2026) => new Date(y, m, d);
const iso = (date: Date | undefined) =>
  date
    ? `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`
    : undefined;

/** The ISO date of the focused day button (its cell's data-day). */
const focusedDay = () => focused()?.closest("[data-day]")?.getAttribute("data-day");
const gridName = () => document.querySelector("[role=grid]")?.getAttribute("aria-label");
const cell = (isoDate: string) => document.querySelector<HTMLElement>(`[data-day="${isoDate}"]`)!;
const button = (isoDate: string) => cell(isoDate).querySelector("button")!;

function Single(props: Partial<CalendarProps> & { onPick?: (date: Date | undefined) => void }) {
  const { onPick, ...rest } = props;
  const [selected, setSelected] = React.useState<Date | undefined>();
  return (
    <Calendar
      today={TODAY}
      defaultMonth={TODAY}
      {...(rest as object)}
      mode="single"
      selected={selected}
      onSelect={(date) => {
        setSelected(date);
        onPick?.(date);
      }}
    />
  );
}

async function press(key: string, expected: string) {
  await userEvent.keyboard(key);
  await expect.poll(focusedDay).toBe(expected);
}

test("one tab stop: today's day, or the picked one", async () => {
  await render(
    <>
      <button type="button">Before</button>
      <Single />
    </>,
  );
  const tabbable = () =>
    [...document.querySelectorAll("[data-slot=calendar-day-button]")].filter(
      (b) => b.getAttribute("tabindex") === "0",
    );
  expect(tabbable().map((b) => b.closest("[data-day]")?.getAttribute("data-day"))).toEqual(["2026-03-16"]);
  (document.querySelector("button") as HTMLButtonElement).focus();
  // Tab: previous month, next month, then the grid's one stop
  await userEvent.tab();
  expect(focused()?.getAttribute("data-slot")).toBe("calendar-previous");
  await userEvent.tab();
  expect(focused()?.getAttribute("data-slot")).toBe("calendar-next");
  await userEvent.tab();
  expect(focusedDay()).toBe("2026-03-16");
  await press("{ArrowRight}", "2026-03-17");
  await userEvent.keyboard(" ");
  await expect.poll(() => cell("2026-03-17").getAttribute("data-selected")).toBe("true");
  expect(tabbable().map((b) => b.closest("[data-day]")?.getAttribute("data-day"))).toEqual(["2026-03-17"]);
});

test("after a month or a year key, the focused day is the grid's one tab stop (Tab out and back lands on it)", async () => {
  await render(
    <>
      <Single />
      <button type="button">After</button>
    </>,
  );
  const stops = () =>
    [...document.querySelectorAll("[data-slot=calendar-day-button]")]
      .filter((b) => b.getAttribute("tabindex") === "0")
      .map((b) => b.closest("[data-day]")?.getAttribute("data-day"));
  button("2026-03-16").focus();
  for (const [key, expected] of [
    ["{PageDown}", "2026-04-16"],
    ["{Shift>}{PageDown}{/Shift}", "2027-04-16"],
    ["{PageUp}", "2027-03-16"],
    ["{ArrowDown}{ArrowDown}{ArrowDown}", "2027-04-06"],
  ] as const) {
    await press(key, expected);
    await expect.poll(stops).toEqual([expected]);
  }
  await userEvent.tab();
  expect(focused()?.textContent).toBe("After");
  await userEvent.tab({ shift: true });
  expect(focusedDay()).toBe("2027-04-06");
});

test("the remembered tab stop gives way when its day is disabled later or its month is paged away", async () => {
  const stops = () =>
    [...document.querySelectorAll("[data-slot=calendar-day-button]")]
      .filter((b) => b.getAttribute("tabindex") === "0")
      .map((b) => b.closest("[data-day]")?.getAttribute("data-day"));
  const { rerender } = await render(<Single />);
  button("2026-03-16").focus();
  await press("{ArrowRight}", "2026-03-17");
  button("2026-03-17").blur();
  await expect.poll(stops).toEqual(["2026-03-17"]);
  // the day is disabled after it was focused (a list loaded later): RDP's stop (today) again, one of it
  await rerender(<Single disabled={[day(17)]} />);
  await expect.poll(stops).toEqual(["2026-03-16"]);
  await rerender(<Single />);
  // the next-month button: the remembered day's month is gone, RDP's stop (the 1st) takes over
  button("2026-03-17").focus();
  await userEvent.click(document.querySelector<HTMLElement>("[data-slot=calendar-next]")!);
  await expect.poll(gridName).toBe("April 2026");
  await expect.poll(stops).toEqual(["2026-04-01"]);
});

test("two months: after PageDown the focused day is the one tab stop of both grids", async () => {
  await render(<Single numberOfMonths={2} />);
  const stops = () =>
    [...document.querySelectorAll("[data-slot=calendar-day-button]")]
      .filter((b) => b.getAttribute("tabindex") === "0")
      .map((b) => b.closest("[data-day]")?.getAttribute("data-day"));
  button("2026-03-16").focus();
  await press("{PageDown}", "2026-04-16");
  await expect.poll(stops).toEqual(["2026-04-16"]);
  await press("{PageDown}", "2026-05-16");
  await expect.poll(stops).toEqual(["2026-05-16"]);
});

test("APG date grid keys: arrows, Home/End, PageUp/PageDown, Shift+PageUp/PageDown, Enter", async () => {
  const onPick = vi.fn();
  await render(<Single onPick={onPick} />);
  button("2026-03-16").focus();
  await press("{ArrowRight}", "2026-03-17");
  await press("{ArrowLeft}", "2026-03-16");
  await press("{ArrowDown}", "2026-03-23");
  await press("{ArrowUp}", "2026-03-16");
  // en-US weeks run Sunday to Saturday
  await press("{Home}", "2026-03-15");
  await press("{End}", "2026-03-21");
  // a month forward and back keeps the day; the grid follows
  await press("{PageDown}", "2026-04-21");
  expect(gridName()).toBe("April 2026");
  await press("{PageUp}", "2026-03-21");
  expect(gridName()).toBe("March 2026");
  // PageDown from the 31st lands on the next month's last day
  button("2026-03-31").focus();
  await press("{PageDown}", "2026-04-30");
  // a year with Shift
  await press("{Shift>}{PageDown}{/Shift}", "2027-04-30");
  expect(gridName()).toBe("April 2027");
  await press("{Shift>}{PageUp}{/Shift}", "2026-04-30");
  // arrows cross the month's edges
  await press("{ArrowRight}", "2026-05-01");
  expect(gridName()).toBe("May 2026");
  await userEvent.keyboard("{Enter}");
  await expect.poll(() => onPick.mock.calls.length).toBe(1);
  expect(iso(onPick.mock.calls[0]?.[0] as Date)).toBe("2026-05-01");
  // Enter on the picked day again clears it (not required)
  await userEvent.keyboard("{Enter}");
  await expect.poll(() => onPick.mock.calls.length).toBe(2);
  expect(onPick.mock.calls[1]?.[0]).toBeUndefined();
});

test("the week starts where the locale says: Home goes to Monday in German, Saturday in Arabic (Egypt)", async () => {
  const screen = await render(<Single locale="de-DE" />);
  expect(document.querySelector("[data-slot=calendar-weekday]")?.getAttribute("aria-label")).toBe("Montag");
  button("2026-03-18").focus();
  await press("{Home}", "2026-03-16");
  await press("{End}", "2026-03-22");
  expect(button("2026-03-16").getAttribute("aria-label")).toBe("Heute, Montag, 16. März 2026");
  await screen.rerender(<Single locale="ar-EG" />);
  expect(document.querySelector("[data-slot=calendar-weekday]")?.getAttribute("aria-label")).toBe("السبت");
  expect(button("2026-03-16").textContent).toBe("١٦");
  button("2026-03-18").focus();
  await press("{Home}", "2026-03-14");
});

test("right to left: ArrowLeft moves forward in time, ArrowRight back (from <html dir> or a dir around it)", async () => {
  await render(
    <div dir="rtl">
      <Single locale="ar-EG" />
    </div>,
  );
  await expect.poll(() => document.querySelector("[data-slot=calendar]")?.getAttribute("dir")).toBe("rtl");
  button("2026-03-16").focus();
  await press("{ArrowLeft}", "2026-03-17");
  await press("{ArrowRight}", "2026-03-16");
});

test("right to left from a DirectionProvider alone (no dir on the page): ArrowLeft moves forward in time", async () => {
  await render(
    <DirectionProvider dir="rtl">
      <Single locale="ar-EG" />
    </DirectionProvider>,
  );
  await expect.poll(() => document.querySelector("[data-slot=calendar]")?.getAttribute("dir")).toBe("rtl");
  button("2026-03-16").focus();
  await press("{ArrowLeft}", "2026-03-17");
  await press("{ArrowRight}", "2026-03-16");
});

test("the provider's direction wins over the page's, the calendar's own dir over both", async () => {
  const screen = await render(
    <div dir="rtl">
      <DirectionProvider dir="ltr">
        <Single />
      </DirectionProvider>
    </div>,
  );
  await expect.poll(() => document.querySelector("[data-slot=calendar]")?.getAttribute("dir")).toBe("ltr");
  button("2026-03-16").focus();
  await press("{ArrowRight}", "2026-03-17");
  await screen.rerender(
    <div dir="rtl">
      <DirectionProvider dir="ltr">
        <Single dir="rtl" />
      </DirectionProvider>
    </div>,
  );
  await expect.poll(() => document.querySelector("[data-slot=calendar]")?.getAttribute("dir")).toBe("rtl");
});

test("minDate/maxDate: days outside are disabled, the keys stop at the edges, the buttons are unavailable", async () => {
  const onPick = vi.fn();
  await render(<Single minDate={day(9)} maxDate={day(20, 3)} onPick={onPick} />);
  expect(button("2026-03-08").disabled).toBe(true);
  expect(button("2026-03-09").disabled).toBe(false);
  const previous = document.querySelector("[data-slot=calendar-previous]")!;
  expect(previous.getAttribute("aria-disabled")).toBe("true");
  button("2026-03-10").focus();
  // PageUp toward a day before the first allowed: to the first allowed (before: the focus stayed)
  await press("{PageUp}", "2026-03-09");
  expect(gridName()).toBe("March 2026");
  // the arrows stop at the first day allowed
  await press("{ArrowLeft}", "2026-03-09");
  await press("{ArrowUp}", "2026-03-09");
  await press("{Shift>}{PageUp}{/Shift}", "2026-03-09");
  await press("{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}", "2026-03-14");
  // and toward one after the last allowed, to the last allowed, in the next month (before: stayed)
  await press("{PageDown}", "2026-04-14");
  expect(gridName()).toBe("April 2026");
  await press("{PageDown}", "2026-04-20");
  await press("{PageDown}", "2026-04-20");
  await press("{PageUp}", "2026-03-20");
  await press("{Shift>}{PageDown}{/Shift}", "2026-04-20");
  expect(gridName()).toBe("April 2026");
  await press("{ArrowUp}{ArrowUp}{ArrowLeft}", "2026-04-05");
  await press("{ArrowDown}{ArrowDown}", "2026-04-19");
  await press("{ArrowDown}", "2026-04-20");
  await press("{ArrowRight}", "2026-04-20");
  // End in the last allowed week goes to its last allowed day
  await press("{ArrowLeft}", "2026-04-19");
  await press("{End}", "2026-04-20");
  expect(onPick).not.toHaveBeenCalled();
  expect(document.querySelector("[data-slot=calendar-next]")?.getAttribute("aria-disabled")).toBe("true");
});

test("disabled days (weekends, a holiday) cannot be picked; the arrows skip them", async () => {
  const onPick = vi.fn();
  await render(<Single disabled={[{ dayOfWeek: [0, 6] }, day(18)]} onPick={onPick} />);
  expect(cell("2026-03-21").getAttribute("data-disabled")).toBe("true");
  expect(cell("2026-03-18").getAttribute("data-disabled")).toBe("true");
  expect(button("2026-03-21").disabled).toBe(true);
  await userEvent.click(button("2026-03-21"), { force: true });
  expect(onPick).not.toHaveBeenCalled();
  button("2026-03-17").focus();
  await press("{ArrowRight}", "2026-03-19");
  await press("{ArrowRight}", "2026-03-20");
  // over the weekend to Monday
  await press("{ArrowRight}", "2026-03-23");
  // Home/End go to the week's first and last day that can be picked
  await press("{Home}", "2026-03-23");
  await press("{End}", "2026-03-27");
  await userEvent.keyboard("{Enter}");
  await expect.poll(() => onPick.mock.calls.length).toBe(1);
  expect(iso(onPick.mock.calls[0]?.[0] as Date)).toBe("2026-03-27");
  // a week, a month onto a disabled day: the nearest day that can be picked (before: a week or a month further)
  await press("{ArrowLeft}{ArrowLeft}", "2026-03-25");
  await press("{ArrowUp}", "2026-03-17");
  await press("{ArrowUp}{ArrowUp}{ArrowRight}", "2026-03-04");
  await press("{PageDown}", "2026-04-03");
  expect(gridName()).toBe("April 2026");
});

test("range: two presses pick the ends; the cells say start, middle and end", async () => {
  const onSelect = vi.fn();
  function Range() {
    const [range, setRange] = React.useState<DateRange | undefined>();
    return (
      <Calendar
        mode="range"
        today={TODAY}
        defaultMonth={TODAY}
        selected={range}
        onSelect={(next) => {
          setRange(next);
          onSelect(next);
        }}
      />
    );
  }
  await render(<Range />);
  button("2026-03-10").focus();
  await userEvent.keyboard("{Enter}");
  await press("{ArrowDown}", "2026-03-17");
  await userEvent.keyboard("{Enter}");
  await expect.poll(() => cell("2026-03-17").getAttribute("data-range")).toBe("end");
  expect(cell("2026-03-10").getAttribute("data-range")).toBe("start");
  expect(cell("2026-03-13").getAttribute("data-range")).toBe("middle");
  expect(document.querySelector("[role=grid]")?.getAttribute("aria-multiselectable")).toBe("true");
  const last = onSelect.mock.calls.at(-1)?.[0] as DateRange;
  expect([iso(last.from), iso(last.to)]).toEqual(["2026-03-10", "2026-03-17"]);
  // the ends are filled with the primary colour, the middle tinted behind
  const fill = getComputedStyle(button("2026-03-10")).backgroundColor;
  expect(fill).not.toBe("rgba(0, 0, 0, 0)");
  expect(getComputedStyle(button("2026-03-13")).backgroundColor).toBe("rgba(0, 0, 0, 0)");
  expect(getComputedStyle(cell("2026-03-13")).backgroundColor).not.toBe("rgba(0, 0, 0, 0)");
});

test('a one-day range: its cell is both ends, data-range="start end" (select with ~=), filled as an end', async () => {
  await render(
    <Calendar mode="range" today={TODAY} defaultMonth={TODAY} selected={{ from: day(12), to: day(12) }} />,
  );
  await expect.poll(() => cell("2026-03-12").getAttribute("data-range")).toBe("start end");
  expect(document.querySelector('[data-range~="start"]')).toBe(cell("2026-03-12"));
  expect(document.querySelector('[data-range~="end"]')).toBe(cell("2026-03-12"));
  expect(getComputedStyle(button("2026-03-12")).backgroundColor).not.toBe("rgba(0, 0, 0, 0)");
});

test("the previous/next buttons page the months and report it", async () => {
  const onMonthChange = vi.fn();
  await render(<Calendar today={TODAY} defaultMonth={TODAY} onMonthChange={onMonthChange} />);
  await userEvent.click(document.querySelector<HTMLElement>("[data-slot=calendar-next]")!);
  await expect.poll(gridName).toBe("April 2026");
  expect(iso(onMonthChange.mock.calls[0]?.[0] as Date)).toBe("2026-04-01");
  expect(document.querySelector("[data-slot=calendar-next]")?.getAttribute("aria-label")).toBe("Next month");
  await userEvent.click(document.querySelector<HTMLElement>("[data-slot=calendar-previous]")!);
  await expect.poll(gridName).toBe("March 2026");
});

test("labels override the words from Intl", async () => {
  await render(
    <Calendar
      today={TODAY}
      defaultMonth={TODAY}
      labels={{ previousMonth: "Previous month", today: "Now" }}
    />,
  );
  expect(document.querySelector("[data-slot=calendar-previous]")?.getAttribute("aria-label")).toBe(
    "Previous month",
  );
  expect(document.querySelector("[data-slot=calendar-next]")?.getAttribute("aria-label")).toBe("Next month");
  // without a mode the days are not buttons: the cells carry the names, in the locale's words too
  expect(cell("2026-03-16").querySelector("button")).toBeNull();
  expect(cell("2026-03-16").getAttribute("aria-label")).toBe("Now, Monday, March 16, 2026");
});

test("server HTML hydrates without a warning: the weekday row is in a <thead>, hidden as react-day-picker hides it", async () => {
  const { host, errors } = await serverRenderAndHydrate(
    <Calendar mode="single" today={TODAY} defaultMonth={TODAY} locale="de-DE" />,
  );
  // a <tr> straight in a <table> is moved into a <tbody> by the HTML parser: hydration then fails
  expect(errors).toEqual([]);
  const weekdays = host.querySelector("[data-slot=calendar-weekdays]")!;
  expect(weekdays.parentElement?.tagName).toBe("THEAD");
  expect(weekdays.parentElement?.getAttribute("aria-hidden")).toBe("true");
  expect(weekdays.parentElement?.parentElement?.getAttribute("data-slot")).toBe("calendar-grid");
  // hydrated: the day buttons work
  await userEvent.click(host.querySelector<HTMLElement>('[data-day="2026-03-18"] button')!);
  await expect
    .poll(() => host.querySelector('[data-day="2026-03-18"]')?.hasAttribute("data-selected"))
    .toBe(true);
});

test("the picked day, focused, keeps a gap between its fill and its ring (both the brand colour): 3:1 each side", async () => {
  await render(<Single />);
  (button("2026-03-16") as HTMLButtonElement).focus();
  await userEvent.keyboard("{ArrowRight} ");
  await expect.poll(() => cell("2026-03-17").getAttribute("data-selected")).toBe("true");
  // the keyboard's focus shows (focus() alone may not count as keyboard focus)
  await userEvent.keyboard("{ArrowLeft}{ArrowRight}");
  expect(focusedDay()).toBe("2026-03-17");
  await expectSolidFocusRing(button("2026-03-17"));
});
