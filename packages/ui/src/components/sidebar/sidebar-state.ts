// The Sidebar's persisted state and sizes. No "use client": a server page reads the cookie with these, so its
// HTML already has the state the visitor left the sidebar in (no flash, no hydration mismatch).

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
