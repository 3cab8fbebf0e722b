// The toolbar (toolbar.tsx): the search box, the column visibility menu by keyboard, the CSV export of the
// current view (a real download), and the bulk-action bar that takes the toolbar's place without moving the table.
import * as React from "react";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { Assets, active, assets, body, ids, shownIds } from "../../test/data-table.js";
import type { Asset } from "../../test/assets.js";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "../alert-dialog/alert-dialog.js";
import { Button } from "../button/button.js";
import { createDataTableColumnHelper } from "./index.js";

beforeEach(async () => {
  await page.viewport(1280, 800);
});

const headers = () => [...document.querySelectorAll("thead th")].map((th) => th.textContent);

test("search box: filters every page's rows, from page 1; the empty state when nothing matches", async () => {
  const screen = await render(<Assets searchable pageSize={5} emptyState="No assets match." />);
  await userEvent.click(screen.getByRole("button", { name: "Go to next page" }));
  const search = screen.getByRole("searchbox", { name: "Search" });
  await expect.element(search).toHaveAttribute("placeholder", "Search…");
  await userEvent.type(search, "porto");
  const porto = assets.filter((a) => /porto/i.test(`${a.id} ${a.name} ${a.site} ${a.status} ${a.value}`));
  expect(shownIds()).toEqual(ids(porto.slice(0, 5)));
  await expect.element(screen.getByText(`Page 1 of ${Math.ceil(porto.length / 5)}`)).toBeVisible();
  await userEvent.type(search, " nowhere");
  await expect.element(screen.getByText("No assets match.")).toBeVisible();
  // the toolbar stays, so the search can be changed back
  await userEvent.clear(search);
  expect(shownIds()).toEqual(ids(assets.slice(0, 5)));
});

test("the toolbar's controls are one height, the search box's (40 px): the columns menu and the export line up with it", async () => {
  const screen = await render(<Assets searchable columnsMenu exportable />);
  const heights = [
    screen.getByRole("searchbox", { name: "Search" }),
    screen.getByRole("button", { name: "Columns" }),
    screen.getByRole("button", { name: "Export CSV" }),
  ].map((control) => control.element().getBoundingClientRect().height);
  expect(heights).toEqual([40, 40, 40]);
});

test("columns menu by keyboard: Enter opens it, Space toggles a column and keeps it open, Escape returns focus", async () => {
  const screen = await render(<Assets columnsMenu enableRowSelection pageSize={5} />);
  const trigger = screen.getByRole("button", { name: "Columns" });
  // the pointer away from where the menu opens (an item under it would take the highlight)
  await userEvent.hover(document.body);
  (trigger.element() as HTMLElement).focus();
  await userEvent.keyboard("{Enter}");
  const menu = page.getByRole("menu");
  await expect.element(menu).toBeVisible();
  // every column that may hide, not the checkbox column
  expect(
    menu
      .getByRole("menuitemcheckbox")
      .elements()
      .map((item) => item.textContent),
  ).toEqual(["Tag", "Asset", "Site", "Status", "Value"]);
  await expect.element(menu.getByRole("menuitemcheckbox", { name: "Tag" })).toHaveFocus();
  // one key at a time: Radix's menu moves the focus in a timer after each arrow key, so a second key sent
  // before that timer ran (a busy machine) would start from the same item again
  await userEvent.keyboard("{ArrowDown}");
  await expect.element(menu.getByRole("menuitemcheckbox", { name: "Asset" })).toHaveFocus();
  await userEvent.keyboard("{ArrowDown}");
  await expect.element(menu.getByRole("menuitemcheckbox", { name: "Site" })).toHaveFocus();
  await userEvent.keyboard(" ");
  await expect
    .element(menu.getByRole("menuitemcheckbox", { name: "Site" }))
    .toHaveAttribute("aria-checked", "false");
  expect(headers()).toEqual(["", "Tag", "Asset", "Status", "Value"]);
  // still open, on the same item
  await expect.element(menu.getByRole("menuitemcheckbox", { name: "Site" })).toHaveFocus();
  await userEvent.keyboard("{Escape}");
  await expect.element(menu).not.toBeInTheDocument();
  await expect.element(trigger).toHaveFocus();
  // the rows follow the header
  expect(body().querySelector("tr")?.children).toHaveLength(5);
});

