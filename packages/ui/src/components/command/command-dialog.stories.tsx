import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  BoxIcon,
  ClipboardCheckIcon,
  FileDownIcon,
  MapPinIcon,
  PlusIcon,
  SearchXIcon,
  SettingsIcon,
} from "lucide-react";
import * as React from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { phoneViewport } from "../../test/story-layouts.js";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../dialog/dialog.js";
import { Empty, EmptyDescription, EmptyHeader, EmptyMedia, EmptyTitle } from "../empty/empty.js";
import { FormField } from "../form-field/form-field.js";
import { Input } from "../input/input.js";
import { KbdShortcut } from "../kbd/kbd-shortcut.js";
import {
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandSeparator,
  CommandShortcut,
} from "./command.js";
import {
  CommandDialog,
  CommandDialogContent,
  CommandDialogTrigger,
  type CommandDialogProps,
} from "./command-dialog.js";

type Args = CommandDialogProps & { onRun?: (value: string) => void };

/** The asset app's palette: where to go, what to do; the kit's Empty when nothing matches. */
function AssetPalette({ onRun, ...args }: Args) {
  return (
    <CommandDialog {...args}>
      <div style={{ display: "flex", gap: 12, alignItems: "center", flexWrap: "wrap" }}>
        <CommandDialogTrigger>Search assets and commands…</CommandDialogTrigger>
        <Input aria-label="Notes" placeholder="Notes" style={{ width: 160 }} />
      </div>
      <CommandDialogContent>
        <CommandInput placeholder="Type a command or search…" />
        <CommandList>
          <CommandEmpty className="p-0">
            <Empty>
              <EmptyHeader>
                <EmptyMedia variant="icon">
                  <SearchXIcon aria-hidden="true" />
                </EmptyMedia>
                <EmptyTitle>No command matches</EmptyTitle>
                <EmptyDescription>Search by a page, an action or a tag ID.</EmptyDescription>
              </EmptyHeader>
            </Empty>
          </CommandEmpty>
          <CommandGroup heading="Go to">
            <CommandItem value="assets" onSelect={onRun}>
              <BoxIcon aria-hidden="true" /> Assets
            </CommandItem>
            <CommandItem value="sites" onSelect={onRun}>
              <MapPinIcon aria-hidden="true" /> Sites
            </CommandItem>
            <CommandItem value="audits" onSelect={onRun}>
              <ClipboardCheckIcon aria-hidden="true" /> Audits
            </CommandItem>
          </CommandGroup>
          <CommandSeparator />
          <CommandGroup heading="Actions">
            <CommandItem value="add-asset" keywords={["new", "tag"]} onSelect={onRun}>
              <PlusIcon aria-hidden="true" /> Add asset
              <CommandShortcut>
                <KbdShortcut shortcut="mod+shift+a" />
              </CommandShortcut>
            </CommandItem>
            <CommandItem value="export-csv" keywords={["download"]} onSelect={onRun}>
              <FileDownIcon aria-hidden="true" /> Export as CSV
            </CommandItem>
          </CommandGroup>
          <CommandSeparator />
          <CommandGroup heading="Settings">
            <CommandItem value="settings" onSelect={onRun}>
              <SettingsIcon aria-hidden="true" /> Settings
            </CommandItem>
          </CommandGroup>
        </CommandList>
      </CommandDialogContent>
    </CommandDialog>
  );
}

const meta = {
  title: "Components/CommandDialog",
  component: CommandDialog,
  args: { onRun: fn(), onOpenChange: fn(), shortcut: "mod+k" },
  argTypes: { shortcut: { control: "text" } },
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
  render: (args: Args) => <AssetPalette {...args} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const palette = () => screen.findByRole("dialog", { name: "Command palette" });
const activeOption = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole("option")
    .find((option) => option.getAttribute("aria-selected") === "true");

/**
 * The trigger shows the shortcut; Ctrl+K (Command+K on a Mac) opens the palette from anywhere, the search
 * filters as you type, Enter runs the active command and closes; the focus returns to where it was.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("button", { name: /^Search assets and commands/ });
    await expect(trigger).toHaveAttribute("aria-keyshortcuts", "Control+K");
    const notes = canvas.getByRole("textbox", { name: "Notes" });
    await userEvent.click(notes);
    await userEvent.keyboard("{Control>}k{/Control}");
    const dialog = await palette();
    const input = within(dialog).getByRole("combobox");
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, "exp");
    await waitFor(() => expect(within(dialog).getAllByRole("option")).toHaveLength(1));
    await expect(await within(dialog).findByRole("status")).toHaveTextContent("1 result");
    await userEvent.keyboard("{Enter}");
    await expect(args.onRun).toHaveBeenCalledWith("export-csv");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(notes).toHaveFocus());
  },
};

/** Groups under headings; the arrows move through them, Alt+ArrowDown to the next group. */
export const Groups: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await palette();
    // once faded in
    await waitFor(() => expect(within(dialog).getByRole("group", { name: "Actions" })).toBeVisible());
    await waitFor(() => expect(within(dialog).getByRole("combobox")).toHaveFocus());
    await waitFor(() => expect(activeOption(dialog)).toHaveTextContent("Assets"));
    await userEvent.keyboard("{Alt>}{ArrowDown}{/Alt}");
    await waitFor(() => expect(activeOption(dialog)).toHaveTextContent("Add asset"));
  },
};

