import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  BoxIcon,
  ClipboardCheckIcon,
  FileDownIcon,
  MapPinIcon,
  PlusIcon,
  PrinterIcon,
  ScanLineIcon,
  SettingsIcon,
} from "lucide-react";
import * as React from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { phoneViewport } from "../../test/story-layouts.js";
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandLoading,
  CommandSeparator,
  CommandShortcut,
  type CommandProps,
} from "./command.js";

type Args = CommandProps & { onRun?: (value: string) => void; placeholder?: string };

/** Inline width (stories are not scanned for the kit's CSS), no wider than the screen (a 390 px phone). */
const frame = { width: 448, maxWidth: "100%" };

/** The asset app's palette: where to go, what to do. */
function AssetPalette({ onRun, placeholder = "Type a command or search…", ...args }: Args) {
  return (
    <Command style={frame} {...args}>
      <CommandInput placeholder={placeholder} />
      <CommandList>
        <CommandEmpty>No command matches.</CommandEmpty>
        <CommandGroup heading="Go to">
          <CommandItem value="assets" onSelect={onRun}>
            <BoxIcon aria-hidden="true" /> Assets
          </CommandItem>
          <CommandItem value="sites" onSelect={onRun}>
            <MapPinIcon aria-hidden="true" /> Sites
          </CommandItem>
          <CommandItem value="audits" onSelect={onRun}>
            <ClipboardCheckIcon aria-hidden="true" /> Audits
          </CommandItem>
        </CommandGroup>
        <CommandSeparator />
        <CommandGroup heading="Actions">
          <CommandItem value="add-asset" keywords={["new", "tag"]} onSelect={onRun}>
            <PlusIcon aria-hidden="true" /> Add asset
            <CommandShortcut>⌘N</CommandShortcut>
          </CommandItem>
          <CommandItem value="start-audit" keywords={["audit", "count"]} onSelect={onRun}>
            <ScanLineIcon aria-hidden="true" /> Start an audit
          </CommandItem>
          <CommandItem value="export-csv" keywords={["download"]} onSelect={onRun}>
            <FileDownIcon aria-hidden="true" /> Export as CSV
            <CommandShortcut>⌘E</CommandShortcut>
          </CommandItem>
          <CommandItem value="print-labels" disabled onSelect={onRun}>
            <PrinterIcon aria-hidden="true" /> Print labels (no printer)
          </CommandItem>
        </CommandGroup>
        <CommandSeparator />
        <CommandGroup heading="Settings">
          <CommandItem value="settings" onSelect={onRun}>
            <SettingsIcon aria-hidden="true" /> Settings
            <CommandShortcut>⌘,</CommandShortcut>
          </CommandItem>
        </CommandGroup>
      </CommandList>
    </Command>
  );
}

const meta = {
  title: "Components/Command",
  component: Command,
  args: { onRun: fn(), loop: false },
  argTypes: { loop: { control: "boolean" }, shouldFilter: { control: "boolean" } },
  render: (args: Args) => <AssetPalette {...args} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const activeOption = (root: HTMLElement) =>
  within(root)
    .getAllByRole("option")
    .find((option) => option.getAttribute("aria-selected") === "true");

/**
 * Typing filters and sorts (fuzzy: "aud" finds Audits and Start an audit); the arrows move while the focus
 * stays in the field; Enter runs the active item.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const root = canvasElement;
    const input = within(root).getByRole("combobox", { name: "Commands" });
    await userEvent.click(input);
    await expect(activeOption(root)).toHaveTextContent("Assets");
    await userEvent.type(input, "aud");
    await waitFor(() => expect(within(root).getAllByRole("option")).toHaveLength(2));
    await expect(within(root).queryByRole("group", { name: "Settings" })).toBeNull();
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(activeOption(root)).toHaveTextContent("Start an audit"));
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute("aria-activedescendant", activeOption(root)!.id);
    await userEvent.keyboard("{Enter}");
    await expect(args.onRun).toHaveBeenCalledWith("start-audit");
  },
};

/** Groups with headings and separators; icons and shortcuts; a disabled item the arrows skip. */
export const Groups: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement;
    await expect(within(root).getByRole("group", { name: "Actions" })).toBeVisible();
    within(root).getByRole("combobox").focus();
    // End: the last item; ArrowUp skips the disabled "Print labels"
    await userEvent.keyboard("{End}");
    await waitFor(() => expect(activeOption(root)).toHaveTextContent("Settings"));
    await userEvent.keyboard("{ArrowUp}");
    await waitFor(() => expect(activeOption(root)).toHaveTextContent("Export as CSV"));
    // Alt+ArrowUp: the first item of the previous group
    await userEvent.keyboard("{Alt>}{ArrowUp}{/Alt}");
    await waitFor(() => expect(activeOption(root)).toHaveTextContent("Assets"));
  },
};

