export {
  DATA_TABLE_LABELS,
  DataTable,
  createDataTableColumnHelper,
  dataTableFeatures,
  type DataTableColumnDef,
  type DataTableColumnMeta,
  type DataTableFeatures,
  type DataTableLabels,
  type DataTableProps,
  type DataTableRow,
} from "./data-table.js";
