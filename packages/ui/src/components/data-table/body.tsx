// The table body: the page's rows (a `meta.rowHeader` column's cells as row headers), skeleton rows while
// loading, or the empty state spanning every column.
import { flexRender, type ReactTable, type RowData } from "@tanstack/react-table";
import type * as React from "react";
import { cn } from "../../lib/cn.js";
import { Skeleton } from "../skeleton/skeleton.js";
import { TableBody, TableCell, TableHead, TableRow } from "../table/table.js";
import type { DataTableFeatures } from "./columns.js";
import { priorityClassName, SELECT_COLUMN_ID } from "./layout.js";

type DataTableBodyProps<TData extends RowData> = {
  table: ReactTable<DataTableFeatures, TData>;
  /** Skeleton rows instead of data. */
  loading: boolean;
  /** How many skeleton rows. */
  loadingRows: number;
  /** Shown when there are no rows. */
  emptyState: React.ReactNode;
};

export function DataTableBody<TData extends RowData>({
  table,
  loading,
  loadingRows,
  emptyState,
}: DataTableBodyProps<TData>) {
  const rows = table.getRowModel().rows;
  const leafColumns = table.getAllLeafColumns();
  return (
    <TableBody>
      {loading ? (
        Array.from({ length: loadingRows }, (_, i) => (
          <TableRow key={`loading-${i}`} data-loading="">
            {leafColumns.map((column) => (
              <TableCell
                key={column.id}
                align={column.columnDef.meta?.align}
                className={priorityClassName(column.columnDef.meta)}
              >
                <Skeleton className={column.id === SELECT_COLUMN_ID ? "size-4" : "h-4 w-full max-w-32"} />
              </TableCell>
            ))}
          </TableRow>
        ))
      ) : rows.length === 0 ? (
        <TableRow className="hover:bg-transparent">
          <TableCell colSpan={leafColumns.length} align="center" className="h-24 text-muted-foreground">
            {emptyState}
          </TableCell>
        </TableRow>
      ) : (
        rows.map((row) => (
          <TableRow key={row.id} data-row-id={row.id} selected={row.getIsSelected()}>
            {row.getAllCells().map((cell) => {
              const meta = cell.column.columnDef.meta;
              const content = flexRender(cell.column.columnDef.cell, cell.getContext());
              const value: unknown = meta?.truncate ? cell.getValue() : undefined;
              const shared = {
                align: meta?.align,
                wrap: meta?.wrap,
                truncate: meta?.truncate,
                // the whole text of a cut cell, on hover
                title: typeof value === "string" || typeof value === "number" ? String(value) : undefined,
                className: cn(priorityClassName(meta), meta?.cellClassName),
              };
              return meta?.rowHeader ? (
                <TableHead key={cell.id} scope="row" {...shared}>
                  {content}
                </TableHead>
              ) : (
                <TableCell key={cell.id} {...shared}>
                  {content}
                </TableCell>
              );
            })}
          </TableRow>
        ))
      )}
    </TableBody>
  );
}