/** Keywords match too: "download" finds Export as CSV. */
export const Keywords: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("combobox");
    await userEvent.type(input, "download");
    await waitFor(() => expect(within(canvasElement).getAllByRole("option")).toHaveLength(1));
    await expect(activeOption(canvasElement)).toHaveTextContent("Export as CSV");
  },
};

/** No match: the empty state. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole("combobox"), "zebra");
    await expect(await within(canvasElement).findByText("No command matches.")).toBeVisible();
    await expect(within(canvasElement).queryAllByRole("option")).toHaveLength(0);
  },
};

const SITES = [
  "Hamburg — Dock 3",
  "Hamburg — Cold store",
  "Munich — Workshop",
  "Berlin — Head office",
  "Rotterdam — Terminal 2",
  "Lyon — Warehouse",
  "Madrid — Hospital wing B",
];

/** A search the server answers (here a fake one, 300 ms late): the palette does not filter, it shows what comes back. */
function searchSites(query: string, signal: AbortSignal): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => resolve(SITES.filter((site) => site.toLowerCase().includes(query.trim().toLowerCase()))),
      300,
    );
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** A search the server has not answered yet, and never does (aborted when a newer search replaces it). */
function searchPending(_query: string, signal: AbortSignal): Promise<string[]> {
  return new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason)));
}

function AsyncPalette({ onRun, ask = searchSites }: Args & { ask?: typeof searchSites }) {
  const [search, setSearch] = React.useState("");
  // the answer with the search it answers: while they differ, the newest search is still running
  const [answer, setAnswer] = React.useState<{ query: string; sites: string[] } | null>(null);
  React.useEffect(() => {
    const controller = new AbortController();
    ask(search, controller.signal).then(
      (sites) => setAnswer({ query: search, sites }),
      () => {},
    );
    return () => controller.abort();
  }, [search, ask]);
  const results = answer?.query === search ? answer.sites : null;
  return (
    <Command shouldFilter={false} label="Find a site" style={frame}>
      <CommandInput value={search} onValueChange={setSearch} placeholder="Search sites…" />
      <CommandList>
        {results === null ? <CommandLoading>Searching sites…</CommandLoading> : null}
        {results?.length === 0 ? <CommandEmpty>No site matches “{search}”.</CommandEmpty> : null}
        {results && results.length > 0 ? (
          <CommandGroup heading="Sites">
            {results.map((site) => (
              <CommandItem key={site} value={site} onSelect={onRun}>
                <MapPinIcon aria-hidden="true" /> {site}
              </CommandItem>
            ))}
          </CommandGroup>
        ) : null}
      </CommandList>
    </Command>
  );
}

