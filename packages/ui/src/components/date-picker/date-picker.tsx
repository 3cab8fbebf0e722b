"use client";
import * as PopoverPrimitive from "@radix-ui/react-popover";
import * as React from "react";
import { cn } from "../../lib/cn.js";
import { floatingParts } from "../../lib/floating.js";
import { closableRoot } from "../../lib/layer-escape.js";
import { Calendar, type DateRange, type Matcher } from "../calendar/calendar.js";
import {
  DEFAULT_DATE_LOCALE,
  dateInputPattern,
  formatDateInput,
  formatFullDate,
  parseDateInput,
  sameDay,
} from "../calendar/intl.js";
import { controlClassName } from "../input/input.js";
import { DATE_PICKER_LABELS, isValidDate, type DatePickerLabels } from "./date-picker.shared.js";

/** An Invalid Date: the value while the text typed is not a date (`isValidDate` tells them apart). */
const invalidDate = () => new Date(Number.NaN);

/** A date as a form posts it: "2026-03-16". */
function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${String(date.getFullYear()).padStart(4, "0")}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");
}

const floating = floatingParts(
  "date-picker",
  { Portal: PopoverPrimitive.Portal, Content: PopoverPrimitive.Content, Arrow: PopoverPrimitive.Arrow },
  { surface: "panel", sideOffset: 4, collisionPadding: 8 },
);
// the open state held by the kit, so the content can close on an Escape a toast above it handed on
const Root = closableRoot(PopoverPrimitive.Root, "DatePicker");

function CalendarIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </svg>
  );
}

/** Props both pickers share: the field's, the calendar's limits, the locale. */
type FieldProps = Omit<
  React.ComponentProps<"input">,
  "value" | "defaultValue" | "onChange" | "type" | "min" | "max" | "children"
> & {
  /**
   * BCP 47 language tag: the typed format, the calendar's names and the week's first day follow it.
   * @default "en-US"
   */
  locale?: string;
  /**
   * The earliest date allowed (earlier ones are crossed out and reported). Unset: no limit.
   * @default undefined
   */
  minDate?: Date;
  /**
   * The latest date allowed. Unset: no limit.
   * @default undefined
   */
  maxDate?: Date;
  /**
   * Days that cannot be picked (weekends `{ dayOfWeek: [0, 6] }`, dates, ranges, a function). Unset: every day
   * between `minDate` and `maxDate`.
   * @default undefined
   */
  disabledDays?: Matcher | Matcher[];
  /**
   * The field's words (button names, messages).
   * @default DATE_PICKER_LABELS (English)
   */
  labels?: DatePickerLabels;
  /**
   * Whether the calendar is open, for a controlled picker.
   * @default undefined
   */
  open?: boolean;
  /**
   * Called when the calendar opens or closes.
   * @default undefined
   */
  onOpenChange?: (open: boolean) => void;
  /**
   * The day shown as today (stories and tests fix it); two-digit years are read around it.
   * @default the current date
   */
  today?: Date;
  /**
   * Posted with a form: the ISO date ("2026-03-16"), or the ISO interval of a range ("2026-03-16/2026-03-20").
   * @default undefined
   */
  name?: string;
  /**
   * The field cannot be edited nor the calendar opened.
   * @default false
   */
  disabled?: boolean;
  /**
   * Shown while the field is empty.
   * @default the locale's format, e.g. "MM/DD/YYYY"
   */
  placeholder?: string;
  /**
   * Classes of the wrapper around the field and its button.
   * @default undefined
   */
  className?: string;
};

/** What `onValueChange` reports with the value. */
export type DatePickerChangeDetails = {
  /** The message for the value when it cannot be used (not a date, out of range, disabled), else undefined. */
  error?: string;
  /** The text in the field. */
  text: string;
};

export type DatePickerProps = FieldProps & {
  /**
   * The date, for a controlled picker; an Invalid Date while the typed text is not a date.
   * @default undefined
   */
  value?: Date;
  /**
   * The date at first, for an uncontrolled picker.
   * @default undefined
   */
  defaultValue?: Date;
  /**
   * Called with the new date as the user picks it or leaves the field after typing (Invalid Date for text that is not a date, undefined when emptied).
   * @default undefined
   */
  onValueChange?: (value: Date | undefined, details: DatePickerChangeDetails) => void;
};

