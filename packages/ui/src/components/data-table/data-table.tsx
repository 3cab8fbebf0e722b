"use client";

// The DataTable, composed of its parts: its props (props.ts), state (state.ts; URL sync in use-url-state.ts),
// header and sorting (header.tsx), toolbar, visibility menu and bulk actions (toolbar.tsx), body (body.tsx) and
// virtual rows (virtual.tsx), footer and pagination (pagination.tsx), row selection (selection.tsx), pinned
// columns (pinning.ts), CSV export (export.ts). The column model, formats, words, CSV text and URL parsing are
// server-safe (columns.ts, formats.tsx, labels.ts, csv.ts, url-state.ts).
import type { RowData } from "@tanstack/react-table";
import * as React from "react";
import { cn } from "../../lib/cn.js";
import { usePageDirection, useProvidedDirection } from "../../lib/direction.js";
import { Table } from "../table/table.js";
import { DataTableBody, shownColumns } from "./body.js";
import { useCsvExport, type CsvView } from "./export.js";
import { columnName, DataTableHeader, describeSorting } from "./header.js";
import { columnShown, priorityRoom, SELECT_COLUMN_ID, type DataTablePriority } from "./layout.js";
import { DataTableFooter, pageCountKnown } from "./pagination.js";
import { pinnedEdgeClassName, usePinnedOffsets } from "./pinning.js";
import type { DataTableProps } from "./props.js";
import { SelectionText, type SelectableRow } from "./selection.js";
import { useDataTableState, useStableLabels } from "./state.js";
import { DataTableToolbar } from "./toolbar.js";
import { DataTableVirtualBody, useFixedColumnWidths } from "./virtual.js";

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
