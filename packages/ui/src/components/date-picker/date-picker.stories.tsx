import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { phone } from "../../test/story-layouts.js";
import { Button } from "../button/button.js";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../dialog/dialog.js";
import type { DateRange } from "../calendar/calendar.js";
import { FormField } from "../form-field/form-field.js";
import {
  DatePicker,
  DateRangePicker,
  type DatePickerProps,
  type DateRangePickerProps,
} from "./date-picker.js";
import { isValidDate } from "./date-picker.shared.js";

// a fixed today: no capture may depend on the day it is taken
const TODAY = new Date(2026, 2, 16);
const day = (d: number, m = 2, y = 2026) => new Date(y, m, d);

type Args = DatePickerProps & { label?: string; hint?: string };

/** A date field as a form holds it: the value in state, the picker's message as the field's error. */
/** The field in a column of its own, or (`fill`) as wide as a dialog's body, as a form there lays it out. */
function PurchaseDate({ label = "Purchase date", hint, fill = false, ...args }: Args & { fill?: boolean }) {
  const [value, setValue] = React.useState<Date | undefined>(args.defaultValue);
  const [error, setError] = React.useState<string>();
  return (
    <div style={{ width: fill ? "100%" : 288 }}>
      <FormField label={label} hint={hint} error={error}>
        <DatePicker
          {...args}
          value={value}
          onValueChange={(next, details) => {
            setValue(next);
            setError(details.error);
            args.onValueChange?.(next, details);
          }}
        />
      </FormField>
      <output data-testid="value" style={{ display: "block", marginTop: 8, fontSize: 12 }}>
        {isValidDate(value) ? value.toDateString() : value ? "Invalid Date" : "No date"}
      </output>
    </div>
  );
}

const meta = {
  title: "Components/DatePicker",
  component: DatePicker,
  args: { today: TODAY, locale: "en-US", onValueChange: fn(), hint: "As on the invoice." },
  argTypes: {
    locale: { control: "select", options: ["en-US", "en-GB", "de-DE", "ja-JP", "ar-EG"] },
    disabled: { control: "boolean" },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  render: (args: Args) => <PurchaseDate {...args} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole("dialog", { name: "Choose date" });

/**
 * The APG date picker dialog: the button opens the calendar on today, the grid keys move, Enter picks and
 * closes, the focus returns to the button, which now names the date.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole("textbox", { name: "Purchase date" });
    await expect(field).toHaveAttribute("placeholder", "MM/DD/YYYY");
    await expect(field).toHaveAccessibleDescription("As on the invoice. Format: MM/DD/YYYY");
    const button = canvas.getByRole("button", { name: "Choose date" });
    await userEvent.click(button);
    const calendar = await dialog();
    await waitFor(() =>
      expect(within(calendar).getByRole("button", { name: "Today, Monday, March 16, 2026" })).toHaveFocus(),
    );
    await userEvent.keyboard("{ArrowRight}{ArrowDown}");
    await waitFor(() =>
      expect(within(calendar).getByRole("button", { name: "Tuesday, March 24, 2026" })).toHaveFocus(),
    );
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(field).toHaveValue("03/24/2026");
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAccessibleName("Change date, Tuesday, March 24, 2026");
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

/** A typed date is read in the locale's order when the field is left, and shown in its format. */
export const Typed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole("textbox", { name: "Purchase date" });
    await userEvent.type(field, "3/5/26");
    await userEvent.tab();
    await expect(field).toHaveValue("03/05/2026");
    await expect(canvas.getByTestId("value")).toHaveTextContent("Thu Mar 05 2026");
    // month names and ISO dates too
    await userEvent.clear(field);
    await userEvent.type(field, "April 2, 2026{Enter}");
    await expect(field).toHaveValue("04/02/2026");
  },
};

/** Text that is not a date stays as typed, with the message saying what to type. */
export const InvalidText: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole("textbox", { name: "Purchase date" });
    await userEvent.type(field, "31/02/2026");
    await userEvent.tab();
    await expect(field).toHaveValue("31/02/2026");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(
      "As on the invoice. Enter a date as MM/DD/YYYY. Format: MM/DD/YYYY",
    );
    await expect(canvas.getByTestId("value")).toHaveTextContent("Invalid Date");
  },
};

/** `minDate` and `maxDate`: the calendar stops there, and a date typed outside is reported. */
export const MinMax: Story = {
  args: { minDate: day(1), maxDate: day(31), hint: "This quarter's purchases only." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole("textbox", { name: "Purchase date" });
    await userEvent.type(field, "4/2/2026");
    await userEvent.tab();
    await expect(await canvas.findByText("Pick a date on or before Tuesday, March 31, 2026.")).toBeVisible();
    await expect(field).toHaveValue("04/02/2026");
    await expect(field).toHaveAttribute("aria-invalid", "true");
  },
};

