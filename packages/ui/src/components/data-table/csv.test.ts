import { expect, test } from "vitest";
import { csvField, toCsv } from "./csv.ts";

test("fields are quoted when they hold a comma, a quote or a line break; quotes doubled", () => {
  expect(csvField("plain")).toBe("plain");
  expect(csvField("a,b")).toBe('"a,b"');
  expect(csvField('say "hi"')).toBe('"say ""hi"""');
  expect(csvField("two\nlines")).toBe('"two\nlines"');
  expect(csvField("cr\rlf")).toBe('"cr\rlf"');
});

test("text that a spreadsheet would run as a formula gets a leading apostrophe (= + - @ tab CR)", () => {
  expect(csvField("=1+1")).toBe("'=1+1");
  expect(csvField("+44 20 7946 0000")).toBe("'+44 20 7946 0000");
  expect(csvField("-2+3")).toBe("'-2+3");
  expect(csvField("@SUM(A1:A9)")).toBe("'@SUM(A1:A9)");
  expect(csvField("\t=cmd")).toBe("'\t=cmd");
  // quoted as well when it also needs quotes
  expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  // not in the middle
  expect(csvField("a=b")).toBe("a=b");
});

test("numbers, booleans, dates and empties are values", () => {
  expect(csvField(-5)).toBe("-5");
  expect(csvField(1234.5)).toBe("1234.5");
  expect(csvField(true)).toBe("true");
  expect(csvField(new Date(Date.UTC(2026, 2, 2)))).toBe("2026-03-02T00:00:00.000Z");
  expect(csvField(null)).toBe("");
  expect(csvField(undefined)).toBe("");
  expect(csvField({ a: 1 })).toBe('"{""a"":1}"');
});

test("a file: header, rows, CRLF line ends and a final line break", () => {
  expect(
    toCsv(
      ["Tag", "Name"],
      [
        ["OT-1", "Forklift, yard"],
        ["OT-2", "=2"],
      ],
    ),
  ).toBe('Tag,Name\r\nOT-1,"Forklift, yard"\r\nOT-2,\'=2\r\n');
});
