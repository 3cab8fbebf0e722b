// The DataTable set-up shared by its browser test and its sort timing page: five plain columns over
// generated assets whose values are all different, so every sort has exactly one expected first row.
import { createDataTableColumnHelper, type DataTableColumnDef } from "../components/data-table/columns.js";
import { type Asset, generateAssets } from "./assets.js";

const col = createDataTableColumnHelper<Asset>();

export const assetColumns: DataTableColumnDef<Asset>[] = col.columns([
  col.accessor("id", { header: "Tag" }),
  col.accessor("name", { header: "Asset", meta: { rowHeader: true } }),
  col.accessor("site", { header: "Site" }),
  col.accessor("status", { header: "Status", filterFn: "equalsString" }),
  col.accessor("value", { header: "Value", meta: { align: "end" } }),
]);

/** `count` (at most 1,000) generated assets with distinct values: 5, 10 005, ... in a scrambled order. */
export function assetsWithDistinctValues(count: number): Asset[] {
  // 7919 is prime to 1,000, so i -> i * 7919 mod 1,000 visits every residue once
  return generateAssets(count).map((asset, i) => ({ ...asset, value: ((i * 7919) % 1000) * 10 + 5 }));
}