export type DateRangePickerProps = FieldProps & {
  /**
   * The range, for a controlled picker; an end before the start or an Invalid Date marks what was typed wrong.
   * @default undefined
   */
  value?: DateRange;
  /**
   * The range at first, for an uncontrolled picker.
   * @default undefined
   */
  defaultValue?: DateRange;
  /**
   * Called with the new range as the user picks its ends or leaves the field after typing.
   * @default undefined
   */
  onValueChange?: (value: DateRange | undefined, details: DatePickerChangeDetails) => void;
  /**
   * Months shown side by side in the calendar (stacked on a phone).
   * @default 2
   */
  numberOfMonths?: number;
};

/** The separator of a range's two dates in the field (an en dash between spaces). */
const RANGE_SEPARATOR = " \u2013 ";

/** Splits typed range text at an en or em dash, " - " or " to ". */
function splitRange(text: string): [string, string | undefined] {
  const parts = text.split(/\s*[\u2013\u2014]\s*|\s+-\s+|\s+to\s+/i);
  return [parts[0] ?? "", parts.length > 1 ? parts.slice(1).join(" ") : undefined];
}

/** How the field reads, checks and shows its value: one date or a range. */
interface Kind<V> {
  format(value: V, locale: string): string;
  parse(text: string, locale: string, today: Date): V;
  problem(
    value: V,
    check: (date: Date) => string | undefined,
    labels: typeof DATE_PICKER_LABELS,
    pattern: string,
  ): string | undefined;
  same(a: V | undefined, b: V | undefined): boolean;
  post(value: V): string;
  describe(value: V, locale: string): string;
  /** The month the calendar opens on. */
  month(value: V | undefined): Date | undefined;
  placeholder(pattern: string): string;
  trigger(value: V | undefined, labels: typeof DATE_PICKER_LABELS, locale: string): string;
}

const sameDate = (a: Date | undefined, b: Date | undefined) =>
  a === b || (!!a && !!b && (sameDay(a, b) || (!isValidDate(a) && !isValidDate(b))));

const single: Kind<Date> = {
  format: (value, locale) => (isValidDate(value) ? formatDateInput(value, locale) : ""),
  parse: (text, locale, today) => parseDateInput(text, locale, today) ?? invalidDate(),
  problem: (value, check, labels, pattern) =>
    isValidDate(value) ? check(value) : fill(labels.invalid, { format: pattern }),
  same: sameDate,
  post: (value) => (isValidDate(value) ? isoDate(value) : ""),
  describe: (value, locale) => formatFullDate(value, locale),
  month: (value) => (isValidDate(value) ? value : undefined),
  placeholder: (pattern) => pattern,
  trigger: (value, labels, locale) =>
    isValidDate(value) ? `${labels.changeDate}, ${formatFullDate(value, locale)}` : labels.chooseDate,
};

const range: Kind<DateRange> = {
  format: (value, locale) =>
    isValidDate(value.from)
      ? formatDateInput(value.from, locale) +
        (isValidDate(value.to) ? RANGE_SEPARATOR + formatDateInput(value.to, locale) : "")
      : "",
  parse: (text, locale, today) => {
    const [start, end] = splitRange(text);
    return {
      from: parseDateInput(start, locale, today) ?? invalidDate(),
      to: end === undefined ? undefined : (parseDateInput(end, locale, today) ?? invalidDate()),
    };
  },
  problem: (value, check, labels, pattern) => {
    if (!isValidDate(value.from) || (value.to !== undefined && !isValidDate(value.to)))
      return fill(labels.invalid, { format: pattern });
    if (!value.to) return labels.incomplete;
    if (value.to < value.from) return labels.reversed;
    return check(value.from) ?? check(value.to);
  },
  same: (a, b) => a === b || (!!a && !!b && sameDate(a.from, b.from) && sameDate(a.to, b.to)),
  post: (value) =>
    isValidDate(value.from) && isValidDate(value.to) ? `${isoDate(value.from)}/${isoDate(value.to)}` : "",
  describe: (value, locale) =>
    `${formatFullDate(value.from!, locale)}${RANGE_SEPARATOR}${formatFullDate(value.to!, locale)}`,
  month: (value) => (value && isValidDate(value.from) ? value.from : undefined),
  placeholder: (pattern) => pattern + RANGE_SEPARATOR + pattern,
  trigger: (value, labels, locale) =>
    value && isValidDate(value.from) && isValidDate(value.to)
      ? `${labels.changeDates}, ${range.describe(value, locale)}`
      : labels.chooseDates,
};

