import type * as React from "react";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { expect, test } from "vitest";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "../dropdown-menu/dropdown-menu.js";
import { Assets } from "../../test/data-table.js";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../accordion/accordion.js";
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from "../dialog/dialog.js";
import { Popover, PopoverContent, PopoverTrigger } from "../popover/popover.js";
import { RadioGroup, RadioGroupItem } from "../radio-group/radio-group.js";
import { ScrollArea } from "../scroll-area/scroll-area.js";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../select/select.js";
import { Slider } from "../slider/slider.js";
import { Tabs, TabsList, TabsTrigger } from "../tabs/tabs.js";
import { ToggleGroup, ToggleGroupItem } from "../toggle-group/toggle-group.js";
import { DirectionProvider, useDirection } from "./direction-provider.js";

/** A right-to-left page as an app writes it: `dir` on an ancestor for CSS, the provider for the kit's parts. */
function RightToLeft({ children, provider = true }: { children: React.ReactNode; provider?: boolean }) {
  return (
    <div dir="rtl">{provider ? <DirectionProvider dir="rtl">{children}</DirectionProvider> : children}</div>
  );
}

function StatusTabs() {
  return (
    <Tabs defaultValue="all">
      <TabsList aria-label="Status">
        <TabsTrigger value="all">All</TabsTrigger>
        <TabsTrigger value="active">Active</TabsTrigger>
        <TabsTrigger value="missing">Missing</TabsTrigger>
      </TabsList>
    </Tabs>
  );
}

/** Down, wait for focus to move (Radix moves it after keydown), up. */
async function press(key: string, to: ReturnType<typeof page.getByRole>) {
  await userEvent.keyboard(`{${key}>}`);
  await expect.element(to).toHaveFocus();
  await userEvent.keyboard(`{/${key}}`);
}

test("Tabs: with the provider ArrowLeft moves to the next tab, as a right-to-left reader expects", async () => {
  await render(
    <RightToLeft>
      <StatusTabs />
    </RightToLeft>,
  );
  (page.getByRole("tab", { name: "All" }).element() as HTMLElement).focus();
  await press("ArrowLeft", page.getByRole("tab", { name: "Active" }));
  await press("ArrowRight", page.getByRole("tab", { name: "All" }));
});

test("Tabs: `dir` on the page alone leaves the keys left to right (why the provider exists)", async () => {
  await render(
    <RightToLeft provider={false}>
      <StatusTabs />
    </RightToLeft>,
  );
  (page.getByRole("tab", { name: "All" }).element() as HTMLElement).focus();
  await press("ArrowLeft", page.getByRole("tab", { name: "Missing" }));
});

test("RadioGroup follows the provider's direction", async () => {
  await render(
    <RightToLeft>
      <RadioGroup aria-label="Scan interval" defaultValue="hourly" orientation="horizontal">
        <RadioGroupItem value="hourly" aria-label="Hourly" />
        <RadioGroupItem value="daily" aria-label="Daily" />
      </RadioGroup>
    </RightToLeft>,
  );
  (page.getByRole("radio", { name: "Hourly" }).element() as HTMLElement).focus();
  await press("ArrowLeft", page.getByRole("radio", { name: "Daily" }));
  await expect.element(page.getByRole("radio", { name: "Daily" })).toBeChecked();
});

test("Select's portalled list and DropdownMenu's sub-menu read right to left", async () => {
  await render(
    <RightToLeft>
      <Select defaultValue="10">
        <SelectTrigger aria-label="Rows per page">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="10">10</SelectItem>
          <SelectItem value="20">20</SelectItem>
        </SelectContent>
      </Select>
      <DropdownMenu>
        <DropdownMenuTrigger>Actions</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>Move to</DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              <DropdownMenuItem>Hamburg</DropdownMenuItem>
            </DropdownMenuSubContent>
          </DropdownMenuSub>
        </DropdownMenuContent>
      </DropdownMenu>
    </RightToLeft>,
  );
  await userEvent.click(page.getByRole("combobox", { name: "Rows per page" }));
  await expect.element(page.getByRole("listbox")).toHaveAttribute("dir", "rtl");
  await userEvent.keyboard("{Escape}");
  await expect.element(page.getByRole("listbox")).not.toBeInTheDocument();

  await userEvent.click(page.getByRole("button", { name: "Actions" }));
  await expect.element(page.getByRole("menu")).toHaveAttribute("dir", "rtl");
  (page.getByRole("menuitem", { name: "Move to" }).element() as HTMLElement).focus();
  // in a right-to-left menu a sub-menu opens towards the left
  await press("ArrowLeft", page.getByRole("menuitem", { name: "Hamburg" }));
});

