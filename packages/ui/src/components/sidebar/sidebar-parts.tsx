// The Sidebar's presentational parts. No "use client": they read the sidebar's state from its data-*
// attributes in CSS (`group-data-[collapsible=icon]/sidebar:`), so a server component can render them.
import { Slot } from "@radix-ui/react-slot";
import type * as React from "react";
import { cn } from "../../lib/cn.js";

export type SidebarInsetProps = React.ComponentProps<"main">;

/**
 * The page beside the sidebar: the app's `<main>` (a header with SidebarTrigger, then the content). With
 * `variant="inset"` it is a raised, rounded panel. QA contract: `data-slot="sidebar-inset"`.
 */
export function SidebarInset({ className, ...props }: SidebarInsetProps) {
  return (
    <main
      data-slot="sidebar-inset"
      className={cn(
        "relative flex w-full min-w-0 flex-1 flex-col bg-background",
        "md:peer-data-[variant=inset]:m-2 md:peer-data-[variant=inset]:rounded-xl md:peer-data-[variant=inset]:shadow-sm",
        "md:peer-data-[variant=inset]:peer-data-[side=start]:ms-0 md:peer-data-[variant=inset]:peer-data-[side=end]:me-0",
        className,
      )}
      {...props}
    />
  );
}

export type SidebarHeaderProps = React.ComponentProps<"div">;

/** The top of the sidebar: the brand or a workspace switcher. `data-slot="sidebar-header"`. */
export function SidebarHeader({ className, ...props }: SidebarHeaderProps) {
  return <div data-slot="sidebar-header" className={cn("flex flex-col gap-2 p-2", className)} {...props} />;
}

export type SidebarFooterProps = React.ComponentProps<"div">;

/** The bottom of the sidebar, always in view: the account, help, a version. `data-slot="sidebar-footer"`. */
export function SidebarFooter({ className, ...props }: SidebarFooterProps) {
  return <div data-slot="sidebar-footer" className={cn("flex flex-col gap-2 p-2", className)} {...props} />;
}

export type SidebarSeparatorProps = React.ComponentProps<"div">;

/** A rule between sidebar sections (decorative). `data-slot="sidebar-separator"`. */
export function SidebarSeparator({ className, ...props }: SidebarSeparatorProps) {
  return (
    <div
      data-slot="sidebar-separator"
      role="none"
      className={cn("mx-2 h-px w-auto shrink-0 bg-border", className)}
      {...props}
    />
  );
}

export type SidebarContentProps = React.ComponentProps<"div">;

/**
 * The middle of the sidebar, between header and footer: its groups, scrolling when they are taller than the
 * screen. `data-slot="sidebar-content"`.
 */
export function SidebarContent({ className, ...props }: SidebarContentProps) {
  return (
    <div
      data-slot="sidebar-content"
      className={cn(
        "flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto overflow-x-hidden group-data-[collapsible=icon]/sidebar:overflow-hidden",
        className,
      )}
      {...props}
    />
  );
}

export type SidebarGroupProps = React.ComponentProps<"div">;

/** A section of the sidebar: a SidebarGroupLabel and its SidebarGroupContent. `data-slot="sidebar-group"`. */
export function SidebarGroup({ className, ...props }: SidebarGroupProps) {
  return (
    <div
      data-slot="sidebar-group"
      className={cn("relative flex w-full min-w-0 flex-col p-2", className)}
      {...props}
    />
  );
}

export type SidebarGroupLabelProps = React.ComponentProps<"div"> & {
  /**
   * Renders the single child element instead of a `<div>` (a heading: `<h2>`).
   * @default false
   */
  asChild?: boolean;
};

/**
 * A group's caption ("Workspace", "Admin"); in the icon rail it fades out and gives its room back.
 * `data-slot="sidebar-group-label"`.
 */
export function SidebarGroupLabel({ className, asChild = false, ...props }: SidebarGroupLabelProps) {
  const Comp = asChild ? Slot : "div";
  return (
    <Comp
      data-slot="sidebar-group-label"
      className={cn(
        "flex h-8 shrink-0 items-center rounded-md px-2 text-xs font-medium text-muted-foreground transition-[margin,opacity] ease-standard [&>svg]:size-4 [&>svg]:shrink-0",
        "group-data-[collapsible=icon]/sidebar:-mt-8 group-data-[collapsible=icon]/sidebar:opacity-0",
        className,
      )}
      {...props}
    />
  );
}

export type SidebarGroupContentProps = React.ComponentProps<"div">;

/** What a group holds: a SidebarMenu, or anything else. `data-slot="sidebar-group-content"`. */
export function SidebarGroupContent({ className, ...props }: SidebarGroupContentProps) {
  return <div data-slot="sidebar-group-content" className={cn("w-full text-sm", className)} {...props} />;
}

export type SidebarMenuProps = React.ComponentProps<"ul">;

/** A list of SidebarMenuItems (`<ul>`: screen readers say how many). `data-slot="sidebar-menu"`. */
export function SidebarMenu({ className, ...props }: SidebarMenuProps) {
  return (
    <ul data-slot="sidebar-menu" className={cn("flex w-full min-w-0 flex-col gap-1", className)} {...props} />
  );
}

export type SidebarMenuItemProps = React.ComponentProps<"li">;

/** One entry (`<li>`) holding a SidebarMenuButton. `data-slot="sidebar-menu-item"`. */
export function SidebarMenuItem({ className, ...props }: SidebarMenuItemProps) {
  return (
    <li data-slot="sidebar-menu-item" className={cn("group/menu-item relative", className)} {...props} />
  );
}

export type SidebarMenuBadgeProps = React.ComponentProps<"span">;

/**
 * A count at the end of a SidebarMenuButton (put it inside, after the label: it is then part of the link's
 * name, e.g. "Audits 3"); hidden in the icon rail. `data-slot="sidebar-menu-badge"`.
 */
export function SidebarMenuBadge({ className, ...props }: SidebarMenuBadgeProps) {
  return (
    <span
      data-slot="sidebar-menu-badge"
      className={cn(
        "ms-auto flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-muted px-1.5 text-xs font-medium text-muted-foreground tabular-nums",
        "group-data-[collapsible=icon]/sidebar:hidden",
        className,
      )}
      {...props}
    />
  );
}
