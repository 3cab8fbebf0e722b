"use client";

// The DataTable, composed of its parts: state (state.ts; URL sync in use-url-state.ts), header and sorting
// (header.tsx), toolbar, visibility menu and bulk actions (toolbar.tsx), body (body.tsx) and virtual rows
// (virtual.tsx), footer and pagination (pagination.tsx), row selection (selection.tsx), pinned columns
// (pinning.ts), CSV export (export.ts). The column model, formats, words, CSV text and URL parsing are
// server-safe (columns.ts, formats.tsx, labels.ts, csv.ts, url-state.ts).
import type {
  ColumnFiltersState,
  ColumnVisibilityState,
  PaginationState,
  RowData,
  RowSelectionState,
  SortingState,
} from "@tanstack/react-table";
import * as React from "react";
import { cn } from "../../lib/cn.js";
import { usePageDirection, useProvidedDirection } from "../../lib/direction.js";
import { Table } from "../table/table.js";
import { DataTableBody, shownColumns } from "./body.js";
import type { DataTableColumnDef, DataTableRow } from "./columns.js";
import { useCsvExport, type CsvView, type DataTableExport } from "./export.js";
import { columnName, DataTableHeader, describeSorting } from "./header.js";
import type { DataTableLabels } from "./labels.js";
import { columnShown, priorityRoom, SELECT_COLUMN_ID, type DataTablePriority } from "./layout.js";
import { DataTableFooter, pageCountKnown } from "./pagination.js";
import { pinnedEdgeClassName, usePinnedOffsets } from "./pinning.js";
import { SelectionText, type SelectableRow } from "./selection.js";
import { useDataTableState, useStableLabels, type DataTableInstance } from "./state.js";
import { DataTableToolbar, type DataTableSelection } from "./toolbar.js";
import { DataTableVirtualBody, useFixedColumnWidths, type DataTableVirtualOptions } from "./virtual.js";

// The state the table's controlled props take, named here so an app types its own state without importing
// TanStack Table (the kit's dependency, not the app's)
/** Page index (from 0) and size: `{ pageIndex: 0, pageSize: 20 }`. */
export type DataTablePaginationState = PaginationState;
/** The sorted columns in precedence order: `[{ id: "value", desc: true }]`. */
export type DataTableSortingState = SortingState;
/** The column filters: `[{ id: "status", value: "Missing" }]`. */
export type DataTableColumnFiltersState = ColumnFiltersState;
/** The selected rows' ids, each `true`: `{ "TAG-0001": true }` (an unselected row is absent). */
export type DataTableRowSelectionState = RowSelectionState;
/** Shown (`true`) or hidden (`false`) per column id; a column not named is shown. */
export type DataTableColumnVisibilityState = ColumnVisibilityState;

