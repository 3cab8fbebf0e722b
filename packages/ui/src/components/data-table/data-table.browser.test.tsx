import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { useMemo, useState } from "react";
import { beforeEach, expect, test, vi } from "vitest";
import { assetColumns as columns, assetsWithDistinctValues } from "../../test/asset-table.js";
import type { Asset } from "../../test/assets.js";
import { DataTable, createDataTableColumnHelper, type DataTableProps } from "./data-table.js";

const assets = assetsWithDistinctValues(1000);
const ids = (rows: Asset[]) => rows.map((row) => row.id);
const byValue = [...assets].sort((a, b) => a.value - b.value);

function Assets(props: Partial<DataTableProps<Asset>>) {
  return (
    <DataTable
      columns={columns}
      data={assets}
      label="Assets"
      getRowId={(asset) => asset.id}
      getRowLabel={(asset) => asset.name}
      {...props}
    />
  );
}

// a desktop-sized frame: below 640 px the page numbers give way to Previous/Next (tested on its own)
beforeEach(async () => {
  await page.viewport(1280, 800);
});

const body = () => document.querySelector("tbody") as HTMLTableSectionElement;
const shownIds = () => [...body().querySelectorAll("tr")].map((row) => row.dataset.rowId);
const active = () => document.activeElement as HTMLElement;

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

test("pagination by keyboard: page buttons, a disabled Next on the last page hands focus to the current page", async () => {
  const screen = await render(<Assets data={assets.slice(0, 23)} pageSize={10} pageSizeOptions={[10, 20]} />);
  const nav = screen.getByRole("navigation", { name: "Pagination" });
  const previous = nav.getByRole("button", { name: "Go to previous page" });
  const next = nav.getByRole("button", { name: "Go to next page" });
  await expect.element(previous).toBeDisabled();
  await expect.element(nav.getByRole("button", { name: "1" })).toHaveAttribute("aria-current", "page");
  (next.element() as HTMLElement).focus();
  await userEvent.keyboard("{Enter}");
  expect(shownIds()).toEqual(ids(assets.slice(10, 20)));
  await expect.element(screen.getByText("Page 2 of 3")).toBeVisible();
  await expect.element(screen.getByText("Page 2 of 3")).toHaveAttribute("aria-live", "polite");
  expect(active()).toBe(next.element());
  await userEvent.keyboard(" ");
  expect(shownIds()).toEqual(ids(assets.slice(20, 23)));
  await expect.element(next).toBeDisabled();
  // focus did not fall to the page: it is on the current page's button
  await expect.poll(() => active().getAttribute("aria-current")).toBe("page");
  expect(active().textContent).toBe("3");
  // Shift+Tab reaches page 2, Enter opens it
  await userEvent.tab({ shift: true });
  expect(active().textContent).toBe("2");
  await userEvent.keyboard("{Enter}");
  expect(shownIds()).toEqual(ids(assets.slice(10, 20)));
  // the page size control: the kit's Select, by keyboard
  const pageSize = screen.getByRole("combobox", { name: "Rows per page" });
  await expect.element(pageSize).toHaveAttribute("data-slot", "data-table-page-size");
  await expect.element(pageSize).toHaveTextContent("10");
  (pageSize.element() as HTMLElement).focus();
  await userEvent.keyboard("{Enter}");
  // the list opens on the current size; ArrowDown moves to the next
  await expect.element(page.getByRole("option", { name: "10" })).toHaveFocus();
  await userEvent.keyboard("{ArrowDown}");
  await expect.element(page.getByRole("option", { name: "20" })).toHaveFocus();
  await userEvent.keyboard("{Enter}");
  await expect.poll(() => shownIds()).toHaveLength(20);
  await expect.element(screen.getByText("Page 1 of 2")).toBeVisible();
  await expect.element(pageSize).toHaveTextContent("20");
  await expect.element(pageSize).toHaveFocus();
});

