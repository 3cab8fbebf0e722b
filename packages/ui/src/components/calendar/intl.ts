// (Comments stay ASCII: the site's font subset is made from every character of the kit's source.)
// Dates in the user's language through the platform's Intl, not a bundle of date-fns locales: names, numbers,
// the first day of the week, the short numeric format a person types, and reading back what they typed.
// Server-safe (no React), so a server page can format a date the way the client's Calendar shows it.

/** The kit's default locale when none is given: fixed, so the server's and the browser's HTML agree. */
export const DEFAULT_DATE_LOCALE = "en-US";

const cache = new Map<string, unknown>();
function memo<T>(key: string, make: () => T): T {
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as T;
}

/**
 * A cached `Intl.DateTimeFormat` (creating one costs far more than formatting with it), in the Gregorian
 * calendar the grid shows: a locale whose own calendar differs (th-TH's Buddhist years, fa-IR's Persian months,
 * a `-u-ca-japanese` era) keeps its language and digits, so what the field shows it reads back as the same day.
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return memo(
    `d|${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, { calendar: "gregory", ...options }),
  );
}

function numberFormat(locale: string): Intl.NumberFormat {
  return memo(`n|${locale}`, () => new Intl.NumberFormat(locale, { useGrouping: false }));
}

// CLDR's week data (supplemental/weekData.xml, firstDay) for the regions whose week does not start on Monday,
// for engines without Intl.Locale week info (Firefox as of 2025). Everywhere else the week starts on Monday.
const SUNDAY_FIRST =
  "AG AS BD BR BS BT BW BZ CA CN CO DM DO ET GT GU HK HN ID IL IN JM JP KE KH KR LA MH MM MO MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW";
const SATURDAY_FIRST = "AE AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY";

type WeekDay = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The first day of the week where `locale` is spoken (0 Sunday ... 6 Saturday): en-US 0, de-DE 1, ar-EG 6. */
export function weekStartOf(locale: string): WeekDay {
  return memo(`w|${locale}`, () => {
    const tag = new Intl.Locale(locale);
    const info = tag as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay;
    if (firstDay) return (firstDay % 7) as WeekDay;
    const region = tag.maximize().region ?? "";
    if (SUNDAY_FIRST.split(" ").includes(region)) return 0;
    if (SATURDAY_FIRST.split(" ").includes(region)) return 6;
    if (region === "MV") return 5;
    return 1;
  });
}

/** Upper-cases the first letter in the locale's way ("last month" → "Last month"; Arabic is unchanged). */
function capitalize(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** A day of the month in the locale's digits ("16"; Arabic-Indic digits in ar-EG). */
export function formatDayNumber(date: Date, locale: string): string {
  return numberFormat(locale).format(date.getDate());
}

/** The month's name and year: "March 2026" (en-US), the German or Arabic name and digits in de-DE or ar-EG. */
export function formatMonthYear(date: Date, locale: string): string {
  return dateFormat(locale, { month: "long", year: "numeric" }).format(date);
}

/** The whole date as a screen reader should read it: "Monday, March 16, 2026". */
export function formatFullDate(date: Date, locale: string): string {
  return dateFormat(locale, { dateStyle: "full" }).format(date);
}

/**
 * Words a calendar needs, in the locale, from Intl alone (no translation file): the relative-time names of
 * "today", "last month" and "next month", and the names of the month and year fields.
 */
export function calendarWords(locale: string): {
  today: string;
  previousMonth: string;
  nextMonth: string;
  month: string;
  year: string;
} {
  return memo(`words|${locale}`, () => {
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
    const fields = new Intl.DisplayNames(locale, { type: "dateTimeField" });
    return {
      today: capitalize(relative.format(0, "day"), locale),
      previousMonth: capitalize(relative.format(-1, "month"), locale),
      nextMonth: capitalize(relative.format(1, "month"), locale),
      month: capitalize(fields.of("month") ?? "Month", locale),
      year: capitalize(fields.of("year") ?? "Year", locale),
    };
  });
}

// ---- the short numeric format a person types -------------------------------------------------------------

type Field = "day" | "month" | "year";

const NUMERIC: Intl.DateTimeFormatOptions = { year: "numeric", month: "2-digit", day: "2-digit" };

/** The order of day, month and year in the locale's short numeric date: en-US month-day-year, de day-month-year. */
export function fieldOrder(locale: string): Field[] {
  return memo(`order|${locale}`, () =>
    dateFormat(locale, NUMERIC)
      .formatToParts(new Date(2026, 2, 16))
      .map((part) => part.type)
      .filter((type): type is Field => type === "day" || type === "month" || type === "year"),
  );
}

/** A date in the locale's short numeric format, as the date field shows it: "03/16/2026", "16.03.2026". */
export function formatDateInput(date: Date, locale: string): string {
  return stripMarks(dateFormat(locale, NUMERIC).format(date));
}

/**
 * The format as a hint, e.g. "MM/DD/YYYY" or "DD.MM.YYYY": the locale's order and separators with the given
 * letters for each field.
 */
export function dateInputPattern(
  locale: string,
  letters: Record<Field, string> = { day: "DD", month: "MM", year: "YYYY" },
): string {
  return stripMarks(
    dateFormat(locale, NUMERIC)
      .formatToParts(new Date(2026, 2, 16))
      .map((part) => (part.type === "literal" ? part.value : (letters[part.type as Field] ?? "")))
      .join(""),
  );
}

/** Bidirectional marks Intl puts around Arabic and Hebrew dates: invisible, and in the way of parsing. */
function stripMarks(text: string): string {
  return text.replace(/[\u200e\u200f\u061c]/g, "");
}

// the zero of each decimal digit block people type dates in (Latin digits are handled as they are)
const ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0e50, 0x1040, 0xff10];

