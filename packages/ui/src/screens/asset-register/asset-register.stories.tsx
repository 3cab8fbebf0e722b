import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, screen, waitFor, within } from "storybook/test";
import { DirectionProvider } from "../../components/direction-provider/index.js";
import { isApplePlatform } from "../../components/kbd/index.js";
import { Label } from "../../components/label/index.js";
import { SIDEBAR_COOKIE } from "../../components/sidebar/index.js";
import { Switch } from "../../components/switch/index.js";
import { dismissToast } from "../../components/toast/index.js";
import { settled } from "../../test/animations.js";
import { phoneViewport } from "../../test/story-layouts.js";
import { tableAnswered } from "../../test/table-answered.js";
import { AssetRegister, type AssetRegisterProps } from "./asset-register.js";
import { generateRegisterAssets } from "./assets.js";
import { queryAssets, type AssetQuery } from "./fake-api.js";

// module scope: the same 200 assets for every story (seeded); the fake server keeps its own copy
const assets = generateRegisterAssets(200);

/** Toasts live in a module-level store: start each story without the previous story's. */
const freshToasts: Decorator = (Story) => {
  dismissToast();
  return <Story />;
};

/** The register keeps its page, sort, search and status in the URL: each story starts from none of them. */
const URL_KEYS = ["page", "size", "sort", "q", "status"];
function resetUrl() {
  const url = new URL(window.location.href);
  for (const key of URL_KEYS) url.searchParams.delete(key);
  window.history.replaceState(window.history.state, "", url);
}

/**
 * The screen keeps its sidebar expanded or collapsed in the kit's cookie, as the app does: each story starts
 * expanded, whatever a story before it (or a reviewer) left.
 */
function resetSidebar() {
  document.cookie = `${SIDEBAR_COOKIE}=; path=/; max-age=0`;
}

const meta = {
  title: "Screens/Asset register",
  component: AssetRegister,
  // toasts stay until dismissed: a play function that checks one, and the capture after it, must not race
  // the 5 s a toast lasts in the app when the machine is busy
  args: { assets, latency: 300, failRequests: false, toastDuration: Number.POSITIVE_INFINITY },
  argTypes: {
    assets: { control: false },
    toastDuration: { control: false },
    latency: { control: { type: "range", min: 0, max: 3000, step: 100 } },
    failRequests: { control: "boolean" },
  },
  parameters: { layout: "fullscreen" },
  decorators: [freshToasts],
  beforeEach: () => {
    resetUrl();
    resetSidebar();
    return () => {
      resetUrl();
      resetSidebar();
    };
  },
} satisfies Meta<typeof AssetRegister>;
export default meta;
type Story = StoryObj<typeof meta>;

const root = () => document.querySelector("[data-slot=data-table]") as HTMLElement;
const body = () => root().querySelector("tbody") as HTMLElement;
const rows = () => within(body()).queryAllByRole("row");
const firstRowId = () => body().querySelector("tr[data-row-id]")?.getAttribute("data-row-id");
const query = (change: Partial<AssetQuery> = {}): AssetQuery => ({
  pagination: { pageIndex: 0, pageSize: 10 },
  sorting: [],
  search: "",
  status: "all",
  ...change,
});
const params = () => new URLSearchParams(window.location.search);

/**
 * Waits for an open toast with this title and returns it, queried anew on each try (Radix mirrors a toast's
 * text for screen readers in a copy that empties itself: a first match may not be the toast on screen).
 */
async function openToast(title: string) {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = [...document.querySelectorAll<HTMLElement>("[data-slot=toast][data-state=open]")].find(
      (toast) => toast.querySelector("[data-slot=toast-title]")?.textContent === title,
    );
    expect(found).toBeVisible();
  });
  return found!;
}

/**
 * Chooses `option` of a Select with the keyboard, waiting on each state (open, the active option, closed):
 * Enter opens, arrows move, Enter chooses. No query by name inside the listbox while it may still re-render.
 */
