import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  BarChart3Icon,
  BoxesIcon,
  ChevronsUpDownIcon,
  ClipboardCheckIcon,
  LifeBuoyIcon,
  MapPinIcon,
  SettingsIcon,
} from "lucide-react";
import * as React from "react";
import { expect, screen, userEvent as pointer, waitFor } from "storybook/test";
import { phoneViewport } from "../../test/story-layouts.js";
import { Avatar, AvatarFallback } from "../avatar/avatar.js";
import { Separator } from "../separator/separator.js";
import {
  Sidebar,
  SidebarMenuButton,
  SidebarProvider,
  SidebarRail,
  SidebarTrigger,
  type SidebarProps,
  type SidebarProviderProps,
} from "./sidebar.js";
import {
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarInset,
  SidebarMenu,
  SidebarMenuBadge,
  SidebarMenuItem,
} from "./sidebar-parts.js";

/** Orbitag's planet-and-orbit mark, in the theme's colours (decorative beside the name). */
function LogoMark() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className="size-8 shrink-0 text-primary-foreground">
      <rect width="64" height="64" rx="14" className="fill-primary" />
      <ellipse
        cx="32"
        cy="32"
        rx="22"
        ry="10"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.75"
        strokeWidth="3.5"
        transform="rotate(-30 32 32)"
      />
      <circle cx="32" cy="32" r="8" fill="currentColor" />
      <circle cx="49" cy="21" r="4.5" fill="currentColor" />
    </svg>
  );
}

type Page = {
  id: string;
  label: string;
  icon: React.ComponentType<{ "aria-hidden"?: boolean }>;
  badge?: number;
};

const workspace: Page[] = [
  { id: "assets", label: "Assets", icon: BoxesIcon },
  { id: "locations", label: "Locations", icon: MapPinIcon },
  { id: "audits", label: "Audits", icon: ClipboardCheckIcon, badge: 3 },
  { id: "reports", label: "Reports", icon: BarChart3Icon },
];
const admin: Page[] = [
  { id: "settings", label: "Settings", icon: SettingsIcon },
  { id: "help", label: "Help", icon: LifeBuoyIcon },
];

type Words = {
  brand: string;
  workspace: string;
  admin: string;
  pages: Record<string, string>;
  heading: string;
  user: string;
  email: string;
  label?: string;
  trigger?: string;
};

const english: Words = {
  brand: "Orbitag",
  workspace: "Workspace",
  admin: "Admin",
  pages: {
    assets: "Assets",
    locations: "Locations",
    audits: "Audits",
    reports: "Reports",
    settings: "Settings",
    help: "Help",
  },
  heading: "Assets",
  user: "Ada Lovelace",
  email: "ada@northwind.example",
};

type ShellProps = SidebarProviderProps &
  Pick<SidebarProps, "collapsible" | "variant" | "side"> & { words?: Words; longLabels?: boolean };

/** The asset app's shell, as the Asset register uses it: brand, two groups of pages, the account, the page. */
function AppShell({
  collapsible,
  variant,
  side,
  words = english,
  longLabels = false,
  ...provider
}: ShellProps) {
  const [current, setCurrent] = React.useState("assets");
  const link = (page: Page) => {
    const label =
      longLabels && page.id === "reports"
        ? "Utilisation and maintenance reports by site"
        : words.pages[page.id]!;
    return (
      <SidebarMenuItem key={page.id}>
        <SidebarMenuButton asChild isActive={page.id === current} tooltip={label}>
          <a
            href={`#${page.id}`}
            onClick={(event) => {
              event.preventDefault();
              setCurrent(page.id);
            }}
          >
            <page.icon aria-hidden />
            <span>{label}</span>
            {page.badge ? <SidebarMenuBadge>{page.badge}</SidebarMenuBadge> : null}
          </a>
        </SidebarMenuButton>
      </SidebarMenuItem>
    );
  };
  return (
    <SidebarProvider cookieName={null} {...provider}>
      <Sidebar collapsible={collapsible} variant={variant} side={side} label={words.label}>
        <SidebarHeader>
          <SidebarMenu>
            <SidebarMenuItem>
              <SidebarMenuButton size="lg" asChild tooltip={words.brand}>
                <a href="#home">
                  {/* in a box of its own: a menu button sizes its direct icons to 16 px */}
                  <span className="flex size-8 shrink-0">
                    <LogoMark />
                  </span>
                  <span className="text-base font-semibold">{words.brand}</span>
                </a>
              </SidebarMenuButton>
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarHeader>
        <SidebarContent>
          <SidebarGroup>
            <SidebarGroupLabel>{words.workspace}</SidebarGroupLabel>
            <SidebarGroupContent>
              <SidebarMenu>{workspace.map(link)}</SidebarMenu>
            </SidebarGroupContent>
          </SidebarGroup>
          <SidebarGroup>
            <SidebarGroupLabel>{words.admin}</SidebarGroupLabel>
            <SidebarGroupContent>
              <SidebarMenu>{admin.map(link)}</SidebarMenu>
            </SidebarGroupContent>
          </SidebarGroup>
        </SidebarContent>
        <SidebarFooter>
          <SidebarMenu>
            <SidebarMenuItem>
              <SidebarMenuButton size="lg" tooltip={words.user}>
                <Avatar size="sm" aria-hidden="true">
                  <AvatarFallback>AL</AvatarFallback>
                </Avatar>
                <span className="flex min-w-0 flex-col">
                  <span className="truncate font-medium">{words.user}</span>
                  <span className="truncate text-xs text-muted-foreground">{words.email}</span>
                </span>
                <ChevronsUpDownIcon aria-hidden="true" className="ms-auto" />
              </SidebarMenuButton>
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarFooter>
        <SidebarRail />
      </Sidebar>
      <SidebarInset>
        {/* as tall as the sidebar's header (its large logo button), as short as the rail's when collapsed */}
        <header className="flex h-16 shrink-0 items-center gap-2 border-b border-border px-4 transition-[height] ease-standard group-has-data-[collapsible=icon]/sidebar-wrapper:h-12">
          <SidebarTrigger label={words.trigger} />
          <Separator orientation="vertical" className="h-4 self-center" />
          <h1 className="text-base font-semibold">{words.pages[current] ?? words.heading}</h1>
        </header>
        <div className="flex flex-1 flex-col gap-4 p-4">
          <div className="h-24 rounded-lg bg-muted" />
          <div className="flex-1 rounded-lg bg-muted" style={{ minHeight: "16rem" }} />
        </div>
      </SidebarInset>
    </SidebarProvider>
  );
}

