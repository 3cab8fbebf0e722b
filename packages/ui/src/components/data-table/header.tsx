"use client";

// The header row and sorting: each sortable column's header is a button (Enter / Space / click cycle its
// order), the sorted column carries `aria-sort`, and a change is announced through the table's status.
import { flexRender, type Column, type ReactTable, type RowData } from "@tanstack/react-table";
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from "lucide-react";
import { cn } from "../../lib/cn.js";
import { TableHead, TableHeader, TableRow } from "../table/table.js";
import type { DataTableFeatures } from "./columns.js";
import type { DataTableLabels, DataTableSortDirection } from "./labels.js";
import { priorityClassName } from "./layout.js";

/** A column's name in announcements: `meta.label`, a string header, or its id. */
export function columnName<TData extends RowData>(column: Column<DataTableFeatures, TData>): string {
  const header = column.columnDef.header;
  return column.columnDef.meta?.label ?? (typeof header === "string" ? header : column.id);
}

/** TanStack's sort direction as `aria-sort` names it (no attribute while unsorted). */
export function ariaSort(sorted: false | "asc" | "desc"): "ascending" | "descending" | undefined {
  return sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined;
}

type DataTableHeaderProps<TData extends RowData> = {
  table: ReactTable<DataTableFeatures, TData>;
  labels: DataTableLabels;
  /** Called after a header changed the order, with what to announce. */
  onSorted: (announcement: string, direction: DataTableSortDirection) => void;
};

export function DataTableHeader<TData extends RowData>({
  table,
  labels,
  onSorted,
}: DataTableHeaderProps<TData>) {
  return (
    <TableHeader>
      {table.getHeaderGroups().map((group) => (
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
                className={cn(priorityClassName(meta), meta?.headerClassName)}
              >
                {header.column.getCanSort() && !header.isPlaceholder ? (
                  <button
                    type="button"
                    data-slot="data-table-sort"
                    onClick={(event) => {
                      const next = ariaSort(header.column.getNextSortingOrder()) ?? "none";
                      header.column.getToggleSortingHandler()?.(event);
                      // a new order starts at its first page (same event, so one render)
                      table.setPageIndex(0);
                      onSorted(labels.sorted(columnName(header.column), next), next);
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
  );
}