test("footer parts carry data-slots; the words are the labels given", async () => {
  const screen = await render(
    <Assets
      data={assets.slice(0, 30)}
      enableRowSelection
      labels={{
        rowsPerPage: "Lignes par page",
        selected: (count, total) => `${count} sur ${total} choisis`,
        previous: "Précédent",
        previousPage: "Page précédente",
        next: "Suivant",
        nextPage: "Page suivante",
      }}
    />,
  );
  expect(document.querySelector("[data-slot=data-table-selection]")?.textContent).toBe("0 sur 30 choisis");
  expect(document.querySelector("[data-slot=data-table-page-size-label]")?.textContent).toBe(
    "Lignes par page",
  );
  await expect.element(screen.getByRole("combobox", { name: "Lignes par page" })).toBeVisible();
  await expect.element(screen.getByRole("button", { name: "Page suivante" })).toHaveTextContent("Suivant");
  await expect.element(screen.getByRole("button", { name: "Page précédente" })).toBeDisabled();
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

test("on a phone the page numbers give way to Previous/Next and the page status", async () => {
  await page.viewport(390, 844);
  const screen = await render(<Assets data={assets.slice(0, 30)} pageSize={10} />);
  const nav = screen.getByRole("navigation", { name: "Pagination" });
  await expect.element(nav.getByRole("button", { name: "Go to next page" })).toBeVisible();
  await expect.element(nav.getByRole("button", { name: "2", exact: true })).not.toBeInTheDocument();
  // the numbers are out of the accessibility tree too (display: none), not just out of sight
  expect(nav.getByRole("button").elements()).toHaveLength(2);
  await userEvent.click(nav.getByRole("button", { name: "Go to next page" }));
  await expect.element(screen.getByText("Page 2 of 3")).toBeVisible();
  // the footer fits the phone: nothing scrolls sideways
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
});

test("page numbers follow the table's width, not the screen's: a narrow panel on a desktop pages like a phone", async () => {
  const screen = await render(
    <div style={{ width: 400 }}>
      <Assets data={assets.slice(0, 30)} pageSize={10} />
    </div>,
  );
  const nav = screen.getByRole("navigation", { name: "Pagination" });
  await expect.element(nav.getByRole("button", { name: "Go to next page" })).toBeVisible();
  expect(nav.getByRole("button").elements()).toHaveLength(2);
  // the chevrons alone: the words need the room too
  await expect.element(nav.getByText("Next", { exact: true })).not.toBeVisible();
  await screen.rerender(
    <div style={{ width: 800 }}>
      <Assets data={assets.slice(0, 30)} pageSize={10} />
    </div>,
  );
  await expect.element(nav.getByRole("button", { name: "2", exact: true })).toBeVisible();
  await expect.element(nav.getByText("Next", { exact: true })).toBeVisible();
});

test("columns with a priority give way as the table narrows (its own width); truncate cuts with a title", async () => {
  const col = createDataTableColumnHelper<Asset>();
  const ranked = col.columns([
    col.accessor("id", { header: "Tag", meta: { priority: 2 } }),
    col.accessor("name", { header: "Asset", meta: { rowHeader: true } }),
    col.accessor("site", { header: "Site", meta: { priority: 3, truncate: true } }),
    col.accessor("status", { header: "Status" }),
  ]);
  const inBox = (width: number) => (
    <div style={{ width }}>
      <Assets columns={ranked} data={assets.slice(0, 3)} />
    </div>
  );
  const shown = () =>
    [...document.querySelectorAll("thead th")]
      .filter((th) => getComputedStyle(th).display !== "none")
      .map((th) => th.textContent);
  const screen = await render(inBox(400));
  expect(shown()).toEqual(["Asset", "Status"]);
  // out of the accessibility tree too, and the rows follow the header
  await expect.element(screen.getByRole("columnheader", { name: "Tag" })).not.toBeInTheDocument();
  const firstRow = body().querySelector("tr")!;
  expect([...firstRow.children].filter((c) => getComputedStyle(c).display !== "none")).toHaveLength(2);
  await screen.rerender(inBox(640));
  expect(shown()).toEqual(["Tag", "Asset", "Status"]);
  await screen.rerender(inBox(900));
  expect(shown()).toEqual(["Tag", "Asset", "Site", "Status"]);
  const site = screen.getByRole("cell", { name: assets[0]!.site }).element();
  expect(site.getAttribute("title")).toBe(assets[0]!.site);
  expect(site.querySelector("[data-slot=table-cell-text]")).not.toBeNull();
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

test("loading: skeleton rows, aria-busy and a Loading status; then the data", async () => {
  const screen = await render(<Assets loading pageSize={5} enableRowSelection />);
  await expect.element(screen.getByRole("table", { name: "Assets" })).toHaveAttribute("aria-busy", "true");
  await expect.element(screen.getByRole("status")).toHaveTextContent("Loading");
  expect(body().querySelectorAll("tr[data-loading]")).toHaveLength(5);
  expect(body().querySelectorAll("[data-slot=skeleton]")).toHaveLength(5 * 6);
  expect(document.querySelector("[data-slot=data-table]")?.getAttribute("data-loading")).toBe("true");
  await screen.rerender(<Assets pageSize={5} enableRowSelection />);
  await expect.element(screen.getByRole("table", { name: "Assets" })).not.toHaveAttribute("aria-busy");
  expect(shownIds()).toEqual(ids(assets.slice(0, 5)));
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
