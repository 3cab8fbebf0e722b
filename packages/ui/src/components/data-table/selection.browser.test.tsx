// Row selection (selection.tsx): the checkbox column, its count, and the selection kept true to the data.
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { beforeEach, expect, test, vi } from "vitest";
import { Assets, active, assets, body } from "../../test/data-table.js";
import type { Asset } from "../../test/assets.js";

// a desktop-sized frame: below 640 px the page numbers give way to Previous/Next (tested on its own)
beforeEach(async () => {
  await page.viewport(1280, 800);
});

test("row selection: Space toggles rows; the header checkbox is indeterminate, then selects the page", async () => {
  const onRowSelectionChange = vi.fn();
  const screen = await render(
    <Assets pageSize={5} enableRowSelection onRowSelectionChange={onRowSelectionChange} />,
  );
  const all = screen.getByRole("checkbox", { name: "Select all rows on this page" });
  const first = screen.getByRole("checkbox", { name: `Select ${assets[0]?.name}` }).first();
  await expect.element(all).toHaveAttribute("aria-checked", "false");
  (first.element() as HTMLElement).focus();
  await userEvent.keyboard(" ");
  await expect.element(first).toHaveAttribute("aria-checked", "true");
  expect(body().querySelector("tr")?.dataset.state).toBe("selected");
  await expect.element(all).toHaveAttribute("aria-checked", "mixed");
  await expect.element(screen.getByText("1 of 1,000 selected")).toBeVisible();
  expect(onRowSelectionChange).toHaveBeenLastCalledWith({ [assets[0]!.id]: true });
  // back past the five sort buttons to the header checkbox; Space selects every row of the page
  for (let i = 0; i < 6; i++) await userEvent.tab({ shift: true });
  expect(active()).toBe(all.element());
  await userEvent.keyboard(" ");
  await expect.element(all).toHaveAttribute("aria-checked", "true");
  expect(body().querySelectorAll("tr[data-state=selected]")).toHaveLength(5);
  await expect.element(screen.getByText("5 of 1,000 selected")).toBeVisible();
  await userEvent.keyboard(" ");
  await expect.element(all).toHaveAttribute("aria-checked", "false");
  expect(body().querySelectorAll("tr[data-state=selected]")).toHaveLength(0);
});

test("with no rows on the page (empty, the first load, an error) the header checkbox is disabled", async () => {
  const screen = await render(<Assets data={[]} enableRowSelection />);
  const all = screen.getByRole("checkbox", { name: "Select all rows on this page" });
  await expect.element(all).toBeDisabled();
  await screen.rerender(<Assets data={[]} loading enableRowSelection />);
  await expect.element(all).toBeDisabled();
  await screen.rerender(<Assets data={assets.slice(0, 3)} enableRowSelection />);
  await expect.element(all).toBeEnabled();
});

test("the selection count is of rows that exist and match: deleted rows leave the selection", async () => {
  const onRowSelectionChange = vi.fn();
  const three = assets.slice(0, 3);
  const table = (data: Asset[], globalFilter?: string) => (
    <Assets
      data={data}
      enableRowSelection
      globalFilter={globalFilter}
      onRowSelectionChange={onRowSelectionChange}
    />
  );
  const screen = await render(table(three));
  await userEvent.click(screen.getByRole("checkbox", { name: `Select ${three[0]!.name}` }));
  await userEvent.click(screen.getByRole("checkbox", { name: `Select ${three[1]!.name}` }));
  await expect.element(screen.getByText("2 of 3 selected")).toBeVisible();
  // filtered out: still selected, but not counted among the rows shown
  await screen.rerender(table(three, three[1]!.id));
  await expect.element(screen.getByText("1 of 1 selected")).toBeVisible();
  await screen.rerender(table(three));
  await expect.element(screen.getByText("2 of 3 selected")).toBeVisible();
  // the two selected rows are deleted: nothing is selected any more, and listeners hear it
  await screen.rerender(table(three.slice(2)));
  await expect.element(screen.getByText("0 of 1 selected")).toBeVisible();
  await expect.poll(() => onRowSelectionChange.mock.lastCall?.[0]).toEqual({});
  // a row added back with the same id comes back unselected
  await screen.rerender(table(three));
  await expect.element(screen.getByText("0 of 3 selected")).toBeVisible();
  expect(body().querySelectorAll("tr[data-state=selected]")).toHaveLength(0);
});

test("an inline labels object or getRowLabel does not rebuild the checkboxes: focus stays on re-render", async () => {
  const table = (n: number) => (
    <Assets
      data={assets.slice(0, 5)}
      enableRowSelection
      // new objects and functions on every render, as inline props are
      labels={{ selectAll: `Select all (${n})` }}
      getRowLabel={(asset) => `${asset.name}`}
    />
  );
  const screen = await render(table(1));
  const all = screen.getByRole("checkbox", { name: "Select all (1)" });
  const box = all.element() as HTMLElement;
  box.focus();
  await screen.rerender(table(2));
  // the same element, still focused, with the new words
  expect(document.activeElement).toBe(box);
  await expect.element(screen.getByRole("checkbox", { name: "Select all (2)" })).toHaveFocus();
  const row = screen.getByRole("checkbox", { name: `Select ${assets[1]!.name}` }).element() as HTMLElement;
  row.focus();
  await screen.rerender(table(3));
  expect(document.activeElement).toBe(row);
});

test("on a phone (a narrow table) the checkboxes are 24 px targets (WCAG 2.2 2.5.8); 16 px in a wide one", async () => {
  const size = (name: string) => {
    const { width, height } = screen.getByRole("checkbox", { name }).element().getBoundingClientRect();
    return [width, height];
  };
  await page.viewport(390, 844);
  const screen = await render(<Assets data={assets.slice(0, 3)} enableRowSelection />);
  expect(size("Select all rows on this page")).toEqual([24, 24]);
  expect(size(`Select ${assets[0]!.name}`)).toEqual([24, 24]);
  await page.viewport(1280, 800);
  await expect.poll(() => size("Select all rows on this page")).toEqual([16, 16]);
});
