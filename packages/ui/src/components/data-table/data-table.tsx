"use client";

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
  flexRender,
  functionalUpdate,
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
  useTable,
  type Column,
  type ColumnDef,
  type ColumnFiltersState,
  type Row,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from "@tanstack/react-table";
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from "lucide-react";
import * as React from "react";
import { cn } from "../../lib/cn.js";
import { Checkbox } from "../checkbox/checkbox.js";
import {
  Pagination,
  PaginationContent,
  PaginationEllipsis,
  PaginationItem,
  PaginationLink,
  PaginationNext,
  PaginationPrevious,
  paginationRange,
} from "../pagination/pagination.js";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../select/select.js";
import { Skeleton } from "../skeleton/skeleton.js";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../table/table.js";

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

type SortDirectionName = "ascending" | "descending" | "none";

/** The DataTable's own words, for translation. */
export type DataTableLabels = {
  /** Name of the header checkbox. Default: "Select all rows on this page". */
  selectAll: string;
  /** Name of a row's checkbox, from the row's label (`getRowLabel`). Default: "Select <label>". */
  selectRow: (rowLabel: string) => string;
  /** Label of the page size control. Default: "Rows per page". */
  rowsPerPage: string;
  /** The page position. Default: "Page 2 of 100". */
  page: (page: number, pageCount: number) => string;
  /** The selection count. Default: "3 of 1,000 selected". */
  selected: (count: number, total: number) => string;
  /** Announced after a sort change. Default: "Sorted by Name, ascending" / "Name: not sorted". */
  sorted: (column: string, direction: SortDirectionName) => string;
  /** Announced while `loading`. Default: "Loading". */
  loading: string;
  /** Name of the pagination landmark. Default: "Pagination". */
  pagination: string;
  /** Visible text of the previous-page button (only the chevron shows in a narrow table). Default: "Previous". */
  previous: string;
  /** Name of the previous-page button. Default: "Go to previous page". */
  previousPage: string;
  /** Visible text of the next-page button. Default: "Next". */
  next: string;
  /** Name of the next-page button. Default: "Go to next page". */
  nextPage: string;
  /** What the ellipsis between page numbers stands for, read by screen readers. Default: "More pages". */
  morePages: string;
};

const count = new Intl.NumberFormat("en");
export const DATA_TABLE_LABELS: DataTableLabels = {
  selectAll: "Select all rows on this page",
  selectRow: (rowLabel) => `Select ${rowLabel}`,
  rowsPerPage: "Rows per page",
  page: (page, pageCount) => `Page ${count.format(page)} of ${count.format(pageCount)}`,
  selected: (selected, total) => `${count.format(selected)} of ${count.format(total)} selected`,
  sorted: (column, direction) =>
    direction === "none" ? `${column}: not sorted` : `Sorted by ${column}, ${direction}`,
  loading: "Loading",
  pagination: "Pagination",
  previous: "Previous",
  previousPage: "Go to previous page",
  next: "Next",
  nextPage: "Go to next page",
  morePages: "More pages",
};

/** What the checkbox column needs of a table and of a row (any row type). */
type SelectableTable = {
  getIsAllPageRowsSelected: () => boolean;
  getIsSomePageRowsSelected: () => boolean;
  toggleAllPageRowsSelected: (value: boolean) => void;
};
type SelectableRow = {
  id: string;
  original: unknown;
  getIsSelected: () => boolean;
  getCanSelect: () => boolean;
  toggleSelected: (value: boolean) => void;
};

/** The words and the row names the checkbox column reads, so the columns are not rebuilt when they change. */
const SelectionText = React.createContext<{
  labels: DataTableLabels;
  rowLabel: (row: SelectableRow) => string;
}>({ labels: DATA_TABLE_LABELS, rowLabel: (row) => `row ${row.id}` });

function SelectAllCheckbox({ table }: { table: SelectableTable }) {
  const { labels } = React.useContext(SelectionText);
  return (
    <Checkbox
      aria-label={labels.selectAll}
      checked={
        table.getIsAllPageRowsSelected() ? true : table.getIsSomePageRowsSelected() ? "indeterminate" : false
      }
      onCheckedChange={(checked) => table.toggleAllPageRowsSelected(checked === true)}
    />
  );
}

function SelectRowCheckbox({ row }: { row: SelectableRow }) {
  const { labels, rowLabel } = React.useContext(SelectionText);
  return (
    <Checkbox
      aria-label={labels.selectRow(rowLabel(row))}
      checked={row.getIsSelected()}
      disabled={!row.getCanSelect()}
      onCheckedChange={(checked) => row.toggleSelected(checked === true)}
    />
  );
}

