import * as React from "react";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { expect, test, vi } from "vitest";
import { expectRingInside } from "../../test/focus-ring.js";
import { expectNothingLeftBehind, focused } from "../../test/overlay.js";
import type { DateRange } from "../calendar/calendar.js";
import { FormField } from "../form-field/form-field.js";
import { DatePicker, DateRangePicker, type DatePickerProps } from "./date-picker.js";
import { isValidDate } from "./date-picker.shared.js";

const TODAY = new Date(2026, 2, 16);
const iso = (date: Date | undefined) =>
  isValidDate(date)
    ? `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`
    : String(date);

const field = () => document.querySelector<HTMLInputElement>("[data-slot=date-picker-input]")!;
const trigger = () => document.querySelector<HTMLButtonElement>("[data-slot=date-picker-trigger]")!;
const calendar = () => document.querySelector<HTMLElement>("[data-slot=date-picker-content]");
const focusedDay = () => focused()?.closest("[data-day]")?.getAttribute("data-day");

function Purchase(props: Partial<DatePickerProps> & { error?: string }) {
  const { error, ...rest } = props;
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <FormField label="Purchase date" hint="As on the invoice" error={error} required>
        <DatePicker today={TODAY} name="purchased" {...rest} />
      </FormField>
      <button type="submit">Save</button>
    </form>
  );
}

test("APG date picker dialog: the button opens a modal grid on the date; Escape closes, the focus returns", async () => {
  const onValueChange = vi.fn();
  await render(<Purchase defaultValue={new Date(2026, 2, 20)} onValueChange={onValueChange} />);
  const button = trigger();
  expect(button.getAttribute("aria-haspopup")).toBe("dialog");
  expect(button.getAttribute("aria-expanded")).toBe("false");
  expect(button.getAttribute("aria-label")).toBe("Change date, Friday, March 20, 2026");
  button.focus();
  await userEvent.keyboard("{Enter}");
  await expect.poll(calendar).not.toBeNull();
  expect(calendar()!.getAttribute("role")).toBe("dialog");
  expect(calendar()!.getAttribute("aria-modal")).toBe("true");
  expect(calendar()!.getAttribute("aria-label")).toBe("Choose date");
  expect(button.getAttribute("aria-expanded")).toBe("true");
  await expect.poll(focusedDay).toBe("2026-03-20");
  await userEvent.keyboard("{ArrowLeft}{PageDown}");
  await expect.poll(focusedDay).toBe("2026-04-19");
  // Tab cycles inside the dialog (modal): from the day to the previous-month button, the next-month
  // button, the day again; Shift+Tab goes back the same way (after PageDown too: RDP 10 left the tab stop
  // on the month's first day, so the first Tab left the dialog and came back)
  const day = focused();
  const stops: (string | null | undefined)[] = [];
  for (let i = 0; i < 3; i++) {
    await userEvent.tab();
    expect(calendar()!.contains(focused())).toBe(true);
    stops.push(focused()?.getAttribute("data-slot"));
  }
  expect(stops).toEqual(["calendar-previous", "calendar-next", "calendar-day-button"]);
  expect(focused()).toBe(day);
  await userEvent.tab({ shift: true });
  expect(focused()?.getAttribute("data-slot")).toBe("calendar-next");
  await userEvent.tab({ shift: true });
  await userEvent.tab({ shift: true });
  expect(focused()).toBe(day);
  await expect.poll(focusedDay).toBe("2026-04-19");
  await userEvent.keyboard("{Escape}");
  await expect.poll(calendar).toBeNull();
  await expect.poll(focused).toBe(button);
  expect(onValueChange).not.toHaveBeenCalled();
  expect(field().value).toBe("03/20/2026");
  await expectNothingLeftBehind(["date-picker-content"]);
});

test("Tab from the field to the button: its focus ring is drawn inside it, off the field's border", async () => {
  await render(<Purchase />);
  field().focus();
  await userEvent.tab();
  await expect.poll(focused).toBe(trigger());
  await expectRingInside(trigger());
});

