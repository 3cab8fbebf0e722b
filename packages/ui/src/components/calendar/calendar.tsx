"use client";
import * as React from "react";
import {
  DayPicker,
  dateMatchModifiers,
  useDayPicker,
  type CustomComponents,
  type DayPickerProps,
  type DateRange,
  type Matcher,
  type Modifiers,
  type PropsBase,
} from "react-day-picker";
import { cn } from "../../lib/cn.js";
import { usePageDirection, useProvidedDirection } from "../../lib/direction.js";
import { buttonVariants } from "../button/button.shared.js";
import {
  DEFAULT_DATE_LOCALE,
  calendarWords,
  dateFormat,
  formatDayNumber,
  formatFullDate,
  formatMonthYear,
  weekStartOf,
} from "./intl.js";

export type { DateRange, Matcher } from "react-day-picker";

/** Words of the calendar that assistive tech reads; each defaults to the locale's own word from `Intl`. */
export type CalendarLabels = {
  /**
   * Name of the previous-month button.
   * @default the locale's "last month" (`Intl.RelativeTimeFormat`)
   */
  previousMonth?: string;
  /**
   * Name of the next-month button.
   * @default the locale's "next month" (`Intl.RelativeTimeFormat`)
   */
  nextMonth?: string;
  /**
   * Said before today's date ("Today, Monday, March 16, 2026").
   * @default the locale's "today"
   */
  today?: string;
  /**
   * Name of the month drop-down (`captionLayout="dropdown"`).
   * @default the locale's "month" (`Intl.DisplayNames`)
   */
  month?: string;
  /**
   * Name of the year drop-down (`captionLayout="dropdown"`).
   * @default the locale's "year" (`Intl.DisplayNames`)
   */
  year?: string;
};

type OnSelect<T> = (
  selected: T,
  triggerDate: Date,
  modifiers: Modifiers,
  event: React.SyntheticEvent,
) => void;

/** One day: `selected` is a Date. */
export type CalendarSingleProps = {
  /** Picks one day (`"single"`), a range (`"range"`) or several days (`"multiple"`). Unset: no selection. */
  mode: "single";
  /**
   * The selected day, for a controlled calendar.
   * @default undefined
   */
  selected?: Date | undefined;
  /**
   * Called with the new day (undefined when the selected day is pressed again, unless `required`).
   * @default undefined
   */
  onSelect?: OnSelect<Date | undefined>;
  /**
   * The selection cannot be emptied by pressing the selected day again.
   * @default false
   */
  required?: boolean;
  /**
   * Only with `mode="range"` or `"multiple"`.
   * @default undefined
   */
  min?: never;
  /**
   * Only with `mode="range"` or `"multiple"`.
   * @default undefined
   */
  max?: never;
  /**
   * Only with `mode="range"`.
   * @default undefined
   */
  excludeDisabled?: never;
  /**
   * Only with `mode="range"`.
   * @default undefined
   */
  resetOnSelect?: never;
};

/** A range of days: `selected` is `{ from, to }`. */
export type CalendarRangeProps = {
  /** Picks one day (`"single"`), a range (`"range"`) or several days (`"multiple"`). Unset: no selection. */
  mode: "range";
  /**
   * The selected range, for a controlled calendar.
   * @default undefined
   */
  selected?: DateRange | undefined;
  /**
   * Called with the new range as the user picks its ends.
   * @default undefined
   */
  onSelect?: OnSelect<DateRange | undefined>;
  /**
   * The selection cannot be emptied.
   * @default false
   */
  required?: boolean;
  /**
   * Fewest nights a range may span. Unset: no limit.
   * @default undefined
   */
  min?: number;
  /**
   * Most nights a range may span. Unset: no limit.
   * @default undefined
   */
  max?: number;
  /**
   * A range may not include a disabled day (picking across one starts a new range).
   * @default false
   */
  excludeDisabled?: boolean;
  /**
   * A press after a complete range starts a new one (instead of moving the nearer end).
   * @default false
   */
  resetOnSelect?: boolean;
};

