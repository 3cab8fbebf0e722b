import { expect, test } from "vitest";
import { site } from "../config/site";
import { hoursLines } from "./business-hours";

test("the spec's business hours become a labelled line per day, in the spec's exact words", () => {
  const lines = hoursLines(site.contact.hours);
  expect(lines).toEqual([
    { label: "Monday to Friday", value: "9:00 AM - 6:00 PM PST" },
    { label: "Saturday", value: "10:00 AM - 4:00 PM PST" },
    { label: "Sunday", value: "closed" },
  ]);
  expect(lines.map((line) => `${line.label} ${line.value}`)).toEqual(site.contact.hours);
});

test("a line with no hours in it stays whole, as the value", () => {
  expect(hoursLines(["By appointment"])).toEqual([{ label: "", value: "By appointment" }]);
});