/** Holds a controlled or uncontrolled value. */
function useValue<V>(value: V | undefined, defaultValue: V | undefined, controlled: boolean) {
  const [own, setOwn] = React.useState<V | undefined>(defaultValue);
  return [controlled ? value : own, setOwn] as const;
}

type DateFieldProps<V> = FieldProps & {
  kind: Kind<V>;
  mode: "single" | "range";
  value?: V;
  defaultValue?: V;
  onValueChange?: (value: V | undefined, details: DatePickerChangeDetails) => void;
  numberOfMonths?: number;
};

function DateField<V>(props: DateFieldProps<V>) {
  // controlled when the app passes `value`, even as undefined (an empty controlled field)
  const controlled = "value" in props;
  const {
    kind,
    mode,
    value: valueProp,
    defaultValue,
    onValueChange,
    numberOfMonths,
    locale = DEFAULT_DATE_LOCALE,
    minDate,
    maxDate,
    disabledDays,
    labels: labelOverrides,
    open: openProp,
    onOpenChange,
    today,
    name,
    disabled = false,
    placeholder,
    className,
    id,
    style,
    onBlur,
    onKeyDown,
    "aria-describedby": describedBy,
    "aria-invalid": ariaInvalid,
    ref,
    ...inputProps
  } = props;
  const labels = { ...DATE_PICKER_LABELS, ...labelOverrides };
  const pattern = dateInputPattern(locale);
  const [value, setOwnValue] = useValue(valueProp, defaultValue, controlled);
  const [text, setText] = React.useState(() => (value === undefined ? "" : kind.format(value, locale)));
  // when the value changes from outside (the app, the calendar), the field shows it; text the user typed that
  // is not a date stays as typed (the value is then an Invalid Date)
  const [shown, setShown] = React.useState(value);
  if (!kind.same(shown, value)) {
    setShown(value);
    const formatted = value === undefined ? "" : kind.format(value, locale);
    if (value === undefined || formatted) setText(formatted);
  }
  const [ownOpen, setOwnOpen] = React.useState(false);
  const open = openProp ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };

  const check = (date: Date): string | undefined => {
    const day = formatFullDate(date, locale);
    if (minDate && date < minDate && !sameDay(date, minDate))
      return fill(labels.beforeMin, { date: formatFullDate(minDate, locale) });
    if (maxDate && date > maxDate && !sameDay(date, maxDate))
      return fill(labels.afterMax, { date: formatFullDate(maxDate, locale) });
    const matchers =
      disabledDays === undefined ? [] : Array.isArray(disabledDays) ? disabledDays : [disabledDays];
    if (matchers.some((matcher) => matches(date, matcher))) return fill(labels.unavailable, { date: day });
    return undefined;
  };
  const error = value === undefined ? undefined : kind.problem(value, check, labels, pattern);

  const change = (next: V | undefined, nextText: string) => {
    if (!controlled) setOwnValue(next);
    setShown(next);
    setText(nextText);
    const nextError = next === undefined ? undefined : kind.problem(next, check, labels, pattern);
    if (!kind.same(next, value) || nextError !== error)
      onValueChange?.(next, { error: nextError, text: nextText });
  };

  /** Reads the typed text into the value (on leaving the field, Enter, opening the calendar). */
  const commit = () => {
    const trimmed = text.trim();
    if (!trimmed) return change(undefined, "");
    const next = kind.parse(trimmed, locale, today ?? new Date());
    const formatted = kind.format(next, locale);
    // a date the field can read is shown in the locale's format; text it cannot read stays as typed
    change(next, kind.problem(next, () => undefined, labels, pattern) ? text : formatted);
  };

  const inputRef = React.useRef<HTMLInputElement>(null);
  React.useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  // a plain form cannot be sent with a value the field reports as wrong
  React.useEffect(() => {
    inputRef.current?.setCustomValidity(error ?? "");
  }, [error]);

  const formatId = React.useId();
  const picksRef = React.useRef(0);
  // where the calendar was opened from, where the focus returns when it closes (APG date picker): the field
  // (Alt+ArrowDown) or the button
  const openedFromFieldRef = React.useRef(false);
  const month = kind.month(value) ?? clamp(today ?? new Date(), minDate, maxDate);
  const calendarProps = {
    locale,
    today,
    minDate,
    maxDate,
    disabled: disabledDays,
    defaultMonth: month,
    autoFocus: true,
  };

  return (
    <Root
      modal
      open={open}
      onOpenChange={(next) => {
        if (next) {
          commit();
          picksRef.current = 0;
          openedFromFieldRef.current = false;
        }
        setOpen(next);
      }}
    >
      <PopoverPrimitive.Anchor asChild>
        <div
          data-slot="date-picker"
          data-mode={mode}
          data-state={open ? "open" : "closed"}
          data-invalid={error || ariaInvalid ? "" : undefined}
          data-disabled={disabled ? "" : undefined}
          className={cn("relative w-full", className)}
          style={style}
        >
          <input
            ref={inputRef}
            id={id}
            type="text"
            autoComplete="off"
            data-slot="date-picker-input"
            value={text}
            placeholder={placeholder ?? kind.placeholder(pattern)}
            disabled={disabled}
            aria-invalid={ariaInvalid || !!error || undefined}
            aria-describedby={[describedBy, formatId].filter(Boolean).join(" ")}
            className={cn(controlClassName, "h-10 py-2 pe-11 tabular-nums")}
            {...inputProps}
            onChange={(event) => setText(event.target.value)}
            onBlur={(event) => {
              commit();
              onBlur?.(event);
            }}
            onKeyDown={(event) => {
              onKeyDown?.(event);
              if (event.defaultPrevented) return;
              if (event.key === "Enter") commit();
              // Alt+ArrowDown opens the calendar, as it opens a combobox's list
              if (event.key === "ArrowDown" && event.altKey) {
                event.preventDefault();
                commit();
                picksRef.current = 0;
                openedFromFieldRef.current = true;
                setOpen(true);
              }
            }}
          />
          {/* the field's own problem, so a screen reader says why it is invalid (the form may not show it
              yet); not when the app's error is shown (`aria-invalid` given, FormField's message describes it) */}
          <span id={formatId} hidden>
            {error && !ariaInvalid ? `${error} ` : ""}
            {fill(labels.format, { format: pattern })}
          </span>
          <PopoverPrimitive.Trigger
            type="button"
            data-slot="date-picker-trigger"
            disabled={disabled}
            aria-label={kind.trigger(value, labels, locale)}
            className={cn(
              "absolute end-1 top-1/2 inline-flex size-8 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-muted-foreground outline-none",
              // the ring inside: outside, 4 px from the field's edge, it would sit on the field's border
              "transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
              "disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4",
            )}
          >
            <CalendarIcon />
          </PopoverPrimitive.Trigger>
          {name ? (
            <input type="hidden" name={name} value={value === undefined ? "" : kind.post(value)} />
          ) : null}
        </div>
      </PopoverPrimitive.Anchor>
      <floating.Content
        align="start"
        aria-label={mode === "range" ? labels.chooseDates : labels.chooseDate}
        role="dialog"
        aria-modal="true"
        // the focus goes to the picked day, or today (the grid's one tab stop), not to the first button
        onOpenAutoFocus={(event) => {
          const day = (event.target as HTMLElement).querySelector<HTMLElement>(
            '[data-slot="calendar-day-button"][tabindex="0"]',
          );
          if (day) {
            event.preventDefault();
            day.focus();
          }
        }}
        onCloseAutoFocus={(event) => {
          if (!openedFromFieldRef.current) return;
          event.preventDefault();
          inputRef.current?.focus();
        }}
        className="w-auto max-w-[calc(100vw-1rem)] max-h-(--radix-popper-available-height) overflow-y-auto p-0"
      >
        {mode === "single" ? (
          <Calendar
            {...calendarProps}
            mode="single"
            selected={isValidDate(value as Date) ? (value as Date) : undefined}
            onSelect={(date) => {
              if (!date) return setOpen(false);
              change(date as V, kind.format(date as V, locale));
              setOpen(false);
            }}
          />
        ) : (
          <Calendar
            {...calendarProps}
            mode="range"
            numberOfMonths={numberOfMonths}
            resetOnSelect
            selected={validRange(value as DateRange | undefined)}
            onSelect={(next) => {
              picksRef.current += 1;
              const picked = next ?? undefined;
              change(picked as V | undefined, picked ? kind.format(picked as V, locale) : "");
              if (picked?.from && picked.to && picksRef.current >= 2) setOpen(false);
            }}
          />
        )}
      </floating.Content>
    </Root>
  );
}

