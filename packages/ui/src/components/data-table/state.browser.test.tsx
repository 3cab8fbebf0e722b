// State (state.ts): controlled slices, their change handlers, and the page rules.
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { useMemo, useState } from "react";
import { beforeEach, expect, test, vi } from "vitest";
import { Assets, assets, body, byValue, ids, shownIds } from "../../test/data-table.js";

// a desktop-sized frame: below 640 px the page numbers give way to Previous/Next (tested on its own)
beforeEach(async () => {
  await page.viewport(1280, 800);
});

test("controlled selection: ids no longer in the data are dropped through onRowSelectionChange", async () => {
  const onRowSelectionChange = vi.fn();
  const screen = await render(
    <Assets
      data={assets.slice(0, 3)}
      enableRowSelection
      rowSelection={{ [assets[0]!.id]: true, "OT-gone": true }}
      onRowSelectionChange={onRowSelectionChange}
    />,
  );
  await expect.element(screen.getByText("1 of 3 selected")).toBeVisible();
  await expect.poll(() => onRowSelectionChange.mock.lastCall?.[0]).toEqual({ [assets[0]!.id]: true });
});

test("page rules: new data keeps the page, fewer rows clamp it, a new sort starts at page 1", async () => {
  const screen = await render(<Assets data={assets.slice(0, 30)} pageSize={10} />);
  await userEvent.click(screen.getByRole("button", { name: "3", exact: true }));
  await expect.element(screen.getByText("Page 3 of 3")).toBeVisible();
  // an asset is added: the user stays where they were
  await screen.rerender(<Assets data={assets.slice(0, 31)} pageSize={10} />);
  await expect.element(screen.getByText("Page 3 of 4")).toBeVisible();
  expect(shownIds()).toEqual(ids(assets.slice(20, 30)));
  // assets are deleted: the last page that still exists
  await screen.rerender(<Assets data={assets.slice(0, 15)} pageSize={10} />);
  await expect.element(screen.getByText("Page 2 of 2")).toBeVisible();
  expect(shownIds()).toEqual(ids(assets.slice(10, 15)));
  await userEvent.click(screen.getByRole("button", { name: "Value" }));
  await expect.element(screen.getByText("Page 1 of 2")).toBeVisible();
  expect(shownIds()).toEqual(ids([...assets.slice(0, 15)].sort((a, b) => b.value - a.value).slice(0, 10)));
});

test("filters from outside the table: global text and a column filter, back to page 1, empty state", async () => {
  function Filtered() {
    const [search, setSearch] = useState("");
    const [status, setStatus] = useState("");
    const filters = useMemo(() => (status ? [{ id: "status", value: status }] : []), [status]);
    return (
      <>
        <input aria-label="Search" value={search} onChange={(e) => setSearch(e.target.value)} />
        <input aria-label="Status" value={status} onChange={(e) => setStatus(e.target.value)} />
        <Assets globalFilter={search} columnFilters={filters} emptyState="No assets match." pageSize={5} />
      </>
    );
  }
  const screen = await render(<Filtered />);
  await userEvent.click(screen.getByRole("button", { name: "Go to next page" }));
  await expect.element(screen.getByText("Page 2 of 200")).toBeVisible();
  await userEvent.type(screen.getByRole("textbox", { name: "Search" }), "hamburg");
  const hamburg = assets.filter((a) => a.site === "Hamburg yard" || /hamburg/i.test(a.name + a.id));
  await expect.element(screen.getByText(`Page 1 of ${Math.ceil(hamburg.length / 5)}`)).toBeVisible();
  expect(shownIds()).toEqual(ids(hamburg.slice(0, 5)));
  await userEvent.type(screen.getByRole("textbox", { name: "Status" }), "Missing");
  const missing = hamburg.filter((a) => a.status === "Missing");
  expect(shownIds()).toEqual(ids(missing.slice(0, 5)));
  await userEvent.type(screen.getByRole("textbox", { name: "Search" }), "zzz");
  await expect.element(screen.getByText("No assets match.")).toBeVisible();
  expect(document.querySelector("[data-slot=data-table]")?.getAttribute("data-empty")).toBe("true");
  // the empty row spans every column
  expect(body().querySelector("td")?.colSpan).toBe(5);
  expect(document.querySelector("[data-slot=data-table-footer]")).toBeNull();
});