async function choose(
  user: { keyboard: (keys: string) => Promise<unknown> },
  trigger: HTMLElement,
  option: string,
) {
  trigger.focus();
  await user.keyboard("{Enter}");
  await waitFor(() => expect(document.activeElement).toHaveAttribute("role", "option"));
  for (let step = 0; step < 12 && document.activeElement?.textContent !== option; step++) {
    const before = document.activeElement;
    await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(document.activeElement).not.toBe(before));
  }
  await expect(document.activeElement).toHaveTextContent(option);
  await user.keyboard("{Enter}");
  await waitFor(() => expect(trigger).toHaveTextContent(option));
  // a modal listbox hides the rest of the page from assistive tech until it has closed
  await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
  // and gives the focus back to its trigger in a timer (Radix's focus scope): the next field is used only after
  // that, so no late focus can take it from the field being typed in
  await waitFor(() => expect(trigger).toHaveFocus());
}

/**
 * The whole journey, as a user: open "Add asset" and close it with Escape, submit it empty (errors, focus on
 * the first invalid field), a tag ID the server refuses, then a valid asset with a next inspection typed into
 * the DatePicker (the dialog closes, a toast confirms, a search finds the new row), then delete that row from
 * its menu and confirm (the row is gone, a toast confirms). The fake server answers every step after
 * `latency`; switch `failRequests` on to see the error state and its retry.
 */
