"use client";

// The DataTable's page, page size, sort, search and column filters kept in the page's URL (see url-state.ts), so
// a link or a reload opens the same view and Back returns to the previous view of the table.
import type { ColumnFiltersState, PaginationState, SortingState } from "@tanstack/table-core";
import * as React from "react";
import {
  DATA_TABLE_URL_KEYS,
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
  initialSearch?: string | undefined;
  /**
   * How a change is written: `push` (a page, size, sort or filter change is a history entry Back returns
   * from; a search is one entry however long it is typed) or `replace` (no entries).
   * @default "push"
   */
  history?: "push" | "replace";
  /**
   * The number of pages, once known: a page beyond it (an old link, Back to a page of other filters) is
   * replaced by the last one. A function gets the URL's state and returns the count for that state, or
   * `undefined` while it is not known (a count answered for other filters must not clamp these).
   * @default unknown
   */
  pageCount?: number | ((state: DataTableUrlState) => number | undefined);
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
   * Writes the search to the URL, with page 1 (the first change of a search is an entry, the next replace it).
   * @default writes the URL
   */
  onGlobalFilterChange: (globalFilter: string) => void;
  /**
   * Writes the `filterable` columns' filters to the URL, with page 1, as one history entry.
   * @default writes the URL
   */
  onColumnFiltersChange: (columnFilters: ColumnFiltersState) => void;
};

/**
 * Whether `next` differs from `current` by its search alone (and the first page a new search goes to): a
 * keystroke in the search box, not a move to another view.
 */
function onlySearchChanged(
  current: DataTableUrlState,
  next: DataTableUrlState,
  options: DataTableUrlOptions,
) {
  const keys = { ...DATA_TABLE_URL_KEYS, ...options.keys };
  const rest = (state: DataTableUrlState) => {
    const params = dataTableSearchParams(state, "", options);
    params.delete(keys.search);
    params.delete(keys.page);
    params.sort();
    return params.toString();
  };
  return (
    current.globalFilter !== next.globalFilter &&
    rest(current) === rest(next) &&
    (next.pagination.pageIndex === 0 || next.pagination.pageIndex === current.pagination.pageIndex)
  );
}

/**
 * Keeps a DataTable's page, page size, sort, search and column filters in the query string:
 * `<DataTable {...useDataTableUrlState()} />`. Reads the URL (and follows Back and Forward) and writes it with
 * `history.pushState`: a page, size, sort or filter change is an entry; a search is one entry, written on its
 * first keystroke and replaced by the next ones (typing does not fill the history, and Back leaves the search
 * for the view it started from). A new search or filter goes back to page 1 in the same entry; changes made in
 * one event are written as one entry. Other parameters of the page stay.
 */
export function useDataTableUrlState(options: UseDataTableUrlStateOptions = {}): DataTableUrlStateProps {
  const { initialSearch = "", pageCount } = options;
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
    options.filterable,
    options.defaultSorting,
    options.keys,
  ]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the options that shape the parse
  const state = React.useMemo(() => parseDataTableSearchParams(search, options), [search, key]);

  // true from a search's first written change until any other change or Back/Forward: its next keystrokes
  // replace the entry the first one pushed
  const searching = React.useRef(false);
  React.useEffect(() => {
    const leave = () => {
      searching.current = false;
    };
    window.addEventListener("popstate", leave);
    return () => window.removeEventListener("popstate", leave);
  }, []);

  // changes of one event, written together (a new sort and its page 1)
  const pending = React.useRef<{ state: DataTableUrlState; replace: boolean } | null>(null);
  const write = (change: (base: DataTableUrlState) => Partial<DataTableUrlState>, replace = false) => {
    const base =
      pending.current?.state ?? parseDataTableSearchParams(window.location.search, optionsRef.current);
    const first = pending.current === null;
    pending.current = {
      state: { ...base, ...change(base) },
      replace: (pending.current?.replace ?? true) && replace,
    };
    if (!first) return;
    queueMicrotask(() => {
      const batch = pending.current;
      pending.current = null;
      if (!batch) return;
      const current = optionsRef.current;
      const params = dataTableSearchParams(batch.state, window.location.search, current);
      const query = params.toString();
      const url = `${window.location.pathname}${query ? `?${query}` : ""}${window.location.hash}`;
      if (url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
      let push = !batch.replace && current.history !== "replace";
      if (push) {
        const typing = onlySearchChanged(
          parseDataTableSearchParams(window.location.search, current),
          batch.state,
          current,
        );
        if (typing && searching.current) push = false;
        searching.current = typing;
      }
      if (push) window.history.pushState(window.history.state, "", url);
      else window.history.replaceState(window.history.state, "", url);
      window.dispatchEvent(new Event(URL_CHANGE));
    });
  };

  // an old link past the last page: the last page instead, without a history entry
  const count = typeof pageCount === "function" ? pageCount(state) : pageCount;
  const lastIndex = count !== undefined ? Math.max(count - 1, 0) : undefined;
  const beyond = lastIndex !== undefined && state.pagination.pageIndex > lastIndex;
  React.useEffect(() => {
    if (beyond && lastIndex !== undefined)
      write((base) => ({ pagination: { ...base.pagination, pageIndex: lastIndex } }), true);
  });

  const firstPage = (base: DataTableUrlState) => ({ ...base.pagination, pageIndex: 0 });
  return {
    ...state,
    pagination:
      beyond && lastIndex !== undefined ? { ...state.pagination, pageIndex: lastIndex } : state.pagination,
    onPaginationChange: (pagination) => write(() => ({ pagination })),
    onSortingChange: (sorting) => write(() => ({ sorting })),
    onGlobalFilterChange: (globalFilter) =>
      write((base) => ({
        globalFilter,
        pagination: globalFilter === base.globalFilter ? base.pagination : firstPage(base),
      })),
    onColumnFiltersChange: (columnFilters) =>
      write((base) => ({ columnFilters, pagination: firstPage(base) })),
  };
}