const meta = {
  title: "Components/Sidebar",
  // the props table documents the kit's Sidebar and its parts with props; AppShell only lays them out
  component: Sidebar,
  subcomponents: { SidebarProvider, SidebarTrigger, SidebarMenuButton, SidebarGroupLabel, SidebarRail },
  parameters: { layout: "fullscreen" },
  args: { collapsible: "icon", variant: "sidebar", side: "start", defaultOpen: true },
  argTypes: {
    collapsible: { control: "inline-radio", options: ["icon", "offcanvas", "none"] },
    variant: { control: "inline-radio", options: ["sidebar", "floating", "inset"] },
    side: { control: "inline-radio", options: ["start", "end"] },
    // SidebarProvider's (its tab documents it): the story's shell passes it on
    defaultOpen: {
      control: "boolean",
      description: "SidebarProvider's: whether it is expanded when nothing is stored yet.",
      table: { defaultValue: { summary: "true" } },
    },
  },
  render: (args) => <AppShell {...args} />,
} satisfies Meta<ShellProps>;
export default meta;
type Story = StoryObj<typeof meta>;

const sidebarOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>("[data-slot=sidebar]:not([data-mobile])")!;

/**
 * The app shell on a desktop: the trigger (a disclosure with `aria-expanded`) or ⌘B / Ctrl+B collapse the
 * sidebar to a rail of icons; there each icon's label shows in a tooltip on keyboard focus and hover.
 */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const sidebar = sidebarOf(canvasElement);
    const trigger = canvas.getByRole("button", { name: "Toggle sidebar" });
    await expect(canvas.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("link", { name: "Assets" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(trigger);
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await expect(sidebar).toHaveAttribute("data-collapsible", "icon");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await waitFor(() => expect(sidebar.getBoundingClientRect().width).toBe(48));
    canvas.getByRole("link", { name: "Locations" }).focus();
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("Locations");
    await userEvent.keyboard("{Control>}b{/Control}");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
  },
};

/** Collapsed to the icon rail: the brand's mark, each page's icon, the account's avatar; labels in tooltips. */
export const Collapsed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas, canvasElement }) => {
    const sidebar = sidebarOf(canvasElement);
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    // the labels are clipped, not removed: each link keeps its name (the count is hidden in the rail)
    await expect(canvas.getByRole("link", { name: "Audits" })).toBeInTheDocument();
    await pointer.hover(canvas.getByRole("link", { name: "Reports" }));
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("Reports");
  },
};

/** `collapsible="offcanvas"`: collapsing slides it away entirely (out of the Tab order too). */
export const Offcanvas: Story = {
  args: { collapsible: "offcanvas" },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Toggle sidebar" }));
    const sidebar = sidebarOf(canvasElement);
    await expect(sidebar).toHaveAttribute("data-collapsible", "offcanvas");
    await waitFor(() => expect(sidebar.getBoundingClientRect().width).toBe(0));
    await expect(canvas.queryByRole("navigation", { name: "Main" })).toBeNull();
  },
};

/** `variant="floating"`: a raised panel with room around it. */
export const Floating: Story = { args: { variant: "floating" } };

/** `variant="inset"`: the page turns muted, the content is a raised panel beside the sidebar. */
export const Inset: Story = { args: { variant: "inset" } };

