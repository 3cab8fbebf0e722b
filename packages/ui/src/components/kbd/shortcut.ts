// Keyboard shortcuts written once ("mod+k") and shown or matched per platform: "mod" is Command (Meta) on Apple
// devices and Ctrl elsewhere. No "use client": pure functions, callable from a server component too.
// The key symbols are written as escapes: the site's font subset (packages/site/scripts/fonts.ts) takes every
// character of the kit's source, and these are the app's alone.

/** The platform a shortcut is shown and matched for: Apple's symbols (Command, Option, Shift) or the others' Ctrl / Alt / Shift. */
export type ShortcutPlatform = "apple" | "other";

type Modifier = "mod" | "ctrl" | "meta" | "alt" | "shift";

/** A parsed shortcut: its modifiers and its one key ("k", "b", "enter", "/"). */
export interface Shortcut {
  modifiers: Modifier[];
  key: string;
}

const MODIFIERS: Record<string, Modifier> = {
  mod: "mod",
  ctrl: "ctrl",
  control: "ctrl",
  meta: "meta",
  cmd: "meta",
  command: "meta",
  alt: "alt",
  option: "alt",
  shift: "shift",
};

/**
 * Reads "mod+k", "ctrl+shift+p" or "/" (case-insensitive; "+" between parts, the key last). Throws on an
 * empty key, an unknown modifier or two keys, so a typo fails where it is written, not silently never matches.
 */
export function parseShortcut(shortcut: string): Shortcut {
  const text = shortcut.toLowerCase().trim();
  // "ctrl++": the key is "+" itself
  const plusKey = text === "+" || text.endsWith("++");
  const parts = (plusKey ? text.slice(0, -1) : text).split("+").map((part) => part.trim());
  if (plusKey) parts[parts.length - 1] = "+";
  const key = parts.pop() ?? "";
  if (!key) throw new Error(`Shortcut "${shortcut}" has no key (write it like "mod+k")`);
  const modifiers = parts.map((part) => {
    const modifier = MODIFIERS[part];
    if (!modifier)
      throw new Error(`Shortcut "${shortcut}": "${part}" is not a modifier (mod, ctrl, meta, alt, shift)`);
    return modifier;
  });
  return { modifiers, key };
}

