// The only script a prerendered page runs on its own. It decides when React (and React Router) load, and
// until then gives the header its behaviour with a few event listeners, so an anonymous visitor of the
// landing page downloads no framework at all.
//
// scripts/postbuild.ts moves React Router's boot block (module preloads, context and module scripts) into
// <template id="app-boot"> and inlines this file, compiled, after it. boot() puts the block back exactly
// where the server rendered it, so hydration sees the DOM it expects.
//
// <body data-hydrate>:
//   "load"        — boot once the page has loaded and painted (the not-found page logs from React).
//   "interaction" — a page with a form: boot when the visitor starts on it (focus, touch, key), plus
//                   everything "on-demand" boots for. Presses and submissions made before React is there
//                   are held and replayed; the forms are uncontrolled, so typed text is never lost.
//   "on-demand"   — plain content: boot only for what HTML cannot do — a stored session (the header shows
//                   the e-mail and Sign Out), an auth redirect to consume, or another tab signing in.
// The header contract used here is the kit's documented QA contract (data-slot, data-state, aria-*).
import { hasStoredSession } from "../lib/auth/storage-key";
import { BOOT_TEMPLATE_ID, HYDRATED_EVENT, type Hydrate } from "./contract";
import { readAuthCallback } from "../lib/auth/url-callback";
import { scrollToSection } from "../lib/nav/scroll";

export interface EnhanceOptions {
  /** localStorage key of the supabase-js session */
  storageKey: string;
  /** spec: after navigating to '/', scroll to the section this many ms later */
  scrollDelayMs: number;
  /** sessionStorage key that carries a section across the page load */
  pendingScrollKey: string;
  /** accessible names of the menu toggle (the kit's NavbarMenuToggle labels) */
  menuLabels: { open: string; close: string };
}

const DESKTOP_QUERY = "(min-width: 48rem)";

export function enhance(options: EnhanceOptions): void {
  const self = document.currentScript;
  const template = document.getElementById(BOOT_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  const cleanups: (() => void)[] = [];
  const listen = <K extends keyof WindowEventMap>(
    target: Window | Document | MediaQueryList,
    type: K | "change",
    handler: (event: WindowEventMap[K]) => void,
  ) => {
    target.addEventListener(type, handler as EventListener);
    cleanups.push(() => target.removeEventListener(type, handler as EventListener));
  };

  const header = document.querySelector<HTMLElement>("header[data-slot=navbar]");
  const toggle = header?.querySelector<HTMLButtonElement>("[data-slot=navbar-menu-toggle]");
  const menuId = toggle?.getAttribute("aria-controls");
  const menu = menuId ? document.getElementById(menuId) : null;

  function setMenu(open: boolean): void {
    if (!header || !toggle || !menu) return;
    if (open) header.setAttribute("data-open", "true");
    else header.removeAttribute("data-open");
    toggle.setAttribute("aria-expanded", String(open));
    toggle.setAttribute("aria-label", open ? options.menuLabels.close : options.menuLabels.open);
    toggle.dataset.state = menu.dataset.state = open ? "open" : "closed";
    menu.hidden = !open;
  }
  const menuOpen = () => toggle?.getAttribute("aria-expanded") === "true";

  let booted = false;
  let holding = false;
  function boot(): void {
    if (!holding) {
      holding = true;
      holdInteractions(boot);
    }
    if (booted) return;
    booted = true;
    for (const cleanup of cleanups) cleanup();
    // React hydrates the markup as the server rendered it: menu closed
    setMenu(false);
    const content = document.importNode((template as HTMLTemplateElement).content, true);
    (template as HTMLTemplateElement).remove();
    self?.remove();
    document.head.append(...content.querySelectorAll("link[rel=modulepreload]"));
    document.body.append(content); // cloned scripts run when inserted
  }

  // Header links to landing-page sections: on '/', scroll there; elsewhere load '/' and scroll
  // scrollDelayMs after it is there (the spec's navigate-then-scroll, across a page load).
  const onLanding = window.location.pathname === "/";
  // Storage is read in tasks of their own, not in the parser's: the first read of a storage area is a
  // synchronous round trip to the browser process.
  if (onLanding)
    setTimeout(() => {
      let pending: string | null = null;
      try {
        pending = window.sessionStorage.getItem(options.pendingScrollKey);
        window.sessionStorage.removeItem(options.pendingScrollKey);
      } catch {
        // storage blocked: nothing pending
      }
      if (pending) {
        const id = pending;
        setTimeout(() => scrollToSection(id), options.scrollDelayMs);
      }
    }, 0);

  const mode = document.body.dataset.hydrate as Hydrate | undefined;
  if (mode !== "on-demand" && mode !== "interaction") {
    holding = true;
    holdInteractions(boot);
    // after the first frame, so the framework never competes with what the visitor sees first
    const afterPaint = () => requestAnimationFrame(() => setTimeout(boot, 0));
    if (document.readyState === "complete") afterPaint();
    else window.addEventListener("load", afterPaint, { once: true });
    return;
  }
  setTimeout(() => {
    if (hasStoredSession(options.storageKey) || readAuthCallback(window.location.href).kind !== "none")
      boot();
  }, 0);
  listen(window, "storage", (event: StorageEvent) => {
    if (event.key === options.storageKey && event.newValue) boot();
  });
  if (mode === "interaction") {
    const main = document.querySelector("main");
    const onStart = (event: Event) => {
      if (event.target instanceof Node && main?.contains(event.target)) boot();
    };
    for (const type of ["focusin", "pointerdown", "keydown"] as const) listen(document, type, onStart);
  }

  if (toggle && menu) {
    listen(document, "click", (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest("[data-slot=navbar-menu-toggle]") === toggle) setMenu(!menuOpen());
      else if (target?.closest("a") && menu.contains(target)) setMenu(false);
    });
    listen(document, "keydown", (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !menuOpen()) return;
      setMenu(false);
      toggle.focus();
    });
    const desktop = window.matchMedia(DESKTOP_QUERY);
    listen(desktop, "change", () => {
      if (desktop.matches) setMenu(false);
    });
  }

  listen(document, "click", (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    const href = link?.getAttribute("href");
    if (!link || !href?.startsWith("/#") || !header?.contains(link)) return;
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    const id = href.slice(2);
    if (onLanding) {
      scrollToSection(id);
      return;
    }
    try {
      window.sessionStorage.setItem(options.pendingScrollKey, id);
    } catch {
      window.location.assign(href); // storage blocked: the fragment does the scrolling
      return;
    }
    window.location.assign("/");
  });
}

/**
 * Until React has hydrated, a press on a button or a form submission would do nothing (or submit the
 * form natively): hold them, start the boot, and replay them in order once React is there. Listeners sit
 * on window, after React's own on the document, so nothing React already handled is held.
 */
function holdInteractions(boot: () => void): void {
  const held: (() => void)[] = [];
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button || event.defaultPrevented || button.disabled) return;
    event.preventDefault();
    held.push(() => button.click());
    boot();
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
    event.preventDefault();
    const submitter = event.submitter;
    held.push(() => form.requestSubmit(submitter));
    boot();
  };
  window.addEventListener("click", onClick);
  window.addEventListener("submit", onSubmit);
  window.addEventListener(
    HYDRATED_EVENT,
    () => {
      window.removeEventListener("click", onClick);
      window.removeEventListener("submit", onSubmit);
      for (const replay of held) replay();
    },
    { once: true },
  );
}