export const Playground: Story = {
  play: async ({ userEvent, step }) => {
    const page = within(document.body);
    await tableAnswered(document, () => expect(rows()).toHaveLength(10));
    const addButton = page.getByRole("button", { name: "Add asset" });

    await step("Escape closes the dialog and focus returns to its trigger", async () => {
      await userEvent.click(addButton);
      await settled(await page.findByRole("dialog", { name: "Add asset" }));
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(addButton).toHaveFocus());
    });

    await step("An empty submit shows every error and focuses the first invalid field", async () => {
      await userEvent.keyboard("{Enter}");
      const dialog = await page.findByRole("dialog", { name: "Add asset" });
      await userEvent.click(within(dialog).getByRole("button", { name: "Add asset" }));
      const tagId = within(dialog).getByRole("textbox", { name: "Tag ID" });
      await waitFor(() => expect(tagId).toHaveFocus());
      for (const [control, message] of [
        [tagId, "Enter the tag ID printed on the label"],
        [within(dialog).getByRole("textbox", { name: "Name" }), "Enter a name of at least 2 characters"],
        [within(dialog).getByRole("combobox", { name: "Type" }), "Choose the asset type"],
        [within(dialog).getByRole("combobox", { name: "Location" }), "Choose where the asset is"],
      ] as const) {
        await waitFor(() => expect(control).toHaveAttribute("aria-invalid", "true"));
        await expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
      }
      // the next inspection is optional
      await expect(within(dialog).getByRole("textbox", { name: "Next inspection" })).not.toHaveAttribute(
        "aria-invalid",
        "true",
      );
    });

    await step("The server refuses a tag ID already in the register", async () => {
      const dialog = page.getByRole("dialog", { name: "Add asset" });
      const tagId = within(dialog).getByRole("textbox", { name: "Tag ID" });
      await userEvent.type(tagId, "ot-10003");
      await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "Cold-chain logger 7");
      await choose(userEvent, within(dialog).getByRole("combobox", { name: "Type" }), "Generator");
      // the site picker (Combobox): typing filters and activates the first match, Enter picks it
      const site = within(dialog).getByRole("combobox", { name: "Location" });
      await userEvent.type(site, "united king");
      await waitFor(() =>
        expect(document.getElementById(site.getAttribute("aria-activedescendant") ?? "")).toHaveTextContent(
          "Leeds clinic",
        ),
      );
      await userEvent.keyboard("{Enter}");
      await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
      await expect(site).toHaveValue("Leeds clinic");
      await userEvent.click(within(dialog).getByRole("button", { name: "Add asset" }));
      // the server's answer takes `latency`: wait for the message itself, then for the focus it brings
      await waitFor(() =>
        expect(tagId).toHaveAccessibleDescription(
          expect.stringContaining("Another asset already has this tag ID"),
        ),
      );
      await waitFor(() => expect(tagId).toHaveFocus());
      await expect(page.getByRole("dialog", { name: "Add asset" })).toBeVisible();
    });

    await step("A past inspection date is refused, a later one taken", async () => {
      const dialog = page.getByRole("dialog", { name: "Add asset" });
      const tagId = within(dialog).getByRole("textbox", { name: "Tag ID" });
      await userEvent.clear(tagId);
      await userEvent.type(tagId, "OT-20001");
      const date = within(dialog).getByRole("textbox", { name: "Next inspection" });
      await userEvent.type(date, "02/27/2026");
      await userEvent.click(within(dialog).getByRole("button", { name: "Add asset" }));
      await waitFor(() =>
        expect(date).toHaveAccessibleDescription(expect.stringContaining("today or later")),
      );
      await waitFor(() => expect(date).toHaveFocus());
      await userEvent.clear(date);
      await userEvent.type(date, "03/20/2026");
      await userEvent.tab();
      await waitFor(() => expect(date).not.toHaveAttribute("aria-invalid", "true"));
    });

    await step("Submitted with Enter: the dialog closes and a toast confirms", async () => {
      const dialog = page.getByRole("dialog", { name: "Add asset" });
      within(dialog).getByRole("textbox", { name: "Name" }).focus();
      await userEvent.keyboard("{Enter}");
      await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
      await expect(await openToast("Asset added")).toHaveTextContent(
        "Cold-chain logger 7 (OT-20001) is now tracked at Leeds clinic. Next inspection 20 Mar 2026.",
      );
      await expect(await page.findByText("201 assets across your sites")).toBeVisible();
    });

    await step("A search finds the new row; the URL keeps it", async () => {
      await userEvent.type(page.getByRole("searchbox", { name: "Search assets" }), "OT-20001");
      await tableAnswered(document, () => expect(rows()).toHaveLength(1));
      await expect(params().get("q")).toBe("OT-20001");
      const row = rows()[0]!;
      await expect(within(row).getByRole("rowheader", { name: /Cold-chain logger 7/ })).toBeVisible();
      await expect(within(row).getByText("Available")).toBeVisible();
    });

    await step("Cancel keeps the row; focus goes back to its menu button", async () => {
      const rowMenu = page.getByRole("button", { name: "Actions for Cold-chain logger 7" });
      rowMenu.focus();
      await userEvent.keyboard("{Enter}");
      const menu = await page.findByRole("menu");
      await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Delete asset" })).toHaveFocus());
      await userEvent.keyboard("{Enter}");
      const confirm = await page.findByRole("alertdialog", { name: "Delete Cold-chain logger 7?" });
      // the safe choice has the focus first
      await waitFor(() => expect(within(confirm).getByRole("button", { name: "Cancel" })).toHaveFocus());
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(page.queryByRole("alertdialog")).toBeNull());
      await waitFor(() => expect(rowMenu).toHaveFocus());
      await expect(rows()).toHaveLength(1);
    });

    await step("Deleted from the row menu after a confirmation: gone, with a toast", async () => {
      await userEvent.click(page.getByRole("button", { name: "Actions for Cold-chain logger 7" }));
      const menu = await page.findByRole("menu");
      await userEvent.click(within(menu).getByRole("menuitem", { name: "Delete asset" }));
      const confirm = await page.findByRole("alertdialog", { name: "Delete Cold-chain logger 7?" });
      await userEvent.click(within(confirm).getByRole("button", { name: "Delete asset" }));
      await waitFor(() => expect(page.queryByRole("alertdialog")).toBeNull());
      // back on the row's menu button until the server has deleted the row, which takes the button with it: the
      // last row of the filtered list, so the focus lands on the search, not on <body>
      await waitFor(() => expect(page.getByRole("searchbox", { name: "Search assets" })).toHaveFocus());
      await expect(await openToast("Asset deleted")).toHaveTextContent(
        "Cold-chain logger 7 (OT-20001) was removed from the register.",
      );
      await expect(await page.findByText("No assets match your filters")).toBeVisible();
      await expect(root()).toHaveAttribute("data-empty", "true");
      await expect(await page.findByText("200 assets across your sites")).toBeVisible();
    });
  },
};

