// Memoized body rows (body.tsx, `RowCells`): every change an app can make through the DataTable's props, and
// every change of the table's state a cell can read, reaches the rows that stay on screen; no row keeps showing
// what it showed before. (A `data` array mutated in place is no change: hand over a new array.)
import * as React from "react";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { beforeEach, expect, test } from "vitest";
import { assetColumns } from "../../test/asset-table.js";
import { generateAssets, type Asset } from "../../test/assets.js";
import { Assets, assets, body } from "../../test/data-table.js";
import { createDataTableColumnHelper, type DataTableColumnDef } from "./index.js";

beforeEach(async () => {
  await page.viewport(1280, 800);
});

const col = createDataTableColumnHelper<Asset>();
const rows = assets.slice(0, 3);
/** A body row by its id. */
const tr = (id: string) => body().querySelector<HTMLTableRowElement>(`tr[data-row-id="${id}"]`)!;
/** The text of a row's cells. */
const texts = (id: string) => [...tr(id).children].map((cell) => cell.textContent);
/** The text of a row's cell in the column with that header. */
const cellText = (id: string, header: string) => {
  const headers = [...document.querySelectorAll("thead tr:last-child > th")].map((th) => th.textContent);
  return tr(id).children[headers.indexOf(header)]?.textContent;
};

test("new data with the same ids (edited values): every cell, the row header and the truncated cell's title", async () => {
  const columns = col.columns([
    col.accessor("name", { header: "Asset", meta: { rowHeader: true } }),
    col.accessor("site", { header: "Site", meta: { truncate: true } }),
    col.accessor("status", { header: "Status", meta: { format: { type: "badge" } } }),
    col.accessor("value", { header: "Value", meta: { format: { type: "currency", currency: "EUR" } } }),
  ]);
  const screen = await render(<Assets columns={columns} data={rows} />);
  const edited = rows.map((row, i) =>
    i === 1
      ? { ...row, name: "Renamed", site: "A very long new site name", status: "Missing" as const, value: 7 }
      : row,
  );
  await screen.rerender(<Assets columns={columns} data={edited} />);
  const id = rows[1]!.id;
  await expect.poll(() => texts(id)).toEqual(["Renamed", "A very long new site name", "Missing", "€7.00"]);
  expect(tr(id).querySelector("th")?.getAttribute("scope")).toBe("row");
  expect(tr(id).children[1]!.getAttribute("title")).toBe("A very long new site name");
});

test("data mutated in place and handed over in a new array: the rows show the new values", async () => {
  const data = rows.map((row) => ({ ...row }));
  const screen = await render(<Assets data={data} />);
  data[0]!.name = "Mutated";
  await screen.rerender(<Assets data={[...data]} />);
  await expect.poll(() => cellText(data[0]!.id, "Asset")).toBe("Mutated");
});

test("new columns: cellClassName, truncate (title), align, rowHeader and a new renderer reach every row", async () => {
  const make = (v: 1 | 2) =>
    col.columns([
      col.accessor("name", {
        header: "Asset",
        meta: { rowHeader: v === 1, truncate: v === 2, cellClassName: `name-${v}` },
      }),
      col.accessor("value", {
        header: "Value",
        meta: { align: v === 1 ? "start" : "end" },
        cell: (info) => `${v === 1 ? "v" : "value "}${info.getValue()}`,
      }),
    ]);
  const screen = await render(<Assets columns={make(1)} data={rows} />);
  await screen.rerender(<Assets columns={make(2)} data={rows} />);
  for (const row of rows) {
    const [name, value] = [...tr(row.id).children] as HTMLElement[];
    await expect.poll(() => name!.tagName).toBe("TD");
    expect(name!.className).toContain("name-2");
    expect(name!.className).not.toContain("name-1");
    expect(name!.getAttribute("title")).toBe(row.name);
    expect(value!.dataset.align).toBe("end");
    expect(value!.textContent).toBe(`value ${row.value}`);
  }
});