test("Enter on a day picks it, closes, returns the focus to the button, which names the date", async () => {
  const onValueChange = vi.fn();
  await render(<Purchase onValueChange={onValueChange} />);
  trigger().focus();
  await userEvent.keyboard(" ");
  // nothing picked: the grid opens on today
  await expect.poll(focusedDay).toBe("2026-03-16");
  await userEvent.keyboard("{Shift>}{PageUp}{/Shift}{Home}");
  await expect.poll(focusedDay).toBe("2025-03-16");
  await userEvent.keyboard("{Enter}");
  await expect.poll(calendar).toBeNull();
  await expect.poll(focused).toBe(trigger());
  expect(field().value).toBe("03/16/2025");
  expect(trigger().getAttribute("aria-label")).toBe("Change date, Sunday, March 16, 2025");
  expect(iso(onValueChange.mock.calls[0]?.[0] as Date)).toBe("2025-03-16");
  expect(onValueChange.mock.calls[0]?.[1]).toEqual({ error: undefined, text: "03/16/2025" });
});

test("Alt+ArrowDown in the field opens the calendar; a pointer pick works too", async () => {
  await render(<Purchase />);
  field().focus();
  await userEvent.keyboard("{Alt>}{ArrowDown}{/Alt}");
  await expect.poll(focusedDay).toBe("2026-03-16");
  await userEvent.click(page.getByRole("button", { name: "Wednesday, March 25, 2026" }));
  await expect.poll(calendar).toBeNull();
  expect(field().value).toBe("03/25/2026");
});

test("APG: the calendar opened from the field (Alt+ArrowDown) returns the focus to the field, opened by the button to the button", async () => {
  await render(<Purchase />);
  field().focus();
  await userEvent.keyboard("{Alt>}{ArrowDown}{/Alt}");
  await expect.poll(focusedDay).toBe("2026-03-16");
  await userEvent.keyboard("{Escape}");
  await expect.poll(calendar).toBeNull();
  // before: the button
  await expect.poll(focused).toBe(field());
  // a pick from there returns to the field too
  await userEvent.keyboard("{Alt>}{ArrowDown}{/Alt}");
  await expect.poll(focusedDay).toBe("2026-03-16");
  await userEvent.keyboard("{ArrowRight}{Enter}");
  await expect.poll(calendar).toBeNull();
  await expect.poll(focused).toBe(field());
  expect(field().value).toBe("03/17/2026");
  // then opened by the button: back to the button
  trigger().focus();
  await userEvent.keyboard("{Enter}");
  await expect.poll(focusedDay).toBe("2026-03-17");
  await userEvent.keyboard("{Escape}");
  await expect.poll(calendar).toBeNull();
  await expect.poll(focused).toBe(trigger());
});

test("FormField wiring: the label names the field, hint and format describe it, required reaches it", async () => {
  await render(<Purchase />);
  await expect.element(page.getByRole("textbox", { name: "Purchase date" })).toBeInTheDocument();
  expect(field().getAttribute("aria-required")).toBe("true");
  await expect
    .element(page.getByRole("textbox", { name: "Purchase date" }))
    .toHaveAccessibleDescription("As on the invoice Format: MM/DD/YYYY");
  expect(field().placeholder).toBe("MM/DD/YYYY");
});

test("typed text: read on leaving the field or Enter, in the locale's order; a form posts the ISO date", async () => {
  const onValueChange = vi.fn();
  await render(<Purchase onValueChange={onValueChange} />);
  await userEvent.type(field(), "7/4/26");
  await userEvent.tab();
  expect(field().value).toBe("07/04/2026");
  expect(iso(onValueChange.mock.lastCall?.[0] as Date)).toBe("2026-07-04");
  const form = document.querySelector("form")!;
  expect(new FormData(form).get("purchased")).toBe("2026-07-04");
  await userEvent.clear(field());
  await userEvent.type(field(), "2026-12-01{Enter}");
  expect(field().value).toBe("12/01/2026");
  // emptied: undefined
  await userEvent.clear(field());
  await userEvent.tab();
  expect(onValueChange.mock.lastCall?.[0]).toBeUndefined();
  expect(new FormData(form).get("purchased")).toBe("");
});

