// The DataTable's column model: its TanStack features, the typed `meta` and the column helper. No
// "use client": a Server Component can build columns with these (plain data: accessors, headers, meta).
import {
  columnFilteringFeature,
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

/** Per-column options, set as `meta` on a column definition. */
export type DataTableColumnMeta = {
  /** Alignment of the column's header and cells; `end` for numbers. Default: "start". */
  align?: "start" | "center" | "end";
  /** Renders the column's cells as row headers (`<th scope="row">`), e.g. the asset's name. Default: false. */
  rowHeader?: boolean;
  /** Lets the column's cells wrap (notes, long names); cells stay on one line otherwise. Default: false. */
  wrap?: boolean;
  /** Cuts long text at 12 rem with an ellipsis; a string or number value is the cell's `title`. Default: false. */
  truncate?: boolean;
  /**
   * How much the column matters when the table is narrow (by its own width, not the screen's): 1 always shows;
   * 2 shows from a table width of 36 rem (576 px), 3 from 48 rem (768 px). On a phone only priority 1 columns
   * show; fold what matters of the others into a priority 1 cell. Default: 1.
   */
  priority?: 1 | 2 | 3;
  /** The column's name in announcements ("Sorted by ...") when its header is not a string. Default: the header or id. */
  label?: string;
  /** Class names of the column's header cell. Default: none. */
  headerClassName?: string;
  /** Class names of the column's body cells. Default: none. */
  cellClassName?: string;
};

/**
 * The TanStack Table v9 features a DataTable registers: sorting, column and global filtering, row selection,
 * pagination, their client-side row models, the sort and filter functions columns may name
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
