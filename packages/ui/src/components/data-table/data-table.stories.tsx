import type { Meta, StoryObj } from "@storybook/react-vite";
import type { PaginationState, SortingState } from "@tanstack/react-table";
import { ArchiveIcon, MoreHorizontalIcon, TrashIcon } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { type Asset, type AssetStatus, generateAssets } from "../../test/assets.js";
import { Alert, AlertDescription, AlertTitle } from "../alert/alert.js";
import { Badge } from "../badge/badge.js";
import { Button } from "../button/button.js";
import { Input } from "../input/input.js";
import { Label } from "../label/label.js";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../select/select.js";
import { Switch } from "../switch/switch.js";
import {
  DataTable,
  createDataTableColumnHelper,
  useDataTableUrlState,
  type DataTableInstance,
  type DataTableLabels,
  type DataTableProps,
} from "./index.js";
import { phone, rightToLeft } from "../../test/story-layouts.js";
import { tableAnswered } from "../../test/table-answered.js";

const col = createDataTableColumnHelper<Asset>();
const euro = new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
const statusVariant = {
  "In use": "default",
  Available: "secondary",
  Maintenance: "outline",
  Missing: "destructive",
} as const satisfies Record<AssetStatus, string>;

// module scope: stable columns and data, as the DataTable asks. On a phone the priorities leave asset,
// status and value
const columns = col.columns([
  col.accessor("id", { header: "Tag", meta: { priority: 2 } }),
  col.accessor("name", { header: "Asset", meta: { rowHeader: true } }),
  col.accessor("site", { header: "Site", meta: { priority: 3 } }),
  col.accessor("status", {
    header: "Status",
    filterFn: "equalsString",
    cell: (info) => <Badge variant={statusVariant[info.getValue()]}>{info.getValue()}</Badge>,
  }),
  col.accessor("value", {
    header: "Value",
    meta: { align: "end" },
    cell: (info) => euro.format(info.getValue()),
  }),
  col.accessor("lastSeen", { header: "Last seen", sortFn: "text", meta: { priority: 3 } }),
]);
const assets = generateAssets(200);

type Args = DataTableProps<Asset>;

const meta = {
  title: "Components/DataTable",
  component: DataTable<Asset>,
  args: {
    columns,
    data: assets,
    label: "Assets",
    getRowId: (asset) => asset.id,
    getRowLabel: (asset) => asset.name,
    enableRowSelection: true,
    pageSize: 10,
    loading: false,
  },
  argTypes: {
    columns: { control: false },
    data: { control: false },
    globalFilter: { control: "text" },
    pageSize: { control: "select", options: [10, 20, 50] },
    searchable: { control: "boolean" },
    columnsMenu: { control: "boolean" },
    exportable: { control: "boolean" },
    enableMultiSort: { control: "boolean" },
    error: { control: "text" },
  },
  parameters: {
    layout: "padded",
    // the story's own code as the snippet: the rendered JSX would inline every row of `data` (10,000 in
    // Virtual rows), which froze Storybook's manager while its code panel rendered it
    docs: { source: { type: "code" } },
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => canvasElement.querySelector("tbody") as HTMLElement;
const firstRowId = (canvasElement: HTMLElement) => body(canvasElement).querySelector("tr")?.dataset.rowId;

/** 200 generated assets: sort, select and page through them. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("table", { name: "Assets" })).toBeVisible();
    await expect(within(body(canvasElement)).getAllByRole("row")).toHaveLength(10);
    await expect(canvas.getByText("Page 1 of 20")).toBeVisible();
    await expect(canvas.getByText("0 of 200 selected")).toBeVisible();
  },
};

/** A header is a sort button; the sorted column carries `aria-sort`. Numbers sort high to low first. */
export const Sorting: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const header = canvas.getByRole("columnheader", { name: "Value" });
    await userEvent.click(within(header).getByRole("button", { name: "Value" }));
    await expect(header).toHaveAttribute("aria-sort", "descending");
    const top = Math.max(...assets.map((a) => a.value));
    await expect(firstRowId(canvasElement)).toBe(assets.find((a) => a.value === top)?.id);
    await expect(canvas.getByRole("status")).toHaveTextContent("Sorted by Value, descending");
  },
};

/** Selecting some rows makes the header checkbox indeterminate; the rows are highlighted. */
export const Selection: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const rows = within(body(canvasElement)).getAllByRole("checkbox");
    await userEvent.click(rows[0] as HTMLElement);
    await userEvent.click(rows[2] as HTMLElement);
    const all = canvas.getByRole("checkbox", { name: "Select all rows on this page" });
    await expect(all).toHaveAttribute("aria-checked", "mixed");
    await expect(canvasElement.querySelectorAll("tr[data-state=selected]")).toHaveLength(2);
    await expect(canvas.getByText("2 of 200 selected")).toBeVisible();
  },
};

/** Some rows cannot be selected (here missing assets): their checkboxes are disabled and "select all" skips them. */
export const DisabledRows: Story = {
  args: { enableRowSelection: (row) => row.original.status !== "Missing" },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const missing = assets.slice(0, 10).filter((a) => a.status === "Missing");
    await expect(missing.length).toBeGreaterThan(0);
    for (const asset of missing)
      await expect(canvas.getByRole("checkbox", { name: `Select ${asset.name}` })).toBeDisabled();
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select all rows on this page" }));
    await expect(canvasElement.querySelectorAll("tr[data-state=selected]")).toHaveLength(10 - missing.length);
  },
};

