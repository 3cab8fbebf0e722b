// The footer (pagination.tsx): page buttons by keyboard, the page size control, its words, by the table's width.
import * as React from "react";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { beforeEach, expect, test } from "vitest";
import type { Asset } from "../../test/assets.js";
import { Assets, active, assets, ids, shownIds } from "../../test/data-table.js";
import type { DataTableProps } from "./index.js";

// a desktop-sized frame: below 640 px the page numbers give way to Previous/Next (tested on its own)
beforeEach(async () => {
  await page.viewport(1280, 800);
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

test("a page size that is not among the choices still shows, in its place among them", async () => {
  const screen = await render(<Assets data={assets.slice(0, 23)} pageSize={5} />);
  const pageSize = screen.getByRole("combobox", { name: "Rows per page" });
  await expect.element(pageSize).toHaveTextContent("5");
  await userEvent.click(pageSize);
  const options = () => [...document.querySelectorAll("[role=option]")].map((o) => o.textContent);
  await expect.poll(options).toEqual(["5", "10", "20", "50"]);
  await expect.element(page.getByRole("option", { name: "5" })).toHaveAttribute("aria-selected", "true");
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

test("the footer's controls are one height, on one line: the page size as tall as the page buttons", async () => {
  await render(<Assets data={assets.slice(0, 30)} pageSize={10} />);
  const size = document.querySelector("[data-slot=data-table-page-size]")!.getBoundingClientRect();
  const buttons = [...document.querySelectorAll("[data-slot=data-table-footer] nav button")].map((button) =>
    button.getBoundingClientRect(),
  );
  expect(buttons.length).toBeGreaterThan(2);
  expect([...new Set(buttons.map((b) => b.height))]).toEqual([size.height]);
  expect([...new Set(buttons.map((b) => b.top))]).toEqual([size.top]);
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

test("on a phone the footer is two lines whatever its numbers: the count and the page, then the page size and the buttons", async () => {
  await page.viewport(390, 844);
  // as a phone's page has it: 16 px each side
  const Footer = ({ rows, page: index }: { rows: number; page: number }) => (
    <div style={{ padding: 16 }}>
      <Assets
        data={assets.slice(0, rows)}
        pagination={{ pageIndex: index, pageSize: 10 }}
        onPaginationChange={() => {}}
        enableRowSelection
      />
    </div>
  );
  const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
  const middle = (r: DOMRect) => r.top + r.height / 2;
  const lines = () => {
    const footer = box("[data-slot=data-table-footer]");
    const count = box("[data-slot=data-table-selection]");
    const status = box("[data-slot=data-table-page]");
    const size = box("[data-slot=data-table-page-size]");
    const next = box("[data-slot=data-table-footer] nav li:last-child button");
    // first line: the count at its start, the page at its end
    expect(Math.abs(middle(status) - middle(count))).toBeLessThanOrEqual(2);
    expect(Math.abs(status.right - footer.right)).toBeLessThanOrEqual(1);
    // second line: the page size at its start, the buttons at its end
    expect(size.top).toBeGreaterThanOrEqual(Math.max(count.bottom, status.bottom));
    expect(Math.abs(middle(next) - middle(size))).toBeLessThanOrEqual(2);
    expect(Math.abs(next.right - footer.right)).toBeLessThanOrEqual(1);
    return footer.height;
  };
  const screen = await render(<Footer rows={200} page={0} />);
  await expect.element(screen.getByText("Page 1 of 20")).toBeVisible();
  const height = lines();
  await screen.rerender(<Footer rows={1000} page={87} />);
  await expect.element(screen.getByText("Page 88 of 100")).toBeVisible();
  expect(lines()).toBe(height);
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  // one page: no buttons, the same two lines
  await screen.rerender(<Footer rows={7} page={0} />);
  await expect.element(screen.getByText("Page 1 of 1")).toBeVisible();
  expect(document.querySelector("[data-slot=data-table-footer] nav")).toBeNull();
  expect(box("[data-slot=data-table-footer]").height).toBe(height);
});

test("on a phone the footer's room is the same loading, loaded on one page, and with no page sizes to choose", async () => {
  await page.viewport(390, 844);
  const height = () =>
    document.querySelector("[data-slot=data-table-footer]")!.getBoundingClientRect().height;
  const screen = await render(<Assets data={[]} loading enableRowSelection />);
  await expect.element(screen.getByRole("status")).toBeInTheDocument();
  const placeholder = height();
  await screen.rerender(<Assets data={assets.slice(0, 7)} enableRowSelection />);
  await expect.element(screen.getByText("Page 1 of 1")).toBeVisible();
  expect(height()).toBe(placeholder);
  await screen.rerender(<Assets data={assets.slice(0, 7)} enableRowSelection pageSizeOptions={[]} />);
  await expect.element(screen.getByText("Page 1 of 1")).toBeVisible();
  expect(height()).toBe(placeholder);
});

test("on a phone, right to left: the count and the page size at the right, the page and its buttons at the left", async () => {
  await page.viewport(390, 844);
  const screen = await render(
    <div dir="rtl">
      <Assets data={assets.slice(0, 30)} pageSize={10} enableRowSelection />
    </div>,
  );
  await expect.element(screen.getByText("Page 1 of 3")).toBeVisible();
  const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
  const footer = box("[data-slot=data-table-footer]");
  expect(Math.abs(box("[data-slot=data-table-selection]").right - footer.right)).toBeLessThanOrEqual(1);
  expect(Math.abs(box("[data-slot=data-table-page]").left - footer.left)).toBeLessThanOrEqual(1);
  expect(Math.abs(box("[data-slot=data-table-footer] nav").left - footer.left)).toBeLessThanOrEqual(1);
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

test("the selection count is a polite live region: each checkbox press is answered by the new count", async () => {
  const screen = await render(<Assets data={assets.slice(0, 30)} enableRowSelection />);
  const count = document.querySelector<HTMLElement>("[data-slot=data-table-selection]")!;
  expect(count.getAttribute("aria-live")).toBe("polite");
  expect(count.getAttribute("aria-atomic")).toBe("true");
  expect(count.textContent).toBe("0 of 30 selected");
  await userEvent.click(screen.getByRole("checkbox", { name: `Select ${assets[1]!.name}` }));
  await expect.element(screen.getByText("1 of 30 selected")).toBeVisible();
  // the same element (a live region is announced when its content changes, not when it is replaced)
  expect(document.querySelector("[data-slot=data-table-selection]")).toBe(count);
  await userEvent.click(screen.getByRole("checkbox", { name: "Select all rows on this page" }));
  expect(count.textContent).toBe("10 of 30 selected");
});

test("page buttons write their numbers as the footer does: the last of 5,000 pages reads 5,000, as its label says", async () => {
  const pageOf = (props: Partial<DataTableProps<Asset>>) => (
    <Assets data={assets.slice(0, 10)} manualPagination rowCount={50_000} {...props} />
  );
  const screen = await render(pageOf({ pagination: { pageIndex: 2, pageSize: 10 } }));
  await expect.element(screen.getByText("Page 3 of 5,000")).toBeVisible();
  const nav = screen.getByRole("navigation", { name: "Pagination" });
  await expect.element(nav.getByRole("button", { name: "5,000" })).toBeVisible();
  await expect.element(nav.getByRole("button", { name: "3" })).toHaveAttribute("aria-current", "page");
  // an app's own digits, through the labels
  const arabic = new Intl.NumberFormat("ar-EG");
  await screen.rerender(
    pageOf({ pagination: { pageIndex: 2, pageSize: 10 }, labels: { pageNumber: (n) => arabic.format(n) } }),
  );
  await expect.element(nav.getByRole("button", { name: arabic.format(5000) })).toBeVisible();
});

test("server pages: the count is of the server's rowCount; with pageCount alone the total is unknown and not made up", async () => {
  const page = (props: Partial<DataTableProps<Asset>>) => (
    <Assets
      data={assets.slice(0, 10)}
      manualPagination
      pagination={{ pageIndex: 0, pageSize: 10 }}
      enableRowSelection
      defaultRowSelection={{ [assets[0]!.id]: true, [assets[1]!.id]: true, [assets[2]!.id]: true }}
      {...props}
    />
  );
  const screen = await render(page({ rowCount: 47 }));
  await expect.element(screen.getByText("Page 1 of 5")).toBeVisible();
  expect(document.querySelector("[data-slot=data-table-selection]")?.textContent).toBe("3 of 47 selected");
  // pages only (10 of them, the last maybe short): not "3 of 10 selected", the rows this page holds
  await screen.rerender(page({ pageCount: 10 }));
  await expect.element(screen.getByText("Page 1 of 10")).toBeVisible();
  expect(document.querySelector("[data-slot=data-table-selection]")?.textContent).toBe("3 selected");
  // translated through the same label as the bulk bar's count
  await screen.rerender(page({ pageCount: 10, labels: { bulkSelected: (n) => `${n} choisis` } }));
  expect(document.querySelector("[data-slot=data-table-selection]")?.textContent).toBe("3 choisis");
  // a server that filters but leaves the pages here sent every matching row: they are the total
  await screen.rerender(
    <Assets
      key="a new table"
      data={assets.slice(0, 12)}
      manualFiltering
      enableRowSelection
      defaultRowSelection={{ [assets[0]!.id]: true }}
    />,
  );
  expect(document.querySelector("[data-slot=data-table-selection]")?.textContent).toBe("1 of 12 selected");
});

test("a page past the last (an old link) is no dead end: its footer stays and Previous leads to the last page", async () => {
  // the app's page (a URL's ?page=99), on rows here: the app decides, the table shows the way back
  function AppPaged(props: Partial<DataTableProps<Asset>>) {
    const [pagination, setPagination] = React.useState({ pageIndex: 98, pageSize: 10 });
    return (
      <Assets
        data={assets.slice(0, 47)}
        pagination={pagination}
        onPaginationChange={setPagination}
        {...props}
      />
    );
  }
  const screen = await render(<AppPaged />);
  await expect.element(screen.getByText("No results.")).toBeVisible();
  await expect.element(screen.getByText("Page 99 of 5")).toBeVisible();
  const previous = screen.getByRole("button", { name: "Go to previous page" });
  await expect.element(previous).toBeEnabled();
  await expect.element(screen.getByRole("button", { name: "Go to next page" })).toBeDisabled();
  await userEvent.click(previous);
  await expect.element(screen.getByText("Page 5 of 5")).toBeVisible();
  expect(shownIds()).toEqual(ids(assets.slice(40, 47)));

  // a server's page past its rowCount: the same way back, asked of the app
  const asked: number[] = [];
  await screen.rerender(
    <Assets
      key="server"
      data={[]}
      manualPagination
      rowCount={47}
      pagination={{ pageIndex: 98, pageSize: 10 }}
      onPaginationChange={(next) => asked.push(next.pageIndex)}
    />,
  );
  await expect.element(screen.getByText("Page 99 of 5")).toBeVisible();
  await userEvent.click(screen.getByRole("button", { name: "Go to previous page" }));
  expect(asked).toEqual([4]);

  // the first page of nothing is simply empty: no pager
  await screen.rerender(<Assets key="none" data={[]} />);
  await expect.element(screen.getByText("No results.")).toBeVisible();
  expect(document.querySelector("[data-slot=data-table-footer]")).toBeNull();
});

test("past the last page of a one-page table, or of no rows at all: Previous still leads back, the focus kept", async () => {
  function AppPaged({ pageIndex, ...props }: Partial<DataTableProps<Asset>> & { pageIndex: number }) {
    const [pagination, setPagination] = React.useState({ pageIndex, pageSize: 10 });
    return <Assets pagination={pagination} onPaginationChange={setPagination} {...props} />;
  }
  const screen = await render(<AppPaged data={assets.slice(0, 5)} pageIndex={98} />);
  await expect.element(screen.getByText("Page 99 of 1")).toBeVisible();
  const previous = screen.getByRole("button", { name: "Go to previous page" });
  (previous.element() as HTMLElement).focus();
  await userEvent.keyboard("{Enter}");
  await expect.element(screen.getByText("Page 1 of 1")).toBeVisible();
  expect(shownIds()).toEqual(ids(assets.slice(0, 5)));
  // the buttons went away under the focus: the table has it, not the page
  expect(document.querySelector("[data-slot=pagination]")).toBeNull();
  expect(active()).toBe(document.querySelector("[data-slot=data-table] table"));

  // no rows at all, on page 3: "No results." and the way back to page 1
  await screen.rerender(<AppPaged key="none" data={[]} pageIndex={2} />);
  await expect.element(screen.getByText("No results.")).toBeVisible();
  await userEvent.click(screen.getByRole("button", { name: "Go to previous page" }));
  await expect.poll(() => document.querySelector("[data-slot=data-table-footer]")).toBeNull();

  // the table's own page on rows that went away: back to page 1 by itself
  await screen.rerender(
    <Assets key="own" data={assets.slice(0, 30)} defaultPagination={{ pageIndex: 2, pageSize: 10 }} />,
  );
  await expect.element(screen.getByText("Page 3 of 3")).toBeVisible();
  await screen.rerender(<Assets key="own" data={[]} defaultPagination={{ pageIndex: 2, pageSize: 10 }} />);
  await expect.element(screen.getByText("No results.")).toBeVisible();
  await expect.poll(() => document.querySelector("[data-slot=data-table-footer]")).toBeNull();
});

test("a server's page past the last: while the page asked for loads, and after a failure there, the footer stays", async () => {
  const server = (props: Partial<DataTableProps<Asset>>) => (
    <Assets
      data={[]}
      manualPagination
      rowCount={47}
      pagination={{ pageIndex: 98, pageSize: 10 }}
      {...props}
    />
  );
  const screen = await render(server({ error: "Page not found.", onRetry: () => undefined }));
  await expect.element(screen.getByRole("alert")).toHaveTextContent("Page not found.");
  const previous = screen.getByRole("button", { name: "Go to previous page" });
  (previous.element() as HTMLElement).focus();
  // the app asks for page 5 and shows it loading, with no rows yet: the button keeps the focus
  await screen.rerender(server({ loading: true, pagination: { pageIndex: 4, pageSize: 10 } }));
  await expect.element(screen.getByText("Page 5 of 5")).toBeVisible();
  expect(active()).toBe(previous.element());
});

test("a server that has not said how many pages: no made-up count while page 3's first answer loads; Previous is page 2", async () => {
  const asked: number[] = [];
  const server = (props: Partial<DataTableProps<Asset>>) => (
    <Assets
      data={[]}
      manualPagination
      pagination={{ pageIndex: 2, pageSize: 10 }}
      onPaginationChange={(next) => asked.push(next.pageIndex)}
      {...props}
    />
  );
  // an old link to page 3, its first answer on the way: skeletons, no "Page 3 of 1"
  const screen = await render(server({ loading: true }));
  await expect.element(screen.getByRole("table")).toHaveAttribute("aria-busy", "true");
  // the footer's room only (unseen), with no count in it
  const footer = document.querySelector("[data-slot=data-table-footer]")!;
  expect(footer.hasAttribute("data-placeholder")).toBe(true);
  expect(footer.textContent).not.toMatch(/Page|selected/);
  // it failed: nothing asked of the app (no jump to page 1 behind the error)
  await screen.rerender(server({ error: true }));
  await expect.element(screen.getByRole("alert")).toBeVisible();
  expect(asked).toEqual([]);
  // its rows came, still without a count: Previous is the page before, not a "last page" of 1
  await screen.rerender(server({ data: assets.slice(20, 30) }));
  await userEvent.click(screen.getByRole("button", { name: "Go to previous page" }));
  expect(asked).toEqual([1]);
});

test("the table's own page waits for rows: a failed load on page 3 stays on page 3", async () => {
  const asked: number[] = [];
  const screen = await render(
    <Assets
      data={[]}
      manualPagination
      defaultPagination={{ pageIndex: 2, pageSize: 10 }}
      onPaginationChange={(next) => asked.push(next.pageIndex)}
      error="The server answered 503."
    />,
  );
  await expect.element(screen.getByRole("alert")).toBeVisible();
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  expect(asked).toEqual([]);
});
