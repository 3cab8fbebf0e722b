// The body (body.tsx): column priorities by the table's width, truncated cells, skeleton rows while loading.
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { beforeEach, expect, test } from "vitest";
import { Assets, assets, body, ids, shownIds } from "../../test/data-table.js";
import { createDataTableColumnHelper } from "./index.js";
import type { Asset } from "../../test/assets.js";

// a desktop-sized frame: below 640 px the page numbers give way to Previous/Next (tested on its own)
beforeEach(async () => {
  await page.viewport(1280, 800);
});

test("columns with a priority give way as the table narrows (its own width); truncate cuts with a title", async () => {
  const col = createDataTableColumnHelper<Asset>();
  const ranked = col.columns([
    col.accessor("id", { header: "Tag", meta: { priority: 2 } }),
    col.accessor("name", { header: "Asset", meta: { rowHeader: true } }),
    col.accessor("site", { header: "Site", meta: { priority: 3, truncate: true } }),
    col.accessor("status", { header: "Status" }),
  ]);
  const inBox = (width: number) => (
    <div style={{ width }}>
      <Assets columns={ranked} data={assets.slice(0, 3)} />
    </div>
  );
  const shown = () =>
    [...document.querySelectorAll("thead th")]
      .filter((th) => getComputedStyle(th).display !== "none")
      .map((th) => th.textContent);
  const screen = await render(inBox(400));
  expect(shown()).toEqual(["Asset", "Status"]);
  // out of the accessibility tree too, and the rows follow the header
  await expect.element(screen.getByRole("columnheader", { name: "Tag" })).not.toBeInTheDocument();
  const firstRow = body().querySelector("tr")!;
  expect([...firstRow.children].filter((c) => getComputedStyle(c).display !== "none")).toHaveLength(2);
  await screen.rerender(inBox(640));
  expect(shown()).toEqual(["Tag", "Asset", "Status"]);
  await screen.rerender(inBox(900));
  expect(shown()).toEqual(["Tag", "Asset", "Site", "Status"]);
  const site = screen.getByRole("cell", { name: assets[0]!.site }).element();
  expect(site.getAttribute("title")).toBe(assets[0]!.site);
  expect(site.querySelector("[data-slot=table-cell-text]")).not.toBeNull();
});

test("loading: skeleton rows, aria-busy and a Loading status; then the data", async () => {
  const screen = await render(<Assets loading pageSize={5} enableRowSelection />);
  await expect.element(screen.getByRole("table", { name: "Assets" })).toHaveAttribute("aria-busy", "true");
  await expect.element(screen.getByRole("status")).toHaveTextContent("Loading");
  expect(body().querySelectorAll("tr[data-loading]")).toHaveLength(5);
  expect(body().querySelectorAll("[data-slot=skeleton]")).toHaveLength(5 * 6);
  expect(document.querySelector("[data-slot=data-table]")?.getAttribute("data-loading")).toBe("true");
  await screen.rerender(<Assets pageSize={5} enableRowSelection />);
  await expect.element(screen.getByRole("table", { name: "Assets" })).not.toHaveAttribute("aria-busy");
  expect(shownIds()).toEqual(ids(assets.slice(0, 5)));
});
