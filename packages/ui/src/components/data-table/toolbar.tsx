"use client";

// The toolbar above the table: the search box (`searchable`), the app's own controls (`toolbar`), the column
// visibility menu (`columnsMenu`) and the CSV export (`exportable`). While rows are selected and the app gives
// `bulkActions`, the bulk-action bar takes its place: "3 selected", the actions, "Clear selection". Both are
// laid in the same grid cell, the one not in use hidden, so the swap never moves the table.
// The tools are the search box's height (40 px: Input has one size), so they line up in a row.
import type { RowData } from "@tanstack/react-table";
import { DownloadIcon, Settings2Icon } from "lucide-react";
import * as React from "react";
import { cn } from "../../lib/cn.js";
import { setFocusFallback } from "../../lib/focus-place.js";
import { Button } from "../button/button.js";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../dropdown-menu/dropdown-menu.js";
import { Input } from "../input/input.js";
import { columnName } from "./header.js";
import type { DataTableLabels } from "./labels.js";
import { columnShown, type DataTablePriority } from "./layout.js";
import type { DataTableInstance } from "./state.js";

type ColumnsMenuProps<TData extends RowData> = {
  table: DataTableInstance<TData>;
  labels: DataTableLabels;
  /** Reading direction of the portalled menu: the table's. */
  dir: "ltr" | "rtl" | undefined;
  /** The highest `meta.priority` the table's width shows. */
  room: DataTablePriority;
};

/**
 * The column visibility menu: a checkbox item per column that may hide, checked while the column is on screen
 * (a priority the table's width hides is not); the last one on screen cannot hide. A choice is the user's at
 * every width: ticked shows the column even where its priority would give way, unticked hides it everywhere.
 */