function FilteredTable(args: Args) {
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<AssetStatus | "all">("all");
  const columnFilters = useMemo(() => (status === "all" ? [] : [{ id: "status", value: status }]), [status]);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-4" style={{ alignItems: "flex-end" }}>
        <div className="flex flex-col gap-2">
          <Label htmlFor="asset-search">Search</Label>
          <Input
            id="asset-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Tag, name or site"
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="asset-status">Status</Label>
          {/* the kit's Select, like the table's own page size control */}
          <Select
            id="asset-status"
            value={status}
            onValueChange={(value) => setStatus(value as AssetStatus | "all")}
          >
            <SelectTrigger style={{ width: "11rem" }}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All statuses</SelectItem>
              {Object.keys(statusVariant).map((value) => (
                <SelectItem key={value} value={value}>
                  {value}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button
          variant="ghost"
          onClick={() => {
            setSearch("");
            setStatus("all");
          }}
        >
          Clear filters
        </Button>
      </div>
      <DataTable
        {...args}
        globalFilter={search}
        columnFilters={columnFilters}
        emptyState="No assets match your filters."
      />
    </div>
  );
}

/** A filter bar of the app's own controls drives the table (global search text and a status filter). */
export const WithFilters: Story = {
  render: (args) => <FilteredTable {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search" }), "Leeds");
    await waitFor(() =>
      expect(
        within(body(canvasElement))
          .getAllByRole("row")
          .every((r) => r.textContent?.includes("Leeds")),
      ).toBe(true),
    );
    await userEvent.click(canvas.getByRole("combobox", { name: "Status" }));
    await userEvent.click(
      within(await screen.findByRole("listbox")).getByRole("option", { name: "Missing" }),
    );
    // the open list hides the rest of the page from assistive tech until it has closed
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    await waitFor(() => {
      const rows = within(body(canvasElement)).getAllByRole("row");
      expect(rows.every((r) => r.textContent?.includes("Leeds") && r.textContent.includes("Missing"))).toBe(
        true,
      );
    });
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search" }), " nowhere");
    await expect(await canvas.findByText("No assets match your filters.")).toBeVisible();
    await expect(canvasElement.querySelector("[data-slot=data-table]")).toHaveAttribute("data-empty", "true");
  },
};

/** The status filter of `ColumnFilters`: the kit's Select, reading and setting the column's filter. */
function StatusFilter({ table }: { table: DataTableInstance<Asset> }) {
  const status = table.getColumn("status")!;
  return (
    <Select
      value={(status.getFilterValue() as string | undefined) ?? "all"}
      // "all" clears the filter (undefined removes it from the table's state)
      onValueChange={(value) => status.setFilterValue(value === "all" ? undefined : value)}
    >
      <SelectTrigger aria-label="Status" style={{ width: "11rem" }}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="all">All statuses</SelectItem>
        {Object.keys(statusVariant).map((value) => (
          <SelectItem key={value} value={value}>
            {value}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/**
 * A column filter without state of the app's own: the control sits in the table's toolbar
 * (`toolbar={(table) => …}`) and calls `column.setFilterValue`; the table starts filtered
 * (`defaultColumnFilters`), keeps the filter and reports each change (`onColumnFiltersChange`).
 */
export const ColumnFilters: Story = {
  args: {
    searchable: true,
    defaultColumnFilters: [{ id: "status", value: "Missing" }],
    onColumnFiltersChange: fn(),
    emptyState: "No assets match your filters.",
  },
  render: (args) => <DataTable {...args} toolbar={(table) => <StatusFilter table={table} />} />,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const statuses = () =>
      within(body(canvasElement))
        .getAllByRole("row")
        .map((row) => row.querySelector("[data-slot=badge]")?.textContent);
    await expect(new Set(statuses())).toEqual(new Set(["Missing"]));
    const filter = canvas.getByRole("combobox", { name: "Status" });
    await expect(filter).toHaveTextContent("Missing");
    await userEvent.click(filter);
    await userEvent.click(
      within(await screen.findByRole("listbox")).getByRole("option", { name: "Maintenance" }),
    );
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    await waitFor(() => expect(new Set(statuses())).toEqual(new Set(["Maintenance"])));
    await expect(args.onColumnFiltersChange).toHaveBeenLastCalledWith([
      { id: "status", value: "Maintenance" },
    ]);
    await expect(canvas.getByText(/^Page 1 of/)).toBeVisible();
  },
};

/** The first load (no rows yet): skeleton rows, `aria-busy`, and "Loading" for screen readers. */
export const Loading: Story = {
  args: { loading: true, pageSize: 5, data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("table", { name: "Assets" })).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading");
  },
};

export const Empty: Story = {
  args: { data: [], emptyState: "No assets yet. Add your first asset to start tracking." },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No assets yet. Add your first asset to start tracking.")).toBeVisible();
  },
};

export const HoverFocus: Story = {
  parameters: {
    pseudo: {
      hover: ["tbody tr:nth-child(3)", "th:nth-child(3) button"],
      focusVisible: ["th:nth-child(4) button"],
    },
  },
};

/**
 * Long text: the asset column wraps (`meta.wrap`); the site is cut with an ellipsis (`meta.truncate`, the whole
 * name in its `title`), so the table fits its panel.
 */
export const LongText: Story = {
  decorators: [
    (Story) => (
      // a narrow panel: story-only layout is inline (stories are not scanned for the compiled stylesheet)
      <div style={{ maxWidth: "40rem" }}>
        <Story />
      </div>
    ),
  ],
  args: {
    columns: col.columns([
      col.accessor("id", { header: "Tag" }),
      col.accessor("name", { header: "Asset", meta: { rowHeader: true, wrap: true } }),
      col.accessor("site", { header: "Site", meta: { truncate: true } }),
      col.accessor("value", {
        header: "Value",
        meta: { align: "end" },
        cell: (info) => euro.format(info.getValue()),
      }),
    ]),
    pageSize: 10,
    data: assets.slice(0, 3).map((asset, i) =>
      i === 1
        ? {
            ...asset,
            name: "Refrigerated trailer with temperature logger and door sensors, bay 14 of the north yard",
            site: "Rotterdam distribution centre, cold storage annex",
          }
        : asset,
    ),
  },
};

// The right-to-left story as an Arabic app shows it: its own words (columns, data and the table's `labels`),
// Latin digits as many Arabic apps use them; tag ids stay as printed on the tags.
const arabic = new Intl.NumberFormat("ar-u-nu-latn");
const arabicEuro = new Intl.NumberFormat("ar-u-nu-latn", {
  style: "currency",
  currency: "EUR",
  maximumFractionDigits: 0,
});
const arabicDate = new Intl.DateTimeFormat("ar-u-nu-latn", { dateStyle: "medium", timeZone: "UTC" });
const arabicKinds: Record<string, string> = {
  Forklift: "رافعة شوكية",
  "Pallet scanner": "ماسح منصات",
  Defibrillator: "جهاز إزالة الرجفان",
  Laptop: "حاسوب محمول",
  Tablet: "جهاز لوحي",
  Trailer: "مقطورة",
  Generator: "مولد كهربائي",
  Drill: "مثقاب",
};
const arabicSites: Record<string, string> = {
  "Rotterdam DC": "مركز توزيع روتردام",
  "Leeds clinic": "عيادة ليدز",
  "Lyon office": "مكتب ليون",
  "Hamburg yard": "ساحة هامبورغ",
  "Porto depot": "مستودع بورتو",
};
const arabicStatus: Record<AssetStatus, string> = {
  "In use": "قيد الاستخدام",
  Available: "متاح",
  Maintenance: "قيد الصيانة",
  Missing: "مفقود",
};
const arabicAssets = assets.map((asset) => {
  const [, kind = "", number = ""] = /^(.*) (\d+)$/.exec(asset.name) ?? [];
  return {
    ...asset,
    name: `${arabicKinds[kind] ?? kind} ${number}`,
    site: arabicSites[asset.site] ?? asset.site,
  };
});
const arabicColumns = col.columns([
  col.accessor("id", { header: "الوسم", meta: { priority: 2 } }),
  col.accessor("name", { header: "الأصل", meta: { rowHeader: true } }),
  col.accessor("site", { header: "الموقع", meta: { priority: 3 } }),
  col.accessor("status", {
    header: "الحالة",
    cell: (info) => <Badge variant={statusVariant[info.getValue()]}>{arabicStatus[info.getValue()]}</Badge>,
  }),
  col.accessor("value", {
    header: "القيمة",
    meta: { align: "end" },
    cell: (info) => arabicEuro.format(info.getValue()),
  }),
  col.accessor("lastSeen", {
    header: "آخر ظهور",
    sortFn: "text",
    meta: { priority: 3 },
    cell: (info) => arabicDate.format(new Date(info.getValue())),
  }),
]);
const arabicLabels: DataTableProps<Asset>["labels"] = {
  selectAll: "تحديد كل صفوف هذه الصفحة",
  selectRow: (row) => `تحديد ${row}`,
  rowsPerPage: "عدد الصفوف في الصفحة",
  page: (page, pageCount) => `الصفحة ${arabic.format(page)} من ${arabic.format(pageCount)}`,
  selected: (count, total) => `تم تحديد ${arabic.format(count)} من ${arabic.format(total)}`,
  sorted: (column, direction) =>
    direction === "none"
      ? `${column}: بلا ترتيب`
      : `الترتيب حسب ${column}، ${direction === "ascending" ? "تصاعديًا" : "تنازليًا"}`,
  loading: "جارٍ التحميل",
  pagination: "التنقل بين الصفحات",
  previous: "السابق",
  previousPage: "الصفحة السابقة",
  next: "التالي",
  nextPage: "الصفحة التالية",
  morePages: "صفحات أخرى",
};

/**
 * Right to left, in Arabic: the columns run from the right, the footer reads "تم تحديد 0 من 200" and "الصفحة 1
 * من 20" (the table's words are `labels`), Previous/Next point the reading way.
 */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  args: { columns: arabicColumns, data: arabicAssets, label: "الأصول", labels: arabicLabels },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole("table", { name: "الأصول" })).toBeVisible();
    await expect(canvas.getByText("تم تحديد 0 من 200")).toBeVisible();
    await expect(canvas.getByText("الصفحة 1 من 20")).toBeVisible();
    // the first column (the checkboxes) is at the right
    const [select, tag] = canvas.getAllByRole("columnheader");
    await expect(select!.getBoundingClientRect().left).toBeGreaterThan(tag!.getBoundingClientRect().left);
    await userEvent.click(canvas.getByRole("checkbox", { name: `تحديد ${arabicAssets[0]!.name}` }));
    await expect(canvas.getByText("تم تحديد 1 من 200")).toBeVisible();
    await expect(canvasElement.querySelector("[data-slot=data-table-page-size]")).toHaveAccessibleName(
      "عدد الصفوف في الصفحة",
    );
    await expect(canvas.getByRole("button", { name: "الصفحة التالية" })).toHaveTextContent("التالي");
  },
};

/**
 * A 390 px phone: the columns that matter (asset, status, value; `meta.priority`) fit without scrolling, tag,
 * site and last seen give way; the footer pages with Previous/Next.
 */
export const Mobile: Story = {
  ...phone,
  play: async ({ canvas, canvasElement }) => {
    const container = canvasElement.querySelector("[data-slot=table-container]") as HTMLElement;
    await expect(container.scrollWidth).toBeLessThanOrEqual(container.clientWidth);
    await expect(container).not.toHaveAttribute("data-overflow");
    const headers = canvas.getAllByRole("columnheader").map((th) => th.textContent);
    await expect(headers).toEqual(["", "Asset", "Status", "Value"]);
    // the page itself does not scroll sideways
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * Multi-sort: a header press sorts by that column alone; Shift+click (or Shift+Enter, Shift+Space) adds the
 * column to the sort. Each sorted header has `aria-sort` and its place in the order; the order is announced.
 */
export const MultiSort: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Status" }));
    await userEvent.keyboard("{Shift>}");
    await userEvent.click(canvas.getByRole("button", { name: "Value" }));
    await userEvent.keyboard("{/Shift}");
    await expect(canvas.getByRole("columnheader", { name: "Status" })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    await expect(canvas.getByRole("columnheader", { name: "Value" })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    const numbers = [...canvasElement.querySelectorAll("[data-slot=data-table-sort-index]")].map(
      (n) => n.textContent,
    );
    await expect(numbers).toEqual(["1", "2"]);
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Sorted by Status, ascending, then by Value, descending",
    );
  },
};

// ---- a server: 50,000 tags paged, sorted and searched by a fake API --------------------------------------

const register = generateAssets(50_000, 11);
type Page = { rows: Asset[]; total: number };
type Query = { pagination: PaginationState; sorting: SortingState; search: string };

/** What the fake server answers: the matching rows in the asked order, one page of them. */
function answer({ pagination, sorting, search }: Query): Page {
  const needle = search.trim().toLowerCase();
  const matching = needle
    ? register.filter((a) => `${a.id} ${a.name} ${a.site} ${a.status}`.toLowerCase().includes(needle))
    : register;
  const sorted = sorting.length
    ? matching.toSorted((a, b) => {
        for (const { id, desc } of sorting) {
          const [x, y] = [a[id as keyof Asset], b[id as keyof Asset]];
          const order = typeof x === "number" ? x - (y as number) : String(x).localeCompare(String(y));
          if (order !== 0) return desc ? -order : order;
        }
        return 0;
      })
    : matching;
  const start = pagination.pageIndex * pagination.pageSize;
  return { rows: sorted.slice(start, start + pagination.pageSize), total: matching.length };
}

/**
 * The fake API: answers after `latency` ms, or fails with a 503 while `fail()` says so; `signal` abandons the
 * request, as `fetch` does.
 */
function fetchAssets(
  query: Query,
  latency: number,
  fail: () => boolean,
  signal?: AbortSignal,
): Promise<Page> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => (fail() ? reject(new Error("503")) : resolve(answer(query))), latency);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

// each column but Asset with a width: the next page's values leave the columns where they were
const serverColumns = col.columns([
  col.accessor("id", { header: "Tag", meta: { priority: 2, headerClassName: "w-28" } }),
  col.accessor("name", { header: "Asset", meta: { rowHeader: true } }),
  col.accessor("site", { header: "Site", meta: { priority: 3, headerClassName: "w-44" } }),
  col.accessor("status", {
    header: "Status",
    meta: { headerClassName: "w-32", format: { type: "badge", variants: statusVariant } },
  }),
  col.accessor("value", {
    header: "Value",
    meta: {
      headerClassName: "w-32",
      align: "end",
      format: { type: "currency", currency: "EUR", options: { maximumFractionDigits: 0 } },
    },
  }),
]);

type ServerArgs = Args & { latency: number; fail: boolean };

function ServerTable({ latency, fail: failAtFirst, ...args }: ServerArgs) {
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 10 });
  const [sorting, setSorting] = useState<SortingState>([]);
  const [search, setSearch] = useState("");
  const [fail, setFail] = useState(failAtFirst);
  // read by the fake API when it answers: the switch's state at that moment
  const failing = useRef(failAtFirst);
  const [attempt, setAttempt] = useState(0);
  // the question the table asks now; an answer is for one question
  const key = JSON.stringify([pagination, sorting, search, attempt]);
  const [outcome, setOutcome] = useState<{ key: string; page?: Page; failed?: boolean }>();
  const [page, setPage] = useState<Page>();
  // why the last "Export CSV" wrote no file (the fake API failed), until the next press
  const [exportError, setExportError] = useState<string>();

  useEffect(() => {
    // only the answer to the latest question counts (a slow page 2 must not land after page 3)
    let latest = true;
    fetchAssets({ pagination, sorting, search }, latency, () => failing.current).then(
      (result) => {
        if (!latest) return;
        setPage(result);
        setOutcome({ key, page: result });
      },
      () => latest && setOutcome({ key, failed: true }),
    );
    return () => {
      latest = false;
    };
  }, [key, pagination, sorting, search, latency]);
  const answeredNow = outcome?.key === key;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <Switch
          id="fail-requests"
          checked={fail}
          onCheckedChange={(checked) => {
            failing.current = checked;
            setFail(checked);
          }}
        />
        <Label htmlFor="fail-requests">Fail requests (the fake API answers 503)</Label>
      </div>
      {exportError ? (
        <Alert variant="destructive" data-testid="export-error">
          <AlertTitle>Assets not exported</AlertTitle>
          <AlertDescription>{exportError}</AlertDescription>
        </Alert>
      ) : null}
      <DataTable
        {...args}
        columns={serverColumns}
        data={page?.rows ?? []}
        manualPagination
        manualSorting
        manualFiltering
        rowCount={page?.total}
        pagination={pagination}
        onPaginationChange={setPagination}
        sorting={sorting}
        onSortingChange={setSorting}
        globalFilter={search}
        onGlobalFilterChange={setSearch}
        searchable
        exportable
        // "Export CSV" writes every page of the view (its search and order) from the server, not the page shown
        exportRows={({ signal }) => {
          setExportError(undefined);
          return fetchAssets(
            { pagination: { pageIndex: 0, pageSize: Number.MAX_SAFE_INTEGER }, sorting, search },
            latency,
            () => failing.current,
            signal,
          ).then((all) => all.rows);
        }}
        onExportError={(error) =>
          setExportError(
            `No file was written: the server answered ${error instanceof Error ? error.message : String(error)}.`,
          )
        }
        loading={!answeredNow}
        error={
          answeredNow && outcome.failed
            ? "The assets could not be loaded: the server answered 503."
            : undefined
        }
        onRetry={() => setAttempt((n) => n + 1)}
      />
    </div>
  );
}