/** The range the calendar can show: none while its start is not a date, no end while the end is not one. */
function validRange(value: DateRange | undefined): DateRange | undefined {
  if (!value || !isValidDate(value.from)) return undefined;
  // an end before the start (the field reports it) is no end: the grid shows the start alone, not the days
  // between them as if the range were valid
  const end = isValidDate(value.to) && value.to >= value.from ? value.to : undefined;
  return { from: value.from, to: end };
}

function clamp(date: Date, min: Date | undefined, max: Date | undefined): Date {
  if (min && date < min) return min;
  if (max && date > max) return max;
  return date;
}

/** Whether `date` matches a react-day-picker matcher (for the message of a typed disabled day). */
function matches(date: Date, matcher: Matcher): boolean {
  if (typeof matcher === "boolean") return matcher;
  if (typeof matcher === "function") return matcher(date);
  if (matcher instanceof Date) return sameDay(date, matcher);
  if (Array.isArray(matcher)) return matcher.some((d) => sameDay(date, d));
  if ("dayOfWeek" in matcher) return ([] as number[]).concat(matcher.dayOfWeek).includes(date.getDay());
  if ("from" in matcher) {
    const { from, to } = matcher;
    if (!from) return false;
    if (!to) return sameDay(date, from);
    return date >= from && date <= to;
  }
  const after = "after" in matcher ? matcher.after : undefined;
  const before = "before" in matcher ? matcher.before : undefined;
  if (after && before) return after < before ? date > after && date < before : date > after || date < before;
  if (after) return date > after && !sameDay(date, after);
  if (before) return date < before && !sameDay(date, before);
  return false;
}

