"use client";
import { Slot } from "@radix-ui/react-slot";
import type { VariantProps } from "class-variance-authority";
import { PanelLeftIcon } from "lucide-react";
import * as React from "react";
import { cn } from "../../lib/cn.js";
import { focusablesIn, focusFirst } from "../../lib/focus-place.js";
import { usePageDirection, useProvidedDirection } from "../../lib/direction.js";
import { Button, type ButtonProps } from "../button/button.js";
import { useShortcutPlatform } from "../kbd/kbd-shortcut.js";
import { ariaKeyShortcuts, matchesShortcut } from "../kbd/shortcut.js";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "../sheet/sheet.js";
import { Tooltip, TooltipContent, TooltipTrigger } from "../tooltip/tooltip.js";
import { TOOLTIP_SIDE_OFFSET } from "../tooltip/tooltip.shared.js";
import {
  readSidebarCookie,
  SIDEBAR_COOKIE,
  SIDEBAR_KEYBOARD_SHORTCUT,
  SIDEBAR_MOBILE_QUERY,
  sidebarCookie,
  sidebarMenuButtonVariants,
} from "./sidebar.shared.js";

export interface SidebarContextValue {
  /** "expanded" or "collapsed" (the desktop sidebar; on a phone it is a Sheet, see `openMobile`). */
  state: "expanded" | "collapsed";
  /** Whether the desktop sidebar is expanded. */
  open: boolean;
  /** Expands (true) or collapses (false) the desktop sidebar, and stores it. */
  setOpen: (open: boolean) => void;
  /** Whether the phone's Sheet is open. */
  openMobile: boolean;
  /** Opens or closes the phone's Sheet. */
  setOpenMobile: (open: boolean) => void;
  /** Whether the viewport is a phone's (below 768 px): the sidebar is then a Sheet. */
  isMobile: boolean;
  /** Collapses or expands the sidebar (on a phone: closes or opens the Sheet), as SidebarTrigger and the shortcut do. */
  toggleSidebar: () => void;
  /** The keyboard shortcut that toggles it ("mod+b"), or false. */
  keyboardShortcut: string | false;
  /** The reading direction of the shell ("rtl" puts a start-side sidebar on the right). */
  dir: "ltr" | "rtl";
  /** The id of the desktop sidebar (SidebarTrigger's `aria-controls`). */
  sidebarId: string;
}

const SidebarContext = React.createContext<SidebarContextValue | null>(null);

/** The side of the Sidebar a menu button is in, so its tooltip shows towards the content. */
const SidebarSide = React.createContext<"start" | "end">("start");

/** The sidebar's state and actions (inside a SidebarProvider), e.g. to close the phone's Sheet after a navigation. */
export function useSidebar(): SidebarContextValue {
  const context = React.useContext(SidebarContext);
  if (!context) throw new Error("useSidebar must be used inside a SidebarProvider");
  return context;
}

