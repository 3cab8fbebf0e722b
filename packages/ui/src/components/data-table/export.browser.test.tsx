// The DataTable's CSV export on its own: the file of the view given at the press, the download (a UTF-8 BOM,
// the file name, the Blob URL revoked once the download started), and a fetch of every row (`exportRows`):
// busy meanwhile, its failure reported with no file, and no file once the table has gone.
import { renderHook } from "vitest-browser-react";
import { afterEach, expect, test, vi } from "vitest";
import { downloadCsv, useCsvExport, type CsvView } from "./export.js";

interface Row {
  id: string;
  name: string;
}
const rows: Row[] = [
  { id: "OT-1", name: "Forklift, red" },
  { id: "OT-2", name: "=SUM(A1)" },
];
const view: CsvView<Row> = {
  header: ["Tag", "Asset"],
  rows: () => rows.slice(0, 1).map((row) => ({ original: row, values: [row.id, row.name] })),
  valuesOf: (row) => [row.id, row.name],
};

/** A promise and its settling functions, for an `exportRows` the test answers when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

let restore: Array<() => void> = [];
afterEach(() => {
  for (const undo of restore) undo();
  restore = [];
});

/** The links the page is asked to download, caught before the browser would save them. */
function catchDownloads(): HTMLAnchorElement[] {
  const links: HTMLAnchorElement[] = [];
  const onClick = (event: MouseEvent) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>("a[download]");
    if (!link) return;
    event.preventDefault();
    links.push(link);
  };
  document.addEventListener("click", onClick, true);
  restore.push(() => document.removeEventListener("click", onClick, true));
  return links;
}

test("downloadCsv: a UTF-8 file with a byte order mark under its name, its Blob URL revoked after the click", async () => {
  const revoked: string[] = [];
  const revoke = vi.spyOn(URL, "revokeObjectURL").mockImplementation((url) => void revoked.push(url));
  restore.push(() => revoke.mockRestore());
  const links = catchDownloads();
  downloadCsv("Tag,Asset\r\nOT-1,Café\r\n", "Assets.csv");
  expect(links).toHaveLength(1);
  const link = links[0]!;
  expect(link.download).toBe("Assets.csv");
  // the link is gone from the page, and its URL is revoked only after the click was handled
  expect(link.isConnected).toBe(false);
  expect(revoked).toEqual([]);
  const response = await fetch(link.href);
  expect(response.headers.get("content-type")).toBe("text/csv;charset=utf-8");
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
  expect(text).toBe("\uFEFFTag,Asset\r\nOT-1,Café\r\n");
  await Promise.resolve();
  expect(revoked).toEqual([link.href]);
});

test("without exportRows: the view's rows the table has, handed to onExport instead of a download", async () => {
  const onExport = vi.fn();
  const links = catchDownloads();
  const { result } = await renderHook(() => useCsvExport<Row>({ fileName: "View.csv", onExport }));
  await result.current.run(view);
  expect(onExport).toHaveBeenCalledExactlyOnceWith({
    csv: 'Tag,Asset\r\nOT-1,"Forklift, red"\r\n',
    fileName: "View.csv",
    rows: [rows[0]],
  });
  expect(links).toEqual([]);
  expect(result.current.exporting).toBe(false);
});

test("exportRows: busy while it fetches, then the file of every fetched row (formulas defused)", async () => {
  const fetched = deferred<readonly Row[]>();
  const onExport = vi.fn();
  const { result, act } = await renderHook(() =>
    useCsvExport<Row>({ fileName: "All.csv", exportRows: () => fetched.promise, onExport }),
  );
  let running!: Promise<void>;
  await act(() => void (running = result.current.run(view)));
  expect(result.current.exporting).toBe(true);
  expect(onExport).not.toHaveBeenCalled();
  await act(async () => {
    fetched.resolve(rows);
    await running;
  });
  expect(result.current.exporting).toBe(false);
  expect(onExport).toHaveBeenCalledExactlyOnceWith({
    csv: 'Tag,Asset\r\nOT-1,"Forklift, red"\r\nOT-2,\'=SUM(A1)\r\n',
    fileName: "All.csv",
    rows,
  });
});

test("exportRows fails: onExportError gets the reason, no file, and the button is free again", async () => {
  const fetched = deferred<readonly Row[]>();
  const onExport = vi.fn();
  const onExportError = vi.fn();
  const links = catchDownloads();
  const { result, act } = await renderHook(() =>
    useCsvExport<Row>({ fileName: "All.csv", exportRows: () => fetched.promise, onExport, onExportError }),
  );
  let running!: Promise<void>;
  await act(() => void (running = result.current.run(view)));
  const reason = new Error("503 from the register");
  await act(async () => {
    fetched.reject(reason);
    await running;
  });
  expect(onExportError).toHaveBeenCalledExactlyOnceWith(reason);
  expect(onExport).not.toHaveBeenCalled();
  expect(links).toEqual([]);
  expect(result.current.exporting).toBe(false);
});

test("the table goes while exportRows fetches: the fetch is aborted and no file is written, nor an error told", async () => {
  const fetched = deferred<readonly Row[]>();
  let signal: AbortSignal | undefined;
  const onExport = vi.fn();
  const onExportError = vi.fn();
  const links = catchDownloads();
  const { result, act, unmount } = await renderHook(() =>
    useCsvExport<Row>({
      fileName: "All.csv",
      exportRows: (options) => ((signal = options.signal), fetched.promise),
      onExport,
      onExportError,
    }),
  );
  let running!: Promise<void>;
  await act(() => void (running = result.current.run(view)));
  expect(signal?.aborted).toBe(false);
  await unmount();
  expect(signal?.aborted).toBe(true);
  // a fetch that ignores its signal and answers anyway, or rejects with the abort: neither writes a file
  fetched.resolve(rows);
  await running;
  expect(onExport).not.toHaveBeenCalled();
  expect(onExportError).not.toHaveBeenCalled();
  expect(links).toEqual([]);
});