test("columns menu: the last visible column cannot be hidden", async () => {
  const screen = await render(
    <Assets columnsMenu defaultColumnVisibility={{ id: false, site: false, status: false, value: false }} />,
  );
  await userEvent.click(screen.getByRole("button", { name: "Columns" }));
  await expect
    .element(page.getByRole("menuitemcheckbox", { name: "Asset" }))
    .toHaveAttribute("aria-disabled", "true");
  await expect
    .element(page.getByRole("menuitemcheckbox", { name: "Tag" }))
    .not.toHaveAttribute("aria-disabled");
});

test("columns menu by the table's width: it checks what is on screen; a tick shows a column its priority hid, an untick hides one at every width; the export follows", async () => {
  const col = createDataTableColumnHelper<Asset>();
  const ranked = col.columns([
    col.accessor("id", { header: "Tag", meta: { priority: 2 } }),
    col.accessor("name", { header: "Asset", meta: { rowHeader: true } }),
    col.accessor("site", { header: "Site", meta: { priority: 3 } }),
    col.accessor("status", { header: "Status" }),
  ]);
  const onExport = vi.fn();
  const inBox = (width: number) => (
    <div style={{ width }}>
      <Assets columns={ranked} data={assets.slice(0, 2)} columnsMenu exportable onExport={onExport} />
    </div>
  );
  const onScreen = () =>
    [...document.querySelectorAll("thead th")]
      .filter((th) => getComputedStyle(th).display !== "none")
      .map((th) => th.textContent);
  const checked = () =>
    page
      .getByRole("menuitemcheckbox")
      .elements()
      .filter((item) => item.getAttribute("aria-checked") === "true")
      .map((item) => item.textContent);
  const exportedHeader = async () => {
    await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    return (onExport.mock.lastCall![0] as { csv: string }).csv.split("\r\n")[0];
  };
  const openMenu = async () => {
    await userEvent.click(screen.getByRole("button", { name: "Columns" }));
    await expect.element(page.getByRole("menu")).toBeVisible();
  };
  const closeMenu = async () => {
    await userEvent.keyboard("{Escape}");
    await expect.element(page.getByRole("menu")).not.toBeInTheDocument();
  };

  // a phone: Tag and Site give way, and the menu says so; the export is what is on screen
  const screen = await render(inBox(358));
  expect(onScreen()).toEqual(["Asset", "Status"]);
  await openMenu();
  await expect.poll(checked).toEqual(["Asset", "Status"]);
  // a tick brings Site back on the phone
  await userEvent.click(page.getByRole("menuitemcheckbox", { name: "Site" }));
  await expect
    .element(page.getByRole("menuitemcheckbox", { name: "Site" }))
    .toHaveAttribute("aria-checked", "true");
  expect(onScreen()).toEqual(["Asset", "Site", "Status"]);
  expect(checked()).toEqual(["Asset", "Site", "Status"]);
  await closeMenu();
  expect(await exportedHeader()).toBe("Asset,Site,Status");

  // wider: Tag's priority has room now, and the menu follows the width
  await screen.rerender(inBox(640));
  await expect.poll(onScreen).toEqual(["Tag", "Asset", "Site", "Status"]);
  await openMenu();
  await expect.poll(checked).toEqual(["Tag", "Asset", "Site", "Status"]);
  // an untick hides Tag at every width
  await userEvent.click(page.getByRole("menuitemcheckbox", { name: "Tag" }));
  await expect
    .element(page.getByRole("menuitemcheckbox", { name: "Tag" }))
    .toHaveAttribute("aria-checked", "false");
  await closeMenu();
  expect(await exportedHeader()).toBe("Asset,Site,Status");
  await screen.rerender(inBox(1000));
  await expect.poll(onScreen).toEqual(["Asset", "Site", "Status"]);
  await openMenu();
  await expect.poll(checked).toEqual(["Asset", "Site", "Status"]);
  await closeMenu();
  expect(await exportedHeader()).toBe("Asset,Site,Status");
});

/** The next file the page downloads through a link: its name and text (read back from its Blob URL). */
function nextDownload(): Promise<{ name: string; text: string }> {
  return new Promise((resolve) => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as HTMLElement).closest<HTMLAnchorElement>("a[download]");
      if (!link) return;
      event.preventDefault();
      document.removeEventListener("click", onClick, true);
      // decoded without dropping a byte order mark (Response.text() would)
      void fetch(link.href)
        .then((response) => response.arrayBuffer())
        .then((bytes) =>
          resolve({ name: link.download, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes) }),
        );
    };
    document.addEventListener("click", onClick, true);
  });
}
let restoreRevoke: (() => void) | undefined;
afterEach(() => restoreRevoke?.());