/** Turns the digits of those scripts (Arabic-Indic, Persian, Devanagari, ...) into 0-9. */
export function latinDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0) ?? 0;
    const zero = ZEROS.find((z) => code >= z && code <= z + 9);
    return zero === undefined ? digit : String(code - zero);
  });
}

function monthNames(locale: string): string[][] {
  return memo(`months|${locale}`, () =>
    Array.from({ length: 12 }, (_, month) => {
      const date = new Date(2026, month, 1);
      return (["long", "short"] as const).map((style) =>
        stripMarks(dateFormat(locale, { month: style }).format(date))
          .toLocaleLowerCase(locale)
          .replace(/\.$/, ""),
      );
    }),
  );
}

/** A real calendar date (not 31 February) at local midnight, or null. */
function makeDate(year: number, month: number, day: number): Date | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1 || year > 9999) return null;
  const date = new Date(year, month - 1, day);
  date.setFullYear(year); // years 0-99 would otherwise land in the 1900s
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** A two-digit year as the nearest one: within 50 years of `today`'s. */
function fullYear(text: string, today: Date): number {
  const year = Number(text);
  if (text.length > 2) return year;
  const century = Math.floor(today.getFullYear() / 100) * 100;
  const candidate = century + year;
  return candidate > today.getFullYear() + 50 ? candidate - 100 : candidate;
}

/**
 * Reads a date typed in the locale's numeric order ("3/16/2026" in en-US, "16.3.26" in de-DE, Arabic digits
 * too), an ISO date ("2026-03-16"), or with the month's name in the locale ("16 March 2026", "Mar 16, 26").
 * Returns null when the text is not a real date.
 */
export function parseDateInput(text: string, locale: string, today = new Date()): Date | null {
  const clean = latinDigits(stripMarks(text)).trim().toLocaleLowerCase(locale);
  if (!clean) return null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(clean);
  if (iso) return makeDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));

  const numbers = clean.match(/\d+/g) ?? [];
  const words = clean.match(/\p{L}+/gu) ?? [];
  let order = fieldOrder(locale);
  let month: number | undefined;
  if (words.length > 0) {
    // a month by name (or its abbreviation, or the first three letters or more of its name); other words
    // (a weekday, "of") are ignored
    const names = monthNames(locale);
    const found = words
      .map((word) =>
        names.findIndex(
          ([long = "", short = ""]) =>
            word === long || word === short || (word.length >= 3 && long.startsWith(word)),
        ),
      )
      .find((index) => index >= 0);
    if (found === undefined) return null;
    month = found + 1;
    order = order.filter((field) => field !== "month");
    if (numbers.length !== 2) return null;
  } else if (numbers.length !== 3) return null;

  const values: Partial<Record<Field, string>> = {};
  order.forEach((field, index) => (values[field] = numbers[index]));
  // a four-digit number is the year wherever it stands (en-US people also type 2026-3-16 style dates)
  const yearAt = numbers.findIndex((n) => n.length === 4);
  if (yearAt >= 0 && order[yearAt] !== "year") {
    const rest = numbers.filter((_, i) => i !== yearAt);
    const others = order.filter((field) => field !== "year");
    values.year = numbers[yearAt];
    others.forEach((field, index) => (values[field] = rest[index]));
  }
  if (!values.year || !values.day || (month === undefined && !values.month)) return null;
  return makeDate(fullYear(values.year, today), month ?? Number(values.month), Number(values.day));
}

/** Whether two dates fall on the same calendar day. */
export function sameDay(a: Date | undefined, b: Date | undefined): boolean {
  return (
    !!a &&
    !!b &&
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}
