"use client";
import * as React from "react";
import { THEME_STORAGE_KEY, THEMES, type Theme } from "./theme-script.js";

const DARK_QUERY = "(prefers-color-scheme: dark)";

export interface ThemeState {
  /** The choice: "light", "dark" or "system"; undefined while the page hydrates (the server cannot know it). */
  theme: Theme | undefined;
  /** The theme on the page: the choice, or the system's for "system"; undefined while the page hydrates. */
  resolvedTheme: "light" | "dark" | undefined;
  /** The operating system's theme; undefined while the page hydrates. */
  systemTheme: "light" | "dark" | undefined;
  /** Chooses a theme: applied at once, stored, and followed by the app's other tabs. */
  setTheme: (theme: Theme) => void;
  /** The choices, in the order a switcher lists them. */
  themes: readonly Theme[];
}

const ThemeContext = React.createContext<ThemeState | null>(null);

// same-tab writes notify the providers directly; other tabs' arrive as `storage` events
const writes = new Set<() => void>();
// where the choice lives while storage is blocked (a privacy mode): this page only
const unstored = new Map<string, Theme>();

function readStored(key: string): Theme | null {
  try {
    const value = localStorage.getItem(key);
    return THEMES.includes(value as Theme) ? (value as Theme) : null;
  } catch {
    return unstored.get(key) ?? null;
  }
}

function subscribeStorage(onChange: () => void): () => void {
  writes.add(onChange);
  window.addEventListener("storage", onChange);
  return () => {
    writes.delete(onChange);
    window.removeEventListener("storage", onChange);
  };
}

function subscribeSystem(onChange: () => void): () => void {
  const query = matchMedia(DARK_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Unknown on the server and while hydrating: the stored choice and the system live in the browser. */
const UNKNOWN = () => undefined;

/**
 * Sets `theme` on `<html data-theme>`; with `quiet`, no CSS transition runs while the colours change (a
 * `data-theme-switching` attribute that theme.css turns into `transition: none` for one style pass).
 */
function apply(theme: "light" | "dark", quiet: boolean) {
  const root = document.documentElement;
  if (root.getAttribute("data-theme") === theme) return;
  if (quiet) root.setAttribute("data-theme-switching", "");
  root.setAttribute("data-theme", theme);
  if (quiet) {
    // the new colours are computed while transitions are off; removing the attribute then starts none
    void getComputedStyle(root).color;
    root.removeAttribute("data-theme-switching");
  }
}

export type ThemeProviderProps = {
  /**
   * The theme before the user chooses one (and when the stored choice is unreadable).
   * @default "system"
   */
  defaultTheme?: Theme;
  /**
   * The localStorage key of the choice; give ThemeScript the same.
   * @default "orbitag-theme"
   */
  storageKey?: string;
  /**
   * Switches the colours at once instead of through the components' colour transitions.
   * @default true
   */
  disableTransitionOnChange?: boolean;
  /**
   * The app, or the part of it the theme applies to.
   * @default undefined
   */
  children?: React.ReactNode;
};

/**
 * Light, dark or the system's theme for the whole page: keeps the choice in localStorage, follows the system
 * while the choice is "system", follows the app's other tabs, and puts the theme on `<html data-theme>`
 * (which theme.css and Tailwind's `dark:` read). `useTheme()` reads and changes it. In a server-rendered app
 * render `<ThemeScript />` in `<head>` too, so the first paint already has the theme.
 */
export function ThemeProvider({
  defaultTheme = "system",
  storageKey = THEME_STORAGE_KEY,
  disableTransitionOnChange = true,
  children,
}: ThemeProviderProps) {
  const stored = React.useSyncExternalStore(
    subscribeStorage,
    () => readStored(storageKey),
    UNKNOWN as () => Theme | null | undefined,
  );
  const systemDark = React.useSyncExternalStore(
    subscribeSystem,
    () => matchMedia(DARK_QUERY).matches,
    UNKNOWN as () => boolean | undefined,
  );
  const theme = stored === undefined ? undefined : (stored ?? defaultTheme);
  const systemTheme = systemDark === undefined ? undefined : systemDark ? "dark" : "light";
  const resolvedTheme = theme === "system" ? systemTheme : theme;

  // the first time quietly as well: the page may have painted without the script (a client-rendered app)
  React.useLayoutEffect(() => {
    if (resolvedTheme) apply(resolvedTheme, disableTransitionOnChange);
  }, [resolvedTheme, disableTransitionOnChange]);

  const setTheme = React.useCallback(
    (next: Theme) => {
      try {
        localStorage.setItem(storageKey, next);
      } catch {
        unstored.set(storageKey, next);
      }
      for (const notify of writes) notify();
    },
    [storageKey],
  );

  const state = React.useMemo<ThemeState>(
    () => ({ theme, resolvedTheme, systemTheme, setTheme, themes: THEMES }),
    [theme, resolvedTheme, systemTheme, setTheme],
  );
  return <ThemeContext.Provider value={state}>{children}</ThemeContext.Provider>;
}

/** The theme and its setter, inside a ThemeProvider. */
export function useTheme(): ThemeState {
  const state = React.useContext(ThemeContext);
  if (!state) throw new Error("useTheme() must be used within <ThemeProvider>");
  return state;
}