test("CSV export: the current view (visible columns, filter, order, every page), quoted, formulas defused", async () => {
  // keep the Blob URL readable for the check (the table revokes it once the download started)
  const revoke = vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  restoreRevoke = () => revoke.mockRestore();
  const tricky: Asset[] = [
    { ...assets[0]!, name: '=HYPERLINK("http://evil.example","Click")', site: "Leeds clinic", value: 30 },
    { ...assets[1]!, name: "Pallet, blue", site: "Leeds clinic", value: 20 },
    { ...assets[2]!, name: "@SUM(A1)", site: "Porto depot" },
    { ...assets[3]!, name: 'Drill "Max"\nspare', site: "Leeds clinic", value: 10 },
  ];
  const screen = await render(
    <Assets
      data={tricky}
      exportable
      searchable
      pageSize={2}
      defaultColumnVisibility={{ status: false }}
      label="Leeds assets"
    />,
  );
  await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), "leeds");
  await userEvent.click(screen.getByRole("button", { name: "Value" }));
  const download = nextDownload();
  await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
  const file = await download;
  expect(file.name).toBe("Leeds assets.csv");
  const [a, b, d] = [tricky[0]!, tricky[1]!, tricky[3]!];
  // value high to low, only Leeds, all pages (the page size is 2), no Status column; the BOM first
  expect(file.text).toBe(
    "\uFEFF" +
      [
        "Tag,Asset,Site,Value",
        `${a.id},"'=HYPERLINK(""http://evil.example"",""Click"")",Leeds clinic,30`,
        `${b.id},"Pallet, blue",Leeds clinic,20`,
        `${d.id},"Drill ""Max""\nspare",Leeds clinic,10`,
        "",
      ].join("\r\n"),
  );
});

test("onExport gets the CSV and rows instead of a download", async () => {
  const onExport = vi.fn();
  const screen = await render(
    <Assets data={assets.slice(0, 3)} exportable onExport={onExport} exportFileName="tags.csv" />,
  );
  await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
  expect(onExport).toHaveBeenCalledTimes(1);
  const [{ csv, fileName, rows }] = onExport.mock.lastCall as [
    { csv: string; fileName: string; rows: Asset[] },
  ];
  expect(fileName).toBe("tags.csv");
  expect(rows).toEqual(assets.slice(0, 3));
  expect(csv.split("\r\n")[0]).toBe("Tag,Asset,Site,Status,Value");
});

/** A server-driven table, page 1 of 3 in the browser, that exports through the given `exportRows`. */
const ServerExport = (props: React.ComponentProps<typeof Assets>) => (
  <Assets data={assets.slice(0, 5)} manualPagination rowCount={15} pageSize={5} exportable {...props} />
);

test("exportRows: a server table's every page in the file, the button busy meanwhile; a refusal writes nothing", async () => {
  const onExport = vi.fn();
  const onExportError = vi.fn();
  // the server's answer, held until the test lets it go
  let answer!: { resolve: (rows: Asset[]) => void; reject: (error: Error) => void };
  const exportRows = vi.fn(
    () => new Promise<Asset[]>((resolve, reject) => void (answer = { resolve, reject })),
  );
  const screen = await render(
    <ServerExport exportRows={exportRows} onExport={onExport} onExportError={onExportError} />,
  );
  await expect.element(screen.getByRole("button", { name: "Export CSV" })).toBeVisible();
  // the button itself: its name is "Exporting…" while busy
  const button = document.querySelector<HTMLElement>("[data-slot=data-table-export]")!;
  button.focus();
  await userEvent.keyboard("{Enter}");
  await expect.poll(() => button.getAttribute("aria-busy")).toBe("true");
  // the busy label is the one shown and read
  await expect.element(screen.getByRole("button", { name: "Exporting…" })).toBeVisible();
  // still focused (not lost to <body>), and a second press starts no second fetch
  expect(document.activeElement).toBe(button);
  await userEvent.keyboard("{Enter}");
  expect(exportRows).toHaveBeenCalledTimes(1);
  answer.resolve(assets.slice(0, 15));
  await expect.poll(() => button.hasAttribute("aria-busy")).toBe(false);
  expect(onExport).toHaveBeenCalledTimes(1);
  const [{ csv, rows }] = onExport.mock.lastCall as [{ csv: string; rows: Asset[] }];
  expect(rows).toEqual(assets.slice(0, 15));
  const lines = csv.trimEnd().split("\r\n");
  expect(lines[0]).toBe("Tag,Asset,Site,Status,Value");
  expect(lines).toHaveLength(16);
  const last = assets[14]!;
  expect(lines[15]).toBe(`${last.id},${last.name},${last.site},${last.status},${last.value}`);

  // the server refuses: no file, the app hears why, the button is ready again
  await userEvent.click(button);
  answer.reject(new Error("The server answered 503."));
  await expect.poll(() => button.hasAttribute("aria-busy")).toBe(false);
  expect(onExportError).toHaveBeenCalledWith(new Error("The server answered 503."));
  expect(onExport).toHaveBeenCalledTimes(1);
  expect(exportRows).toHaveBeenCalledTimes(2);
});

