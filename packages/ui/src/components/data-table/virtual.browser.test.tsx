// Virtual rows (virtual.tsx): 10,000 rows in one scrolling body with only those in view in the DOM; the row
// semantics (aria-rowcount, aria-rowindex), keyboard scrolling and focus kept on a row scrolled away.
import { http, HttpResponse } from "msw";
import { setupWorker } from "msw/browser";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { assetColumns } from "../../test/asset-table.js";
import { generateAssets } from "../../test/assets.js";
import { boxShadows } from "../../test/focus-ring.js";
import { Assets } from "../../test/data-table.js";
import { serverRenderAndHydrate } from "../../test/hydrate.js";

const many = generateAssets(10_000);

// answers the slow web font of the last test when it says so
const worker = setupWorker();
beforeAll(() => worker.start({ quiet: true, onUnhandledFrame: "bypass" }));
afterAll(() => worker.stop());

beforeEach(async () => {
  await page.viewport(1280, 800);
});

const container = () => document.querySelector<HTMLElement>("[data-slot=table-container]")!;
const rendered = () => [...document.querySelectorAll<HTMLElement>("tbody tr[data-row-id]")];
const widths = () => [...document.querySelectorAll("thead th")].map((th) => th.getBoundingClientRect().width);
const cell = (id: string) => document.querySelector<HTMLElement>(`thead th[data-column-id="${id}"]`)!;

