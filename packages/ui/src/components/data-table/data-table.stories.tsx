import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo, useState } from "react";
import { expect, screen, waitFor, within } from "storybook/test";
import { type Asset, type AssetStatus, generateAssets } from "../../test/assets.js";
import { Badge } from "../badge/badge.js";
import { Button } from "../button/button.js";
import { Input } from "../input/input.js";
import { Label } from "../label/label.js";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../select/select.js";
import { DataTable, createDataTableColumnHelper, type DataTableProps } from "./index.js";
import { phone, rightToLeft } from "../../test/story-layouts.js";

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
  },
  parameters: { layout: "padded" },
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

/** While data loads: skeleton rows, `aria-busy`, and "Loading" for screen readers. */
export const Loading: Story = {
  args: { loading: true, pageSize: 5 },
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