test("controlled sorting and selection report changes and follow the props", async () => {
  const onSortingChange = vi.fn();
  const onRowSelectionChange = vi.fn();
  const screen = await render(
    <Assets
      pageSize={3}
      sorting={[{ id: "value", desc: true }]}
      onSortingChange={onSortingChange}
      enableRowSelection
      rowSelection={{ [byValue.at(-2)!.id]: true }}
      onRowSelectionChange={onRowSelectionChange}
    />,
  );
  const top = byValue.toReversed();
  expect(shownIds()).toEqual(ids(top.slice(0, 3)));
  await expect
    .element(screen.getByRole("columnheader", { name: "Value" }))
    .toHaveAttribute("aria-sort", "descending");
  expect(body().querySelectorAll("tr")[1]?.dataset.state).toBe("selected");
  await userEvent.click(screen.getByRole("button", { name: "Value" }));
  expect(onSortingChange).toHaveBeenLastCalledWith([{ id: "value", desc: false }]);
  // controlled: nothing moves until the owner passes the new state
  expect(shownIds()).toEqual(ids(top.slice(0, 3)));
  await userEvent.click(screen.getByRole("checkbox", { name: `Select ${top[0]!.name}` }).first());
  expect(onRowSelectionChange).toHaveBeenLastCalledWith({ [top[1]!.id]: true, [top[0]!.id]: true });
});

test("every slice reports its change at once, controlled or not: pagination, sorting, search, selection, visibility", async () => {
  const handlers = {
    onPaginationChange: vi.fn(),
    onSortingChange: vi.fn(),
    onGlobalFilterChange: vi.fn(),
    onRowSelectionChange: vi.fn(),
    onColumnVisibilityChange: vi.fn(),
  };
  const screen = await render(
    <Assets
      pageSize={5}
      enableRowSelection
      searchable
      columnsMenu
      defaultColumnVisibility={{ site: false }}
      {...handlers}
    />,
  );
  // a hidden column from the start
  await expect.element(screen.getByRole("columnheader", { name: "Site" })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Go to next page" }));
  expect(handlers.onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 5 });
  await userEvent.click(screen.getByRole("button", { name: "Value" }));
  expect(handlers.onSortingChange).toHaveBeenLastCalledWith([{ id: "value", desc: true }]);
  // the new order starts at the first page, in the same press
  expect(handlers.onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 0, pageSize: 5 });
  await userEvent.click(screen.getByRole("button", { name: "Go to next page" }));
  await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), "ha");
  expect(handlers.onGlobalFilterChange).toHaveBeenLastCalledWith("ha");
  // a new search starts at the first page too
  expect(handlers.onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 0, pageSize: 5 });
  await userEvent.click(screen.getByRole("checkbox", { name: "Select all rows on this page" }));
  expect(Object.keys(handlers.onRowSelectionChange.mock.lastCall?.[0] ?? {})).toHaveLength(5);
  await userEvent.click(screen.getByRole("button", { name: "Columns" }));
  await userEvent.click(await screen.getByRole("menuitemcheckbox", { name: "Site" }));
  expect(handlers.onColumnVisibilityChange).toHaveBeenLastCalledWith({ site: true });
});

test("controlled pagination: the table asks, the owner decides; a page past the end is the owner's to fix", async () => {
  const onPaginationChange = vi.fn();
  const screen = await render(
    <Assets pagination={{ pageIndex: 2, pageSize: 10 }} onPaginationChange={onPaginationChange} />,
  );
  await expect.element(screen.getByText("Page 3 of 100")).toBeVisible();
  expect(shownIds()).toEqual(ids(assets.slice(20, 30)));
  await userEvent.click(screen.getByRole("button", { name: "Go to next page" }));
  expect(onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 3, pageSize: 10 });
  // nothing moved: the owner did not pass the new page
  await expect.element(screen.getByText("Page 3 of 100")).toBeVisible();
  // fewer rows than the page needs: the controlled page is not changed behind the owner's back
  onPaginationChange.mockClear();
  await screen.rerender(
    <Assets
      data={assets.slice(0, 15)}
      pagination={{ pageIndex: 2, pageSize: 10 }}
      onPaginationChange={onPaginationChange}
    />,
  );
  expect(onPaginationChange).not.toHaveBeenCalled();
});

