// The DataTable's props (its JSDoc is what Storybook's props table and the README show) and the state types its
// controlled props take. Types only: no "use client" (a Server Component may type the props it hands over).
import type {
  ColumnFiltersState,
  ColumnVisibilityState,
  PaginationState,
  RowData,
  RowSelectionState,
  SortingState,
} from "@tanstack/react-table";
import type * as React from "react";
import type { DataTableColumnDef, DataTableRow } from "./columns.js";
import type { DataTableExport } from "./export.js";
import type { DataTableLabels } from "./labels.js";
import type { DataTableInstance } from "./state.js";
import type { DataTableSelection } from "./toolbar.js";
import type { DataTableVirtualOptions } from "./virtual.js";

// The state the table's controlled props take, named here so an app types its own state without importing
// TanStack Table (the kit's dependency, not the app's)
/** Page index (from 0) and size: `{ pageIndex: 0, pageSize: 20 }`. */
export type DataTablePaginationState = PaginationState;
/** The sorted columns in precedence order: `[{ id: "value", desc: true }]`. */
export type DataTableSortingState = SortingState;
/** The column filters: `[{ id: "status", value: "Missing" }]`. */
export type DataTableColumnFiltersState = ColumnFiltersState;
/** The selected rows' ids, each `true`: `{ "TAG-0001": true }` (an unselected row is absent). */
export type DataTableRowSelectionState = RowSelectionState;
/** Shown (`true`) or hidden (`false`) per column id; a column not named is shown. */
export type DataTableColumnVisibilityState = ColumnVisibilityState;

