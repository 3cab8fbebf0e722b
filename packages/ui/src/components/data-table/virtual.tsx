"use client";

// Virtual rows (`virtualRows`): every row of a big client-side table in one scrolling body, with only the
// rows in view (and a few around them) in the DOM (TanStack Virtual). Spacer rows stand in for the others, so
// the table keeps its semantics (`aria-rowcount` on the table, `aria-rowindex` on each row); the focused row
// stays rendered while it is scrolled away, so focus never falls to the page; the column widths are fixed
// after the first rows, so they do not change with the rows in view.
import type { RowData } from "@tanstack/react-table";
import { defaultRangeExtractor, useVirtualizer, type Range } from "@tanstack/react-virtual";
import * as React from "react";
import { TableBody } from "../table/table.js";
import { BodyRow, bodyInstead, shownColumns, type BodyState } from "./body.js";
import type { DataTableInstance } from "./state.js";

export type DataTableVirtualOptions = {
  /**
   * Height of the scrolling body (any CSS length, or px).
   * @default "32rem"
   */
  height?: number | string;
  /**
   * A row's height before it is measured (px).
   * @default the first row's measured height
   */
  estimateRowHeight?: number;
  /**
   * Rows rendered beyond each edge of the view.
   * @default 10
   */
  overscan?: number;
};

type DataTableVirtualBodyProps<TData extends RowData> = BodyState & {
  table: DataTableInstance<TData>;
  /** The table's scroll container. */
  scrollElement: () => HTMLElement | null;
  options: DataTableVirtualOptions;
};

function Spacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" data-slot="data-table-spacer" className="border-0">
      <td colSpan={columns} style={{ height, padding: 0 }} />
    </tr>
  );
}

export function DataTableVirtualBody<TData extends RowData>({
  table,
  scrollElement,
  options,
  ...state
}: DataTableVirtualBodyProps<TData>) {
  const rows = table.getRowModel().rows;
  const columns = shownColumns(table).length;
  const bodyRef = React.useRef<HTMLTableSectionElement>(null);
  const [focused, setFocused] = React.useState<number | null>(null);
  // the body starts under the header row: the virtualizer counts its offsets from there
  const [scrollMargin, setScrollMargin] = React.useState(0);
  React.useLayoutEffect(() => {
    const body = bodyRef.current;
    if (body) setScrollMargin(body.offsetTop);
  }, []);

  // rows not yet rendered are estimated at the first row's measured height (unless told): the scrollbar and
  // a jump far down (End, a drag) land where the rows really are
  const [measured, setMeasured] = React.useState<number>();
  const estimate = options.estimateRowHeight ?? measured ?? 41;

  const rangeExtractor = React.useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return focused === null || focused >= range.count || indexes.includes(focused)
        ? indexes
        : [...indexes, focused].sort((a, b) => a - b);
    },
    [focused],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- this component is not memoized: it renders with its rows
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: scrollElement,
    estimateSize: () => estimate,
    overscan: options.overscan ?? 10,
    scrollMargin,
    getItemKey: (index) => rows[index]?.id ?? index,
    rangeExtractor,
  });

  const instead = bodyInstead(table, state, rows.length);
  const items = virtualizer.getVirtualItems();
  React.useLayoutEffect(() => {
    if (options.estimateRowHeight !== undefined || measured !== undefined) return;
    const first = bodyRef.current?.querySelector("tr[data-index]");
    if (first) setMeasured(first.getBoundingClientRect().height);
  }, [options.estimateRowHeight, measured, items.length]);
  React.useLayoutEffect(() => {
    // the new estimate applies to the rows not measured yet
    virtualizer.measure();
  }, [virtualizer, estimate]);
  const parts: React.ReactNode[] = [];
  let cursor = scrollMargin;
  for (const item of items) {
    const row = rows[item.index];
    if (!row) continue;
    parts.push(<Spacer key={`gap-${item.index}`} height={item.start - cursor} columns={columns} />);
    parts.push(
      <BodyRow
        key={row.id}
        ref={virtualizer.measureElement}
        data-index={item.index}
        aria-rowindex={item.index + 2}
        row={row}
      />,
    );
    cursor = item.end;
  }
  parts.push(
    <Spacer key="gap-end" height={virtualizer.getTotalSize() + scrollMargin - cursor} columns={columns} />,
  );

  return (
    <TableBody
      ref={bodyRef}
      data-stale={(state.loading && !instead) || undefined}
      onFocus={(event) => {
        const index = (event.target as HTMLElement).closest<HTMLElement>("tr[data-index]")?.dataset.index;
        if (index !== undefined) setFocused(Number(index));
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(null);
      }}
    >
      {instead ?? parts}
    </TableBody>
  );
}

/**
 * Fixes the column widths (as shares of the table's width) after the first rows render, so rows scrolled into
 * view do not resize the columns; measured again when the visible columns change.
 */
export function useFixedColumnWidths(
  rootRef: React.RefObject<HTMLElement | null>,
  enabled: boolean,
  columnsKey: string,
  hasRows: boolean,
): Record<string, string> | undefined {
  const [widths, setWidths] = React.useState<{ key: string; widths: Record<string, string> }>();
  React.useLayoutEffect(() => {
    if (!enabled || !hasRows || widths?.key === columnsKey) return;
    const table = rootRef.current?.querySelector("table");
    const cells = rootRef.current?.querySelectorAll<HTMLElement>("thead tr:last-child > th[data-column-id]");
    if (!table || !cells?.length) return;
    const total = table.getBoundingClientRect().width;
    const measured: Record<string, string> = {};
    for (const th of cells)
      if (th.offsetParent !== null)
        measured[th.dataset.columnId!] = `${((th.getBoundingClientRect().width / total) * 100).toFixed(3)}%`;
    setWidths({ key: columnsKey, widths: measured });
  }, [rootRef, enabled, columnsKey, hasRows, widths?.key]);
  return enabled && widths?.key === columnsKey ? widths.widths : undefined;
}
