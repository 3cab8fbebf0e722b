import { describe, expect, test } from "vitest";
import {
  calendarWords,
  dateInputPattern,
  fieldOrder,
  formatDateInput,
  formatDayNumber,
  formatFullDate,
  formatMonthYear,
  latinDigits,
  parseDateInput,
  weekStartOf,
} from "./intl.js";

const ymd = (date: Date | null) =>
  date ? [date.getFullYear(), date.getMonth() + 1, date.getDate()].join("-") : null;
const today = new Date(2026, 2, 16);

describe("week start by locale", () => {
  test.each([
    ["en-US", 0],
    ["en-GB", 1],
    ["de-DE", 1],
    ["fr", 1],
    ["ar-EG", 6],
    ["he-IL", 0],
    ["ja-JP", 0],
    ["pt-BR", 0],
  ])("%s starts on %i", (locale, day) => {
    expect(weekStartOf(locale)).toBe(day);
  });
});

describe("names and numbers from Intl", () => {
  test("month captions and day numbers in the locale's words and digits", () => {
    const date = new Date(2026, 2, 16);
    expect(formatMonthYear(date, "en-US")).toBe("March 2026");
    expect(formatMonthYear(date, "de-DE")).toBe("März 2026");
    expect(formatDayNumber(date, "en-US")).toBe("16");
    expect(formatDayNumber(date, "ar-EG")).toBe("١٦");
  });

  test("calendar words come from Intl, capitalised", () => {
    expect(calendarWords("en-US")).toEqual({
      today: "Today",
      previousMonth: "Last month",
      nextMonth: "Next month",
      month: "Month",
      year: "Year",
    });
    expect(calendarWords("de-DE").today).toBe("Heute");
  });
});

describe("the typed format", () => {
  test("field order and pattern follow the locale", () => {
    expect(fieldOrder("en-US")).toEqual(["month", "day", "year"]);
    expect(fieldOrder("de-DE")).toEqual(["day", "month", "year"]);
    expect(fieldOrder("ja-JP")).toEqual(["year", "month", "day"]);
    expect(dateInputPattern("en-US")).toBe("MM/DD/YYYY");
    expect(dateInputPattern("de-DE")).toBe("DD.MM.YYYY");
    expect(formatDateInput(today, "en-US")).toBe("03/16/2026");
    expect(formatDateInput(today, "de-DE")).toBe("16.03.2026");
    // Arabic digits, without the invisible direction marks Intl adds
    expect(formatDateInput(today, "ar-EG")).not.toMatch(/[\u200e\u200f\u061c]/);
  });

  test("reads what the locale's users type", () => {
    expect(ymd(parseDateInput("3/16/2026", "en-US", today))).toBe("2026-3-16");
    expect(ymd(parseDateInput("03/16/26", "en-US", today))).toBe("2026-3-16");
    expect(ymd(parseDateInput("16.3.2026", "de-DE", today))).toBe("2026-3-16");
    expect(ymd(parseDateInput("16/03/2026", "en-GB", today))).toBe("2026-3-16");
    expect(ymd(parseDateInput("2026/3/16", "ja-JP", today))).toBe("2026-3-16");
    expect(ymd(parseDateInput(formatDateInput(today, "ar-EG"), "ar-EG", today))).toBe("2026-3-16");
    expect(ymd(parseDateInput("١٦/٣/٢٠٢٦", "ar-EG", today))).toBe("2026-3-16");
  });

  test("ISO dates, month names and a four-digit year anywhere", () => {
    expect(ymd(parseDateInput("2026-03-16", "de-DE", today))).toBe("2026-3-16");
    expect(ymd(parseDateInput("March 16, 2026", "en-US", today))).toBe("2026-3-16");
    expect(ymd(parseDateInput("mar 16 2026", "en-US", today))).toBe("2026-3-16");
    expect(ymd(parseDateInput("Monday, 16 March 2026", "en-GB", today))).toBe("2026-3-16");
    expect(ymd(parseDateInput("16. März 2026", "de-DE", today))).toBe("2026-3-16");
    expect(ymd(parseDateInput("2026 3 16", "en-US", today))).toBe("2026-3-16");
  });

  test("two-digit years land within 50 years of today", () => {
    expect(ymd(parseDateInput("1/2/75", "en-US", today))).toBe("2075-1-2");
    expect(ymd(parseDateInput("1/2/77", "en-US", today))).toBe("1977-1-2");
  });

  test("refuses what is not a date", () => {
    for (const text of ["", "  ", "2/30/2026", "13/1/2026", "16/3", "tomorrow", "Foo 16 2026", "1/2/3/4"])
      expect(parseDateInput(text, "en-US", today), text).toBeNull();
  });

  test("a locale with a calendar of its own shows the grid's Gregorian date and reads it back as that day", () => {
    // Buddhist years (th-TH), the Persian calendar (fa-IR), the Islamic (ar-SA), a Japanese era
    for (const locale of ["th-TH", "fa-IR", "ar-SA", "ja-JP-u-ca-japanese"]) {
      const shown = formatDateInput(today, locale);
      expect(ymd(parseDateInput(shown, locale, today)), `${locale}: ${shown}`).toBe("2026-3-16");
      expect(latinDigits(shown), locale).toContain("2026");
      expect(latinDigits(formatMonthYear(today, locale)), locale).toContain("2026");
      expect(latinDigits(formatFullDate(today, locale)), locale).toContain("2026");
      expect(dateInputPattern(locale), locale).toContain("YYYY");
    }
    // its language and digits stay: Persian digits, the month in Thai
    expect(formatDateInput(today, "fa-IR")).toBe("\u06f2\u06f0\u06f2\u06f6/\u06f0\u06f3/\u06f1\u06f6");
    expect(formatMonthYear(today, "th-TH")).toBe("\u0e21\u0e35\u0e19\u0e32\u0e04\u0e21 2026");
  });

  test("latinDigits reads Arabic-Indic and Persian digits", () => {
    expect(latinDigits("٢٠٢٦-۰۳-16")).toBe("2026-03-16");
  });
});