test("10,000 rows: a few dozen in the DOM, the count and each row's index for assistive tech", async () => {
  const screen = await render(
    <Assets data={many} virtualRows={{ height: 400 }} enableRowSelection label="All assets" />,
  );
  const table = screen.getByRole("table", { name: "All assets" });
  await expect.element(table).toHaveAttribute("aria-rowcount", "10001");
  expect(rendered().length).toBeGreaterThan(5);
  expect(rendered().length).toBeLessThan(40);
  expect(rendered()[0]?.getAttribute("aria-rowindex")).toBe("2");
  // no pages: the footer counts the rows
  await expect.element(screen.getByText("10,000 rows")).toBeVisible();
  await expect.element(screen.getByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();
  // the header stays on top while the body scrolls
  const before = widths();
  container().scrollTop = container().scrollHeight;
  await expect.poll(() => rendered().at(-1)?.dataset.rowId).toBe(many.at(-1)!.id);
  expect(rendered().at(-1)?.getAttribute("aria-rowindex")).toBe("10001");
  expect(rendered().length).toBeLessThan(40);
  const head = document.querySelector("thead th")!.getBoundingClientRect().top;
  expect(Math.abs(head - container().getBoundingClientRect().top)).toBeLessThan(1);
  // and keeps its line under it: the sticky cells draw it (a row's border stays behind with the scrolled row),
  // one line, not the row's as well at the top
  const border = getComputedStyle(document.querySelector("tbody tr[data-row-id]")!).borderBottomColor;
  for (const th of document.querySelectorAll("thead th"))
    expect(boxShadows(th)).toContain(`${border} 0px -1px 0px 0px inset`);
  expect(getComputedStyle(document.querySelector("thead tr")!).borderBottomWidth).toBe("0px");
  // the columns keep their widths whatever rows are in view
  expect(widths()).toEqual(before);
  // sorting re-orders all 10,000
  await userEvent.click(screen.getByRole("button", { name: "Value" }));
  container().scrollTop = 0;
  const top = Math.max(...many.map((a) => a.value));
  await expect.poll(() => rendered()[0]?.dataset.rowId).toBe(many.find((a) => a.value === top)!.id);
});

test("a server's HTML has the rows of the whole view, and hydrates without a mismatch", async () => {
  // 480 px and 32rem of 41 px rows: 12 in view, 10 more below; without the body's height up front the server's
  // HTML came with an empty body until the script had run
  for (const height of [480, "32rem"] as const) {
    const { html, host, errors, root } = await serverRenderAndHydrate(
      <Assets data={many} virtualRows={{ height }} label="All assets" />,
    );
    const rows = new DOMParser().parseFromString(html, "text/html").querySelectorAll("tbody tr[data-row-id]");
    expect(rows.length, `virtualRows.height ${height}`).toBeGreaterThanOrEqual(20);
    expect(rows.length).toBeLessThan(40);
    expect(errors).toEqual([]);
    await expect.poll(() => host.querySelector("table")?.classList.contains("table-fixed")).toBe(true);
    root.unmount();
    host.remove();
  }
});

test("the widths come from the rows the body settles on, not from the first render's estimate", async () => {
  // a row estimate of 10 px: the first render draws about 50 rows, the body settles on about 20 of 41 px. A
  // long site in row 36 is in the first set only: measured there, it widened the column (whether it was
  // measured there depended on the web font being loaded already)
  const long = many.map((asset, index) =>
    index === 35 ? { ...asset, site: "Rotterdam distribution centre, north yard, gate 14" } : asset,
  );
  const siteWidth = async (data: typeof many) => {
    const screen = await render(
      <Assets data={data} virtualRows={{ height: 400, estimateRowHeight: 10 }} enableRowSelection />,
    );
    await expect.poll(() => document.querySelector("table")?.classList.contains("table-fixed")).toBe(true);
    const width = cell("site").getBoundingClientRect().width;
    await screen.unmount();
    return width;
  };
  // the page's fonts loaded first: the widths are then measured without waiting for them
  await siteWidth(many);
  expect(await siteWidth(long)).toBe(await siteWidth(many));
});

test("rows after a loading state: the widths come from the rows the body settles on, not the first ones", async () => {
  // the same long site as above, in a row only the first data render (10 px a row) draws
  const long = many.map((asset, index) =>
    index === 35 ? { ...asset, site: "Rotterdam distribution centre, north yard, gate 14" } : asset,
  );
  const options = { height: 400, estimateRowHeight: 10 };
  const first = await render(<Assets data={many} virtualRows={options} enableRowSelection />);
  await expect.poll(() => document.querySelector("table")?.classList.contains("table-fixed")).toBe(true);
  const expected = cell("site").getBoundingClientRect().width;
  await first.unmount();
  const screen = await render(<Assets data={[]} loading virtualRows={options} enableRowSelection />);
  await expect.element(screen.getByRole("table")).toHaveAttribute("aria-busy", "true");
  await screen.rerender(<Assets data={long} virtualRows={options} enableRowSelection />);
  await expect.poll(() => document.querySelector("table")?.classList.contains("table-fixed")).toBe(true);
  expect(cell("site").getBoundingClientRect().width).toBe(expected);
});

test("rows after a short loading state: the widths wait until the body has grown to its height", async () => {
  // two skeleton rows: the body is a third of its 600 px while loading, and grows with the rows; a long site in
  // row 11 is only in the rows of the grown body
  const long = many.map((asset, index) =>
    index === 10 ? { ...asset, site: "Rotterdam distribution centre, north yard, gate 14" } : asset,
  );
  const options = { height: 600, estimateRowHeight: 41, overscan: 0 };
  const first = await render(<Assets data={long} virtualRows={options} enableRowSelection />);
  await expect.poll(() => document.querySelector("table")?.classList.contains("table-fixed")).toBe(true);
  const expected = cell("site").getBoundingClientRect().width;
  await first.unmount();
  const screen = await render(
    <Assets data={[]} loading loadingRows={2} virtualRows={options} enableRowSelection />,
  );
  await expect.element(screen.getByRole("table")).toHaveAttribute("aria-busy", "true");
  await screen.rerender(<Assets data={long} virtualRows={options} enableRowSelection />);
  await expect.poll(() => document.querySelector("table")?.classList.contains("table-fixed")).toBe(true);
  expect(cell("site").getBoundingClientRect().width).toBe(expected);
});

test("keyboard: the scrolling body is a focusable region; a focused row stays in the DOM while scrolled away", async () => {
  const screen = await render(<Assets data={many} virtualRows={{ height: 400 }} enableRowSelection />);
  const region = screen.getByRole("region", { name: "Assets" });
  (region.element() as HTMLElement).focus();
  await userEvent.keyboard("{End}");
  await expect.poll(() => rendered().at(-1)?.dataset.rowId).toBe(many.at(-1)!.id);
  await userEvent.keyboard("{Home}");
  await expect.poll(() => rendered()[0]?.dataset.rowId).toBe(many[0]!.id);
  // Tab moves down the rows' checkboxes, the body scrolls along
  const third = screen.getByRole("checkbox", { name: `Select ${many[2]!.name}` });
  (third.element() as HTMLElement).focus();
  for (let i = 0; i < 12; i++) await userEvent.tab();
  const focusedRow = (document.activeElement as HTMLElement).closest("tr")!;
  expect(focusedRow.dataset.rowId).toBe(many[14]!.id);
  await userEvent.keyboard(" ");
  expect(focusedRow.dataset.state).toBe("selected");
  // scrolled far away: the focused row is still there (out of view), and still focused
  container().scrollTop = container().scrollHeight / 2;
  await expect.poll(() => rendered().some((row) => Number(row.dataset.index) > 4000)).toBe(true);
  expect(document.activeElement?.closest("tr")?.dataset.rowId).toBe(many[14]!.id);
});

/** Whether every checkbox (header and rows) lies inside its own cell (to a subpixel): a collapsed column spills it. */
const checkboxesFit = () =>
  [...document.querySelectorAll<HTMLElement>("table [role=checkbox]")].every((box) => {
    const own = box.closest("th, td")!.getBoundingClientRect();
    const rect = box.getBoundingClientRect();
    return rect.width > 0 && rect.left >= own.left - 0.5 && rect.right <= own.right + 0.5;
  });

test("a table first rendered out of view (a hidden tab, a closed panel) fixes its widths once it shows", async () => {
  const shown = await render(<Assets data={many} virtualRows={{ height: 400 }} enableRowSelection />);
  await expect.poll(() => document.querySelector("table")?.classList.contains("table-fixed")).toBe(true);
  const expected = widths();
  await shown.unmount();
  // measured while hidden, every column had no width: the fixed layout collapsed the checkbox column
  const screen = await render(
    <div data-testid="panel" style={{ display: "none" }}>
      <Assets data={many} virtualRows={{ height: 400 }} enableRowSelection />
    </div>,
  );
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  (screen.getByTestId("panel").element() as HTMLElement).style.display = "block";
  await expect.poll(() => document.querySelector("table")?.classList.contains("table-fixed")).toBe(true);
  expect(checkboxesFit()).toBe(true);
  // the rows of the view, not all 10,000 (rows measured while hidden have no height)
  expect(rendered().length).toBeLessThan(40);
  // the same widths as the table that was never hidden
  expect(widths()).toEqual(expected);
});

test("a column a narrow table hides gets its width when the table widens", async () => {
  const columns = assetColumns.map((column) =>
    column.header === "Site" ? { ...column, meta: { ...column.meta, priority: 2 as const } } : column,
  );
  const screen = await render(
    <div data-testid="frame" style={{ width: 480 }}>
      <Assets data={many} columns={columns} virtualRows={{ height: 400 }} enableRowSelection />
    </div>,
  );
  await expect.poll(() => document.querySelector("table")?.classList.contains("table-fixed")).toBe(true);
  expect(cell("site").offsetParent).toBeNull();
  (screen.getByTestId("frame").element() as HTMLElement).style.width = "1200px";
  // shown again, the column has room for its header and its cells
  await expect.poll(() => cell("site").getBoundingClientRect().width).toBeGreaterThan(60);
  await expect.poll(checkboxesFit).toBe(true);
  const site = cell("site");
  expect(site.scrollWidth).toBeLessThanOrEqual(site.clientWidth);
});

test("the widths wait for the table's web font (in a fallback they fit other glyphs, and came out by cache)", async () => {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  worker.use(
    http.get("/__virtual-test/slow.woff2", async () => {
      await answered;
      return new HttpResponse(null, { status: 404 });
    }),
  );
  const face = document.createElement("style");
  face.textContent = `@font-face { font-family: "Slow Test"; src: url("/__virtual-test/slow.woff2") format("woff2"); }`;
  document.head.append(face);
  await render(
    <div style={{ fontFamily: '"Slow Test", monospace' }}>
      <Assets data={many} virtualRows={{ height: 400 }} enableRowSelection />
    </div>,
  );
  await expect.poll(() => rendered().length).toBeGreaterThan(5);
  await expect.poll(() => document.fonts.status).toBe("loading");
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  // rows and header are laid out, the font is on its way: nothing fixed yet
  expect(document.querySelector("table")?.classList.contains("table-fixed")).toBe(false);
  // the font settles (here: it fails, and the fallback stays): now the widths are fixed
  answer();
  await expect.poll(() => document.querySelector("table")?.classList.contains("table-fixed")).toBe(true);
  expect(checkboxesFit()).toBe(true);
  face.remove();
});

test("loading before the first rows: a page of skeleton rows, not one per possible row", async () => {
  const screen = await render(<Assets data={[]} loading virtualRows={{ height: 400 }} label="All assets" />);
  await expect
    .element(screen.getByRole("table", { name: "All assets" }))
    .toHaveAttribute("aria-busy", "true");
  expect(document.querySelectorAll("tbody tr[data-loading]")).toHaveLength(10);
});

test("an error keeps the scrolling body's box: the table does not collapse under the pointer, the message in view", async () => {
  const table = (error?: string) => (
    <Assets data={many} virtualRows={{ height: 400 }} label="All assets" error={error} onRetry={() => {}} />
  );
  const screen = await render(table());
  await expect.poll(() => rendered().length).toBeGreaterThan(5);
  // scrolled well down, as a reader would be when a refresh fails
  container().scrollTop = 20_000;
  await expect.poll(() => rendered()[0]?.getAttribute("aria-rowindex")).not.toBe("2");
  const before = container().getBoundingClientRect();
  const footer = document.querySelector("[data-slot=data-table-footer]")!.getBoundingClientRect().top;
  await screen.rerender(table("The server did not answer."));
  const alert = screen.getByRole("alert");
  await expect.element(alert).toHaveTextContent("The server did not answer.");
  expect(container().getBoundingClientRect().height).toBe(before.height);
  expect(document.querySelector("[data-slot=data-table-footer]")!.getBoundingClientRect().top).toBe(footer);
  // the body shows the message in its viewport, not 20,000 px down nor past its end
  const box = alert.element().getBoundingClientRect();
  expect(box.top).toBeGreaterThan(before.top);
  expect(box.bottom).toBeLessThan(before.bottom);
  expect(container().scrollHeight).toBe(container().clientHeight);
});