test("portalled Dialog and Popover read the provider's direction; without one they set none", async () => {
  function Overlays() {
    return (
      <>
        <Dialog>
          <DialogTrigger>Edit</DialogTrigger>
          <DialogContent closeLabel="Close">
            <DialogTitle>Edit asset</DialogTitle>
          </DialogContent>
        </Dialog>
        <Popover>
          <PopoverTrigger>Details</PopoverTrigger>
          <PopoverContent>Last seen in Ward A</PopoverContent>
        </Popover>
      </>
    );
  }
  const panel = (slot: string) => document.querySelector<HTMLElement>(`[data-slot=${slot}]`)!;
  const open = async (trigger: string, slot: string) => {
    await userEvent.click(page.getByRole("button", { name: trigger }));
    await expect.poll(() => panel(slot)).toBeTruthy();
    return panel(slot);
  };
  // only the provider (no dir on the page): the panels under <body> read right to left
  const { unmount } = await render(
    <DirectionProvider dir="rtl">
      <Overlays />
    </DirectionProvider>,
  );
  const dialog = await open("Edit", "dialog-content");
  expect(getComputedStyle(dialog).direction).toBe("rtl");
  await userEvent.keyboard("{Escape}");
  await expect.poll(() => panel("dialog-content")).toBeNull();
  const popover = await open("Details", "popover-content");
  expect(getComputedStyle(popover).direction).toBe("rtl");
  await userEvent.keyboard("{Escape}");
  await expect.poll(() => panel("popover-content")).toBeNull();
  await unmount();
  // no provider: no dir of their own, so <html dir> (or the page's CSS) decides
  await render(<Overlays />);
  expect((await open("Edit", "dialog-content")).hasAttribute("dir")).toBe(false);
  await userEvent.keyboard("{Escape}");
  await expect.poll(() => panel("dialog-content")).toBeNull();
  expect((await open("Details", "popover-content")).hasAttribute("dir")).toBe(false);
});

test("a DropdownMenu's own dir wins over the provider's on its panel (Radix's menu sets it from its Root)", async () => {
  await render(
    <DirectionProvider dir="rtl">
      <DropdownMenu dir="ltr">
        <DropdownMenuTrigger>Row actions</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem>Edit</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </DirectionProvider>,
  );
  await userEvent.click(page.getByRole("button", { name: "Row actions" }));
  const menu = page.getByRole("menu");
  await expect.element(menu).toBeVisible();
  expect(menu.element().getAttribute("dir")).toBe("ltr");
});

test("useDirection reads the provider, and a component's own dir wins", async () => {
  function Show({ own }: { own?: "ltr" | "rtl" }) {
    return <output>{useDirection(own)}</output>;
  }
  const screen = await render(
    <div>
      <Show />
      <DirectionProvider dir="rtl">
        <Show />
        <Show own="ltr" />
      </DirectionProvider>
    </div>,
  );
  const outputs = screen.container.querySelectorAll("output");
  expect([...outputs].map((o) => o.textContent)).toEqual(["ltr", "rtl", "ltr"]);
});

/** Opens the DataTable's page size list and column menu, and reads the direction each was given. */
async function dataTableListDirections() {
  await userEvent.click(page.getByRole("combobox", { name: "Rows per page" }));
  const listbox = page.getByRole("listbox");
  await expect.element(listbox).toBeVisible();
  const list = listbox.element().getAttribute("dir");
  await userEvent.keyboard("{Escape}");
  await expect.element(listbox).not.toBeInTheDocument();
  await userEvent.click(page.getByRole("button", { name: "Columns" }));
  const menu = page.getByRole("menu");
  await expect.element(menu).toBeVisible();
  const columns = menu.element().getAttribute("dir");
  await userEvent.keyboard("{Escape}");
  await expect.element(menu).not.toBeInTheDocument();
  return { list, columns };
}

test("DataTable: with the provider alone (no dir on the page) its page size list and column menu read right to left", async () => {
  await render(
    <DirectionProvider dir="rtl">
      <Assets columnsMenu pageSize={10} pageSizeOptions={[10, 20]} />
    </DirectionProvider>,
  );
  expect(await dataTableListDirections()).toEqual({ list: "rtl", columns: "rtl" });
});

test("DataTable: the provider wins over the page's direction", async () => {
  await render(
    <div dir="rtl">
      <DirectionProvider dir="ltr">
        <Assets columnsMenu pageSize={10} pageSizeOptions={[10, 20]} />
      </DirectionProvider>
    </div>,
  );
  expect(await dataTableListDirections()).toEqual({ list: "ltr", columns: "ltr" });
});

