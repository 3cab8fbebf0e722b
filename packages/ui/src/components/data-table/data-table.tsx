"use client";

// The DataTable, composed of its parts: state (state.ts), header and sorting (header.tsx), body (body.tsx),
// footer and pagination (pagination.tsx), row selection (selection.tsx). The column model and the words are
// server-safe (columns.ts, labels.ts).
import type { ColumnFiltersState, RowData, RowSelectionState, SortingState } from "@tanstack/react-table";
import * as React from "react";
import { cn } from "../../lib/cn.js";
import { Table } from "../table/table.js";
import { DataTableBody } from "./body.js";
import type { DataTableColumnDef, DataTableRow } from "./columns.js";
import { DataTableHeader } from "./header.js";
import type { DataTableLabels } from "./labels.js";
import { DataTableFooter } from "./pagination.js";
import { SelectionText, type SelectableRow } from "./selection.js";
import { useDataTableState, useStableLabels } from "./state.js";

export type DataTableProps<TData extends RowData> = Omit<React.ComponentProps<"div">, "children"> & {
  /** Column definitions; keep the array stable (module scope or `useMemo`), or every render re-sorts. Required. */
  columns: DataTableColumnDef<TData>[];
  /** The rows; keep the array stable between real changes, for the same reason. Required. */
  data: TData[];
  /** A stable id per row, used by selection and as React key (e.g. `(asset) => asset.id`). Default: the index. */
  getRowId?: (row: TData, index: number) => string;
  /** A row's name in its checkbox label ("Select Forklift 7"). Default: "row <id>". */
  getRowLabel?: (row: TData) => string;
  /** Names the table for assistive tech (`aria-label`). Default: none. */
  label?: string;
  /** Text every row is searched for (columns with string or number values). Controlled. Default: none. */
  globalFilter?: string;
  /** Filters per column (`[{ id: "status", value: "Missing" }]`), driven from outside. Controlled. Default: none. */
  columnFilters?: ColumnFiltersState;
  /** Sort state, controlled (with `onSortingChange`). Default: uncontrolled, starting at `defaultSorting`. */
  sorting?: SortingState;
  /** Initial sort of an uncontrolled table. Default: unsorted. */
  defaultSorting?: SortingState;
  /** Called with the new sort state when a header is pressed. Default: none. */
  onSortingChange?: (sorting: SortingState) => void;
  /** Adds a checkbox column: `true` for every row, or a predicate per row. Default: false. */
  enableRowSelection?: boolean | ((row: DataTableRow<TData>) => boolean);
  /** Selected row ids (`{ [id]: true }`), controlled with `onRowSelectionChange`. Default: uncontrolled. */
  rowSelection?: RowSelectionState;
  /** Called with the new selection. Default: none. */
  onRowSelectionChange?: (selection: RowSelectionState) => void;
  /** Rows per page at first. Default: 10. */
  pageSize?: number;
  /** Choices of the page size control; an empty list hides it. Default: [10, 20, 50]. */
  pageSizeOptions?: number[];
  /** Shows skeleton rows instead of data, and marks the table busy. Default: false. */
  loading?: boolean;
  /** How many skeleton rows `loading` shows. Default: the page size. */
  loadingRows?: number;
  /** Shown in place of rows when there are none (none at all, or none that match the filters). Default: "No results." */
  emptyState?: React.ReactNode;
  /** The table's own words, for translation. Default: `DATA_TABLE_LABELS` (English). */
  labels?: Partial<DataTableLabels>;
};

/**
 * A data table on TanStack Table v9, drawn with the kit's Table parts: sortable columns (a button in the
 * header, `aria-sort` on the sorted one), row selection with a header checkbox (indeterminate while some rows
 * on the page are selected), pagination with a page size control, a loading state (skeleton rows,
 * `aria-busy`) and an empty state. Filters come from outside (`globalFilter`, `columnFilters`), so a
 * filter bar of the app's own controls drives it. QA contract: `data-slot="data-table"` with `data-loading`
 * and `data-empty`; rows carry `data-row-id` and `data-state="selected"`; sort buttons
 * `data-slot="data-table-sort"`; `data-slot="data-table-footer"`, `data-table-page`, `data-table-page-size`, `data-table-status`.
 */
export function DataTable<TData extends RowData>({
  columns,
  data,
  getRowId,
  getRowLabel,
  label,
  globalFilter,
  columnFilters,
  sorting,
  defaultSorting,
  onSortingChange,
  enableRowSelection = false,
  rowSelection,
  onRowSelectionChange,
  pageSize: initialPageSize = 10,
  pageSizeOptions = [10, 20, 50],
  loading = false,
  loadingRows,
  emptyState = "No results.",
  labels: labelOverrides,
  className,
  ...props
}: DataTableProps<TData>) {
  const labels = useStableLabels(labelOverrides);
  const [announcement, setAnnouncement] = React.useState("");
  const rootRef = React.useRef<HTMLDivElement>(null);

  const selectionText = React.useMemo(
    () => ({
      labels,
      rowLabel: (row: SelectableRow) => (getRowLabel ? getRowLabel(row.original as TData) : `row ${row.id}`),
    }),
    [labels, getRowLabel],
  );

  const table = useDataTableState({
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
    pageSize: initialPageSize,
  });

  const empty = !loading && table.getRowModel().rows.length === 0;

  return (
    <div
      ref={rootRef}
      data-slot="data-table"
      data-loading={loading || undefined}
      data-empty={empty || undefined}
      // a container: the footer (and columns with a `priority`) follow the table's own width, not the screen's
      className={cn("@container flex w-full flex-col gap-3", className)}
      {...props}
    >
      <SelectionText.Provider value={selectionText}>
        <Table
          aria-label={label}
          aria-busy={loading || undefined}
          // a narrow table (a phone) pads its cells 8 px instead of 12: room for one more column
          className="@max-xl:[&_td]:px-2 @max-xl:[&_th]:px-2"
        >
          <DataTableHeader table={table} labels={labels} onSorted={setAnnouncement} />
          <DataTableBody
            table={table}
            loading={loading}
            loadingRows={loadingRows ?? table.state.pagination.pageSize}
            emptyState={emptyState}
          />
        </Table>
      </SelectionText.Provider>

      {/* what changed, for screen readers: the sort order, loading */}
      <div role="status" data-slot="data-table-status" className="sr-only">
        {loading ? labels.loading : announcement}
      </div>

      {loading || empty ? null : (
        <DataTableFooter
          table={table}
          labels={labels}
          selectable={Boolean(enableRowSelection)}
          pageSizeOptions={pageSizeOptions}
          rootRef={rootRef}
          dir={props.dir}
        />
      )}
    </div>
  );
}
