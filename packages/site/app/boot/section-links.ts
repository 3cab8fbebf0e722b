// The header's links to landing-page sections (Features, Pricing) before React is there: on '/' they scroll
// to the section; from another page they load '/' and scroll scrollDelayMs after it is there (the spec's
// navigate-then-scroll, across a page load). The header is prerendered HTML, never hydrated: this is all there is.
import { isPlainClick, scrollToSection } from "../lib/nav/scroll";

export interface SectionLinkOptions {
  /** spec: after navigating to '/', scroll to the section this many ms later */
  scrollDelayMs: number;
  /** sessionStorage key that carries a section across the page load */
  pendingScrollKey: string;
}

/** Follows section links in the header. */
export function followSectionLinks({ scrollDelayMs, pendingScrollKey }: SectionLinkOptions): void {
  const onLanding = window.location.pathname === "/";
  // storage is read in a task of its own, not the parser's: the first read is a round trip to the browser process
  if (onLanding)
    setTimeout(() => {
      let pending: string | null = null;
      try {
        pending = window.sessionStorage.getItem(pendingScrollKey);
        window.sessionStorage.removeItem(pendingScrollKey);
      } catch {
        // storage blocked: nothing pending
      }
      if (pending) {
        const id = pending;
        setTimeout(() => scrollToSection(id), scrollDelayMs);
      }
    }, 0);

  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    const href = link?.getAttribute("href");
    if (!link || !href?.startsWith("/#") || !link.closest("header") || !isPlainClick(event)) return;
    event.preventDefault();
    // a link followed from a popover (the mobile menu) closes it, as a page load would
    link.closest<HTMLElement>(":popover-open")?.hidePopover();
    const id = href.slice(2);
    if (onLanding) {
      scrollToSection(id);
      return;
    }
    try {
      window.sessionStorage.setItem(pendingScrollKey, id);
    } catch {
      window.location.assign(href); // storage blocked: the fragment does the scrolling
      return;
    }
    window.location.assign("/");
  };
  document.addEventListener("click", onClick);
}
