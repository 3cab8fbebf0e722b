import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { phone } from "../../test/story-layouts.js";
import { Button } from "../button/button.js";
import { Checkbox } from "../checkbox/checkbox.js";
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
import { FormField } from "../form-field/form-field.js";
import { Label } from "../label/label.js";
import { Combobox, type ComboboxMultipleProps, type ComboboxSingleProps } from "./combobox.js";
import { matchesComboboxSearch, type ComboboxOption } from "./combobox.shared.js";

/** The asset app's sites: a long list, grouped by country, the city as a second line. */
const SITES: ComboboxOption[] = [
  { value: "ham-dock-3", label: "Dock 3", description: "Hamburg", group: "Germany", keywords: ["port"] },
  { value: "ham-cold", label: "Cold store", description: "Hamburg", group: "Germany" },
  { value: "muc-workshop", label: "Workshop", description: "München", group: "Germany" },
  { value: "ber-office", label: "Head office", description: "Berlin", group: "Germany" },
  { value: "cgn-yard", label: "Rail yard", description: "Köln", group: "Germany", disabled: true },
  {
    value: "rtm-t2",
    label: "Terminal 2",
    description: "Rotterdam",
    group: "Netherlands",
    keywords: ["port"],
  },
  { value: "ams-hub", label: "Air cargo hub", description: "Amsterdam", group: "Netherlands" },
  { value: "lyo-wh", label: "Warehouse", description: "Lyon", group: "France" },
  { value: "par-lab", label: "Calibration lab", description: "Paris", group: "France" },
  { value: "mad-wing-b", label: "Hospital wing B", description: "Madrid", group: "Spain" },
  { value: "bcn-site", label: "Construction site", description: "Barcelona", group: "Spain" },
  { value: "mil-depot", label: "Tool depot", description: "Milano", group: "Italy" },
];

const TAGS: ComboboxOption[] = [
  { value: "calibration-due", label: "Calibration due" },
  { value: "fragile", label: "Fragile" },
  { value: "high-value", label: "High value" },
  { value: "leased", label: "Leased" },
  { value: "needs-repair", label: "Needs repair" },
  { value: "rental", label: "Rental" },
];

type Args = ComboboxSingleProps & { label?: string; hint?: string; error?: string };

/** A site field as a form holds it: the value in state, shown under the field. */
/** The field in a column of its own, or (`fill`) as wide as a dialog's body, as a form there lays it out. */
function SiteField({ label = "Site", hint, error, fill = false, ...args }: Args & { fill?: boolean }) {
  const [value, setValue] = React.useState<string | null>(args.defaultValue ?? null);
  return (
    <div style={{ width: fill ? "100%" : 320 }}>
      <FormField label={label} hint={hint} error={error}>
        <Combobox
          {...args}
          value={value}
          onValueChange={(next, option) => {
            setValue(next);
            args.onValueChange?.(next, option);
          }}
        />
      </FormField>
      <output data-testid="value" style={{ display: "block", marginTop: 8, fontSize: 12 }}>
        {value ?? "No site"}
      </output>
    </div>
  );
}

const meta = {
  title: "Components/Combobox",
  component: Combobox,
  args: {
    options: SITES,
    placeholder: "Search sites…",
    hint: "Where the asset is kept.",
    onValueChange: fn(),
  },
  // onValueChange: a callback (the table says its two signatures), never edited as JSON
  argTypes: {
    disabled: { control: "boolean" },
    required: { control: "boolean" },
    onValueChange: { control: false },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 440 } } },
  render: (args: Args) => <SiteField {...args} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const listbox = () => screen.findByRole("listbox");
/** The list's loading, empty or error text (the same words are also announced, off screen). */
const STATUS = "[data-slot=combobox-status] span";
/** Waits for an element, then for it to be visible (the list fades in). */
const shown = async (found: Promise<HTMLElement>) => {
  const element = await found;
  await waitFor(() => expect(element).toBeVisible());
};
const activeOption = (field: HTMLElement) => {
  const id = field.getAttribute("aria-activedescendant");
  return id ? document.getElementById(id) : null;
};