export type DataTableProps<TData extends RowData> = Omit<React.ComponentProps<"div">, "children"> & {
  /** Column definitions; keep the array stable (module scope or `useMemo`), or every render re-sorts. */
  columns: DataTableColumnDef<TData>[];
  /** The rows (with `manualPagination`, the current page's); keep the array stable between real changes. */
  data: TData[];
  /**
   * A stable id per row, used by selection and as React key (e.g. `(asset) => asset.id`).
   * @default the index
   */
  getRowId?: (row: TData, index: number) => string;
  /**
   * A row's name in its checkbox label ("Select Forklift 7").
   * @default "row <id>"
   */
  getRowLabel?: (row: TData) => string;
  /**
   * Names the table for assistive tech (`aria-label`). Unset: the table has no name (give one when a page has
   * more than one table).
   * @default undefined
   */
  label?: string;
  /**
   * Locale of the cell formats (`meta.format`).
   * @default "en"
   */
  locale?: string;

  /**
   * Page index and size, controlled (with `onPaginationChange`). Uncontrolled without it (starts from `defaultPagination`).
   * @default undefined
   */
  pagination?: PaginationState;
  /**
   * The page an uncontrolled table starts on.
   * @default { pageIndex: 0, pageSize: pageSize }
   */
  defaultPagination?: PaginationState;
  /**
   * Called with the new page index and size (a page button, the page size control, a new sort or filter).
   * @default undefined
   */
  onPaginationChange?: (pagination: PaginationState) => void;
  /**
   * Rows per page at first (uncontrolled).
   * @default 10
   */
  pageSize?: number;
  /**
   * Choices of the page size control (a `pageSize` not among them joins them); an empty list hides it.
   * @default [10, 20, 50]
   */
  pageSizeOptions?: number[];
  /**
   * The server pages: `data` is the current page, `rowCount` (or `pageCount`) the whole.
   * @default false
   */
  manualPagination?: boolean;
  /**
   * Rows that match the filters on the server, with `manualPagination`: the pages and the footer's "3 of
   * 1,234 selected" follow it. Without it (and with `manualPagination`) the total is unknown: the footer says
   * "3 selected".
   * @default the rows of `data` without `manualPagination`, else unknown
   */
  rowCount?: number | undefined;
  /**
   * Pages on the server, when it tells pages rather than rows (the total of rows stays unknown: give
   * `rowCount` too for "3 of 1,234 selected").
   * @default from `rowCount`
   */
  pageCount?: number | undefined;

  /**
   * Sort state, controlled (with `onSortingChange`). Uncontrolled without it (starts from `defaultSorting`).
   * @default undefined
   */
  sorting?: SortingState;
  /**
   * Initial sort of an uncontrolled table.
   * @default unsorted
   */
  defaultSorting?: SortingState;
  /**
   * Called with the new sort state when a header is pressed.
   * @default undefined
   */
  onSortingChange?: (sorting: SortingState) => void;
  /**
   * The server sorts: `data` comes in the order `sorting` asks for.
   * @default false
   */
  manualSorting?: boolean;
  /**
   * Shift with a header press (click, Enter, Space) adds its column to the sort.
   * @default true
   */
  enableMultiSort?: boolean;

  /**
   * Text every row is searched for (columns with string or number values), controlled. Uncontrolled without it (starts from `defaultGlobalFilter`).
   * @default undefined
   */
  globalFilter?: string;
  /**
   * Initial search text of an uncontrolled table.
   * @default ""
   */
  defaultGlobalFilter?: string;
  /**
   * Called with the new search text (the toolbar's search box).
   * @default undefined
   */
  onGlobalFilterChange?: (globalFilter: string) => void;
  /**
   * Filters per column (`[{ id: "status", value: "Missing" }]`), controlled. Uncontrolled without it (starts from `defaultColumnFilters`).
   * @default undefined
   */
  columnFilters?: ColumnFiltersState;
  /**
   * Initial column filters of an uncontrolled table.
   * @default []
   */
  defaultColumnFilters?: ColumnFiltersState;
  /**
   * Called with the new column filters (a `toolbar` control calling `column.setFilterValue`).
   * @default undefined
   */
  onColumnFiltersChange?: (columnFilters: ColumnFiltersState) => void;
  /**
   * The server filters: `data` holds only matching rows.
   * @default false
   */
  manualFiltering?: boolean;

  /**
   * Adds a checkbox column: `true` for every row, or a predicate per row.
   * @default false
   */
  enableRowSelection?: boolean | ((row: DataTableRow<TData>) => boolean);
  /**
   * Selected row ids (`{ [id]: true }`), controlled (with `onRowSelectionChange`). Uncontrolled without it (starts from `defaultRowSelection`).
   * @default undefined
   */
  rowSelection?: RowSelectionState;
  /**
   * Initial selection of an uncontrolled table.
   * @default {}
   */
  defaultRowSelection?: RowSelectionState;
  /**
   * Called with the new selection.
   * @default undefined
   */
  onRowSelectionChange?: (selection: RowSelectionState) => void;

  /**
   * Hidden columns (`{ site: false }`, at every width), controlled (with `onColumnVisibilityChange`); `true`
   * shows a column even where its `meta.priority` gives way (the columns menu's tick), and a column left out
   * follows its priority. Uncontrolled without it (starts from `defaultColumnVisibility`).
   * @default undefined
   */
  columnVisibility?: ColumnVisibilityState;
  /**
   * Columns hidden at first in an uncontrolled table.
   * @default {} (all shown)
   */
  defaultColumnVisibility?: ColumnVisibilityState;
  /**
   * Called with the new visibility (the columns menu).
   * @default undefined
   */
  onColumnVisibilityChange?: (visibility: ColumnVisibilityState) => void;

  /**
   * A search box in the toolbar, driving the global filter.
   * @default false
   */
  searchable?: boolean;
  /**
   * A "Columns" menu in the toolbar to show and hide columns (`enableHiding: false` keeps one). It checks the
   * columns on screen at the table's width; a tick shows a column its `meta.priority` hid there.
   * @default false
   */
  columnsMenu?: boolean;
  /**
   * An "Export CSV" button in the toolbar: the current view (the columns on screen, those the columns menu
   * checks; filters and order, every page the table has; `meta.export: false` leaves a column out).
   * @default false
   */
  exportable?: boolean;
  /**
   * Name of the exported file.
   * @default "<label>.csv", or "table.csv"
   */
  exportFileName?: string;
  /**
   * Called with the CSV instead of downloading it (e.g. to export every page from the server). Unset: the browser downloads the file.
   * @default undefined
   */
  onExport?: (file: DataTableExport<TData>) => void;
  /**
   * The rows "Export CSV" writes when the table does not have them all: a server-driven table's every page of
   * the current view (its search, filters and order), fetched when the button is pressed, which shows
   * `labels.exporting` meanwhile. The file is of the view and the columns on screen at that press. `signal`
   * aborts when the table unmounts meanwhile (the user left): pass it to `fetch`; no file is written then.
   * @default undefined (the rows of the current view the table has)
   */
  exportRows?: (options: { signal: AbortSignal }) => Promise<readonly TData[]>;
  /**
   * Called when `exportRows` rejects: no file is written; say why (a toast). Unset: the error is logged.
   * @default undefined
   */
  onExportError?: (error: unknown) => void;
  /**
   * The app's own controls in the toolbar (filters), or a function of the table instance that returns them
   * (`(table) => …`, to read and set `table.getColumn(id)`'s filter). Unset: none.
   * @default undefined
   */
  toolbar?: React.ReactNode | ((table: DataTableInstance<TData>) => React.ReactNode);
  /**
   * Actions on the selected rows, shown in a bar that takes the toolbar's place while rows are selected
   * ("3 selected", the actions, "Clear selection"). Unset: no bar.
   * @default undefined
   */
  bulkActions?: (selection: DataTableSelection<TData>) => React.ReactNode;

  /**
   * Data is on its way: the rows the table has stay in place (a progress bar over them); skeleton rows as tall
   * as rows of data (`meta.skeleton`) stand in when it has none, the footer's room held; the table is `aria-busy`.
   * @default false
   */
  loading?: boolean;
  /**
   * How many skeleton rows `loading` shows while there are no rows.
   * @default the page size (`pageSize` with `virtualRows`, whose one page holds every row)
   */
  loadingRows?: number;
  /**
   * The data could not be loaded: shown in place of the rows, as tall as they were, the footer's room held
   * (`true` shows `labels.error`). Unset: no error.
   * @default undefined
   */
  error?: React.ReactNode;
  /**
   * Called by the error state's retry button (shown only with this).
   * @default undefined
   */
  onRetry?: () => void;
  /**
   * Shown in place of rows when there are none (none at all, or none that match the filters).
   * @default "No results."
   */
  emptyState?: React.ReactNode;

  /**
   * Every row in one scrolling body with only the rows in view rendered (TanStack Virtual), for big
   * client-side tables: `true` or the options; no pages then. The column widths are fixed from the first rows
   * once the table is shown and its fonts have loaded (`table-fixed` on the table from then on).
   * @default false
   */
  virtualRows?: boolean | DataTableVirtualOptions;
  /**
   * The table's own words, for translation.
   * @default `DATA_TABLE_LABELS` (English)
   */
  labels?: Partial<DataTableLabels>;
};