/**
 * A date field: type the date in the locale's format (read on leaving the field or Enter; "3/16/2026",
 * "2026-03-16", "March 16, 2026"...) or pick it in a calendar (the button, or Alt+ArrowDown). The calendar is
 * a modal dialog (WAI-ARIA date picker dialog): it opens on the date, the grid keys move (arrows, Home/End,
 * PageUp/PageDown, Shift+PageUp/PageDown), Enter or Space picks and closes, Escape closes; the focus returns to
 * where it was opened from (the button, or the field after Alt+ArrowDown). Put it in a FormField: its id and
 * `aria-*` go to the text field. Text that is not a date stays as typed, the value becomes an Invalid Date and
 * `onValueChange` gets the message (also the field's native validity, so a plain form is not sent).
 * QA contract: `data-slot="date-picker"` (`data-state` open/closed, `data-invalid`, `data-disabled`,
 * `data-mode`), `date-picker-input`, `date-picker-trigger` (Radix's `data-state`), `date-picker-content`.
 */
export function DatePicker(props: DatePickerProps) {
  return <DateField<Date> {...props} kind={single} mode="single" />;
}

/**
 * A range field: "03/16/2026 - 03/20/2026" typed (an en dash, " - " or " to " between the dates), or two
 * presses in a two-month calendar (the first starts a new range, the second ends it and closes). Otherwise as
 * {@link DatePicker}; a form gets the ISO interval "2026-03-16/2026-03-20".
 * QA contract: as DatePicker, with `data-mode="range"`.
 */
export function DateRangePicker({ numberOfMonths = 2, ...props }: DateRangePickerProps) {
  return <DateField<DateRange> {...props} numberOfMonths={numberOfMonths} kind={range} mode="range" />;
}