test("text that is not a date stays as typed; the value is an Invalid Date with a message; the form will not send", async () => {
  const onValueChange = vi.fn();
  await render(<Purchase onValueChange={onValueChange} />);
  await userEvent.type(field(), "02/30/2026");
  await userEvent.tab();
  expect(field().value).toBe("02/30/2026");
  const [value, details] = onValueChange.mock.lastCall as [Date, { error: string }];
  expect(value).toBeInstanceOf(Date);
  expect(isValidDate(value)).toBe(false);
  expect(details.error).toBe("Enter a date as MM/DD/YYYY.");
  expect(field().getAttribute("aria-invalid")).toBe("true");
  expect(field().validationMessage).toBe("Enter a date as MM/DD/YYYY.");
  expect(document.querySelector("form")!.checkValidity()).toBe(false);
  expect(document.querySelector("[data-slot=date-picker]")?.hasAttribute("data-invalid")).toBe(true);
  // a screen reader hears why, before the form shows anything
  await expect
    .element(page.getByRole("textbox", { name: "Purchase date" }))
    .toHaveAccessibleDescription("As on the invoice Enter a date as MM/DD/YYYY. Format: MM/DD/YYYY");
  // fixed: valid again
  await userEvent.clear(field());
  await userEvent.type(field(), "02/28/2026");
  await userEvent.tab();
  expect(field().validationMessage).toBe("");
  expect(field().hasAttribute("aria-invalid")).toBe(false);
});

test("the app's own error shown (FormField): the field's description has it once, not the field's message too", async () => {
  await render(<Purchase error="Enter the purchase date as on the invoice." />);
  await userEvent.type(field(), "02/30/2026");
  await userEvent.tab();
  const description = field()
    .getAttribute("aria-describedby")!
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent)
    .join(" ");
  expect(description).toContain("Enter the purchase date as on the invoice.");
  expect(description).not.toContain("Enter a date as MM/DD/YYYY.");
});

test("minDate, maxDate and disabled days: a typed date outside is reported", async () => {
  const onValueChange = vi.fn();
  await render(
    <Purchase
      minDate={new Date(2026, 0, 1)}
      maxDate={new Date(2026, 11, 31)}
      disabledDays={{ dayOfWeek: [0, 6] }}
      onValueChange={onValueChange}
    />,
  );
  await userEvent.type(field(), "12/31/2025");
  await userEvent.tab();
  expect(onValueChange.mock.lastCall?.[1].error).toBe("Pick a date on or after Thursday, January 1, 2026.");
  await userEvent.clear(field());
  await userEvent.type(field(), "1/1/2027");
  await userEvent.tab();
  expect(onValueChange.mock.lastCall?.[1].error).toBe(
    "Pick a date on or before Thursday, December 31, 2026.",
  );
  await userEvent.clear(field());
  await userEvent.type(field(), "3/21/2026");
  await userEvent.tab();
  expect(onValueChange.mock.lastCall?.[1].error).toBe("Saturday, March 21, 2026 cannot be picked.");
  await userEvent.clear(field());
  await userEvent.type(field(), "3/20/2026");
  await userEvent.tab();
  expect(onValueChange.mock.lastCall?.[1].error).toBeUndefined();
});

test("controlled: a value set by the app shows in the field", async () => {
  function Controlled() {
    const [value, setValue] = React.useState<Date | undefined>(new Date(2026, 2, 1));
    return (
      <>
        <DatePicker aria-label="Date" today={TODAY} value={value} onValueChange={setValue} />
        <button type="button" onClick={() => setValue(new Date(2026, 5, 9))}>
          Next audit
        </button>
        <button type="button" onClick={() => setValue(undefined)}>
          Clear
        </button>
      </>
    );
  }
  await render(<Controlled />);
  expect(field().value).toBe("03/01/2026");
  await userEvent.click(page.getByRole("button", { name: "Next audit" }));
  await expect.poll(() => field().value).toBe("06/09/2026");
  await userEvent.click(page.getByRole("button", { name: "Clear" }));
  await expect.poll(() => field().value).toBe("");
});

test("German: typed day.month.year, Monday first in the calendar", async () => {
  await render(<DatePicker aria-label="Kaufdatum" locale="de-DE" today={TODAY} />);
  expect(field().placeholder).toBe("DD.MM.YYYY");
  await userEvent.type(field(), "3.4.2026");
  await userEvent.tab();
  expect(field().value).toBe("03.04.2026");
  await userEvent.click(trigger());
  await expect.poll(focusedDay).toBe("2026-04-03");
  await userEvent.keyboard("{Home}");
  await expect.poll(focusedDay).toBe("2026-03-30");
});