/**
 * The highest column priority the table's width has room for (`meta.priority`), kept up to date as it resizes:
 * what the CSS shows, for the columns menu and the export. All of them until it is measured (on the server).
 */
function usePriorityRoom(rootRef: React.RefObject<HTMLElement | null>): DataTablePriority {
  const [room, setRoom] = React.useState<DataTablePriority>(3);
  React.useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    // the content box, as the container queries read it (the observer reports it first as it starts)
    const sizes = new ResizeObserver(([entry]) => {
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      if (entry) setRoom(priorityRoom(entry.contentRect.width, rem));
    });
    sizes.observe(root);
    return () => sizes.disconnect();
  }, [rootRef]);
  return room;
}

/**
 * A data table on TanStack Table v9, drawn with the kit's Table parts. Every state slice (pagination,
 * sorting, column and global filters, row selection, column visibility) is controlled or uncontrolled with
 * its change handler; `manualPagination` / `manualSorting` / `manualFiltering` with `rowCount` let a server
 * page, sort and filter. Sorting by header buttons (Shift adds a column: multi-sort, `aria-sort` on each, the
 * order announced, its precedence shown); row selection with a header checkbox; pagination with a page size
 * control; a toolbar (search, the app's filters, a columns menu, CSV export) and a bulk-action bar while rows
 * are selected; pinned columns (`meta.pin`; the checkbox column always) that stay in view while the table
 * scrolls sideways; a loading state that keeps the rows in place, an error state with retry, an empty state;
 * virtual rows for big client-side tables. QA contract: see the README's `data-*` table.
 */