/** `side="end"`: on the right (the left in RTL). */
export const EndSide: Story = {
  args: { side: "end" },
  play: async ({ canvasElement }) => {
    const sidebar = sidebarOf(canvasElement).getBoundingClientRect();
    const main = canvasElement.querySelector("[data-slot=sidebar-inset]")!.getBoundingClientRect();
    await expect(sidebar.left).toBeGreaterThanOrEqual(main.right);
  },
};

/** Following a link marks it current (`aria-current="page"`, highlighted); the page title follows. */
export const ActiveLink: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("link", { name: "Locations" }));
    await expect(canvas.getByRole("link", { name: "Locations" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "Locations" })).toHaveAttribute("data-active");
    await expect(canvas.getByRole("link", { name: "Assets" })).not.toHaveAttribute("aria-current");
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Locations");
  },
};

const STORY_COOKIE = "orbitag_story_sidebar";

/**
 * Kept across reloads: the state is a cookie (here `orbitag_story_sidebar`, stored as "collapsed" before the
 * story renders), read before the first paint of a client-rendered app and by a server page. Toggling writes it.
 */
export const Persisted: Story = {
  args: { cookieName: STORY_COOKIE, defaultOpen: undefined },
  beforeEach: () => {
    document.cookie = `${STORY_COOKIE}=false; path=/`;
    return () => {
      document.cookie = `${STORY_COOKIE}=; path=/; max-age=0`;
    };
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(sidebarOf(canvasElement)).toHaveAttribute("data-state", "collapsed");
    await userEvent.click(canvas.getByRole("button", { name: "Toggle sidebar" }));
    await expect(sidebarOf(canvasElement)).toHaveAttribute("data-state", "expanded");
    await expect(document.cookie).toContain(`${STORY_COOKIE}=true`);
  },
};

/** A long label ends in an ellipsis; its whole text stays the link's name and shows in the collapsed tooltip. */
export const LongText: Story = {
  args: { longLabels: true },
  play: async ({ canvas }) => {
    const label = canvas
      .getByRole("link", { name: "Utilisation and maintenance reports by site" })
      .querySelector("span")!;
    await expect(label.scrollWidth).toBeGreaterThan(label.clientWidth);
  },
};

export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: true } } };

const arabic: Words = {
  brand: "أوربيتاغ",
  workspace: "مساحة العمل",
  admin: "الإدارة",
  pages: {
    assets: "الأصول",
    locations: "المواقع",
    audits: "عمليات التدقيق",
    reports: "التقارير",
    settings: "الإعدادات",
    help: "المساعدة",
  },
  heading: "الأصول",
  user: "آدا لوفلايس",
  email: "ada@northwind.example",
  label: "الرئيسية",
  trigger: "إظهار الشريط الجانبي أو إخفاؤه",
};

/** Right to left, in Arabic: the sidebar at the start (the right); collapsed, the tooltips open to the left. */
export const RightToLeft: Story = {
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
  args: { words: arabic },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const sidebar = sidebarOf(canvasElement).getBoundingClientRect();
    const main = canvasElement.querySelector("[data-slot=sidebar-inset]")!.getBoundingClientRect();
    await expect(sidebar.left).toBeGreaterThanOrEqual(main.right);
    await userEvent.keyboard("{Control>}b{/Control}");
    const link = canvas.getByRole("link", { name: "المواقع" });
    link.focus();
    const tooltip = await screen.findByRole("tooltip");
    await expect(tooltip).toHaveTextContent("المواقع");
    const bubble = tooltip.closest("[data-slot=tooltip-content]")!;
    await waitFor(() =>
      expect(bubble.getBoundingClientRect().right).toBeLessThanOrEqual(link.getBoundingClientRect().left),
    );
  },
};

/**
 * On a 390 px phone the sidebar is a Sheet: the trigger opens it (focus on the first link), following a link
 * closes it, Escape closes it and gives the focus back to the trigger.
 */
export const Mobile: Story = {
  ...phoneViewport,
  parameters: { ...phoneViewport.parameters, layout: "fullscreen" },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole("button", { name: "Toggle sidebar" });
    await expect(canvas.queryByRole("navigation", { name: "Main" })).toBeNull();
    await expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
    await userEvent.click(trigger);
    const sheet = await screen.findByRole("dialog", { name: "Main" });
    await waitFor(() => expect(screen.getByRole("link", { name: "Orbitag" })).toHaveFocus());
    await userEvent.click(screen.getByRole("link", { name: "Locations" }));
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Locations");
    await userEvent.click(trigger);
    await screen.findByRole("dialog", { name: "Main" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The phone's Sheet, open (as the Mobile story shows after a press on the trigger). */
export const MobileOpen: Story = {
  ...Mobile,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Toggle sidebar" }));
    const sheet = await screen.findByRole("dialog", { name: "Main" });
    await expect(sheet.querySelector("[data-slot=sidebar]")).toHaveAttribute("data-mobile", "true");
    await expect(screen.getByRole("link", { name: "Assets" })).toHaveAttribute("aria-current", "page");
  },
};