const subscribeMobile = (onChange: () => void) => {
  const query = window.matchMedia(SIDEBAR_MOBILE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};
const noSubscription = () => () => {};

export type SidebarProviderProps = React.ComponentProps<"div"> & {
  /**
   * Whether the desktop sidebar is expanded, for a controlled sidebar.
   * @default undefined
   */
  open?: boolean;
  /**
   * Whether it is expanded when nothing is stored yet. A server page passes the stored state here
   * (`readSidebarCookie(cookieHeader)`), so its HTML is already right.
   * @default true
   */
  defaultOpen?: boolean | undefined;
  /**
   * Called with the new state when it is expanded or collapsed (trigger, rail, shortcut).
   * @default undefined
   */
  onOpenChange?: (open: boolean) => void;
  /**
   * The cookie that keeps the state across reloads (`SIDEBAR_COOKIE`, read on the server with
   * `readSidebarCookie`); `null` stores nothing.
   * @default "sidebar_state"
   */
  cookieName?: string | null;
  /**
   * The shortcut that toggles the sidebar ("mod" is Command on Apple, Ctrl elsewhere); `false` for none.
   * @default "mod+b"
   */
  keyboardShortcut?: string | false;
};

/**
 * The app shell: holds the sidebar's state and lays out Sidebar and SidebarInset side by side (full height).
 * The state is stored in a cookie and read back on the next load: in the browser before the first paint
 * of a client-rendered app, and by the server page that passes it as `defaultOpen` (then the HTML is right
 * and hydration matches). Cmd+B / Ctrl+B toggles the sidebar from anywhere but a rich-text editor. Sizes are the
 * CSS variables `--sidebar-width` (16rem), `--sidebar-width-icon` (3rem) and `--sidebar-width-mobile` (18rem),
 * overridable in `style`. QA contract: `data-slot="sidebar-wrapper"`, `data-state="expanded|collapsed"`.
 */
export function SidebarProvider({
  open: openProp,
  defaultOpen,
  onOpenChange,
  cookieName = SIDEBAR_COOKIE,
  keyboardShortcut = SIDEBAR_KEYBOARD_SHORTCUT,
  className,
  style,
  ref,
  children,
  ...props
}: SidebarProviderProps) {
  const isMobile = React.useSyncExternalStore(
    subscribeMobile,
    () => window.matchMedia(SIDEBAR_MOBILE_QUERY).matches,
    () => false,
  );
  // the stored state: read at once when the app renders in the browser; from server HTML React hydrates with
  // `defaultOpen` (the server's reading) first, so the markup matches
  const stored = React.useSyncExternalStore(
    noSubscription,
    () => (cookieName ? readSidebarCookie(document.cookie, cookieName) : undefined),
    () => undefined,
  );
  const [chosen, setChosen] = React.useState<boolean | undefined>(undefined);
  const open = openProp ?? chosen ?? stored ?? defaultOpen ?? true;
  const [openMobile, setOpenMobile] = React.useState(false);
  // which side "start" is: the DirectionProvider's direction, else the page's around the shell
  const provided = useProvidedDirection();
  const wrapperRef = React.useRef<HTMLDivElement | null>(null);
  const shownDir = usePageDirection(wrapperRef, provided !== undefined);
  const dir = provided ?? shownDir ?? "ltr";
  const sidebarId = `sidebar-${React.useId().replace(/:/g, "")}`;

  const setOpen = React.useCallback(
    (next: boolean) => {
      if (cookieName) document.cookie = sidebarCookie(next, cookieName);
      if (openProp === undefined) setChosen(next);
      onOpenChange?.(next);
    },
    [cookieName, openProp, onOpenChange],
  );
  const toggleSidebar = React.useCallback(() => {
    if (window.matchMedia(SIDEBAR_MOBILE_QUERY).matches) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [open, setOpen]);

  React.useEffect(() => {
    if (!keyboardShortcut) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      // Ctrl+B / Cmd+B is bold in a rich-text editor
      if (event.target instanceof HTMLElement && event.target.isContentEditable) return;
      if (!matchesShortcut(event, keyboardShortcut)) return;
      event.preventDefault();
      toggleSidebar();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [keyboardShortcut, toggleSidebar]);

  // a phone's Sheet does not stay open on a desktop-wide window (rotated tablet, resized window): closed in
  // the render that sees the change, not an effect later
  const [wasMobile, setWasMobile] = React.useState(isMobile);
  if (wasMobile !== isMobile) {
    setWasMobile(isMobile);
    if (!isMobile) setOpenMobile(false);
  }

  const setWrapper = React.useCallback(
    (node: HTMLDivElement | null) => {
      wrapperRef.current = node;
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  const value = React.useMemo<SidebarContextValue>(
    () => ({
      state: open ? "expanded" : "collapsed",
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
      keyboardShortcut,
      dir,
      sidebarId,
    }),
    [open, setOpen, openMobile, isMobile, toggleSidebar, keyboardShortcut, dir, sidebarId],
  );

  return (
    <SidebarContext.Provider value={value}>
      <div
        ref={setWrapper}
        data-slot="sidebar-wrapper"
        data-state={value.state}
        style={style}
        className={cn(
          // the sizes, overridable in `style` (an inline custom property wins over these)
          "[--sidebar-width-icon:3rem] [--sidebar-width-mobile:18rem] [--sidebar-width:16rem]",
          "group/sidebar-wrapper flex min-h-svh w-full has-[[data-slot=sidebar][data-variant=inset]]:bg-muted",
          className,
        )}
        {...props}
      >
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

export type SidebarProps = React.ComponentProps<"div"> & {
  /**
   * The side it is on: "start" (left, right in RTL) or "end".
   * @default "start"
   */
  side?: "start" | "end";
  /**
   * "sidebar": flush with the edge, a border towards the content; "floating": a raised panel with a margin;
   * "inset": the page turns muted and the content (SidebarInset) is a raised panel beside it.
   * @default "sidebar"
   */
  variant?: "sidebar" | "floating" | "inset";
  /**
   * What collapsing does: "icon" (a rail of icons, each label in a tooltip), "offcanvas" (it slides away) or
   * "none" (always expanded).
   * @default "icon"
   */
  collapsible?: "icon" | "offcanvas" | "none";
  /**
   * Names the navigation landmark (`<nav aria-label>`) and the phone's Sheet.
   * @default "Main"
   */
  label?: string;
  /**
   * Describes the phone's Sheet to screen readers (its `aria-describedby`).
   * @default undefined
   */
  mobileDescription?: string;
};

/**
 * The sidebar: a `<nav>` landmark holding SidebarHeader, SidebarContent (groups of menus, scrolls) and
 * SidebarFooter. From 768 px it is a full-height column beside SidebarInset that collapses to a rail of icons
 * (`collapsible`); below, it is a Sheet that SidebarTrigger opens (focus moves into it, Escape closes it, a
 * followed link closes it). QA contract: `data-slot="sidebar"`, `data-state="expanded|collapsed"`,
 * `data-collapsible="icon|offcanvas"` while collapsed, `data-variant`, `data-side`, `data-mobile` on the phone's
 * Sheet; parts `sidebar-container`, `sidebar-inner` (the `<nav>`).
 */
export function Sidebar({
  side = "start",
  variant = "sidebar",
  collapsible = "icon",
  label = "Main",
  mobileDescription,
  className,
  children,
  ...props
}: SidebarProps) {
  const { state, openMobile, setOpenMobile, dir, sidebarId } = useSidebar();
  const collapsed = collapsible !== "none" && state === "collapsed";
  // what had the focus when the phone's Sheet opened (SidebarTrigger, or anything when Cmd+B / Ctrl+B opened it):
  // it gets the focus back on close (Radix returns it only to a DialogTrigger, which the Sheet has none of)
  const opener = React.useRef<HTMLElement | null>(null);
  // the Sheet's focused item: when a window grown past a phone's closes the Sheet, the same item of the sidebar
  // now shown takes the focus (it would otherwise fall to the page, or to a trigger hidden on a desktop)
  const sheetItem = React.useRef<string | undefined>(undefined);
  const openedOnPhone = React.useRef(false);
  const desktopNav = React.useRef<HTMLElement>(null);
  // a stable ref: read once as the Sheet mounts, not again on each render while it is open
  const copyMobileWidth = React.useCallback((content: HTMLDivElement | null) => {
    // portalled under <body>, out of the provider's wrapper that sets the width (or the app's own)
    const wrapper = desktopNav.current?.closest("[data-slot=sidebar-wrapper]");
    const width = wrapper && getComputedStyle(wrapper).getPropertyValue("--sidebar-width-mobile");
    if (content && width) content.style.setProperty("--sidebar-width-mobile", width);
  }, []);
  const physicalSide = (side === "start") === (dir === "ltr") ? "left" : "right";
  return (
    <SidebarSide.Provider value={side}>
      <div
        data-slot="sidebar"
        data-state={collapsed ? "collapsed" : "expanded"}
        data-collapsible={collapsed ? collapsible : undefined}
        data-variant={variant}
        data-side={side}
        className={cn(
          "group/sidebar peer hidden shrink-0 text-card-foreground md:block",
          side === "end" && "order-last",
        )}
      >
        <div
          id={sidebarId}
          data-slot="sidebar-container"
          className={cn(
            // z-10: above the page beside it, so the rail that overlaps the page takes the clicks
            "sticky top-0 z-10 flex h-svh w-(--sidebar-width) flex-col transition-[width] ease-standard",
            "group-data-[collapsible=icon]/sidebar:w-(--sidebar-width-icon)",
            // slid away: no width, and out of the Tab order and the accessibility tree
            "group-data-[collapsible=offcanvas]/sidebar:invisible group-data-[collapsible=offcanvas]/sidebar:w-0 group-data-[collapsible=offcanvas]/sidebar:overflow-hidden",
            variant === "sidebar"
              ? "bg-card"
              : // floating and inset: room around the panel, the icon rail as wide plus that room
                "p-2 group-data-[collapsible=icon]/sidebar:w-[calc(var(--sidebar-width-icon)+1rem)]",
            className,
          )}
          {...props}
        >
          <nav
            ref={desktopNav}
            aria-label={label}
            data-slot="sidebar-inner"
            className={cn(
              "flex size-full min-h-0 flex-col overflow-hidden",
              // the rule towards the content, inside the container (which clips it away when slid off)
              variant === "sidebar" &&
                "border-border group-data-[side=end]/sidebar:border-s group-data-[side=start]/sidebar:border-e",
              variant === "floating" && "rounded-lg border border-border bg-card shadow-sm",
            )}
          >
            {children}
          </nav>
        </div>
      </div>
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent
          side={physicalSide}
          ref={copyMobileWidth}
          // no description: say so, or Radix warns
          {...(mobileDescription ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            openedOnPhone.current = window.matchMedia(SIDEBAR_MOBILE_QUERY).matches;
            sheetItem.current = undefined;
          }}
          onFocus={(event) => {
            // an item of the nav, or none (the X); a menu portalled out of an item leaves it the focused one
            if (!event.currentTarget.contains(event.target)) return;
            const inNav = event.target.closest("[data-slot=sidebar-inner]");
            sheetItem.current = inNav ? itemKey(event.target) : undefined;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const nav = desktopNav.current;
            const grown = openedOnPhone.current && !window.matchMedia(SIDEBAR_MOBILE_QUERY).matches;
            const items = grown && nav ? focusablesIn(nav) : [];
            focusFirst([
              items.find((item) => itemKey(item) === sheetItem.current),
              opener.current,
              // this sidebar's triggers, wherever they are rendered (not another app shell's on the page)
              ...document.querySelectorAll<HTMLElement>(
                `[data-slot=sidebar-trigger][data-sidebar-id="${CSS.escape(sidebarId)}"]`,
              ),
              // the sidebar now shown: its current page, else its first item
              nav?.querySelector<HTMLElement>("[aria-current=page]"),
              items[0],
            ]);
          }}
          // the header's items end before the Sheet's X (in its top-end corner, 3rem from the edge)
          className="w-(--sidebar-width-mobile) max-w-[85vw] gap-0 p-0 [&_[data-slot=sidebar-header]]:pe-12"
        >
          <SheetTitle className="sr-only">{label}</SheetTitle>
          {mobileDescription ? (
            <SheetDescription className="sr-only">{mobileDescription}</SheetDescription>
          ) : null}
          <div
            data-slot="sidebar"
            data-mobile="true"
            data-state="expanded"
            data-variant={variant}
            data-side={side}
            className="group/sidebar flex min-h-0 flex-1 flex-col text-card-foreground"
          >
            <nav aria-label={label} data-slot="sidebar-inner" className="flex min-h-0 flex-1 flex-col">
              {children}
            </nav>
          </div>
        </SheetContent>
      </Sheet>
    </SidebarSide.Provider>
  );
}

/** What an item of the sidebar is, the same in the Sheet and beside the page: its kind, link and name. */
const itemKey = (element: Element) =>
  [
    element.tagName,
    element.getAttribute("href"),
    element.getAttribute("aria-label") ?? element.textContent,
  ].join("\n");

export type SidebarTriggerProps = Omit<ButtonProps, "children"> & {
  /**
   * The button's accessible name (it shows an icon).
   * @default "Toggle sidebar"
   */
  label?: string;
  /**
   * The icon.
   * @default lucide's PanelLeft, its panel drawn on the sidebar's side (mirrored for `side="end"` and in RTL)
   */
  icon?: React.ReactNode;
};

/**
 * The button that collapses and expands the sidebar (on a phone: opens its Sheet). A disclosure:
 * `aria-expanded`, `aria-controls` the sidebar, `aria-keyshortcuts` names Cmd+B / Ctrl+B.
 * QA contract: `data-slot="sidebar-trigger"`, `data-sidebar-id` (the id of the sidebar it toggles, on a phone too).
 */
export function SidebarTrigger({
  label = "Toggle sidebar",
  icon,
  className,
  onClick,
  ...props
}: SidebarTriggerProps) {
  const { open, openMobile, isMobile, toggleSidebar, keyboardShortcut, sidebarId } = useSidebar();
  const platform = useShortcutPlatform();
  return (
    <Button
      data-slot="sidebar-trigger"
      data-sidebar-id={sidebarId}
      variant="ghost"
      size="icon-sm"
      aria-label={label}
      aria-expanded={isMobile ? openMobile : open}
      aria-controls={isMobile ? undefined : sidebarId}
      aria-haspopup={isMobile ? "dialog" : undefined}
      aria-keyshortcuts={keyboardShortcut ? ariaKeyShortcuts(keyboardShortcut, platform) : undefined}
      className={className}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) toggleSidebar();
      }}
      {...props}
    >
      {icon ?? (
        // the panel drawn on the sidebar's side: flipped for an end-side sidebar, and again right to left (the
        // two flips cancel out: an end sidebar in RTL is on the left)
        <span className="inline-flex group-has-[[data-slot=sidebar][data-side=end]]/sidebar-wrapper:-scale-x-100">
          <PanelLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
        </span>
      )}
    </Button>
  );
}

export type SidebarRailProps = React.ComponentProps<"button"> & {
  /**
   * Its accessible name and tooltip-like title.
   * @default "Toggle sidebar"
   */
  label?: string;
};

/**
 * A thin strip along the sidebar's inner edge that collapses or expands it on a click, for the pointer only:
 * no tab stop and hidden from assistive tech (SidebarTrigger and the shortcut are the way there, so a screen
 * reader does not meet the same button twice). Put it inside Sidebar. QA contract: `data-slot="sidebar-rail"`.
 */
export function SidebarRail({ label = "Toggle sidebar", className, onClick, ...props }: SidebarRailProps) {
  const { toggleSidebar } = useSidebar();
  return (
    <button
      type="button"
      data-slot="sidebar-rail"
      aria-label={label}
      title={label}
      tabIndex={-1}
      aria-hidden="true"
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) toggleSidebar();
      }}
      className={cn(
        "absolute inset-y-0 z-20 hidden w-4 cursor-ew-resize outline-none md:flex",
        "after:absolute after:inset-y-0 after:start-1/2 after:w-0.5 after:-translate-x-1/2 hover:after:bg-border",
        "group-data-[side=start]/sidebar:-end-2 group-data-[side=end]/sidebar:-start-2",
        "group-data-[mobile]/sidebar:hidden",
        className,
      )}
      {...props}
    />
  );
}

export type SidebarMenuButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof sidebarMenuButtonVariants> & {
    /**
     * Height: "sm" (28 px), "md" (32 px), "lg" (48 px: a brand or an account with two lines).
     * @default "md"
     */
    size?: "sm" | "md" | "lg" | null;
    /**
     * Renders the single child element (a link, a router's Link) instead of a `<button>`.
     * @default false
     */
    asChild?: boolean;
    /**
     * The current page: highlighted, `aria-current="page"`.
     * @default false
     */
    isActive?: boolean;
    /**
     * Shown in a tooltip beside the icon rail while collapsed (usually the label).
     * @default undefined
     */
    tooltip?: React.ReactNode;
  };

/**
 * An entry of a SidebarMenu: an icon and a label (in a `<span>`, cut with an ellipsis), as a link (`asChild`)
 * or a button. In the icon rail only the icon shows, its label in a `tooltip` on hover and keyboard focus.
 * QA contract: `data-slot="sidebar-menu-button"`, `data-size`, `data-active`.
 */
export function SidebarMenuButton({
  asChild = false,
  isActive = false,
  size,
  tooltip,
  className,
  onClick,
  ...props
}: SidebarMenuButtonProps) {
  const { state, isMobile, setOpenMobile, dir } = useSidebar();
  const side = React.useContext(SidebarSide);
  const [tooltipOpen, setTooltipOpen] = React.useState(false);
  const Comp = asChild ? Slot : "button";
  const button = (
    <Comp
      data-slot="sidebar-menu-button"
      data-size={size ?? "md"}
      data-active={isActive || undefined}
      aria-current={isActive ? "page" : undefined}
      {...(asChild ? {} : { type: "button" as const })}
      className={cn(sidebarMenuButtonVariants({ size }), className)}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        // a followed link closes the phone's Sheet (a router's link prevents the default and navigates in the page)
        if (isMobile && event.currentTarget.closest("a[href]")) setOpenMobile(false);
      }}
      {...props}
    />
  );
  if (!tooltip) return button;
  // towards the content: the end side of a start sidebar, mirrored in RTL
  const towardsContent = (side === "start") === (dir === "ltr") ? "right" : "left";
  return (
    // only the collapsed rail shows the tooltip: expanded, the label is in view
    <Tooltip open={tooltipOpen && state === "collapsed" && !isMobile} onOpenChange={setTooltipOpen}>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      {/* clear of the rail: past the group's 8 px padding to its edge, then the tooltip's own 4 px gap */}
      <TooltipContent side={towardsContent} align="center" sideOffset={TOOLTIP_SIDE_OFFSET + 8}>
        {tooltip}
      </TooltipContent>
    </Tooltip>
  );
}
