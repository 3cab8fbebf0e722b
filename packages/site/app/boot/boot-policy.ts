// When a prerendered page loads React, by its `<body data-boot-policy>`:
//   "load"        — once the page has loaded and painted (the not-found page logs from React).
//   "interaction" — a page with a form: when the visitor starts on it (focus, touch or key in <main>),
//                   and for everything "on-demand" boots for.
//   "on-demand"   — plain content: only for what HTML cannot do — a stored session (the header shows the
//                   e-mail and Sign Out), an auth redirect to consume, a toast the previous page left
//                   ('Welcome back!' after a sign-in), or another tab signing in.
// What boots is the page's islands (app/lib/islands), never the whole page.
import { hasStoredSession } from "../lib/auth/storage-key";
import { readAuthCallback } from "../lib/auth/url-callback";
import { BOOT_POLICY_ATTRIBUTE, type BootPolicy, HYDRATED_EVENT, NEXT_PAGE_TOAST_KEY } from "./contract";

export function pagePolicy(): BootPolicy {
  const value = document.body.getAttribute(BOOT_POLICY_ATTRIBUTE);
  return value === "interaction" || value === "on-demand" ? value : "load";
}

/** Calls `boot` when the page's policy says React is needed; returns a function that stops watching. */
export function watchBootTriggers(policy: BootPolicy, storageKey: string, boot: () => void): () => void {
  if (policy === "load") {
    // after the first frame, so the framework never competes with what the visitor sees first
    const afterPaint = () => requestAnimationFrame(() => setTimeout(boot, 0));
    if (document.readyState === "complete") afterPaint();
    else window.addEventListener("load", afterPaint, { once: true });
    return () => window.removeEventListener("load", afterPaint);
  }
  const stops: (() => void)[] = [];
  const listen = (target: EventTarget, type: string, handler: (event: Event) => void) => {
    target.addEventListener(type, handler);
    stops.push(() => target.removeEventListener(type, handler));
  };
  // storage is read in a task of its own, not the parser's: the first read is a round trip to the browser process
  const check = setTimeout(() => {
    if (
      hasStoredSession(storageKey) ||
      readAuthCallback(window.location.href).kind !== "none" ||
      hasNextPageToast()
    )
      boot();
  }, 0);
  stops.push(() => clearTimeout(check));
  listen(window, "storage", (event) => {
    const { key, newValue } = event as StorageEvent;
    if (key === storageKey && newValue) boot();
  });
  if (policy === "interaction") {
    const main = document.querySelector("main");
    const onStart = (event: Event) => {
      if (event.target instanceof Node && main?.contains(event.target)) boot();
    };
    for (const type of ["focusin", "pointerdown", "keydown"]) listen(document, type, onStart);
  }
  return () => {
    for (const stop of stops) stop();
  };
}

function hasNextPageToast(): boolean {
  try {
    return window.sessionStorage.getItem(NEXT_PAGE_TOAST_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Puts the islands' boot block (module preloads and the entry's module script, which scripts/boot.ts put in
 * the template in place of React Router's) into the page; cloned scripts run when inserted.
 */
export function runBootBlock(template: HTMLTemplateElement): HTMLScriptElement[] {
  const content = document.importNode(template.content, true);
  template.remove();
  const modules = [...content.querySelectorAll<HTMLScriptElement>("script[type=module]")];
  document.head.append(...content.querySelectorAll("link[rel=modulepreload]"));
  document.body.append(content);
  return modules;
}

/**
 * How long a started boot may take before the page gives up on React: long enough for a slow phone on a
 * slow network to fetch the app's modules, short enough that a visitor who pressed Send is not left waiting.
 */
export const BOOT_TIMEOUT_MS = 10_000;

/**
 * Calls `onFailure` once if React does not hydrate after the boot block ran: one of its modules failed to
 * load (a static import fails the module script; the entry's dynamic import rejects with a TypeError nobody
 * handles), or nothing hydrated within BOOT_TIMEOUT_MS (a request that hangs).
 */
export function watchBootFailure(modules: HTMLScriptElement[], onFailure: () => void): void {
  let settled = false;
  const fail = () => {
    if (settled) return;
    settled = true;
    onFailure();
  };
  window.addEventListener(HYDRATED_EVENT, () => (settled = true), { once: true });
  setTimeout(fail, BOOT_TIMEOUT_MS);
  for (const script of modules) script.addEventListener("error", fail);
  // "Failed to fetch dynamically imported module", "Importing a module script failed", ...
  window.addEventListener("unhandledrejection", (event) => {
    if (event.reason instanceof TypeError && /import/i.test(event.reason.message)) fail();
  });
}