test("exportRows: a table that goes while its export fetches aborts the fetch and writes no file", async () => {
  const onExport = vi.fn();
  const onExportError = vi.fn();
  const downloads = vi.fn();
  const onClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest("a[download]")) {
      event.preventDefault();
      downloads();
    }
  };
  document.addEventListener("click", onClick, true);
  const logged = vi.spyOn(console, "error");
  let answer!: { resolve: (rows: Asset[]) => void; signal: AbortSignal };
  // a fetch that ignores the signal and answers late, and one that stops and rejects as fetch does
  const late = ({ signal }: { signal: AbortSignal }) =>
    new Promise<Asset[]>((resolve) => void (answer = { resolve, signal }));
  const aborts = ({ signal }: { signal: AbortSignal }) =>
    new Promise<Asset[]>((resolve, reject) => {
      answer = { resolve, signal };
      signal.addEventListener("abort", () => reject(signal.reason));
    });
  try {
    for (const [exportRows, handler] of [
      [late, { onExport }],
      [late, {}],
      [aborts, { onExport }],
    ] as const) {
      const screen = await render(
        <ServerExport exportRows={exportRows} onExportError={onExportError} {...handler} />,
      );
      await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
      await expect.element(screen.getByRole("button", { name: "Exporting…" })).toBeVisible();
      expect(answer.signal.aborted).toBe(false);
      // the user leaves (a route change): the fetch is told, and its late answer makes no file
      await screen.unmount();
      expect(answer.signal.aborted).toBe(true);
      answer.resolve(assets.slice(0, 15));
      // the answer's handlers are microtasks: all of them have run before this task
      await new Promise((resolve) => setTimeout(resolve));
    }
    expect(onExport).not.toHaveBeenCalled();
    expect(downloads).not.toHaveBeenCalled();
    expect(onExportError).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
  } finally {
    document.removeEventListener("click", onClick, true);
    logged.mockRestore();
  }
});

test("bulk actions: the bar takes the toolbar's place (the table does not move), acts on the selection, clears it", async () => {
  const archive = vi.fn();
  const screen = await render(
    <Assets
      pageSize={5}
      enableRowSelection
      searchable
      bulkActions={({ ids: selected, rows, clear }) => (
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            archive(
              selected,
              rows.map((row) => row.name),
            );
            clear();
          }}
        >
          Archive
        </Button>
      )}
    />,
  );
  const bar = document.querySelector<HTMLElement>("[data-slot=data-table-bulk-actions]")!;
  // hidden (not just out of sight): out of the accessibility tree and the tab order
  await expect.element(screen.getByRole("group", { name: "Selected rows" })).not.toBeInTheDocument();
  const tableTop = () => document.querySelector("table")!.getBoundingClientRect().top;
  const top = tableTop();
  for (const asset of assets.slice(0, 3))
    await userEvent.click(screen.getByRole("checkbox", { name: `Select ${asset.name}` }));
  const group = screen.getByRole("group", { name: "Selected rows" });
  await expect.element(group).toBeVisible();
  await expect.element(group.getByText("3 selected")).toBeVisible();
  expect(bar.dataset.state).toBe("open");
  // the search box gave way, in the same place: the table did not move
  await expect.element(screen.getByRole("searchbox", { name: "Search" })).not.toBeInTheDocument();
  expect(tableTop()).toBe(top);
  // the action gets the ids and the rows
  await userEvent.click(group.getByRole("button", { name: "Archive" }));
  expect(archive).toHaveBeenCalledWith(
    ids(assets.slice(0, 3)),
    assets.slice(0, 3).map((a) => a.name),
  );
  // cleared: the toolbar is back, focus went to the header checkbox (not to the page)
  await expect.element(screen.getByRole("searchbox", { name: "Search" })).toBeVisible();
  await expect.element(screen.getByRole("checkbox", { name: "Select all rows on this page" })).toHaveFocus();
  expect(tableTop()).toBe(top);

  // "Clear selection" by keyboard
  await userEvent.click(screen.getByRole("checkbox", { name: `Select ${assets[4]!.name}` }));
  await expect.element(screen.getByText("1 selected")).toBeVisible();
  (screen.getByRole("button", { name: "Clear selection" }).element() as HTMLElement).focus();
  await userEvent.keyboard("{Enter}");
  expect(body().querySelectorAll("tr[data-state=selected]")).toHaveLength(0);
  expect(active()).toBe(screen.getByRole("checkbox", { name: "Select all rows on this page" }).element());
});

