"use client";

// The DataTable's state: the TanStack table instance, every slice controlled by the app (its value given) or
// kept here, each change reported at once through its handler; and the page rules (new filters and a new
// order start at page 1; fewer rows keep the last page that exists; deleted rows leave the selection).
import {
  functionalUpdate,
  useTable,
  type ColumnFiltersState,
  type ColumnPinningState,
  type PaginationState,
  type ReactTable,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
  type ColumnVisibilityState,
} from "@tanstack/react-table";
import * as React from "react";
import {
  dataTableFeatures,
  type DataTableColumnDef,
  type DataTableFeatures,
  type DataTableRow,
} from "./columns.js";
import { formatCell } from "./formats.js";
import { DATA_TABLE_LABELS, type DataTableLabels } from "./labels.js";
import { SELECT_COLUMN_ID } from "./layout.js";
import { selectColumn } from "./selection.js";

/** Virtual rows' one page of every row: one object, so the table's state stays the same between renders. */
const ALL_ROWS: PaginationState = { pageIndex: 0, pageSize: Number.MAX_SAFE_INTEGER };

/**
 * The same object while every value is the same (`===`), so an inline `labels={{ ... }}` of strings does not
 * count as a change on every render.
 */
export function useStableLabels(overrides: Partial<DataTableLabels> | undefined): DataTableLabels {
  const merged = { ...DATA_TABLE_LABELS, ...overrides };
  const [stable, setStable] = React.useState(merged);
  const changed = (Object.keys(merged) as (keyof DataTableLabels)[]).some(
    (key) => stable[key] !== merged[key],
  );
  // React's "adjust state while rendering": kept for the next render, used at once
  if (changed) setStable(merged);
  return changed ? merged : stable;
}

/**
 * One slice of state: the app's `value` when it gives one (controlled), else kept here from `initial`. Every
 * change goes to `onChange` at once, in the event that made it (a server-driven table fetches right away);
 * two changes of one slice in the same event build on each other.
 */