/**
 * The same object while every value is the same (`===`), so an inline `labels={{ ... }}` of strings does not
 * count as a change on every render.
 */
function useStableLabels(overrides: Partial<DataTableLabels> | undefined): DataTableLabels {
  const merged = { ...DATA_TABLE_LABELS, ...overrides };
  const [stable, setStable] = React.useState(merged);
  const changed = (Object.keys(merged) as (keyof DataTableLabels)[]).some(
    (key) => stable[key] !== merged[key],
  );
  // React's "adjust state while rendering": kept for the next render, used at once
  if (changed) setStable(merged);
  return changed ? merged : stable;
}

export type DataTableProps<TData extends RowData> = Omit<React.ComponentProps<"div">, "children"> & {
  /** Column definitions; keep the array stable (module scope or `useMemo`), or every render re-sorts. Required. */
  columns: DataTableColumnDef<TData>[];
  /** The rows; keep the array stable between real changes, for the same reason. Required. */
  data: TData[];
  /** A stable id per row, used by selection and as React key (e.g. `(asset) => asset.id`). Default: the index. */
  getRowId?: (row: TData, index: number) => string;
  /** A row's name in its checkbox label ("Select Forklift 7"). Default: "row <id>". */
  getRowLabel?: (row: TData) => string;
  /** Names the table for assistive tech (`aria-label`). Default: none. */
  label?: string;
  /** Text every row is searched for (columns with string or number values). Controlled. Default: none. */
  globalFilter?: string;
  /** Filters per column (`[{ id: "status", value: "Missing" }]`), driven from outside. Controlled. Default: none. */
  columnFilters?: ColumnFiltersState;
  /** Sort state, controlled (with `onSortingChange`). Default: uncontrolled, starting at `defaultSorting`. */
  sorting?: SortingState;
  /** Initial sort of an uncontrolled table. Default: unsorted. */
  defaultSorting?: SortingState;
  /** Called with the new sort state when a header is pressed. Default: none. */
  onSortingChange?: (sorting: SortingState) => void;
  /** Adds a checkbox column: `true` for every row, or a predicate per row. Default: false. */
  enableRowSelection?: boolean | ((row: DataTableRow<TData>) => boolean);
  /** Selected row ids (`{ [id]: true }`), controlled with `onRowSelectionChange`. Default: uncontrolled. */
  rowSelection?: RowSelectionState;
  /** Called with the new selection. Default: none. */
  onRowSelectionChange?: (selection: RowSelectionState) => void;
  /** Rows per page at first. Default: 10. */
  pageSize?: number;
  /** Choices of the page size control; an empty list hides it. Default: [10, 20, 50]. */
  pageSizeOptions?: number[];
  /** Shows skeleton rows instead of data, and marks the table busy. Default: false. */
  loading?: boolean;
  /** How many skeleton rows `loading` shows. Default: the page size. */
  loadingRows?: number;
  /** Shown in place of rows when there are none (none at all, or none that match the filters). Default: "No results." */
  emptyState?: React.ReactNode;
  /** The table's own words, for translation. Default: `DATA_TABLE_LABELS` (English). */
  labels?: Partial<DataTableLabels>;
};

const NO_FILTERS: ColumnFiltersState = [];

function columnName<TData extends RowData>(column: Column<DataTableFeatures, TData>): string {
  const header = column.columnDef.header;
  return column.columnDef.meta?.label ?? (typeof header === "string" ? header : column.id);
}

/**
 * Previous/Next show their text once the table is 36 rem wide, like the page numbers (Pagination itself
 * switches at the screen's `sm`; this selector outranks its classes).
 */
const endLabelByWidth = "[&>span]:hidden @xl:[&>span]:block";

/** Hides a column below its priority's table width (container queries on the DataTable). */
const priorityClassName = { 1: undefined, 2: "@max-xl:hidden", 3: "@max-3xl:hidden" } as const;

function ariaSort(sorted: false | "asc" | "desc") {
  return sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined;
}

/**
 * A data table on TanStack Table v9, drawn with the kit's Table parts: sortable columns (a button in the
 * header, `aria-sort` on the sorted one), row selection with a header checkbox (indeterminate while some rows
 * on the page are selected), pagination with a page size control, a loading state (skeleton rows,
 * `aria-busy`) and an empty state. Filters come from outside (`globalFilter`, `columnFilters`), so a
 * filter bar of the app's own controls drives it. QA contract: `data-slot="data-table"` with `data-loading`
 * and `data-empty`; rows carry `data-row-id` and `data-state="selected"`; sort buttons
 * `data-slot="data-table-sort"`; `data-slot="data-table-footer"`, `data-table-page`, `data-table-page-size`, `data-table-status`.
 */
