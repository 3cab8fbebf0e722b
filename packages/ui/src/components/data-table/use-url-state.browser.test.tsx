// URL state (use-url-state.ts): page and sort in the query string, written as the table changes, read on
// load and on Back; the search replaces instead of adding history entries.
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { afterEach, beforeEach, expect, test } from "vitest";
import { Assets, assets, byValue, ids, shownIds } from "../../test/data-table.js";
import { useDataTableUrlState, type UseDataTableUrlStateOptions } from "./index.js";

const start = window.location.href;
beforeEach(async () => {
  await page.viewport(1280, 800);
});
afterEach(() => window.history.replaceState(window.history.state, "", start));

/** The test page's own parameters stay; these are the table's. */
const tableParams = () => {
  const params = new URLSearchParams(window.location.search);
  return Object.fromEntries(
    ["page", "size", "sort", "q"].flatMap((key) => (params.has(key) ? [[key, params.get(key)]] : [])),
  );
};
const withQuery = (query: string) => {
  const url = new URL(start);
  for (const [key, value] of new URLSearchParams(query)) url.searchParams.set(key, value);
  window.history.replaceState(window.history.state, "", url);
};

function UrlTable(options: UseDataTableUrlStateOptions) {
  const url = useDataTableUrlState({ sortable: ["id", "name", "site", "status", "value"], ...options });
  return <Assets searchable {...url} />;
}

test("opens the view the URL names; a page and a sort are written as history entries; Back returns", async () => {
  withQuery("page=3&sort=-value");
  const screen = await render(<UrlTable />);
  await expect.element(screen.getByText("Page 3 of 100")).toBeVisible();
  expect(shownIds()).toEqual(ids(byValue.toReversed().slice(20, 30)));
  const length = window.history.length;
  await userEvent.click(screen.getByRole("button", { name: "Go to next page" }));
  await expect.element(screen.getByText("Page 4 of 100")).toBeVisible();
  expect(tableParams()).toEqual({ page: "4", sort: "-value" });
  expect(window.history.length).toBe(length + 1);
  // a new order and its return to page 1: one entry, not two
  await userEvent.click(screen.getByRole("button", { name: "Site" }));
  await expect.element(screen.getByText("Page 1 of 100")).toBeVisible();
  expect(tableParams()).toEqual({ sort: "site" });
  expect(window.history.length).toBe(length + 2);
  // Back: page 4 by value again
  window.history.back();
  await expect.element(screen.getByText("Page 4 of 100")).toBeVisible();
  await expect
    .element(screen.getByRole("columnheader", { name: "Value" }))
    .toHaveAttribute("aria-sort", "descending");
  expect(shownIds()).toEqual(ids(byValue.toReversed().slice(30, 40)));
});

test("the search replaces the URL (typing adds no history) and takes the page back to 1 with it", async () => {
  withQuery("page=2");
  const screen = await render(<UrlTable />);
  const length = window.history.length;
  await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), "porto");
  await expect.element(screen.getByText(/^Page 1 of/)).toBeVisible();
  expect(tableParams()).toEqual({ q: "porto" });
  expect(window.history.length).toBe(length);
  expect(shownIds()[0]).toBe(assets.find((a) => /porto/i.test(a.site))!.id);
});

test("a malformed URL opens the first page unsorted; a page past the end is replaced by the last one", async () => {
  withQuery("page=abc&sort=-password&size=7");
  const screen = await render(<UrlTable />);
  await expect.element(screen.getByText("Page 1 of 100")).toBeVisible();
  expect(document.querySelectorAll("th[aria-sort]")).toHaveLength(0);
  await screen.unmount();
  withQuery("page=500");
  const length = window.history.length;
  const again = await render(<UrlTable pageCount={100} />);
  await expect.element(again.getByText("Page 100 of 100")).toBeVisible();
  await expect.poll(() => tableParams()).toEqual({ page: "100" });
  expect(window.history.length).toBe(length);
});