test("a new locale: the cell formats (`meta.format`) follow, with the same columns array", async () => {
  const columns = col.columns([
    col.accessor("name", { header: "Asset", meta: { rowHeader: true } }),
    col.accessor("value", { header: "Value", meta: { format: { type: "currency", currency: "EUR" } } }),
    col.accessor("lastSeen", { header: "Last seen", meta: { format: "date" } }),
  ]);
  const screen = await render(<Assets columns={columns} data={rows} locale="en" />);
  const money = (locale: string, n: number) =>
    new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(n);
  const day = (locale: string, iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));
  expect(cellText(rows[0]!.id, "Value")).toBe(money("en", rows[0]!.value));
  await screen.rerender(<Assets columns={columns} data={rows} locale="de" />);
  for (const row of rows) {
    await expect.poll(() => cellText(row.id, "Value")).toBe(money("de", row.value));
    expect(cellText(row.id, "Last seen")).toBe(day("de", row.lastSeen));
  }
});

test("enableRowSelection as a function whose answer changes: the row checkboxes follow", async () => {
  const table = (locked: string) => (
    <Assets data={rows} enableRowSelection={(row) => row.original.id !== locked} />
  );
  const screen = await render(table(rows[0]!.id));
  const box = (i: number) => screen.getByRole("checkbox", { name: `Select ${rows[i]!.name}` });
  await expect.element(box(0)).toBeDisabled();
  await expect.element(box(1)).toBeEnabled();
  await screen.rerender(table(rows[1]!.id));
  await expect.element(box(0)).toBeEnabled();
  await expect.element(box(1)).toBeDisabled();
});

test("a stable enableRowSelection that reads the selection (at most two rows): the other rows' checkboxes follow", async () => {
  const atMostTwo = (row: {
    getIsSelected: () => boolean;
    table: { getSelectedRowModel: () => { rows: unknown[] } };
  }) => row.getIsSelected() || row.table.getSelectedRowModel().rows.length < 2;
  const screen = await render(<Assets data={rows} enableRowSelection={atMostTwo} />);
  const box = (i: number) => screen.getByRole("checkbox", { name: `Select ${rows[i]!.name}` });
  await userEvent.click(box(0));
  await userEvent.click(box(1));
  await expect.element(box(2)).toBeDisabled();
  await userEvent.click(box(0));
  await expect.element(box(2)).toBeEnabled();
});

test("a cell in another column that reads its row's selection follows it", async () => {
  const columns = col.columns([
    col.accessor("name", { header: "Asset", meta: { rowHeader: true } }),
    col.display({ id: "picked", header: "Picked", cell: ({ row }) => (row.getIsSelected() ? "yes" : "no") }),
  ]);
  const screen = await render(<Assets columns={columns} data={rows} enableRowSelection />);
  await userEvent.click(screen.getByRole("checkbox", { name: `Select ${rows[1]!.name}` }));
  await expect.poll(() => cellText(rows[1]!.id, "Picked")).toBe("yes");
  await userEvent.click(screen.getByRole("checkbox", { name: "Select all rows on this page" }));
  for (const row of rows) await expect.poll(() => cellText(row.id, "Picked")).toBe("yes");
});

test("a new getRowLabel and new labels: the row checkboxes' names follow", async () => {
  const screen = await render(<Assets data={rows} enableRowSelection />);
  await expect.element(screen.getByRole("checkbox", { name: `Select ${rows[0]!.name}` })).toBeInTheDocument();
  await screen.rerender(
    <Assets data={rows} enableRowSelection getRowLabel={(asset) => `${asset.name} (${asset.id})`} />,
  );
  await expect
    .element(screen.getByRole("checkbox", { name: `Select ${rows[0]!.name} (${rows[0]!.id})` }))
    .toBeInTheDocument();
  await screen.rerender(
    <Assets
      data={rows}
      enableRowSelection
      getRowLabel={(asset) => `${asset.name} (${asset.id})`}
      labels={{ selectRow: (label) => `Auswählen: ${label}` }}
    />,
  );
  for (const row of rows)
    await expect
      .element(screen.getByRole("checkbox", { name: `Auswählen: ${row.name} (${row.id})` }))
      .toBeInTheDocument();
});

test("a controlled rowSelection changed by the app: the rows and their checkboxes follow", async () => {
  const screen = await render(<Assets data={rows} enableRowSelection rowSelection={{}} />);
  await screen.rerender(<Assets data={rows} enableRowSelection rowSelection={{ [rows[2]!.id]: true }} />);
  await expect.poll(() => tr(rows[2]!.id).dataset.state).toBe("selected");
  await expect
    .element(screen.getByRole("checkbox", { name: `Select ${rows[2]!.name}` }))
    .toHaveAttribute("aria-checked", "true");
  await screen.rerender(<Assets data={rows} enableRowSelection rowSelection={{ [rows[0]!.id]: true }} />);
  await expect.poll(() => tr(rows[2]!.id).dataset.state).toBeUndefined();
  expect(tr(rows[0]!.id).dataset.state).toBe("selected");
  await expect
    .element(screen.getByRole("checkbox", { name: `Select ${rows[2]!.name}` }))
    .toHaveAttribute("aria-checked", "false");
});