/** The register as it opens: 200 assets on the server, first page, nothing selected. The static visual baseline. */
export const Default: Story = {
  play: async () => {
    await tableAnswered(document, () => expect(firstRowId()).toBe(queryAssets(assets, query()).rows[0]!.id));
    await expect(rows()).toHaveLength(10);
    await expect(screen.getByText("Page 1 of 20")).toBeVisible();
    await expect(screen.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(screen.getByRole("link", { name: "Assets" })).toHaveAttribute("aria-current", "page");
    // the search's shortcut, shown as a key and named for assistive tech
    await expect(screen.getByRole("searchbox", { name: "Search assets" })).toHaveAttribute(
      "aria-keyshortcuts",
      "/",
    );
  },
};

/**
 * The status Select and the search narrow the list on the server, both in the URL; nothing left shows the
 * empty state, whose "Clear filters" brings every asset back. It ends filtered (missing assets in Hamburg):
 * the capture is that state.
 */
export const Filters: Story = {
  play: async ({ userEvent }) => {
    const page = within(document.body);
    await tableAnswered(document, () => expect(rows()).toHaveLength(10));
    const status = page.getByRole("combobox", { name: "Status" });
    const search = page.getByRole("searchbox", { name: "Search assets" });

    // "/" puts the caret in the search box
    await userEvent.keyboard("/");
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.type(search, "nowhere");
    await expect(await page.findByText("No assets match your filters")).toBeVisible();
    // the empty state's own way out (the filter bar has one too)
    await userEvent.click(within(body()).getByRole("button", { name: "Clear filters" }));
    await tableAnswered(document, () => expect(rows()).toHaveLength(10));
    await expect(search).toHaveFocus();
    await expect(status).toHaveTextContent("All statuses");
    await expect(params().has("q")).toBe(false);

    await choose(userEvent, status, "Missing");
    const missing = queryAssets(assets, query({ status: "Missing" }));
    await tableAnswered(document, () =>
      expect(rows().every((r) => r.textContent?.includes("Missing"))).toBe(true),
    );
    await expect(params().get("status")).toBe("Missing");
    await expect(page.getByText(`0 of ${missing.total} selected`)).toBeVisible();

    const hamburg = queryAssets(assets, query({ status: "Missing", search: "Hamburg" }));
    await userEvent.type(search, "Hamburg");
    await tableAnswered(document, () => expect(rows()).toHaveLength(hamburg.rows.length));
    await expect(rows().every((r) => /Hamburg yard.*Missing/.test(r.textContent ?? ""))).toBe(true);
    await expect(page.getByText(`0 of ${hamburg.total} selected`)).toBeVisible();
    // the capture shows the filtered list, not the search's focus ring over it
    search.blur();
  },
};

/** Sort by a header (the server sorts, the URL keeps it) and select rows: the header checkbox turns indeterminate. */
export const SortAndSelect: Story = {
  play: async ({ userEvent }) => {
    const page = within(document.body);
    await tableAnswered(document, () => expect(rows()).toHaveLength(10));
    const header = page.getByRole("columnheader", { name: "Last seen" });
    await userEvent.click(within(header).getByRole("button", { name: "Last seen" }));
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    const oldest = queryAssets(assets, query({ sorting: [{ id: "lastSeen", desc: false }] })).rows[0]!;
    await tableAnswered(document, () => expect(firstRowId()).toBe(oldest.id));
    await waitFor(() => expect(params().get("sort")).toBe("lastSeen"));
    const checkboxes = within(body()).getAllByRole("checkbox");
    await userEvent.click(checkboxes[0]!);
    await userEvent.click(checkboxes[1]!);
    await expect(page.getByRole("checkbox", { name: "Select all rows on this page" })).toHaveAttribute(
      "aria-checked",
      "mixed",
    );
    await expect(page.getByText("2 of 200 selected")).toBeVisible();
  },
};

/**
 * A link opens the view it names: `?page=3&sort=-lastSeen&status=In+use` shows the third page of the assets in
 * use, the latest scans first. Back returns to the page before a page change.
 */
export const UrlState: Story = {
  beforeEach: () => {
    resetUrl();
    const url = new URL(window.location.href);
    url.searchParams.set("page", "3");
    url.searchParams.set("sort", "-lastSeen");
    url.searchParams.set("status", "In use");
    window.history.replaceState(window.history.state, "", url);
    return resetUrl;
  },
  play: async ({ userEvent }) => {
    const page = within(document.body);
    const asked = query({
      pagination: { pageIndex: 2, pageSize: 10 },
      sorting: [{ id: "lastSeen", desc: true }],
      status: "In use",
    });
    const expected = queryAssets(assets, asked);
    await tableAnswered(document, () => expect(firstRowId()).toBe(expected.rows[0]!.id));
    await expect(page.getByText(`Page 3 of ${Math.ceil(expected.total / 10)}`)).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Status" })).toHaveTextContent("In use");
    await expect(page.getByRole("columnheader", { name: "Last seen" })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await userEvent.click(page.getByRole("button", { name: "Go to next page" }));
    await waitFor(() => expect(params().get("page")).toBe("4"));
    const next = queryAssets(assets, { ...asked, pagination: { pageIndex: 3, pageSize: 10 } });
    await tableAnswered(document, () => expect(firstRowId()).toBe(next.rows[0]!.id));
  },
};

/** The open command palette and its active option (cmdk marks it `aria-selected`). */
const palette = () => screen.findByRole("dialog", { name: "Command palette" });
const activeOption = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole("option")
    .find((option) => option.getAttribute("aria-selected") === "true");

/**
 * The command palette (the kit's CommandDialog): ⌘K on a Mac, Ctrl+K elsewhere, or the header's "Search…"
 * button. The sidebar's destinations (the page on screen marked), "Add asset", the status filters, and tag IDs
 * or names looked up on the server the table asks; picking one filters the table on it. It ends open on a
 * lookup (the capture).
 */
export const CommandPalette: Story = {
  play: async ({ userEvent, step }) => {
    const page = within(document.body);
    await tableAnswered(document, () => expect(rows()).toHaveLength(10));
    const apple = isApplePlatform();
    const shortcut = apple ? "{Meta>}k{/Meta}" : "{Control>}k{/Control}";
    const trigger = page.getByRole("button", { name: /^Search…/ });
    await expect(trigger).toHaveAttribute("aria-keyshortcuts", apple ? "Meta+K" : "Control+K");
    const typeInPalette = async (dialog: HTMLElement, text: string) => {
      const input = within(dialog).getByRole("combobox");
      await waitFor(() => expect(input).toHaveFocus());
      await userEvent.type(input, text);
    };

    await step("The shortcut opens the palette from anywhere and closes it again", async () => {
      await userEvent.keyboard(shortcut);
      const dialog = await palette();
      await waitFor(() => expect(within(dialog).getByRole("combobox")).toHaveFocus());
      const navigation = within(dialog).getByRole("group", { name: "Navigation" });
      await expect(within(navigation).getByRole("option", { name: /^Assets/ })).toHaveTextContent(
        "Current page",
      );
      await expect(within(navigation).getAllByRole("option")).toHaveLength(8);
      await userEvent.keyboard(shortcut);
      await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
    });

    await step("A status filter sets the table's status and the URL, as the Select does", async () => {
      await userEvent.keyboard(shortcut);
      const dialog = await palette();
      await typeInPalette(dialog, "missing");
      await waitFor(() => expect(activeOption(dialog)).toHaveTextContent("Status: Missing"));
      await userEvent.keyboard("{Enter}");
      await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(params().get("status")).toBe("Missing"));
      await expect(page.getByRole("combobox", { name: "Status" })).toHaveTextContent("Missing");
      const missing = queryAssets(assets, query({ status: "Missing" }));
      await tableAnswered(document, () => expect(firstRowId()).toBe(missing.rows[0]!.id));
    });

    await step(
      "A tag ID is looked up on the server; picking it filters the table on that asset",
      async () => {
        await userEvent.click(trigger);
        const dialog = await palette();
        await typeInPalette(dialog, "zzz");
        // once the server has answered with nothing either
        await expect(await within(dialog).findByRole("heading", { name: "Nothing matches" })).toBeVisible();
        await waitFor(() => expect(within(dialog).getByRole("status")).toHaveTextContent("No results"));
        const input = within(dialog).getByRole("combobox");
        await userEvent.clear(input);
        const asset = assets[3]!;
        await userEvent.type(input, asset.id);
        // the server's answer to the whole tag ID (not an earlier one, still listed while it loads)
        await waitFor(() => {
          expect(within(dialog).queryByRole("progressbar")).toBeNull();
          expect(within(dialog).getAllByRole("option")).toHaveLength(1);
          expect(activeOption(dialog)).toHaveTextContent(`${asset.id}${asset.name}`);
        });
        await userEvent.keyboard("{Enter}");
        await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
        await waitFor(() => expect(trigger).toHaveFocus());
        await waitFor(() => expect(params().get("q")).toBe(asset.id));
        await expect(params().has("status")).toBe(false);
        await expect(page.getByRole("searchbox", { name: "Search assets" })).toHaveValue(asset.id);
        await tableAnswered(document, () => expect(firstRowId()).toBe(asset.id));
        await expect(rows()).toHaveLength(1);
      },
    );

    await step(
      "“Add asset” opens its dialog; Escape brings the focus back to the palette's button",
      async () => {
        await userEvent.keyboard(shortcut);
        const dialog = await palette();
        await typeInPalette(dialog, "add");
        await waitFor(() => expect(activeOption(dialog)).toHaveTextContent("Add asset"));
        await userEvent.keyboard("{Enter}");
        const adding = await page.findByRole("dialog", { name: "Add asset" });
        // inside the dialog (its first field, or its scrolling body where the frame is short)
        await waitFor(() => expect(adding).toContainElement(document.activeElement as HTMLElement));
        await waitFor(() => expect(page.queryByRole("dialog", { name: "Command palette" })).toBeNull());
        await settled(adding);
        await userEvent.keyboard("{Escape}");
        await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
        await waitFor(() => expect(trigger).toHaveFocus());
      },
    );

    await step("“Search the register” puts the caret in the filter bar's search", async () => {
      await userEvent.keyboard(shortcut);
      const dialog = await palette();
      await typeInPalette(dialog, "search the");
      await waitFor(() => expect(activeOption(dialog)).toHaveTextContent("Search the register"));
      await userEvent.keyboard("{Enter}");
      await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(page.getByRole("searchbox", { name: "Search assets" })).toHaveFocus());
    });

    await step("More matches than it lists: the lookup offers them all", async () => {
      await userEvent.keyboard(shortcut);
      const dialog = await palette();
      await typeInPalette(dialog, "OT-1000");
      const all = queryAssets(assets, query({ search: "OT-1000" }));
      // the group queried anew on each try: an earlier answer's group may be replaced by the latest one's
      await waitFor(() =>
        expect(
          within(within(dialog).getByRole("group", { name: "Assets" }))
            .getAllByRole("option")
            .map((option) => option.textContent),
        ).toEqual([
          ...all.rows.slice(0, 5).map((asset) => `${asset.id}${asset.name}${asset.location}`),
          `Show all ${all.total} assets matching “OT-1000”`,
        ]),
      );
      await waitFor(() => expect(within(dialog).queryByRole("progressbar")).toBeNull());
      await settled(dialog);
    });
  },
};

