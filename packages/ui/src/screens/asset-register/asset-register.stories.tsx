import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, waitFor, within } from "storybook/test";
import { dismissToast } from "../../components/toast/index.js";
import { settled } from "../../test/animations.js";
import { phoneViewport } from "../../test/story-layouts.js";
import { AssetRegister } from "./asset-register.js";
import { generateRegisterAssets } from "./assets.js";

// module scope: the same 200 assets for every story (seeded), and a stable array for the DataTable
const assets = generateRegisterAssets(200);

/** Toasts live in a module-level store: start each story without the previous story's. */
const freshToasts: Decorator = (Story) => {
  dismissToast();
  return <Story />;
};

const meta = {
  title: "Screens/Asset register",
  component: AssetRegister,
  args: { assets },
  argTypes: { assets: { control: false } },
  parameters: { layout: "fullscreen" },
  decorators: [freshToasts],
} satisfies Meta<typeof AssetRegister>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => document.querySelector("[data-slot=data-table] tbody") as HTMLElement;
const rows = () => within(body()).queryAllByRole("row");

/**
 * The whole journey, as a user: open "Add asset" and close it with Escape, submit it empty (errors, focus on
 * the first invalid field), fix it and submit with Enter (the dialog closes, a toast confirms, a search
 * finds the new row), then delete that row from its menu and confirm (the row is gone, a toast confirms).
 */
export const Playground: Story = {
  play: async ({ userEvent, step }) => {
    const page = within(document.body);
    const addButton = page.getByRole("button", { name: "Add asset" });

    await step("Escape closes the dialog and focus returns to its trigger", async () => {
      await userEvent.click(addButton);
      await settled(await page.findByRole("dialog", { name: "Add asset" }));
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
      await expect(addButton).toHaveFocus();
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
        await expect(control).toHaveAttribute("aria-invalid", "true");
        await expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
      }
    });

    await step("A taken tag ID is refused", async () => {
      const dialog = page.getByRole("dialog", { name: "Add asset" });
      const tagId = within(dialog).getByRole("textbox", { name: "Tag ID" });
      await userEvent.type(tagId, "ot-10003");
      await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "Cold-chain logger 7");
      await userEvent.click(within(dialog).getByRole("button", { name: "Add asset" }));
      await waitFor(() => expect(tagId).toHaveFocus());
      await expect(tagId).toHaveAccessibleDescription(
        expect.stringContaining("Another asset already has this tag ID"),
      );
    });

    await step("Fixed and submitted with Enter: the dialog closes and a toast confirms", async () => {
      const dialog = page.getByRole("dialog", { name: "Add asset" });
      const tagId = within(dialog).getByRole("textbox", { name: "Tag ID" });
      await userEvent.clear(tagId);
      await userEvent.type(tagId, "OT-20001");
      // the Selects with the keyboard: focus, Enter opens, type-ahead picks, Enter chooses
      for (const [name, option] of [
        ["Type", "Generator"],
        ["Location", "Leeds clinic"],
      ] as const) {
        within(dialog).getByRole("combobox", { name }).focus();
        await userEvent.keyboard("{Enter}");
        const listbox = await page.findByRole("listbox");
        await userEvent.click(within(listbox).getByRole("option", { name: option }));
        await waitFor(() => expect(within(dialog).getByRole("combobox", { name })).toHaveTextContent(option));
        // a modal listbox hides the rest of the page from assistive tech until it has closed
        await waitFor(() => expect(page.queryByRole("listbox")).toBeNull());
      }
      within(dialog).getByRole("textbox", { name: "Name" }).focus();
      await userEvent.keyboard("{Enter}");
      await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
      const toastTitle = await screen.findByText("Asset added", { selector: "[data-slot=toast-title]" });
      await expect(toastTitle).toBeVisible();
      await expect(
        screen.getByText("Cold-chain logger 7 (OT-20001) is now tracked at Leeds clinic."),
      ).toBeVisible();
      await expect(page.getByText("201 assets across your sites")).toBeVisible();
    });

    await step("A search finds the new row", async () => {
      await userEvent.type(page.getByRole("searchbox", { name: "Search assets" }), "OT-20001");
      await waitFor(() => expect(rows()).toHaveLength(1));
      const row = rows()[0]!;
      await expect(within(row).getByRole("rowheader", { name: "Cold-chain logger 7" })).toBeVisible();
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
      await expect(
        await screen.findByText("Asset deleted", { selector: "[data-slot=toast-title]" }),
      ).toBeVisible();
      await expect(
        screen.getByText("Cold-chain logger 7 (OT-20001) was removed from the register."),
      ).toBeVisible();
      await expect(await page.findByText("No assets match your filters")).toBeVisible();
      await expect(document.querySelector("[data-slot=data-table]")).toHaveAttribute("data-empty", "true");
      await expect(page.getByText("200 assets across your sites")).toBeVisible();
      // the row's menu button is gone with it: focus lands on the search, not on <body>
      await waitFor(() => expect(page.getByRole("searchbox", { name: "Search assets" })).toHaveFocus());
    });
  },
};

