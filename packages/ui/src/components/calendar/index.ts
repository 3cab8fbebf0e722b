export {
  Calendar,
  type CalendarLabels,
  type CalendarMultipleProps,
  type CalendarProps,
  type CalendarRangeProps,
  type CalendarSingleProps,
  type DateRange,
  type Matcher,
} from "./calendar.js";
export {
  DEFAULT_DATE_LOCALE,
  dateInputPattern,
  formatDateInput,
  formatFullDate,
  formatMonthYear,
  parseDateInput,
  weekStartOf,
} from "./intl.js";
