// The table body: the page's rows (a `meta.rowHeader` column's cells as row headers); while loading, the rows
// it has stay where they are at full contrast (no jump; the DataTable shows a progress bar over them), and
// skeleton rows stand in only when there are none yet; an error with its retry button, or the empty state,
// spans every column.
import { flexRender, type Cell, type Column, type Row, type RowData } from "@tanstack/react-table";
import * as React from "react";
import { cn } from "../../lib/cn.js";
import { Button } from "../button/button.js";
import { Skeleton } from "../skeleton/skeleton.js";
import { TableBody, TableCell, TableHead, TableRow } from "../table/table.js";
import type { DataTableFeatures } from "./columns.js";
import { priorityClassName, SELECT_COLUMN_ID } from "./layout.js";
import { pinnedCellProps, pinnedRowClassName } from "./pinning.js";
import type { DataTableInstance } from "./state.js";

/** The leaf columns in the order the header shows them (pinned ones first and last). */
export function shownColumns<TData extends RowData>(table: DataTableInstance<TData>) {
  return (
    table
      .getHeaderGroups()
      .at(-1)
      ?.headers.map((header) => header.column) ?? []
  );
}

type BodyRowProps<TData extends RowData> = Omit<React.ComponentProps<"tr">, "children"> & {
  row: Row<DataTableFeatures, TData>;
};

/**
 * One row of data: its visible cells, pinned ones sticky. It renders again when what it shows may change: its
 * data, its cells (the columns, their visibility and pinning), or the table's state a renderer may read through
 * `info.table` (selection, page, search, filters, sort); not with the table's other renders: the virtual body
 * settles over a few renders as it measures, then the header fixes its widths (a fifth of the first render of
 * 10,000 rows), and an announcement or a focus move renders the table alone.
 */
export function BodyRow<TData extends RowData>({ row, ...props }: BodyRowProps<TData>) {
  return (
    <RowCells
      {...props}
      row={row}
      canSelect={row.getCanSelect()}
      cells={row.getVisibleCells()}
      state={row.table.store.state}
    />
  );
}

type RowCellsProps<TData extends RowData> = BodyRowProps<TData> & {
  // what the cells read from the row object or the table, which stay the same objects while these change
  canSelect: boolean;
  cells: Cell<DataTableFeatures, TData>[];
  /** The table's state: one object until a slice of it changes (TanStack Store). */
  state: unknown;
};

const RowCells = React.memo(function RowCells<TData extends RowData>({
  row,
  canSelect: _canSelect,
  cells,
  state: _state,
  className,
  ...props
}: RowCellsProps<TData>) {
  return (
    <TableRow
      data-row-id={row.id}
      selected={row.getIsSelected()}
      className={cn(pinnedRowClassName, className)}
      {...props}
    >
      {cells.map((cell) => {
        const meta = cell.column.columnDef.meta;
        const content = flexRender(cell.column.columnDef.cell, cell.getContext());
        const value: unknown = meta?.truncate ? cell.getValue() : undefined;
        const pinned = pinnedCellProps(cell.column);
        const shared = {
          align: meta?.align,
          wrap: meta?.wrap,
          truncate: meta?.truncate,
          // the whole text of a cut cell, on hover
          title: typeof value === "string" || typeof value === "number" ? String(value) : undefined,
          ...pinned,
          className: cn(
            priorityClassName(meta, cell.column.id, row.table.store.state.columnVisibility),
            pinned.className,
            meta?.cellClassName,
          ),
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
  );
}) as <TData extends RowData>(props: RowCellsProps<TData>) => React.ReactNode;

/** A row spanning every column: the error or the empty state. */
function MessageRow({ columns, children, ...props }: React.ComponentProps<"tr"> & { columns: number }) {
  return (
    <TableRow className="hover:bg-transparent" {...props}>
      <TableCell colSpan={columns} align="center" className="h-24 whitespace-normal text-muted-foreground">
        {children}
      </TableCell>
    </TableRow>
  );
}

function SkeletonRows<TData extends RowData>({
  columns,
  count,
}: {
  columns: Column<DataTableFeatures, TData>[];
  count: number;
}) {
  return Array.from({ length: count }, (_, i) => (
    <TableRow key={`loading-${i}`} data-loading="" className={pinnedRowClassName}>
      {columns.map((column) => {
        const pinned = pinnedCellProps(column);
        return (
          <TableCell
            key={column.id}
            align={column.columnDef.meta?.align}
            {...pinned}
            className={cn(
              priorityClassName(column.columnDef.meta, column.id, column.table.store.state.columnVisibility),
              pinned.className,
            )}
          >
            <Skeleton className={column.id === SELECT_COLUMN_ID ? "size-4" : "h-4 w-full max-w-32"} />
          </TableCell>
        );
      })}
    </TableRow>
  ));
}

export type BodyState = {
  /** Data is on its way. */
  loading: boolean;
  /** How many skeleton rows stand in while there are no rows yet. */
  loadingRows: number;
  /** The error to show in place of the rows (with `onRetry`, a retry button). */
  error: React.ReactNode;
  /** Called by the retry button. */
  onRetry: (() => void) | undefined;
  /** The retry button's text. */
  retryLabel: string;
  /** Shown when there are no rows. */
  emptyState: React.ReactNode;
};

/** What the body shows instead of rows, if anything: the error, skeletons or the empty state. */
export function bodyInstead<TData extends RowData>(
  table: DataTableInstance<TData>,
  { loading, loadingRows, error, onRetry, retryLabel, emptyState }: BodyState,
  rows: number,
): React.ReactNode {
  const columns = shownColumns(table);
  if (error)
    return (
      <MessageRow columns={columns.length} data-slot="data-table-error">
        <span className="flex flex-col items-center gap-3">
          <span role="alert" className="font-medium text-foreground">
            {error}
          </span>
          {onRetry ? (
            <Button variant="outline" size="sm" data-slot="data-table-retry" onClick={onRetry}>
              {retryLabel}
            </Button>
          ) : null}
        </span>
      </MessageRow>
    );
  if (rows > 0) return null;
  if (loading) return <SkeletonRows columns={columns} count={loadingRows} />;
  return (
    <MessageRow columns={columns.length} data-slot="data-table-empty">
      {emptyState}
    </MessageRow>
  );
}

type DataTableBodyProps<TData extends RowData> = BodyState & { table: DataTableInstance<TData> };

export function DataTableBody<TData extends RowData>({ table, ...state }: DataTableBodyProps<TData>) {
  const rows = table.getRowModel().rows;
  const instead = bodyInstead(table, state, rows.length);
  return (
    <TableBody data-stale={(state.loading && !instead) || undefined}>
      {instead ?? rows.map((row) => <BodyRow key={row.id} row={row} />)}
    </TableBody>
  );
}