/** The register as it opens: 200 assets, first page, nothing selected. The static visual baseline. */
export const Default: Story = {
  play: async () => {
    await expect(rows()).toHaveLength(10);
    await expect(screen.getByText("Page 1 of 20")).toBeVisible();
    await expect(screen.getByRole("navigation", { name: "Main" })).toBeVisible();
  },
};

/**
 * The status Select and the search narrow the table together; nothing left shows the empty state and "Clear
 * filters" brings every asset back. It ends filtered (missing assets in Hamburg): the capture is that state.
 */
export const Filters: Story = {
  play: async ({ userEvent }) => {
    const page = within(document.body);
    const status = page.getByRole("combobox", { name: "Status" });
    const search = page.getByRole("searchbox", { name: "Search assets" });

    await userEvent.type(search, "nowhere");
    await expect(await page.findByText("No assets match your filters")).toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(rows()).toHaveLength(10));
    await expect(search).toHaveFocus();
    await expect(status).toHaveTextContent("All statuses");

    status.focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.click(within(await page.findByRole("listbox")).getByRole("option", { name: "Missing" }));
    const missing = assets.filter((a) => a.status === "Missing");
    await waitFor(() => expect(rows().every((r) => r.textContent?.includes("Missing"))).toBe(true));
    // the listbox hides the rest of the page from assistive tech until it has closed
    await waitFor(() => expect(page.queryByRole("listbox")).toBeNull());
    await expect(page.getByText(`0 of ${missing.length} selected`)).toBeVisible();

    const hamburg = missing.filter((a) => a.location === "Hamburg yard");
    await userEvent.type(search, "Hamburg");
    await waitFor(() => expect(rows()).toHaveLength(Math.min(hamburg.length, 10)));
    await expect(rows().every((r) => /Hamburg yard.*Missing/.test(r.textContent ?? ""))).toBe(true);
    await expect(page.getByText(`0 of ${hamburg.length} selected`)).toBeVisible();
    // the capture shows the filtered list, not the search's focus ring over it
    search.blur();
  },
};

/** Sort by a header and select rows: the header checkbox turns indeterminate, the footer counts. */
export const SortAndSelect: Story = {
  play: async ({ userEvent }) => {
    const page = within(document.body);
    const header = page.getByRole("columnheader", { name: "Last seen" });
    await userEvent.click(within(header).getByRole("button", { name: "Last seen" }));
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    const oldest = [...assets].sort((a, b) => a.lastSeen.localeCompare(b.lastSeen))[0]!;
    await expect(body().querySelector("tr")?.dataset.rowId).toBe(oldest.id);
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
 * On a 390 px phone the sidebar folds into a Sheet behind the menu button, and the table keeps the columns that
 * matter: name (with the last scan under it), status and the row's actions; nothing scrolls sideways.
 */
export const Mobile: Story = {
  ...phoneViewport,
  parameters: { ...meta.parameters, ...phoneViewport.parameters },
  play: async ({ userEvent }) => {
    const page = within(document.body);
    const headers = within(document.querySelector("[data-slot=data-table] thead") as HTMLElement)
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
    const open = page.getByRole("button", { name: "Open navigation" });
    await userEvent.click(open);
    const sheet = await page.findByRole("dialog", { name: "Orbitag" });
    await settled(sheet);
    await expect(within(sheet).getByRole("link", { name: "Assets" })).toHaveAttribute("aria-current", "page");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
    await expect(open).toHaveFocus();
    open.blur();
    // the page itself does not scroll sideways
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** While the assets load: skeleton rows, the table marked busy. */
export const Loading: Story = {
  // the first load: no assets yet (a DataTable keeps the rows it has while loading, under a progress bar)
  args: { loading: true, assets: [] },
  play: async () => {
    await expect(screen.getByRole("table", { name: "Assets" })).toHaveAttribute("aria-busy", "true");
  },
};

/** A new workspace: no assets yet, and the way to add the first one. */
export const Empty: Story = {
  args: { assets: [] },
  play: async () => {
    await expect(screen.getByText("No assets yet")).toBeVisible();
    await expect(screen.getByRole("button", { name: "Add asset" })).toBeVisible();
  },
};
