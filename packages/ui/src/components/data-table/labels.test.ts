import { expect, test } from "vitest";
import { DATA_TABLE_LABELS as labels } from "./labels.ts";

test("the page position and a page's number group thousands as English writes them", () => {
  expect(labels.page(2, 100)).toBe("Page 2 of 100");
  expect(labels.page(1, 1)).toBe("Page 1 of 1");
  expect(labels.page(1234, 5000)).toBe("Page 1,234 of 5,000");
  // a page's button says its number as the position does
  expect(labels.pageNumber(5000)).toBe("5,000");
  expect(labels.pageNumber(7)).toBe("7");
});

test("a row's checkbox is named by the row's label", () => {
  expect(labels.selectRow("Forklift 12")).toBe("Select Forklift 12");
  expect(labels.selectAll).toBe("Select all rows on this page");
});

test("the selection counts: of the total in the footer, alone in the bulk-action bar", () => {
  expect(labels.selected(3, 1000)).toBe("3 of 1,000 selected");
  expect(labels.selected(0, 10)).toBe("0 of 10 selected");
  expect(labels.bulkSelected(3)).toBe("3 selected");
  expect(labels.bulkSelected(12500)).toBe("12,500 selected");
});

test("one column's sort is announced with its direction, and its clearing as not sorted", () => {
  expect(labels.sorted("Name", "ascending")).toBe("Sorted by Name, ascending");
  expect(labels.sorted("Value", "descending")).toBe("Sorted by Value, descending");
  expect(labels.sorted("Name", "none")).toBe("Name: not sorted");
});

test("a multi-column sort is announced in precedence order, each column with its direction", () => {
  expect(
    labels.sortedBy([
      { column: "Site", direction: "ascending" },
      { column: "Value", direction: "descending" },
    ]),
  ).toBe("Sorted by Site, ascending, then by Value, descending");
  expect(
    labels.sortedBy([
      { column: "Status", direction: "descending" },
      { column: "Site", direction: "ascending" },
      { column: "Name", direction: "ascending" },
    ]),
  ).toBe("Sorted by Status, descending, then by Site, ascending, then by Name, ascending");
  // one column reads as `sorted` reads it
  expect(labels.sortedBy([{ column: "Name", direction: "ascending" }])).toBe(
    labels.sorted("Name", "ascending"),
  );
});

test("the row count of virtual rows: grouped, one row singular", () => {
  expect(labels.rows(10000)).toBe("10,000 rows");
  expect(labels.rows(1)).toBe("1 row");
  expect(labels.rows(0)).toBe("0 rows");
  expect(labels.rows(2)).toBe("2 rows");
});

test("every label is there: the words are non-empty and the wording functions return text", () => {
  const entries = Object.entries(labels);
  expect(entries.length).toBeGreaterThan(20);
  for (const [name, label] of entries) {
    if (typeof label === "string") expect(label.trim(), name).not.toBe("");
    else expect(typeof label, name).toBe("function");
  }
  // the words the toolbar, pagination and states show, as the JSDoc defaults say
  expect(labels).toMatchObject({
    rowsPerPage: "Rows per page",
    loading: "Loading",
    pagination: "Pagination",
    previous: "Previous",
    previousPage: "Go to previous page",
    next: "Next",
    nextPage: "Go to next page",
    morePages: "More pages",
    search: "Search",
    searchPlaceholder: "Search…",
    columns: "Columns",
    showColumns: "Show columns",
    exportCsv: "Export CSV",
    exporting: "Exporting…",
    clearSelection: "Clear selection",
    bulkActions: "Selected rows",
    error: "The data could not be loaded.",
    retry: "Try again",
  });
});
