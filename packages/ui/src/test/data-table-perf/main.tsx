// The page the DataTable sort timing (data-table.perf.test.ts) builds for production and opens in Chromium:
// 1,000 generated assets with unique values (every sort has one expected first row), the checkbox column on.
// `?pageSize=N` sets the page size.
import { createRoot } from "react-dom/client";
// styled as an app would be: layout and style work count too
import "../../styles.css";
import { DataTable } from "../../components/data-table/data-table.js";
import { assetColumns as columns, assetsWithDistinctValues } from "../asset-table.js";
import type { Asset } from "../assets.js";

const assets = assetsWithDistinctValues(1000);
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
