// The no-flash script for server-rendered apps and what it needs, without "use client": a Server Component
// (Next.js's root layout) renders <ThemeScript /> in <head>, and a CSP can allow its one fixed text by hash.

/** A theme choice: the light or dark theme, or whatever the operating system uses ("system"). */
export type Theme = "light" | "dark" | "system";

/** The choices, in the order a switcher lists them. */
export const THEMES: readonly Theme[] = ["light", "dark", "system"];

/** The localStorage key ThemeProvider and the script keep the choice under, unless given another. */
export const THEME_STORAGE_KEY = "orbitag-theme";

/**
 * Puts the stored (or default) theme on `<html data-theme>` before the first paint. Its text never changes
 * (the storage key and default come from its own `data-storage-key` / `data-default-theme` attributes), so a
 * Content-Security-Policy allows it with one hash, THEME_SCRIPT_HASH, whatever the app configures.
 */
export const THEME_SCRIPT =
  '(function(){var d=document.documentElement,s=document.currentScript,k=(s&&s.dataset.storageKey)||"orbitag-theme",t=(s&&s.dataset.defaultTheme)||"system";try{var v=localStorage.getItem(k);if(v==="light"||v==="dark"||v==="system")t=v}catch(e){}if(t==="system")t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";d.setAttribute("data-theme",t)})()';

/** THEME_SCRIPT's hash as a CSP source: `script-src 'self' 'sha256-...'` (a unit test keeps it true). */
export const THEME_SCRIPT_HASH = "'sha256-UOPm4f/xfuF2skXg9ZhNyZvoFBFIuRNKIDiEoKo/oa0='";

export type ThemeScriptProps = {
  /**
   * The theme before the user chose one; use ThemeProvider's `defaultTheme`.
   * @default "system"
   */
  defaultTheme?: Theme;
  /**
   * The localStorage key; use ThemeProvider's `storageKey`.
   * @default "orbitag-theme"
   */
  storageKey?: string;
  /**
   * A per-request CSP nonce, for a policy that allows scripts by nonce instead of THEME_SCRIPT_HASH.
   * @default undefined
   */
  nonce?: string;
};

/**
 * The inline script that sets `<html data-theme>` from the stored choice before the page paints, so a
 * server-rendered page never flashes the other theme. Render it first in `<head>` and put
 * `suppressHydrationWarning` on `<html>` (the script changes its attribute before React hydrates). Allow it
 * in a strict CSP with THEME_SCRIPT_HASH, or pass the request's `nonce`. An app rendered only in the browser
 * (Vite) copies THEME_SCRIPT into index.html instead: React does not run a script it renders itself.
 */
export function ThemeScript({
  defaultTheme = "system",
  storageKey = THEME_STORAGE_KEY,
  nonce,
}: ThemeScriptProps) {
  return (
    <script
      data-slot="theme-script"
      data-storage-key={storageKey}
      data-default-theme={defaultTheme}
      nonce={nonce}
      // the one fixed text the CSP hash is made of
      dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }}
    />
  );
}
