export {
  createDataTableColumnHelper,
  dataTableFeatures,
  type DataTableColumnDef,
  type DataTableColumnMeta,
  type DataTableFeatures,
  type DataTableRow,
} from "./columns.js";
export { DataTable, type DataTableProps } from "./data-table.js";
export { DATA_TABLE_LABELS, type DataTableLabels, type DataTableSortDirection } from "./labels.js";