/**
 * The APG combobox: typing filters and activates the first match, the arrows move while the focus stays in
 * the field, Enter picks and closes; the field shows the site, the form gets its value.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole("combobox", { name: "Site" });
    await expect(field).toHaveAttribute("aria-expanded", "false");
    await expect(field).toHaveAccessibleDescription("Where the asset is kept.");
    await userEvent.type(field, "ham");
    const list = await listbox();
    await expect(field).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(within(list).getAllByRole("option")).toHaveLength(2));
    await waitFor(() => expect(activeOption(field)).toHaveTextContent("Dock 3"));
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(activeOption(field)).toHaveTextContent("Cold store"));
    await expect(field).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    await expect(field).toHaveValue("Cold store");
    await expect(canvas.getByTestId("value")).toHaveTextContent("ham-cold");
    await expect(args.onValueChange).toHaveBeenCalledWith(
      "ham-cold",
      expect.objectContaining({ label: "Cold store" }),
    );
  },
};

/** Options under their country's heading, the city as a second line; a disabled site the arrows skip. */
export const Groups: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole("combobox", { name: "Site" });
    await userEvent.click(field);
    const list = await listbox();
    await waitFor(() => expect(within(list).getByRole("group", { name: "Netherlands" })).toBeVisible());
    await expect(within(list).getByRole("option", { name: "Rail yard Köln" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    // Head office, then Rail yard is skipped
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}");
    await waitFor(() => expect(activeOption(field)).toHaveTextContent("Terminal 2"));
  },
};

/** The search ignores case and accents and matches the city too: "munchen" finds the Workshop. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole("combobox", { name: "Site" });
    await userEvent.type(field, "munchen");
    const list = await listbox();
    await waitFor(() => expect(within(list).getAllByRole("option")).toHaveLength(1));
    await expect(within(list).getByRole("option")).toHaveTextContent("Workshop");
  },
};

/** No site matches: the empty state, announced. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole("combobox", { name: "Site" });
    await userEvent.type(field, "zebra");
    await shown(screen.findByText("No results.", { selector: STATUS }));
    await expect(screen.queryAllByRole("option")).toHaveLength(0);
  },
};

type MultipleArgs = ComboboxMultipleProps & { label?: string };

function TagsField({ label = "Tags", ...args }: MultipleArgs) {
  const [value, setValue] = React.useState<string[]>(args.defaultValue ?? []);
  return (
    <div style={{ width: 320 }}>
      <FormField label={label} hint="Shown on the asset's label.">
        <Combobox {...args} multiple value={value} onValueChange={setValue} />
      </FormField>
      <output data-testid="value" style={{ display: "block", marginTop: 8, fontSize: 12 }}>
        {value.join(", ") || "No tags"}
      </output>
    </div>
  );
}

/**
 * Several values: each pick adds a chip and the list stays open; a chip's button or Backspace in the empty
 * field removes one. The field's description lists what is picked.
 */