function ColumnsMenu<TData extends RowData>({ table, labels, dir, room }: ColumnsMenuProps<TData>) {
  const visibility = table.state.columnVisibility;
  const onScreen = (column: (typeof hideable)[number]) =>
    columnShown(column.columnDef.meta, column.id, visibility, room);
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide());
  const visible = hideable.filter(onScreen);
  return (
    <DropdownMenu dir={dir}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" data-slot="data-table-columns">
          <Settings2Icon aria-hidden="true" />
          {labels.columns}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" data-slot="data-table-columns-menu">
        <DropdownMenuLabel>{labels.showColumns}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {hideable.map((column) => (
          <DropdownMenuCheckboxItem
            key={column.id}
            checked={onScreen(column)}
            disabled={onScreen(column) && visible.length === 1}
            // `true` too, not only `false`: an explicit show overrides the priority (layout.ts)
            onCheckedChange={(checked) => column.toggleVisibility(checked === true)}
            // several columns are usually toggled in a row: the menu stays open
            onSelect={(event) => event.preventDefault()}
          >
            {columnName(column)}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The current selection, as `bulkActions` gets it. */
export type DataTableSelection<TData extends RowData> = {
  /** Every selected row id (with a server's pages, rows of other pages too). */
  ids: string[];
  /** The selected rows the table has loaded. */
  rows: TData[];
  /** Clears the selection. */
  clear: () => void;
};

type DataTableToolbarProps<TData extends RowData> = {
  table: DataTableInstance<TData>;
  labels: DataTableLabels;
  searchable: boolean;
  columnsMenu: boolean;
  exportable: boolean;
  onExport: () => void;
  /** `exportRows` is fetching (undefined: the export never fetches). */
  exporting: boolean | undefined;
  /** The highest `meta.priority` the table's width shows (what the columns menu checks). */
  room: DataTablePriority;
  /** The app's own controls (filters), after the search box. */
  toolbar: React.ReactNode;
  /** The app's bulk actions for a selection; the bar shows while rows are selected. */
  bulkActions: ((selection: DataTableSelection<TData>) => React.ReactNode) | undefined;
  selectedIds: string[];
  selectedRows: () => TData[];
  onClearSelection: () => void;
  /** Where focus goes when the bar it was in goes away: the header checkbox. */
  selectAllBox: () => HTMLElement | null | undefined;
  menuDir: "ltr" | "rtl" | undefined;
};

export function DataTableToolbar<TData extends RowData>({
  table,
  labels,
  searchable,
  columnsMenu,
  exportable,
  onExport,
  exporting,
  room,
  toolbar,
  bulkActions,
  selectedIds,
  selectedRows,
  onClearSelection,
  selectAllBox,
  menuDir,
}: DataTableToolbarProps<TData>) {
  const hasBulkActions = bulkActions !== undefined;
  const selectedCount = selectedIds.length;
  const bulk = hasBulkActions && selectedCount > 0;
  const barRef = React.useRef<HTMLDivElement>(null);
  const focusInBar = React.useRef(false);
  const wasBulk = React.useRef(bulk);

  // the bar goes away (the selection was cleared, or an action removed the rows) with focus in it: the focus
  // would fall to the page, so it goes to the header checkbox
  React.useLayoutEffect(() => {
    if (wasBulk.current && !bulk) {
      const active = document.activeElement;
      if (barRef.current?.contains(active) || (focusInBar.current && (!active || active === document.body)))
        selectAllBox()?.focus();
      focusInBar.current = false;
    }
    wasBulk.current = bulk;
  }, [bulk, selectAllBox]);
  // a dialog opened from an action in the bar (a bulk delete's confirmation) that closes after the bar went
  // returns the focus there too
  React.useEffect(() => {
    const bar = barRef.current;
    return bar ? setFocusFallback(bar, selectAllBox) : undefined;
  }, [hasBulkActions, selectAllBox]);

  const hasTools = searchable || columnsMenu || exportable || toolbar != null;
  if (!hasTools && !hasBulkActions) return null;
  return (
    <div data-slot="data-table-toolbar" className="grid *:[grid-area:1/1]">
      <div
        data-slot="data-table-tools"
        className={cn("flex min-h-10 flex-wrap items-center gap-2", bulk && "invisible")}
      >
        {searchable ? (
          <Input
            type="search"
            data-slot="data-table-search"
            aria-label={labels.search}
            placeholder={labels.searchPlaceholder}
            value={table.state.globalFilter}
            onChange={(event) => table.setGlobalFilter(event.target.value)}
            className="@xl:max-w-64"
          />
        ) : null}
        {toolbar}
        {columnsMenu || exportable ? (
          <div className="ms-auto flex items-center gap-2">
            {columnsMenu ? <ColumnsMenu table={table} labels={labels} dir={menuDir} room={room} /> : null}
            {exportable ? (
              <Button
                type="button"
                data-slot="data-table-export"
                onClick={onExport}
                variant="outline"
                loading={exporting}
                // only a fetching export has a busy state: the others keep their width as before
                loadingText={exporting === undefined ? undefined : labels.exporting}
              >
                <DownloadIcon aria-hidden="true" />
                {labels.exportCsv}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {hasBulkActions ? (
        <div
          ref={barRef}
          role="group"
          aria-label={labels.bulkActions}
          data-slot="data-table-bulk-actions"
          data-state={bulk ? "open" : "closed"}
          onFocus={() => void (focusInBar.current = true)}
          // it shares the tools' cell (no layout jump when it opens) and is as tall as they are when they wrap
          // (a phone): its rows sit in the middle of that height. The count and "Clear selection" lead, the
          // app's actions end the row, or take the next one when they do not fit: what is seen is the tab order.
          className={cn(
            "flex min-h-10 flex-wrap content-center items-center gap-2 rounded-md bg-primary/10 px-3 py-1 text-sm dark:bg-primary/20",
            !bulk && "invisible",
          )}
        >
          <span data-slot="data-table-bulk-count" className="font-medium text-foreground tabular-nums">
            {labels.bulkSelected(selectedCount)}
          </span>
          <Button variant="ghost" size="sm" data-slot="data-table-bulk-clear" onClick={onClearSelection}>
            {labels.clearSelection}
          </Button>
          <div
            data-slot="data-table-bulk-items"
            className="flex grow flex-wrap items-center justify-end gap-2 empty:hidden"
          >
            {bulkActions({ ids: selectedIds, rows: selectedRows(), clear: onClearSelection })}
          </div>
        </div>
      ) : null}
    </div>
  );
}