/** Whether a navigator is an Apple device's (macOS, iOS, iPadOS), whose shortcuts use Command. */
export function isApplePlatform(
  nav:
    | { platform?: string; userAgent?: string; userAgentData?: { platform?: string } }
    | undefined = typeof navigator === "undefined"
    ? undefined
    : (navigator as Navigator & { userAgentData?: { platform?: string } }),
): boolean {
  if (!nav) return false;
  const platform = nav.userAgentData?.platform || nav.platform || nav.userAgent || "";
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** The key as a keyboard's legend shows it (arrows for the arrow keys). */
const KEY_NAMES: Record<string, string> = {
  enter: "Enter",
  escape: "Esc",
  esc: "Esc",
  space: "Space",
  tab: "Tab",
  backspace: "Backspace",
  delete: "Delete",
  arrowup: "\u2191",
  arrowdown: "\u2193",
  arrowleft: "\u2190",
  arrowright: "\u2192",
};

/** The key as a screen reader should say it (the legend's arrows read as "up arrow"...). */
const KEY_WORDS: Record<string, string> = {
  arrowup: "Up Arrow",
  arrowdown: "Down Arrow",
  arrowleft: "Left Arrow",
  arrowright: "Right Arrow",
  escape: "Escape",
  esc: "Escape",
};

const keyLegend = (key: string) =>
  KEY_NAMES[key] ?? (key.length === 1 ? key.toUpperCase() : key[0]!.toUpperCase() + key.slice(1));

/** One key of a shortcut as shown (`legend`: the Command symbol) and as spoken (`name`, "Command"). */
export interface ShortcutKey {
  legend: string;
  name: string;
}

const MODIFIER_KEYS: Record<ShortcutPlatform, Record<Exclude<Modifier, "mod">, ShortcutKey>> = {
  apple: {
    ctrl: { legend: "\u2303", name: "Control" },
    meta: { legend: "\u2318", name: "Command" },
    alt: { legend: "\u2325", name: "Option" },
    shift: { legend: "\u21e7", name: "Shift" },
  },
  other: {
    ctrl: { legend: "Ctrl", name: "Control" },
    meta: { legend: "Win", name: "Windows" },
    alt: { legend: "Alt", name: "Alt" },
    shift: { legend: "Shift", name: "Shift" },
  },
};

// the order menus list modifiers in: Control, Option, Shift, Command on Apple; Ctrl+Alt+Shift+Win elsewhere
const ORDER = ["ctrl", "alt", "shift", "meta"] as const;

const resolve = (modifier: Modifier, platform: ShortcutPlatform): Exclude<Modifier, "mod"> =>
  modifier === "mod" ? (platform === "apple" ? "meta" : "ctrl") : modifier;

/** The keys of a shortcut in the platform's order: `shortcutKeys("mod+k", "apple")`: Command, K. */
export function shortcutKeys(shortcut: string, platform: ShortcutPlatform): ShortcutKey[] {
  const { modifiers, key } = parseShortcut(shortcut);
  const held = new Set(modifiers.map((m) => resolve(m, platform)));
  return [
    ...ORDER.filter((m) => held.has(m)).map((m) => MODIFIER_KEYS[platform][m]),
    { legend: keyLegend(key), name: KEY_WORDS[key] ?? keyLegend(key) },
  ];
}

/** The shortcut as one line of text: "Cmd K" (as symbols) on Apple, "Ctrl+K" elsewhere (for a `title` or `aria-keyshortcuts`-like hint). */
export function formatShortcut(shortcut: string, platform: ShortcutPlatform): string {
  return shortcutKeys(shortcut, platform)
    .map((k) => k.legend)
    .join(platform === "apple" ? "" : "+");
}

/**
 * The shortcut in the form of the `aria-keyshortcuts` attribute ("Meta+K", "Control+B"), to put on the control
 * the shortcut presses or focuses.
 */
export function ariaKeyShortcuts(shortcut: string, platform: ShortcutPlatform): string {
  const { modifiers, key } = parseShortcut(shortcut);
  const names = { ctrl: "Control", meta: "Meta", alt: "Alt", shift: "Shift" } as const;
  const held = new Set(modifiers.map((m) => resolve(m, platform)));
  const aria = ORDER.filter((m) => held.has(m)).map((m) => names[m]);
  const ariaKey =
    key.length === 1 ? key.toUpperCase() : key === "esc" ? "Escape" : key[0]!.toUpperCase() + key.slice(1);
  return [...aria, ariaKey].join("+");
}

/**
 * Whether a keydown is the shortcut: exactly its modifiers held ("mod" is Command on Apple, Ctrl elsewhere), and its
 * key, compared by the character typed (`event.key`); a letter or digit also by the physical key (`event.code`)
 * when the key typed no Latin letter or digit (an Arabic or Cyrillic layout, Option on a Mac), so Ctrl+B still works there.
 */
export function matchesShortcut(
  event: Pick<KeyboardEvent, "key" | "code" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey">,
  shortcut: string,
  platform: ShortcutPlatform = isApplePlatform() ? "apple" : "other",
): boolean {
  const { modifiers, key } = parseShortcut(shortcut);
  const held = new Set(modifiers.map((m) => resolve(m, platform)));
  if (
    event.ctrlKey !== held.has("ctrl") ||
    event.metaKey !== held.has("meta") ||
    event.altKey !== held.has("alt") ||
    event.shiftKey !== held.has("shift")
  )
    return false;
  const pressed = event.key.toLowerCase();
  if (pressed === key || (key === "esc" && pressed === "escape") || (key === "space" && pressed === " "))
    return true;
  if (/^[a-z0-9]$/.test(pressed)) return false;
  if (/^[a-z]$/.test(key)) return event.code === `Key${key.toUpperCase()}`;
  if (/^[0-9]$/.test(key)) return event.code === `Digit${key}`;
  return false;
}