export const Multiple: Story = {
  args: { placeholder: "Add tags…" },
  render: (args: Args) => (
    <TagsField multiple options={TAGS} placeholder={args.placeholder} defaultValue={["fragile", "leased"]} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole("combobox", { name: "Tags" });
    await expect(field).toHaveAccessibleDescription("Shown on the asset's label. Selected: Fragile, Leased");
    await userEvent.type(field, "rep");
    const list = await listbox();
    await expect(list).toHaveAttribute("aria-multiselectable", "true");
    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(canvas.getByTestId("value")).toHaveTextContent("fragile, leased, needs-repair"),
    );
    await expect(field).toHaveValue("");
    await waitFor(() => expect(screen.getByRole("listbox")).toBeVisible());
    await expect(within(list).getByRole("option", { name: "Needs repair" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Remove Leased" }));
    await waitFor(() => expect(canvas.getByTestId("value")).toHaveTextContent("fragile, needs-repair"));
    await expect(field).toHaveFocus();
    await userEvent.keyboard("{Backspace}");
    await waitFor(() => expect(canvas.getByTestId("value")).toHaveTextContent(/^fragile$/));
  },
};

/** A fake sites API: 400 ms late, the search done by the server; `fail` makes it answer 503. */
function askSites(search: string, signal: AbortSignal, fail: boolean): Promise<ComboboxOption[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      if (fail) reject(new Error("503 Service Unavailable"));
      else resolve(SITES.filter((site) => matchesComboboxSearch(site, search)));
    }, 400);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

function AsyncSites({ failing = false, ...args }: Args & { failing?: boolean }) {
  const [fail, setFail] = React.useState(failing);
  const failId = React.useId();
  const [requests, setRequests] = React.useState(0);
  // the fake server's switch, read by each request
  const failRef = React.useRef(failing);
  const load = React.useCallback((search: string, { signal }: { signal: AbortSignal }) => {
    setRequests((n) => n + 1);
    return askSites(search, signal, failRef.current);
  }, []);
  return (
    <div style={{ display: "grid", gap: 12 }}>
      <SiteField {...args} options={undefined} loadOptions={load} />
      <div className="flex items-center gap-2">
        <Checkbox
          id={failId}
          checked={fail}
          onCheckedChange={(checked) => {
            failRef.current = checked === true;
            setFail(checked === true);
          }}
        />
        <Label htmlFor={failId}>The sites API fails</Label>
      </div>
      <p style={{ fontSize: 12, margin: 0 }}>
        Requests sent: <span data-testid="requests">{requests}</span>
      </p>
    </div>
  );
}

/** Options from a server, searched as you type: loading while it answers, then its options or the empty state. */
export const Async: Story = {
  render: (args: Args) => <AsyncSites {...args} />,
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole("combobox", { name: "Site" });
    await userEvent.click(field);
    // the first answer takes 400 ms: the loading row shows meanwhile
    await screen.findByText("Loading...", { selector: STATUS });
    const list = await listbox();
    await within(list).findByRole("option", { name: "Dock 3 Hamburg" });
    await userEvent.type(field, "madrid");
    await waitFor(() => expect(within(list).getAllByRole("option")).toHaveLength(1));
    await userEvent.type(field, "x");
    await shown(screen.findByText("No results.", { selector: STATUS }));
  },
};

/** A sites API that has not answered yet, and never does: each search is asked and waits (aborted when replaced). */
function PendingSites(args: Args) {
  const [asked, setAsked] = React.useState<string[]>([]);
  const load = React.useCallback(
    (search: string, { signal }: { signal: AbortSignal }) =>
      new Promise<ComboboxOption[]>((_, reject) => {
        setAsked((searches) => [...searches, search]);
        signal.addEventListener("abort", () => reject(signal.reason));
      }),
    [],
  );
  return (
    <div style={{ display: "grid", gap: 12 }}>
      <SiteField {...args} options={undefined} loadOptions={load} />
      <p style={{ fontSize: 12, margin: 0 }}>
        Searches asked: <span data-testid="asked">{asked.map((search) => `“${search}”`).join(", ")}</span>
      </p>
    </div>
  );
}

/**
 * The loading state, held: the server has not answered. The list says "Loading..." (announced), the field shows
 * a spinner, the list is `aria-busy`; a search typed meanwhile is asked too and keeps loading.
 */
export const AsyncLoading: Story = {
  render: (args: Args) => <PendingSites {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole("combobox", { name: "Site" });
    await userEvent.click(field);
    await shown(screen.findByText("Loading...", { selector: STATUS }));
    await waitFor(() => expect(canvas.getByTestId("asked")).toHaveTextContent("“”"));
    await userEvent.type(field, "ham");
    // the typed search is asked after the load delay; the list still loads, with no option
    await waitFor(() => expect(canvas.getByTestId("asked")).toHaveTextContent(/“ham”$/));
    const list = await listbox();
    await expect(list).toHaveAttribute("aria-busy", "true");
    await expect(within(list).queryAllByRole("option")).toHaveLength(0);
    await expect(screen.getByText("Loading...", { selector: STATUS })).toBeVisible();
    await expect(field).toHaveAttribute("aria-expanded", "true");
    await expect(field).toHaveValue("ham");
    await expect(field.closest("[data-slot=combobox]")).toHaveAttribute("data-loading");
    await expect(field.closest("[data-slot=combobox]")!.querySelector("[data-slot=spinner]")).toBeVisible();
  },
};

