// Header and sorting (header.tsx): sort buttons by keyboard, aria-sort, the announcement.
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { beforeEach, expect, test, vi } from "vitest";
import { Assets, active, assets, byValue, ids, shownIds } from "../../test/data-table.js";
import { boxShadows } from "../../test/focus-ring.js";

// a desktop-sized frame: below 640 px the page numbers give way to Previous/Next (tested on its own)
beforeEach(async () => {
  await page.viewport(1280, 800);
});

test("sort buttons: reached by Tab, Enter and Space cycle the order, aria-sort follows", async () => {
  const screen = await render(<Assets pageSize={5} />);
  const header = screen.getByRole("columnheader", { name: "Value" });
  const button = header.getByRole("button", { name: "Value" });
  expect(header.element().hasAttribute("aria-sort")).toBe(false);
  // Tab order: the sort buttons of Tag, Asset, Site, Status, Value
  for (const name of ["Tag", "Asset", "Site", "Status", "Value"]) {
    await userEvent.tab();
    expect(active().textContent).toBe(name);
  }
  expect(active()).toBe(button.element());
  await userEvent.keyboard("{Enter}");
  // numbers sort high to low first
  await expect.element(header).toHaveAttribute("aria-sort", "descending");
  expect(shownIds()).toEqual(ids(byValue.toReversed().slice(0, 5)));
  await expect.element(screen.getByRole("status")).toHaveTextContent("Sorted by Value, descending");
  await userEvent.keyboard(" ");
  await expect.element(header).toHaveAttribute("aria-sort", "ascending");
  expect(shownIds()).toEqual(ids(byValue.slice(0, 5)));
  await userEvent.keyboard("{Enter}");
  await expect.element(header).not.toHaveAttribute("aria-sort");
  expect(shownIds()).toEqual(ids(assets.slice(0, 5)));
  await expect.element(screen.getByRole("status")).toHaveTextContent("Value: not sorted");
  // one sorted column at a time
  await userEvent.click(screen.getByRole("button", { name: "Tag" }));
  await userEvent.click(screen.getByRole("button", { name: "Asset" }));
  expect(document.querySelectorAll("th[aria-sort]")).toHaveLength(1);
});

test("multi-sort: Shift+click and Shift+Enter add columns; aria-sort on each, precedence shown, order announced", async () => {
  const onSortingChange = vi.fn();
  const screen = await render(<Assets pageSize={8} onSortingChange={onSortingChange} />);
  const status = screen.getByRole("columnheader", { name: "Status" });
  const value = screen.getByRole("columnheader", { name: "Value" });
  const site = screen.getByRole("columnheader", { name: "Site" });
  const index = (header: typeof status) =>
    header.element().querySelector("[data-slot=data-table-sort-index]")?.textContent ?? null;

  await userEvent.click(status.getByRole("button"));
  await expect.element(status).toHaveAttribute("aria-sort", "ascending");
  // one column: no precedence number
  expect(index(status)).toBeNull();
  // Shift+click adds Value (numbers start high to low) after Status
  await userEvent.keyboard("{Shift>}");
  await userEvent.click(value.getByRole("button"));
  await userEvent.keyboard("{/Shift}");
  await expect.element(value).toHaveAttribute("aria-sort", "descending");
  await expect.element(status).toHaveAttribute("aria-sort", "ascending");
  expect([index(status), index(value)]).toEqual(["1", "2"]);
  expect(onSortingChange).toHaveBeenLastCalledWith([
    { id: "status", desc: false },
    { id: "value", desc: true },
  ]);
  await expect
    .element(screen.getByRole("status"))
    .toHaveTextContent("Sorted by Status, ascending, then by Value, descending");
  const expected = [...assets]
    .sort((a, b) => a.status.localeCompare(b.status) || b.value - a.value)
    .slice(0, 8);
  expect(shownIds()).toEqual(ids(expected));

  // from the keyboard: Shift+Enter on Site adds it third
  (site.getByRole("button").element() as HTMLElement).focus();
  await userEvent.keyboard("{Shift>}{Enter}{/Shift}");
  await expect.element(site).toHaveAttribute("aria-sort", "ascending");
  expect([index(status), index(value), index(site)]).toEqual(["1", "2", "3"]);
  // Shift+Enter again turns Site around, in its place
  await userEvent.keyboard("{Shift>}{Enter}{/Shift}");
  await expect.element(site).toHaveAttribute("aria-sort", "descending");
  expect(index(site)).toBe("3");
  // a plain press sorts by that column alone, taking its next direction (Value: high to low, then low to high)
  (value.getByRole("button").element() as HTMLElement).focus();
  await userEvent.keyboard("{Enter}");
  await expect.element(value).toHaveAttribute("aria-sort", "ascending");
  expect(document.querySelectorAll("th[aria-sort]")).toHaveLength(1);
  expect(index(value)).toBeNull();
  await expect.element(screen.getByRole("status")).toHaveTextContent("Sorted by Value, ascending");
});