export type DataTableProps<TData extends RowData> = Omit<React.ComponentProps<"div">, "children"> & {
  /** Column definitions; keep the array stable (module scope or `useMemo`), or every render re-sorts. */
  columns: DataTableColumnDef<TData>[];
  /** The rows (with `manualPagination`, the current page's); keep the array stable between real changes. */
  data: TData[];
  /**
   * A stable id per row, used by selection and as React key (e.g. `(asset) => asset.id`).
   * @default the index
   */
  getRowId?: (row: TData, index: number) => string;
  /**
   * A row's name in its checkbox label ("Select Forklift 7").
   * @default "row <id>"
   */
  getRowLabel?: (row: TData) => string;
  /**
   * Names the table for assistive tech (`aria-label`). Unset: the table has no name (give one when a page has
   * more than one table).
   * @default undefined
   */
  label?: string;
  /**
   * Locale of the cell formats (`meta.format`).
   * @default "en"
   */
  locale?: string;

  /**
   * Page index and size, controlled (with `onPaginationChange`). Uncontrolled without it (starts from `defaultPagination`).
   * @default undefined
   */
  pagination?: PaginationState;
  /**
   * The page an uncontrolled table starts on.
   * @default { pageIndex: 0, pageSize: pageSize }
   */
  defaultPagination?: PaginationState;
  /**
   * Called with the new page index and size (a page button, the page size control, a new sort or filter).
   * @default undefined
   */
  onPaginationChange?: (pagination: PaginationState) => void;
  /**
   * Rows per page at first (uncontrolled).
   * @default 10
   */
  pageSize?: number;
  /**
   * Choices of the page size control (a `pageSize` not among them joins them); an empty list hides it.
   * @default [10, 20, 50]
   */
  pageSizeOptions?: number[];
  /**
   * The server pages: `data` is the current page, `rowCount` (or `pageCount`) the whole.
   * @default false
   */
  manualPagination?: boolean;
  /**
   * Rows that match the filters on the server, with `manualPagination`: the pages and the footer's "3 of
   * 1,234 selected" follow it. Without it (and with `manualPagination`) the total is unknown: the footer says
   * "3 selected".
   * @default the rows of `data` without `manualPagination`, else unknown
   */
  rowCount?: number | undefined;
  /**
   * Pages on the server, when it tells pages rather than rows (the total of rows stays unknown: give
   * `rowCount` too for "3 of 1,234 selected").
   * @default from `rowCount`
   */
  pageCount?: number | undefined;

  /**
   * Sort state, controlled (with `onSortingChange`). Uncontrolled without it (starts from `defaultSorting`).
   * @default undefined
   */
  sorting?: SortingState;
  /**
   * Initial sort of an uncontrolled table.
   * @default unsorted
   */
  defaultSorting?: SortingState;
  /**
   * Called with the new sort state when a header is pressed.
   * @default undefined
   */
  onSortingChange?: (sorting: SortingState) => void;
  /**
   * The server sorts: `data` comes in the order `sorting` asks for.
   * @default false
   */
  manualSorting?: boolean;
  /**
   * Shift with a header press (click, Enter, Space) adds its column to the sort.
   * @default true
   */
  enableMultiSort?: boolean;

  /**
   * Text every row is searched for (columns with string or number values), controlled. Uncontrolled without it (starts from `defaultGlobalFilter`).
   * @default undefined
   */
  globalFilter?: string;
  /**
   * Initial search text of an uncontrolled table.
   * @default ""
   */
  defaultGlobalFilter?: string;
  /**
   * Called with the new search text (the toolbar's search box).
   * @default undefined
   */
  onGlobalFilterChange?: (globalFilter: string) => void;
  /**
   * Filters per column (`[{ id: "status", value: "Missing" }]`), controlled. Uncontrolled without it (starts from `defaultColumnFilters`).
   * @default undefined
   */
  columnFilters?: ColumnFiltersState;
  /**
   * Initial column filters of an uncontrolled table.
   * @default []
   */
  defaultColumnFilters?: ColumnFiltersState;
  /**
   * Called with the new column filters (a `toolbar` control calling `column.setFilterValue`).
   * @default undefined
   */
  onColumnFiltersChange?: (columnFilters: ColumnFiltersState) => void;
  /**
   * The server filters: `data` holds only matching rows.
   * @default false
   */
  manualFiltering?: boolean;

  /**
   * Adds a checkbox column: `true` for every row, or a predicate per row.
   * @default false
   */
  enableRowSelection?: boolean | ((row: DataTableRow<TData>) => boolean);
  /**
   * Selected row ids (`{ [id]: true }`), controlled (with `onRowSelectionChange`). Uncontrolled without it (starts from `defaultRowSelection`).
   * @default undefined
   */
  rowSelection?: RowSelectionState;
  /**
   * Initial selection of an uncontrolled table.
   * @default {}
   */
  defaultRowSelection?: RowSelectionState;
  /**
   * Called with the new selection.
   * @default undefined
   */
  onRowSelectionChange?: (selection: RowSelectionState) => void;

  /**
   * Hidden columns (`{ site: false }`, at every width), controlled (with `onColumnVisibilityChange`); `true`
   * shows a column even where its `meta.priority` gives way (the columns menu's tick), and a column left out
   * follows its priority. Uncontrolled without it (starts from `defaultColumnVisibility`).
   * @default undefined
   */
  columnVisibility?: ColumnVisibilityState;
  /**
   * Columns hidden at first in an uncontrolled table.
   * @default {} (all shown)
   */
  defaultColumnVisibility?: ColumnVisibilityState;
  /**
   * Called with the new visibility (the columns menu).
   * @default undefined
   */
  onColumnVisibilityChange?: (visibility: ColumnVisibilityState) => void;

  /**
   * A search box in the toolbar, driving the global filter.
   * @default false
   */
  searchable?: boolean;
  /**
   * A "Columns" menu in the toolbar to show and hide columns (`enableHiding: false` keeps one). It checks the
   * columns on screen at the table's width; a tick shows a column its `meta.priority` hid there.
   * @default false
   */
  columnsMenu?: boolean;
  /**
   * An "Export CSV" button in the toolbar: the current view (the columns on screen, those the columns menu
   * checks; filters and order, every page the table has; `meta.export: false` leaves a column out).
   * @default false
   */
  exportable?: boolean;
  /**
   * Name of the exported file.
   * @default "<label>.csv", or "table.csv"
   */
  exportFileName?: string;
  /**
   * Called with the CSV instead of downloading it (e.g. to export every page from the server). Unset: the browser downloads the file.
   * @default undefined
   */
  onExport?: (file: DataTableExport<TData>) => void;
  /**
   * The rows "Export CSV" writes when the table does not have them all: a server-driven table's every page of
   * the current view (its search, filters and order), fetched when the button is pressed, which shows
   * `labels.exporting` meanwhile. The file is of the view and the columns on screen at that press. `signal`
   * aborts when the table unmounts meanwhile (the user left): pass it to `fetch`; no file is written then.
   * @default undefined (the rows of the current view the table has)
   */
  exportRows?: (options: { signal: AbortSignal }) => Promise<readonly TData[]>;
  /**
   * Called when `exportRows` rejects: no file is written; say why (a toast). Unset: the error is logged.
   * @default undefined
   */
  onExportError?: (error: unknown) => void;
  /**
   * The app's own controls in the toolbar (filters), or a function of the table instance that returns them
   * (`(table) => …`, to read and set `table.getColumn(id)`'s filter). Unset: none.
   * @default undefined
   */
  toolbar?: React.ReactNode | ((table: DataTableInstance<TData>) => React.ReactNode);
  /**
   * Actions on the selected rows, shown in a bar that takes the toolbar's place while rows are selected
   * ("3 selected", the actions, "Clear selection"). Unset: no bar.
   * @default undefined
   */
  bulkActions?: (selection: DataTableSelection<TData>) => React.ReactNode;

  /**
   * Data is on its way: the rows the table has stay in place (a progress bar over them); skeleton rows as tall
   * as rows of data (`meta.skeleton`) stand in when it has none, the footer's room held; the table is `aria-busy`.
   * @default false
   */
  loading?: boolean;
  /**
   * How many skeleton rows `loading` shows while there are no rows.
   * @default the page size (`pageSize` with `virtualRows`, whose one page holds every row)
   */
  loadingRows?: number;
  /**
   * The data could not be loaded: shown in place of the rows, as tall as they were, the footer's room held
   * (`true` shows `labels.error`). Unset: no error.
   * @default undefined
   */
  error?: React.ReactNode;
  /**
   * Called by the error state's retry button (shown only with this).
   * @default undefined
   */
  onRetry?: () => void;
  /**
   * Shown in place of rows when there are none (none at all, or none that match the filters).
   * @default "No results."
   */
  emptyState?: React.ReactNode;

  /**
   * Every row in one scrolling body with only the rows in view rendered (TanStack Virtual), for big
   * client-side tables: `true` or the options; no pages then. The column widths are fixed from the first rows
   * once the table is shown and its fonts have loaded (`table-fixed` on the table from then on).
   * @default false
   */
  virtualRows?: boolean | DataTableVirtualOptions;
  /**
   * The table's own words, for translation.
   * @default `DATA_TABLE_LABELS` (English)
   */
  labels?: Partial<DataTableLabels>;
};