/** The server fails: the error state with Retry; Retry (or Enter) asks again, the focus stays in the field. */
export const AsyncError: Story = {
  render: (args: Args) => <AsyncSites {...args} failing />,
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole("combobox", { name: "Site" });
    await userEvent.click(field);
    await shown(screen.findByText("The options could not be loaded.", { selector: STATUS }));
    await expect(within(canvasElement).getByTestId("requests")).toHaveTextContent("1");
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(within(canvasElement).getByTestId("requests")).toHaveTextContent("2"));
    await shown(screen.findByText("The options could not be loaded.", { selector: STATUS }));
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute("aria-expanded", "true");
  },
};

/** Invalid: FormField's error is the field's description and `aria-invalid`, drawn in the error colour. */
export const Invalid: Story = {
  args: { error: "Choose the site the asset is kept at.", hint: undefined },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole("combobox", { name: "Site" });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription("Choose the site the asset is kept at.");
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: "ham-dock-3" } };

/** The Add-asset dialog's use: Escape closes the list first, then the dialog. */
export const InDialog: Story = {
  render: (args: Args) => (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Add asset</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add asset</DialogTitle>
          <DialogDescription>Where the asset is kept and how it is tagged.</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <SiteField {...args} fill />
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
    const field = within(modal).getByRole("combobox", { name: "Site" });
    await userEvent.click(field);
    await userEvent.type(field, "lyon");
    await listbox();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    await waitFor(() => expect(screen.getByRole("dialog", { name: "Add asset" })).toBeVisible());
    await expect(field).toHaveFocus();
    // the text named no pick: the field is empty again
    await expect(field).toHaveValue("");
    await userEvent.keyboard("{Alt>}{ArrowDown}{/Alt}");
    await userEvent.click(await screen.findByRole("option", { name: "Warehouse Lyon" }));
    await waitFor(() => expect(field).toHaveValue("Warehouse"));
  },
};

/** Arabic, right to left: the buttons at the left end, the list under the field's right edge. */
export const RightToLeft: Story = {
  render: () => (
    <div dir="rtl" lang="ar">
      <SiteField
        label="الموقع"
        hint="حيث يُحفظ الأصل."
        placeholder="ابحث عن موقع…"
        labels={{ toggle: "إظهار الخيارات", clear: "مسح", empty: "لا توجد نتائج." }}
        options={[
          { value: "riyadh", label: "مستودع الرياض", group: "السعودية" },
          { value: "jeddah", label: "ميناء جدة", group: "السعودية" },
          { value: "dubai", label: "مركز دبي", group: "الإمارات" },
        ]}
        defaultValue="jeddah"
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole("combobox", { name: "الموقع" });
    await expect(field).toHaveValue("ميناء جدة");
    const toggle = canvas.getByRole("button", { name: "إظهار الخيارات" });
    await expect(toggle.getBoundingClientRect().left).toBeLessThan(field.getBoundingClientRect().left);
    await userEvent.click(toggle);
    const list = await listbox();
    await expect(list.closest("[dir]")).toHaveAttribute("dir", "rtl");
    // the picked option is active and checked
    await waitFor(() => expect(activeOption(field)).toHaveTextContent("ميناء جدة"));
    // the check mark on the start (right) side of the label
    const option = within(list).getByRole("option", { name: "ميناء جدة" });
    const check = option.querySelector("[data-slot=combobox-option-indicator]")!;
    const label = option.querySelector("[data-slot=combobox-option-label]")!;
    await expect(check.getBoundingClientRect().left).toBeGreaterThan(label.getBoundingClientRect().right);
  },
};

/** On a 390 px phone the list is as wide as the field and stays on the screen. */
export const Mobile: Story = {
  ...phone,
  render: (args: Args) => (
    <div style={{ display: "grid", gap: 16 }}>
      <SiteField {...args} />
      <TagsField multiple options={TAGS} defaultValue={["calibration-due", "high-value", "needs-repair"]} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole("combobox", { name: "Site" });
    await userEvent.click(field);
    const list = await listbox();
    const content = list.closest<HTMLElement>("[data-slot=combobox-content]")!;
    await waitFor(() => expect(content.getBoundingClientRect().right).toBeLessThanOrEqual(390));
    await expect(content.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    const box = canvasElement.querySelector("[data-slot=combobox]")!.getBoundingClientRect();
    // once it has grown in (the fade scales it)
    await waitFor(() => expect(Math.abs(content.getBoundingClientRect().width - box.width)).toBeLessThan(2));
  },
};