/**
 * A failure switch on the screen: the fake server answers 503 while it is on. It floats in the sidebar's empty
 * space (a bar above the screen would push the whole shell down and its footer off the screen).
 */
function WithFailureSwitch(args: AssetRegisterProps) {
  const [failing, setFailing] = React.useState(args.failRequests ?? false);
  return (
    <>
      <AssetRegister {...args} failRequests={failing} />
      <div
        className="fixed z-50 flex items-center gap-2 rounded-md border border-dashed border-border bg-background p-2 shadow-sm"
        // inside the 16 rem sidebar, above its footer (positions the kit's CSS has no class for)
        style={{ insetInlineStart: "0.75rem", bottom: "6rem", width: "14.5rem" }}
      >
        <Switch id="fail-requests" checked={failing} onCheckedChange={setFailing} />
        <Label htmlFor="fail-requests">Fail requests (the fake API answers 503)</Label>
      </div>
    </>
  );
}

/**
 * The server fails: the error in place of the rows with "Try again"; once the server answers again, the retry
 * brings the page. It ends failing on the next page (the capture shows the error state, its footer kept).
 */
export const ServerError: Story = {
  args: { failRequests: true },
  render: (args) => <WithFailureSwitch {...args} />,
  play: async ({ userEvent }) => {
    const page = within(document.body);
    const failSwitch = page.getByRole("switch", { name: /Fail requests/ });
    await expect(await page.findByRole("alert")).toHaveTextContent(
      "The assets could not be loaded: The server answered 503.",
    );
    await userEvent.click(failSwitch);
    await userEvent.click(page.getByRole("button", { name: "Try again" }));
    await tableAnswered(document, () => expect(firstRowId()).toBe(queryAssets(assets, query()).rows[0]!.id));
    await expect(page.queryByRole("alert")).toBeNull();

    await userEvent.click(failSwitch);
    await userEvent.click(page.getByRole("button", { name: "Go to next page" }));
    await expect(await page.findByRole("alert")).toHaveTextContent("503");
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    // a failed page 2 keeps its footer: the focus stays on Next, and Previous leads back to page 1
    const next = page.getByRole("button", { name: "Go to next page" });
    await expect(next).toHaveFocus();
    await expect(page.getByRole("button", { name: "Go to previous page" })).toBeEnabled();
    // the capture shows the error, not a focus ring, and the screen from its top (the click on Next scrolled the
    // page, and a scrolled page's full capture draws the sticky sidebar that far down)
    next.blur();
    window.scrollTo(0, 0);
  },
};