test("a controlled columnVisibility changed by the app: the cells, and which pinned cell is the last", async () => {
  const columns = col.columns([
    col.accessor("id", { header: "Tag", meta: { pin: "start" } }),
    col.accessor("name", { header: "Asset", meta: { rowHeader: true, pin: "start" } }),
    col.accessor("site", { header: "Site" }),
    col.accessor("status", { header: "Status" }),
  ]);
  const table = (visibility: Record<string, boolean>) => (
    <Assets columns={columns} data={rows} enableRowSelection columnVisibility={visibility} />
  );
  const screen = await render(table({}));
  const pinLast = (id: string) =>
    [...tr(id).children].filter((cell) => cell.hasAttribute("data-pin-last")).map((cell) => cell.textContent);
  expect(pinLast(rows[0]!.id)).toEqual([rows[0]!.name]);
  await screen.rerender(table({ name: false, site: false }));
  for (const row of rows) {
    await expect.poll(() => texts(row.id)).toEqual(["", row.id, row.status]);
    expect(pinLast(row.id)).toEqual([row.id]);
  }
  await screen.rerender(table({}));
  await expect
    .poll(() => texts(rows[0]!.id))
    .toEqual(["", rows[0]!.id, rows[0]!.name, rows[0]!.site, rows[0]!.status]);
  expect(pinLast(rows[0]!.id)).toEqual([rows[0]!.name]);
});

test("loading and error toggles, the data edited meanwhile: the rows that come back show the new data", async () => {
  const table = (data: Asset[], state: { loading?: boolean; error?: string }) => (
    <Assets data={data} enableRowSelection rowSelection={{ [rows[0]!.id]: true }} {...state} />
  );
  const screen = await render(table(rows, {}));
  const edited = rows.map((row) => ({ ...row, name: `${row.name}*` }));
  // loading with rows: they stay; the data changes under them
  await screen.rerender(table(rows, { loading: true }));
  await screen.rerender(table(edited, { loading: true }));
  await expect.poll(() => cellText(rows[0]!.id, "Asset")).toBe(edited[0]!.name);
  await screen.rerender(table(edited, { error: "Down" }));
  await expect.element(screen.getByRole("alert")).toHaveTextContent("Down");
  const back = rows.map((row) => ({ ...row, name: `${row.name}!` }));
  await screen.rerender(table(back, {}));
  await expect.poll(() => cellText(rows[0]!.id, "Asset")).toBe(back[0]!.name);
  expect(tr(rows[0]!.id).dataset.state).toBe("selected");
});

test("sorting with a row-number cell (row.getDisplayIndex) and a search: the numbers follow the order", async () => {
  const columns: DataTableColumnDef<Asset>[] = [
    col.display({ id: "n", header: "#", cell: ({ row }) => row.getDisplayIndex() + 1 }),
    ...assetColumns,
  ];
  const screen = await render(<Assets columns={columns} data={rows} searchable />);
  const numbers = () => [...body().querySelectorAll("tr")].map((row) => row.children[0]!.textContent);
  expect(numbers()).toEqual(["1", "2", "3"]);
  // numbers sort high to low first
  await userEvent.click(screen.getByRole("button", { name: "Value" }));
  const byValue = [...rows].sort((a, b) => b.value - a.value).map((row) => row.id);
  expect(byValue).not.toEqual(rows.map((row) => row.id));
  await expect
    .poll(() => [...body().querySelectorAll("tr")].map((row) => row.dataset.rowId))
    .toEqual(byValue);
  expect(numbers()).toEqual(["1", "2", "3"]);
  // a search keeps one row: it is number 1
  await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), byValue[2]!);
  await expect
    .poll(() => [...body().querySelectorAll("tr")].map((row) => row.dataset.rowId))
    .toEqual([byValue[2]]);
  expect(numbers()).toEqual(["1"]);
});