/** A bulk delete confirmed in an AlertDialog: the rows go and the selection is cleared while the dialog is
 * still open (in the action), or once it has closed. */
function BulkDelete({ clearOnClose = false }: { clearOnClose?: boolean }) {
  const [data, setData] = React.useState(assets);
  const [selection, setSelection] = React.useState<Record<string, true>>({});
  const [confirm, setConfirm] = React.useState<string[] | null>(null);
  const remove = (gone: string[]) => {
    setData((rows) => rows.filter((row) => !gone.includes(row.id)));
    setSelection({});
  };
  return (
    <>
      <Assets
        data={data}
        pageSize={5}
        enableRowSelection
        rowSelection={selection}
        onRowSelectionChange={setSelection}
        bulkActions={({ ids: selected }) => (
          <Button size="sm" variant="destructive" onClick={() => setConfirm(selected)}>
            Delete
          </Button>
        )}
      />
      <AlertDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (open) return;
          if (clearOnClose && confirm) remove(confirm);
          setConfirm(null);
        }}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete {confirm?.length} assets?</AlertDialogTitle>
            <AlertDialogDescription>Their tags are released.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              onClick={async () => {
                await new Promise((resolve) => setTimeout(resolve, 50));
                if (!clearOnClose) remove(confirm!);
              }}
            >
              Delete assets
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

for (const clearOnClose of [false, true])
  test(`bulk actions: a delete confirmed in a dialog, the selection cleared ${clearOnClose ? "once it closed" : "while it is open"}: focus goes to the header checkbox`, async () => {
    const screen = await render(<BulkDelete clearOnClose={clearOnClose} />);
    for (const asset of assets.slice(0, 2))
      await userEvent.click(screen.getByRole("checkbox", { name: `Select ${asset.name}` }));
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete assets" }));
    await expect.element(screen.getByRole("alertdialog")).not.toBeInTheDocument();
    await expect
      .element(screen.getByRole("checkbox", { name: "Select all rows on this page" }))
      .toHaveFocus();
    expect(shownIds()).not.toContain(assets[0]!.id);
  });

test("bulk actions in a narrow table: the count and Clear selection on the first row, the actions under them, in the middle of the bar, in tab order; one row when wide; the table never moves", async () => {
  const inBox = (width: number, props: Partial<React.ComponentProps<typeof Assets>> = {}) => (
    <div style={{ width }}>
      <Assets
        pageSize={5}
        enableRowSelection
        searchable
        columnsMenu
        exportable
        bulkActions={() => (
          <>
            <Button size="sm" variant="outline">
              Mark missing
            </Button>
            <Button size="sm" variant="destructive">
              Delete
            </Button>
          </>
        )}
        {...props}
      />
    </div>
  );
  const screen = await render(inBox(358));
  await userEvent.click(screen.getByRole("checkbox", { name: `Select ${assets[0]!.name}` }));
  const group = screen.getByRole("group", { name: "Selected rows" });
  await expect.element(group).toBeVisible();
  const box = (el: Element) => el.getBoundingClientRect();
  const middle = (el: Element) => box(el).top + box(el).height / 2;
  const [bar, count, clear, action] = [
    group.element(),
    group.getByText("1 selected").element(),
    group.getByRole("button", { name: "Clear selection" }).element(),
    group.getByRole("button", { name: "Mark missing" }).element(),
  ];
  // a phone's wrapped tools make the bar tall: its two rows share that height's middle
  expect(Math.abs(middle(count) - middle(clear))).toBeLessThanOrEqual(1);
  expect(box(action).top).toBeGreaterThanOrEqual(box(clear).bottom);
  const above = Math.min(box(count).top, box(clear).top) - box(bar).top;
  const below = box(bar).bottom - box(action).bottom;
  expect(Math.abs(above - below)).toBeLessThanOrEqual(2);
  // the keyboard meets them in the order they are seen: Clear selection, then the actions
  clear.focus();
  await userEvent.tab();
  expect(document.activeElement).toBe(action);

  await screen.rerender(inBox(900));
  await expect.element(group).toBeVisible();
  expect(Math.abs(middle(count) - middle(action))).toBeLessThanOrEqual(1);
  expect(Math.abs(middle(clear) - middle(action))).toBeLessThanOrEqual(1);
  expect(box(action).left).toBeGreaterThan(box(clear).right);

  // a narrow table whose tools fit one row: the bar opens in their place, the table stays where it was
  await userEvent.click(screen.getByRole("button", { name: "Clear selection" }));
  await screen.rerender(inBox(358, { columnsMenu: false, exportable: false }));
  const tableTop = () => document.querySelector("table")!.getBoundingClientRect().top;
  const top = tableTop();
  await userEvent.click(screen.getByRole("checkbox", { name: `Select ${assets[1]!.name}` }));
  await expect.element(group).toBeVisible();
  expect(tableTop()).toBe(top);
});

