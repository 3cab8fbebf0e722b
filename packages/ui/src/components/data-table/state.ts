"use client";

// The DataTable's state: the TanStack table instance with the slices an app controls (the rest kept by the
// table), the change handlers of uncontrolled slices, and the page rules (new filters and a new order start
// at page 1; fewer rows keep the last page that exists; deleted rows leave the selection).
import {
  functionalUpdate,
  useTable,
  type ColumnFiltersState,
  type ReactTable,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from "@tanstack/react-table";
import * as React from "react";
import {
  dataTableFeatures,
  type DataTableColumnDef,
  type DataTableFeatures,
  type DataTableRow,
} from "./columns.js";
import { DATA_TABLE_LABELS, type DataTableLabels } from "./labels.js";
import { selectColumn } from "./selection.js";

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

const NO_FILTERS: ColumnFiltersState = [];

export type DataTableStateOptions<TData extends RowData> = {
  columns: DataTableColumnDef<TData>[];
  data: TData[];
  getRowId?: (row: TData, index: number) => string;
  globalFilter?: string;
  columnFilters?: ColumnFiltersState;
  sorting?: SortingState;
  defaultSorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  enableRowSelection: boolean | ((row: DataTableRow<TData>) => boolean);
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: (selection: RowSelectionState) => void;
  pageSize: number;
};

/** The table instance of a DataTable, with its page rules. */
export function useDataTableState<TData extends RowData>({
  columns,
  data,
  getRowId,
  globalFilter,
  columnFilters,
  sorting,
  defaultSorting,
  onSortingChange,
  enableRowSelection,
  rowSelection,
  onRowSelectionChange,
  pageSize,
}: DataTableStateOptions<TData>): ReactTable<DataTableFeatures, TData> {
  // the checkbox column is built once per set of columns (its words come from context), so neither sorting
  // nor an inline `labels` or `getRowLabel` rebuilds the column model
  const selectable = Boolean(enableRowSelection);
  const allColumns = React.useMemo<DataTableColumnDef<TData>[]>(
    () => (selectable ? [selectColumn<TData>(), ...columns] : columns),
    [columns, selectable],
  );

  const table = useTable({
    features: dataTableFeatures,
    columns: allColumns,
    data,
    getRowId,
    enableMultiSort: false,
    // the page is reset by the rules below, not on every data change (adding an asset keeps the page)
    autoResetPageIndex: false,
    enableRowSelection,
    globalFilterFn: "includesString",
    initialState: {
      sorting: defaultSorting ?? [],
      pagination: { pageIndex: 0, pageSize },
    },
    // only the slices the consumer owns are controlled; the table owns the rest
    state: {
      globalFilter: globalFilter ?? "",
      columnFilters: columnFilters ?? NO_FILTERS,
      ...(sorting ? { sorting } : {}),
      ...(rowSelection ? { rowSelection } : {}),
    },
    onGlobalFilterChange: () => undefined,
    onColumnFiltersChange: () => undefined,
    // a controlled slice gets its updater; an uncontrolled one keeps the table's own (listeners are told below)
    ...(sorting
      ? { onSortingChange: (updater) => onSortingChange?.(functionalUpdate(updater, sorting)) }
      : {}),
    ...(rowSelection
      ? { onRowSelectionChange: (updater) => onRowSelectionChange?.(functionalUpdate(updater, rowSelection)) }
      : {}),
  });

  const { pageIndex } = table.state.pagination;
  const pageCount = table.getPageCount();

  // uncontrolled sort with an onSortingChange listener: tell it after the change
  const sortingState = table.state.sorting;
  const reportedSorting = React.useRef(sortingState);
  React.useEffect(() => {
    if (sorting || !onSortingChange || reportedSorting.current === sortingState) return;
    reportedSorting.current = sortingState;
    onSortingChange(sortingState);
  }, [sorting, onSortingChange, sortingState]);

  // uncontrolled selection with a listener: likewise
  const selectionState = table.state.rowSelection;
  const reportedSelection = React.useRef(selectionState);
  React.useEffect(() => {
    if (rowSelection || !onRowSelectionChange || reportedSelection.current === selectionState) return;
    reportedSelection.current = selectionState;
    onRowSelectionChange(selectionState);
  }, [rowSelection, onRowSelectionChange, selectionState]);

  // rows deleted from `data` leave the selection (a controlled owner is told through onRowSelectionChange), so
  // a row added back with the same id does not come back selected
  const rowsById = table.getCoreRowModel().rowsById;
  React.useEffect(() => {
    const entries = Object.entries(selectionState);
    if (entries.every(([id]) => id in rowsById)) return;
    table.setRowSelection(Object.fromEntries(entries.filter(([id]) => id in rowsById)));
  }, [rowsById, selectionState, table]);

  // new filters: back to the first page. Not on mount, not on a new filters array with the same content
  const filterKey = JSON.stringify([globalFilter ?? "", columnFilters ?? NO_FILTERS]);
  const appliedFilterKey = React.useRef(filterKey);
  React.useEffect(() => {
    if (appliedFilterKey.current === filterKey) return;
    appliedFilterKey.current = filterKey;
    table.setPageIndex(0);
  }, [filterKey, table]);

  // fewer rows than before (a delete): stay on the last page that still exists
  React.useEffect(() => {
    if (pageCount > 0 && pageIndex > pageCount - 1) table.setPageIndex(pageCount - 1);
  }, [pageCount, pageIndex, table]);

  return table;
}
