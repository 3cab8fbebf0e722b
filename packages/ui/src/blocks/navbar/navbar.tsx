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
  toggleRef: React.RefObject<HTMLButtonElement | null>;
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
  /** Controlled open state of the mobile menu. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the mobile menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Sticks the bar to the top of the viewport while scrolling (default true). */
  sticky?: boolean;
  /** Class names for the inner row (a Container). */
  containerClassName?: string;
};

/**
 * The site header bar: brand, links, actions and a mobile menu. Compose with NavbarBrand, NavbarNav,
 * NavbarLink, NavbarActions, NavbarMenuToggle and NavbarMenu. Escape or a link click closes the menu.
 * QA contract: `data-slot="navbar"`, `data-open`.
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
  const toggleRef = React.useRef<HTMLButtonElement | null>(null);
  const setOpen = React.useCallback(
    (next: boolean) => {
      if (openProp === undefined) setUncontrolled(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );

  React.useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    // the panel is only for narrow screens: close it when the window grows past the breakpoint
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onResize = () => {
      if (desktop.matches) setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    desktop.addEventListener("change", onResize);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      desktop.removeEventListener("change", onResize);
    };
  }, [open, setOpen]);

  const context = React.useMemo(() => ({ open, setOpen, menuId, toggleRef }), [open, setOpen, menuId]);
  return (
    <NavbarContext.Provider value={context}>
      <header
        data-slot="navbar"
        data-open={open || undefined}
        className={cn(
          "relative z-40 w-full border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75",
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
  /** Renders the single child element (e.g. a router Link) instead of an `<a>`. */
  asChild?: boolean;
};

/** The logo/name link at the start of the bar. `data-slot="navbar-brand"`. */
export function NavbarBrand({ className, asChild = false, ...props }: NavbarBrandProps) {
  const Comp = asChild ? Slot : "a";
  return (
    <Comp
      data-slot="navbar-brand"
      className={cn(
        "mr-auto inline-flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight text-foreground outline-none focus-visible:ring-3 focus-visible:ring-ring/50 md:mr-0 [&_svg:not([class*='size-'])]:size-6",
        className,
      )}
      {...props}
    />
  );
}

export type NavbarNavProps = React.ComponentProps<"nav">;

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
  /** Marks the current page (`aria-current="page"`, `data-active`). */
  active?: boolean;
  /** Renders the single child element (e.g. a router Link or a button) instead of an `<a>`. */
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
          "inline-flex items-center rounded-md text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/50 data-active:text-foreground",
          placement === "bar" ? "h-9 px-3" : "min-h-11 w-full px-3 text-base hover:bg-accent",
          className,
        )}
        {...props}
      />
    </li>
  );
}

export type NavbarActionsProps = React.ComponentProps<"div"> & {
  /** In the bar, hide below `md` (the menu usually repeats them); default true. */
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
          ? "flex flex-col items-stretch pt-2 [&>*]:w-full"
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
  /** Accessible name while closed (default "Open menu"). */
  openLabel?: string;
  /** Accessible name while open (default "Close menu"). */
  closeLabel?: string;
};

/**
 * The mobile menu button (hidden from `md` up): `aria-expanded`, `aria-controls`; focus returns here on Escape.
 * `data-slot="navbar-menu-toggle"`, `data-state="open|closed"`.
 */
export function NavbarMenuToggle({
  className,
  openLabel = "Open menu",
  closeLabel = "Close menu",
  onClick,
  ...props
}: NavbarMenuToggleProps) {
  const { open, setOpen, menuId, toggleRef } = useNavbar("NavbarMenuToggle");
  return (
    <Button
      ref={toggleRef}
      type="button"
      variant="ghost"
      size="icon"
      data-slot="navbar-menu-toggle"
      data-state={open ? "open" : "closed"}
      aria-expanded={open}
      aria-controls={menuId}
      aria-label={open ? closeLabel : openLabel}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(!open);
      }}
      className={cn("group/navbar-toggle -mr-2 md:hidden", className)}
      {...props}
    >
      {/* both icons, switched by data-state: the toggle also works when only its attributes change (before hydration) */}
      <MenuIcon className="size-5 group-data-[state=open]/navbar-toggle:hidden" aria-hidden="true" />
      <XIcon className="hidden size-5 group-data-[state=open]/navbar-toggle:block" aria-hidden="true" />
    </Button>
  );
}

export type NavbarMenuProps = React.ComponentProps<"div">;

/**
 * The mobile menu panel under the bar; put a NavbarNav (and NavbarActions) inside. Rendered only while open.
 * `data-slot="navbar-menu"`, `data-state`.
 */
export function NavbarMenu({ className, children, ...props }: NavbarMenuProps) {
  const { open, menuId } = useNavbar("NavbarMenu");
  return (
    <div
      id={menuId}
      data-slot="navbar-menu"
      data-state={open ? "open" : "closed"}
      hidden={!open}
      className={cn(
        "absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-background px-4 pt-2 pb-6 shadow-lg motion-safe:animate-slide-down sm:px-6 md:hidden",
        className,
      )}
      {...props}
    >
      <PlacementContext.Provider value="menu">{children}</PlacementContext.Provider>
    </div>
  );
}