// README: a cell "that shows other state reads it through a hook (a context, a store)": the app's own context
const Mode = React.createContext("view");
test("a cell that reads the app's context renders again with it (the README's way for other state)", async () => {
  const columns = col.columns([
    col.accessor("name", { header: "Asset", meta: { rowHeader: true } }),
    col.display({
      id: "mode",
      header: "Mode",
      cell: function ModeCell() {
        return React.useContext(Mode);
      },
    }),
  ]);
  const screen = await render(
    <Mode.Provider value="view">
      <Assets columns={columns} data={rows} />
    </Mode.Provider>,
  );
  await screen.rerender(
    <Mode.Provider value="edit">
      <Assets columns={columns} data={rows} />
    </Mode.Provider>,
  );
  for (const row of rows) await expect.poll(() => cellText(row.id, "Mode")).toBe("edit");
});

// `info.table` is the table every renderer is handed: its selection reaches every row, not only the one clicked
test("a cell reading the table's selection (an action disabled while rows are selected) follows it in every row", async () => {
  const columns = col.columns([
    col.accessor("name", { header: "Asset", meta: { rowHeader: true } }),
    col.display({
      id: "edit",
      header: "Edit",
      cell: ({ row, table }) => (
        <button type="button" disabled={table.getIsSomeRowsSelected() || table.getIsAllRowsSelected()}>
          Edit {row.original.name}
        </button>
      ),
    }),
  ]);
  const screen = await render(<Assets columns={columns} data={rows} enableRowSelection />);
  await userEvent.click(screen.getByRole("checkbox", { name: `Select ${rows[1]!.name}` }));
  await expect.element(screen.getByText("1 of 3 selected")).toBeVisible();
  await expect.element(screen.getByRole("button", { name: `Edit ${rows[1]!.name}` })).toBeDisabled();
  await expect.element(screen.getByRole("button", { name: `Edit ${rows[0]!.name}` })).toBeDisabled();
});

const many = generateAssets(500);
const scroller = () => document.querySelector<HTMLElement>("[data-slot=table-container]")!;
const rendered = () => [...body().querySelectorAll<HTMLElement>("tr[data-row-id]")];

test("virtual rows: a sort moves rows that stay rendered; their data-index and aria-rowindex follow", async () => {
  // 15 rows: all rendered (the view and its overscan), before and after the sort
  const fifteen = assets.slice(0, 15);
  const screen = await render(<Assets data={fifteen} virtualRows={{ height: 400 }} />);
  await expect.poll(() => rendered().length).toBe(15);
  const elements = new Map(rendered().map((row) => [row.dataset.rowId, row]));
  // numbers sort high to low first
  await userEvent.click(screen.getByRole("button", { name: "Value" }));
  const sorted = [...fifteen].sort((a, b) => b.value - a.value).map((row) => row.id);
  await expect.poll(() => rendered().map((row) => row.dataset.rowId)).toEqual(sorted);
  rendered().forEach((row, i) => {
    // the same element, moved
    expect(row).toBe(elements.get(row.dataset.rowId));
    expect([row.dataset.rowId, row.dataset.index, row.getAttribute("aria-rowindex")]).toEqual([
      sorted[i],
      String(i),
      String(i + 2),
    ]);
  });
});

test("virtual rows: a focused row scrolled away stays rendered and shows the edited data", async () => {
  const screen = await render(<Assets data={many} virtualRows={{ height: 400 }} enableRowSelection />);
  const box = screen.getByRole("checkbox", { name: `Select ${many[1]!.name}` });
  (box.element() as HTMLElement).focus();
  scroller().scrollTop = scroller().scrollHeight;
  await expect.poll(() => rendered().at(-1)?.dataset.rowId).toBe(many.at(-1)!.id);
  expect(document.activeElement).toBe(box.element());
  const edited = many.map((row, i) =>
    i === 1 || i === many.length - 1 ? { ...row, name: `${row.name} (new)` } : row,
  );
  await screen.rerender(<Assets data={edited} virtualRows={{ height: 400 }} enableRowSelection />);
  await expect.poll(() => cellText(many[1]!.id, "Asset")).toBe(`${many[1]!.name} (new)`);
  expect(cellText(many.at(-1)!.id, "Asset")).toBe(`${many.at(-1)!.name} (new)`);
  await expect.element(screen.getByRole("checkbox", { name: `Select ${many[1]!.name} (new)` })).toHaveFocus();
});