/** Several days: `selected` is a Date[]. */
export type CalendarMultipleProps = {
  /** Picks one day (`"single"`), a range (`"range"`) or several days (`"multiple"`). Unset: no selection. */
  mode: "multiple";
  /**
   * The selected days, for a controlled calendar.
   * @default undefined
   */
  selected?: Date[] | undefined;
  /**
   * Called with the new list of days.
   * @default undefined
   */
  onSelect?: OnSelect<Date[] | undefined>;
  /**
   * The selection cannot be emptied.
   * @default false
   */
  required?: boolean;
  /**
   * Fewest days to select. Unset: no limit.
   * @default undefined
   */
  min?: number;
  /**
   * Most days to select. Unset: no limit.
   * @default undefined
   */
  max?: number;
  /**
   * Only with `mode="range"`.
   * @default undefined
   */
  excludeDisabled?: never;
  /**
   * Only with `mode="range"`.
   * @default undefined
   */
  resetOnSelect?: never;
};

type CalendarDisplayOnlyProps = {
  /**
   * Picks one day (`"single"`), a range (`"range"`) or several days (`"multiple"`). Unset: no selection.
   * @default undefined
   */
  mode?: undefined;
  /**
   * Only with a `mode`.
   * @default undefined
   */
  selected?: undefined;
  /**
   * Only with a `mode`.
   * @default undefined
   */
  onSelect?: undefined;
  /**
   * Only with a `mode`.
   * @default undefined
   */
  required?: undefined;
  /**
   * Only with `mode="range"` or `"multiple"`.
   * @default undefined
   */
  min?: never;
  /**
   * Only with `mode="range"` or `"multiple"`.
   * @default undefined
   */
  max?: never;
  /**
   * Only with `mode="range"`.
   * @default undefined
   */
  excludeDisabled?: never;
  /**
   * Only with `mode="range"`.
   * @default undefined
   */
  resetOnSelect?: never;
};

type OwnKeys =
  | "locale"
  | "minDate"
  | "maxDate"
  | "labels"
  | "disabled"
  | "month"
  | "defaultMonth"
  | "onMonthChange"
  | "numberOfMonths"
  | "captionLayout"
  | "showOutsideDays"
  | "weekStartsOn"
  | "today"
  | "dir"
  | "autoFocus"
  | "mode"
  | "required"
  | "formatters";

