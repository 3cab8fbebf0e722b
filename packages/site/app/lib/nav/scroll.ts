// Landing-page sections: their links (the header's and the footer's, `/#<id>`, which do the job without
// JavaScript too) and the scrolling the boot script does for the header's (app/boot/section-links.ts).

export function sectionHref(sectionId: string): string {
  return `/#${sectionId}`;
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

export function scrollToSection(sectionId: string): boolean {
  const target = document.getElementById(sectionId);
  if (!target) return false;
  // sections the kit renders lazily stand at estimated heights until they are near the viewport: render
  // them now, so the target's place is exact and a smooth scroll does not land short as they grow on the way
  for (const section of document.querySelectorAll<HTMLElement>("[data-lazy-render]"))
    section.style.contentVisibility = "visible";
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  return true;
}

/** A plain primary click nothing has handled yet: the page may take it; modified clicks (new tab...) stay the browser's. */
export function isPlainClick(event: {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
