// The page the DataTable sort timing (data-table.perf.test.ts) builds for production and opens in Chromium:
// 1,000 generated assets with unique values (every sort has one expected first row), the checkbox column on.
// `?pageSize=N` sets the page size.
import { createRoot } from "react-dom/client";
// styled as an app would be: layout and style work count too
import "../../styles.css";
import {
  DataTable,
  createDataTableColumnHelper,
  type DataTableColumnDef,
} from "../../components/data-table/data-table.js";
import { type Asset, generateAssets } from "../assets.js";

const col = createDataTableColumnHelper<Asset>();
const columns: DataTableColumnDef<Asset>[] = col.columns([
  col.accessor("id", { header: "Tag" }),
  col.accessor("name", { header: "Asset", meta: { rowHeader: true } }),
  col.accessor("site", { header: "Site" }),
  col.accessor("status", { header: "Status", filterFn: "equalsString" }),
  col.accessor("value", { header: "Value", meta: { align: "end" } }),
]);
const assets = generateAssets(1000).map((asset, i) => ({ ...asset, value: ((i * 7919) % 1000) * 10 + 5 }));
const byValue = [...assets].sort((a, b) => a.value - b.value);
const getRowId = (asset: Asset) => asset.id;
const getRowLabel = (asset: Asset) => asset.name;
const pageSize = Number(new URLSearchParams(location.search).get("pageSize") ?? 10);

/** First row ids after each press on "Value": high to low, low to high, unsorted. */
(window as Window & { expectedFirstRows?: string[] }).expectedFirstRows = [
  byValue.at(-1)?.id ?? "",
  byValue[0]?.id ?? "",
  assets[0]?.id ?? "",
];

createRoot(document.getElementById("root") as HTMLElement).render(
  <DataTable
    columns={columns}
    data={assets}
    getRowId={getRowId}
    getRowLabel={getRowLabel}
    label="Assets"
    enableRowSelection
    pageSize={pageSize}
  />,
);
