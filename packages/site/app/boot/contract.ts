// Names shared by the app, the boot script (enhance.ts and its parts) and the build step (scripts/boot.ts).

/**
 * `<body data-boot-policy>`: when the page loads React (see boot-policy.ts) — a policy, set by each route's
 * `handle.boot`. Not the state: `<html data-hydrated>` says React has hydrated the page.
 */
export type BootPolicy = "load" | "interaction" | "on-demand";

/** The `<body>` attribute that carries the page's BootPolicy. */
export const BOOT_POLICY_ATTRIBUTE = "data-boot-policy";

/** id of the <template> that holds React Router's boot block until the boot script runs it */
export const BOOT_TEMPLATE_ID = "app-boot";

/** Dispatched on window (and `<html data-hydrated>` set) once React has hydrated the page. */
export const HYDRATED_EVENT = "orbitag:hydrated";

/** Set on `<html>` when a started boot gave up (a module failed to load, or no hydration in time). */
export const BOOT_FAILED_ATTRIBUTE = "data-boot-failed";

/** `<html data-fonts>`: the page is set in Inter (its file is cached); without it, in the metric-matched fallback. */
export const FONTS_READY_ATTRIBUTE = "data-fonts";

/** The font gate's attribute that names the current Inter file (app/boot/fonts.ts). */
export const FONT_GATE_ATTRIBUTE = "data-font";

/** localStorage key: the URL of the Inter file this browser has cached. */
export const FONT_CACHE_KEY = "orbitag-font";

/** Where the web app manifest is served (app/routes.ts); linked by the boot script once the page has loaded. */
export const MANIFEST_HREF = "/site.webmanifest";

/** Set on `<html>` when a form page has fetched its boot modules into the cache (app/boot/after-load.ts). */
export const BOOT_PREFETCHED_ATTRIBUTE = "data-boot-prefetched";

/**
 * sessionStorage key: a toast to show on the next page (app/lib/islands/toasts.tsx), e.g. 'Welcome back!' after a
 * sign-in that goes on to '/'. A page with one boots on load, whatever its policy.
 */
export const NEXT_PAGE_TOAST_KEY = "orbitag-next-page-toast";
