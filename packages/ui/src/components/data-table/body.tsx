"use client";

// The table body: the page's rows (a `meta.rowHeader` column's cells as row headers); while loading, the rows
// it has stay where they are at full contrast (no jump; the DataTable shows a progress bar over them), and
// skeleton rows stand in only when there are none yet; an error with its retry button, or the empty state,
// spans every column.
import { flexRender, type Cell, type Column, type Row, type RowData } from "@tanstack/react-table";
import { CircleAlertIcon } from "lucide-react";
import * as React from "react";
import { cn } from "../../lib/cn.js";
import { Button } from "../button/button.js";
import { Skeleton } from "../skeleton/skeleton.js";
import { TableBody, TableCell, TableHead, TableRow } from "../table/table.js";
import type { DataTableFeatures } from "./columns.js";
import { checkboxClassName, priorityClassName, SELECT_COLUMN_ID } from "./layout.js";
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
function MessageRow({
  columns,
  height,
  children,
  ...props
}: React.ComponentProps<"tr"> & { columns: number; height?: number }) {
  return (
    <TableRow className="hover:bg-transparent" {...props}>
      <TableCell
        colSpan={columns}
        align="center"
        // a cell's height is its least: a longer message still grows it
        style={height ? { height } : undefined}
        className="h-24 whitespace-normal text-muted-foreground"
      >
        {children}
      </TableCell>
    </TableRow>
  );
}

/**
 * What stands in for a cell while the first rows load (`meta.skeleton`): a box as tall as the cell's content,
 * in the same kind of box (the checkbox is an inline box on the line, as the real one), so a row is as tall as
 * the row it stands for.
 */
function SkeletonCell<TData extends RowData>({ column }: { column: Column<DataTableFeatures, TData> }) {
  const meta = column.columnDef.meta;
  // on the line as the checkbox is: Chromium puts an empty checkbox button's baseline 1 px above its bottom
  if (column.id === SELECT_COLUMN_ID)
    return (
      <Skeleton
        className={cn(
          "inline-block size-4 rounded-[calc(var(--radius-sm)-2px)] align-[-1px]",
          checkboxClassName,
        )}
      />
    );
  const format = meta?.format;
  const badge = format === "badge" || (typeof format === "object" && format.type === "badge");
  const kind = meta?.skeleton ?? (badge ? "badge" : "text");
  if (kind === "none") return null;
  if (typeof kind !== "string") return kind;
  // a text line is 20 px (text-sm), a Badge 22 px
  return (
    // where the column's values will be (a flex box does not follow the cell's text-align)
    <span
      className={cn(
        "flex items-center",
        kind === "badge" ? "h-5.5" : "h-5",
        meta?.align === "center" && "justify-center",
        meta?.align === "end" && "justify-end",
      )}
    >
      <Skeleton className={kind === "badge" ? "h-5 w-20 rounded-full" : "h-4 w-full max-w-32"} />
    </span>
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
              // the checkbox cell's fit (Table's and the DataTable's phone padding key on a checkbox inside, which
              // the stand-in is not; `!` over the phone's cell padding): the column keeps its width
              column.id === SELECT_COLUMN_ID && "w-px pe-0! @max-xl:ps-1!",
              column.columnDef.meta?.cellClassName,
            )}
          >
            <SkeletonCell column={column} />
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
  /** The height of the rows (or skeletons) the error replaces, which it keeps (px). */
  errorHeight?: number;
};

/** What the body shows instead of rows, if anything: the error, skeletons or the empty state. */
export function bodyInstead<TData extends RowData>(
  table: DataTableInstance<TData>,
  { loading, loadingRows, error, onRetry, retryLabel, emptyState, errorHeight }: BodyState,
  rows: number,
): React.ReactNode {
  const columns = shownColumns(table);
  if (error)
    return (
      <MessageRow columns={columns.length} height={errorHeight} data-slot="data-table-error">
        <span className="flex flex-col items-center gap-3 py-4">
          {/* the error's mark, as an Alert's: the message is told by the text (role="alert") */}
          <CircleAlertIcon aria-hidden="true" className="size-6 text-error" />
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

/**
 * The body's height before an error took the rows' place (the rows, or the first load's skeletons), for the
 * error to keep: the table does not collapse under the pointer or move what is below it. Observed, not
 * measured on every render; read once as the error comes (undefined with no rows before it).
 */
export function useHeightBefore(ref: React.RefObject<HTMLElement | null>, error: React.ReactNode) {
  const last = React.useRef<number | undefined>(undefined);
  const [height, setHeight] = React.useState<number>();
  const failed = Boolean(error);
  // a layout effect: it stops observing in the commit that shows the error, before that is laid out
  React.useLayoutEffect(() => {
    const body = ref.current;
    if (!body) return;
    if (failed) {
      setHeight(last.current);
      return;
    }
    const sizes = new ResizeObserver(([entry]) => {
      if (entry) last.current = entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height;
    });
    sizes.observe(body);
    return () => sizes.disconnect();
  }, [ref, failed]);
  return failed ? height : undefined;
}

type DataTableBodyProps<TData extends RowData> = BodyState & { table: DataTableInstance<TData> };

export function DataTableBody<TData extends RowData>({ table, ...state }: DataTableBodyProps<TData>) {
  const rows = table.getRowModel().rows;
  const bodyRef = React.useRef<HTMLTableSectionElement>(null);
  const errorHeight = useHeightBefore(bodyRef, state.error);
  const instead = bodyInstead(table, { ...state, errorHeight }, rows.length);
  return (
    <TableBody ref={bodyRef} data-stale={(state.loading && !instead) || undefined}>
      {instead ?? rows.map((row) => <BodyRow key={row.id} row={row} />)}
    </TableBody>
  );
}
