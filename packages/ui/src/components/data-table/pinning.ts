"use client";

// Pinned columns (`meta.pin`, and the checkbox column): sticky cells that stay at the table's start or end
// edge while it scrolls sideways. TanStack's column pinning orders the columns; the offsets come from the
// header cells' real widths (the table sizes its columns to their content), measured after each layout.
import type { Column, RowData } from "@tanstack/react-table";
import * as React from "react";
import type { DataTableFeatures } from "./columns.js";

/**
 * A pinned cell's look: opaque (the page's background under the row's hover or selection tint, so scrolled
 * cells do not show through) with a line on its inner edge while columns are scrolled under it (the Table
 * container's `data-overflow`). The Table collapses its borders, and there a sticky cell's own border stays
 * where the cell would be without scrolling (out of view): the line is drawn by the cell (`::after`, which moves
 * with it). The Table's fade on that side is hidden (`pinnedEdgeClassName`): it covered the pinned column.
 */
const edgeLine =
  "after:pointer-events-none after:absolute after:inset-y-0 after:hidden after:w-px after:bg-border";
const pinnedClassName = {
  start: `sticky z-10 bg-background bg-(image:--dt-row-tint) ${edgeLine} after:end-0 in-data-[overflow=both]:data-[pin-last]:after:block in-data-[overflow=start]:data-[pin-last]:after:block`,
  end: `sticky z-10 bg-background bg-(image:--dt-row-tint) ${edgeLine} after:start-0 in-data-[overflow=both]:data-[pin-first]:after:block in-data-[overflow=end]:data-[pin-first]:after:block`,
} as const;

/**
 * For the DataTable's root: no Table fade on a side with pinned columns (the fade is the page's background over
 * the cut-off column, which is under the pinned one there; the pinned column's edge line says it instead).
 */
export const pinnedEdgeClassName =
  "[&:has(td[data-pinned=start])_[data-slot=table-edge][data-side=start]]:hidden [&:has(td[data-pinned=end])_[data-slot=table-edge][data-side=end]]:hidden";

/** The row classes that give pinned cells the row's tint (`hover`, `selected`) as a background image. */
export const pinnedRowClassName =
  "[--dt-row-tint:linear-gradient(transparent,transparent)] hover:[--dt-row-tint:linear-gradient(var(--color-muted),var(--color-muted))] data-[state=selected]:[--dt-row-tint:linear-gradient(color-mix(in_oklab,var(--color-primary)_15%,transparent),color-mix(in_oklab,var(--color-primary)_15%,transparent))] dark:data-[state=selected]:[--dt-row-tint:linear-gradient(color-mix(in_oklab,var(--color-primary)_25%,transparent),color-mix(in_oklab,var(--color-primary)_25%,transparent))]";

type PinnedCellProps = {
  className?: string;
  style?: React.CSSProperties;
  "data-pinned"?: "start" | "end";
  "data-pin-last"?: "";
  "data-pin-first"?: "";
};

/** The props that pin a column's header or body cell (none for a column that is not pinned). */
export function pinnedCellProps<TData extends RowData>(
  column: Column<DataTableFeatures, TData>,
): PinnedCellProps {
  const side = column.getIsPinned();
  if (!side) return {};
  // the visible pinned columns of that side, in order: hidden ones take no room
  const pinned =
    side === "start" ? column.table.getStartVisibleLeafColumns() : column.table.getEndVisibleLeafColumns();
  const index = pinned.findIndex((other) => other.id === column.id);
  return {
    className: pinnedClassName[side],
    style:
      side === "start"
        ? { insetInlineStart: `var(--dt-pin-start-${index}, 0px)` }
        : { insetInlineEnd: `var(--dt-pin-end-${index}, 0px)` },
    "data-pinned": side,
    ...(side === "start" && index === pinned.length - 1 ? { "data-pin-last": "" } : {}),
    ...(side === "end" && index === 0 ? { "data-pin-first": "" } : {}),
  };
}

/**
 * Measures the pinned header cells and sets each pinned column's offset (`--dt-pin-start-N`, `--dt-pin-end-N`)
 * on the DataTable's root: the sum of the widths of the pinned columns before it (after it, at the end).
 */
export function usePinnedOffsets(rootRef: React.RefObject<HTMLElement | null>, pinnedKey: string) {
  React.useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root || !pinnedKey) return;
    const cells = () => [...root.querySelectorAll<HTMLElement>("thead tr:last-child > th[data-pinned]")];
    const measure = () => {
      const all = cells();
      let offset = 0;
      all
        .filter((th) => th.dataset.pinned === "start")
        .forEach((th, i) => {
          root.style.setProperty(`--dt-pin-start-${i}`, `${offset}px`);
          offset += th.getBoundingClientRect().width;
        });
      offset = 0;
      const end = all.filter((th) => th.dataset.pinned === "end");
      end.toReversed().forEach((th, i) => {
        root.style.setProperty(`--dt-pin-end-${end.length - 1 - i}`, `${offset}px`);
        offset += th.getBoundingClientRect().width;
      });
    };
    const sizes = new ResizeObserver(measure);
    for (const th of cells()) sizes.observe(th);
    measure();
    return () => sizes.disconnect();
  }, [rootRef, pinnedKey]);
}