/** Async: the loading row while the server searches, its answer, then the empty state for no match. */
export const AsyncSearch: Story = {
  render: (args: Args) => <AsyncPalette {...args} />,
  play: async ({ canvasElement, args }) => {
    const root = canvasElement;
    await expect(await within(root).findByRole("progressbar", { name: "Loading..." })).toBeVisible();
    await within(root).findByRole("option", { name: "Madrid — Hospital wing B" });
    await userEvent.type(within(root).getByRole("combobox"), "hamb");
    // each keystroke starts a new search; only the last answer is shown
    await waitFor(() => expect(within(root).getAllByRole("option")).toHaveLength(2));
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onRun).toHaveBeenCalledWith("Hamburg — Cold store");
    await userEvent.type(within(root).getByRole("combobox"), "zzz");
    await expect(await within(root).findByText("No site matches “hambzzz”.")).toBeVisible();
  },
};

/**
 * The loading state, held: the server has not answered. The loading row (a progressbar, with what it searches)
 * stands in for the results; a search typed meanwhile keeps it, and no stale option shows.
 */
export const AsyncLoading: Story = {
  render: (args: Args) => <AsyncPalette {...args} ask={searchPending} />,
  play: async ({ canvasElement }) => {
    const root = within(canvasElement);
    const loading = await root.findByRole("progressbar", { name: "Loading..." });
    await expect(loading).toBeVisible();
    await expect(loading).toHaveTextContent("Searching sites…");
    await userEvent.type(root.getByRole("combobox"), "hamb");
    await expect(root.getByRole("combobox")).toHaveValue("hamb");
    await expect(root.getByRole("progressbar", { name: "Loading..." })).toBeVisible();
    await expect(root.queryAllByRole("option")).toHaveLength(0);
    await expect(root.queryByText(/No site matches/)).toBeNull();
  },
};

/** Arabic, right to left: icons before the text on the right, shortcuts at the left end. */
export const RightToLeft: Story = {
  render: () => (
    <div dir="rtl" lang="ar">
      <Command label="الأوامر" style={frame}>
        <CommandInput placeholder="اكتب أمرًا أو ابحث…" />
        <CommandList label="اقتراحات">
          <CommandEmpty>لا توجد نتائج.</CommandEmpty>
          <CommandGroup heading="انتقال">
            <CommandItem value="assets">
              <BoxIcon aria-hidden="true" /> الأصول
            </CommandItem>
            <CommandItem value="sites">
              <MapPinIcon aria-hidden="true" /> المواقع
            </CommandItem>
          </CommandGroup>
          <CommandSeparator />
          <CommandGroup heading="إجراءات">
            <CommandItem value="add-asset">
              <PlusIcon aria-hidden="true" /> إضافة أصل
              <CommandShortcut>⌘N</CommandShortcut>
            </CommandItem>
          </CommandGroup>
        </CommandList>
      </Command>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole("option", { name: "إضافة أصل ⌘N" });
    const icon = item.querySelector("svg")!;
    const shortcut = item.querySelector("[data-slot=command-shortcut]")!;
    await expect(icon.getBoundingClientRect().left).toBeGreaterThan(shortcut.getBoundingClientRect().right);
    // at the row's end (left), the keys still reading left to right: the command sign before the N
    await expect(shortcut.getBoundingClientRect().left - item.getBoundingClientRect().left).toBeLessThan(16);
    const range = document.createRange();
    range.setStart(shortcut.firstChild!, 0);
    range.setEnd(shortcut.firstChild!, 1);
    await expect(range.getBoundingClientRect().left).toBeLessThan(shortcut.getBoundingClientRect().left + 4);
  },
};

/** On a 390 px phone the palette fills the width. */
export const Mobile: Story = {
  ...phoneViewport,
  parameters: { ...phoneViewport.parameters, layout: "padded" },
  render: (args: Args) => <AssetPalette {...args} style={{ width: "100%" }} />,
  play: async ({ canvasElement }) => {
    const palette = canvasElement.querySelector("[data-slot=command]")!;
    await expect(window.innerWidth).toBe(390);
    await expect(palette.getBoundingClientRect().width).toBeGreaterThan(340);
  },
};
