import type { Meta, StoryObj } from "@storybook/react-vite";
import { CopyIcon, MoreHorizontalIcon, PencilIcon, Trash2Icon, TruckIcon } from "lucide-react";
import * as React from "react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { settled } from "../../test/animations.js";
import { phoneViewport } from "../../test/story-layouts.js";
import { Button } from "../button/button.js";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "./dropdown-menu.js";

type Args = React.ComponentProps<typeof DropdownMenuContent> & {
  defaultOpen?: boolean;
  onSelect?: (item: string) => void;
};

/** An asset row's actions: items with icons and shortcuts, a sub-menu, view options and a destructive item. */
function AssetActions({ defaultOpen, onSelect, ...content }: Args) {
  const [columns, setColumns] = React.useState({ status: true, custodian: false });
  const [density, setDensity] = React.useState("comfortable");
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="icon" aria-label="Asset actions">
          <MoreHorizontalIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-72" {...content}>
        {/* inset: the text of items without an icon lines up with the text of those with one */}
        <DropdownMenuLabel inset>Forklift 12</DropdownMenuLabel>
        <DropdownMenuGroup>
          <DropdownMenuItem onSelect={() => onSelect?.("edit")}>
            <PencilIcon aria-hidden="true" /> Edit <DropdownMenuShortcut>⌘E</DropdownMenuShortcut>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onSelect?.("duplicate")}>
            <CopyIcon aria-hidden="true" /> Duplicate <DropdownMenuShortcut>⌘D</DropdownMenuShortcut>
          </DropdownMenuItem>
          <DropdownMenuItem inset disabled>
            Export history
          </DropdownMenuItem>
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>
              <TruckIcon aria-hidden="true" /> Move to
            </DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              <DropdownMenuItem onSelect={() => onSelect?.("warehouse-a")}>Warehouse A</DropdownMenuItem>
              <DropdownMenuItem onSelect={() => onSelect?.("warehouse-b")}>Warehouse B</DropdownMenuItem>
              <DropdownMenuItem disabled>Yard (full)</DropdownMenuItem>
            </DropdownMenuSubContent>
          </DropdownMenuSub>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuLabel inset>Columns</DropdownMenuLabel>
        <DropdownMenuCheckboxItem
          checked={columns.status}
          onCheckedChange={(status) => setColumns((c) => ({ ...c, status }))}
        >
          Status
        </DropdownMenuCheckboxItem>
        <DropdownMenuCheckboxItem
          checked={columns.custodian}
          onCheckedChange={(custodian) => setColumns((c) => ({ ...c, custodian }))}
        >
          Custodian
        </DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel inset>Density</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={density} onValueChange={setDensity}>
          <DropdownMenuRadioItem value="comfortable">Comfortable</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="compact">Compact</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => onSelect?.("delete")}>
          <Trash2Icon aria-hidden="true" /> Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const meta = {
  title: "Components/DropdownMenu",
  component: DropdownMenuContent,
  args: { side: "bottom", align: "start", sideOffset: 4, onSelect: fn() },
  argTypes: {
    side: { control: "select", options: ["top", "right", "bottom", "left"] },
    align: { control: "select", options: ["start", "center", "end"] },
    sideOffset: { control: "number" },
  },
  parameters: { layout: "centered", docs: { story: { inline: false, iframeHeight: 560 } } },
  decorators: [
    (Story) => (
      <div style={{ paddingBottom: 480, paddingRight: 320 }}>
        <Story />
      </div>
    ),
  ],
  render: (args: Args) => <AssetActions {...args} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const menu = () => screen.queryByRole("menu");

/** Where the first visible text of an element starts (after an icon, if any). */
function textLeft(element: Element): number {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP),
  });
  const range = document.createRange();
  range.selectNodeContents(walker.nextNode()!);
  return range.getBoundingClientRect().left;
}

/** Keyboard: ArrowDown opens on the first item, the disabled item is skipped, Enter selects and closes. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole("button", { name: "Asset actions" });
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: /Edit/ })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await userEvent.keyboard("{ArrowDown}");
    await expect(screen.getByRole("menuitem", { name: /Move to/ })).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await userEvent.keyboard("{Enter}");
    await expect(args.onSelect).toHaveBeenCalledWith("duplicate");
    await waitFor(() => expect(menu()).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await waitFor(() => expect(menu()).toHaveAttribute("data-state", "open"));
    await expect(screen.getByRole("menuitem", { name: "Export history" })).toHaveAttribute("data-disabled");
    await expect(screen.getByRole("menuitemcheckbox", { name: "Status" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(screen.getByRole("menuitemradio", { name: "Comfortable" })).toHaveAttribute(
      "data-state",
      "checked",
    );
    await expect(screen.getByRole("menuitem", { name: /Delete/ })).toHaveAttribute(
      "data-variant",
      "destructive",
    );
    // one text column: the label, an item without an icon, items with one, checkbox and radio items
    const column = textLeft(screen.getByRole("menuitem", { name: /Edit/ }));
    for (const element of [
      screen.getByText("Forklift 12"),
      screen.getByRole("menuitem", { name: "Export history" }),
      screen.getByRole("menuitemcheckbox", { name: "Status" }),
      screen.getByRole("menuitemradio", { name: "Compact" }),
    ])
      await expect(textLeft(element)).toBe(column);
  },
};

/** The sub-menu opened with ArrowRight; its disabled item is shown dimmed and skipped. */
export const SubMenu: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await waitFor(() => expect(menu()).not.toBeNull());
    const subTrigger = screen.getByRole("menuitem", { name: /Move to/ });
    subTrigger.focus();
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Warehouse A" })).toHaveFocus());
    await expect(subTrigger).toHaveAttribute("data-state", "open");
    await userEvent.keyboard("{ArrowDown}");
    await userEvent.keyboard("{ArrowDown}");
    await expect(screen.getByRole("menuitem", { name: "Warehouse B" })).toHaveFocus();
  },
};