/**
 * On a 390 px phone the Sidebar is a Sheet behind its trigger, and the table keeps the columns that matter:
 * name (with the last scan under it), status and the row's actions; nothing scrolls sideways.
 */
export const Mobile: Story = {
  ...phoneViewport,
  parameters: { ...meta.parameters, ...phoneViewport.parameters },
  play: async ({ userEvent }) => {
    const page = within(document.body);
    await tableAnswered(document, () => expect(rows()).toHaveLength(10));
    const headers = within(root().querySelector("thead") as HTMLElement)
      .getAllByRole("columnheader")
      .map((th) => th.textContent);
    await expect(headers).toEqual(["", "Name", "Status", "Actions"]);
    const first = assets[0]!;
    const row = rows()[0]!;
    await expect(within(row).getByRole("rowheader")).toHaveTextContent(first.name);
    await expect(within(row).getByText(first.status)).toBeVisible();
    await expect(within(row).getByText("Seen", { exact: false })).toBeVisible();
    const container = document.querySelector("[data-slot=table-container]") as HTMLElement;
    await expect(container.scrollWidth).toBeLessThanOrEqual(container.clientWidth);
    await expect(page.queryByRole("navigation", { name: "Main" })).toBeNull();
    const open = page.getByRole("button", { name: "Toggle sidebar" });
    await userEvent.click(open);
    const sheet = await page.findByRole("dialog", { name: "Main" });
    await settled(sheet);
    await expect(within(sheet).getByRole("link", { name: "Assets" })).toHaveAttribute("aria-current", "page");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
    open.blur();
    // the page itself does not scroll sideways
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * Right to left, as an app with `<html dir="rtl">` and the kit's DirectionProvider gets it (the copy stays
 * English): the sidebar on the right, the table's columns from the right (the checkboxes first), the pagination
 * and the toolbar mirrored, and the Add asset dialog, portalled out of the page, right to left too.
 */
export const RightToLeft: Story = {
  decorators: [
    (Story) => (
      <DirectionProvider dir="rtl">
        <div dir="rtl">
          <Story />
        </div>
      </DirectionProvider>
    ),
  ],
  play: async ({ userEvent }) => {
    const page = within(document.body);
    await tableAnswered(document, () => expect(rows()).toHaveLength(10));
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getBoundingClientRect().left).toBeGreaterThan(window.innerWidth / 2);
    const [check, name] = within(root().querySelector("thead") as HTMLElement).getAllByRole("columnheader");
    await expect(check!.getBoundingClientRect().left).toBeGreaterThan(name!.getBoundingClientRect().left);
    const previous = page.getByRole("button", { name: "Go to previous page" });
    const next = page.getByRole("button", { name: "Go to next page" });
    await expect(next.getBoundingClientRect().left).toBeLessThan(previous.getBoundingClientRect().left);
    const add = page.getByRole("button", { name: "Add asset" });
    await userEvent.click(add);
    const dialog = await page.findByRole("dialog", { name: "Add asset" });
    await settled(dialog);
    await expect(getComputedStyle(dialog).direction).toBe("rtl");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(add).toHaveFocus());
    add.blur();
  },
};

/** The first load: the server has not answered (it never does here), skeletons in place of the rows. */
export const Loading: Story = {
  args: { latency: Number.POSITIVE_INFINITY },
  play: async () => {
    await expect(screen.getByRole("table", { name: "Assets" })).toHaveAttribute("aria-busy", "true");
  },
};

/** A new workspace: no assets yet, and the way to add the first one (it opens "Add asset"). */
export const Empty: Story = {
  args: { assets: [] },
  play: async ({ userEvent }) => {
    const page = within(document.body);
    await expect(await page.findByText("No assets yet")).toBeVisible();
    const first = page.getByRole("button", { name: "Add your first asset" });
    await userEvent.click(first);
    await settled(await page.findByRole("dialog", { name: "Add asset" }));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(first).toHaveFocus());
    first.blur();
  },
};
