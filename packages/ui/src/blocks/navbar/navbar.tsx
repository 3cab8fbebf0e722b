"use client";

import { Slot } from "@radix-ui/react-slot";
import { MenuIcon, XIcon } from "lucide-react";
import * as React from "react";
import { cn } from "../../lib/cn.js";
import { Button, type ButtonProps } from "../../components/button/button.js";
import { Container } from "../../components/container/container.js";

type NavbarContextValue = {
  open: boolean;
  setOpen: (open: boolean) => void;
  menuId: string;
  menuRef: React.RefObject<HTMLDivElement | null>;
};

const NavbarContext = React.createContext<NavbarContextValue | null>(null);
/** Whether a part renders inside the mobile menu panel (stacked) or in the bar. */
const PlacementContext = React.createContext<"bar" | "menu">("bar");

function useNavbar(part: string): NavbarContextValue {
  const context = React.useContext(NavbarContext);
  if (!context) throw new Error(`<${part}> must be used inside <Navbar>.`);
  return context;
}

/** The breakpoint where the bar shows its links and the mobile menu closes (Tailwind `md`). */
const DESKTOP_QUERY = "(min-width: 48rem)";

export type NavbarProps = React.ComponentProps<"header"> & {
  /**
   * Whether the mobile menu is open, for a controlled navbar.
   * @default undefined
   */
  open?: boolean;
  /**
   * Whether the mobile menu is open at first, for an uncontrolled navbar.
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Called when the mobile menu opens or closes (toggle, Escape, outside tap, link, resize).
   * @default undefined
   */
  onOpenChange?: (open: boolean) => void;
  /**
   * Sticks the bar to the top of the viewport while scrolling.
   * @default true
   */
  sticky?: boolean;
  /**
   * Class names for the inner row (a Container).
   * @default undefined
   */
  containerClassName?: string;
};

/**
 * The site header bar: brand, links, actions and a mobile menu. Compose with NavbarBrand, NavbarNav,
 * NavbarLink, NavbarActions, NavbarMenuToggle and NavbarMenu.
 *
 * The mobile menu is a native popover (`popover` + `popovertarget`): it opens and closes, closes on Escape
 * and on a tap outside, returns focus to the toggle and exposes its expanded state with no script at all,
 * so server-rendered HTML works before (or without) hydration. With React it also closes when a link in
 * it is used, when the focus moves on past it (Tab after its last item) and when the window grows past the
 * `md` breakpoint (CSS hides it there before that). Its links and action buttons are 44 px touch targets.
 *
 * QA contract: `data-slot="navbar"`; `data-open` while the menu is open. The `data-*` state attributes
 * follow the menu once React runs; in HTML that has not hydrated, the platform's `:popover-open` on
 * `[data-slot=navbar-menu]` is the state.
 */
export function Navbar({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  sticky = true,
  className,
  containerClassName,
  children,
  ...props
}: NavbarProps) {
  const [uncontrolled, setUncontrolled] = React.useState(defaultOpen);
  const open = openProp ?? uncontrolled;
  const menuId = `navbar-menu-${React.useId()}`;
  const menuRef = React.useRef<HTMLDivElement | null>(null);
  const setOpen = React.useCallback(
    (next: boolean) => {
      if (next === open) return;
      if (openProp === undefined) setUncontrolled(next);
      onOpenChange?.(next);
    },
    [open, openProp, onOpenChange],
  );

  // The platform opens and closes the popover (toggle, Escape, outside tap): report it, then let the
  // effect below put the popover back in line with `open` (a controlled parent may keep its value).
  const [toggles, toggled] = React.useReducer((count: number) => count + 1, 0);
  React.useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const onToggle = (event: Event) => {
      setOpen((event as ToggleEvent).newState === "open");
      toggled();
    };
    menu.addEventListener("toggle", onToggle);
    return () => menu.removeEventListener("toggle", onToggle);
  }, [setOpen]);

  // And the other way: the state (a link, the breakpoint, a controlled `open`) opens or closes the popover.
  // On the first run a menu the visitor opened before hydration is adopted, not closed.
  const adopted = React.useRef(false);
  React.useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const shown = menu.matches(":popover-open");
    const adopt = !adopted.current && shown && !open;
    adopted.current = true;
    if (adopt) setOpen(true);
    else if (open && !shown) menu.showPopover();
    else if (!open && shown) menu.hidePopover();
  }, [open, setOpen, toggles]);

  // the panel is only for narrow screens: close it when the window grows past the breakpoint
  React.useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (desktop.matches) setOpen(false);
    };
    desktop.addEventListener("change", onChange);
    return () => desktop.removeEventListener("change", onChange);
  }, [open, setOpen]);

  const context = React.useMemo(() => ({ open, setOpen, menuId, menuRef }), [open, setOpen, menuId]);
  return (
    <NavbarContext.Provider value={context}>
      <header
        data-slot="navbar"
        data-open={open || undefined}
        className={cn(
          "group/navbar relative z-40 w-full border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75",
          sticky && "sticky top-0",
          className,
        )}
        {...props}
      >
        <Container className={cn("flex h-16 items-center gap-6", containerClassName)}>{children}</Container>
      </header>
    </NavbarContext.Provider>
  );
}

