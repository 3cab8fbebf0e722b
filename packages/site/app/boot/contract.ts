// Names shared by the app, the boot script (enhance.ts) and the build step (scripts/boot.ts).

/** `<body data-hydrate>`: when the page loads React (see enhance.ts). */
export type Hydrate = "load" | "interaction" | "on-demand";

/** id of the <template> that holds React Router's boot block until enhance.ts runs it */
export const BOOT_TEMPLATE_ID = "app-boot";

/** Dispatched on window (and `<html data-hydrated>` set) once React has hydrated the page. */
export const HYDRATED_EVENT = "orbitag:hydrated";
