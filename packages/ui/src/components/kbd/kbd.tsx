import type * as React from "react";
import { cn } from "../../lib/cn.js";

export type KbdProps = React.ComponentProps<"kbd">;

/** The look of one key; KbdShortcut draws its keys with it. */
export const kbdClassName =
  "inline-flex h-5 w-fit min-w-5 shrink-0 items-center justify-center gap-1 rounded-sm border border-border bg-muted px-1 font-sans text-xs leading-none font-medium text-muted-foreground select-none [&_svg:not([class*='size-'])]:size-3";

/**
 * One key of the keyboard, as a keycap: "Esc", "K", an arrow icon. Put a combination in KbdGroup, or use
 * KbdShortcut to show "Cmd K" (as symbols) on Apple devices and "Ctrl K" elsewhere. QA contract: `data-slot="kbd"`.
 */
export function Kbd({ className, ...props }: KbdProps) {
  return <kbd data-slot="kbd" className={cn(kbdClassName, className)} {...props} />;
}

export type KbdGroupProps = React.ComponentProps<"kbd">;

/**
 * Keys pressed together (HTML's nested `<kbd>`: a combination), side by side; text between them ("+", "then")
 * is up to you. QA contract: `data-slot="kbd-group"`.
 */
export function KbdGroup({ className, ...props }: KbdGroupProps) {
  return <kbd data-slot="kbd-group" className={cn("inline-flex items-center gap-1", className)} {...props} />;
}