test("DataTable without a provider: a `dir` switched above it after mount turns its menus too", async () => {
  const screen = await render(
    <div data-testid="page" dir="ltr">
      <Assets columnsMenu pageSize={10} pageSizeOptions={[10, 20]} />
    </div>,
  );
  // a language menu that flips the page's direction in place (nothing remounts)
  (screen.getByTestId("page").element() as HTMLElement).dir = "rtl";
  expect(await dataTableListDirections()).toEqual({ list: "rtl", columns: "rtl" });
});

// The parts added with the app platform, each under the provider alone (no `dir` on the page): their keys and
// layout come from the provider, so each of these fails if the part stops reading it.

test("ToggleGroup: under the provider ArrowLeft moves to the next item", async () => {
  await render(
    <DirectionProvider dir="rtl">
      <ToggleGroup type="single" aria-label="View" defaultValue="list">
        <ToggleGroupItem value="list">List</ToggleGroupItem>
        <ToggleGroupItem value="grid">Grid</ToggleGroupItem>
        <ToggleGroupItem value="map">Map</ToggleGroupItem>
      </ToggleGroup>
    </DirectionProvider>,
  );
  (page.getByRole("radio", { name: "List" }).element() as HTMLElement).focus();
  await press("ArrowLeft", page.getByRole("radio", { name: "Grid" }));
  await press("ArrowRight", page.getByRole("radio", { name: "List" }));
});

test("Slider: under the provider the track fills from the right and ArrowLeft raises the value", async () => {
  await render(
    <DirectionProvider dir="rtl">
      <Slider aria-label="Battery alert" defaultValue={[40]} style={{ width: "20rem" }} />
    </DirectionProvider>,
  );
  const thumb = page.getByRole("slider", { name: "Battery alert" });
  (thumb.element() as HTMLElement).focus();
  await userEvent.keyboard("{ArrowLeft}");
  await expect.element(thumb).toHaveAttribute("aria-valuenow", "41");
  await userEvent.keyboard("{ArrowRight}{ArrowRight}");
  await expect.element(thumb).toHaveAttribute("aria-valuenow", "39");
  // the filled range hugs the track's right edge
  const track = document.querySelector<HTMLElement>("[data-slot=slider-track]")!;
  const range = document.querySelector<HTMLElement>("[data-slot=slider-range]")!;
  expect(Math.round(range.getBoundingClientRect().right)).toBe(
    Math.round(track.getBoundingClientRect().right),
  );
});

test("Accordion (horizontal): under the provider ArrowLeft moves to the next header", async () => {
  await render(
    <DirectionProvider dir="rtl">
      <Accordion type="single" collapsible orientation="horizontal">
        <AccordionItem value="scan">
          <AccordionTrigger>Scanning</AccordionTrigger>
          <AccordionContent>RFID and NFC</AccordionContent>
        </AccordionItem>
        <AccordionItem value="audit">
          <AccordionTrigger>Audits</AccordionTrigger>
          <AccordionContent>Counts by site</AccordionContent>
        </AccordionItem>
        <AccordionItem value="alerts">
          <AccordionTrigger>Alerts</AccordionTrigger>
          <AccordionContent>Smart notifications</AccordionContent>
        </AccordionItem>
      </Accordion>
    </DirectionProvider>,
  );
  (page.getByRole("button", { name: "Scanning" }).element() as HTMLElement).focus();
  await press("ArrowLeft", page.getByRole("button", { name: "Audits" }));
  await press("ArrowRight", page.getByRole("button", { name: "Scanning" }));
});

test("ScrollArea: under the provider its vertical scrollbar runs along the left edge", async () => {
  await render(
    <DirectionProvider dir="rtl">
      <ScrollArea type="always" aria-label="Sites" style={{ height: 120, width: 240 }}>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>Site {i + 1}</p>
        ))}
      </ScrollArea>
    </DirectionProvider>,
  );
  const root = document.querySelector<HTMLElement>("[data-slot=scroll-area]")!;
  const bar = document.querySelector<HTMLElement>(
    "[data-slot=scroll-area-scrollbar][data-orientation=vertical]",
  );
  await expect.poll(() => bar?.getBoundingClientRect().width ?? 0).toBeGreaterThan(0);
  expect(Math.round(bar!.getBoundingClientRect().left)).toBe(Math.round(root.getBoundingClientRect().left));
});