export type CalendarProps = Omit<PropsBase, OwnKeys> & {
  /**
   * BCP 47 language tag: month and day names, digits and the first day of the week come from `Intl` for it.
   * @default "en-US"
   */
  locale?: string;
  /**
   * The earliest day that can be picked; months before it cannot be shown. Unset: no limit.
   * @default undefined
   */
  minDate?: Date;
  /**
   * The latest day that can be picked; months after it cannot be shown. Unset: no limit.
   * @default undefined
   */
  maxDate?: Date;
  /**
   * Days that cannot be picked: a Date, Date[], `{ before }`, `{ after }`, `{ from, to }`, `{ dayOfWeek }` or a
   * function. Unset: every day between `minDate` and `maxDate`.
   * @default undefined
   */
  disabled?: Matcher | Matcher[];
  /**
   * Overrides of the words read to assistive tech.
   * @default the locale's words from `Intl`
   */
  labels?: CalendarLabels;
  /**
   * The shown month, for controlled navigation.
   * @default undefined
   */
  month?: Date;
  /**
   * The month shown first.
   * @default the selected day's month, else `today`'s
   */
  defaultMonth?: Date;
  /**
   * Called with the first shown month when the user navigates.
   * @default undefined
   */
  onMonthChange?: (month: Date) => void;
  /**
   * How many months are shown side by side (stacked on a phone).
   * @default 1
   */
  numberOfMonths?: number;
  /**
   * "label": the month's name; "dropdown": a month and a year drop-down (for dates years away).
   * @default "label"
   */
  captionLayout?: "label" | "dropdown" | "dropdown-months" | "dropdown-years";
  /**
   * Shows the days of the previous and next month that fill the first and last week.
   * @default true with one month, false with more
   */
  showOutsideDays?: boolean;
  /**
   * First day of the week (0 Sunday ... 6 Saturday).
   * @default the locale's (en-US Sunday, de-DE Monday, ar-EG Saturday)
   */
  weekStartsOn?: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  /**
   * The day marked as today (stories and tests fix it).
   * @default the current date
   */
  today?: Date;
  /**
   * Reading direction: arrows and the previous/next buttons follow it.
   * @default the DirectionProvider's, else the direction of the page around it
   */
  dir?: "ltr" | "rtl";
  /**
   * Moves the focus into the grid when it mounts (a date picker's dialog does).
   * @default false
   */
  autoFocus?: boolean;
  // The props of the modes, as the props table shows them (react-docgen reads no union): each mode's type below
  // narrows them, and only it reaches TypeScript's checks
  /**
   * Picks one day (`"single"`), a range (`"range"`) or several days (`"multiple"`). Unset: no selection.
   * @default undefined
   */
  mode?: "single" | "range" | "multiple";
  /**
   * The selection, for a controlled calendar: a Date (`"single"`), `{ from, to }` (`"range"`) or a Date[]
   * (`"multiple"`).
   * @default undefined
   */
  selected?: Date | DateRange | Date[];
  /**
   * Called with the new selection (its type as `selected`'s), the day pressed, its modifiers and the event:
   * `(selected, triggerDate, modifiers, event) => void`.
   * @default undefined
   */
  onSelect?: unknown;
  /**
   * With a `mode`: the selection cannot be emptied (by pressing the selected day again).
   * @default false
   */
  required?: boolean;
  /**
   * With `"range"`: fewest nights a range may span; with `"multiple"`: fewest days to select. Unset: no limit.
   * @default undefined
   */
  min?: number;
  /**
   * With `"range"`: most nights a range may span; with `"multiple"`: most days to select. Unset: no limit.
   * @default undefined
   */
  max?: number;
  /**
   * With `"range"`: a range may not include a disabled day (picking across one starts a new range).
   * @default false
   */
  excludeDisabled?: boolean;
  /**
   * With `"range"`: a press after a complete range starts a new one (instead of moving the nearer end).
   * @default false
   */
  resetOnSelect?: boolean;
} & (CalendarSingleProps | CalendarRangeProps | CalendarMultipleProps | CalendarDisplayOnlyProps);

function Chevron({
  orientation = "left",
  className,
}: {
  orientation?: "up" | "down" | "left" | "right";
  className?: string;
}) {
  const d = { left: "m15 18-6-6 6-6", right: "m9 18 6-6-6-6", up: "m18 15-6-6-6 6", down: "m6 9 6 6 6-6" }[
    orientation
  ];
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn("size-4", className)}
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}

