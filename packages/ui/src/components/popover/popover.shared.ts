// No "use client": what a Server Component may call or read, as the client component does.

/** Gap (px) between the trigger (or anchor) and the popover. */
export const POPOVER_SIDE_OFFSET = 4;

/** Distance (px) the popover keeps from the edges of the screen when it has to shift. */
export const POPOVER_COLLISION_PADDING = 8;