test("Thai and Persian: the date shown is the day picked, and leaving the field again and again keeps it", async () => {
  for (const locale of ["th-TH", "fa-IR"]) {
    const onValueChange = vi.fn();
    const screen = await render(
      <DatePicker
        aria-label="Inspection"
        locale={locale}
        today={TODAY}
        defaultValue={new Date(2026, 2, 16)}
        onValueChange={onValueChange}
      />,
    );
    const shown = field().value;
    for (let i = 0; i < 2; i++) {
      field().focus();
      await userEvent.tab();
    }
    expect(field().value, locale).toBe(shown);
    expect(onValueChange, locale).not.toHaveBeenCalled();
    // the calendar opens on that day, under a caption of its month and year
    await userEvent.click(trigger());
    await expect.poll(focusedDay).toBe("2026-03-16");
    const caption = calendar()!.querySelector("[data-slot=calendar-caption-label]")!.textContent!;
    expect(
      caption.replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0)),
      locale,
    ).toContain("2026");
    await userEvent.keyboard("{Escape}");
    await screen.unmount();
  }
});

test("range: two picks in the calendar close it; typed ranges are read; an end before the start is reported", async () => {
  const onValueChange = vi.fn();
  await render(
    <form>
      <DateRangePicker aria-label="Audit window" today={TODAY} name="window" onValueChange={onValueChange} />
    </form>,
  );
  expect(trigger().getAttribute("aria-label")).toBe("Choose dates");
  await userEvent.click(trigger());
  await expect.poll(calendar).not.toBeNull();
  expect(document.querySelectorAll("[data-slot=calendar-month]")).toHaveLength(2);
  await userEvent.click(page.getByRole("button", { name: "Tuesday, March 17, 2026" }));
  expect(calendar()).not.toBeNull();
  await userEvent.click(page.getByRole("button", { name: "Thursday, April 2, 2026" }));
  await expect.poll(calendar).toBeNull();
  expect(field().value).toBe("03/17/2026 \u2013 04/02/2026");
  expect(new FormData(document.querySelector("form")!).get("window")).toBe("2026-03-17/2026-04-02");
  expect(trigger().getAttribute("aria-label")).toBe(
    "Change dates, Tuesday, March 17, 2026 \u2013 Thursday, April 2, 2026",
  );
  // reopened, the first pick starts a new range
  await userEvent.click(trigger());
  await userEvent.click(page.getByRole("button", { name: "Friday, March 20, 2026" }));
  const started = onValueChange.mock.lastCall?.[0] as DateRange;
  expect([iso(started.from), started.to]).toEqual(["2026-03-20", undefined]);
  await userEvent.keyboard("{Escape}");
  await expect.poll(calendar).toBeNull();
  await userEvent.clear(field());
  await userEvent.type(field(), "4/10/2026 to 4/8/2026");
  await userEvent.tab();
  expect(onValueChange.mock.lastCall?.[1].error).toBe("The end date comes before the start date.");
  // the calendar does not show the reversed range as a valid one: the start alone is selected
  await userEvent.click(trigger());
  await expect.poll(calendar).not.toBeNull();
  const selected = () =>
    [...calendar()!.querySelectorAll("[data-day][aria-selected=true]")].map((d) =>
      d.getAttribute("data-day"),
    );
  await expect.poll(selected).toEqual(["2026-04-10"]);
  await userEvent.keyboard("{Escape}");
  await expect.poll(calendar).toBeNull();
  await userEvent.clear(field());
  await userEvent.type(field(), "4/8/2026 - 4/10/2026");
  await userEvent.tab();
  expect(field().value).toBe("04/08/2026 \u2013 04/10/2026");
  expect(onValueChange.mock.lastCall?.[1].error).toBeUndefined();
  await userEvent.clear(field());
  await userEvent.type(field(), "4/8/2026");
  await userEvent.tab();
  expect(onValueChange.mock.lastCall?.[1].error).toBe("Enter an end date as well.");
});

test("disabled: neither the field nor the button works", async () => {
  await render(<DatePicker aria-label="Date" today={TODAY} disabled />);
  expect(field().disabled).toBe(true);
  expect(trigger().disabled).toBe(true);
  expect(document.querySelector("[data-slot=date-picker]")?.hasAttribute("data-disabled")).toBe(true);
});
