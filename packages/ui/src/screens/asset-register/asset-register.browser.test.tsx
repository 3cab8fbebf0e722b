// The Asset register served as a Next.js page serves it: rendered on the server for the URL it was asked
// with, then hydrated in the browser, which has that URL in its address bar.
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { afterEach, beforeEach, expect, onTestFinished, test, vi } from "vitest";
import { SIDEBAR_COOKIE } from "../../components/sidebar/index.js";
import { serverRenderAndHydrate } from "../../test/hydrate.js";
import { AssetRegister } from "./asset-register.js";
import { generateRegisterAssets, type AssetStatus, type RegisterAsset } from "./assets.js";
import { queryAssets } from "./fake-api.js";

const start = window.location.href;
beforeEach(async () => {
  await page.viewport(1280, 800);
});
afterEach(() => window.history.replaceState(window.history.state, "", start));

/** The test page's URL with `query`'s parameters added (its own stay). */
function visit(query: string) {
  const url = new URL(start);
  for (const [key, value] of new URLSearchParams(query)) url.searchParams.set(key, value);
  window.history.replaceState(window.history.state, "", url);
}

const assets = generateRegisterAssets();

/** The server's answer for page 1 of `list` with no search or sort, `status` as given (10 rows a page). */
const firstPage = (list: RegisterAsset[], status: AssetStatus | "all" = "all", pageSize = 10) =>
  queryAssets(list, { pagination: { pageIndex: 0, pageSize }, sorting: [], search: "", status });

