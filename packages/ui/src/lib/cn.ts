import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";
import { themeScales } from "./theme-scales.js";

// tailwind-merge only knows Tailwind's default theme: taught the kit's own values (generated from theme.css),
// it keeps `text-display` (a size) next to `text-primary` (a colour) and merges `ease-standard`, `animate-*`...
const twMerge = extendTailwindMerge({ extend: { theme: themeScales } });

/** Merges class names; later Tailwind utilities win over earlier conflicting ones, the theme's own included. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
