// URL state (use-url-state.ts): page, sort, search and column filters in the query string, written as the
// table changes, read on load and on Back and Forward; a search is one history entry, not one per keystroke.
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
    ["page", "size", "sort", "q", "status"].flatMap((key) =>
      params.has(key) ? [[key, params.get(key)]] : [],
    ),
  );
};
const withQuery = (query: string) => {
  const url = new URL(start);
  for (const [key, value] of new URLSearchParams(query)) url.searchParams.set(key, value);
  // a new last entry: a test's Back and Forward leave entries ahead, which a push would drop (history.length)
  window.history.pushState(window.history.state, "", url);
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

test("a search is one history entry however long it is typed, on page 1; Back returns to the page it left", async () => {
  withQuery("page=4");
  const screen = await render(<UrlTable />);
  const length = window.history.length;
  await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), "porto");
  await expect.element(screen.getByText(/^Page 1 of/)).toBeVisible();
  expect(tableParams()).toEqual({ q: "porto" });
  // the first keystroke pushed, the next four replaced it
  expect(window.history.length).toBe(length + 1);
  expect(shownIds()[0]).toBe(assets.find((a) => /porto/i.test(a.site))!.id);
  window.history.back();
  await expect.element(screen.getByText("Page 4 of 100")).toBeVisible();
  expect(tableParams()).toEqual({ page: "4" });
  await expect.element(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("");
});

const STATUSES = ["In use", "Available", "Maintenance", "Missing"];
function FilteredUrlTable(options: UseDataTableUrlStateOptions) {
  const url = useDataTableUrlState({
    sortable: ["id", "name", "site", "status", "value"],
    filterable: { status: STATUSES },
    ...options,
  });
  return (
    <Assets
      searchable
      {...url}
      toolbar={(table) => (
        <select
          aria-label="Status"
          value={(table.getColumn("status")?.getFilterValue() as string | undefined) ?? ""}
          onChange={(event) => table.getColumn("status")?.setFilterValue(event.target.value || undefined)}
        >
          <option value="">All</option>
          {STATUSES.map((status) => (
            <option key={status}>{status}</option>
          ))}
        </select>
      )}
    />
  );
}

test("column filters are in the URL: a filter is an entry on page 1; Back and Forward restore page, sort, filter and search together", async () => {
  const missing = assets.filter((a) => a.status === "Missing");
  const missingPages = Math.ceil(missing.length / 10);
  withQuery("page=3&sort=-value");
  const screen = await render(<FilteredUrlTable />);
  await expect.element(screen.getByText("Page 3 of 100")).toBeVisible();
  const length = window.history.length;
  await userEvent.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Missing");
  await expect.element(screen.getByText(`Page 1 of ${missingPages}`)).toBeVisible();
  expect(tableParams()).toEqual({ sort: "-value", status: "Missing" });
  expect(window.history.length).toBe(length + 1);
  // a search within the filter: one more entry
  const needle = missing[0]!.site.slice(0, 3).toLowerCase();
  await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), needle);
  await expect.poll(() => tableParams()).toEqual({ sort: "-value", status: "Missing", q: needle });
  expect(window.history.length).toBe(length + 2);

  window.history.back();
  await expect.poll(() => tableParams()).toEqual({ sort: "-value", status: "Missing" });
  await expect.element(screen.getByText(`Page 1 of ${missingPages}`)).toBeVisible();
  await expect.element(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("");
  window.history.back();
  // page 3 of every status again, sorted by value: not "Page 3 of <the missing ones' pages>"
  await expect.element(screen.getByText("Page 3 of 100")).toBeVisible();
  await expect.element(screen.getByRole("combobox", { name: "Status" })).toHaveValue("");
  expect(shownIds()).toEqual(ids(byValue.toReversed().slice(20, 30)));
  window.history.forward();
  await expect.element(screen.getByText(`Page 1 of ${missingPages}`)).toBeVisible();
  await expect.element(screen.getByRole("combobox", { name: "Status" })).toHaveValue("Missing");
  expect(shownIds()).toEqual(ids(missing.toSorted((a, b) => b.value - a.value).slice(0, 10)));
  window.history.forward();
  await expect.element(screen.getByRole("searchbox", { name: "Search" })).toHaveValue(needle);
  // the URL is user input: a status that is not one is no filter
  await screen.unmount();
  withQuery("status=Stolen");
  const again = await render(<FilteredUrlTable />);
  await expect.element(again.getByText("Page 1 of 100")).toBeVisible();
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