export type NavbarBrandProps = React.ComponentProps<"a"> & {
  /**
   * Renders the single child element (e.g. a router Link) instead of an `<a>`.
   * @default false
   */
  asChild?: boolean;
};

/** The logo/name link at the start of the bar. `data-slot="navbar-brand"`. */
export function NavbarBrand({ className, asChild = false, ...props }: NavbarBrandProps) {
  const Comp = asChild ? Slot : "a";
  return (
    <Comp
      data-slot="navbar-brand"
      className={cn(
        "mr-auto inline-flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring md:mr-0 [&_svg:not([class*='size-'])]:size-6",
        className,
      )}
      {...props}
    />
  );
}

export type NavbarNavProps = React.ComponentProps<"nav"> & {
  /**
   * Names the navigation landmark (pass it to translate).
   * @default "Main"
   */
  "aria-label"?: string;
};

/**
 * The list of links (`<nav><ul>`). In the bar it shows from `md` up; inside NavbarMenu it stacks.
 * Give it an `aria-label` (default "Main"). `data-slot="navbar-nav"`, `data-placement`.
 */
export function NavbarNav({
  className,
  children,
  "aria-label": ariaLabel = "Main",
  ...props
}: NavbarNavProps) {
  const placement = React.useContext(PlacementContext);
  return (
    <nav
      data-slot="navbar-nav"
      data-placement={placement}
      aria-label={ariaLabel}
      className={cn(placement === "bar" ? "hidden flex-1 md:block" : "block", className)}
      {...props}
    >
      <ul className={cn("flex", placement === "bar" ? "items-center gap-1" : "flex-col gap-1")}>
        {children}
      </ul>
    </nav>
  );
}

export type NavbarLinkProps = React.ComponentProps<"a"> & {
  /**
   * Marks the current page (`aria-current="page"`, `data-active`).
   * @default false
   */
  active?: boolean;
  /**
   * Renders the single child element (e.g. a router Link or a button) instead of an `<a>`.
   * @default false
   */
  asChild?: boolean;
};

/** One link in a NavbarNav (wrapped in an `<li>`). Closes the mobile menu when used. `data-slot="navbar-link"`. */
export function NavbarLink({
  className,
  active = false,
  asChild = false,
  onClick,
  ...props
}: NavbarLinkProps) {
  const placement = React.useContext(PlacementContext);
  const navbar = React.useContext(NavbarContext);
  const Comp = asChild ? Slot : "a";
  return (
    <li className="list-none">
      <Comp
        data-slot="navbar-link"
        data-active={active || undefined}
        aria-current={active ? "page" : undefined}
        onClick={(event: React.MouseEvent<HTMLAnchorElement>) => {
          onClick?.(event);
          if (placement === "menu") navbar?.setOpen(false);
        }}
        className={cn(
          "inline-flex items-center rounded-md text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring data-active:text-foreground",
          placement === "bar" ? "h-9 px-3" : "min-h-11 w-full px-3 text-base hover:bg-accent",
          className,
        )}
        {...props}
      />
    </li>
  );
}

export type NavbarActionsProps = React.ComponentProps<"div"> & {
  /**
   * In the bar, hidden below `md` (the menu usually repeats the actions).
   * @default true
   */
  collapse?: boolean;
};

/** Buttons at the end of the bar (sign in, trial...). `data-slot="navbar-actions"`, `data-placement`. */
export function NavbarActions({ className, collapse = true, ...props }: NavbarActionsProps) {
  const placement = React.useContext(PlacementContext);
  return (
    <div
      data-slot="navbar-actions"
      data-placement={placement}
      className={cn(
        "items-center gap-2",
        placement === "menu"
          ? // touch-sized as the menu's links (44 px)
            "flex flex-col items-stretch pt-2 [&>*]:w-full [&_[data-slot=button]]:min-h-11"
          : collapse
            ? "hidden md:flex"
            : "flex",
        className,
      )}
      {...props}
    />
  );
}

