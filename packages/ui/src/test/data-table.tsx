// What the DataTable's browser tests share: 1,000 assets with distinct values (every sort has one expected
// order), the table over them, and readers of what the body shows.
import { DataTable, type DataTableProps } from "../components/data-table/index.js";
import { assetColumns, assetsWithDistinctValues } from "./asset-table.js";
import type { Asset } from "./assets.js";

export const assets = assetsWithDistinctValues(1000);
export const ids = (rows: Asset[]) => rows.map((row) => row.id);
export const byValue = [...assets].sort((a, b) => a.value - b.value);

/** The DataTable over `assets` (five columns: Tag, Asset, Site, Status, Value); props override. */
export function Assets(props: Partial<DataTableProps<Asset>>) {
  return (
    <DataTable
      columns={assetColumns}
      data={assets}
      label="Assets"
      getRowId={(asset) => asset.id}
      getRowLabel={(asset) => asset.name}
      {...props}
    />
  );
}

export const body = () => document.querySelector("tbody") as HTMLTableSectionElement;
/** The row ids the body shows, top to bottom. */
export const shownIds = () => [...body().querySelectorAll("tr")].map((row) => row.dataset.rowId);
export const active = () => document.activeElement as HTMLElement;
