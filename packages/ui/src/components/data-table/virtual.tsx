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
  // stable while the rows are: the virtualizer recomputes every row's offset (10,000 for 10,000 rows) whenever
  // this function changes, which a new one on every render (each scroll frame) would do
  const getItemKey = React.useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  // eslint-disable-next-line react-hooks/incompatible-library -- this component is not memoized: it renders with its rows
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: scrollElement,
    estimateSize: () => estimate,
    overscan: options.overscan ?? 10,
    scrollMargin,
    getItemKey,
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

/** The ids of the header cells on screen (a container query may hide a column by its priority). */
const displayedColumns = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>("thead tr:last-child > th[data-column-id]")]
    .filter((th) => th.offsetParent !== null)
    .map((th) => th.dataset.columnId)
    .join(" ");

/**
 * Fixes the column widths (as shares of the table's width) from the first rows, so rows scrolled into view do
 * not resize the columns. Measured once the page's web fonts have loaded (text in a fallback font would fix
 * the wrong shares), and again, from the browser's own layout, when the visible columns change or a container
 * query shows or hides a column.
 */
export function useFixedColumnWidths(
  rootRef: React.RefObject<HTMLElement | null>,
  enabled: boolean,
  columnsKey: string,
  hasRows: boolean,
): Record<string, string> | undefined {
  const [fontsReady, setFontsReady] = React.useState(
    () => typeof document === "undefined" || document.fonts?.status !== "loading",
  );
  // bumped when a container query shows or hides a column
  const [epoch, setEpoch] = React.useState(0);
  const key = `${columnsKey}#${epoch}`;
  const [widths, setWidths] = React.useState<{ key: string; widths: Record<string, string> }>();
  React.useLayoutEffect(() => {
    if (!enabled || !hasRows || !fontsReady || widths?.key === key) return;
    const table = rootRef.current?.querySelector("table");
    const cells = rootRef.current?.querySelectorAll<HTMLElement>("thead tr:last-child > th[data-column-id]");
    if (!table || !cells?.length) return;
    const total = table.getBoundingClientRect().width;
    const measured: Record<string, string> = {};
    for (const th of cells)
      if (th.offsetParent !== null)
        measured[th.dataset.columnId!] = `${((th.getBoundingClientRect().width / total) * 100).toFixed(3)}%`;
    setWidths({ key, widths: measured });
  }, [rootRef, enabled, key, hasRows, fontsReady, widths?.key]);

  React.useEffect(() => {
    if (!enabled || fontsReady) return;
    let live = true;
    void document.fonts.ready.then(() => live && setFontsReady(true));
    return () => {
      live = false;
    };
  }, [enabled, fontsReady]);

  React.useEffect(() => {
    const root = rootRef.current;
    if (!enabled || !root) return;
    let displayed = displayedColumns(root);
    const observer = new ResizeObserver(() => {
      const now = displayedColumns(root);
      if (now === displayed) return;
      displayed = now;
      setEpoch((n) => n + 1);
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, [rootRef, enabled]);
  return enabled && widths?.key === key ? widths.widths : undefined;
}
