"use client";
import * as React from "react";
import { cn } from "../../lib/cn.js";
import { Kbd } from "./kbd.js";
import { isApplePlatform, shortcutKeys, type ShortcutPlatform } from "./shortcut.js";

const noSubscription = () => () => {};

/**
 * The platform shortcuts are shown and matched for: the `platform` given, else the browser's (Apple's Command
 * or the others' Ctrl). Server HTML and hydration use `platform` or "other", so the markup matches; an Apple
 * browser then shows Command (pass `platform`, e.g. from the request's user agent, to render it from the start).
 */
export function useShortcutPlatform(platform?: ShortcutPlatform): ShortcutPlatform {
  const detected = React.useSyncExternalStore(
    noSubscription,
    () => (isApplePlatform() ? "apple" : "other"),
    () => null,
  );
  return platform ?? detected ?? "other";
}

export type KbdShortcutProps = Omit<React.ComponentProps<"kbd">, "children"> & {
  /** The shortcut, written once for every platform: "mod+k" ("mod" is Command on Apple, Ctrl elsewhere), "shift+/", "esc". Required. */
  shortcut: string;
  /**
   * Whose keys to show: "apple" (the symbols of Command, Option, Shift, Control) or "other" (Ctrl, Alt, Shift).
   * @default the browser's platform ("other" in server HTML and until hydration)
   */
  platform?: ShortcutPlatform;
};

/**
 * A keyboard shortcut as keycaps for the reader's platform: `shortcut="mod+k"` shows Command K (as symbols) on a Mac, iPhone or
 * iPad and Ctrl K elsewhere. Screen readers hear the key names ("Command+K"), not the symbols. The keys run
 * left to right in a right-to-left page too, as they are typed and printed on the keys.
 * QA contract: `data-slot="kbd-shortcut"`, `data-platform="apple|other"`; each key a `data-slot="kbd"`.
 */
export function KbdShortcut({ shortcut, platform: platformProp, className, ...props }: KbdShortcutProps) {
  const platform = useShortcutPlatform(platformProp);
  const keys = shortcutKeys(shortcut, platform);
  return (
    <kbd
      data-slot="kbd-shortcut"
      data-platform={platform}
      className={cn("inline-flex items-center", className)}
      {...props}
    >
      {/* the keys left to right inside; the shortcut itself keeps the page's direction, so a logical margin
          given to it (`ms-auto` at a button's end) lands on the page's side */}
      <span dir="ltr" className="inline-flex items-center gap-1">
        {keys.map((key, index) => (
          <Kbd key={index} aria-hidden="true">
            {key.legend}
          </Kbd>
        ))}
      </span>
      <span className="sr-only">{keys.map((key) => key.name).join("+")}</span>
    </kbd>
  );
}
