import type { Meta, StoryObj } from "@storybook/react-vite";
import { BoxesIcon, ClipboardCheckIcon, PlusIcon, SearchXIcon, UploadIcon } from "lucide-react";
import { expect, fn } from "storybook/test";
import { phone } from "../../test/story-layouts.js";
import { Button } from "../button/button.js";
import {
  Empty,
  EmptyContent,
  EmptyDescription,
  EmptyHeader,
  EmptyMedia,
  EmptyTitle,
  type EmptyProps,
} from "./empty.js";

type Args = EmptyProps & { onAdd: () => void };

const meta = {
  title: "Components/Empty",
  component: Empty,
  args: { variant: "default", onAdd: fn() },
  argTypes: { variant: { control: "inline-radio", options: ["default", "outline"] } },
  render: ({ onAdd, ...args }: Args) => (
    <Empty {...args} style={{ width: "36rem", maxWidth: "100%" }}>
      <EmptyHeader>
        <EmptyMedia variant="icon">
          <BoxesIcon />
        </EmptyMedia>
        <EmptyTitle>No assets yet</EmptyTitle>
        <EmptyDescription>
          Add your first asset, or import a spreadsheet of tags. Scanned tags show up here with their last
          location.
        </EmptyDescription>
      </EmptyHeader>
      <EmptyContent>
        <Button onClick={onAdd}>
          <PlusIcon aria-hidden="true" />
          Add asset
        </Button>
        <Button variant="outline">
          <UploadIcon aria-hidden="true" />
          Import CSV
        </Button>
      </EmptyContent>
    </Empty>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A register with no assets: what is missing, why, and the way out. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "No assets yet" })).toBeInTheDocument();
    await expect(canvasElement.querySelector("[data-slot=empty-media]")).toHaveAttribute(
      "aria-hidden",
      "true",
    );
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Add asset" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

/** A dashed frame, for a panel or a drop zone. */
export const Outline: Story = { args: { variant: "outline" } };

/**
 * No results for a search: announced (`role="status"`), with a way back. The heading level fits the page
 * (`level={2}`).
 */
export const NoResults: Story = {
  render: () => (
    <Empty role="status" style={{ width: "36rem", maxWidth: "100%" }}>
      <EmptyHeader>
        <EmptyMedia variant="icon">
          <SearchXIcon />
        </EmptyMedia>
        <EmptyTitle level={2}>No assets match “forklift 99”</EmptyTitle>
        <EmptyDescription>Check the spelling, or search by tag ID, type or location.</EmptyDescription>
      </EmptyHeader>
      <EmptyContent>
        <Button variant="outline">Clear search</Button>
      </EmptyContent>
    </Empty>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status");
    await expect(status).toHaveTextContent("No assets match “forklift 99”");
    await expect(canvas.getByRole("heading", { level: 2 })).toBeInTheDocument();
  },
};

/** Only a title and a line: nothing to do about it (an audit with nothing left to check). */
export const TextOnly: Story = {
  render: () => (
    <Empty variant="outline" style={{ width: "24rem", maxWidth: "100%" }}>
      <EmptyHeader>
        <EmptyTitle>All checked</EmptyTitle>
        <EmptyDescription>Every asset of this audit has been scanned.</EmptyDescription>
      </EmptyHeader>
    </Empty>
  ),
};

/** A description with a link (underlined), and a media that is not an icon tile. */
export const WithLink: Story = {
  render: () => (
    <Empty style={{ width: "32rem", maxWidth: "100%" }}>
      <EmptyHeader>
        <EmptyMedia className="text-primary">
          <ClipboardCheckIcon className="size-10" />
        </EmptyMedia>
        <EmptyTitle>No audits scheduled</EmptyTitle>
        <EmptyDescription>
          Audits compare what should be on a site with what the scanners saw.{" "}
          <a href="#audits">How audits work</a>
        </EmptyDescription>
      </EmptyHeader>
    </Empty>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "How audits work" });
    await expect(getComputedStyle(link).textDecorationLine).toBe("underline");
  },
};

/** Long words and a long description wrap inside the width; the text stays centred and balanced. */
export const LongText: Story = {
  render: () => (
    <Empty variant="outline" style={{ width: "22rem", maxWidth: "100%" }}>
      <EmptyHeader>
        <EmptyMedia variant="icon">
          <BoxesIcon />
        </EmptyMedia>
        <EmptyTitle>No assets at Logistikzentrum Süd-Ost Hafenerweiterungsgebiet</EmptyTitle>
        <EmptyDescription>
          Nothing has been scanned at this location in the last 90 days. Assets moved here show up after their
          next scan; to move one now, open it in the register and choose this location.
        </EmptyDescription>
      </EmptyHeader>
      <EmptyContent>
        <Button>Open register</Button>
      </EmptyContent>
    </Empty>
  ),
  play: async ({ canvas, canvasElement }) => {
    const frame = canvasElement.querySelector("[data-slot=empty]")!.getBoundingClientRect();
    const title = canvas.getByRole("heading").getBoundingClientRect();
    await expect(title.width).toBeLessThanOrEqual(frame.width);
  },
};

/** Right to left, in Arabic. */
export const RightToLeft: Story = {
  render: () => (
    <div dir="rtl" lang="ar">
      <Empty variant="outline" style={{ width: "30rem", maxWidth: "100%" }}>
        <EmptyHeader>
          <EmptyMedia variant="icon">
            <BoxesIcon />
          </EmptyMedia>
          <EmptyTitle>لا توجد أصول بعد</EmptyTitle>
          <EmptyDescription>أضف أول أصل، أو استورد جدولاً بالعلامات.</EmptyDescription>
        </EmptyHeader>
        <EmptyContent>
          <Button>
            <PlusIcon aria-hidden="true" />
            إضافة أصل
          </Button>
          <Button variant="outline">استيراد CSV</Button>
        </EmptyContent>
      </Empty>
    </div>
  ),
  play: async ({ canvas }) => {
    const add = canvas.getByRole("button", { name: "إضافة أصل" }).getBoundingClientRect();
    const csv = canvas.getByRole("button", { name: "استيراد CSV" }).getBoundingClientRect();
    // the first action is on the right
    await expect(add.left).toBeGreaterThan(csv.left);
  },
};

/** On a 390 px phone: the actions stack when they do not fit side by side. */
export const Mobile: Story = {
  ...phone,
  render: ({ onAdd, ...args }: Args) => (
    <Empty {...args} variant="outline">
      <EmptyHeader>
        <EmptyMedia variant="icon">
          <BoxesIcon />
        </EmptyMedia>
        <EmptyTitle>No assets yet</EmptyTitle>
        <EmptyDescription>Add your first asset, or import a spreadsheet of tags.</EmptyDescription>
      </EmptyHeader>
      <EmptyContent>
        <Button onClick={onAdd}>
          <PlusIcon aria-hidden="true" />
          Add asset
        </Button>
        <Button variant="outline">
          <UploadIcon aria-hidden="true" />
          Import a spreadsheet of tags
        </Button>
      </EmptyContent>
    </Empty>
  ),
  play: async ({ canvas }) => {
    const add = canvas.getByRole("button", { name: "Add asset" }).getBoundingClientRect();
    const importButton = canvas
      .getByRole("button", { name: "Import a spreadsheet of tags" })
      .getBoundingClientRect();
    await expect(importButton.top).toBeGreaterThanOrEqual(add.bottom);
  },
};
