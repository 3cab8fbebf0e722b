// The font gate of app/boot/fonts.ts, as the text of the inline script app/root.tsx puts in <head> (its own
// module: the boot script, which bundles fonts.ts, does not carry it).
import { FONT_CACHE_KEY, FONT_GATE_ATTRIBUTE, FONTS_READY_ATTRIBUTE } from "./contract";

/**
 * The gate, as the text of an inline script (its sha256 goes into the CSP with the others). It reads the
 * font URL from its own `data-font` attribute, so the text, and with it the hash, never changes.
 */
export const FONT_GATE_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(FONT_CACHE_KEY)})===document.currentScript.getAttribute(${JSON.stringify(FONT_GATE_ATTRIBUTE)}))document.documentElement.setAttribute(${JSON.stringify(FONTS_READY_ATTRIBUTE)},"")}catch(e){}`;
