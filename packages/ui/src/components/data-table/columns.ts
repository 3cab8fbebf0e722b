// The DataTable's column model: its TanStack features, the typed `meta` and the column helper. No
// "use client": a Server Component can build columns with these (plain data: accessors, headers, meta).
import {
  columnFilteringFeature,
  columnPinningFeature,
  columnVisibilityFeature,
  createColumnHelper,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_arrIncludesSome,
  filterFn_equals,
  filterFn_equalsString,
  filterFn_inNumberRange,
  filterFn_includesString,
  globalFilteringFeature,
  metaHelper,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  type ColumnDef,
  type Row,
  type RowData,
} from "@tanstack/table-core";
import type { ReactElement } from "react";
import type { BadgeProps } from "../badge/badge.js";

/** Per-column options, set as `meta` on a column definition. */
export type DataTableColumnMeta = {
  /**
   * Alignment of the column's header and cells; `end` for numbers.
   * @default "start"
   */
  align?: "start" | "center" | "end";
  /**
   * Renders the column's cells as row headers (`<th scope="row">`), e.g. the asset's name.
   * @default false
   */
  rowHeader?: boolean;
  /**
   * Lets the column's cells wrap (notes, long names); cells stay on one line otherwise.
   * @default false
   */
  wrap?: boolean;
  /**
   * Cuts long text at 12 rem with an ellipsis; a string or number value is the cell's `title`.
   * @default false
   */
  truncate?: boolean;
  /**
   * How much the column matters when the table is narrow (by its own width, not the screen's): 1 always shows;
   * 2 shows from a table width of 36 rem (576 px), 3 from 48 rem (768 px). On a phone only priority 1 columns
   * show; fold what matters of the others into a priority 1 cell. A user's tick in the columns menu (`true` in
   * the visibility state) shows the column at any width.
   * @default 1
   */
  priority?: 1 | 2 | 3;
  /**
   * The column's name in announcements ("Sorted by ...") when its header is not a string.
   * @default the header or id
   */
  label?: string;
  /**
   * Class names of the column's header cell. A width (`w-32`, `w-[14%]`) fixes the column's: a server's next
   * page of longer or shorter values then leaves the columns where they were (give one to every column but the
   * one that takes the room left).
   */
  headerClassName?: string;
  /** Class names of the column's body cells. */
  cellClassName?: string;
  /**
   * Keeps the column in view while the table scrolls sideways (a phone): `start` (with the checkbox column,
   * which is always pinned) or `end` (a row's actions).
   * @default not pinned
   */
  pin?: "start" | "end";
  /**
   * Renders the cells by a format's name, for columns a Server Component declares (a function cannot cross to
   * the client): "text", "number", "percent", "date", "datetime", "badge", or an object with the format's
   * options; a currency needs its code: `{ type: "currency", currency: "EUR" }`. A column's own `cell` wins.
   * @default the value as text
   */
  format?: DataTableFormat;
  /**
   * What stands in for the column's cells while the first rows load, as tall as its cells so the rows keep
   * their height when the data comes: "text" (a line of text), "badge" (a Badge), "none", or an element as
   * tall as the cells (a `Skeleton`: `<Skeleton className="size-8" />` for a 32 px button).
   * @default "badge" with a "badge" format, else "text"
   */
  skeleton?: "text" | "badge" | "none" | ReactElement;
  /**
   * Includes the column in the CSV export (columns without an accessor never are).
   * @default true
   */
  export?: boolean;
};

/** The Badge variants a "badge" format maps values to (the kit Badge's). */
export type DataTableBadgeVariant = NonNullable<BadgeProps["variant"]>;

/**
 * A cell format by name (see `DataTableColumnMeta.format`), formatted with `Intl` in the DataTable's `locale`.
 * Dates are ISO strings, timestamps or `Date`s, shown in `timeZone` (UTC unless given, so the server's HTML and
 * the browser's agree).
 */
export type DataTableFormat =
  | "text"
  | "number"
  | "percent"
  | "date"
  | "datetime"
  | "badge"
  | { type: "number" | "percent"; options?: Intl.NumberFormatOptions }
  | { type: "currency"; currency: string; options?: Intl.NumberFormatOptions }
  | { type: "date" | "datetime"; timeZone?: string; options?: Intl.DateTimeFormatOptions }
  | {
      type: "badge";
      /** Badge variant per value (e.g. `{ Missing: "destructive" }`); others are "secondary". */
      variants?: Record<string, DataTableBadgeVariant>;
    };

/**
 * The TanStack Table v9 features a DataTable registers: sorting, column and global filtering, row selection,
 * pagination, column visibility and pinning, the client-side row models, the sort and filter functions columns may name
 * (`sortFn: "alphanumeric" | "text" | "datetime" | "basic"`, `filterFn: "includesString" | "equalsString" |
 * "equals" | "arrIncludesSome" | "inNumberRange"`) and the typed `meta` above. Type your columns with it.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    text: sortFn_text,
    datetime: sortFn_datetime,
    basic: sortFn_basic,
  },
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: {
    includesString: filterFn_includesString,
    equalsString: filterFn_equalsString,
    equals: filterFn_equals,
    arrIncludesSome: filterFn_arrIncludesSome,
    inNumberRange: filterFn_inNumberRange,
  },
  rowSelectionFeature,
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  columnVisibilityFeature,
  columnPinningFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
});

export type DataTableFeatures = typeof dataTableFeatures;
/** A column of a DataTable (TanStack's `ColumnDef` with the DataTable's features). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list mixes columns of different value types
export type DataTableColumnDef<TData extends RowData, TValue = any> = ColumnDef<
  DataTableFeatures,
  TData,
  TValue
>;
export type DataTableRow<TData extends RowData> = Row<DataTableFeatures, TData>;

/** A typed column helper for DataTable columns: `const col = createDataTableColumnHelper<Asset>()`. */
export function createDataTableColumnHelper<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}
