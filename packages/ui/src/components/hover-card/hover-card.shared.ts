// No "use client": what a Server Component may call or read, as the client component does.

/** How long (ms) the pointer rests on the trigger before the card opens (Radix's default). */
export const HOVER_CARD_OPEN_DELAY = 700;

/** How long (ms) the card stays after the pointer leaves the trigger and the card (Radix's default). */
export const HOVER_CARD_CLOSE_DELAY = 300;
