import { expect, test } from "vitest";
import { formatCell, formatValue } from "./formats.tsx";

test("numbers, currency and percent through Intl, in the table's locale", () => {
  expect(formatValue("number", 1234567.5, "en")).toBe("1,234,567.5");
  expect(formatValue("number", 1234567.5, "de")).toBe("1.234.567,5");
  expect(formatValue({ type: "currency", currency: "EUR" }, 1250, "en")).toBe("€1,250.00");
  expect(
    formatValue({ type: "currency", currency: "EUR", options: { maximumFractionDigits: 0 } }, 1250, "en"),
  ).toBe("€1,250");
  expect(formatValue("percent", 0.256, "en")).toBe("25.6%");
  // a numeric string is a number; anything else is shown as it is
  expect(formatValue("number", "42", "en")).toBe("42");
  expect(formatValue("number", "n/a", "en")).toBe("n/a");
});

test("dates in UTC unless a time zone is given, so server and browser agree", () => {
  expect(formatValue("date", "2026-03-02", "en")).toBe("Mar 2, 2026");
  expect(formatValue("datetime", "2026-03-02T23:30:00Z", "en")).toBe("Mar 2, 2026, 11:30 PM");
  expect(formatValue({ type: "datetime", timeZone: "Europe/Berlin" }, "2026-03-02T23:30:00Z", "en")).toBe(
    "Mar 3, 2026, 12:30 AM",
  );
  expect(formatValue("date", Date.UTC(2026, 0, 5), "en-GB")).toBe("5 Jan 2026");
  expect(formatValue("date", "not a date", "en")).toBe("not a date");
});

test("empty values stay empty", () => {
  for (const format of ["number", "date", "text"] as const) {
    expect(formatValue(format, null, "en")).toBe("");
    expect(formatValue(format, undefined, "en")).toBe("");
  }
});

test("a format the types would refuse (plain JavaScript, JSON) is a clear error, not a guess", () => {
  // a currency without its code used to come out in euros
  expect(() => formatValue("currency" as never, 1250, "en")).toThrow(
    'DataTable: the "currency" format needs its currency code, e.g. { type: "currency", currency: "EUR" }.',
  );
  expect(() => formatCell({ type: "currency" } as never, "en")).toThrow(/needs its currency code/);
  expect(() => formatCell("money" as never, "en")).toThrow(
    'DataTable: unknown cell format "money"; use one of text, number, percent, currency, date, datetime, badge.',
  );
  expect(() => formatValue({ type: "dollars" } as never, 1, "en")).toThrow(/unknown cell format "dollars"/);
  // and is refused even for an empty cell: the column is wrong, whatever its values
  expect(() => formatValue("money" as never, null, "en")).toThrow(/unknown cell format/);
});
