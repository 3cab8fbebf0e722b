import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { expect, test, vi } from "vitest";
import { Label } from "../label/label.js";
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
  type SelectProps,
} from "./select.js";

function AssetType(props: SelectProps) {
  return (
    <div>
      <Label htmlFor="type">Asset type</Label>
      <Select {...props}>
        <SelectTrigger id="type">
          <SelectValue placeholder="Choose a type" />
        </SelectTrigger>
        <SelectContent>
          <SelectGroup>
            <SelectLabel>Vehicles</SelectLabel>
            <SelectItem value="forklift">Forklift</SelectItem>
            <SelectItem value="van">Van</SelectItem>
          </SelectGroup>
          <SelectSeparator />
          <SelectGroup>
            <SelectLabel>Equipment</SelectLabel>
            <SelectItem value="generator" disabled>
              Generator
            </SelectItem>
            <SelectItem value="laptop">Laptop</SelectItem>
            <SelectItem value="scanner">Scanner</SelectItem>
          </SelectGroup>
        </SelectContent>
      </Select>
    </div>
  );
}

// includeHidden: while the list is open, Radix aria-hides everything outside it, the trigger included
const trigger = () => page.getByRole("combobox", { name: "Asset type", includeHidden: true });
const option = (name: string) => page.getByRole("option", { name, exact: true });
const focused = () => document.activeElement?.textContent;

async function focusTrigger() {
  (trigger().element() as HTMLElement).focus();
  await expect.element(trigger()).toHaveFocus();
}

for (const key of ["{Enter}", " ", "{ArrowDown}"]) {
  test(`${key.trim() || "Space"} on the trigger opens the list with focus on the first item`, async () => {
    await render(<AssetType />);
    await focusTrigger();
    await expect.element(trigger()).toHaveAttribute("aria-expanded", "false");
    await userEvent.keyboard(key);
    await expect.element(page.getByRole("listbox")).toBeVisible();
    await expect.element(trigger()).toHaveAttribute("aria-expanded", "true");
    await expect.element(trigger()).toHaveAttribute("data-state", "open");
    await expect.element(option("Forklift")).toHaveFocus();
    await expect.element(option("Forklift")).toHaveAttribute("data-highlighted");
  });
}

test("arrow keys move and skip the disabled item; Enter selects, closes and returns focus", async () => {
  const onValueChange = vi.fn();
  await render(<AssetType onValueChange={onValueChange} />);
  await focusTrigger();
  await userEvent.keyboard("{ArrowDown}");
  await expect.element(option("Forklift")).toHaveFocus();
  await userEvent.keyboard("{ArrowDown}");
  await expect.element(option("Van")).toHaveFocus();
  // Generator is disabled: the next stop is Laptop
  await userEvent.keyboard("{ArrowDown}");
  await expect.element(option("Laptop")).toHaveFocus();
  await userEvent.keyboard("{ArrowUp}");
  await expect.element(option("Van")).toHaveFocus();
  await userEvent.keyboard("{End}");
  await expect.element(option("Scanner")).toHaveFocus();
  await userEvent.keyboard("{Home}");
  await expect.element(option("Forklift")).toHaveFocus();
  // Radix moves focus in a timeout after each key: one key at a time, as a hand types
  await userEvent.keyboard("{ArrowDown}");
  await expect.element(option("Van")).toHaveFocus();
  await userEvent.keyboard("{ArrowDown}");
  await expect.element(option("Laptop")).toHaveFocus();
  await userEvent.keyboard("{Enter}");
  await expect.element(page.getByRole("listbox")).not.toBeInTheDocument();
  await expect.element(trigger()).toHaveFocus();
  await expect.element(trigger()).toHaveTextContent("Laptop");
  await expect.element(trigger()).not.toHaveAttribute("data-placeholder");
  expect(onValueChange.mock.calls).toEqual([["laptop"]]);
});

test("typeahead: typing in the open list moves to the match and Enter selects it; disabled items never match", async () => {
  await render(<AssetType />);
  await focusTrigger();
  await userEvent.keyboard("{Enter}");
  await expect.element(option("Forklift")).toHaveFocus();
  await userEvent.keyboard("s");
  await expect.element(option("Scanner")).toHaveFocus();
  // after the typeahead buffer clears (1 s without a key), "g" would be Generator, which is disabled:
  // focus stays
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await userEvent.keyboard("g");
  expect(focused()).toBe("Scanner");
  await userEvent.keyboard("{Enter}");
  await expect.element(trigger()).toHaveTextContent("Scanner");
});

test("typeahead on the closed trigger selects without opening", async () => {
  const onValueChange = vi.fn();
  await render(<AssetType onValueChange={onValueChange} />);
  await focusTrigger();
  await userEvent.keyboard("v");
  await expect.element(trigger()).toHaveTextContent("Van");
  await expect.element(trigger()).toHaveAttribute("aria-expanded", "false");
  expect(onValueChange).toHaveBeenCalledWith("van");
});