test("bulk actions count and get what the footer counts: a selected row the filters hide is left out", async () => {
  const archive = vi.fn();
  const bulkActions = ({ ids: selected }: { ids: string[] }) => (
    <Button size="sm" variant="outline" onClick={() => archive(selected)}>
      Archive
    </Button>
  );
  const [first, second] = [assets[0]!, assets[1]!];
  const screen = await render(<Assets pageSize={5} enableRowSelection bulkActions={bulkActions} />);
  await userEvent.click(screen.getByRole("checkbox", { name: `Select ${first.name}` }));
  await userEvent.click(screen.getByRole("checkbox", { name: `Select ${second.name}` }));
  const group = screen.getByRole("group", { name: "Selected rows" });
  await expect.element(group.getByText("2 selected")).toBeVisible();
  // a search that keeps only the first row
  await screen.rerender(
    <Assets pageSize={5} enableRowSelection bulkActions={bulkActions} globalFilter={first.id} />,
  );
  await expect.element(screen.getByText("1 of 1 selected")).toBeVisible();
  await expect.element(group.getByText("1 selected")).toBeVisible();
  await userEvent.click(group.getByRole("button", { name: "Archive" }));
  expect(archive).toHaveBeenCalledWith([first.id]);
});

test("toolbar={(table) => …}: the app's own filter reads and sets a column's filter through the table", async () => {
  const onColumnFiltersChange = vi.fn();
  const screen = await render(
    <Assets
      pageSize={5}
      onColumnFiltersChange={onColumnFiltersChange}
      toolbar={(table) => {
        const status = table.getColumn("status")!;
        return (
          <select
            aria-label="Status"
            value={(status.getFilterValue() as string | undefined) ?? ""}
            // "" removes the filter (TanStack drops an empty value)
            onChange={(event) => status.setFilterValue(event.target.value)}
          >
            <option value="">All statuses</option>
            <option>Missing</option>
            <option>Maintenance</option>
          </select>
        );
      }}
    />,
  );
  const select = screen.getByRole("combobox", { name: "Status" });
  // in the toolbar, before the table
  expect(document.querySelector("[data-slot=data-table-tools]")?.contains(select.element())).toBe(true);
  await userEvent.click(screen.getByRole("button", { name: "Go to next page" }));
  await userEvent.selectOptions(select, "Missing");
  const missing = assets.filter((a) => a.status === "Missing");
  expect(onColumnFiltersChange).toHaveBeenLastCalledWith([{ id: "status", value: "Missing" }]);
  expect(shownIds()).toEqual(ids(missing.slice(0, 5)));
  await expect.element(screen.getByText(`Page 1 of ${Math.ceil(missing.length / 5)}`)).toBeVisible();
  // the control shows the table's state: it is called again as the state changes
  await expect.element(select).toHaveValue("Missing");
  await userEvent.selectOptions(select, "Maintenance");
  expect(shownIds()).toEqual(ids(assets.filter((a) => a.status === "Maintenance").slice(0, 5)));
  await userEvent.selectOptions(select, "");
  expect(onColumnFiltersChange).toHaveBeenLastCalledWith([]);
  expect(shownIds()).toEqual(ids(assets.slice(0, 5)));
  await expect.element(select).toHaveValue("");
});