/** Each part of DayPicker with its `data-slot` (the kit's QA contract). */
const slotted = {
  Months: (props) => <div data-slot="calendar-months" {...props} />,
  Month: ({ calendarMonth: _month, displayIndex: _index, ...props }) => (
    <div data-slot="calendar-month" {...props} />
  ),
  Nav: function Nav({ onPreviousClick, onNextClick, previousMonth, nextMonth, ...props }) {
    // RDP's own Nav, with the chevrons mirrored in right-to-left pages (the buttons swap sides there)
    const { labels } = useCalendarContext();
    return (
      // a plain row, not a <nav> landmark: two buttons that page the grid are not the site's navigation
      <div data-slot="calendar-nav" {...props} aria-label={undefined}>
        <button
          type="button"
          data-slot="calendar-previous"
          className={navButtonClassName}
          aria-label={labels.previousMonth}
          aria-disabled={previousMonth ? undefined : true}
          tabIndex={previousMonth ? undefined : -1}
          onClick={previousMonth ? onPreviousClick : undefined}
        >
          <Chevron orientation="left" className="rtl:rotate-180" />
        </button>
        <button
          type="button"
          data-slot="calendar-next"
          className={navButtonClassName}
          aria-label={labels.nextMonth}
          aria-disabled={nextMonth ? undefined : true}
          tabIndex={nextMonth ? undefined : -1}
          onClick={nextMonth ? onNextClick : undefined}
        >
          <Chevron orientation="right" className="rtl:rotate-180" />
        </button>
      </div>
    );
  },
  MonthCaption: ({ calendarMonth: _month, displayIndex: _index, ...props }) => (
    <div data-slot="calendar-caption" {...props} />
  ),
  CaptionLabel: (props) => <span data-slot="calendar-caption-label" {...props} />,
  Dropdown: function Dropdown({ options, className, ...props }) {
    const selected = options?.find((option) => option.value === props.value);
    return (
      <span data-slot="calendar-dropdown" className="relative inline-flex" data-disabled={props.disabled}>
        <select
          className={cn("absolute inset-0 cursor-pointer opacity-0 disabled:cursor-not-allowed", className)}
          {...props}
        >
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <span
          aria-hidden="true"
          className="pointer-events-none flex h-8 items-center gap-1 rounded-md border border-input bg-background ps-2 pe-1.5 text-sm font-medium shadow-xs"
        >
          {selected?.label}
          <Chevron orientation="down" className="size-3.5 text-muted-foreground" />
        </span>
      </span>
    );
  },
  MonthGrid: (props) => <table data-slot="calendar-grid" {...props} />,
  // RDP's own markup: a <tr> straight in a <table> is invalid HTML (the parser adds a <tbody>, so hydration
  // breaks); hidden from assistive tech as RDP hides it, since every day button names its weekday
  Weekdays: (props) => (
    <thead aria-hidden="true" data-slot="calendar-head">
      <tr data-slot="calendar-weekdays" {...props} />
    </thead>
  ),
  Weekday: (props) => <th data-slot="calendar-weekday" {...props} />,
  Weeks: (props) => <tbody data-slot="calendar-weeks" {...props} />,
  Week: ({ week: _week, ...props }) => <tr data-slot="calendar-week" {...props} />,
  Day: function Day({ day: _day, modifiers, ...props }) {
    const range = modifiers.range_start
      ? modifiers.range_end
        ? "start end"
        : "start"
      : modifiers.range_end
        ? "end"
        : modifiers.range_middle
          ? "middle"
          : undefined;
    return <td data-slot="calendar-day" data-range={range} {...props} />;
  },
  DayButton: function DayButton({ day, modifiers, ...props }) {
    // as RDP's own DayButton: the focused day takes the focus (arrows, PageUp...)
    const ref = React.useRef<HTMLButtonElement>(null);
    const { range, tabStop, setTabStop } = useCalendarContext();
    const { months, goToMonth, dayPickerProps } = useDayPicker();
    React.useEffect(() => {
      if (modifiers.focused) ref.current?.focus();
    }, [modifiers.focused]);
    const pickable = (date: Date) =>
      (!range.min || date >= range.min) &&
      (!range.max || date <= range.max) &&
      !dateMatchModifiers(date, dayPickerProps.disabled ?? [], undefined) &&
      !dateMatchModifiers(date, dayPickerProps.hidden ?? [], undefined);
    // RDP 10 picks the grid's tab stop before it marks the focused day: after PageUp/PageDown the focused day
    // had tabindex -1 and the month's first day 0, so Tab left the dialog once. The tab stop is the day last
    // focused while its month is shown and it can still be picked, else RDP's (the picked day, today, the first)
    const stopShown =
      tabStop !== undefined &&
      pickable(dayOf(tabStop)) &&
      months.some(
        ({ date }) => date.getFullYear() === tabStop.getFullYear() && date.getMonth() === tabStop.getMonth(),
      );
    const tabIndex = stopShown
      ? !modifiers.outside && dayOf(day.date).getTime() === dayOf(tabStop).getTime()
        ? 0
        : -1
      : props.tabIndex;
    // the inside of a range is tinted by its cell; its ends and single picks are filled
    const middle = modifiers.range_middle && !modifiers.range_start && !modifiers.range_end;
    const { onKeyDown } = props;
    return (
      <button
        ref={ref}
        data-slot="calendar-day-button"
        data-state={modifiers.selected && !middle ? "selected" : undefined}
        data-range={middle ? "middle" : undefined}
        {...props}
        tabIndex={tabIndex}
        onFocus={(event) => {
          setTabStop(day.date);
          props.onFocus?.(event);
        }}
        onKeyDown={(event) => {
          // Home/End: the week's first/last day that can be picked (RDP stays put when that day is disabled)
          if ((event.key === "Home" || event.key === "End") && !event.shiftKey) {
            const days = [...(event.currentTarget.closest("tr")?.querySelectorAll("button") ?? [])].filter(
              (day) => !day.disabled && !day.hasAttribute("aria-disabled"),
            );
            const target = event.key === "Home" ? days[0] : days.at(-1);
            event.preventDefault();
            target?.focus();
            return;
          }
          // a move by a week, month or year onto a day out of range or disabled: RDP tries the same move again
          // and again and, when none lands (PageUp in the first month allowed), leaves the focus where it
          // was. The kit goes to the nearest day that can be picked, within the range, instead.
          const move = gridMove(event, dayPickerProps.dir);
          if (move && move.unit !== "day") {
            const plain = moveDate(day.date, move.unit, move.sign);
            if (!pickable(plain)) {
              event.preventDefault();
              event.stopPropagation();
              const target = nearestPickable(day.date, clampDate(plain, range), move.sign, pickable);
              if (target) focusDay(event.currentTarget, target, months, goToMonth);
              return;
            }
          }
          onKeyDown?.(event);
        }}
      />
    );
  },
  Footer: (props) => <div data-slot="calendar-footer" {...props} />,
} satisfies Partial<CustomComponents>;

