// The DataTable's own words (English defaults), for translation. No "use client": plain data and formatters.

/** A sort direction as `aria-sort` names it. */
export type DataTableSortDirection = "ascending" | "descending" | "none";

/** The DataTable's own words, for translation. */
export type DataTableLabels = {
  /** Name of the header checkbox. Default: "Select all rows on this page". */
  selectAll: string;
  /** Name of a row's checkbox, from the row's label (`getRowLabel`). Default: "Select <label>". */
  selectRow: (rowLabel: string) => string;
  /** Label of the page size control. Default: "Rows per page". */
  rowsPerPage: string;
  /** The page position. Default: "Page 2 of 100". */
  page: (page: number, pageCount: number) => string;
  /** The selection count. Default: "3 of 1,000 selected". */
  selected: (count: number, total: number) => string;
  /** Announced after a sort change. Default: "Sorted by Name, ascending" / "Name: not sorted". */
  sorted: (column: string, direction: DataTableSortDirection) => string;
  /** Announced while `loading`. Default: "Loading". */
  loading: string;
  /** Name of the pagination landmark. Default: "Pagination". */
  pagination: string;
  /** Visible text of the previous-page button (only the chevron shows in a narrow table). Default: "Previous". */
  previous: string;
  /** Name of the previous-page button. Default: "Go to previous page". */
  previousPage: string;
  /** Visible text of the next-page button. Default: "Next". */
  next: string;
  /** Name of the next-page button. Default: "Go to next page". */
  nextPage: string;
  /** What the ellipsis between page numbers stands for, read by screen readers. Default: "More pages". */
  morePages: string;
};

const count = new Intl.NumberFormat("en");
export const DATA_TABLE_LABELS: DataTableLabels = {
  selectAll: "Select all rows on this page",
  selectRow: (rowLabel) => `Select ${rowLabel}`,
  rowsPerPage: "Rows per page",
  page: (page, pageCount) => `Page ${count.format(page)} of ${count.format(pageCount)}`,
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
};
