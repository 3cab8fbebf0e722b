"use client";

// Row selection: the checkbox column a DataTable adds with `enableRowSelection`. Its words and the rows'
// names come from context, so the column is built once per set of columns (an inline `labels` or
// `getRowLabel` does not rebuild the column model, nor lose the focused checkbox).
import type { RowData } from "@tanstack/react-table";
import * as React from "react";
import { Checkbox } from "../checkbox/checkbox.js";
import type { DataTableColumnDef } from "./columns.js";
import { DATA_TABLE_LABELS, type DataTableLabels } from "./labels.js";
import { checkboxClassName, SELECT_COLUMN_ID } from "./layout.js";

/** What the checkbox column needs of a table and of a row (any row type). */
type SelectableTable = {
  atoms: { rowSelection?: { get: () => Record<string, boolean> } };
  getIsAllPageRowsSelected: () => boolean;
  getIsSomePageRowsSelected: () => boolean;
  toggleAllPageRowsSelected: (value: boolean) => void;
  getRowModel: () => { rows: readonly unknown[] };
};
export type SelectableRow = {
  id: string;
  original: unknown;
  getIsSelected: () => boolean;
  getCanSelect: () => boolean;
  toggleSelected: (value: boolean) => void;
};

/** The words and the row names the checkbox column reads. */
export const SelectionText = React.createContext<{
  labels: DataTableLabels;
  rowLabel: (row: SelectableRow) => string;
}>({ labels: DATA_TABLE_LABELS, rowLabel: (row) => `row ${row.id}` });

/**
 * The header checkbox's state: every selectable row of the page selected, some, or none. While nothing is
 * selected it walks no row: TanStack's getIsSomePageRowsSelected() visits every row of the page, a fifth of
 * the first render of 10,000 virtual rows (whose page is every row).
 */
function pageSelection(table: SelectableTable): boolean | "indeterminate" {
  // the selection as TanStack's own checks read it (a controlled `rowSelection` included)
  if (!Object.values(table.atoms.rowSelection?.get() ?? {}).some(Boolean)) return false;
  return table.getIsAllPageRowsSelected()
    ? true
    : table.getIsSomePageRowsSelected()
      ? "indeterminate"
      : false;
}

function SelectAllCheckbox({ table }: { table: SelectableTable }) {
  const { labels } = React.useContext(SelectionText);
  return (
    <Checkbox
      className={checkboxClassName}
      aria-label={labels.selectAll}
      checked={pageSelection(table)}
      // nothing to select (empty, the first load, an error): not a control that does nothing
      disabled={table.getRowModel().rows.length === 0}
      onCheckedChange={(checked) => table.toggleAllPageRowsSelected(checked === true)}
    />
  );
}

function SelectRowCheckbox({ row }: { row: SelectableRow }) {
  const { labels, rowLabel } = React.useContext(SelectionText);
  return (
    <Checkbox
      className={checkboxClassName}
      aria-label={labels.selectRow(rowLabel(row))}
      checked={row.getIsSelected()}
      disabled={!row.getCanSelect()}
      onCheckedChange={(checked) => row.toggleSelected(checked === true)}
    />
  );
}

/** The checkbox column: a header checkbox for the page, one per row. */
export function selectColumn<TData extends RowData>(): DataTableColumnDef<TData> {
  return {
    id: SELECT_COLUMN_ID,
    enableSorting: false,
    enableHiding: false,
    enableGlobalFilter: false,
    enableColumnFilter: false,
    header: ({ table }) => <SelectAllCheckbox table={table} />,
    cell: ({ row }) => <SelectRowCheckbox row={row} />,
  };
}
