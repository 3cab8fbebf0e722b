// Class names shared by the DataTable's parts, and the column priorities' widths. No "use client".
import type { ColumnVisibilityState } from "@tanstack/react-table";
import type { DataTableColumnMeta } from "./columns.js";

/** Hides a column below its priority's table width (container queries on the DataTable). */
const priorityClassNames = { 1: undefined, 2: "@max-xl:hidden", 3: "@max-3xl:hidden" } as const;

/**
 * The table width (rem) from which each priority shows: Tailwind's `@xl` and `@3xl` of the classes above, kept
 * beside them so the columns menu and the export say what the CSS shows.
 */
const priorityMinWidthRem = { 1: 0, 2: 36, 3: 48 } as const;

/** A column priority: 1 always shows, 2 and 3 need room (`meta.priority`). */
export type DataTablePriority = 1 | 2 | 3;

/**
 * The class that hides a column whose `meta.priority` the table's width has no room for; none when the user
 * chose to show it (`true` in the column visibility state: the columns menu), which wins over the width.
 */
export function priorityClassName(
  meta: DataTableColumnMeta | undefined,
  columnId: string,
  visibility: ColumnVisibilityState,
): string | undefined {
  return visibility[columnId] === true ? undefined : priorityClassNames[meta?.priority ?? 1];
}

/** The highest priority a table of this width (its content box, px) shows, as the CSS above decides it. */
export function priorityRoom(width: number, rootFontSize: number): DataTablePriority {
  return width >= priorityMinWidthRem[3] * rootFontSize
    ? 3
    : width >= priorityMinWidthRem[2] * rootFontSize
      ? 2
      : 1;
}

/**
 * Whether a column is on screen at a width with room for `room`: the user's choice (`true` or `false` in the
 * visibility state) wins; without one, its priority decides.
 */
export function columnShown(
  meta: DataTableColumnMeta | undefined,
  columnId: string,
  visibility: ColumnVisibilityState,
  room: DataTablePriority,
): boolean {
  return visibility[columnId] ?? (meta?.priority ?? 1) <= room;
}

/**
 * In a narrow table (a phone: the DataTable's own width, below 36 rem) the checkboxes are 24 px targets, the
 * minimum of WCAG 2.2's target size (2.5.8; axe `target-size`): rows and the header sit close together there.
 * The skeleton rows' stand-in has the same size, so a row keeps its height when the data comes.
 */
export const checkboxClassName = "@max-xl:size-6 @max-xl:[&_svg]:size-4";

/** The id of the checkbox column `enableRowSelection` adds. */
export const SELECT_COLUMN_ID = "select";
