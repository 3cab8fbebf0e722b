"use client";

// The footer: the selection count, the page size control and the page navigation. Page numbers show once
// the table is 36 rem wide (its own width: a phone or a side panel pages with Previous / Next).
import type { ReactTable, RowData } from "@tanstack/react-table";
import * as React from "react";
import { cn } from "../../lib/cn.js";
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
import type { DataTableFeatures } from "./columns.js";
import type { DataTableLabels } from "./labels.js";

/**
 * Previous/Next show their text once the table is 36 rem wide, like the page numbers (Pagination itself
 * switches at the screen's `sm`; this selector outranks its classes).
 */
const endLabelByWidth = "[&>span]:hidden @xl:[&>span]:block";

type DataTableFooterProps<TData extends RowData> = {
  table: ReactTable<DataTableFeatures, TData>;
  labels: DataTableLabels;
  /** Shows the selection count. */
  selectable: boolean;
  /** Selected rows (of `total`). */
  selectedCount: number;
  /** Rows that match the filters: on the server (`rowCount`) or here; undefined when the server did not say. */
  total: number | undefined;
  /** Pages (false: virtual rows, all in one scrolling body). */
  paginate: boolean;
  pageSizeOptions: number[];
  /** The DataTable's root, whose direction the portalled page size list takes. */
  rootRef: React.RefObject<HTMLElement | null>;
  /** The DataTable's own `dir` prop, else the DirectionProvider's; undefined: the page's, read as the list opens. */
  dir: "ltr" | "rtl" | undefined;
  /**
   * Holds the footer's room only (first load, error): unseen, out of the accessibility tree, inert.
   * @default false
   */
  placeholder?: boolean;
};

/** Whether the table knows how many pages there are: its own rows, or a server that said (`rowCount`, `pageCount`). */
export function pageCountKnown<TData extends RowData>(table: ReactTable<DataTableFeatures, TData>): boolean {
  const { manualPagination, rowCount, pageCount } = table.options;
  return !manualPagination || rowCount !== undefined || (pageCount ?? -1) >= 0;
}