test("Escape closes without selecting and returns focus to the trigger", async () => {
  const onValueChange = vi.fn();
  await render(<AssetType defaultValue="van" onValueChange={onValueChange} />);
  await focusTrigger();
  await userEvent.keyboard("{ArrowDown}");
  // opens on the selected item
  await expect.element(option("Van")).toHaveFocus();
  await userEvent.keyboard("{ArrowDown}");
  await userEvent.keyboard("{Escape}");
  await expect.element(page.getByRole("listbox")).not.toBeInTheDocument();
  await expect.element(trigger()).toHaveFocus();
  await expect.element(trigger()).toHaveTextContent("Van");
  expect(onValueChange).not.toHaveBeenCalled();
  // back in the tab order once closed
  expect(trigger().element().getAttribute("tabindex")).toBeNull();
});

test("a disabled select is skipped by Tab and does not open", async () => {
  await render(
    <div>
      <button type="button">Before</button>
      <AssetType disabled />
      <button type="button">After</button>
    </div>,
  );
  (page.getByRole("button", { name: "Before" }).element() as HTMLElement).focus();
  await userEvent.keyboard("{Tab}");
  await expect.element(page.getByRole("button", { name: "After" })).toHaveFocus();
  await expect.element(trigger()).toBeDisabled();
  await expect.element(trigger()).toHaveAttribute("data-disabled");
});

test("id and aria-* given to Select land on the trigger (the FormField wiring)", async () => {
  await render(
    <div>
      <span id="hint">Where it is kept</span>
      <Select id="site" aria-describedby="hint" aria-invalid aria-required aria-label="Site">
        <SelectTrigger>
          <SelectValue placeholder="Pick" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="a">A</SelectItem>
        </SelectContent>
      </Select>
    </div>,
  );
  const combobox = page.getByRole("combobox", { name: "Site" });
  await expect.element(combobox).toHaveAttribute("id", "site");
  await expect.element(combobox).toHaveAttribute("aria-invalid", "true");
  await expect.element(combobox).toHaveAttribute("aria-required", "true");
  await expect.element(combobox).toHaveAccessibleDescription("Where it is kept");
  await expect.element(combobox).toHaveAttribute("data-slot", "select-trigger");
  await expect.element(combobox).toHaveAttribute("data-size", "md");
});

test("takes part in a native form submission", async () => {
  let data: [string, FormDataEntryValue][] = [];
  await render(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        data = [...new FormData(event.currentTarget).entries()];
      }}
    >
      <AssetType name="type" defaultValue="van" />
      <button type="submit">Save</button>
    </form>,
  );
  await userEvent.click(page.getByRole("button", { name: "Save" }));
  expect(data).toEqual([["type", "van"]]);
});

test("server HTML without a value shows the placeholder, marked data-placeholder, and hydrates without a mismatch", async () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<AssetType />);
  document.body.append(container);
  const serverTrigger = container.querySelector("[data-slot=select-trigger]");
  expect(serverTrigger?.textContent).toBe("Choose a type");
  expect(serverTrigger?.hasAttribute("data-placeholder")).toBe(true);
  const errors: unknown[] = [];
  const root = hydrateRoot(container, <AssetType />, { onRecoverableError: (error) => errors.push(error) });
  try {
    await userEvent.click(trigger());
    await expect.element(option("Laptop")).toBeVisible();
    expect(errors).toEqual([]);
    await userEvent.click(option("Laptop"));
    await expect.poll(() => trigger().element().textContent).toBe("Laptop");
    await expect.element(trigger()).not.toHaveAttribute("data-placeholder");
  } finally {
    root.unmount();
    container.remove();
  }
});

test("hydrates server HTML that shows the value: no mismatch, the text once, and a new pick replaces it", async () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<AssetType defaultValue="van" />);
  document.body.append(container);
  expect(container.querySelector("[data-slot=select-value]")?.textContent).toBe("Van");
  const errors: unknown[] = [];
  const root = hydrateRoot(container, <AssetType defaultValue="van" />, {
    onRecoverableError: (error) => errors.push(error),
  });
  try {
    // hydrated: the trigger's handlers work (it opens), and the value was neither lost nor doubled
    await userEvent.click(trigger());
    await expect.element(option("Laptop")).toBeVisible();
    expect(trigger().element().textContent).toBe("Van");
    expect(errors).toEqual([]);
    await userEvent.click(option("Laptop"));
    await expect.poll(() => trigger().element().textContent).toBe("Laptop");
  } finally {
    root.unmount();
    container.remove();
  }
});
