// No "use client": what a Server Component may call or read, as the client component does.

/**
 * The words of the date pickers, in English; pass your own (`labels`) for another language. `{format}` and
 * `{date}` are filled in.
 */
export const DATE_PICKER_LABELS = {
  /** The calendar button while no date is set (APG: "Choose Date"). */
  chooseDate: "Choose date",
  /** The calendar button with a date set, followed by the date: "Change date, Monday, March 16, 2026". */
  changeDate: "Change date",
  /** DateRangePicker's button while no range is set. */
  chooseDates: "Choose dates",
  /** DateRangePicker's button with a range set, followed by the range. */
  changeDates: "Change dates",
  /** Read after the field's label: the format it takes. */
  format: "Format: {format}",
  /** Typed text that is not a date. */
  invalid: "Enter a date as {format}.",
  /** A date before `minDate`. */
  beforeMin: "Pick a date on or after {date}.",
  /** A date after `maxDate`. */
  afterMax: "Pick a date on or before {date}.",
  /** A disabled day. */
  unavailable: "{date} cannot be picked.",
  /** A range typed with one date only. */
  incomplete: "Enter an end date as well.",
  /** A range whose end comes before its start. */
  reversed: "The end date comes before the start date.",
};

export type DatePickerLabels = Partial<typeof DATE_PICKER_LABELS>;

/** Whether `value` is a real date (not undefined, not the Invalid Date a field holds for text it cannot read). */
export function isValidDate(value: Date | undefined | null): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}