test("enableMultiSort={false}: Shift does not add a column", async () => {
  const screen = await render(<Assets pageSize={5} enableMultiSort={false} />);
  await userEvent.click(screen.getByRole("button", { name: "Status" }));
  await userEvent.keyboard("{Shift>}");
  await userEvent.click(screen.getByRole("button", { name: "Value" }));
  await userEvent.keyboard("{/Shift}");
  expect(document.querySelectorAll("th[aria-sort]")).toHaveLength(1);
  await expect
    .element(screen.getByRole("columnheader", { name: "Value" }))
    .toHaveAttribute("aria-sort", "descending");
  expect(shownIds()).toEqual(ids(byValue.toReversed().slice(0, 5)));
});

test("sort state as data, not only ARIA: data-sort and data-sort-index on each sorted header cell", async () => {
  const screen = await render(<Assets pageSize={5} />);
  const status = screen.getByRole("columnheader", { name: "Status" });
  const value = screen.getByRole("columnheader", { name: "Value" });
  const sortedCells = () =>
    [...document.querySelectorAll<HTMLElement>("th[data-sort]")].map((th) => [
      th.dataset.columnId,
      th.dataset.sort,
      th.dataset.sortIndex,
    ]);
  expect(sortedCells()).toEqual([]);
  await userEvent.click(value.getByRole("button"));
  await expect.element(value).toHaveAttribute("data-sort", "descending");
  expect(sortedCells()).toEqual([["value", "descending", "1"]]);
  // Shift adds Status after Value; the attributes follow aria-sort on each
  await userEvent.keyboard("{Shift>}");
  await userEvent.click(status.getByRole("button"));
  await userEvent.keyboard("{/Shift}");
  await expect.element(status).toHaveAttribute("data-sort", "ascending");
  expect(sortedCells()).toEqual([
    ["status", "ascending", "2"],
    ["value", "descending", "1"],
  ]);
  for (const th of document.querySelectorAll("th[data-sort]"))
    expect(th.getAttribute("aria-sort")).toBe(th.getAttribute("data-sort"));
  // a plain press on Value: Value alone, turned around; Status unsorted loses both attributes
  await userEvent.click(value.getByRole("button"));
  await expect.element(value).toHaveAttribute("data-sort", "ascending");
  await expect.element(status).not.toHaveAttribute("data-sort");
  expect(status.element().hasAttribute("data-sort-index")).toBe(false);
  expect(sortedCells()).toEqual([["value", "ascending", "1"]]);
});

test("a focused sort button at the table's edge shows its whole ring: drawn inside it, the scroll box cannot cut it", async () => {
  await page.viewport(390, 844);
  const screen = await render(<Assets pageSize={5} />);
  const button = screen.getByRole("columnheader", { name: "Value" }).getByRole("button", { name: "Value" });
  (button.element() as HTMLElement).focus();
  await userEvent.keyboard("{Enter}");
  await expect.element(button).toHaveFocus();
  // the shadows that show (Tailwind leaves the unused ones transparent) are all inset: nothing of the ring lies
  // outside the button, where the scroll box clips
  const shown = boxShadows(button.element()).filter((shadow) => !shadow.startsWith("rgba(0, 0, 0, 0)"));
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.filter((shadow) => !shadow.includes("inset"))).toEqual([]);
});