/** Weekends and a holiday cannot be picked. */
export const DisabledDays: Story = {
  args: { disabledDays: [{ dayOfWeek: [0, 6] }, day(3, 3)], defaultValue: day(2, 3) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: /^Change date/ }));
    const calendar = await dialog();
    await expect(within(calendar).getByRole("button", { name: "Saturday, April 4, 2026" })).toBeDisabled();
    await expect(within(calendar).getByRole("button", { name: "Friday, April 3, 2026" })).toBeDisabled();
  },
};

/** German: the typed format is day.month.year, the week starts on Monday. */
export const German: Story = {
  args: { locale: "de-DE", label: "Kaufdatum", hint: undefined, defaultValue: day(16) },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole("textbox", { name: "Kaufdatum" });
    await expect(field).toHaveValue("16.03.2026");
    await expect(field).toHaveAttribute("placeholder", "DD.MM.YYYY");
    await userEvent.clear(field);
    await userEvent.type(field, "1.4.26");
    await userEvent.tab();
    await expect(field).toHaveValue("01.04.2026");
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: day(16) } };

/** Arabic (Egypt), right to left: Arabic digits in the field, the button at the left end. */
export const RightToLeft: Story = {
  args: { locale: "ar-EG", label: "تاريخ الشراء", hint: "كما في الفاتورة.", defaultValue: day(16) },
  render: (args: Args) => (
    <div dir="rtl" lang="ar">
      <PurchaseDate {...args} labels={{ chooseDate: "اختر التاريخ", changeDate: "غيّر التاريخ" }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole("textbox", { name: "تاريخ الشراء" });
    // Arabic-Indic digits, day first
    await expect((field as HTMLInputElement).value).toMatch(/^١٦\/٠٣\/٢٠٢٦$/);
    const button = within(canvasElement).getByRole("button", { name: /^غيّر التاريخ/ });
    await expect(button.getBoundingClientRect().left).toBeLessThan(field.getBoundingClientRect().left + 48);
  },
};

type RangeArgs = DateRangePickerProps;

function AuditWindow(args: RangeArgs) {
  const [value, setValue] = React.useState<DateRange | undefined>(args.defaultValue);
  const [error, setError] = React.useState<string>();
  return (
    <div style={{ width: 320 }}>
      <FormField label="Audit window" error={error}>
        <DateRangePicker
          {...args}
          value={value}
          onValueChange={(next, details) => {
            setValue(next);
            setError(details.error);
          }}
        />
      </FormField>
    </div>
  );
}

/** A range: two presses in a two-month calendar; typed as "start - end" too. */
export const Range: Story = {
  render: (args: Args) => <AuditWindow today={args.today} locale={args.locale} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Choose dates" }));
    const calendar = await screen.findByRole("dialog", { name: "Choose dates" });
    await userEvent.click(within(calendar).getByRole("button", { name: "Monday, March 30, 2026" }));
    // still open after the first day (it fades in from opacity 0: its first frame may come late on a busy machine)
    await waitFor(() => expect(screen.getByRole("dialog", { name: "Choose dates" })).toBeVisible());
    await userEvent.click(within(calendar).getByRole("button", { name: "Friday, April 3, 2026" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const field = canvas.getByRole("textbox", { name: "Audit window" });
    await expect(field).toHaveValue("03/30/2026 \u2013 04/03/2026");
    await userEvent.clear(field);
    await userEvent.type(field, "4/10/2026 - 4/8/2026");
    await userEvent.tab();
    await expect(await canvas.findByText("The end date comes before the start date.")).toBeVisible();
  },
};

/** The Add-asset dialog's use: a date field in a modal dialog; Escape closes the calendar, then the dialog. */
export const InDialog: Story = {
  render: (args: Args) => (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Add asset</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add asset</DialogTitle>
          <DialogDescription>Tag details as printed on the label.</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <PurchaseDate {...args} fill />
        </DialogBody>
        <DialogFooter>
          <Button>Save asset</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Add asset" }));
    const modal = await screen.findByRole("dialog", { name: "Add asset" });
    await userEvent.click(within(modal).getByRole("button", { name: "Choose date" }));
    const calendar = await dialog();
    await waitFor(() =>
      expect(within(calendar).getByRole("button", { name: "Today, Monday, March 16, 2026" })).toHaveFocus(),
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Choose date" })).toBeNull());
    await waitFor(() => expect(screen.getByRole("dialog", { name: "Add asset" })).toBeVisible());
    await waitFor(() => expect(within(modal).getByRole("button", { name: "Choose date" })).toHaveFocus());
    await userEvent.click(within(modal).getByRole("button", { name: "Choose date" }));
    await userEvent.click(within(await dialog()).getByRole("button", { name: "Friday, March 20, 2026" }));
    await waitFor(() =>
      expect(within(modal).getByRole("textbox", { name: "Purchase date" })).toHaveValue("03/20/2026"),
    );
  },
};

/** On a 390 px phone the calendar opens under the field, inside the screen. */
export const Mobile: Story = {
  ...phone,
  args: { defaultValue: day(16) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: /^Change date/ }));
    const calendar = await dialog();
    await waitFor(() => expect(calendar.getBoundingClientRect().right).toBeLessThanOrEqual(390));
    await expect(calendar.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
  },
};
