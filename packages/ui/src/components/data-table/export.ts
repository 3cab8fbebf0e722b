"use client";

// "Export CSV": the file of the view the user sees at the press (its columns on screen, its rows or every row
// `exportRows` fetches), downloaded or handed to `onExport`; a fetch still running when the table goes is
// aborted and writes nothing. The CSV text itself is csv.ts (server-safe).
import type { RowData } from "@tanstack/react-table";
import * as React from "react";
import { toCsv } from "./csv.js";

/** What `onExport` gets instead of a download. */
export type DataTableExport<TData extends RowData> = {
  /**
   * The CSV of the current view (the columns on screen, as the columns menu checks them: not one a `priority`
   * hides at the table's width; filters and order; every page the table has).
   */
  csv: string;
  /** The file name `exportFileName` asks for. */
  fileName: string;
  /** The rows in the file. */
  rows: TData[];
};

/** The view at the press: the file's header, the rows the table has, and how to read a fetched row. */
export interface CsvView<TData> {
  /** The column names, in the order on screen. */
  header: string[];
  /** The view's rows the table has, each with its values in header order. */
  rows: () => Array<{ original: TData; values: unknown[] }>;
  /** A fetched row's values in header order (`exportRows`). */
  valuesOf: (original: TData, index: number) => unknown[];
}

export interface CsvExportOptions<TData extends RowData> {
  /** The file's name. */
  fileName: string;
  /** Fetches every row of the view instead of the rows the table has (DataTable's `exportRows`). */
  exportRows?: (options: { signal: AbortSignal }) => Promise<readonly TData[]>;
  /** Gets the file instead of a download (DataTable's `onExport`). */
  onExport?: (file: DataTableExport<TData>) => void;
  /** Told why `exportRows` failed; no file is written (DataTable's `onExportError`). Unset: logged. */
  onExportError?: (error: unknown) => void;
}

/** Downloads a CSV text as a file (a Blob URL on a temporary link). */
export function downloadCsv(text: string, fileName: string): void {
  // a byte order mark: spreadsheets then read the file as UTF-8 (accents, Arabic)
  const url = URL.createObjectURL(new Blob(["\uFEFF", text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // revoked once the download has started (the click is handled first)
  queueMicrotask(() => URL.revokeObjectURL(url));
}

/**
 * The export of a DataTable: `run(view)` writes the file of that view; `exporting` is true while `exportRows`
 * fetches (the button is busy then, and takes no press).
 */
export function useCsvExport<TData extends RowData>({
  fileName,
  exportRows,
  onExport,
  onExportError,
}: CsvExportOptions<TData>): { exporting: boolean; run: (view: CsvView<TData>) => Promise<void> } {
  const [exporting, setExporting] = React.useState(false);
  // an export still fetching when the table goes: aborted, and no file appears after the user has left
  const pending = React.useRef<AbortController | null>(null);
  React.useEffect(() => () => pending.current?.abort(), []);

  const run = async (view: CsvView<TData>) => {
    let originals: readonly TData[];
    let values: unknown[][];
    if (exportRows) {
      const controller = new AbortController();
      pending.current = controller;
      setExporting(true);
      try {
        originals = await exportRows({ signal: controller.signal });
      } catch (reason) {
        if (controller.signal.aborted) return;
        if (onExportError) onExportError(reason);
        else console.error(reason);
        return;
      } finally {
        // this export's own end (the table kept, e.g. hidden by <Activity>, may export again later)
        if (pending.current === controller) {
          pending.current = null;
          setExporting(false);
        }
      }
      if (controller.signal.aborted) return;
      values = originals.map((original, index) => view.valuesOf(original, index));
    } else {
      const rows = view.rows();
      originals = rows.map((row) => row.original);
      values = rows.map((row) => row.values);
    }
    const csv = toCsv(view.header, values);
    if (onExport) onExport({ csv, fileName, rows: [...originals] });
    else downloadCsv(csv, fileName);
  };
  return { exporting, run };
}
