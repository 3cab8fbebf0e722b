// Class names shared by the DataTable's parts. No "use client".
import type { DataTableColumnMeta } from "./columns.js";

/** Hides a column below its priority's table width (container queries on the DataTable). */
const priorityClassNames = { 1: undefined, 2: "@max-xl:hidden", 3: "@max-3xl:hidden" } as const;

/** The class that hides a column whose `meta.priority` the table's width has no room for. */
export function priorityClassName(meta: DataTableColumnMeta | undefined): string | undefined {
  return priorityClassNames[meta?.priority ?? 1];
}

/** The id of the checkbox column `enableRowSelection` adds. */
export const SELECT_COLUMN_ID = "select";
