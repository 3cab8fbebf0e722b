// No "use client": what a Server Component may call or read, as the client component does.

/** Open delay (ms) before a tooltip shows, unless another one was open within the skip delay. */
export const TOOLTIP_DELAY_DURATION = 700;

/** Within this time (ms) after one tooltip closes, the next opens at once. */
export const TOOLTIP_SKIP_DELAY_DURATION = 300;

/** Gap (px) between trigger and tooltip. */
export const TOOLTIP_SIDE_OFFSET = 4;
