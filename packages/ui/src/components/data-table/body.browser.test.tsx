// The body (body.tsx): column priorities by the table's width, truncated cells, skeleton rows while loading.
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { beforeEach, expect, test, vi } from "vitest";
import { Assets, assets, body, ids, shownIds } from "../../test/data-table.js";
import { createDataTableColumnHelper, type DataTableProps } from "./index.js";
import type { Asset } from "../../test/assets.js";

// a desktop-sized frame: below 640 px the page numbers give way to Previous/Next (tested on its own)
beforeEach(async () => {
  await page.viewport(1280, 800);
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

test("loading with no rows yet: skeleton rows, aria-busy and a Loading status; then the data", async () => {
  const screen = await render(<Assets data={[]} loading pageSize={5} enableRowSelection />);
  await expect.element(screen.getByRole("table", { name: "Assets" })).toHaveAttribute("aria-busy", "true");
  await expect.element(screen.getByRole("status")).toHaveTextContent("Loading");
  expect(body().querySelectorAll("tr[data-loading]")).toHaveLength(5);
  expect(body().querySelectorAll("[data-slot=skeleton]")).toHaveLength(5 * 6);
  // the checkbox's stand-in has the checkbox's corners (a square, not a dot)
  const standIn = getComputedStyle(body().querySelector("td [data-slot=skeleton]")!);
  const box = getComputedStyle(document.querySelector("thead [role=checkbox]")!);
  expect(standIn.borderTopLeftRadius).toBe(box.borderTopLeftRadius);
  expect(document.querySelector("[data-slot=data-table]")?.getAttribute("data-loading")).toBe("true");
  // the footer's room is held, unseen
  expect(document.querySelector("[data-slot=data-table-footer]")?.getAttribute("aria-hidden")).toBe("true");
  await screen.rerender(<Assets pageSize={5} enableRowSelection />);
  await expect.element(screen.getByRole("table", { name: "Assets" })).not.toHaveAttribute("aria-busy");
  expect(shownIds()).toEqual(ids(assets.slice(0, 5)));
});

test("a skeleton sits where its column's values will: start, centre or end of the cell", async () => {
  const col = createDataTableColumnHelper<Asset>();
  const aligned = col.columns([
    col.accessor("id", { header: "Tag" }),
    col.accessor("status", { header: "Status", meta: { align: "center" } }),
    col.accessor("value", { header: "Value", meta: { align: "end" } }),
  ]);
  await render(<Assets columns={aligned} data={[]} loading pageSize={1} />);
  const [start, centre, end] = [...body().querySelectorAll("tr[data-loading] td")].map((cell) => {
    const box = cell.getBoundingClientRect();
    const style = getComputedStyle(cell);
    const left = box.left + parseFloat(style.paddingLeft);
    const right = box.right - parseFloat(style.paddingRight);
    const bar = cell.querySelector("[data-slot=skeleton]")!.getBoundingClientRect();
    return {
      left: bar.left - left,
      right: right - bar.right,
      centre: (bar.left + bar.right) / 2 - (left + right) / 2,
    };
  });
  expect(start!.left).toBeCloseTo(0, 0);
  expect(Math.abs(centre!.centre)).toBeLessThan(1);
  expect(end!.right).toBeCloseTo(0, 0);
});

for (const [width, device] of [
  [1280, "a desktop"],
  [390, "a phone"],
] as const)
  test(`the table keeps its box on ${device}: first load (skeletons, the footer's room) → the rows → an error`, async () => {
    await page.viewport(width, 800);
    const col = createDataTableColumnHelper<Asset>();
    const columns = col.columns([
      col.accessor("id", { header: "Tag", meta: { priority: 2 } }),
      col.accessor("name", { header: "Asset", meta: { rowHeader: true } }),
      col.accessor("status", { header: "Status", meta: { format: "badge" } }),
      col.accessor("value", { header: "Value", meta: { align: "end" } }),
    ]);
    const table = (props: Partial<DataTableProps<Asset>>) => (
      <Assets
        columns={columns}
        data={[]}
        enableRowSelection
        manualPagination
        pagination={{ pageIndex: 0, pageSize: 10 }}
        {...props}
      />
    );
    const box = (selector: string) => {
      const { top, height, width } = document.querySelector(selector)!.getBoundingClientRect();
      return { top, height, width };
    };
    // the checkbox column too: the skeleton's stand-in is not a checkbox, yet its cell fits as the checkbox's
    const boxes = () => ({
      table: box("table"),
      dataTable: box("[data-slot=data-table]"),
      checkboxColumn: box("thead th[data-column-id=select]"),
    });
    // the server's first answer is on its way: no count yet
    const screen = await render(table({ loading: true }));
    await expect.element(screen.getByRole("status")).toHaveTextContent("Loading");
    const loading = boxes();
    const footer = document.querySelector("[data-slot=data-table-footer]")!;
    // the footer's room, unseen and out of the accessibility tree
    expect(footer.hasAttribute("data-placeholder")).toBe(true);
    expect(getComputedStyle(footer).visibility).toBe("hidden");
    await expect.element(screen.getByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();

    await screen.rerender(table({ data: assets.slice(0, 10), rowCount: 1000 }));
    await expect.element(screen.getByText("Page 1 of 100")).toBeVisible();
    expect(body().querySelectorAll("tr[data-row-id]")).toHaveLength(10);
    expect(boxes()).toEqual(loading);

    await screen.rerender(table({ error: "The server did not answer.", rowCount: 1000 }));
    await expect.element(screen.getByRole("alert")).toHaveTextContent("The server did not answer.");
    expect(boxes()).toEqual(loading);
  });

/** Where each body row and the footer are on the page. */
const boxes = () =>
  [...body().querySelectorAll("tr"), document.querySelector("[data-slot=data-table-footer]")!].map((el) => {
    const { top, left, width, height } = el.getBoundingClientRect();
    return { top, left, width, height };
  });

test("loading with rows: they stay where they are (no layout jump), readable, a progress bar, the table busy; then the new rows", async () => {
  const page1 = assets.slice(0, 10);
  const page2 = assets.slice(10, 20);
  const table = (data: Asset[], loading: boolean) => (
    <Assets data={data} loading={loading} enableRowSelection manualPagination rowCount={1000} />
  );
  const screen = await render(table(page1, false));
  const before = boxes();
  // the next page is on its way: the same rows, in the same boxes, the footer too
  await screen.rerender(table(page1, true));
  await expect.element(screen.getByRole("table", { name: "Assets" })).toHaveAttribute("aria-busy", "true");
  await expect.element(screen.getByRole("status")).toHaveTextContent("Loading");
  expect(shownIds()).toEqual(ids(page1));
  expect(body().hasAttribute("data-stale")).toBe(true);
  expect(body().querySelectorAll("[data-slot=skeleton]")).toHaveLength(0);
  expect(boxes()).toEqual(before);
  // a bar over the table's top edge says so; the rows stay at full contrast (still readable)
  const bar = document.querySelector("[data-slot=data-table-progress]")!;
  expect(bar.getBoundingClientRect().top).toBe(document.querySelector("table")!.getBoundingClientRect().top);
  expect(getComputedStyle(body()).opacity).toBe("1");
  await screen.rerender(table(page2, false));
  expect(document.querySelector("[data-slot=data-table-progress]")).toBeNull();
  expect(shownIds()).toEqual(ids(page2));
  expect(body().hasAttribute("data-stale")).toBe(false);
  expect(boxes()).toEqual(before);
});

test("error: the message as an alert, a retry button that keeps the focus in the table; the footer's room only", async () => {
  const onRetry = vi.fn();
  const screen = await render(<Assets data={[]} error="The server did not answer." onRetry={onRetry} />);
  const alert = screen.getByRole("alert");
  await expect.element(alert).toHaveTextContent("The server did not answer.");
  expect(document.querySelector("[data-slot=data-table]")?.hasAttribute("data-error")).toBe(true);
  const footer = document.querySelector("[data-slot=data-table-footer]")!;
  expect(footer.hasAttribute("data-placeholder")).toBe(true);
  expect(getComputedStyle(footer).visibility).toBe("hidden");
  // the error row spans every column, marked as an Alert's error is (the mark hidden from assistive tech)
  expect(body().querySelector("td")?.colSpan).toBe(5);
  const mark = body().querySelector("td svg")!;
  expect(mark.getAttribute("aria-hidden")).toBe("true");
  const probe = document.body.appendChild(document.createElement("span"));
  probe.className = "text-error";
  expect(getComputedStyle(mark).color).toBe(getComputedStyle(probe).color);
  probe.remove();
  const retry = screen.getByRole("button", { name: "Try again" });
  (retry.element() as HTMLElement).focus();
  await userEvent.keyboard("{Enter}");
  expect(onRetry).toHaveBeenCalledTimes(1);
  // the button goes away with the error; the focus stays in the table
  await screen.rerender(<Assets data={[]} loading onRetry={onRetry} />);
  expect(document.activeElement).toBe(screen.getByRole("table", { name: "Assets" }).element());
  // `error={true}` says the table's own words; no retry without onRetry
  await screen.rerender(<Assets error />);
  await expect.element(screen.getByRole("alert")).toHaveTextContent("The data could not be loaded.");
  await expect.element(screen.getByRole("button", { name: "Try again" })).not.toBeInTheDocument();
});

test("virtual rows render once while the body settles and the header fixes its widths; a focus move renders none", async () => {
  const col = createDataTableColumnHelper<Asset>();
  const renders = new Map<string, number>();
  const counted = col.columns([
    col.accessor("name", {
      header: "Asset",
      meta: { rowHeader: true },
      cell: (info) => {
        renders.set(info.row.id, (renders.get(info.row.id) ?? 0) + 1);
        return info.getValue();
      },
    }),
    col.accessor("status", { header: "Status" }),
  ]);
  const screen = await render(
    <Assets columns={counted} data={assets.slice(0, 200)} virtualRows={{ height: 320 }} enableRowSelection />,
  );
  // settled: the body's rows are those of the measured view, and the header's widths are fixed from them
  await expect.poll(() => document.querySelector("table")?.classList.contains("table-fixed")).toBe(true);
  expect(body().hasAttribute("data-settled")).toBe(true);
  const shown = [...body().querySelectorAll<HTMLElement>("tr[data-row-id]")].map((row) => row.dataset.rowId!);
  expect(shown.length).toBeGreaterThan(5);
  const once = Object.fromEntries(shown.map((id) => [id, 1]));
  const counts = () => Object.fromEntries(shown.map((id) => [id, renders.get(id) ?? 0]));
  expect(counts()).toEqual(once);
  // the body keeps the focused row rendered (its own state): the rows do not render for it
  (screen.getByRole("checkbox", { name: `Select ${assets[2]!.name}` }).element() as HTMLElement).focus();
  await expect.poll(() => document.activeElement?.closest("tr")?.dataset.rowId).toBe(assets[2]!.id);
  expect(counts()).toEqual(once);

  // what the cells may show does render them: a selection, new columns
  await userEvent.keyboard(" ");
  await expect
    .element(screen.getByRole("row", { name: new RegExp(assets[2]!.name) }))
    .toHaveAttribute("data-state", "selected");
  renders.clear();
  await screen.rerender(
    <Assets
      columns={[...counted]}
      data={assets.slice(0, 200)}
      virtualRows={{ height: 320 }}
      enableRowSelection
    />,
  );
  await expect.poll(() => shown.every((id) => (renders.get(id) ?? 0) > 0)).toBe(true);
});

test("a renderer that reads the table's search renders again as it changes: the term marked in the rows that stay", async () => {
  const col = createDataTableColumnHelper<Asset>();
  const marked = col.columns([
    col.accessor("name", {
      header: "Asset",
      meta: { rowHeader: true },
      cell: (info) => {
        const term = String(info.table.atoms.globalFilter?.get() ?? "");
        const name = info.getValue();
        const at = term ? name.toLowerCase().indexOf(term.toLowerCase()) : -1;
        if (at < 0) return name;
        return (
          <>
            {name.slice(0, at)}
            <mark>{name.slice(at, at + term.length)}</mark>
            {name.slice(at + term.length)}
          </>
        );
      },
    }),
  ]);
  const rows = [assets[0]!];
  const name = rows[0]!.name;
  const screen = await render(<Assets columns={marked} data={rows} searchable />);
  const search = screen.getByRole("searchbox", { name: "Search" });
  const mark = () => body().querySelector("mark")?.textContent;
  // the same row stays through each term: only the search changed
  await userEvent.type(search, name.slice(0, 1));
  await expect.poll(mark).toBe(name.slice(0, 1));
  await userEvent.type(search, name.slice(1, 3));
  await expect.poll(mark).toBe(name.slice(0, 3));
  await userEvent.clear(search);
  await expect.poll(mark).toBeUndefined();
});