/** Nothing matches: the kit's Empty state, and "No results" announced. */
export const EmptyState: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await palette();
    await userEvent.type(within(dialog).getByRole("combobox"), "zebra");
    const empty = await within(dialog).findByRole("heading", { name: "No command matches" });
    // the palette fades in from opacity 0: on a busy machine its first frame may come after the typing
    await waitFor(() => expect(empty).toBeVisible());
    await expect(within(dialog).queryAllByRole("option")).toHaveLength(0);
    await expect(within(dialog).getByRole("status")).toHaveTextContent("No results");
  },
};

/** The trigger opens it too, and Escape closes it with the focus back on the trigger. */
export const Trigger: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: /^Search assets and commands/ });
    await userEvent.click(trigger);
    const dialog = await palette();
    await waitFor(() => expect(within(dialog).getByRole("combobox")).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A shortcut of the app's own ("/"): not taken while the user types in a field. */
export const CustomShortcut: Story = {
  args: { shortcut: "/" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notes = canvas.getByRole("textbox", { name: "Notes" });
    await userEvent.type(notes, "a/b");
    await expect(notes).toHaveValue("a/b");
    await expect(screen.queryByRole("dialog")).toBeNull();
    const trigger = canvas.getByRole("button", { name: /^Search assets and commands/ });
    trigger.focus();
    await userEvent.keyboard("/");
    await palette();
  },
};

/** Arabic, right to left: the palette's text and icons from the right; the keys still read left to right. */
export const RightToLeft: Story = {
  render: () => (
    <div dir="rtl" lang="ar">
      <CommandDialog defaultOpen>
        <CommandDialogTrigger>ابحث…</CommandDialogTrigger>
        <CommandDialogContent dir="rtl" label="الأوامر" title="لوحة الأوامر" description="اكتب للبحث.">
          <CommandInput placeholder="اكتب أمرًا أو ابحث…" />
          <CommandList label="اقتراحات">
            <CommandEmpty>لا توجد نتائج.</CommandEmpty>
            <CommandGroup heading="انتقال">
              <CommandItem value="assets">
                <BoxIcon aria-hidden="true" /> الأصول
              </CommandItem>
              <CommandItem value="sites">
                <MapPinIcon aria-hidden="true" /> المواقع
              </CommandItem>
            </CommandGroup>
            <CommandGroup heading="إجراءات">
              <CommandItem value="add-asset">
                <PlusIcon aria-hidden="true" /> إضافة أصل
                <CommandShortcut>
                  <KbdShortcut shortcut="mod+shift+a" />
                </CommandShortcut>
              </CommandItem>
            </CommandGroup>
          </CommandList>
        </CommandDialogContent>
      </CommandDialog>
    </div>
  ),
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "لوحة الأوامر" });
    const item = within(dialog).getByRole("option", { name: /إضافة أصل/ });
    const icon = item.querySelector("svg")!;
    const keys = item.querySelector("[data-slot=kbd-shortcut]")!;
    await expect(icon.getBoundingClientRect().left).toBeGreaterThan(keys.getBoundingClientRect().right);
  },
};

/** On a 390 px phone the palette fills the width, under the top of the screen. */
export const Mobile: Story = {
  ...phoneViewport,
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await palette();
    await expect(window.innerWidth).toBe(390);
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBeGreaterThan(340));
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};

/** An item that opens another dialog keeps the focus there (the palette does not take it back on close). */
export const RunsAnotherDialog: Story = {
  render: function Render(args: Args) {
    const [adding, setAdding] = React.useState(false);
    return (
      <>
        <AssetPalette {...args} onRun={(value) => value === "add-asset" && setAdding(true)} />
        <Dialog open={adding} onOpenChange={setAdding}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Add asset</DialogTitle>
              <DialogDescription>The tag ID as printed on the label.</DialogDescription>
            </DialogHeader>
            <FormField label="Tag ID">
              <Input />
            </FormField>
          </DialogContent>
        </Dialog>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: /^Search assets and commands/ }));
    const dialog = await palette();
    await userEvent.type(within(dialog).getByRole("combobox"), "add asset");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Command palette" })).toBeNull());
    const adding = await screen.findByRole("dialog", { name: "Add asset" });
    await waitFor(() => expect(within(adding).getByRole("textbox", { name: "Tag ID" })).toHaveFocus());
  },
};