/** The files the browser is handed from now until the test ends (the kit downloads a Blob). */
function captureDownloads(): Blob[] {
  const files: Blob[] = [];
  vi.spyOn(URL, "createObjectURL").mockImplementation((file) => {
    files.push(file as Blob);
    return "blob:export";
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
  onTestFinished(() => void vi.restoreAllMocks());
  return files;
}

test("?status=Missing&sort=-lastSeen: the server's HTML shows them and the browser hydrates it without a mismatch", async () => {
  const query = "?status=Missing&sort=-lastSeen";
  const { host, html, errors } = await serverRenderAndHydrate(
    <AssetRegister assets={assets} latency={0} initialSearch={query} />,
    // the server saw the query only through the request (`initialSearch`); the browser has it in its URL
    { beforeHydrate: () => visit(query) },
  );
  const served = new DOMParser().parseFromString(html, "text/html");
  expect(served.querySelector("[aria-label=Status]")?.textContent).toBe("Missing");
  expect(served.querySelector("th[data-column-id=lastSeen]")?.getAttribute("aria-sort")).toBe("descending");
  // React's hydration mismatch ("server rendered text didn't match the client"), or any other error
  expect(errors).toEqual([]);

  // hydrated: the rows come, filtered and sorted as the URL says
  const statuses = () =>
    [...host.querySelectorAll("tbody tr [data-slot=badge]")].map((badge) => badge.textContent);
  await expect.poll(() => statuses().length).toBe(10);
  expect(new Set(statuses())).toEqual(new Set(["Missing"]));
  expect(host.querySelector("[aria-label=Status]")?.textContent).toBe("Missing");
});

test("a page served without a query hydrates as served, then follows the browser's URL", async () => {
  const { host, errors } = await serverRenderAndHydrate(<AssetRegister assets={assets} latency={0} />, {
    beforeHydrate: () => visit("?status=Maintenance"),
  });
  expect(errors).toEqual([]);
  await expect.poll(() => host.querySelector("[aria-label=Status]")?.textContent).toBe("Maintenance");
});

test("a row deleted from its menu hands the focus to the next row's menu button once the server has deleted it", async () => {
  await render(<AssetRegister assets={assets} latency={150} />);
  // each row's menu button is named after its asset
  const rowNames = () =>
    [...document.querySelectorAll("tbody tr [aria-label^='Actions for ']")].map((button) =>
      button.getAttribute("aria-label")!.slice("Actions for ".length),
    );
  await expect.poll(() => rowNames().length).toBe(10);
  const [first, second] = rowNames();
  const firstMenu = page.getByRole("button", { name: `Actions for ${first}` });
  (firstMenu.element() as HTMLElement).focus();
  await userEvent.keyboard("{Enter}");
  await expect.element(page.getByRole("menuitem", { name: "Delete asset" })).toHaveFocus();
  await userEvent.keyboard("{Enter}");
  await expect.element(page.getByRole("alertdialog", { name: `Delete ${first}?` })).toBeVisible();
  await userEvent.click(page.getByRole("button", { name: "Delete asset" }));
  // the focus goes back through the closed menu to the row's menu button; once the server has deleted the
  // row, which takes that button with it, the next row's has the focus, not <body>
  await expect.element(page.getByRole("button", { name: `Actions for ${second}` })).toHaveFocus();
  expect(rowNames()).not.toContain(first);
});

test("a row's delete that the server refuses keeps the confirmation open, says why, and loses nothing; a retry deletes it", async () => {
  const screen = await render(<AssetRegister assets={assets} latency={50} toastDuration={Infinity} />);
  const [first] = firstPage(assets).rows;
  const row = () => document.querySelector(`tbody tr[data-row-id="${first!.id}"]`);
  await expect.poll(row).not.toBeNull();
  await userEvent.click(screen.getByRole("button", { name: `Actions for ${first!.name}` }));
  await userEvent.click(screen.getByRole("menuitem", { name: "Delete asset" }));
  const confirm = screen.getByRole("alertdialog", { name: `Delete ${first!.name}?` });
  await expect.element(confirm).toBeVisible();
  // the server goes down before the click
  await screen.rerender(<AssetRegister assets={assets} latency={50} toastDuration={Infinity} failRequests />);
  await userEvent.click(confirm.getByRole("button", { name: "Delete asset" }));
  // as a bulk delete: the confirmation waits for the server, then says why and stays open
  await expect
    .element(
      screen
        .getByText(`${first!.name} (${first!.id}) is still in the register: The server answered 503.`)
        .first(),
    )
    .toBeVisible();
  await expect.element(confirm).toBeVisible();
  await expect.element(confirm.getByRole("button", { name: "Delete asset" })).toBeEnabled();
  expect(row()).not.toBeNull();
  // back up: the same dialog deletes it
  await screen.rerender(<AssetRegister assets={assets} latency={50} toastDuration={Infinity} />);
  await userEvent.click(confirm.getByRole("button", { name: "Delete asset" }));
  await expect.element(confirm).not.toBeInTheDocument();
  await expect.poll(row).toBeNull();
  await expect
    .element(screen.getByText(`${first!.name} (${first!.id}) was removed from the register.`).first())
    .toBeVisible();
});

test("the URL keeps page, status and search: Back and Forward restore them together, a page past the end is the last", async () => {
  // a new last entry, so history.length counts this test's entries
  window.history.pushState(window.history.state, "", start);
  const pages = (status: "all" | "Missing", search = "") =>
    Math.ceil(
      queryAssets(assets, {
        pagination: { pageIndex: 0, pageSize: 10 },
        sorting: [],
        search,
        status,
      }).total / 10,
    );
  const screen = await render(<AssetRegister assets={assets} latency={0} />);
  const next = screen.getByRole("button", { name: "Go to next page" });
  await expect.element(screen.getByText(`Page 1 of ${pages("all")}`)).toBeVisible();
  await userEvent.click(next);
  await userEvent.click(next);
  await expect.element(screen.getByText(`Page 3 of ${pages("all")}`)).toBeVisible();
  const length = window.history.length;

  await userEvent.click(screen.getByRole("combobox", { name: "Status" }));
  await userEvent.click(screen.getByRole("option", { name: "Missing" }));
  await expect.element(screen.getByText(`Page 1 of ${pages("Missing")}`)).toBeVisible();
  expect(new URLSearchParams(window.location.search).get("status")).toBe("Missing");
  expect(new URLSearchParams(window.location.search).has("page")).toBe(false);
  expect(window.history.length).toBe(length + 1);

  // Back: page 3 of every status (not "Page 3 of 2" of the missing ones)
  window.history.back();
  await expect.element(screen.getByText(`Page 3 of ${pages("all")}`)).toBeVisible();
  await expect.element(screen.getByRole("combobox", { name: "Status" })).toHaveTextContent("All statuses");
  await expect.poll(() => document.querySelectorAll("tbody tr[data-row-id]").length).toBe(10);
  window.history.forward();
  await expect.element(screen.getByText(`Page 1 of ${pages("Missing")}`)).toBeVisible();
  await expect.element(screen.getByRole("combobox", { name: "Status" })).toHaveTextContent("Missing");

  // a search from page 2 is one entry; Back lands on page 2 without it
  if (pages("Missing") > 1) {
    await userEvent.click(next);
    await expect.element(screen.getByText(`Page 2 of ${pages("Missing")}`)).toBeVisible();
  }
  const before = window.location.search;
  const searched = window.history.length;
  await userEvent.type(screen.getByRole("searchbox", { name: "Search assets" }), "ca");
  await expect.poll(() => new URLSearchParams(window.location.search).get("q")).toBe("ca");
  expect(window.history.length).toBe(searched + 1);
  window.history.back();
  await expect.poll(() => window.location.search).toBe(before);
  await expect.element(screen.getByRole("searchbox", { name: "Search assets" })).toHaveValue("");
  await screen.unmount();

  // an old link past the last page: the last page, in place of the entry (no new one)
  visit("?status=Missing&page=99");
  const old = window.history.length;
  const again = await render(<AssetRegister assets={assets} latency={0} />);
  const last = pages("Missing");
  await expect.element(again.getByText(`Page ${last} of ${last}`)).toBeVisible();
  await expect
    .poll(() => new URLSearchParams(window.location.search).get("page"))
    .toBe(last > 1 ? String(last) : null);
  expect(window.history.length).toBe(old);
});

test("the page is titled with the kit's Heading and Text; the sidebar's state outlives a reload (the kit's cookie)", async () => {
  document.cookie = `${SIDEBAR_COOKIE}=; path=/; max-age=0`;
  const screen = await render(<AssetRegister assets={assets} latency={0} />);
  await expect
    .element(screen.getByRole("heading", { level: 1, name: "Assets" }))
    .toHaveAttribute("data-slot", "heading");
  await expect.poll(() => document.querySelector("[data-slot=text]")?.textContent).toMatch(/assets across/);
  const shell = () => document.querySelector("[data-slot=sidebar-wrapper]");
  expect(shell()?.getAttribute("data-state")).toBe("expanded");
  await userEvent.click(screen.getByRole("button", { name: "Toggle sidebar" }));
  await expect.poll(() => shell()?.getAttribute("data-state")).toBe("collapsed");
  await screen.unmount();
  // a reload: a new screen reads the stored state
  const again = await render(<AssetRegister assets={assets} latency={0} />);
  expect(shell()?.getAttribute("data-state")).toBe("collapsed");
  await again.unmount();
  document.cookie = `${SIDEBAR_COOKIE}=; path=/; max-age=0`;
});

test("bulk actions on the selected rows: Mark missing, and Delete after a confirmation that waits for the server", async () => {
  const screen = await render(<AssetRegister assets={assets} latency={50} toastDuration={Infinity} />);
  const first = firstPage(assets).rows;
  const [a, b, c] = first;
  await expect.element(screen.getByRole("checkbox", { name: `Select ${a!.name}` })).toBeVisible();
  await userEvent.click(screen.getByRole("checkbox", { name: `Select ${a!.name}` }));
  await userEvent.click(screen.getByRole("checkbox", { name: `Select ${b!.name}` }));
  const bar = screen.getByRole("group", { name: "Selected rows" });
  await userEvent.click(bar.getByRole("button", { name: "Mark missing" }));
  // the server changed them: the table asks again and shows their new status; the selection is cleared
  const statusOf = (id: string) =>
    document.querySelector(`tbody tr[data-row-id="${id}"] [data-slot=badge]`)?.textContent;
  await expect.poll(() => [statusOf(a!.id), statusOf(b!.id)]).toEqual(["Missing", "Missing"]);
  await expect.element(screen.getByRole("checkbox", { name: `Select ${a!.name}` })).not.toBeChecked();

  await userEvent.click(screen.getByRole("checkbox", { name: `Select ${c!.name}` }));
  await userEvent.click(bar.getByRole("button", { name: "Delete" }));
  const confirm = screen.getByRole("alertdialog", { name: "Delete 1 asset?" });
  await expect.element(confirm).toBeVisible();
  await userEvent.click(confirm.getByRole("button", { name: "Delete assets" }));
  await expect.element(confirm).not.toBeInTheDocument();
  await expect.poll(() => document.querySelector(`tbody tr[data-row-id="${c!.id}"]`)).toBeNull();
  await expect.element(screen.getByText("1 asset removed from the register.").first()).toBeVisible();
});

test("the palette's lookup when the server fails: the reason under its input, the commands still there; the next answer clears it", async () => {
  const screen = await render(<AssetRegister assets={assets} latency={20} />);
  await expect.poll(() => document.querySelectorAll("tbody tr[data-row-id]").length).toBe(10);
  await screen.rerender(<AssetRegister assets={assets} latency={20} failRequests />);
  await userEvent.click(screen.getByRole("button", { name: /^Search…/ }));
  const palette = screen.getByRole("dialog");
  const input = palette.getByRole("combobox");
  await expect.element(input).toHaveFocus();
  await userEvent.type(input, "add");
  await expect
    .element(palette.getByRole("alert"))
    .toHaveTextContent("The assets could not be searched: The server answered 503.");
  // what the palette knows without the server still works
  await expect.element(palette.getByRole("option", { name: "Add asset" })).toBeVisible();
  // the server is back: the next keystroke's answer replaces the message
  await screen.rerender(<AssetRegister assets={assets} latency={20} />);
  const asset = assets[3]!;
  await userEvent.clear(input);
  await userEvent.type(input, asset.id);
  await expect.element(palette.getByRole("option", { name: new RegExp(asset.name) })).toBeVisible();
  await expect.element(palette.getByRole("alert")).not.toBeInTheDocument();
  await userEvent.keyboard("{Escape}");
});

test("Export CSV writes every asset the filters match, from the server, not only the page shown; a refusal says so", async () => {
  const files = captureDownloads();
  visit("?status=Missing");
  const screen = await render(<AssetRegister assets={assets} latency={20} toastDuration={Infinity} />);
  const missing = firstPage(assets, "Missing", assets.length);
  expect(missing.total).toBeGreaterThan(10);
  await expect.element(screen.getByText(`Page 1 of ${Math.ceil(missing.total / 10)}`)).toBeVisible();
  await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
  await expect.poll(() => files.length).toBe(1);
  const lines = (await files[0]!.text())
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(lines[0]).toBe("Tag ID,Name,Type,Location,Status,Last seen");
  expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual(missing.rows.map((a) => a.id));

  await screen.rerender(<AssetRegister assets={assets} latency={20} toastDuration={Infinity} failRequests />);
  await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
  await expect
    .element(screen.getByText("No file was written: The server answered 503.").first())
    .toBeVisible();
  expect(files).toHaveLength(1);
});

test("new assets (a new server) then a row's delete: that server deletes it, and the row goes", async () => {
  const screen = await render(<AssetRegister assets={assets} latency={20} toastDuration={Infinity} />);
  await expect.poll(() => document.querySelectorAll("tbody tr[data-row-id]").length).toBe(10);
  // the app hands the screen another set of assets: a server of its own
  const others = generateRegisterAssets(30, 7);
  await screen.rerender(<AssetRegister assets={others} latency={20} toastDuration={Infinity} />);
  const [first] = firstPage(others).rows;
  await expect.element(screen.getByText("30 assets across your sites")).toBeVisible();
  await userEvent.click(screen.getByRole("button", { name: `Actions for ${first!.name}` }));
  await userEvent.click(screen.getByRole("menuitem", { name: "Delete asset" }));
  const confirm = screen.getByRole("alertdialog", { name: `Delete ${first!.name}?` });
  await userEvent.click(confirm.getByRole("button", { name: "Delete asset" }));
  await expect.element(confirm).not.toBeInTheDocument();
  await expect.element(screen.getByText("29 assets across your sites")).toBeVisible();
  expect(document.querySelector(`tbody tr[data-row-id="${first!.id}"]`)).toBeNull();
});

test("with rows selected the search is hidden under the bar of bulk actions: “/” is left to the page", async () => {
  const screen = await render(<AssetRegister assets={assets} latency={0} />);
  await expect.poll(() => document.querySelectorAll("tbody tr[data-row-id]").length).toBe(10);
  const pressed: boolean[] = [];
  const onKey = (event: KeyboardEvent) => void (event.key === "/" && pressed.push(event.defaultPrevented));
  window.addEventListener("keydown", onKey);
  try {
    // without a selection "/" puts the caret in the search
    await userEvent.keyboard("/");
    await expect.element(screen.getByRole("searchbox", { name: "Search assets" })).toHaveFocus();
    const [first] = firstPage(assets).rows;
    await userEvent.click(screen.getByRole("checkbox", { name: `Select ${first!.name}` }));
    await expect.element(screen.getByRole("group", { name: "Selected rows" })).toBeVisible();
    await userEvent.keyboard("/");
    expect(pressed).toEqual([true, false]);
    await expect.element(screen.getByRole("checkbox", { name: `Select ${first!.name}` })).toHaveFocus();
  } finally {
    window.removeEventListener("keydown", onKey);
  }
});

test("Export CSV pressed while the next filters' answer is on its way writes all they match", async () => {
  const files = captureDownloads();
  visit("?status=Missing");
  const screen = await render(<AssetRegister assets={assets} latency={300} />);
  const missing = firstPage(assets, "Missing").total;
  await expect.element(screen.getByText(`Page 1 of ${Math.ceil(missing / 10)}`)).toBeVisible();
  // every status again; the table is still waiting for that answer when the export is pressed
  await userEvent.click(screen.getByRole("combobox", { name: "Status" }));
  await userEvent.click(screen.getByRole("option", { name: "All statuses" }));
  await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
  await expect.poll(() => files.length).toBe(1);
  const lines = (await files[0]!.text()).trimEnd().split("\r\n");
  expect(lines).toHaveLength(1 + assets.length);
});

test("a request the screen no longer waits for is abandoned at the server: a page left, an export of a table gone", async () => {
  // the signals the fake server was handed (it listens for their abort, as fetch does)
  const signals: AbortSignal[] = [];
  const listen = EventTarget.prototype.addEventListener;
  vi.spyOn(EventTarget.prototype, "addEventListener").mockImplementation(function (
    this: EventTarget,
    ...args: Parameters<EventTarget["addEventListener"]>
  ) {
    if (this instanceof AbortSignal && args[0] === "abort") signals.push(this);
    return listen.apply(this, args);
  });
  onTestFinished(() => void vi.restoreAllMocks());
  const screen = await render(<AssetRegister assets={assets} latency={0} />);
  const next = screen.getByRole("button", { name: "Go to next page" });
  await expect.element(screen.getByText(`Page 1 of ${firstPage(assets).total / 10}`)).toBeVisible();

  // page 2 is asked for from a server that does not answer; the missing assets from one that does
  await screen.rerender(<AssetRegister assets={assets} latency={Infinity} />);
  const before = signals.length;
  await userEvent.click(next);
  await expect.poll(() => signals.length).toBe(before + 1);
  const page2 = signals.at(-1)!;
  await screen.rerender(<AssetRegister assets={assets} latency={0} />);
  await userEvent.click(screen.getByRole("combobox", { name: "Status" }));
  await userEvent.click(screen.getByRole("option", { name: "Missing" }));
  const missing = firstPage(assets, "Missing").rows[0]!.name;
  await expect.element(screen.getByRole("button", { name: `Actions for ${missing}` })).toBeVisible();
  expect(page2.aborted).toBe(true);
  expect(signals.at(-1)!.aborted).toBe(false);

  // an export the server never answers, then the table goes
  await screen.rerender(<AssetRegister assets={assets} latency={Infinity} />);
  await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
  await expect.poll(() => signals.length).toBe(before + 3);
  const exported = signals.at(-1)!;
  expect(exported.aborted).toBe(false);
  await screen.unmount();
  expect(exported.aborted).toBe(true);
});

test("on a phone, filtered: Clear filters shares the Status list's line, at its end", async () => {
  await page.viewport(390, 844);
  visit("status=Missing");
  const screen = await render(<AssetRegister assets={assets} latency={0} />);
  const clear = screen.getByRole("button", { name: "Clear filters" });
  await expect.element(clear).toBeVisible();
  const box = (el: Element) => el.getBoundingClientRect();
  const middle = (r: DOMRect) => r.top + r.height / 2;
  const search = box(
    screen.getByRole("searchbox", { name: "Search assets" }).element().closest("[data-slot=input-group]")!,
  );
  const list = box(screen.getByRole("combobox", { name: "Status" }).element());
  const button = box(clear.element());
  expect(Math.abs(middle(button) - middle(list))).toBeLessThanOrEqual(1);
  expect(list.left).toBeCloseTo(search.left, 0);
  expect(button.left).toBeGreaterThan(list.right);
  // the line ends where the search field's does
  expect(button.right).toBeCloseTo(
    box(screen.getByRole("search", { name: "Filter assets" }).element()).right,
    0,
  );
  await userEvent.click(clear);
  await expect.element(screen.getByRole("combobox", { name: "Status" })).toHaveTextContent("All statuses");
  // unfiltered, the list has the line to itself
  expect(box(screen.getByRole("combobox", { name: "Status" }).element()).width).toBeCloseTo(search.width, 0);
});
