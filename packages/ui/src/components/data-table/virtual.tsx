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
import { BodyRow, bodyInstead, shownColumns, useHeightBefore, type BodyState } from "./body.js";
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
  options: DataTableVirtualOptions;
};

/**
 * The body's height in px when `height` says it without a layout (px, or rem at the browser's default 16 px;
 * the default "32rem"), else 0: the first render, the server's included, then shows the rows of the whole
 * view, where it had none until the body was measured. An estimate: the rows follow the measured body.
 */
export function initialBodyHeight(height: DataTableVirtualOptions["height"] = "32rem"): number {
  if (typeof height === "number") return height;
  const match = /^\+?(\d*\.?\d+)(px|rem)$/i.exec(height.trim());
  return match ? Number(match[1]) * (match[2]!.toLowerCase() === "rem" ? 16 : 1) : 0;
}

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
  options,
  ...state
}: DataTableVirtualBodyProps<TData>) {
  const rows = table.getRowModel().rows;
  const columns = shownColumns(table).length;
  const bodyRef = React.useRef<HTMLTableSectionElement>(null);
  // the table's scroll container, found from the body: known in the first commit's effects, where a ref of
  // the DataTable's own (an ancestor's) is not attached yet
  const scrollElement = React.useCallback(
    () => bodyRef.current?.closest<HTMLElement>("[data-slot=table-container]") ?? null,
    [],
  );
  const [focused, setFocused] = React.useState<number | null>(null);
  // the body's layout as the browser has it: its offset under the header row (the virtualizer counts its
  // offsets from there) and the scroll viewport's height; read once mounted and again when either resizes (a
  // table first rendered hidden has neither until it shows; a web font can change the header's height)
  const [layout, setLayout] = React.useState({ offset: 0, viewport: 0 });
  React.useLayoutEffect(() => {
    const body = bodyRef.current;
    const viewport = scrollElement();
    if (!body || !viewport) return;
    const read = () => {
      const offset = body.offsetTop;
      // as the virtualizer reads it
      const height = viewport.clientHeight;
      setLayout((old) =>
        old.offset === offset && old.viewport === height ? old : { offset, viewport: height },
      );
    };
    read();
    const sizes = new ResizeObserver(read);
    sizes.observe(viewport);
    const head = body.parentElement?.querySelector("thead");
    if (head) sizes.observe(head);
    return () => sizes.disconnect();
  }, [scrollElement]);
  const scrollMargin = layout.offset;

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
  // one key function per set of rows: a new one each render made the virtualizer lay out all 10,000 rows again
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
    initialRect: { width: 0, height: initialBodyHeight(options.height) },
  });

  // an error keeps the box the rows had in the scroll viewport (under the header), not all 10,000 rows' height
  const heightBefore = useHeightBefore(bodyRef, state.error);
  const errorHeight =
    heightBefore === undefined
      ? undefined
      : Math.max(0, Math.min(heightBefore, layout.viewport - layout.offset));
  const instead = bodyInstead(table, { ...state, errorHeight }, rows.length);
  const items = virtualizer.getVirtualItems();
  React.useLayoutEffect(() => {
    if (options.estimateRowHeight !== undefined || measured !== undefined) return;
    const height = bodyRef.current?.querySelector("tr[data-index]")?.getBoundingClientRect().height;
    // a hidden table's rows have no height: an estimate of 0 would put every row in view
    // in whole px, as the virtualizer measures rows
    if (height) setMeasured(Math.round(height));
  }, [options.estimateRowHeight, measured, items.length]);
  // a new estimate applies to the rows not measured yet; not on mount, where it would forget the rows the
  // first commit has just measured
  const appliedEstimate = React.useRef(estimate);
  React.useLayoutEffect(() => {
    if (appliedEstimate.current === estimate) return;
    appliedEstimate.current = estimate;
    virtualizer.measure();
  }, [virtualizer, estimate]);
  // whether the rows shown are those the virtualizer settles on, not an estimate (the first render's, from
  // `height`; the first rows after a loading state, from 41 px): the column widths are measured only from these
  // (measured on an estimate, they depended on whether the web font was loaded). Cleared while the body shows
  // no rows (loading, empty, an error): the rows that come next settle again
  const [settled, setSettled] = React.useState(false);
  const showsRows = !instead && items.length > 0;
  React.useLayoutEffect(() => {
    if (!showsRows) return setSettled(false);
    if (settled) return;
    // the virtualizer's viewport and offset are those laid out now: not `height`'s estimate, nor a loading or
    // empty state's (the container grows from it up to `height` with the rows; our ResizeObserver runs this
    // again once both observers have seen it); the rows' estimate is the measured row's; and the rows
    // measured in this commit leave the range as it is
    const live = scrollElement()?.clientHeight;
    if (!live || virtualizer.scrollRect?.height !== live || bodyRef.current?.offsetTop !== scrollMargin)
      return;
    if (options.estimateRowHeight === undefined && measured === undefined) return;
    const next = virtualizer.getVirtualItems();
    if (next.length === items.length && next.every((item, i) => item.index === items[i]?.index))
      setSettled(true);
  }, [
    showsRows,
    settled,
    layout,
    scrollElement,
    scrollMargin,
    virtualizer,
    options.estimateRowHeight,
    measured,
    items,
  ]);
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
      data-settled={settled || undefined}
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
 * What fixed widths were measured for: the columns and the header cells laid out now (a container query hides
 * some; a hidden table, e.g. in a closed tab, has none). `null` while nothing can be measured: no cell laid
 * out, or no row rendered yet.
 */