function useSlice<T>(value: T | undefined, initial: () => T, onChange: ((next: T) => void) | undefined) {
  const [own, setOwn] = React.useState(initial);
  const current = value !== undefined ? value : own;
  const pending = React.useRef<{ value: T } | null>(null);
  const update = (updater: Updater<T>) => {
    const base = pending.current ? pending.current.value : current;
    const next = functionalUpdate(updater, base);
    if (!pending.current) queueMicrotask(() => void (pending.current = null));
    pending.current = { value: next };
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  return [current, update, value !== undefined] as const;
}

const NO_FILTERS: ColumnFiltersState = [];
const NO_SORTING: SortingState = [];

export type DataTableStateOptions<TData extends RowData> = {
  columns: DataTableColumnDef<TData>[];
  data: TData[];
  getRowId?: (row: TData, index: number) => string;
  locale: string;
  pagination?: PaginationState;
  defaultPagination?: PaginationState;
  onPaginationChange?: (pagination: PaginationState) => void;
  pageSize: number;
  manualPagination: boolean;
  rowCount?: number;
  pageCount?: number;
  sorting?: SortingState;
  defaultSorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  manualSorting: boolean;
  enableMultiSort: boolean;
  globalFilter?: string;
  defaultGlobalFilter?: string;
  onGlobalFilterChange?: (globalFilter: string) => void;
  columnFilters?: ColumnFiltersState;
  defaultColumnFilters?: ColumnFiltersState;
  onColumnFiltersChange?: (columnFilters: ColumnFiltersState) => void;
  manualFiltering: boolean;
  enableRowSelection: boolean | ((row: DataTableRow<TData>) => boolean);
  rowSelection?: RowSelectionState;
  defaultRowSelection?: RowSelectionState;
  onRowSelectionChange?: (selection: RowSelectionState) => void;
  columnVisibility?: ColumnVisibilityState;
  defaultColumnVisibility?: ColumnVisibilityState;
  onColumnVisibilityChange?: (visibility: ColumnVisibilityState) => void;
  /** Rows are on their way: the page rules wait for them. */
  loading: boolean;
  /** An error stands in for the rows: the page rules wait for rows too. */
  failed: boolean;
  /** All rows at once (virtual rows): no pages. */
  paginate: boolean;
};

export type DataTableInstance<TData extends RowData> = ReactTable<DataTableFeatures, TData>;

/** The table instance of a DataTable, with its page rules. */
export function useDataTableState<TData extends RowData>(
  options: DataTableStateOptions<TData>,
): DataTableInstance<TData> {
  const { columns, enableRowSelection, locale, loading, failed, manualPagination, manualFiltering } = options;

  const [pagination, setPagination, paginationControlled] = useSlice(
    options.pagination,
    () => options.defaultPagination ?? { pageIndex: 0, pageSize: options.pageSize },
    options.onPaginationChange,
  );
  const [sorting, setSorting] = useSlice(
    options.sorting,
    () => options.defaultSorting ?? NO_SORTING,
    options.onSortingChange,
  );
  const [globalFilter, setGlobalFilter] = useSlice(
    options.globalFilter,
    () => options.defaultGlobalFilter ?? "",
    options.onGlobalFilterChange,
  );
  const [columnFilters, setColumnFilters] = useSlice(
    options.columnFilters,
    () => options.defaultColumnFilters ?? NO_FILTERS,
    options.onColumnFiltersChange,
  );
  const [rowSelection, setRowSelection] = useSlice(
    options.rowSelection,
    () => options.defaultRowSelection ?? {},
    options.onRowSelectionChange,
  );
  const [columnVisibility, setColumnVisibility] = useSlice(
    options.columnVisibility,
    () => options.defaultColumnVisibility ?? {},
    options.onColumnVisibilityChange,
  );
  /** A filter changed here (the search box, a column's filter): back to the first page, in the same event. */
  const toFirstPage = () => setPagination((old) => (old.pageIndex === 0 ? old : { ...old, pageIndex: 0 }));

  // the checkbox column is built once per set of columns (its words come from context), so neither sorting
  // nor an inline `labels` or `getRowLabel` rebuilds the column model; a column with a `format` and no `cell`
  // gets the format's cells
  const selectable = Boolean(enableRowSelection);
  const allColumns = React.useMemo<DataTableColumnDef<TData>[]>(() => {
    const formatted = columns.map((column) =>
      column.meta?.format && !column.cell
        ? ({ ...column, cell: formatCell(column.meta.format, locale) } as DataTableColumnDef<TData>)
        : column,
    );
    return selectable ? [selectColumn<TData>(), ...formatted] : formatted;
  }, [columns, selectable, locale]);

  // pinned columns (`meta.pin`), the checkbox column first: they stay in view while the table scrolls sideways
  const columnPinning = React.useMemo<ColumnPinningState>(() => {
    const ids = (side: "start" | "end") =>
      allColumns
        .filter((column) => column.meta?.pin === side)
        .map((column) => column.id ?? ("accessorKey" in column ? String(column.accessorKey) : ""))
        .filter(Boolean);
    return { start: [...(selectable ? [SELECT_COLUMN_ID] : []), ...ids("start")], end: ids("end") };
  }, [allColumns, selectable]);

  const table = useTable({
    features: dataTableFeatures,
    columns: allColumns,
    data: options.data,
    getRowId: options.getRowId,
    enableMultiSort: options.enableMultiSort,
    // the page is reset by the rules below, not on every data change (adding an asset keeps the page)
    autoResetPageIndex: false,
    enableRowSelection,
    globalFilterFn: "includesString",
    manualPagination: manualPagination || !options.paginate,
    manualSorting: options.manualSorting,
    manualFiltering,
    rowCount: options.rowCount,
    pageCount: options.pageCount,
    // every slice is owned here or by the app (useSlice); the table reads them and asks for changes
    state: {
      pagination: options.paginate ? pagination : ALL_ROWS,
      sorting,
      globalFilter,
      columnFilters,
      rowSelection,
      columnVisibility,
      columnPinning,
    },
    onPaginationChange: setPagination,
    onSortingChange: setSorting,
    onGlobalFilterChange: (updater) => {
      setGlobalFilter(updater);
      toFirstPage();
    },
    onColumnFiltersChange: (updater) => {
      setColumnFilters(updater);
      toFirstPage();
    },
    onRowSelectionChange: setRowSelection,
    onColumnVisibilityChange: setColumnVisibility,
    onColumnPinningChange: () => undefined,
  });

  const { pageIndex } = pagination;
  const pageCount = table.getPageCount();

  // rows deleted from `data` leave the selection (the app hears it through onRowSelectionChange), so a row
  // added back with the same id does not come back selected. Not when the server pages or filters: the
  // selection then holds rows the table has not loaded
  const rowsById = table.getCoreRowModel().rowsById;
  const prune = !manualPagination && !manualFiltering && !loading;
  React.useEffect(() => {
    if (!prune) return;
    const entries = Object.entries(rowSelection);
    if (entries.every(([id]) => id in rowsById)) return;
    table.setRowSelection(Object.fromEntries(entries.filter(([id]) => id in rowsById)));
  }, [prune, rowsById, rowSelection, table]);

  // the table's own page (not the app's): new filters from the app send it to the first page (not on mount,
  // not on a new filters array with the same content); fewer rows (a delete) keep the last page that exists
  const filterKey = JSON.stringify([globalFilter, columnFilters]);
  const appliedFilterKey = React.useRef(filterKey);
  React.useEffect(() => {
    if (appliedFilterKey.current === filterKey) return;
    appliedFilterKey.current = filterKey;
    if (!paginationControlled && pageIndex !== 0) table.setPageIndex(0);
  }, [filterKey, paginationControlled, pageIndex, table]);
  // no rows at all here: page 1 (a server's 0 pages may be a first load not answered yet: it moves nothing)
  const lastPage = pageCount > 0 || (pageCount === 0 && !manualPagination) ? Math.max(pageCount - 1, 0) : -1;
  React.useEffect(() => {
    if (paginationControlled || loading || failed) return;
    if (lastPage >= 0 && pageIndex > lastPage) table.setPageIndex(lastPage);
  }, [paginationControlled, loading, failed, lastPage, pageIndex, table]);

  return table;
}
