"use client";

// The DataTable's page, page size, sort and search kept in the page's URL (see url-state.ts), so a link or a
// reload opens the same view and Back returns to the previous page of the table.
import type { PaginationState, SortingState } from "@tanstack/table-core";
import * as React from "react";
import {
  dataTableSearchParams,
  parseDataTableSearchParams,
  type DataTableUrlOptions,
  type DataTableUrlState,
} from "./url-state.js";

/** Fired on `window` after this hook wrote the URL (history has no event for pushState). */
const URL_CHANGE = "orbitag:data-table-url";

function subscribe(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  window.addEventListener(URL_CHANGE, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(URL_CHANGE, onChange);
  };
}

export type UseDataTableUrlStateOptions = DataTableUrlOptions & {
  /**
   * The query string the server rendered with (Next.js: from `searchParams`), so the first render in the
   * browser matches the server's HTML.
   * @default "" (the defaults)
   */
  initialSearch?: string;
  /**
   * How a page or sort change is written: `push` (Back returns to it) or `replace`. Search always replaces.
   * @default "push"
   */
  history?: "push" | "replace";
  /** The number of pages, once known: a page beyond it (an old link) is replaced by the last one. */
  pageCount?: number;
};

/** Props for a DataTable (spread them on it), read from and written to the URL. */
export type DataTableUrlStateProps = DataTableUrlState & {
  /**
   * Writes the page to the URL (a history entry with `history: "push"`).
   * @default writes the URL
   */
  onPaginationChange: (pagination: PaginationState) => void;
  /**
   * Writes the sort to the URL.
   * @default writes the URL
   */
  onSortingChange: (sorting: SortingState) => void;
  /**
   * Writes the search to the URL (replacing the entry).
   * @default writes the URL
   */
  onGlobalFilterChange: (globalFilter: string) => void;
};

/**
 * Keeps a DataTable's page, page size, sort and search in the query string: `<DataTable {...useDataTableUrlState()} />`.
 * Reads the URL (and follows Back and Forward), writes it with `history.pushState` (`replaceState` for the
 * search box, so typing does not fill the history). Changes made in one event (a new search and the return to
 * page 1) are written as one entry. Other parameters of the page stay.
 */
export function useDataTableUrlState(options: UseDataTableUrlStateOptions = {}): DataTableUrlStateProps {
  const { initialSearch = "", history = "push", pageCount } = options;
  const search = React.useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => initialSearch,
  );
  const optionsRef = React.useRef(options);
  React.useEffect(() => {
    optionsRef.current = options;
  });
  const key = JSON.stringify([
    options.pageSize,
    options.pageSizeOptions,
    options.sortable,
    options.defaultSorting,
    options.keys,
  ]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the options that shape the parse
  const state = React.useMemo(() => parseDataTableSearchParams(search, options), [search, key]);

  // changes of one event, written together: push if any of them asks for it and the search did not change
  const pending = React.useRef<{ state: DataTableUrlState; push: boolean } | null>(null);
  const write = (change: Partial<DataTableUrlState>, push: boolean) => {
    const base =
      pending.current?.state ?? parseDataTableSearchParams(window.location.search, optionsRef.current);
    const next = { ...base, ...change };
    const searchChanged = "globalFilter" in change && change.globalFilter !== base.globalFilter;
    const first = pending.current === null;
    pending.current = { state: next, push: (pending.current?.push ?? true) && push && !searchChanged };
    if (!first) return;
    queueMicrotask(() => {
      const batch = pending.current;
      pending.current = null;
      if (!batch) return;
      const params = dataTableSearchParams(batch.state, window.location.search, optionsRef.current);
      const query = params.toString();
      const url = `${window.location.pathname}${query ? `?${query}` : ""}${window.location.hash}`;
      if (url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
      if (batch.push) window.history.pushState(window.history.state, "", url);
      else window.history.replaceState(window.history.state, "", url);
      window.dispatchEvent(new Event(URL_CHANGE));
    });
  };

  // an old link past the last page: the last page instead, without a history entry
  const lastIndex = pageCount !== undefined ? Math.max(pageCount - 1, 0) : undefined;
  const beyond = lastIndex !== undefined && state.pagination.pageIndex > lastIndex;
  React.useEffect(() => {
    if (beyond && lastIndex !== undefined)
      write({ pagination: { ...state.pagination, pageIndex: lastIndex } }, false);
  });

  return {
    ...state,
    pagination:
      beyond && lastIndex !== undefined ? { ...state.pagination, pageIndex: lastIndex } : state.pagination,
    onPaginationChange: (pagination) => write({ pagination }, history === "push"),
    onSortingChange: (sorting) => write({ sorting }, history === "push"),
    onGlobalFilterChange: (globalFilter) => write({ globalFilter }, false),
  };
}