/**
 * The server pages, sorts and searches 50,000 tags (a fake API with `latency` and a failure switch): the
 * table sends its state (`manualPagination`, `manualSorting`, `manualFiltering`, `rowCount`), keeps the rows
 * it has while the next ones load, and offers a retry when a request fails. "Export CSV" asks the server for
 * every page of the view (`exportRows`); when that fails, no file is written and an alert above the table says
 * why (`onExportError`).
 */
export const Server: StoryObj<ServerArgs> = {
  args: { latency: 600, fail: false },
  argTypes: {
    latency: { control: { type: "range", min: 0, max: 3000, step: 100 } },
    fail: { control: "boolean" },
  },
  render: (args) => <ServerTable {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const firstPage = answer({ pagination: { pageIndex: 0, pageSize: 10 }, sorting: [], search: "" });
    await tableAnswered(canvasElement, () => expect(firstRowId(canvasElement)).toBe(firstPage.rows[0]!.id));
    await expect(canvas.getByText("Page 1 of 5,000")).toBeVisible();
    await expect(canvas.getByText("0 of 50,000 selected")).toBeVisible();
    // the columns' widths (each but Asset given one): the pages that follow leave them where they are
    const widths = () =>
      [...canvasElement.querySelectorAll("thead th")].map((th) => th.getBoundingClientRect().width);
    const firstWidths = widths();

    await userEvent.click(canvas.getByRole("button", { name: "Value" }));
    const byValue = answer({
      pagination: { pageIndex: 0, pageSize: 10 },
      sorting: [{ id: "value", desc: true }],
      search: "",
    });
    await tableAnswered(canvasElement, () => expect(firstRowId(canvasElement)).toBe(byValue.rows[0]!.id));

    await userEvent.click(canvas.getByRole("button", { name: "Go to next page" }));
    const second = {
      pagination: { pageIndex: 1, pageSize: 10 },
      sorting: [{ id: "value", desc: true }],
      search: "",
    };
    await tableAnswered(canvasElement, () =>
      expect(firstRowId(canvasElement)).toBe(answer(second).rows[0]!.id),
    );
    await expect(canvas.getByText("Page 2 of 5,000")).toBeVisible();
    await expect(widths()).toEqual(firstWidths);

    // the server fails: the error with a retry; once it answers again, the same page
    await userEvent.click(canvas.getByRole("switch", { name: /Fail requests/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Go to next page" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("answered 503");
    // an export while it fails writes no file and says why
    await userEvent.click(canvas.getByRole("button", { name: "Export CSV" }));
    const exportError = await canvas.findByTestId("export-error");
    await expect(exportError).toHaveTextContent("Assets not exported");
    await expect(exportError).toHaveTextContent("No file was written: the server answered 503.");
    await expect(canvas.getByRole("button", { name: "Export CSV" })).not.toHaveAttribute("data-loading");
    await userEvent.click(canvas.getByRole("switch", { name: /Fail requests/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    const third = { ...second, pagination: { pageIndex: 2, pageSize: 10 } };
    await tableAnswered(canvasElement, () =>
      expect(firstRowId(canvasElement)).toBe(answer(third).rows[0]!.id),
    );
    await expect(canvas.getByText("Page 3 of 5,000")).toBeVisible();
    await expect(widths()).toEqual(firstWidths);
  },
};

// ---- the page and the sort in the URL ----------------------------------------------------------------------

const URL_KEYS = ["page", "size", "sort", "q"];
/** Leaves the page's URL without the table's parameters (Storybook's own stay). */
function resetTableUrl() {
  const url = new URL(window.location.href);
  for (const key of URL_KEYS) url.searchParams.delete(key);
  window.history.replaceState(window.history.state, "", url);
}

function UrlStateTable(args: Args) {
  const url = useDataTableUrlState({ sortable: ["id", "name", "site", "status", "value", "lastSeen"] });
  const query = dataTableQuery();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        The table&apos;s part of the URL:{" "}
        <output data-testid="table-query" className="font-mono text-foreground">
          {query || "(none: first page, unsorted)"}
        </output>
      </p>
      <DataTable {...args} {...url} searchable />
    </div>
  );
}

/** The table's parameters of the current URL, as a query string. */
function dataTableQuery() {
  const params = new URLSearchParams(window.location.search);
  return [...params]
    .filter(([key]) => URL_KEYS.includes(key))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
}

/**
 * Page, page size, sort and search in the query string (`useDataTableUrlState`): a link or a reload opens the
 * same view, Back returns to the previous page. A Server Component reads the same parameters with
 * `parseDataTableSearchParams`.
 */
export const UrlState: Story = {
  name: "URL state",
  beforeEach: () => {
    resetTableUrl();
    return resetTableUrl;
  },
  render: (args) => <UrlStateTable {...args} />,
  play: async ({ canvas, userEvent }) => {
    const query = canvas.getByTestId("table-query");
    await userEvent.click(canvas.getByRole("button", { name: "Go to next page" }));
    await waitFor(() => expect(query).toHaveTextContent("page=2"));
    await userEvent.click(canvas.getByRole("button", { name: "Value" }));
    await waitFor(() => expect(query).toHaveTextContent("sort=-value"));
    // a new order starts at page 1, which the URL leaves out
    await expect(query).not.toHaveTextContent("page=");
    await expect(new URLSearchParams(window.location.search).get("sort")).toBe("-value");
    await expect(canvas.getByText("Page 1 of 20")).toBeVisible();
  },
};

/** The "Columns" menu (`columnsMenu`): a checkbox per column that may hide; it stays open for several. */
export const ColumnVisibility: Story = {
  args: { columnsMenu: true, defaultColumnVisibility: { lastSeen: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Columns" }));
    const menu = await screen.findByRole("menu");
    await expect(within(menu).getByRole("menuitemcheckbox", { name: "Last seen" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    await userEvent.click(within(menu).getByRole("menuitemcheckbox", { name: "Site" }));
    await expect(canvas.queryByRole("columnheader", { name: "Site" })).toBeNull();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await expect(canvas.getByRole("button", { name: "Columns" })).toHaveFocus();
  },
};

const actionsColumn = col.display({
  id: "actions",
  header: () => <span className="sr-only">Actions</span>,
  cell: ({ row }) => (
    <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${row.original.name}`}>
      <MoreHorizontalIcon aria-hidden="true" />
    </Button>
  ),
  meta: { pin: "end", export: false },
});
// every column matters here (no priorities): on a phone the table scrolls sideways
const wideColumns = col.columns([
  col.accessor("name", { header: "Asset", meta: { rowHeader: true } }),
  col.accessor("id", { header: "Tag" }),
  col.accessor("site", { header: "Site" }),
  col.accessor("status", { header: "Status", meta: { format: { type: "badge", variants: statusVariant } } }),
  col.accessor("value", { header: "Value", meta: { align: "end", format: "number" } }),
  col.accessor("lastSeen", { header: "Last seen", meta: { format: "date" } }),
  actionsColumn,
]);

/**
 * Pinned columns on a 390 px phone: the checkboxes (always) and the row actions (`meta.pin: "end"`) stay in
 * view while the other columns scroll under them; a line marks the edge while they do.
 */
export const PinnedColumns: Story = {
  ...phone,
  args: { columns: wideColumns, pageSize: 5, pageSizeOptions: [5, 10, 20] },
  play: async ({ canvasElement, userEvent, canvas }) => {
    const container = canvasElement.querySelector("[data-slot=table-container]") as HTMLElement;
    await expect(container.scrollWidth).toBeGreaterThan(container.clientWidth);
    container.scrollLeft = (container.scrollWidth - container.clientWidth) / 2;
    await waitFor(() => expect(container).toHaveAttribute("data-overflow", "both"));
    const row = body(canvasElement).querySelector("tr") as HTMLElement;
    const box = container.getBoundingClientRect();
    const [checkboxCell] = row.children;
    await expect(Math.abs(checkboxCell!.getBoundingClientRect().left - box.left)).toBeLessThan(1);
    await expect(Math.abs(row.lastElementChild!.getBoundingClientRect().right - box.right)).toBeLessThan(1);
    await userEvent.click(canvas.getByRole("checkbox", { name: `Select ${assets[0]!.name}` }));
    await expect(row).toHaveAttribute("data-state", "selected");
    // back to the start (a sort button half under a pinned column is a target axe's target-size refuses)
    container.scrollLeft = 0;
    await waitFor(() => expect(container).toHaveAttribute("data-overflow", "end"));
  },
};

function bulkActions({ ids, clear }: { ids: string[]; clear: () => void }) {
  return (
    <>
      <Button variant="outline" size="sm" onClick={clear} data-ids={ids.join(" ")}>
        <ArchiveIcon aria-hidden="true" />
        Archive
      </Button>
      <Button variant="destructive" size="sm" onClick={clear}>
        <TrashIcon aria-hidden="true" />
        Delete
      </Button>
    </>
  );
}

/**
 * While rows are selected, the bulk-action bar takes the toolbar's place ("3 selected", the app's actions,
 * "Clear selection"), in the same space: the table does not move.
 */
export const BulkActions: Story = {
  args: { searchable: true, bulkActions },
  play: async ({ canvas, userEvent }) => {
    for (const asset of assets.slice(0, 3))
      await userEvent.click(canvas.getByRole("checkbox", { name: `Select ${asset.name}` }));
    const bar = canvas.getByRole("group", { name: "Selected rows" });
    await expect(within(bar).getByText("3 selected")).toBeVisible();
    await expect(within(bar).getByRole("button", { name: "Archive" })).toBeVisible();
    await expect(canvas.queryByRole("searchbox", { name: "Search" })).toBeNull();
  },
};

/** Reads the next file the page downloads through a link, from its Blob URL. */
function nextDownload(): Promise<{ name: string; text: string }> {
  return new Promise((resolve) => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as HTMLElement).closest<HTMLAnchorElement>("a[download]");
      if (!link) return;
      // read it here instead of saving it: the story stays where it is
      event.preventDefault();
      document.removeEventListener("click", onClick, true);
      void fetch(link.href)
        .then((response) => response.arrayBuffer())
        .then((bytes) =>
          resolve({ name: link.download, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes) }),
        );
    };
    document.addEventListener("click", onClick, true);
  });
}

/**
 * "Export CSV" (`exportable`): the current view — visible columns, the search and the order, every page —
 * as a CSV file (RFC 4180 quoting; a cell starting with = + - @ gets a leading apostrophe, so a spreadsheet
 * does not run it as a formula).
 */
export const CsvExport: Story = {
  name: "CSV export",
  args: {
    exportable: true,
    searchable: true,
    columnsMenu: true,
    data: [{ ...assets[0]!, name: '=HYPERLINK("http://evil.example")' }, ...assets.slice(1)],
  },
  beforeEach: () => {
    // the Blob URL stays readable until the story has read it back
    const revoke = URL.revokeObjectURL;
    URL.revokeObjectURL = () => undefined;
    return () => void (URL.revokeObjectURL = revoke);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search" }), "Leeds");
    const download = nextDownload();
    await userEvent.click(canvas.getByRole("button", { name: "Export CSV" }));
    const file = await download;
    await expect(file.name).toBe("Assets.csv");
    const [bom, ...lines] = file.text.split(/(?<=^\uFEFF)|\r\n/);
    await expect(bom).toBe("\uFEFF");
    await expect(lines[0]).toBe("Tag,Asset,Site,Status,Value,Last seen");
    const leeds = assets.filter((a) => /leeds/i.test(`${a.id} ${a.name} ${a.site} ${a.status} ${a.value}`));
    // every matching row, not only the page's ten; the formula defused
    await expect(lines.filter(Boolean)).toHaveLength(leeds.length + 1);
    await expect(file.text).not.toContain(",=HYPERLINK");
  },
};

/** Loading with rows: they stay where they are (no layout jump), readable, under a progress bar, while the next ones come. */
export const Refreshing: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("table", { name: "Assets" })).toHaveAttribute("aria-busy", "true");
    await expect(within(body(canvasElement)).getAllByRole("row")).toHaveLength(10);
    await expect(body(canvasElement)).toHaveAttribute("data-stale", "true");
    await expect(canvas.getByText("Page 1 of 20")).toBeVisible();
  },
};

/** The data could not be loaded: the message in place of the rows, and a retry (`onRetry`). */
export const ErrorState: Story = {
  name: "Error",
  args: { error: "The assets could not be loaded: the server did not answer.", onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("the server did not answer");
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole("table", { name: "Assets" })).toHaveFocus();
  },
};

const tenThousand = generateAssets(10_000, 3);

/**
 * 10,000 rows with virtual rows (`virtualRows`): one scrolling body, only the rows in view in the DOM
 * (TanStack Virtual); sorting and selection work on all of them.
 */
export const VirtualRows: Story = {
  args: { data: tenThousand, virtualRows: { height: 480 }, label: "All assets" },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole("table", { name: "All assets" });
    await expect(table).toHaveAttribute("aria-rowcount", "10001");
    await expect(canvas.getByText("10,000 rows")).toBeVisible();
    // the columns are fixed from the first rows in the page's fonts: scrolled before, they would be fixed
    // from whichever rows were in view when the font came
    await waitFor(() => expect(table).toHaveClass("table-fixed"));
    const region = canvas.getByRole("region", { name: "All assets" });
    // halfway down, on a row boundary (no row half under the sticky header: axe's target-size would refuse
    // its checkbox): row 5,001 right under the header
    const rowHeight = (body(canvasElement).querySelector("tr[data-row-id]") as HTMLElement).offsetHeight;
    region.scrollTop = rowHeight * 5000;
    await waitFor(() =>
      expect(body(canvasElement).querySelector('tr[aria-rowindex="5002"]')).toHaveAttribute(
        "data-row-id",
        tenThousand[5000]!.id,
      ),
    );
    // the header cells are the sticky part (the <thead> itself scrolls away)
    const header = (canvasElement.querySelector("thead th") as HTMLElement).getBoundingClientRect();
    const row = (
      body(canvasElement).querySelector('tr[aria-rowindex="5002"]') as HTMLElement
    ).getBoundingClientRect();
    await expect(Math.abs(row.top - header.bottom)).toBeLessThan(1);
    await expect(body(canvasElement).querySelectorAll("tr[data-row-id]").length).toBeLessThan(40);
  },
};

// columns as a Server Component declares them: plain data, the cells drawn by format names
const formattedColumns = col.columns([
  col.accessor("name", { header: "Asset", meta: { rowHeader: true } }),
  col.accessor("status", { header: "Status", meta: { format: { type: "badge", variants: statusVariant } } }),
  col.accessor("value", {
    header: "Value",
    meta: {
      align: "end",
      format: { type: "currency", currency: "EUR", options: { maximumFractionDigits: 0 } },
    },
  }),
  col.accessor("lastSeen", { header: "Last seen", meta: { format: "date" } }),
]);

/**
 * Cell formats by name (`meta.format`): currency, date and a status badge from plain column data, so a
 * Server Component can declare the columns (functions cannot cross to the client). `locale` picks the format.
 */
export const CellFormats: Story = {
  args: { columns: formattedColumns, enableRowSelection: false, pageSize: 5, locale: "en-GB" },
  play: async ({ canvas }) => {
    const first = assets[0]!;
    await expect(
      canvas.getByRole("cell", {
        name: new Intl.NumberFormat("en-GB", {
          style: "currency",
          currency: "EUR",
          maximumFractionDigits: 0,
        }).format(first.value),
      }),
    ).toBeVisible();
    await expect(
      canvas.getAllByText(
        new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(
          new Date(first.lastSeen),
        ),
      )[0],
    ).toBeVisible();
  },
};

const arabicToolbarLabels: Partial<DataTableLabels> = {
  ...arabicLabels,
  search: "بحث",
  searchPlaceholder: "ابحث…",
  columns: "الأعمدة",
  showColumns: "إظهار الأعمدة",
  exportCsv: "تصدير CSV",
  bulkSelected: (count) => `تم تحديد ${arabic.format(count)}`,
  clearSelection: "إلغاء التحديد",
  bulkActions: "الصفوف المحددة",
  sortedBy: (sorts) =>
    `الترتيب حسب ${sorts.map(({ column, direction }) => `${column}، ${direction === "ascending" ? "تصاعديًا" : "تنازليًا"}`).join("، ثم ")}`,
};

function arabicBulkActions({ clear }: { clear: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={clear}>
      <ArchiveIcon aria-hidden="true" />
      أرشفة
    </Button>
  );
}

/**
 * The toolbar, bulk bar, columns menu and pinned columns right to left, in Arabic: the search at the start
 * (right), the menu and export at the end (left), the checkboxes pinned at the right edge.
 */
export const ToolbarRightToLeft: Story = {
  decorators: [rightToLeft],
  args: {
    columns: arabicColumns,
    data: arabicAssets,
    label: "الأصول",
    labels: arabicToolbarLabels,
    searchable: true,
    columnsMenu: true,
    exportable: true,
    bulkActions: arabicBulkActions,
  },
  play: async ({ canvas, userEvent }) => {
    const search = canvas.getByRole("searchbox", { name: "بحث" });
    const columnsButton = canvas.getByRole("button", { name: "الأعمدة" });
    // reading order: the search box starts the row (at the right)
    await expect(search.getBoundingClientRect().right).toBeGreaterThan(
      columnsButton.getBoundingClientRect().right,
    );
    await userEvent.click(columnsButton);
    const menu = await screen.findByRole("menu");
    await expect(menu).toHaveAttribute("dir", "rtl");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await userEvent.click(canvas.getByRole("checkbox", { name: `تحديد ${arabicAssets[0]!.name}` }));
    await expect(canvas.getByRole("group", { name: "الصفوف المحددة" })).toHaveTextContent("تم تحديد 1");
  },
};

/**
 * The toolbar on a 390 px phone: the search takes the row, the menu and export wrap under it. The columns menu
 * leaves unchecked the columns the phone hides (tag, site, last seen): a tick brings one back.
 */
export const ToolbarMobile: Story = {
  ...phone,
  args: { searchable: true, columnsMenu: true, exportable: true, bulkActions },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole("searchbox", { name: "Search" })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(canvas.getByRole("button", { name: "Columns" }));
    const menu = await screen.findByRole("menu");
    const item = (name: string) => within(menu).getByRole("menuitemcheckbox", { name });
    for (const hidden of ["Tag", "Site", "Last seen"])
      await waitFor(() => expect(item(hidden)).toHaveAttribute("aria-checked", "false"));
    await expect(item("Asset")).toHaveAttribute("aria-checked", "true");
    await userEvent.click(item("Site"));
    await expect(canvas.getByRole("columnheader", { name: "Site" })).toBeVisible();
    // and away again, for the rest of the story
    await userEvent.click(item("Site"));
    await expect(canvas.queryByRole("columnheader", { name: "Site" })).toBeNull();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await userEvent.click(canvas.getByRole("checkbox", { name: `Select ${assets[1]!.name}` }));
    await expect(canvas.getByRole("group", { name: "Selected rows" })).toHaveTextContent("1 selected");
    const toolbar = canvasElement.querySelector("[data-slot=data-table-toolbar]") as HTMLElement;
    await expect(toolbar.scrollWidth).toBeLessThanOrEqual(toolbar.clientWidth);
  },
};