export function DataTable<TData extends RowData>({
  columns,
  data,
  getRowId,
  getRowLabel,
  label,
  globalFilter,
  columnFilters,
  sorting,
  defaultSorting,
  onSortingChange,
  enableRowSelection = false,
  rowSelection,
  onRowSelectionChange,
  pageSize: initialPageSize = 10,
  pageSizeOptions = [10, 20, 50],
  loading = false,
  loadingRows,
  emptyState = "No results.",
  labels: labelOverrides,
  className,
  ...props
}: DataTableProps<TData>) {
  const labels = useStableLabels(labelOverrides);
  const [announcement, setAnnouncement] = React.useState("");
  const rootRef = React.useRef<HTMLDivElement>(null);
  const paginationRef = React.useRef<HTMLElement>(null);
  const pagingByKeyboard = React.useRef(false);
  const baseId = React.useId();
  // the page size list is portalled out of the table's `dir`: it takes the direction the table is shown in
  const [listDir, setListDir] = React.useState<"ltr" | "rtl">();

  const selectionText = React.useMemo(
    () => ({
      labels,
      rowLabel: (row: SelectableRow) => (getRowLabel ? getRowLabel(row.original as TData) : `row ${row.id}`),
    }),
    [labels, getRowLabel],
  );

  // the checkbox column is built once per set of columns (its words come from context), so neither sorting
  // nor an inline `labels` or `getRowLabel` rebuilds the column model
  const selectable = Boolean(enableRowSelection);
  const allColumns = React.useMemo<DataTableColumnDef<TData>[]>(() => {
    if (!selectable) return columns;
    const select: DataTableColumnDef<TData> = {
      id: "select",
      enableSorting: false,
      enableGlobalFilter: false,
      enableColumnFilter: false,
      header: ({ table }) => <SelectAllCheckbox table={table} />,
      cell: ({ row }) => <SelectRowCheckbox row={row} />,
    };
    return [select, ...columns];
  }, [columns, selectable]);

  const table = useTable({
    features: dataTableFeatures,
    columns: allColumns,
    data,
    getRowId,
    enableMultiSort: false,
    // the page is reset by the rules below, not on every data change (adding an asset keeps the page)
    autoResetPageIndex: false,
    enableRowSelection,
    globalFilterFn: "includesString",
    initialState: {
      sorting: defaultSorting ?? [],
      pagination: { pageIndex: 0, pageSize: initialPageSize },
    },
    // only the slices the consumer owns are controlled; the table owns the rest
    state: {
      globalFilter: globalFilter ?? "",
      columnFilters: columnFilters ?? NO_FILTERS,
      ...(sorting ? { sorting } : {}),
      ...(rowSelection ? { rowSelection } : {}),
    },
    onGlobalFilterChange: () => undefined,
    onColumnFiltersChange: () => undefined,
    // a controlled slice gets its updater; an uncontrolled one keeps the table's own (listeners are told below)
    ...(sorting
      ? { onSortingChange: (updater) => onSortingChange?.(functionalUpdate(updater, sorting)) }
      : {}),
    ...(rowSelection
      ? { onRowSelectionChange: (updater) => onRowSelectionChange?.(functionalUpdate(updater, rowSelection)) }
      : {}),
  });

  const { pageIndex, pageSize } = table.state.pagination;
  const pageCount = table.getPageCount();
  const rows = table.getRowModel().rows;
  const filteredCount = table.getFilteredRowModel().rows.length;
  const headerGroups = table.getHeaderGroups();
  const leafColumns = table.getAllLeafColumns();
  const empty = !loading && rows.length === 0;

  // uncontrolled sort with an onSortingChange listener: tell it after the change
  const sortingState = table.state.sorting;
  const reportedSorting = React.useRef(sortingState);
  React.useEffect(() => {
    if (sorting || !onSortingChange || reportedSorting.current === sortingState) return;
    reportedSorting.current = sortingState;
    onSortingChange(sortingState);
  }, [sorting, onSortingChange, sortingState]);

  // uncontrolled selection with a listener: likewise
  const selectionState = table.state.rowSelection;
  const reportedSelection = React.useRef(selectionState);
  React.useEffect(() => {
    if (rowSelection || !onRowSelectionChange || reportedSelection.current === selectionState) return;
    reportedSelection.current = selectionState;
    onRowSelectionChange(selectionState);
  }, [rowSelection, onRowSelectionChange, selectionState]);

  // rows deleted from `data` leave the selection (a controlled owner is told through onRowSelectionChange), so
  // a row added back with the same id does not come back selected
  const rowsById = table.getCoreRowModel().rowsById;
  React.useEffect(() => {
    const entries = Object.entries(selectionState);
    if (entries.every(([id]) => id in rowsById)) return;
    table.setRowSelection(Object.fromEntries(entries.filter(([id]) => id in rowsById)));
  }, [rowsById, selectionState, table]);

  // new filters: back to the first page. Not on mount, not on a new filters array with the same content
  const filterKey = JSON.stringify([globalFilter ?? "", columnFilters ?? NO_FILTERS]);
  const appliedFilterKey = React.useRef(filterKey);
  React.useEffect(() => {
    if (appliedFilterKey.current === filterKey) return;
    appliedFilterKey.current = filterKey;
    table.setPageIndex(0);
  }, [filterKey, table]);

  // fewer rows than before (a delete): stay on the last page that still exists
  React.useEffect(() => {
    if (pageCount > 0 && pageIndex > pageCount - 1) table.setPageIndex(pageCount - 1);
  }, [pageCount, pageIndex, table]);

  // a page button that disappears or turns disabled under the keyboard (Next on the last page) would drop
  // focus to the page: hand it to the current page instead
  React.useEffect(() => {
    if (!pagingByKeyboard.current) return;
    pagingByKeyboard.current = false;
    const nav = paginationRef.current;
    const focused = document.activeElement;
    if (nav && (!focused || focused === document.body || (focused as HTMLButtonElement).disabled))
      nav.querySelector<HTMLElement>("[aria-current=page]")?.focus();
  }, [pageIndex]);

  const goToPage = (index: number) => {
    pagingByKeyboard.current = paginationRef.current?.contains(document.activeElement) ?? false;
    table.setPageIndex(index);
  };

  // counted from the rows, not the state: an id whose row was deleted or filtered out is not "selected" here
  const selectedCount = enableRowSelection ? table.getFilteredSelectedRowModel().rows.length : 0;

  return (
    <div
      ref={rootRef}
      data-slot="data-table"
      data-loading={loading || undefined}
      data-empty={empty || undefined}
      // a container: the footer (and columns with a `priority`) follow the table's own width, not the screen's
      className={cn("@container flex w-full flex-col gap-3", className)}
      {...props}
    >
      <SelectionText.Provider value={selectionText}>
        <Table
          aria-label={label}
          aria-busy={loading || undefined}
          // a narrow table (a phone) pads its cells 8 px instead of 12: room for one more column
          className="@max-xl:[&_td]:px-2 @max-xl:[&_th]:px-2"
        >
          <TableHeader>
            {headerGroups.map((group) => (
              <TableRow key={group.id}>
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta;
                  const sorted = header.column.getIsSorted();
                  const content = header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <TableHead
                      key={header.id}
                      colSpan={header.colSpan}
                      align={meta?.align}
                      aria-sort={ariaSort(sorted)}
                      className={cn(priorityClassName[meta?.priority ?? 1], meta?.headerClassName)}
                    >
                      {header.column.getCanSort() && !header.isPlaceholder ? (
                        <button
                          type="button"
                          data-slot="data-table-sort"
                          onClick={(event) => {
                            const next = ariaSort(header.column.getNextSortingOrder());
                            header.column.getToggleSortingHandler()?.(event);
                            // a new order starts at its first page (same event, so one render)
                            table.setPageIndex(0);
                            setAnnouncement(labels.sorted(columnName(header.column), next ?? "none"));
                          }}
                          className={cn(
                            "inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md px-2 whitespace-nowrap transition-colors outline-none select-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-3 focus-visible:ring-ring/50 [&_svg]:size-3.5 [&_svg]:shrink-0",
                            meta?.align === "end" ? "-me-2 flex-row-reverse" : "-ms-2",
                            sorted ? "text-foreground" : undefined,
                          )}
                        >
                          {content}
                          {sorted === "asc" ? (
                            <ArrowUpIcon aria-hidden="true" />
                          ) : sorted === "desc" ? (
                            <ArrowDownIcon aria-hidden="true" />
                          ) : (
                            <ArrowUpDownIcon aria-hidden="true" className="opacity-50" />
                          )}
                        </button>
                      ) : (
                        content
                      )}
                    </TableHead>
                  );
                })}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {loading ? (
              Array.from({ length: loadingRows ?? pageSize }, (_, i) => (
                <TableRow key={`loading-${i}`} data-loading="">
                  {leafColumns.map((column) => (
                    <TableCell
                      key={column.id}
                      align={column.columnDef.meta?.align}
                      className={priorityClassName[column.columnDef.meta?.priority ?? 1]}
                    >
                      <Skeleton className={column.id === "select" ? "size-4" : "h-4 w-full max-w-32"} />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            ) : empty ? (
              <TableRow className="hover:bg-transparent">
                <TableCell colSpan={leafColumns.length} align="center" className="h-24 text-muted-foreground">
                  {emptyState}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => (
                <TableRow key={row.id} data-row-id={row.id} selected={row.getIsSelected()}>
                  {row.getAllCells().map((cell) => {
                    const meta = cell.column.columnDef.meta;
                    const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                    const value: unknown = meta?.truncate ? cell.getValue() : undefined;
                    const shared = {
                      align: meta?.align,
                      wrap: meta?.wrap,
                      truncate: meta?.truncate,
                      // the whole text of a cut cell, on hover
                      title:
                        typeof value === "string" || typeof value === "number" ? String(value) : undefined,
                      className: cn(priorityClassName[meta?.priority ?? 1], meta?.cellClassName),
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
              ))
            )}
          </TableBody>
        </Table>
      </SelectionText.Provider>

      {/* what changed, for screen readers: the sort order, loading */}
      <div role="status" data-slot="data-table-status" className="sr-only">
        {loading ? labels.loading : announcement}
      </div>

      {loading || empty ? null : (
        <div
          data-slot="data-table-footer"
          className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 text-sm text-muted-foreground"
        >
          {enableRowSelection ? (
            <p data-slot="data-table-selection">{labels.selected(selectedCount, filteredCount)}</p>
          ) : (
            <span />
          )}
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            {pageSizeOptions.length > 0 ? (
              <div className="flex items-center gap-2">
                <span id={`${baseId}-page-size`} data-slot="data-table-page-size-label">
                  {labels.rowsPerPage}
                </span>
                {/* the kit's Select, as in the app's own filter bar: one look for every choice on the page */}
                <Select
                  value={String(pageSize)}
                  onValueChange={(value) => table.setPageSize(Number(value))}
                  onOpenChange={(open) => {
                    if (open && !props.dir && rootRef.current)
                      setListDir(getComputedStyle(rootRef.current).direction === "rtl" ? "rtl" : "ltr");
                  }}
                  dir={props.dir === "rtl" || props.dir === "ltr" ? props.dir : listDir}
                >
                  <SelectTrigger
                    size="sm"
                    data-slot="data-table-page-size"
                    aria-labelledby={`${baseId}-page-size`}
                    className="w-auto gap-1.5 tabular-nums"
                  >
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent className="min-w-0">
                    {pageSizeOptions.map((option) => (
                      <SelectItem key={option} value={String(option)} className="tabular-nums">
                        {option}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
            ) : null}
            {/* polite: the new page is announced after a page change */}
            <span data-slot="data-table-page" aria-live="polite" aria-atomic="true" className="tabular-nums">
              {labels.page(pageIndex + 1, Math.max(pageCount, 1))}
            </span>
            {pageCount > 1 ? (
              <Pagination ref={paginationRef} aria-label={labels.pagination} className="mx-0 w-auto">
                <PaginationContent>
                  <PaginationItem>
                    <PaginationPrevious
                      label={labels.previous}
                      aria-label={labels.previousPage}
                      disabled={!table.getCanPreviousPage()}
                      onClick={() => goToPage(pageIndex - 1)}
                      className={endLabelByWidth}
                    />
                  </PaginationItem>
                  {paginationRange(pageIndex + 1, pageCount).map((item, i) => (
                    // in a narrow table (a phone, a side panel), Previous/Next and "Page 2 of 20" are enough;
                    // the numbers need the room. By the table's width, not the screen's
                    <PaginationItem
                      key={item === "ellipsis" ? `gap-${i}` : item}
                      className="hidden @xl:block"
                    >
                      {item === "ellipsis" ? (
                        <PaginationEllipsis label={labels.morePages} />
                      ) : (
                        <PaginationLink isActive={item === pageIndex + 1} onClick={() => goToPage(item - 1)}>
                          {item}
                        </PaginationLink>
                      )}
                    </PaginationItem>
                  ))}
                  <PaginationItem>
                    <PaginationNext
                      label={labels.next}
                      aria-label={labels.nextPage}
                      disabled={!table.getCanNextPage()}
                      onClick={() => goToPage(pageIndex + 1)}
                      className={endLabelByWidth}
                    />
                  </PaginationItem>
                </PaginationContent>
              </Pagination>
            ) : null}
          </div>
        </div>
      )}
    </div>
  );
}