const navButtonClassName = cn(
  buttonVariants({ variant: "ghost", size: "icon" }),
  "size-9 aria-disabled:opacity-40",
);

/** Noon of the day: no daylight-saving hour moves it to another day when days are added. */
const dayOf = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate(), 12);

/** The unit and direction (in time) of a grid key, as RDP reads them; undefined for other keys. */
function gridMove(
  event: React.KeyboardEvent,
  dir: string | undefined,
): { unit: "day" | "week" | "month" | "year"; sign: 1 | -1 } | undefined {
  const back = dir === "rtl" ? 1 : -1;
  const shift = event.shiftKey;
  switch (event.key) {
    case "ArrowLeft":
      return { unit: shift ? "month" : "day", sign: back as 1 | -1 };
    case "ArrowRight":
      return { unit: shift ? "month" : "day", sign: -back as 1 | -1 };
    case "ArrowUp":
      return { unit: shift ? "year" : "week", sign: -1 };
    case "ArrowDown":
      return { unit: shift ? "year" : "week", sign: 1 };
    case "PageUp":
      return { unit: shift ? "year" : "month", sign: -1 };
    case "PageDown":
      return { unit: shift ? "year" : "month", sign: 1 };
    default:
      return undefined;
  }
}

function moveDate(date: Date, unit: "day" | "week" | "month" | "year", sign: 1 | -1): Date {
  const next = dayOf(date);
  if (unit === "day") next.setDate(next.getDate() + sign);
  else if (unit === "week") next.setDate(next.getDate() + 7 * sign);
  else {
    // the same day of the month, or the month's last (January 31 + 1 month is February 28, not March 3)
    const months = unit === "year" ? 12 * sign : sign;
    const wanted = next.getDate();
    next.setDate(1);
    next.setMonth(next.getMonth() + months);
    const last = new Date(next.getFullYear(), next.getMonth() + 1, 0).getDate();
    next.setDate(Math.min(wanted, last));
  }
  return next;
}

