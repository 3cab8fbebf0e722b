export { Kbd, KbdGroup, kbdClassName, type KbdGroupProps, type KbdProps } from "./kbd.js";
export { KbdShortcut, useShortcutPlatform, type KbdShortcutProps } from "./kbd-shortcut.js";
export {
  ariaKeyShortcuts,
  formatShortcut,
  isApplePlatform,
  matchesShortcut,
  parseShortcut,
  shortcutKeys,
  type Shortcut,
  type ShortcutKey,
  type ShortcutPlatform,
} from "./shortcut.js";
