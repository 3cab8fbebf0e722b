// Inter without a repaint (README, Fonts). The page sets its text in Inter ("Inter Core", font-display:
// optional) only when the font file is in the visitor's cache; until then in a local font sized to Inter's
// metrics (scripts/fonts.ts). So the first paint is the final one: no font swaps in later, and a first
// visit's first paint waits for no font request (the subset is 21 kB: on a slow phone network it would
// push the largest paint back by a third of a second).
//   - FONT_GATE_SCRIPT (font-gate.ts), inline in <head> before the stylesheet (app/root.tsx): sets
//     <html data-fonts> when this browser has cached the current font file, so the stack starts with Inter Core;
//   - cacheFontForNextPage (the boot script, once the page has loaded): fetches the file into the HTTP
//     cache and remembers it, so the next page opens in Inter.
import { FONT_CACHE_KEY, FONT_GATE_ATTRIBUTE, FONTS_READY_ATTRIBUTE } from "./contract";

/** font-family of the subset (scripts/fonts.ts CORE_FAMILY) */
const CORE_FAMILY = "Inter Core";

/**
 * When the page was set in the fallback: load Inter Core (no element uses it on this page, so nothing is
 * repainted) and, once the file is cached, remember its URL for the next page's gate.
 */
export function cacheFontForNextPage(): void {
  if (document.documentElement.hasAttribute(FONTS_READY_ATTRIBUTE)) return;
  const url = document.querySelector(`script[${FONT_GATE_ATTRIBUTE}]`)?.getAttribute(FONT_GATE_ATTRIBUTE);
  const face = [...document.fonts].find((f) => f.family.replaceAll('"', "") === CORE_FAMILY);
  if (!url || !face) return;
  face.load().then(
    () => {
      try {
        window.localStorage.setItem(FONT_CACHE_KEY, url);
      } catch {
        // storage blocked: every page keeps the fallback, which is sized to match
      }
    },
    () => undefined,
  );
}