export function DataTableFooter<TData extends RowData>({
  table,
  labels,
  selectable,
  selectedCount,
  total,
  paginate,
  pageSizeOptions,
  rootRef,
  dir,
  placeholder = false,
}: DataTableFooterProps<TData>) {
  const baseId = React.useId();
  // the page size list is portalled out of the table's `dir`: it takes the direction the table is shown in
  const [listDir, setListDir] = React.useState<"ltr" | "rtl">();
  const { pageIndex, pageSize } = table.state.pagination;
  const pageCount = table.getPageCount();
  // a size the app set that is not among the choices (5 of 10/20/50) is one of them, in its place: the control
  // never shows blank
  const sizes = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);

  return (
    <div
      data-slot="data-table-footer"
      data-placeholder={placeholder || undefined}
      aria-hidden={placeholder || undefined}
      inert={placeholder}
      className={cn(
        "flex flex-wrap items-center justify-between gap-x-6 gap-y-3 text-sm text-muted-foreground",
        // in a narrow table two lines, whatever the numbers say: the count and the page, then the page size and
        // the page buttons (a page count of one drops the buttons, not the line)
        "@max-xl:grid @max-xl:grid-cols-[minmax(0,1fr)_auto]",
        // the second line as tall as the page buttons, with them or without (one page, no page sizes)
        paginate && "@max-xl:grid-rows-[auto_minmax(--spacing(10),auto)]",
        placeholder && "invisible",
      )}
    >
      {selectable ? (
        // polite: a checkbox press is answered by the new count, as a sighted user sees it change
        <p data-slot="data-table-selection" aria-live="polite" aria-atomic="true">
          {placeholder
            ? "\u00a0"
            : total === undefined
              ? labels.bulkSelected(selectedCount)
              : labels.selected(selectedCount, total)}
        </p>
      ) : (
        <span />
      )}
      {paginate ? null : (
        <span data-slot="data-table-row-count" className="tabular-nums">
          {labels.rows(total ?? table.getRowModel().rows.length)}
        </span>
      )}
      {paginate ? (
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3 @max-xl:contents">
          {pageSizeOptions.length > 0 ? (
            <div className="flex items-center gap-2 @max-xl:col-start-1 @max-xl:row-start-2">
              <span id={`${baseId}-page-size`} data-slot="data-table-page-size-label">
                {labels.rowsPerPage}
              </span>
              {/* the kit's Select, as in the app's own filter bar: one look for every choice on the page */}
              <Select
                value={String(pageSize)}
                onValueChange={(value) => table.setPageSize(Number(value))}
                onOpenChange={(open) => {
                  if (open && !dir && rootRef.current)
                    setListDir(getComputedStyle(rootRef.current).direction === "rtl" ? "rtl" : "ltr");
                }}
                dir={dir ?? listDir}
              >
                {/* as tall as the page buttons beside it (40 px) */}
                <SelectTrigger
                  data-slot="data-table-page-size"
                  aria-labelledby={`${baseId}-page-size`}
                  className="w-auto gap-1.5 tabular-nums"
                >
                  <SelectValue />
                </SelectTrigger>
                <SelectContent className="min-w-0">
                  {sizes.map((option) => (
                    <SelectItem key={option} value={String(option)} className="tabular-nums">
                      {option}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          ) : null}
          {/* polite: the new page is announced after a page change */}
          <span
            data-slot="data-table-page"
            aria-live="polite"
            aria-atomic="true"
            className="tabular-nums @max-xl:col-start-2 @max-xl:row-start-1 @max-xl:justify-self-end"
          >
            {/* a placeholder makes up no count: its line's room is enough */}
            {placeholder ? "\u00a0" : labels.page(pageIndex + 1, Math.max(pageCount, 1))}
          </span>
          {/* past the last page of one (an old link), Previous still leads back */}
          {/* a placeholder holds the page buttons' room too: most tables have more than one page */}
          {pageCount > 1 || pageIndex > 0 || placeholder ? (
            <DataTablePages table={table} labels={labels} />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function DataTablePages<TData extends RowData>({
  table,
  labels,
}: {
  table: ReactTable<DataTableFeatures, TData>;
  labels: DataTableLabels;
}) {
  const paginationRef = React.useRef<HTMLElement>(null);
  const pagingByKeyboard = React.useRef(false);
  const { pageIndex } = table.state.pagination;
  const pageCount = table.getPageCount();
  const known = pageCountKnown(table);

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
    const nav = paginationRef.current;
    pagingByKeyboard.current = nav?.contains(document.activeElement) ?? false;
    // back on the only page there is, the buttons go away under the focus: the table takes it (as from Retry)
    if (pagingByKeyboard.current && index === 0 && pageCount <= 1 && known)
      nav?.closest("[data-slot=data-table]")?.querySelector<HTMLElement>("table")?.focus();
    table.setPageIndex(index);
  };

  return (
    <Pagination
      ref={paginationRef}
      aria-label={labels.pagination}
      className="mx-0 w-auto @max-xl:col-start-2 @max-xl:row-start-2 @max-xl:justify-self-end"
    >
      <PaginationContent>
        <PaginationItem>
          <PaginationPrevious
            label={labels.previous}
            aria-label={labels.previousPage}
            disabled={!table.getCanPreviousPage()}
            // from past the last page (an old link) back to the last one there is
            onClick={() =>
              goToPage(known ? Math.min(pageIndex - 1, Math.max(pageCount - 1, 0)) : pageIndex - 1)
            }
            className={endLabelByWidth}
          />
        </PaginationItem>
        {paginationRange(pageIndex + 1, pageCount).map((item, i) => (
          // in a narrow table (a phone, a side panel), Previous/Next and "Page 2 of 20" are enough;
          // the numbers need the room. By the table's width, not the screen's
          <PaginationItem key={item === "ellipsis" ? `gap-${i}` : item} className="hidden @xl:block">
            {item === "ellipsis" ? (
              <PaginationEllipsis label={labels.morePages} />
            ) : (
              <PaginationLink isActive={item === pageIndex + 1} onClick={() => goToPage(item - 1)}>
                {labels.pageNumber(item)}
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
  );
}