test("server pages: manualPagination with rowCount pages what the server sent; the selection spans pages", async () => {
  const onPaginationChange = vi.fn();
  const onRowSelectionChange = vi.fn();
  const table = (pageIndex: number) => (
    <Assets
      data={assets.slice(pageIndex * 10, pageIndex * 10 + 10)}
      manualPagination
      rowCount={50_000}
      pagination={{ pageIndex, pageSize: 10 }}
      onPaginationChange={onPaginationChange}
      enableRowSelection
      onRowSelectionChange={onRowSelectionChange}
    />
  );
  const screen = await render(table(0));
  await expect.element(screen.getByText("Page 1 of 5,000")).toBeVisible();
  // the rows as sent, not sliced again
  expect(shownIds()).toEqual(ids(assets.slice(0, 10)));
  await userEvent.click(screen.getByRole("checkbox", { name: `Select ${assets[0]!.name}` }));
  await expect.element(screen.getByText("1 of 50,000 selected")).toBeVisible();
  await userEvent.click(screen.getByRole("button", { name: "Go to next page" }));
  expect(onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 10 });
  await screen.rerender(table(1));
  await expect.element(screen.getByText("Page 2 of 5,000")).toBeVisible();
  expect(shownIds()).toEqual(ids(assets.slice(10, 20)));
  // the row of page 1 is still selected (not pruned: the server's other pages are not here)
  await userEvent.click(screen.getByRole("checkbox", { name: `Select ${assets[10]!.name}` }));
  await expect.element(screen.getByText("2 of 50,000 selected")).toBeVisible();
  expect(onRowSelectionChange).toHaveBeenLastCalledWith({ [assets[0]!.id]: true, [assets[10]!.id]: true });
  // the last page by the server's count
  await userEvent.click(screen.getByRole("button", { name: "5,000", exact: true }));
  expect(onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 4999, pageSize: 10 });
});

test("server order and filters: manualSorting and manualFiltering leave the rows as sent", async () => {
  const onSortingChange = vi.fn();
  const onGlobalFilterChange = vi.fn();
  const sent = assets.slice(0, 10);
  const screen = await render(
    <Assets
      data={sent}
      manualSorting
      manualFiltering
      searchable
      onSortingChange={onSortingChange}
      onGlobalFilterChange={onGlobalFilterChange}
    />,
  );
  await userEvent.click(screen.getByRole("button", { name: "Value" }));
  expect(onSortingChange).toHaveBeenLastCalledWith([{ id: "value", desc: true }]);
  await expect
    .element(screen.getByRole("columnheader", { name: "Value" }))
    .toHaveAttribute("aria-sort", "descending");
  expect(shownIds()).toEqual(ids(sent));
  await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), "zzz");
  expect(onGlobalFilterChange).toHaveBeenLastCalledWith("zzz");
  expect(shownIds()).toEqual(ids(sent));
});

test("uncontrolled column filters: defaultColumnFilters filters from the start; changes are reported and kept here", async () => {
  const onColumnFiltersChange = vi.fn();
  const onPaginationChange = vi.fn();
  const missing = assets.filter((a) => a.status === "Missing");
  const inUse = assets.filter((a) => a.status === "In use");
  const screen = await render(
    <Assets
      pageSize={5}
      defaultColumnFilters={[{ id: "status", value: "Missing" }]}
      onColumnFiltersChange={onColumnFiltersChange}
      onPaginationChange={onPaginationChange}
      toolbar={(table) => (
        <button type="button" onClick={() => table.getColumn("status")?.setFilterValue("In use")}>
          In use only
        </button>
      )}
    />,
  );
  // filtered from the first render, and nothing reported: the app gave it
  expect(shownIds()).toEqual(ids(missing.slice(0, 5)));
  await expect.element(screen.getByText(`Page 1 of ${Math.ceil(missing.length / 5)}`)).toBeVisible();
  expect(onColumnFiltersChange).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole("button", { name: "Go to next page" }));
  expect(shownIds()).toEqual(ids(missing.slice(5, 10)));
  // a new filter without outside state: the table keeps it, reports it, and goes back to page 1
  await userEvent.click(screen.getByRole("button", { name: "In use only" }));
  expect(onColumnFiltersChange).toHaveBeenLastCalledWith([{ id: "status", value: "In use" }]);
  expect(onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 0, pageSize: 5 });
  expect(shownIds()).toEqual(ids(inUse.slice(0, 5)));
  await expect.element(screen.getByText(`Page 1 of ${Math.ceil(inUse.length / 5)}`)).toBeVisible();
});
