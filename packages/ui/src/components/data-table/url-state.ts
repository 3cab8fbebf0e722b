// The DataTable's page, page size, sort, search and column filters as query string parameters:
// `?page=2&size=20&sort=site,-value&q=leeds&status=Missing`.
// No "use client": a Server Component reads the same parameters (Next.js `searchParams`) to fetch the page the
// URL asks for, and renders it before any script runs.
import type { ColumnFiltersState, PaginationState, SortingState } from "@tanstack/table-core";

/** The parameter names. Default: page, size, sort, q. */
export type DataTableUrlKeys = { page: string; pageSize: string; sort: string; search: string };

export const DATA_TABLE_URL_KEYS: DataTableUrlKeys = {
  page: "page",
  pageSize: "size",
  sort: "sort",
  search: "q",
};

/** What the URL holds of a DataTable's state. */
export type DataTableUrlState = {
  /**
   * The page (`page`, from 1) and its size (`size`).
   * @default { pageIndex: 0, pageSize: 10 }
   */
  pagination: PaginationState;
  /**
   * The sort (`sort=site,-value`: `-` for descending, in precedence order).
   * @default []
   */
  sorting: SortingState;
  /**
   * The search text (`q`).
   * @default ""
   */
  globalFilter: string;
  /**
   * The filters of the `filterable` columns, one text value each, under the column's id (`status=Missing`).
   * @default []
   */
  columnFilters: ColumnFiltersState;
};

export type DataTableUrlOptions = {
  /**
   * The page size when the URL names none (or one not in `pageSizeOptions`).
   * @default 10
   */
  pageSize?: number;
  /**
   * The page sizes the URL may ask for.
   * @default [10, 20, 50]
   */
  pageSizeOptions?: number[];
  /**
   * Column ids the URL may sort by; others are ignored (the URL is user input). Unset: any column id.
   * @default undefined
   */
  sortable?: readonly string[];
  /**
   * Columns whose filter the URL holds, by column id: the values it may take, or `true` for any text (the URL
   * is user input: other values are ignored). Each is a parameter named after the column (`?status=Missing`),
   * so an id must not be one of `keys`' names; a filter that is not a string is not written. Unset: no filter
   * is read from the URL or written to it.
   * @default undefined
   */
  filterable?: Readonly<Record<string, readonly string[] | true>>;
  /**
   * The sort when the URL names none.
   * @default unsorted
   */
  defaultSorting?: SortingState;
  /**
   * Other parameter names.
   * @default `DATA_TABLE_URL_KEYS`
   */
  keys?: Partial<DataTableUrlKeys>;
};

/** The query of a URL, as `URLSearchParams`, a string (`?page=2`) or Next.js's `searchParams` object. */
export type DataTableSearchParamsInput =
  URLSearchParams | string | Record<string, string | string[] | undefined>;

function toParams(input: DataTableSearchParamsInput): URLSearchParams {
  if (input instanceof URLSearchParams || typeof input === "string") return new URLSearchParams(input);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input))
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
      params.append(key, one);
  return params;
}

const positiveInteger = (text: string | null) => (text && /^\d{1,9}$/.test(text) ? Number(text) : 0);

/** The table state a URL asks for; anything malformed falls back to the default (first page, no sort). */
export function parseDataTableSearchParams(
  input: DataTableSearchParamsInput,
  options: DataTableUrlOptions = {},
): DataTableUrlState {
  const params = toParams(input);
  const keys = { ...DATA_TABLE_URL_KEYS, ...options.keys };
  const sizes = options.pageSizeOptions ?? [10, 20, 50];
  const fallbackSize = options.pageSize ?? 10;
  const size = positiveInteger(params.get(keys.pageSize));
  const page = positiveInteger(params.get(keys.page));
  const seen = new Set<string>();
  const sorting: SortingState = [];
  for (const part of (params.get(keys.sort) ?? "").split(",")) {
    const desc = part.startsWith("-");
    const id = desc ? part.slice(1) : part;
    if (!id || seen.has(id) || (options.sortable && !options.sortable.includes(id))) continue;
    seen.add(id);
    sorting.push({ id, desc });
  }
  return {
    pagination: {
      pageIndex: page > 0 ? page - 1 : 0,
      pageSize: size > 0 && sizes.includes(size) ? size : fallbackSize,
    },
    sorting: params.has(keys.sort) ? sorting : (options.defaultSorting ?? []),
    globalFilter: params.get(keys.search) ?? "",
    columnFilters: Object.entries(options.filterable ?? {}).flatMap(([id, allowed]) => {
      const value = params.get(id);
      return value && (allowed === true || allowed.includes(value)) ? [{ id, value }] : [];
    }),
  };
}

/**
 * The query string for a table state, on top of `base` (the page's other parameters stay). Defaults are left
 * out, so the first page unsorted is the bare URL.
 */
export function dataTableSearchParams(
  // the column filters may be left out (a link to a page of an unfiltered table)
  state: Omit<DataTableUrlState, "columnFilters"> & Partial<Pick<DataTableUrlState, "columnFilters">>,
  base: DataTableSearchParamsInput = "",
  options: DataTableUrlOptions = {},
): URLSearchParams {
  const params = toParams(base);
  const keys = { ...DATA_TABLE_URL_KEYS, ...options.keys };
  const set = (key: string, value: string | undefined) =>
    value === undefined ? params.delete(key) : params.set(key, value);
  set(keys.page, state.pagination.pageIndex > 0 ? String(state.pagination.pageIndex + 1) : undefined);
  set(
    keys.pageSize,
    state.pagination.pageSize !== (options.pageSize ?? 10) ? String(state.pagination.pageSize) : undefined,
  );
  const sort = state.sorting.map(({ id, desc }) => `${desc ? "-" : ""}${id}`).join(",");
  const defaultSort = (options.defaultSorting ?? [])
    .map(({ id, desc }) => `${desc ? "-" : ""}${id}`)
    .join(",");
  set(keys.sort, sort === defaultSort ? undefined : sort);
  set(keys.search, state.globalFilter || undefined);
  for (const id of Object.keys(options.filterable ?? {})) {
    const value: unknown = (state.columnFilters ?? []).find((filter) => filter.id === id)?.value;
    set(id, typeof value === "string" && value !== "" ? value : undefined);
  }
  return params;
}
