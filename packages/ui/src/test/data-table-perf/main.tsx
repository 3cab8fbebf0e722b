// The page the kit's DataTable benchmark (scripts/bench/data-table.ts) builds for production and opens in
// Chromium: generated assets with unique values (every sort has one expected first row), the checkbox column
// on. `?rows=N` (default 1,000), `?pageSize=N` (default 10), `?virtual` for virtual rows in a 480 px body.
import { createRoot } from "react-dom/client";
// styled as an app would be: layout and style work count too
import "../../styles.css";
import { DataTable } from "../../components/data-table/data-table.js";
import { assetColumns as columns, assetsWithDistinctValues } from "../asset-table.js";
import type { Asset } from "../assets.js";

const params = new URLSearchParams(location.search);
const assets = assetsWithDistinctValues(Number(params.get("rows") ?? 1000));
const byValue = [...assets].sort((a, b) => a.value - b.value);
const getRowId = (asset: Asset) => asset.id;
const getRowLabel = (asset: Asset) => asset.name;
const pageSize = Number(params.get("pageSize") ?? 10);

Object.assign(window, {
  /** First row ids after each press on "Value": high to low, low to high, unsorted. */
  expectedFirstRows: [byValue.at(-1)?.id ?? "", byValue[0]?.id ?? "", assets[0]?.id ?? ""],
  /** The last row's id, unsorted: a scroll to the end has rendered it. */
  lastRow: assets.at(-1)?.id ?? "",
});

// the benchmark times the first render from here (the data is generated before: not the table's work)
performance.mark("render-start");
createRoot(document.getElementById("root") as HTMLElement).render(
  <DataTable
    columns={columns}
    data={assets}
    getRowId={getRowId}
    getRowLabel={getRowLabel}
    label="Assets"
    enableRowSelection
    pageSize={pageSize}
    virtualRows={params.has("virtual") ? { height: 480 } : false}
  />,
);
