// Virtual rows (virtual.tsx): 10,000 rows in one scrolling body with only those in view in the DOM; the row
// semantics (aria-rowcount, aria-rowindex), keyboard scrolling and focus kept on a row scrolled away.
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { beforeEach, expect, test } from "vitest";
import { generateAssets } from "../../test/assets.js";
import { Assets } from "../../test/data-table.js";

const many = generateAssets(10_000);

beforeEach(async () => {
  await page.viewport(1280, 800);
});

const container = () => document.querySelector<HTMLElement>("[data-slot=table-container]")!;
const rendered = () => [...document.querySelectorAll<HTMLElement>("tbody tr[data-row-id]")];
const widths = () => [...document.querySelectorAll("thead th")].map((th) => th.getBoundingClientRect().width);

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
  // the columns keep their widths whatever rows are in view
  expect(widths()).toEqual(before);
  // sorting re-orders all 10,000
  await userEvent.click(screen.getByRole("button", { name: "Value" }));
  container().scrollTop = 0;
  const top = Math.max(...many.map((a) => a.value));
  await expect.poll(() => rendered()[0]?.dataset.rowId).toBe(many.find((a) => a.value === top)!.id);
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
