// The only script a prerendered page runs on its own (inlined by scripts/postbuild.ts, after the
// <template id="app-boot"> that holds the boot block of the page's islands). It does what no platform feature
// does and no island is for, so an anonymous visitor of a marketing page downloads no framework at all:
//   - boot-policy.ts:        when to run the boot block (the page's <body data-boot-policy>);
//   - held-interactions.ts:  presses and submissions made before React is there, held and replayed once;
//   - section-links.ts:      the header's Features / Pricing links (scrolling, navigate-then-scroll), always:
//                            the header is HTML, not an island;
//   - after-load.ts, fonts.ts: once loaded and idle, the web app manifest and Inter for the next page.
//   - menu-focus.ts:         the header's mobile menu (a native popover) closes as the focus leaves it.
import { afterLoad, linkManifest, prefetchModules } from "./after-load";
import { pagePolicy, runBootBlock, watchBootFailure, watchBootTriggers } from "./boot-policy";
import { BOOT_FAILED_ATTRIBUTE, BOOT_PREFETCHED_ATTRIBUTE, BOOT_TEMPLATE_ID } from "./contract";
import { cacheFontForNextPage } from "./fonts";
import { type HeldInteractions, holdInteractions } from "./held-interactions";
import { closeMenuOnFocusOut } from "./menu-focus";
import { followSectionLinks, type SectionLinkOptions } from "./section-links";

export interface EnhanceOptions extends SectionLinkOptions {
  /** localStorage key of the supabase-js session */
  storageKey: string;
  /** URL of the web app manifest, linked once the page has loaded */
  manifestHref: string;
}

export function enhance(options: EnhanceOptions): void {
  const script = document.currentScript;
  afterLoad(() => {
    linkManifest(options.manifestHref);
    cacheFontForNextPage();
  });
  followSectionLinks(options);
  closeMenuOnFocusOut();
  const template = document.getElementById(BOOT_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;

  const policy = pagePolicy();
  let held: HeldInteractions | null = null;
  let booted = false;
  const stopWatching = watchBootTriggers(policy, options.storageKey, boot);
  // a page that boots anyway holds from the start; the others from the moment something boots them
  if (policy === "load") hold();
  // a page with a form: React should answer the first focus at once, so its modules come while the visitor reads
  if (policy === "interaction")
    afterLoad(() => {
      if (!booted) prefetchModules(template as HTMLTemplateElement, BOOT_PREFETCHED_ATTRIBUTE);
    });

  function hold(): void {
    held ??= holdInteractions(boot);
  }

  function boot(): void {
    hold();
    if (booted) return;
    booted = true;
    stopWatching();
    script?.remove();
    const modules = runBootBlock(template as HTMLTemplateElement);
    // React is not coming: held forms post as they do without script, and QA can see why
    watchBootFailure(modules, () => {
      document.documentElement.setAttribute(BOOT_FAILED_ATTRIBUTE, "");
      held?.fallBack();
    });
  }
}