export function DataTable<TData extends RowData>({
  columns,
  data,
  getRowId,
  getRowLabel,
  label,
  locale = "en",
  pagination,
  defaultPagination,
  onPaginationChange,
  pageSize = 10,
  pageSizeOptions = [10, 20, 50],
  manualPagination = false,
  rowCount,
  pageCount,
  sorting,
  defaultSorting,
  onSortingChange,
  manualSorting = false,
  enableMultiSort = true,
  globalFilter,
  defaultGlobalFilter,
  onGlobalFilterChange,
  columnFilters,
  defaultColumnFilters,
  onColumnFiltersChange,
  manualFiltering = false,
  enableRowSelection = false,
  rowSelection,
  defaultRowSelection,
  onRowSelectionChange,
  columnVisibility,
  defaultColumnVisibility,
  onColumnVisibilityChange,
  searchable = false,
  columnsMenu = false,
  exportable = false,
  exportFileName,
  onExport,
  exportRows,
  onExportError,
  toolbar,
  bulkActions,
  loading = false,
  loadingRows,
  error,
  onRetry,
  emptyState = "No results.",
  virtualRows = false,
  labels: labelOverrides,
  className,
  style,
  ...props
}: DataTableProps<TData>) {
  const labels = useStableLabels(labelOverrides);
  const rootRef = React.useRef<HTMLDivElement>(null);
  const virtual = virtualRows === true ? {} : virtualRows || undefined;
  // the menus are portalled out of the table's `dir`: they take the table's own `dir`, else the
  // DirectionProvider's (as the kit's Radix parts do), else the direction the table is shown in, read once it
  // is on the page (not as a menu opens: a new `dir` then would re-render the opening menu)
  const provided = useProvidedDirection();
  const fixedDir = props.dir === "rtl" || props.dir === "ltr" ? props.dir : provided;
  const shownDir = usePageDirection(rootRef, fixedDir !== undefined);
  const dir = fixedDir ?? shownDir;

  const selectionText = React.useMemo(
    () => ({
      labels,
      rowLabel: (row: SelectableRow) => (getRowLabel ? getRowLabel(row.original as TData) : `row ${row.id}`),
    }),
    [labels, getRowLabel],
  );

  const table = useDataTableState({
    columns,
    data,
    getRowId,
    locale,
    pagination,
    defaultPagination,
    onPaginationChange,
    pageSize,
    manualPagination,
    rowCount,
    pageCount,
    sorting,
    defaultSorting,
    onSortingChange,
    manualSorting,
    enableMultiSort,
    globalFilter,
    defaultGlobalFilter,
    onGlobalFilterChange,
    columnFilters,
    defaultColumnFilters,
    onColumnFiltersChange,
    manualFiltering,
    enableRowSelection,
    rowSelection,
    defaultRowSelection,
    onRowSelectionChange,
    columnVisibility,
    defaultColumnVisibility,
    onColumnVisibilityChange,
    loading,
    failed: Boolean(error),
    paginate: !virtual,
  });

  // a header press announces the new order once the state has it (controlled or not)
  const [announcement, setAnnouncement] = React.useState("");
  const sortPressed = React.useRef<string | undefined>(undefined);
  const sortState = table.state.sorting;
  React.useEffect(() => {
    if (sortPressed.current === undefined) return;
    setAnnouncement(describeSorting(table, labels, sortPressed.current));
    sortPressed.current = undefined;
  }, [sortState, table, labels]);

  const rows = table.getRowModel().rows;
  const errorMessage = error === true ? labels.error : error;
  const empty = !loading && !errorMessage && rows.length === 0;
  // any page but the first keeps its footer, whatever it holds: Previous leads back from a page past the last
  // (an old link; the table's own page moves back itself, state.ts), from a server's error there, and keeps
  // the focus while the page it asked for loads
  // (not while a server's first answer, with its count, is still to come: "Page 3 of 1" would be made up)
  const pagedOn =
    !virtual && table.state.pagination.pageIndex > 0 && (rows.length > 0 || pageCountKnown(table));
  // the first load (skeletons) and an error keep the footer's room, its content unseen (a server's page count
  // may not be known yet): the table does not grow or shrink by it when the rows come or go
  const footerHeld = !pagedOn && Boolean(errorMessage || (loading && rows.length === 0));
  const selectable = Boolean(enableRowSelection);
  const selectedIds = Object.keys(table.state.rowSelection).filter((id) => table.state.rowSelection[id]);
  // counted from the rows, not the state: an id whose row was deleted or filtered out is not "selected"
  // here; with a server's pages every selected id counts (rows of other pages are not loaded)
  const serverRows = manualPagination || manualFiltering;
  const selectedCount = !selectable
    ? 0
    : serverRows
      ? selectedIds.length
      : table.getFilteredSelectedRowModel().rows.length;
  // the rows that match: the server's `rowCount`, else those here. A server that tells only its pages leaves
  // the total unknown (pages times their size overstates a short last page): the footer then counts the
  // selection alone ("3 selected") rather than "of" a number that is wrong
  const total = serverRows
    ? (rowCount ?? (manualPagination ? undefined : data.length))
    : table.getFilteredRowModel().rows.length;

  const shown = shownColumns(table);
  // the columns on screen at the table's width: priorities give way unless the user chose otherwise (menu)
  const room = usePriorityRoom(rootRef);
  const visibility = table.state.columnVisibility;
  const onScreen = shown.filter((column) => columnShown(column.columnDef.meta, column.id, visibility, room));
  const pinnedKey = shown
    .filter((column) => column.getIsPinned())
    .map((column) => column.id)
    .join(" ");
  usePinnedOffsets(rootRef, pinnedKey);
  const widths = useFixedColumnWidths(
    rootRef,
    Boolean(virtual),
    // a column the user chose to show is shown at any width: another layout
    shown.map((column) => (visibility[column.id] ? `${column.id}!` : column.id)).join(" "),
    rows.length > 0,
  );

  const selectAllBox = React.useCallback(
    () => rootRef.current?.querySelector<HTMLElement>("thead [role=checkbox]"),
    [],
  );
  const clearSelection = () => {
    table.setRowSelection({});
    selectAllBox()?.focus();
  };

  const csvExport = useCsvExport({
    fileName: exportFileName ?? `${label ?? "table"}.csv`,
    exportRows,
    onExport,
    onExportError,
  });
  // the view at the press: what the user sees and the columns menu checks (not a column the width hides)
  const exportView = (): CsvView<TData> => {
    const exported = onScreen.filter(
      (column) =>
        column.id !== SELECT_COLUMN_ID && column.accessorFn && column.columnDef.meta?.export !== false,
    );
    return {
      header: exported.map((column) => columnName(column)),
      // filtered and sorted, every page the table has (a server's: the page it sent)
      rows: () =>
        (manualPagination || virtual ? rows : table.getPrePaginatedRowModel().rows).map((row) => ({
          original: row.original,
          values: exported.map((column) => row.getValue(column.id)),
        })),
      valuesOf: (original, index) => exported.map((column) => column.accessorFn!(original, index)),
    };
  };

  const bodyState = {
    loading,
    // virtual rows have one page of every row (a page size of MAX_SAFE_INTEGER): as many skeletons would not fit
    loadingRows: loadingRows ?? (virtualRows ? pageSize : table.state.pagination.pageSize),
    error: errorMessage,
    onRetry:
      onRetry &&
      (() => {
        // the retry button goes away with the error: the table keeps the focus meanwhile
        rootRef.current?.querySelector<HTMLElement>("table")?.focus();
        onRetry();
      }),
    retryLabel: labels.retry,
    emptyState,
  };

  return (
    <div
      ref={rootRef}
      data-slot="data-table"
      data-loading={loading || undefined}
      data-empty={empty || undefined}
      data-error={errorMessage ? true : undefined}
      data-virtual={virtual ? true : undefined}
      // a container: the footer (and columns with a `priority`) follow the table's own width, not the screen's
      className={cn("@container flex w-full flex-col gap-3", pinnedEdgeClassName, className)}
      style={
        virtual
          ? ({
              "--dt-viewport":
                typeof virtual.height === "number" ? `${virtual.height}px` : (virtual.height ?? "32rem"),
              ...style,
            } as React.CSSProperties)
          : style
      }
      {...props}
    >
      <DataTableToolbar
        table={table}
        labels={labels}
        searchable={searchable}
        columnsMenu={columnsMenu}
        exportable={exportable}
        onExport={() => void csvExport.run(exportView())}
        // busy only for a table whose export fetches (`loading` given keeps the button one width)
        exporting={exportRows ? csvExport.exporting : undefined}
        room={room}
        toolbar={typeof toolbar === "function" ? toolbar(table) : toolbar}
        bulkActions={bulkActions && selectable ? bulkActions : undefined}
        // what the footer counts: a row the filters hide is not in the selection an action gets
        selectedIds={serverRows ? selectedIds : table.getFilteredSelectedRowModel().rows.map((row) => row.id)}
        selectedRows={() =>
          (serverRows ? table.getSelectedRowModel() : table.getFilteredSelectedRowModel()).rows.map(
            (row) => row.original,
          )
        }
        onClearSelection={clearSelection}
        selectAllBox={selectAllBox}
        menuDir={dir}
      />
      <SelectionText.Provider value={selectionText}>
        {/* a frame for the progress bar: over the table's top edge while rows it has are being replaced */}
        <div data-slot="data-table-frame" className="relative">
          {loading && rows.length > 0 ? (
            <div
              aria-hidden="true"
              data-slot="data-table-progress"
              className="absolute inset-x-0 top-0 z-40 h-0.5 rounded-full bg-primary motion-safe:animate-pulse"
            />
          ) : null}
          <Table
            aria-label={label}
            aria-busy={loading || undefined}
            aria-rowcount={virtual ? rows.length + 1 : undefined}
            // the retry button hands it the focus (it goes away with the error)
            tabIndex={-1}
            scrollRegionLabel={virtual ? (label ?? labels.rows(rows.length)) : undefined}
            containerClassName={virtual ? "max-h-(--dt-viewport) overflow-y-auto" : undefined}
            // a narrow table (a phone) pads its cells 8 px instead of 12: room for one more column
            // and 4 px before a checkbox (24 px there): the columns that matter still fit a phone
            className={cn(
              "@max-xl:[&_td]:px-2 @max-xl:[&_th]:px-2 @max-xl:[&_:is(td,th):has([role=checkbox])]:ps-1",
              widths && "table-fixed",
              "outline-none",
            )}
          >
            <DataTableHeader
              table={table}
              onSortPress={(id) => void (sortPressed.current = id)}
              sticky={Boolean(virtual)}
              widths={widths}
            />
            {virtual ? (
              <DataTableVirtualBody table={table} options={virtual} {...bodyState} />
            ) : (
              <DataTableBody table={table} {...bodyState} />
            )}
          </Table>
        </div>
      </SelectionText.Provider>

      {/* what changed, for screen readers: the sort order, loading */}
      <div role="status" data-slot="data-table-status" className="sr-only">
        {loading ? labels.loading : announcement}
      </div>

      {!pagedOn && empty ? null : (
        <DataTableFooter
          // a new footer with the rows: its live regions do not announce what they held unseen
          key={footerHeld ? "held" : "shown"}
          placeholder={footerHeld}
          table={table}
          labels={labels}
          selectable={selectable}
          selectedCount={selectedCount}
          total={total}
          paginate={!virtual}
          pageSizeOptions={pageSizeOptions}
          rootRef={rootRef}
          dir={fixedDir}
        />
      )}
    </div>
  );
}
