"use client";

// The header row and sorting: each sortable column's header is a button. A press (Enter, Space, a click)
// sorts by that column alone, cycling its order; with Shift it adds the column to the sort (or cycles it
// there). Every sorted column's header carries `aria-sort` (and `data-sort`, `data-sort-index`) and, while more
// than one sorts, its precedence number; the DataTable announces the new order.
import { flexRender, type Column, type RowData } from "@tanstack/react-table";
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from "lucide-react";
import { cn } from "../../lib/cn.js";
import { TableHead, TableHeader, TableRow } from "../table/table.js";
import type { DataTableFeatures } from "./columns.js";
import type { DataTableLabels } from "./labels.js";
import { priorityClassName } from "./layout.js";
import { pinnedCellProps } from "./pinning.js";
import type { DataTableInstance } from "./state.js";

/** A column's name in announcements: `meta.label`, a string header, or its id. */
export function columnName<TData extends RowData>(column: Column<DataTableFeatures, TData>): string {
  const header = column.columnDef.header;
  return column.columnDef.meta?.label ?? (typeof header === "string" ? header : column.id);
}

/** TanStack's sort direction as `aria-sort` names it (no attribute while unsorted). */
export function ariaSort(sorted: false | "asc" | "desc"): "ascending" | "descending" | undefined {
  return sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined;
}

/** What the live region says about a sort state: the one column, or every column in precedence order. */
export function describeSorting<TData extends RowData>(
  table: DataTableInstance<TData>,
  labels: DataTableLabels,
  changed: string | undefined,
): string {
  const sorting = table.state.sorting;
  const name = (id: string) => {
    const column = table.getColumn(id);
    return column ? columnName(column) : id;
  };
  if (sorting.length === 0) return changed ? labels.sorted(name(changed), "none") : "";
  if (sorting.length === 1) {
    const [only] = sorting;
    return labels.sorted(name(only!.id), only!.desc ? "descending" : "ascending");
  }
  return labels.sortedBy(
    sorting.map(({ id, desc }) => ({ column: name(id), direction: desc ? "descending" : "ascending" })),
  );
}

type DataTableHeaderProps<TData extends RowData> = {
  table: DataTableInstance<TData>;
  /** Called when a header press asks for a new order (the column's id), before the state changes. */
  onSortPress: (columnId: string) => void;
  /** The header row stays at the top of a scrolling table (virtual rows). */
  sticky: boolean;
  /** Fixed column widths by column id (virtual rows). */
  widths: Record<string, string> | undefined;
};

export function DataTableHeader<TData extends RowData>({
  table,
  onSortPress,
  sticky,
  widths,
}: DataTableHeaderProps<TData>) {
  const sortCount = table.state.sorting.length;
  return (
    <TableHeader
      // sticky cells draw the line under the header themselves: the row's border stays with the row, which
      // scrolls away
      className={
        sticky
          ? "[&_th]:sticky [&_th]:top-0 [&_th]:z-20 [&_th]:bg-background [&_th]:shadow-[inset_0_-1px_0_var(--color-border)] [&_tr]:border-b-0"
          : undefined
      }
    >
      {table.getHeaderGroups().map((group) => (
        <TableRow key={group.id}>
          {group.headers.map((header) => {
            const column = header.column;
            const meta = column.columnDef.meta;
            const sorted = column.getIsSorted();
            const pinned = pinnedCellProps(column);
            const content = header.isPlaceholder
              ? null
              : flexRender(column.columnDef.header, header.getContext());
            return (
              <TableHead
                key={header.id}
                colSpan={header.colSpan}
                align={meta?.align}
                aria-sort={ariaSort(sorted)}
                // the sort as data too (the QA contract: state is never only in ARIA): its direction and the
                // column's place in the sort, 1 first
                data-sort={ariaSort(sorted)}
                data-sort-index={sorted ? column.getSortIndex() + 1 : undefined}
                data-column-id={column.id}
                {...pinned}
                style={widths?.[column.id] ? { ...pinned.style, width: widths[column.id] } : pinned.style}
                className={cn(
                  priorityClassName(meta, column.id, table.state.columnVisibility),
                  pinned.className,
                  sticky && pinned.className ? "z-30" : undefined,
                  meta?.headerClassName,
                )}
              >
                {column.getCanSort() && !header.isPlaceholder ? (
                  <button
                    type="button"
                    data-slot="data-table-sort"
                    onClick={(event) => {
                      onSortPress(column.id);
                      // Shift adds the column to the sort (TanStack's multi-sort event); a keyboard press of
                      // Shift+Enter or Shift+Space clicks with shiftKey set too
                      column.getToggleSortingHandler()?.(event);
                      // a new order starts at its first page (same event, so one render)
                      table.setPageIndex(0);
                    }}
                    className={cn(
                      "inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md px-2 whitespace-nowrap transition-colors outline-none select-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset [&_svg]:size-3.5 [&_svg]:shrink-0",
                      // the button reaches the cell's edge (its text lines up with the cells below), so its ring is
                      // drawn inside it: the table's scroll box would cut an outer ring at its first or last column
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
                    {sorted && sortCount > 1 ? (
                      // the column's place in the sort; the live region says the whole order in words
                      <span
                        aria-hidden="true"
                        data-slot="data-table-sort-index"
                        className="-ms-1 text-xs leading-none font-semibold tabular-nums"
                      >
                        {column.getSortIndex() + 1}
                      </span>
                    ) : null}
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
  );
}