export type NavbarMenuToggleProps = Omit<ButtonProps, "children"> & {
  /**
   * The Button's look (see Button).
   * @default "ghost"
   */
  variant?: ButtonProps["variant"];
  /**
   * The Button's size (see Button).
   * @default "icon" (a 40 px square)
   */
  size?: ButtonProps["size"];
  /**
   * Accessible name while the menu is closed.
   * @default "Open menu"
   */
  openLabel?: string;
  /**
   * Accessible name while the menu is open.
   * @default "Close menu"
   */
  closeLabel?: string;
};

/**
 * The mobile menu button (hidden from `md` up): the popover's invoker (`popovertarget`), so it works with
 * no script; the platform gives it its expanded state and returns focus to it. Its name and icon follow
 * the menu in CSS. `data-slot="navbar-menu-toggle"`, `data-state="open|closed"`.
 */
export function NavbarMenuToggle({
  className,
  openLabel = "Open menu",
  closeLabel = "Close menu",
  ...props
}: NavbarMenuToggleProps) {
  const { open, menuId } = useNavbar("NavbarMenuToggle");
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      data-slot="navbar-menu-toggle"
      data-state={open ? "open" : "closed"}
      popoverTarget={menuId}
      aria-controls={menuId}
      className={cn("-mr-2 md:hidden", className)}
      {...props}
    >
      {/* CSS alone follows the menu (the header :has() an open popover), so this works before hydration;
          text hidden with display: none takes no part in the name, so the name is the visible state's */}
      <span className="sr-only group-has-[[data-slot=navbar-menu]:popover-open]/navbar:hidden">
        {openLabel}
      </span>
      <span className="sr-only hidden group-has-[[data-slot=navbar-menu]:popover-open]/navbar:inline">
        {closeLabel}
      </span>
      <MenuIcon
        className="size-5 group-has-[[data-slot=navbar-menu]:popover-open]/navbar:hidden"
        aria-hidden="true"
      />
      <XIcon
        className="hidden size-5 group-has-[[data-slot=navbar-menu]:popover-open]/navbar:block"
        aria-hidden="true"
      />
    </Button>
  );
}

export type NavbarMenuProps = React.ComponentProps<"div">;

/**
 * The mobile menu panel under the bar (a `popover="auto"` in the top layer); put a NavbarNav (and
 * NavbarActions) inside. Always rendered, shown by the platform; with React it also closes when the focus
 * moves on past it. `data-slot="navbar-menu"`, `data-state`.
 */
export function NavbarMenu({ className, children, ref, onBlur, ...props }: NavbarMenuProps) {
  const { open, setOpen, menuId, menuRef } = useNavbar("NavbarMenu");
  const setRef = React.useCallback(
    (node: HTMLDivElement | null) => {
      menuRef.current = node;
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    },
    [menuRef, ref],
  );
  return (
    <div
      ref={setRef}
      id={menuId}
      popover="auto"
      data-slot="navbar-menu"
      data-state={open ? "open" : "closed"}
      onBlur={(event) => {
        onBlur?.(event);
        // a popover is not modal: Tab past its last item goes on into the page under the panel, where the
        // focused element would be hidden (WCAG 2.4.11); close it then, as a disclosure does (not when the
        // focus goes to the toggle, which closes it itself, nor when it goes nowhere: a tap outside does)
        const next = event.relatedTarget;
        if (!next || event.currentTarget.contains(next)) return;
        if (next.getAttribute("popovertarget") === menuId) return;
        setOpen(false);
      }}
      className={cn(
        // the top layer ignores the header's box: sit right under the bar (h-16 + its 1px border)
        "fixed inset-x-0 top-[calc(4rem+1px)] bottom-auto h-auto max-h-[calc(100dvh-4rem-1px)] w-full overflow-y-auto border-b border-border bg-background px-4 pt-2 pb-6 text-foreground shadow-lg motion-safe:animate-slide-down sm:px-6 md:hidden",
        className,
      )}
      {...props}
    >
      <PlacementContext.Provider value="menu">{children}</PlacementContext.Provider>
    </div>
  );
}
