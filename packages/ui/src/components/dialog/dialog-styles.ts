// Class names shared by the modal surfaces built on Radix Dialog (Dialog, AlertDialog, Sheet), so the scrim,
// the header and the footer look the same in all three. Not part of the public API.
import { cva } from "class-variance-authority";

/** The scrim behind a modal: the elevation shadow colour, faded in and out with the motion tokens. */
export const overlayClassName =
  "fixed inset-0 z-50 bg-[hsl(var(--shadow-color)/0.5)] [--enter-opacity:0] [--exit-opacity:0] data-[state=open]:animate-enter data-[state=closed]:animate-exit";

/** A centred modal panel: fits a 390 px phone with a 1 rem margin, scrolls when taller than the screen. */
export const modalContentVariants = cva(
  "group/modal fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl border border-border bg-card p-6 text-card-foreground shadow-lg outline-none data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out",
  {
    variants: {
      size: { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-4xl" },
    },
    defaultVariants: { size: "md" },
  },
);

/** Title and description; leaves room for the close button at the top end. */
export const headerClassName = "flex flex-col gap-1.5 text-start group-data-[close-button]/modal:pe-8";

/**
 * Actions: stacked full width on a phone (the primary one on top), in a row at the end from `sm` up; labels too
 * long for one row wrap onto a new one above, so the primary action stays on top.
 */
export const footerClassName = "flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap-reverse sm:justify-end";

export const titleClassName = "text-lg leading-tight font-semibold";

export const descriptionClassName = "text-sm text-muted-foreground";

/** The X in the top-end corner of a dialog or sheet. */
export const closeButtonClassName =
  "absolute end-4 top-4 inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-3 focus-visible:ring-ring/50 disabled:pointer-events-none [&_svg]:size-4";
