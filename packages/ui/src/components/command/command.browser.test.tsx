import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { expect, test, vi } from "vitest";
import { focused } from "../../test/overlay.js";
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandSeparator,
  type CommandProps,
} from "./command.js";

function Palette(props: CommandProps & { onRun?: (value: string) => void }) {
  const { onRun, ...rest } = props;
  return (
    <Command {...rest}>
      <CommandInput placeholder="Search" />
      <CommandList>
        <CommandEmpty>Nothing found</CommandEmpty>
        <CommandGroup heading="Go to">
          <CommandItem value="assets" onSelect={onRun}>
            Assets
          </CommandItem>
          <CommandItem value="sites" onSelect={onRun}>
            Sites
          </CommandItem>
        </CommandGroup>
        <CommandSeparator />
        <CommandGroup heading="Actions">
          <CommandItem value="add-asset" keywords={["new"]} onSelect={onRun}>
            Add asset
          </CommandItem>
          <CommandItem value="print" disabled onSelect={onRun}>
            Print labels
          </CommandItem>
          <CommandItem value="export" onSelect={onRun}>
            Export
          </CommandItem>
        </CommandGroup>
      </CommandList>
    </Command>
  );
}

const input = () => document.querySelector<HTMLInputElement>("[data-slot=command-input]")!;
const active = () => document.querySelector<HTMLElement>('[data-slot=command-item][aria-selected="true"]');
const visibleOptions = () => [...document.querySelectorAll("[role=option]")].map((o) => o.textContent);

async function press(key: string, expected: string) {
  await userEvent.keyboard(key);
  await expect.poll(() => active()?.textContent).toBe(expected);
}

test("APG combobox with listbox: the field keeps the focus, aria-activedescendant follows the arrows", async () => {
  await render(<Palette />);
  const field = input();
  expect(field.getAttribute("role")).toBe("combobox");
  const list = document.getElementById(field.getAttribute("aria-controls")!)!;
  expect(list.getAttribute("role")).toBe("listbox");
  expect(list.getAttribute("aria-label")).toBe("Suggestions");
  // the palette's label names the field
  expect(document.getElementById(field.getAttribute("aria-labelledby")!)?.textContent).toBe("Commands");
  field.focus();
  await expect.poll(() => active()?.textContent).toBe("Assets");
  await press("{ArrowDown}", "Sites");
  expect(field.getAttribute("aria-activedescendant")).toBe(active()!.id);
  expect(focused()).toBe(field);
  // the disabled item is skipped both ways
  await press("{ArrowDown}{ArrowDown}", "Export");
  await press("{ArrowUp}", "Add asset");
  await press("{End}", "Export");
  await press("{Home}", "Assets");
  // no wrap without `loop`
  await press("{ArrowUp}", "Assets");
  // Ctrl+N / Ctrl+P (vim bindings, default on)
  await press("{Control>}n{/Control}", "Sites");
  await press("{Control>}p{/Control}", "Assets");
  // Alt+ArrowDown: the next group's first item
  await press("{Alt>}{ArrowDown}{/Alt}", "Add asset");
});

test("loop wraps the arrows around", async () => {
  await render(<Palette loop />);
  input().focus();
  await expect.poll(() => active()?.textContent).toBe("Assets");
  await press("{ArrowUp}", "Export");
  await press("{ArrowDown}", "Assets");
});

test("typing filters and ranks; groups without a match and separators hide; the empty state shows", async () => {
  await render(<Palette />);
  await userEvent.type(input(), "new");
  // "new" is a keyword of Add asset
  await expect.poll(visibleOptions).toEqual(["Add asset"]);
  expect(document.querySelector<HTMLElement>("[data-slot=command-group]")!.hidden).toBe(true);
  expect(document.querySelector("[data-slot=command-separator]")).toBeNull();
  expect(active()?.textContent).toBe("Add asset");
  await userEvent.clear(input());
  await userEvent.type(input(), "qqq");
  await expect.poll(visibleOptions).toEqual([]);
  expect(document.querySelector("[data-slot=command-empty]")?.textContent).toBe("Nothing found");
  // the empty state is beside the listbox, not in it (a listbox holds only options and groups)
  expect(document.querySelector("[role=listbox] [data-slot=command-empty]")).toBeNull();
  await userEvent.clear(input());
  await expect.poll(() => visibleOptions().length).toBe(5);
  expect(document.querySelector("[data-slot=command-empty]")).toBeNull();
});

test("Enter and a click run the item with its value; a disabled item does not run", async () => {
  const onRun = vi.fn();
  await render(<Palette onRun={onRun} />);
  input().focus();
  await press("{ArrowDown}", "Sites");
  await userEvent.keyboard("{Enter}");
  expect(onRun).toHaveBeenLastCalledWith("sites");
  await userEvent.click(document.querySelector<HTMLElement>('[data-value="export"]')!);
  expect(onRun).toHaveBeenLastCalledWith("export");
  await userEvent.click(document.querySelector<HTMLElement>('[data-value="print"]')!, { force: true });
  expect(onRun).toHaveBeenCalledTimes(2);
});

test("the active item is scrolled into view in a short list", async () => {
  await render(
    <Command>
      <CommandInput />
      <CommandList style={{ maxHeight: 120 }}>
        {Array.from({ length: 30 }, (_, i) => (
          <CommandItem key={i} value={`site-${i}`}>
            Site {i}
          </CommandItem>
        ))}
      </CommandList>
    </Command>,
  );
  input().focus();
  await press("{End}", "Site 29");
  const list = document.querySelector<HTMLElement>("[data-slot=command-list]")!;
  await expect.poll(() => list.scrollTop).toBeGreaterThan(0);
  const item = active()!.getBoundingClientRect();
  const box = list.getBoundingClientRect();
  expect(item.bottom).toBeLessThanOrEqual(box.bottom + 1);
});
