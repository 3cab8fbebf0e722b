// State (state.ts): controlled slices, their change handlers, and the page rules.
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { useMemo, useState } from "react";
import { beforeEach, expect, test, vi } from "vitest";
import { Assets, assets, body, byValue, ids, shownIds } from "../../test/data-table.js";

// a desktop-sized frame: below 640 px the page numbers give way to Previous/Next (tested on its own)
beforeEach(async () => {
  await page.viewport(1280, 800);
});

test("controlled selection: ids no longer in the data are dropped through onRowSelectionChange", async () => {
  const onRowSelectionChange = vi.fn();
  const screen = await render(
    <Assets
      data={assets.slice(0, 3)}
      enableRowSelection
      rowSelection={{ [assets[0]!.id]: true, "OT-gone": true }}
      onRowSelectionChange={onRowSelectionChange}
    />,
  );
  await expect.element(screen.getByText("1 of 3 selected")).toBeVisible();
  await expect.poll(() => onRowSelectionChange.mock.lastCall?.[0]).toEqual({ [assets[0]!.id]: true });
});

test("page rules: new data keeps the page, fewer rows clamp it, a new sort starts at page 1", async () => {
  const screen = await render(<Assets data={assets.slice(0, 30)} pageSize={10} />);
  await userEvent.click(screen.getByRole("button", { name: "3", exact: true }));
  await expect.element(screen.getByText("Page 3 of 3")).toBeVisible();
  // an asset is added: the user stays where they were
  await screen.rerender(<Assets data={assets.slice(0, 31)} pageSize={10} />);
  await expect.element(screen.getByText("Page 3 of 4")).toBeVisible();
  expect(shownIds()).toEqual(ids(assets.slice(20, 30)));
  // assets are deleted: the last page that still exists
  await screen.rerender(<Assets data={assets.slice(0, 15)} pageSize={10} />);
  await expect.element(screen.getByText("Page 2 of 2")).toBeVisible();
  expect(shownIds()).toEqual(ids(assets.slice(10, 15)));
  await userEvent.click(screen.getByRole("button", { name: "Value" }));
  await expect.element(screen.getByText("Page 1 of 2")).toBeVisible();
  expect(shownIds()).toEqual(ids([...assets.slice(0, 15)].sort((a, b) => b.value - a.value).slice(0, 10)));
});

test("filters from outside the table: global text and a column filter, back to page 1, empty state", async () => {
  function Filtered() {
    const [search, setSearch] = useState("");
    const [status, setStatus] = useState("");
    const filters = useMemo(() => (status ? [{ id: "status", value: status }] : []), [status]);
    return (
      <>
        <input aria-label="Search" value={search} onChange={(e) => setSearch(e.target.value)} />
        <input aria-label="Status" value={status} onChange={(e) => setStatus(e.target.value)} />
        <Assets globalFilter={search} columnFilters={filters} emptyState="No assets match." pageSize={5} />
      </>
    );
  }
  const screen = await render(<Filtered />);
  await userEvent.click(screen.getByRole("button", { name: "Go to next page" }));
  await expect.element(screen.getByText("Page 2 of 200")).toBeVisible();
  await userEvent.type(screen.getByRole("textbox", { name: "Search" }), "hamburg");
  const hamburg = assets.filter((a) => a.site === "Hamburg yard" || /hamburg/i.test(a.name + a.id));
  await expect.element(screen.getByText(`Page 1 of ${Math.ceil(hamburg.length / 5)}`)).toBeVisible();
  expect(shownIds()).toEqual(ids(hamburg.slice(0, 5)));
  await userEvent.type(screen.getByRole("textbox", { name: "Status" }), "Missing");
  const missing = hamburg.filter((a) => a.status === "Missing");
  expect(shownIds()).toEqual(ids(missing.slice(0, 5)));
  await userEvent.type(screen.getByRole("textbox", { name: "Search" }), "zzz");
  await expect.element(screen.getByText("No assets match.")).toBeVisible();
  expect(document.querySelector("[data-slot=data-table]")?.getAttribute("data-empty")).toBe("true");
  // the empty row spans every column
  expect(body().querySelector("td")?.colSpan).toBe(5);
  expect(document.querySelector("[data-slot=data-table-footer]")).toBeNull();
});

test("controlled sorting and selection report changes and follow the props", async () => {
  const onSortingChange = vi.fn();
  const onRowSelectionChange = vi.fn();
  const screen = await render(
    <Assets
      pageSize={3}
      sorting={[{ id: "value", desc: true }]}
      onSortingChange={onSortingChange}
      enableRowSelection
      rowSelection={{ [byValue.at(-2)!.id]: true }}
      onRowSelectionChange={onRowSelectionChange}
    />,
  );
  const top = byValue.toReversed();
  expect(shownIds()).toEqual(ids(top.slice(0, 3)));
  await expect
    .element(screen.getByRole("columnheader", { name: "Value" }))
    .toHaveAttribute("aria-sort", "descending");
  expect(body().querySelectorAll("tr")[1]?.dataset.state).toBe("selected");
  await userEvent.click(screen.getByRole("button", { name: "Value" }));
  expect(onSortingChange).toHaveBeenLastCalledWith([{ id: "value", desc: false }]);
  // controlled: nothing moves until the owner passes the new state
  expect(shownIds()).toEqual(ids(top.slice(0, 3)));
  await userEvent.click(screen.getByRole("checkbox", { name: `Select ${top[0]!.name}` }).first());
  expect(onRowSelectionChange).toHaveBeenLastCalledWith({ [top[1]!.id]: true, [top[0]!.id]: true });
});
