// The DataTable's own words (English defaults), for translation. No "use client": plain data and formatters.

/** A sort direction as `aria-sort` names it. */
export type DataTableSortDirection = "ascending" | "descending" | "none";

/** The DataTable's own words, for translation. */
export type DataTableLabels = {
  /**
   * Name of the header checkbox.
   * @default "Select all rows on this page"
   */
  selectAll: string;
  /**
   * Name of a row's checkbox, from the row's label (`getRowLabel`).
   * @default "Select <label>"
   */
  selectRow: (rowLabel: string) => string;
  /**
   * Label of the page size control.
   * @default "Rows per page"
   */
  rowsPerPage: string;
  /**
   * The page position.
   * @default "Page 2 of 100"
   */
  page: (page: number, pageCount: number) => string;
  /**
   * A page's number on its button, written as `page` writes it.
   * @default "5,000"
   */
  pageNumber: (page: number) => string;
  /**
   * The selection count.
   * @default "3 of 1,000 selected"
   */
  selected: (count: number, total: number) => string;
  /**
   * Announced after a sort change.
   * @default "Sorted by Name, ascending" / "Name: not sorted"
   */
  sorted: (column: string, direction: DataTableSortDirection) => string;
  /**
   * Announced while `loading`.
   * @default "Loading"
   */
  loading: string;
  /**
   * Name of the pagination landmark.
   * @default "Pagination"
   */
  pagination: string;
  /**
   * Visible text of the previous-page button (only the chevron shows in a narrow table).
   * @default "Previous"
   */
  previous: string;
  /**
   * Name of the previous-page button.
   * @default "Go to previous page"
   */
  previousPage: string;
  /**
   * Visible text of the next-page button.
   * @default "Next"
   */
  next: string;
  /**
   * Name of the next-page button.
   * @default "Go to next page"
   */
  nextPage: string;
  /**
   * What the ellipsis between page numbers stands for, read by screen readers.
   * @default "More pages"
   */
  morePages: string;
  /**
   * Announced after a change when more than one column sorts.
   * @default "Sorted by Site, ascending, then by Value, descending"
   */
  sortedBy: (sorts: { column: string; direction: Exclude<DataTableSortDirection, "none"> }[]) => string;
  /**
   * Name of the toolbar's search box (`searchable`).
   * @default "Search"
   */
  search: string;
  /**
   * Placeholder of the toolbar's search box.
   * @default "Search…"
   */
  searchPlaceholder: string;
  /**
   * Text of the column visibility menu's button.
   * @default "Columns"
   */
  columns: string;
  /**
   * Heading of the column visibility menu.
   * @default "Show columns"
   */
  showColumns: string;
  /**
   * Text of the CSV export button.
   * @default "Export CSV"
   */
  exportCsv: string;
  /**
   * The CSV export button while `exportRows` fetches the rows.
   * @default "Exporting…"
   */
  exporting: string;
  /**
   * The bulk-action bar's count, and the footer's when the total is unknown (`manualPagination` without
   * `rowCount`).
   * @default "3 selected"
   */
  bulkSelected: (count: number) => string;
  /**
   * The bulk-action bar's button that clears the selection.
   * @default "Clear selection"
   */
  clearSelection: string;
  /**
   * Name of the bulk-action bar.
   * @default "Selected rows"
   */
  bulkActions: string;
  /**
   * Shown when `error` is `true` (no message of its own).
   * @default "The data could not be loaded."
   */
  error: string;
  /**
   * The error state's retry button (with `onRetry`).
   * @default "Try again"
   */
  retry: string;
  /**
   * The row count of a table with virtual rows (no pages).
   * @default "10,000 rows"
   */
  rows: (count: number) => string;
};

const count = new Intl.NumberFormat("en");
export const DATA_TABLE_LABELS: DataTableLabels = {
  selectAll: "Select all rows on this page",
  selectRow: (rowLabel) => `Select ${rowLabel}`,
  rowsPerPage: "Rows per page",
  page: (page, pageCount) => `Page ${count.format(page)} of ${count.format(pageCount)}`,
  pageNumber: (page) => count.format(page),
  selected: (selected, total) => `${count.format(selected)} of ${count.format(total)} selected`,
  sorted: (column, direction) =>
    direction === "none" ? `${column}: not sorted` : `Sorted by ${column}, ${direction}`,
  loading: "Loading",
  pagination: "Pagination",
  previous: "Previous",
  previousPage: "Go to previous page",
  next: "Next",
  nextPage: "Go to next page",
  morePages: "More pages",
  sortedBy: (sorts) =>
    `Sorted by ${sorts.map(({ column, direction }) => `${column}, ${direction}`).join(", then by ")}`,
  search: "Search",
  searchPlaceholder: "Search…",
  columns: "Columns",
  showColumns: "Show columns",
  exportCsv: "Export CSV",
  exporting: "Exporting…",
  bulkSelected: (selected) => `${count.format(selected)} selected`,
  clearSelection: "Clear selection",
  bulkActions: "Selected rows",
  error: "The data could not be loaded.",
  retry: "Try again",
  rows: (rows) => `${count.format(rows)} ${rows === 1 ? "row" : "rows"}`,
};