/** Typeahead: typing "cu" moves to Custodian. */
export const Typeahead: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await waitFor(() => expect(menu()).not.toBeNull());
    screen.getByRole("menuitem", { name: /Edit/ }).focus();
    await userEvent.keyboard("cu");
    await waitFor(() => expect(screen.getByRole("menuitemcheckbox", { name: "Custodian" })).toHaveFocus());
  },
};

export const Hover: Story = {
  args: { defaultOpen: true },
  parameters: { pseudo: { hover: true, rootSelector: "body" } },
};

export const FocusVisible: Story = {
  args: { defaultOpen: true },
  parameters: { pseudo: { focusVisible: true, rootSelector: "body" } },
};

export const DisabledTrigger: Story = {
  render: () => (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled>
          Actions
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem>Unreachable</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Actions" });
    await expect(trigger).toBeDisabled();
    trigger.click();
    await expect(menu()).toBeNull();
  },
};

export const LongText: Story = {
  render: () => (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Export</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-72">
        <DropdownMenuLabel>Export the asset register of Warehouse B, dock 3 and the yard</DropdownMenuLabel>
        <DropdownMenuItem>
          Spreadsheet with every reading of the last 90 days <DropdownMenuShortcut>⌘⇧E</DropdownMenuShortcut>
        </DropdownMenuItem>
        <DropdownMenuItem>
          Audit report with custodians, notes and photos attached to each asset
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
};

/** Right-to-left (Hebrew, `dir="rtl"`): the sub-menu opens to the left, with ArrowLeft. */
export const RightToLeft: Story = {
  render: () => (
    <div dir="rtl">
      <DropdownMenu dir="rtl" defaultOpen>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">פעולות</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent className="w-72">
          <DropdownMenuLabel inset>מלגזה 12</DropdownMenuLabel>
          <DropdownMenuItem>
            <PencilIcon aria-hidden="true" /> עריכה <DropdownMenuShortcut>⌘E</DropdownMenuShortcut>
          </DropdownMenuItem>
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>
              <TruckIcon aria-hidden="true" /> העברה אל
            </DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              <DropdownMenuItem>מחסן א</DropdownMenuItem>
              <DropdownMenuItem>מחסן ב</DropdownMenuItem>
            </DropdownMenuSubContent>
          </DropdownMenuSub>
          <DropdownMenuCheckboxItem checked>עמודת סטטוס</DropdownMenuCheckboxItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive">
            <Trash2Icon aria-hidden="true" /> מחיקה
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  ),
  decorators: [
    (Story) => (
      <div style={{ paddingBottom: 320, paddingLeft: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async () => {
    await waitFor(() => expect(menu()).toHaveAttribute("dir", "rtl"));
    const subTrigger = screen.getByRole("menuitem", { name: /העברה אל/ });
    subTrigger.focus();
    await userEvent.keyboard("{ArrowLeft}");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "מחסן א" })).toHaveFocus());
    const sub = document.querySelector("[data-slot=dropdown-menu-sub-content]")!;
    await expect(sub).toHaveAttribute("data-side", "left");
  },
};

/** On a 390 px phone: the account menu at the top end of a header stays inside the screen. */
export const Mobile: Story = {
  ...phoneViewport,
  parameters: { ...meta.parameters, ...phoneViewport.parameters, layout: "fullscreen" },
  decorators: [
    (Story) => (
      <div style={{ display: "flex", justifyContent: "flex-end", padding: 8 }}>
        <Story />
      </div>
    ),
  ],
  args: { defaultOpen: true, align: "end" },
  play: async () => {
    await waitFor(() => expect(menu()).not.toBeNull());
    await expect(window.innerWidth).toBe(390);
    await settled(menu()!);
    // 8 px from the screen's edges, as Popover (DROPDOWN_MENU_COLLISION_PADDING)
    await waitFor(() => expect(menu()!.getBoundingClientRect().right).toBeLessThanOrEqual(390 - 8));
    await expect(menu()!.getBoundingClientRect().left).toBeGreaterThanOrEqual(8);
  },
};