function clampDate(date: Date, range: { min?: Date; max?: Date }): Date {
  if (range.min && date < range.min) return range.min;
  if (range.max && date > range.max) return range.max;
  return date;
}

/**
 * The day nearest `target` that can be picked, beyond `from` in the move's direction (the move's own
 * direction first on a tie); undefined when there is none (the focus stays).
 */
function nearestPickable(from: Date, target: Date, sign: 1 | -1, pickable: (date: Date) => boolean) {
  const at = (date: Date, days: number) => {
    const next = dayOf(date);
    next.setDate(next.getDate() + days);
    return next;
  };
  const beyond = (date: Date) => (date.getTime() - dayOf(from).getTime()) * sign > 0;
  for (let distance = 0; distance <= 366; distance++) {
    for (const candidate of [at(target, distance * sign), at(target, -distance * sign)])
      if (beyond(candidate) && pickable(candidate)) return candidate;
  }
  return undefined;
}

const isoDay = (date: Date) =>
  `${String(date.getFullYear()).padStart(4, "0")}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

/** Focuses `date`'s button, first showing its month when it is not shown (RDP's focus follows the focus). */
function focusDay(from: HTMLElement, date: Date, months: { date: Date }[], goToMonth: (month: Date) => void) {
  const root = from.closest("[data-slot=calendar]");
  const find = () =>
    root?.querySelector<HTMLButtonElement>(`[data-day="${isoDay(date)}"]:not([data-outside]) button`);
  const shown = find();
  if (shown) return shown.focus();
  const first = months[0]?.date;
  const monthOf = (d: Date) => d.getFullYear() * 12 + d.getMonth();
  // as RDP: an earlier month becomes the first shown, a later one the last
  const month = new Date(date.getFullYear(), date.getMonth(), 1);
  if (first && monthOf(date) > monthOf(first)) month.setMonth(month.getMonth() - (months.length - 1));
  goToMonth(month);
  // once the month is shown (and RDP has placed its own focus there)
  let frames = 0;
  const next = () => {
    const button = find();
    if (button) button.focus();
    else if (frames++ < 10) requestAnimationFrame(next);
  };
  requestAnimationFrame(next);
}

const CalendarContext = React.createContext<{
  labels: Required<CalendarLabels>;
  range: { min?: Date; max?: Date };
  /** The day last focused: the grid's one tab stop while its month is shown. */
  tabStop: Date | undefined;
  setTabStop: (date: Date) => void;
} | null>(null);
function useCalendarContext() {
  const context = React.useContext(CalendarContext);
  if (!context) throw new Error("Calendar parts must be rendered inside <Calendar>");
  return context;
}

/**
 * The weekday headers' width: the short names ("Mon", "Mo.") where they fit a 40 px column, else the narrow
 * ones (Arabic's short Wednesday is eight letters; its one-letter narrow name is how Arabic calendars head the
 * column).
 */
function weekdayWidth(locale: string): "short" | "narrow" {
  const format = dateFormat(locale, { weekday: "short" });
  const longest = Math.max(
    ...Array.from({ length: 7 }, (_, i) => format.format(new Date(2026, 2, 15 + i)).length),
  );
  return longest > 4 ? "narrow" : "short";
}

/**
 * The calendar's direction: its own `dir`, else the nearest DirectionProvider's (what the kit's Radix parts
 * follow), else the page's where `ref` sits, once mounted (`<html dir>` or any `dir` around it).
 */
function useCalendarDirection(ref: React.RefObject<HTMLElement | null>, own: "ltr" | "rtl" | undefined) {
  const provided = useProvidedDirection();
  // the parent's: the calendar's own `dir` attribute is its prop's
  const measured = usePageDirection(ref, Boolean(own ?? provided), "parent");
  return own ?? provided ?? measured;
}

/**
 * A month grid to pick a day, a range or several days (react-day-picker 10), in the user's language through
 * `Intl`: names, digits and the first day of the week follow `locale`; `minDate`/`maxDate` and `disabled` days.
 * Keyboard (WAI-ARIA date picker grid): arrows move by a day or a week, Home/End to the week's first/last day,
 * PageUp/PageDown by a month, Shift+PageUp/PageDown by a year, Enter or Space picks the focused day.
 * QA contract: `data-slot` `calendar` (with `data-mode`), `calendar-months`, `calendar-month`, `calendar-nav`,
 * `calendar-previous`, `calendar-next`, `calendar-caption`, `calendar-caption-label`, `calendar-dropdown`,
 * `calendar-grid`, `calendar-head` (the weekdays' `<thead>`, `aria-hidden`), `calendar-weekdays`, `calendar-weekday`, `calendar-weeks`, `calendar-week`, `calendar-day`
 * (`data-day` ISO date, `data-selected`, `data-today`, `data-outside`, `data-disabled`, `data-focused`,
 * `data-range` start/middle/end, "start end" for a one-day range), `calendar-day-button` (`data-state="selected"`,
 * `data-range="middle"`), `calendar-footer`.
 */
export function Calendar({
  locale = DEFAULT_DATE_LOCALE,
  minDate,
  maxDate,
  disabled,
  labels: labelOverrides,
  showOutsideDays,
  captionLayout = "label",
  weekStartsOn,
  dir: ownDir,
  className,
  classNames,
  startMonth,
  endMonth,
  ...props
}: CalendarProps) {
  const rootRef = React.useRef<HTMLDivElement>(null);
  const dir = useCalendarDirection(rootRef, ownDir);
  const labels = React.useMemo(
    () => ({ ...calendarWords(locale), ...labelOverrides }),
    [locale, labelOverrides],
  );
  // the first and last days allowed, as noon (the keys' moves are at noon)
  const minTime = minDate?.getTime();
  const maxTime = maxDate?.getTime();
  const [tabStop, setTabStop] = React.useState<Date>();
  const context = React.useMemo(() => {
    const min = minTime === undefined ? undefined : dayOf(new Date(minTime));
    const max = maxTime === undefined ? undefined : dayOf(new Date(maxTime));
    return { labels, range: { min, max }, tabStop, setTabStop };
  }, [labels, minTime, maxTime, tabStop]);
  const rdpLocale = React.useMemo(() => ({ code: locale }), [locale]);
  const formatters = React.useMemo(
    () => ({
      formatCaption: (month: Date) => formatMonthYear(month, locale),
      formatDay: (date: Date) => formatDayNumber(date, locale),
      formatWeekdayName: (date: Date) => dateFormat(locale, { weekday: weekdayWidth(locale) }).format(date),
      formatMonthDropdown: (month: Date) => dateFormat(locale, { month: "short" }).format(month),
      formatYearDropdown: (year: Date) => dateFormat(locale, { year: "numeric" }).format(year),
    }),
    [locale],
  );
  const rdpLabels = React.useMemo(() => {
    const dayName = (date: Date, modifiers?: Modifiers) =>
      modifiers?.today ? `${labels.today}, ${formatFullDate(date, locale)}` : formatFullDate(date, locale);
    return {
      labelDayButton: dayName,
      // the cells' names when the days are not buttons (no `mode`)
      labelGridcell: dayName,
      labelGrid: (month: Date) => formatMonthYear(month, locale),
      labelWeekday: (date: Date) => dateFormat(locale, { weekday: "long" }).format(date),
      labelPrevious: () => labels.previousMonth,
      labelNext: () => labels.nextMonth,
      labelMonthDropdown: () => labels.month,
      labelYearDropdown: () => labels.year,
    };
  }, [labels, locale]);
  const disabledDays = React.useMemo(() => {
    const list: Matcher[] = Array.isArray(disabled) ? [...disabled] : disabled ? [disabled] : [];
    if (minDate) list.push({ before: minDate });
    if (maxDate) list.push({ after: maxDate });
    return list.length > 0 ? list : undefined;
  }, [disabled, minDate, maxDate]);
  // the root with the ref that reads the page's direction (RDP passes its own ref only when animating)
  const components = React.useMemo(
    () => ({
      ...slotted,
      Root: ({
        rootRef: _ref,
        ...rest
      }: React.ComponentProps<"div"> & { rootRef?: React.Ref<HTMLDivElement> }) => (
        <div ref={rootRef} data-slot="calendar" {...rest} />
      ),
    }),
    [],
  );

  return (
    <CalendarContext.Provider value={context}>
      <DayPicker
        // the selection props are RDP's own (a union TypeScript cannot follow through the spread)
        {...(props as DayPickerProps)}
        locale={rdpLocale}
        lang={locale}
        dir={dir}
        weekStartsOn={weekStartsOn ?? weekStartOf(locale)}
        disabled={disabledDays}
        startMonth={startMonth ?? minDate}
        endMonth={endMonth ?? maxDate}
        // beside another month the days of the neighbouring months would show twice
        showOutsideDays={showOutsideDays ?? (props.numberOfMonths ?? 1) === 1}
        captionLayout={captionLayout}
        formatters={formatters}
        labels={rdpLabels}
        components={components}
        className={cn("w-fit rounded-lg bg-background p-3 text-sm text-foreground", className)}
        classNames={{
          months: "relative flex flex-col gap-6 sm:flex-row",
          month: "flex flex-col gap-3",
          nav: "absolute inset-x-0 top-0 flex items-center justify-between",
          month_caption: "flex h-9 items-center justify-center px-10",
          caption_label: "text-sm font-medium",
          dropdowns: "flex items-center gap-1.5",
          month_grid: "border-collapse",
          weekday: "size-10 p-0 text-xs font-normal text-muted-foreground",
          day: cn(
            "group/day relative size-10 p-0 text-center",
            // a range is one band of tint behind its days, rounded at its ends
            "data-[range]:not-data-[outside]:bg-primary/15 dark:data-[range]:not-data-[outside]:bg-primary/25",
            "data-[range~=start]:rounded-s-md data-[range~=end]:rounded-e-md",
          ),
          day_button: cn(
            "relative inline-flex size-10 cursor-pointer items-center justify-center rounded-md font-normal tabular-nums outline-none",
            "transition-[color,background-color,box-shadow] hover:bg-accent hover:text-accent-foreground",
            "focus-visible:z-10 focus-visible:ring-2 focus-visible:ring-ring",
            // a gap between a selected day's fill and its ring, both the brand colour
            "data-[state=selected]:focus-visible:ring-offset-2 data-[state=selected]:focus-visible:ring-offset-background",
            "group-data-[today]/day:font-semibold group-data-[today]/day:underline group-data-[today]/day:decoration-primary group-data-[today]/day:decoration-2 group-data-[today]/day:underline-offset-4",
            "group-data-[outside]/day:text-muted-foreground",
            "group-data-[outside]/day:data-[state=selected]:bg-primary/15 group-data-[outside]/day:data-[state=selected]:text-muted-foreground",
            "data-[state=selected]:bg-primary data-[state=selected]:text-primary-foreground data-[state=selected]:decoration-primary-foreground data-[state=selected]:hover:bg-primary/90",
            "data-[range=middle]:hover:bg-primary/20",
            "disabled:cursor-not-allowed disabled:text-muted-foreground disabled:line-through disabled:opacity-60 disabled:hover:bg-transparent",
            "aria-disabled:cursor-not-allowed aria-disabled:text-muted-foreground aria-disabled:line-through",
          ),
          footer: "pt-3 text-sm text-muted-foreground",
          hidden: "invisible",
          ...classNames,
        }}
      />
    </CalendarContext.Provider>
  );
}
