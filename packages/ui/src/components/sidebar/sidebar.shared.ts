// The Sidebar's server-safe part (no "use client"): its persisted state, which a server page reads with these so
// its HTML already has the state the visitor left the sidebar in (no flash, no hydration mismatch), and the look
// of SidebarMenuButton for a server component to call.
import { cva } from "class-variance-authority";

/** The cookie SidebarProvider keeps its expanded (`true`) or collapsed (`false`) state in, for a year. */
export const SIDEBAR_COOKIE = "sidebar_state";

/** The shortcut that expands and collapses the sidebar (opens and closes it on a phone): Cmd+B on Apple, Ctrl+B elsewhere. */
export const SIDEBAR_KEYBOARD_SHORTCUT = "mod+b";

/** Below this viewport width (the kit's `md`, 768 px) the sidebar is a Sheet opened by SidebarTrigger. */
export const SIDEBAR_MOBILE_QUERY = "(width < 48rem)";

/**
 * The stored state from a request's `Cookie` header (or `document.cookie`): `true` expanded, `false`
 * collapsed, `undefined` when the visitor has none yet. On a server page, pass it as SidebarProvider's
 * `defaultOpen` (Next.js: `readSidebarCookie((await cookies()).toString())`).
 */
export function readSidebarCookie(
  cookieHeader: string | null | undefined,
  name = SIDEBAR_COOKIE,
): boolean | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(";")) {
    const at = pair.indexOf("=");
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    const value = pair.slice(at + 1).trim();
    return value === "true" ? true : value === "false" ? false : undefined;
  }
  return undefined;
}

/** The `document.cookie` assignment that stores the state (path `/`, one year, `SameSite=Lax`). */
export function sidebarCookie(open: boolean, name = SIDEBAR_COOKIE): string {
  return `${name}=${open}; path=/; max-age=${60 * 60 * 24 * 365}; SameSite=Lax`;
}

export const sidebarMenuButtonVariants = cva(
  [
    "peer/menu-button flex w-full cursor-pointer items-center gap-2 overflow-hidden rounded-md p-2 text-start text-sm text-foreground outline-none transition-[width,height,padding,background-color,color,box-shadow]",
    "hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring",
    "disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50",
    "data-[active]:bg-accent data-[active]:font-medium data-[active]:text-accent-foreground",
    "[&>span]:min-w-0 [&>span]:truncate [&>svg]:size-4 [&>svg]:shrink-0 [&>svg]:text-muted-foreground data-[active]:[&>svg]:text-accent-foreground hover:[&>svg]:text-accent-foreground",
    // the icon rail: a 32 px square, the label clipped (still its accessible name)
    "group-data-[collapsible=icon]/sidebar:size-8! group-data-[collapsible=icon]/sidebar:p-2!",
  ],
  {
    variants: {
      size: {
        sm: "h-7 text-xs",
        md: "h-8",
        lg: "h-12 group-data-[collapsible=icon]/sidebar:p-0!",
      },
    },
    defaultVariants: { size: "md" },
  },
);
