// No "use client": what a Server Component may call or read, as the client component does.
import { cva } from "class-variance-authority";

/** Gap (px) between the trigger and the menu. */
export const DROPDOWN_MENU_SIDE_OFFSET = 4;

/** Distance (px) the menu keeps from the edges of the screen when it has to shift (as Popover's). */
export const DROPDOWN_MENU_COLLISION_PADDING = 8;

const itemBase =
  "relative flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[inset]:ps-8 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";

export const dropdownMenuItemVariants = cva(itemBase, {
  variants: {
    variant: {
      default:
        "focus:bg-accent focus:text-accent-foreground [&_svg:not([class*='text-'])]:text-muted-foreground focus:[&_svg:not([class*='text-'])]:text-accent-foreground",
      destructive: "text-error focus:bg-error/10 focus:text-error [&_svg]:text-error",
    },
  },
  defaultVariants: { variant: "default" },
});
