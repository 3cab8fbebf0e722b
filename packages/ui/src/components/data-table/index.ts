export {
  createDataTableColumnHelper,
  dataTableFeatures,
  type DataTableBadgeVariant,
  type DataTableColumnDef,
  type DataTableColumnMeta,
  type DataTableFeatures,
  type DataTableFormat,
  type DataTableRow,
} from "./columns.js";
export { csvField, toCsv } from "./csv.js";
export { DataTable } from "./data-table.js";
export type { DataTableExport } from "./export.js";
export { formatValue } from "./formats.js";
export { DATA_TABLE_LABELS, type DataTableLabels, type DataTableSortDirection } from "./labels.js";
export type {
  DataTableColumnFiltersState,
  DataTableColumnVisibilityState,
  DataTablePaginationState,
  DataTableProps,
  DataTableRowSelectionState,
  DataTableSortingState,
} from "./props.js";
export type { DataTableInstance } from "./state.js";
export type { DataTableSelection } from "./toolbar.js";
export {
  DATA_TABLE_URL_KEYS,
  dataTableSearchParams,
  parseDataTableSearchParams,
  type DataTableSearchParamsInput,
  type DataTableUrlKeys,
  type DataTableUrlOptions,
  type DataTableUrlState,
} from "./url-state.js";
export {
  useDataTableUrlState,
  type DataTableUrlStateProps,
  type UseDataTableUrlStateOptions,
} from "./use-url-state.js";
export type { DataTableVirtualOptions } from "./virtual.js";
