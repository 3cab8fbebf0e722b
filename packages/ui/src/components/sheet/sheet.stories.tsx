import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  BarChart3Icon,
  BellIcon,
  ClipboardCheckIcon,
  LayoutDashboardIcon,
  MapPinIcon,
  MenuIcon,
  PackageIcon,
  SettingsIcon,
} from "lucide-react";
import type * as React from "react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { settled } from "../../test/animations.js";
import { phoneViewport } from "../../test/story-layouts.js";
import { Button } from "../button/button.js";
import { FormField } from "../form-field/form-field.js";
import { Input } from "../input/input.js";
import {
  Sheet,
  SheetBody,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "./sheet.js";

type Args = React.ComponentProps<typeof SheetContent> & {
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** A filter panel: header, a form, and actions in the footer. */
function Filters({ defaultOpen, onOpenChange, ...content }: Args) {
  return (
    <Sheet defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>
        <Button variant="outline">Filters</Button>
      </SheetTrigger>
      <SheetContent {...content}>
        <SheetHeader>
          <SheetTitle>Filter assets</SheetTitle>
          <SheetDescription>Show only the assets that match every filter.</SheetDescription>
        </SheetHeader>
        <SheetBody className="flex flex-col gap-4">
          <FormField label="Site">
            <Input defaultValue="Warehouse B" />
          </FormField>
          <FormField label="Custodian">
            <Input placeholder="Anyone" />
          </FormField>
        </SheetBody>
        <SheetFooter>
          <Button>Apply filters</Button>
          <SheetClose asChild>
            <Button variant="outline">Cancel</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}

const meta = {
  title: "Components/Sheet",
  component: SheetContent,
  args: { side: "right", showCloseButton: true, closeLabel: "Close", onOpenChange: fn() },
  argTypes: {
    side: { control: "select", options: ["right", "left", "top", "bottom"] },
    showCloseButton: { control: "boolean" },
    closeLabel: { control: "text" },
    children: { control: false },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
  render: (args: Args) => <Filters {...args} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const sheet = () => screen.getByRole("dialog");

/** Opens from the trigger with the first field focused; Escape closes it and focus returns. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole("button", { name: "Filters" });
    await userEvent.click(trigger);
    await waitFor(() => expect(sheet()).toHaveAccessibleName("Filter assets"));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Site" })).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Right: Story = {
  args: { defaultOpen: true, side: "right" },
  play: async () => {
    await expect(await screen.findByRole("dialog")).toHaveAttribute("data-side", "right");
  },
};

export const Left: Story = { args: { defaultOpen: true, side: "left" } };

export const Top: Story = { args: { defaultOpen: true, side: "top" } };

export const Bottom: Story = { args: { defaultOpen: true, side: "bottom" } };

export const WithoutCloseButton: Story = { args: { defaultOpen: true, showCloseButton: false } };

export const Hover: Story = {
  args: { defaultOpen: true },
  parameters: { pseudo: { hover: true, rootSelector: "body" } },
};

export const FocusVisible: Story = {
  args: { defaultOpen: true },
  parameters: { pseudo: { focusVisible: true, rootSelector: "body" } },
};

/** A disabled trigger: the sheet cannot open. */
export const DisabledTrigger: Story = {
  render: () => (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline" disabled>
          Filters
        </Button>
      </SheetTrigger>
      <SheetContent>
        <SheetTitle>Filter assets</SheetTitle>
        <SheetDescription>Not reachable.</SheetDescription>
      </SheetContent>
    </Sheet>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Filters" });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole("dialog")).toBeNull();
  },
};

const nav = [
  { label: "Dashboard", icon: LayoutDashboardIcon },
  { label: "Assets", icon: PackageIcon, current: true },
  { label: "Live map", icon: MapPinIcon },
  { label: "Audits", icon: ClipboardCheckIcon },
  { label: "Notifications", icon: BellIcon },
  { label: "Analytics", icon: BarChart3Icon },
  { label: "Settings", icon: SettingsIcon },
];

/** An app's navigation on a phone: a menu button opens it from the left; following a link closes it. */
function AppNavigation({ dir, side = "left" }: { dir?: "rtl"; side?: "left" | "right" }) {
  return (
    <div className="flex items-center gap-2" dir={dir}>
      <Sheet defaultOpen>
        <SheetTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={dir ? "פתיחת הניווט" : "Open navigation"}>
            <MenuIcon aria-hidden="true" />
          </Button>
        </SheetTrigger>
        <SheetContent side={side} dir={dir} closeLabel={dir ? "סגירה" : "Close"}>
          <SheetHeader>
            <SheetTitle>Orbitag</SheetTitle>
            <SheetDescription className="sr-only">{dir ? "ניווט ראשי" : "Main navigation"}</SheetDescription>
          </SheetHeader>
          <nav aria-label={dir ? "ראשי" : "Main"} className="px-3">
            <ul className="flex flex-col gap-1">
              {(dir ? navHebrew : nav).map(({ label, icon: Icon, current }) => (
                <li key={label}>
                  <SheetClose asChild>
                    <a
                      href={`#${label}`}
                      // like a router's <Link>: no page load (SheetClose still closes the sheet)
                      onClick={(event) => event.preventDefault()}
                      aria-current={current ? "page" : undefined}
                      // (stories are not scanned for the kit's CSS: only class names the kit already uses)
                      className={`flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring ${current ? "bg-secondary text-secondary-foreground" : "text-muted-foreground"}`}
                    >
                      <Icon className="size-4" aria-hidden="true" />
                      {label}
                    </a>
                  </SheetClose>
                </li>
              ))}
            </ul>
          </nav>
          <SheetFooter className="border-t border-border">
            <p className="text-sm font-medium">Ada Lovelace</p>
            <p className="text-sm text-muted-foreground">ada@orbitag.example</p>
          </SheetFooter>
        </SheetContent>
      </Sheet>
      <span className="text-sm font-semibold">{dir ? "נכסים" : "Assets"}</span>
    </div>
  );
}

const navHebrew = [
  { label: "לוח בקרה", icon: LayoutDashboardIcon },
  { label: "נכסים", icon: PackageIcon, current: true },
  { label: "מפה חיה", icon: MapPinIcon },
  { label: "ביקורות", icon: ClipboardCheckIcon },
  { label: "התראות", icon: BellIcon },
  { label: "ניתוח נתונים", icon: BarChart3Icon },
  { label: "הגדרות", icon: SettingsIcon },
];

/** The sheet as an app's mobile navigation at 390 px: first link focused, a link closes the sheet. */
export const MobileNavigation: Story = {
  ...phoneViewport,
  parameters: { ...meta.parameters, ...phoneViewport.parameters, layout: "padded" },
  render: () => <AppNavigation />,
  play: async () => {
    const panel = await screen.findByRole("dialog", { name: "Orbitag" });
    await settled(panel);
    await expect(window.innerWidth).toBe(390);
    const box = panel.getBoundingClientRect();
    await expect(box.left).toBe(0);
    await expect(box.width).toBeCloseTo(390 * 0.75, 0);
    await expect(box.height).toBe(window.innerHeight);
    await waitFor(() => expect(screen.getByRole("link", { name: "Dashboard" })).toHaveFocus());
    await expect(screen.getByRole("link", { name: "Assets" })).toHaveAttribute("aria-current", "page");
  },
};

/** Following a link closes the sheet (SheetClose around each link) and focus returns to the menu button. */
export const LinkCloses: Story = {
  ...MobileNavigation,
  play: async () => {
    await screen.findByRole("dialog", { name: "Orbitag" });
    await userEvent.click(screen.getByRole("link", { name: "Audits" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(screen.getByRole("button", { name: "Open navigation" })).toHaveFocus());
  },
};

/** Right-to-left (Hebrew): the navigation opens from the right, where the reading starts. */
export const RightToLeft: Story = {
  ...phoneViewport,
  parameters: { ...meta.parameters, ...phoneViewport.parameters, layout: "padded" },
  render: () => <AppNavigation dir="rtl" side="right" />,
  play: async () => {
    const panel = await screen.findByRole("dialog", { name: "Orbitag" });
    await settled(panel);
    await expect(panel.getBoundingClientRect().right).toBe(window.innerWidth);
    const close = screen.getByRole("button", { name: "סגירה" }).getBoundingClientRect();
    await expect(close.left - panel.getBoundingClientRect().left).toBeLessThan(30);
  },
};

export const LongText: Story = {
  args: { defaultOpen: true },
  render: (args: Args) => (
    <Sheet defaultOpen={args.defaultOpen}>
      <SheetContent side={args.side}>
        <SheetHeader>
          <SheetTitle>
            Filter the asset register by site, custodian, status and the date of the last audit
          </SheetTitle>
          <SheetDescription>
            Filters apply to the list, the live map and exports; saved views keep them, so a team can share
            the same selection without setting it up again.
          </SheetDescription>
        </SheetHeader>
        <SheetBody className="flex flex-col gap-3 text-sm">
          {Array.from({ length: 12 }, (_, i) => (
            <p key={i}>
              Zone {i + 1}: dock doors, loading bays and the mezzanine racks report through two gateways;
              readings older than 24 hours are marked as stale.
            </p>
          ))}
        </SheetBody>
        <SheetFooter>
          <Button>Apply filters to every view</Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  ),
  play: async () => {
    const panel = await screen.findByRole("dialog");
    await settled(panel);
    // taller than the screen: the panel keeps the screen's height, only its body scrolls
    const body = panel.querySelector<HTMLElement>("[data-slot=sheet-body]")!;
    await waitFor(() => expect(body).toHaveAttribute("data-overflowing", "true"));
    await expect(panel.getBoundingClientRect().height).toBe(window.innerHeight);
    await expect(panel.scrollHeight).toBe(panel.clientHeight);
    // scrolled to the end, the title and the X are still in view
    body.scrollTop = body.scrollHeight;
    await expect(screen.getByRole("heading").getBoundingClientRect().top).toBeGreaterThan(0);
    await expect(screen.getByRole("button", { name: "Close" }).getBoundingClientRect().top).toBeGreaterThan(
      0,
    );
    body.scrollTop = 0;
  },
};