function measurableLayout(root: HTMLElement, columnsKey: string): string | null {
  const shown = [...root.querySelectorAll<HTMLElement>("thead tr:last-child > th[data-column-id]")]
    .filter((th) => th.offsetParent !== null)
    .map((th) => th.dataset.columnId);
  if (!shown.length || !root.querySelector("tbody[data-settled] > tr[data-index]")) return null;
  return `${columnsKey}#${shown.join(" ")}`;
}

/** The fonts the header and the first row use that are not loaded yet (a web font is requested on first use). */
function fontsToLoad(root: HTMLElement): string[] {
  if (typeof document.fonts !== "object") return [];
  const firstRow = root.querySelector("tbody > tr[data-index]");
  const elements = [...root.querySelectorAll("thead *"), ...(firstRow?.querySelectorAll("*") ?? [])];
  const fonts = new Set<string>();
  for (const element of elements) {
    const style = getComputedStyle(element);
    fonts.add(`${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`);
  }
  return [...fonts].filter((font) => {
    try {
      return !document.fonts.check(font);
    } catch {
      return false; // not a font the browser can parse: nothing to wait for
    }
  });
}

/** Each laid-out header cell's width as a share of the table's. */
function measureWidths(root: HTMLElement): Record<string, string> {
  const total = root.querySelector("table")!.getBoundingClientRect().width;
  const widths: Record<string, string> = {};
  for (const th of root.querySelectorAll<HTMLElement>("thead tr:last-child > th[data-column-id]"))
    if (th.offsetParent !== null)
      widths[th.dataset.columnId!] = `${((th.getBoundingClientRect().width / total) * 100).toFixed(3)}%`;
  return widths;
}

/**
 * Fixes the column widths (as shares of the table's width) once the first rows are laid out in the page's own
 * fonts, so rows scrolled into view do not resize the columns: the rows the body settled on (`data-settled`),
 * never rows drawn from an estimate (the first render's, from `height`; the first after a loading state).
 * Measured again, after one render in the natural layout, when the columns or the cells a container query
 * shows change; never while the table is hidden (a measure there gave every column no width, and the fixed
 * layout collapsed the checkbox column) nor in a fallback font (the widths then depended on whether the web
 * font was cached).
 */
export function useFixedColumnWidths(
  rootRef: React.RefObject<HTMLElement | null>,
  enabled: boolean,
  columnsKey: string,
  hasRows: boolean,
): Record<string, string> | undefined {
  const [widths, setWidths] = React.useState<{ key: string; widths: Record<string, string> }>();
  // the widths in force: those of other columns are not (that render is in the natural layout)
  const current = enabled && hasRows && widths?.key.startsWith(`${columnsKey}#`) ? widths : undefined;
  React.useLayoutEffect(() => {
    const root = rootRef.current;
    if (!enabled || !hasRows || !root) return;
    let fonts: "unchecked" | "loading" | "done" = "unchecked";
    let gone = false;
    const check = () => {
      const layout = measurableLayout(root, columnsKey);
      if (gone || fonts === "loading" || layout === null || layout === current?.key) return;
      // the table shows fixed widths of another layout: one render without them, then measure
      if (current) return setWidths(undefined);
      const missing = fonts === "unchecked" ? fontsToLoad(root) : [];
      if (missing.length) {
        fonts = "loading";
        // a font that fails to load is not waited for again: the widths then fit the fallback
        void Promise.allSettled(missing.map((font) => document.fonts.load(font))).then(() => {
          fonts = "done";
          check();
        });
        return;
      }
      setWidths({ key: layout, widths: measureWidths(root) });
    };
    check();
    // a table that shows (display, a container's width) resizes the root
    const resizes = new ResizeObserver(check);
    resizes.observe(root);
    // the rows the body settles on come a render or more after the first (once the virtualizer knows its
    // viewport and has measured the rows), and the body's spacer already filled it: no resize tells of them
    const rows = new MutationObserver(check);
    const body = root.querySelector("tbody");
    if (!current && body) rows.observe(body, { childList: true, attributeFilter: ["data-settled"] });
    return () => {
      gone = true;
      resizes.disconnect();
      rows.disconnect();
    };
  }, [rootRef, enabled, hasRows, columnsKey, current]);
  return current?.widths;
}
