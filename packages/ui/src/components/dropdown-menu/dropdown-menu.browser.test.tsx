import * as React from "react";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { expect, test, vi } from "vitest";
import { Button } from "../button/button.js";
import {
  animationOf,
  expectNothingLeftBehind,
  focused,
  settled,
  withReducedMotion,
} from "../../test/overlay.js";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "./dropdown-menu.js";

const SLOTS = ["dropdown-menu-content", "dropdown-menu-sub-content"];

function AssetMenu({ onSelect, dir }: { onSelect?: (item: string) => void; dir?: "ltr" | "rtl" }) {
  const [columns, setColumns] = React.useState({ status: true, custodian: false });
  const [density, setDensity] = React.useState("comfortable");
  const select = (item: string) => () => onSelect?.(item);
  return (
    <div dir={dir} style={{ padding: 40 }}>
      <DropdownMenu dir={dir}>
        <DropdownMenuTrigger>Actions</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>Forklift 12</DropdownMenuLabel>
          <DropdownMenuItem onSelect={select("edit")}>
            Edit <DropdownMenuShortcut>E</DropdownMenuShortcut>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={select("duplicate")}>Duplicate</DropdownMenuItem>
          <DropdownMenuItem disabled onSelect={select("export")}>
            Export
          </DropdownMenuItem>
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>Move to</DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              <DropdownMenuItem onSelect={select("warehouse-a")}>Warehouse A</DropdownMenuItem>
              <DropdownMenuItem onSelect={select("warehouse-b")}>Warehouse B</DropdownMenuItem>
            </DropdownMenuSubContent>
          </DropdownMenuSub>
          <DropdownMenuSeparator />
          <DropdownMenuCheckboxItem
            checked={columns.status}
            onCheckedChange={(status) => setColumns((c) => ({ ...c, status }))}
          >
            Status column
          </DropdownMenuCheckboxItem>
          <DropdownMenuCheckboxItem
            checked={columns.custodian}
            onCheckedChange={(custodian) => setColumns((c) => ({ ...c, custodian }))}
          >
            Custodian column
          </DropdownMenuCheckboxItem>
          <DropdownMenuSeparator />
          <DropdownMenuRadioGroup value={density} onValueChange={setDensity}>
            <DropdownMenuRadioItem value="comfortable">Comfortable</DropdownMenuRadioItem>
            <DropdownMenuRadioItem value="compact">Compact</DropdownMenuRadioItem>
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={select("delete")}>
            Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

const menu = () => document.querySelector<HTMLElement>("[data-slot=dropdown-menu-content]");
const sub = () => document.querySelector<HTMLElement>("[data-slot=dropdown-menu-sub-content]");
// the focused item's label, without its shortcut
const label = () => focused()?.textContent?.replace(/E$/, "").trim() ?? "";

/** One key press, as a person makes it (one at a time), then the label the focus lands on. */
async function press(key: string, expected: string) {
  await userEvent.keyboard(key);
  await expect.poll(label).toBe(expected);
}

async function openByKeyboard(trigger: Element, key = "{Enter}") {
  (trigger as HTMLElement).focus();
  await userEvent.keyboard(key);
  await expect.poll(menu).not.toBeNull();
  // opened by keyboard, the first item takes the focus
  await expect.poll(label).toBe("Edit");
}

test("arrow keys move through the items, skipping the disabled one; Home/End jump; Escape returns focus", async () => {
  const screen = await render(<AssetMenu />);
  const trigger = screen.getByRole("button", { name: "Actions" }).element();
  expect(trigger.getAttribute("aria-haspopup")).toBe("menu");
  await openByKeyboard(trigger, "{ArrowDown}");
  expect(trigger.getAttribute("aria-expanded")).toBe("true");
  await expect.poll(label).toBe("Edit");
  await press("{ArrowDown}", "Duplicate");
  // Export is disabled: never focused
  await press("{ArrowDown}", "Move to");
  await press("{ArrowDown}", "Status column");
  await press("{ArrowDown}", "Custodian column");
  await press("{ArrowUp}", "Status column");
  await press("{ArrowUp}", "Move to");
  await press("{ArrowUp}", "Duplicate");
  await press("{End}", "Delete");
  await press("{Home}", "Edit");
  // no wrap-around at the ends (Radix's default, loop=false)
  await userEvent.keyboard("{ArrowUp}");
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(label()).toBe("Edit");
  expect(focused()?.getAttribute("data-highlighted")).toBe("");
  await userEvent.keyboard("{Escape}");
  await expect.poll(menu).toBeNull();
  await expect.poll(focused).toBe(trigger);
  await expectNothingLeftBehind(SLOTS);
});

test("typeahead focuses the next item starting with the typed letters, skipping disabled ones", async () => {
  const screen = await render(<AssetMenu />);
  await openByKeyboard(screen.getByRole("button", { name: "Actions" }).element());
  await userEvent.keyboard("c");
  await expect.poll(label).toBe("Custodian column");
  await press("{Home}", "Edit");
  // "E" would be Export, but it is disabled: Edit stays (and nothing else starts with E)
  await new Promise((resolve) => setTimeout(resolve, 1100)); // the typeahead buffer clears after 1 s
  await userEvent.keyboard("e");
  await expect.poll(label).toBe("Edit");
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await userEvent.keyboard("de");
  await expect.poll(label).toBe("Delete");
});

test("Enter selects an item and closes the menu; a disabled item cannot be selected", async () => {
  const onSelect = vi.fn();
  const screen = await render(<AssetMenu onSelect={onSelect} />);
  const trigger = screen.getByRole("button", { name: "Actions" }).element();
  await openByKeyboard(trigger);
  await press("{ArrowDown}", "Duplicate");
  await userEvent.keyboard("{Enter}");
  expect(onSelect).toHaveBeenCalledWith("duplicate");
  await expect.poll(menu).toBeNull();
  await expect.poll(focused).toBe(trigger);

  await userEvent.click(trigger);
  const exportItem = page.getByRole("menuitem", { name: "Export" });
  await expect.element(exportItem).toHaveAttribute("aria-disabled", "true");
  await expect.element(exportItem).toHaveAttribute("data-disabled", "");
  await userEvent.click(exportItem, { force: true });
  expect(onSelect).toHaveBeenCalledTimes(1);
  expect(menu()).not.toBeNull();
});

test("a click outside closes it; the page around it stays in the accessibility tree", async () => {
  const screen = await render(
    <>
      <button type="button">Elsewhere</button>
      <AssetMenu />
    </>,
  );
  await userEvent.click(screen.getByRole("button", { name: "Actions" }));
  await expect.poll(menu).not.toBeNull();
  // not modal: nothing is hidden from assistive tech, the trigger stays reachable
  expect(document.querySelectorAll("[data-aria-hidden]").length).toBe(0);
  await userEvent.click(screen.getByRole("button", { name: "Elsewhere" }));
  await expect.poll(menu).toBeNull();
  await expectNothingLeftBehind(SLOTS);
});

test("checkbox and radio items toggle with Space/Enter and expose their state", async () => {
  const screen = await render(<AssetMenu />);
  const trigger = screen.getByRole("button", { name: "Actions" }).element();
  await openByKeyboard(trigger);
  const status = page.getByRole("menuitemcheckbox", { name: "Status column" });
  await expect.element(status).toHaveAttribute("aria-checked", "true");
  await expect.element(status).toHaveAttribute("data-state", "checked");
  const custodian = page.getByRole("menuitemcheckbox", { name: "Custodian column" });
  await expect.element(custodian).toHaveAttribute("data-state", "unchecked");
  await press("{End}", "Delete");
  await press("{ArrowUp}", "Compact");
  await press("{ArrowUp}", "Comfortable");
  await press("{ArrowUp}", "Custodian column");
  await userEvent.keyboard(" ");
  await expect.poll(menu).toBeNull(); // selecting closes the menu
  await openByKeyboard(trigger);
  await expect
    .element(page.getByRole("menuitemcheckbox", { name: "Custodian column" }))
    .toHaveAttribute("aria-checked", "true");
  const compact = page.getByRole("menuitemradio", { name: "Compact" });
  await expect.element(compact).toHaveAttribute("aria-checked", "false");
  await press("{End}", "Delete");
  await press("{ArrowUp}", "Compact");
  await userEvent.keyboard("{Enter}");
  await expect.poll(menu).toBeNull();
  await openByKeyboard(trigger);
  await expect
    .element(page.getByRole("menuitemradio", { name: "Compact" }))
    .toHaveAttribute("data-state", "checked");
  await expect
    .element(page.getByRole("menuitemradio", { name: "Comfortable" }))
    .toHaveAttribute("data-state", "unchecked");
});

test("a sub-menu opens with ArrowRight on its first item and closes with ArrowLeft", async () => {
  const onSelect = vi.fn();
  const screen = await render(<AssetMenu onSelect={onSelect} />);
  await openByKeyboard(screen.getByRole("button", { name: "Actions" }).element());
  await press("{ArrowDown}", "Duplicate");
  await press("{ArrowDown}", "Move to");
  const subTrigger = focused()!;
  expect(subTrigger.getAttribute("aria-haspopup")).toBe("menu");
  await userEvent.keyboard("{ArrowRight}");
  await expect.poll(sub).not.toBeNull();
  await expect.poll(label).toBe("Warehouse A");
  expect(subTrigger.getAttribute("data-state")).toBe("open");
  expect(subTrigger.getAttribute("aria-expanded")).toBe("true");
  expect(sub()!.getAttribute("data-side")).toBe("right");
  await userEvent.keyboard("{ArrowLeft}");
  await expect.poll(sub).toBeNull();
  expect(focused()).toBe(subTrigger);
  expect(menu()).not.toBeNull();
  // into it again, and select there: the whole menu closes
  await userEvent.keyboard("{ArrowRight}");
  await expect.poll(label).toBe("Warehouse A");
  await press("{ArrowDown}", "Warehouse B");
  await userEvent.keyboard("{Enter}");
  expect(onSelect).toHaveBeenCalledWith("warehouse-b");
  await expect.poll(menu).toBeNull();
  await expectNothingLeftBehind(SLOTS);
});

test("right-to-left: ArrowLeft opens the sub-menu (on the left) and ArrowRight closes it", async () => {
  const screen = await render(<AssetMenu dir="rtl" />);
  await openByKeyboard(screen.getByRole("button", { name: "Actions" }).element());
  expect(menu()!.getAttribute("dir")).toBe("rtl");
  await press("{ArrowDown}", "Duplicate");
  await press("{ArrowDown}", "Move to");
  await userEvent.keyboard("{ArrowRight}");
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(sub()).toBeNull();
  await userEvent.keyboard("{ArrowLeft}");
  await expect.poll(sub).not.toBeNull();
  await expect.poll(label).toBe("Warehouse A");
  expect(sub()!.getAttribute("data-side")).toBe("left");
  expect(sub()!.getBoundingClientRect().right).toBeLessThanOrEqual(menu()!.getBoundingClientRect().left + 8);
  await userEvent.keyboard("{ArrowRight}");
  await expect.poll(sub).toBeNull();
  await expect.poll(label).toBe("Move to");
});

test("data-* contract, 4 px below the trigger, motion tokens, nothing left under reduced motion", async () => {
  const screen = await render(<AssetMenu />);
  const trigger = screen.getByRole("button", { name: "Actions" }).element();
  expect(trigger.getAttribute("data-slot")).toBe("dropdown-menu-trigger");
  expect(trigger.getAttribute("data-state")).toBe("closed");
  await userEvent.click(trigger);
  await expect.poll(menu).not.toBeNull();
  const content = menu()!;
  expect(trigger.getAttribute("data-state")).toBe("open");
  expect(content.getAttribute("data-state")).toBe("open");
  expect(content.getAttribute("data-side")).toBe("bottom");
  expect(content.getAttribute("data-align")).toBe("start");
  expect(content.getAttribute("role")).toBe("menu");
  await expect
    .poll(() => Math.round(content.getBoundingClientRect().top - trigger.getBoundingClientRect().bottom))
    .toBe(4);
  const destructive = page.getByRole("menuitem", { name: "Delete" }).element();
  expect(destructive.getAttribute("data-variant")).toBe("destructive");
  expect(page.getByRole("menuitem", { name: /Edit/ }).element().getAttribute("data-variant")).toBe("default");
  for (const slot of ["dropdown-menu-label", "dropdown-menu-separator", "dropdown-menu-shortcut"])
    expect(content.querySelector(`[data-slot=${slot}]`), slot).not.toBeNull();
  expect(animationOf(content)).toEqual({ name: "fade-in", ms: 150 });
  await userEvent.keyboard("{Escape}");
  await expectNothingLeftBehind(SLOTS);

  await withReducedMotion(async () => {
    await userEvent.click(trigger);
    await expect.poll(menu).not.toBeNull();
    expect(animationOf(menu()!).ms).toBe(0);
    await userEvent.keyboard("{Escape}");
    await expectNothingLeftBehind(SLOTS);
  });
});

test("near the screen's edge the menu keeps 8 px from it (collision padding, as Popover)", async () => {
  await page.viewport(390, 844);
  try {
    await render(
      <div style={{ paddingLeft: 8 }}>
        <DropdownMenu defaultOpen>
          <DropdownMenuTrigger>Account</DropdownMenuTrigger>
          <DropdownMenuContent align="end" style={{ width: 288 }}>
            <DropdownMenuItem>Sign out</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>,
    );
    const menu = page.getByRole("menu").element();
    // placed (floating-ui measures after mounting) and done fading in: a plain check, not a poll that could
    // catch a first, unplaced position
    await settled(menu);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(menu.getBoundingClientRect().left).toBeGreaterThanOrEqual(8);
  } finally {
    await page.viewport(1280, 800);
  }
});

test("a shortcut reads left to right also in a right-to-left menu, at the item's end edge", async () => {
  await render(
    <div dir="rtl" style={{ padding: 40 }}>
      <DropdownMenu dir="rtl" defaultOpen>
        <DropdownMenuTrigger>Actions</DropdownMenuTrigger>
        <DropdownMenuContent style={{ width: 288 }}>
          <DropdownMenuItem>
            Edit <DropdownMenuShortcut>⌘E</DropdownMenuShortcut>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>,
  );
  const item = page.getByRole("menuitem").element();
  const shortcut = item.querySelector("[data-slot=dropdown-menu-shortcut]")!;
  const text = [...shortcut.querySelectorAll("*"), shortcut]
    .flatMap((el) => [...el.childNodes])
    .find((node) => node.nodeType === Node.TEXT_NODE)!;
  const at = (offset: number) => {
    const range = document.createRange();
    range.setStart(text, offset);
    range.setEnd(text, offset + 1);
    return range.getBoundingClientRect();
  };
  // the modifier comes first, on the left: "⌘E", not "E⌘"
  expect(at(0).left).toBeLessThan(at(1).left);
  // the end edge of a right-to-left item is its left: the shortcut sits there, the label at the right
  const box = item.getBoundingClientRect();
  expect(shortcut.getBoundingClientRect().left - box.left).toBeLessThanOrEqual(8);
});

test("asChild: a Button as the trigger keeps data-slot=button and carries data-dropdown-menu-trigger", async () => {
  const screen = await render(
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label="Actions for Forklift 12">
          …
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem>Edit</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>,
  );
  const trigger = screen.getByRole("button", { name: "Actions for Forklift 12" }).element();
  expect(trigger.getAttribute("data-slot")).toBe("button");
  expect(trigger.hasAttribute("data-dropdown-menu-trigger")).toBe(true);
  expect(trigger.getAttribute("data-size")).toBe("icon-sm");
  expect(trigger.getAttribute("data-state")).toBe("closed");
  await userEvent.click(trigger);
  await expect.poll(menu).not.toBeNull();
  expect(trigger.getAttribute("data-state")).toBe("open");
  await userEvent.keyboard("{Escape}");
  await expect.poll(menu).toBeNull();
});
