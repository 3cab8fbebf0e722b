import type { Meta, StoryObj } from "@storybook/react-vite";
import type * as React from "react";
import { expect, waitFor } from "storybook/test";
import { Badge } from "../badge/badge.js";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "./table.js";
import { phone, rightToLeft } from "../../test/story-layouts.js";

const assets = [
  { tag: "OT-1042", name: "Forklift 7", site: "Rotterdam DC", status: "In use", value: 18400 },
  { tag: "OT-1043", name: "Pallet scanner", site: "Rotterdam DC", status: "Available", value: 1250 },
  { tag: "OT-2210", name: "Defibrillator", site: "Leeds clinic", status: "Maintenance", value: 2100 },
  { tag: "OT-3307", name: "Laptop (field team)", site: "Lyon office", status: "Missing", value: 1490 },
];
const euro = new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
const statusVariant = {
  "In use": "default",
  Available: "secondary",
  Maintenance: "outline",
  Missing: "destructive",
} as const;

function AssetTable({
  selected = [],
  ...props
}: React.ComponentProps<typeof Table> & { selected?: string[] }) {
  return (
    <Table {...props}>
      <TableCaption>Assets at two sites, March 2026</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Tag</TableHead>
          <TableHead>Asset</TableHead>
          <TableHead>Site</TableHead>
          <TableHead>Status</TableHead>
          <TableHead align="end">Value</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {assets.map((asset) => (
          <TableRow key={asset.tag} selected={selected.includes(asset.tag)}>
            <TableCell>{asset.tag}</TableCell>
            <TableHead scope="row">{asset.name}</TableHead>
            <TableCell>{asset.site}</TableCell>
            <TableCell>
              <Badge variant={statusVariant[asset.status as keyof typeof statusVariant]}>
                {asset.status}
              </Badge>
            </TableCell>
            <TableCell align="end">{euro.format(asset.value)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={4}>Total</TableCell>
          <TableCell align="end">
            {euro.format(assets.reduce((sum, asset) => sum + asset.value, 0))}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}

const meta = {
  title: "Components/Table",
  component: Table,
  args: {},
  argTypes: { scrollRegionLabel: { control: "text" } },
  render: (args) => <AssetTable {...args} />,
  decorators: [
    (Story) => (
      // stories are not scanned for the compiled stylesheet: story-only layout uses inline styles
      <div style={{ width: "44rem", maxWidth: "100%" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Semantic parts: caption, header, body with row headers, footer. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole("table", { name: "Assets at two sites, March 2026" });
    await expect(table).toHaveAttribute("data-slot", "table");
    await expect(canvas.getAllByRole("columnheader")).toHaveLength(5);
    await expect(canvas.getByRole("rowheader", { name: "Forklift 7" })).toBeVisible();
    const total = canvas.getByRole("cell", { name: "€23,240" });
    await expect(total).toHaveAttribute("data-align", "end");
    await expect(getComputedStyle(total).textAlign).toBe("end");
    await expect(canvasElement.querySelector("[data-slot=table-container]")).not.toHaveAttribute("tabindex");
  },
};

/** Selected rows carry `data-state="selected"` and the accent background. */
export const SelectedRows: Story = {
  render: (args) => <AssetTable {...args} selected={["OT-1043", "OT-2210"]} />,
  play: async ({ canvasElement }) => {
    const selected = canvasElement.querySelectorAll("tr[data-state=selected]");
    await expect(selected).toHaveLength(2);
  },
};

/** A row under the pointer. */
export const Hover: Story = {
  parameters: { pseudo: { hover: ["tbody tr:nth-child(2)"] } },
};

/** Cells stay on one line unless they `wrap`: here the note wraps, the asset name does not. */
export const LongText: Story = {
  render: (args) => (
    <Table {...args}>
      <TableHeader>
        <TableRow>
          <TableHead>Asset</TableHead>
          <TableHead>Last note</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableHead scope="row">Refrigerated trailer 3</TableHead>
          <TableCell wrap>
            Temperature logger replaced after the door sensor reported three open events overnight; the
            trailer stays at the Rotterdam yard until the insurer confirms the claim and the new logger syncs.
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  ),
};

// the right-to-left story in Arabic, as an Arabic app shows it (Latin digits; tag ids as printed on the tags)
const arabicEuro = new Intl.NumberFormat("ar-u-nu-latn", {
  style: "currency",
  currency: "EUR",
  maximumFractionDigits: 0,
});
const arabicAssets = [
  {
    tag: "OT-1042",
    name: "رافعة شوكية 7",
    site: "مركز توزيع روتردام",
    status: "قيد الاستخدام",
    value: 18400,
  },
  { tag: "OT-1043", name: "ماسح منصات", site: "مركز توزيع روتردام", status: "متاح", value: 1250 },
  { tag: "OT-2210", name: "جهاز إزالة الرجفان", site: "عيادة ليدز", status: "قيد الصيانة", value: 2100 },
  { tag: "OT-3307", name: "حاسوب محمول (الفريق الميداني)", site: "مكتب ليون", status: "مفقود", value: 1490 },
];
const arabicStatus = {
  "قيد الاستخدام": "default",
  متاح: "secondary",
  "قيد الصيانة": "outline",
  مفقود: "destructive",
} as const;

/** Right to left, in Arabic: headers and cells align to the start edge (the right); numbers to the end. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  render: (args) => (
    <Table lang="ar" {...args}>
      <TableCaption>الأصول في موقعين، مارس 2026</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>الوسم</TableHead>
          <TableHead>الأصل</TableHead>
          <TableHead>الموقع</TableHead>
          <TableHead>الحالة</TableHead>
          <TableHead align="end">القيمة</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {arabicAssets.map((asset) => (
          <TableRow key={asset.tag}>
            <TableCell>{asset.tag}</TableCell>
            <TableHead scope="row">{asset.name}</TableHead>
            <TableCell>{asset.site}</TableCell>
            <TableCell>
              <Badge variant={arabicStatus[asset.status as keyof typeof arabicStatus]}>{asset.status}</Badge>
            </TableCell>
            <TableCell align="end">{arabicEuro.format(asset.value)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={4}>المجموع</TableCell>
          <TableCell align="end">
            {arabicEuro.format(arabicAssets.reduce((sum, asset) => sum + asset.value, 0))}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  ),
  play: async ({ canvas }) => {
    const header = canvas.getByRole("columnheader", { name: "الوسم" });
    await expect(getComputedStyle(header).textAlign).toBe("start");
    // the first column is at the right
    const value = canvas.getByRole("columnheader", { name: "القيمة" });
    await expect(header.getBoundingClientRect().left).toBeGreaterThan(value.getBoundingClientRect().left);
  },
};

/**
 * On a 390 px phone the table scrolls sideways in its container, which takes focus so a keyboard can scroll it;
 * a fade on the end edge shows there is more.
 */
export const Mobile: Story = {
  args: { scrollRegionLabel: "Assets" },
  ...phone,
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole("region", { name: "Assets" });
    await expect(region).toHaveAttribute("tabindex", "0");
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await waitFor(() => expect(region).toHaveAttribute("data-overflow", "end"));
    const fade = canvasElement.querySelector("[data-slot=table-edge][data-side=end]");
    await waitFor(() => expect(fade).toHaveAttribute("data-state", "visible"));
  },
};

/** The scroll container focused from the keyboard (Tab reaches it): its focus ring shows where the arrows scroll. */
export const FocusVisible: Story = {
  args: { scrollRegionLabel: "Assets" },
  ...phone,
  parameters: { ...phone.parameters, pseudo: { focusVisible: ["[data-slot=table-container]"] } },
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole("region", { name: "Assets" });
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};
