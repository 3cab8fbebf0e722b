// Pinned columns (pinning.ts): the checkbox column and `meta.pin` columns stay at the table's edges while it
// scrolls sideways on a phone, in both reading directions.
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { beforeEach, expect, test } from "vitest";
import { assets } from "../../test/data-table.js";
import type { Asset } from "../../test/assets.js";
import { Button } from "../button/button.js";
import { createDataTableColumnHelper, DataTable } from "./index.js";

const col = createDataTableColumnHelper<Asset>();
// no priorities: on a phone these do not fit, and the table scrolls
const columns = col.columns([
  col.accessor("id", { header: "Tag" }),
  col.accessor("name", { header: "Asset", meta: { rowHeader: true } }),
  col.accessor("site", { header: "Site" }),
  col.accessor("status", { header: "Status" }),
  col.accessor("value", { header: "Value", meta: { align: "end" } }),
  col.accessor("lastSeen", { header: "Last seen" }),
  col.display({
    id: "actions",
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => (
      <Button variant="ghost" size="sm" aria-label={`Actions for ${row.original.name}`}>
        …
      </Button>
    ),
    meta: { pin: "end" },
  }),
]);

beforeEach(async () => {
  await page.viewport(390, 844);
});

const container = () => document.querySelector<HTMLElement>("[data-slot=table-container]")!;
const firstRow = () => document.querySelector("tbody tr")!;
const rect = (el: Element) => el.getBoundingClientRect();

test.each(["ltr", "rtl"] as const)(
  "%s: the checkbox and the actions stay at the edges while the table scrolls sideways",
  async (dir) => {
    await render(
      <div dir={dir}>
        <DataTable
          columns={columns}
          data={assets.slice(0, 5)}
          label="Assets"
          getRowId={(asset) => asset.id}
          getRowLabel={(asset) => asset.name}
          enableRowSelection
        />
      </div>,
    );
    const scroller = container();
    expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth + 100);
    const [checkbox, tag] = [...firstRow().children] as HTMLElement[];
    const actions = firstRow().lastElementChild as HTMLElement;
    expect(checkbox!.dataset.pinned).toBe("start");
    expect(actions.dataset.pinned).toBe("end");
    const box = rect(scroller);
    const startEdge = (el: Element) =>
      dir === "ltr" ? rect(el).left - box.left : box.right - rect(el).right;
    const endEdge = (el: Element) => (dir === "ltr" ? box.right - rect(el).right : rect(el).left - box.left);
    // before scrolling: the actions column sits at the end edge already, over the columns scrolled under it
    expect(Math.abs(endEdge(actions))).toBeLessThan(1);
    // with columns under it, its line on its inner (start) edge; the Table's fade, which covered the pinned
    // column, is not shown on that side
    await expect.poll(() => scroller.dataset.overflow).toBe("end");
    expect(getComputedStyle(actions, "::after").display).toBe("block");
    expect(getComputedStyle(actions, "::after").insetInlineStart).toBe("0px");
    const fade = document.querySelector<HTMLElement>("[data-slot=table-edge][data-side=end]")!;
    expect(fade.dataset.state).toBe("visible");
    expect(getComputedStyle(fade).display).toBe("none");
    const tagStart = startEdge(tag!);
    // scrolled to the far end (right to left: scrollLeft runs negative)
    scroller.scrollLeft = (dir === "ltr" ? 1 : -1) * scroller.scrollWidth;
    await expect.poll(() => scroller.dataset.overflow).toBe("start");
    expect(Math.abs(startEdge(checkbox!))).toBeLessThan(1);
    expect(Math.abs(endEdge(actions))).toBeLessThan(1);
    // the others moved under them
    expect(startEdge(tag!)).toBeLessThan(tagStart - 100);
    // the pinned cells are opaque (nothing shows through) and draw their edge line while columns are under them
    expect(getComputedStyle(checkbox!).backgroundColor).not.toBe("rgba(0, 0, 0, 0)");
    // (a line the cell draws, so it moves with it: a border of a sticky cell in a table with collapsed
    // borders stays behind, out of view), on its inner edge
    const line = getComputedStyle(checkbox!, "::after");
    expect(line.display).toBe("block");
    expect(line.position).toBe("absolute");
    expect(line.width).toBe("1px");
    expect(line.backgroundColor).toBe(getComputedStyle(firstRow()).borderBottomColor);
    expect(line.insetInlineEnd).toBe("0px");
    // the actions column's line shows only while columns are under it: none here, at the far end
    expect(getComputedStyle(actions, "::after").display).toBe("none");
    // the checkbox still works by keyboard where it is
    const box0 = checkbox!.querySelector<HTMLElement>("[role=checkbox]")!;
    box0.focus();
    await userEvent.keyboard(" ");
    expect(box0.getAttribute("aria-checked")).toBe("true");
    expect(Math.abs(startEdge(checkbox!))).toBeLessThan(1);
  },
);

test("a second pinned start column sits after the checkbox column, at its measured offset", async () => {
  const pinnedName = col.columns([
    col.accessor("name", { header: "Asset", meta: { rowHeader: true, pin: "start" } }),
    col.accessor("id", { header: "Tag" }),
    col.accessor("site", { header: "Site" }),
    col.accessor("status", { header: "Status" }),
    col.accessor("value", { header: "Value" }),
    col.accessor("lastSeen", { header: "Last seen" }),
  ]);
  await render(
    <DataTable columns={pinnedName} data={assets.slice(0, 3)} label="Assets" enableRowSelection />,
  );
  const scroller = container();
  const [checkbox, name] = [...firstRow().children] as HTMLElement[];
  scroller.scrollLeft = scroller.scrollWidth;
  await expect.poll(() => scroller.dataset.overflow).toBe("start");
  expect(Math.abs(rect(checkbox!).left - rect(scroller).left)).toBeLessThan(1);
  // right after the checkbox column, not under it
  expect(Math.abs(rect(name!).left - rect(checkbox!).right)).toBeLessThan(1);
  expect(name!.hasAttribute("data-pin-last")).toBe(true);
  expect(checkbox!.hasAttribute("data-pin-last")).toBe(false);
});
