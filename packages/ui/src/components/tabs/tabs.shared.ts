// No "use client": what a Server Component may call or read, as the client component does.
import { cva } from "class-variance-authority";

export const tabsListVariants = cva(
  [
    "group/tabs-list inline-flex max-w-full items-center text-muted-foreground",
    // a row too long for its container scrolls sideways, without a scrollbar: a fade on the side that has
    // more (data-overflow) is the cue, and focus or activation keep the tab clear of the fade (scroll-padding)
    "group-data-[orientation=horizontal]/tabs:overflow-x-auto group-data-[orientation=horizontal]/tabs:[scrollbar-width:none] group-data-[orientation=horizontal]/tabs:scroll-px-8",
    "[--tabs-fade-end:0px] [--tabs-fade-start:0px] data-[overflow=both]:[--tabs-fade-end:2rem] data-[overflow=both]:[--tabs-fade-start:2rem] data-[overflow=end]:[--tabs-fade-end:2rem] data-[overflow=start]:[--tabs-fade-start:2rem]",
    "data-[overflow]:[mask-image:linear-gradient(to_right,transparent,#000_var(--tabs-fade-start),#000_calc(100%-var(--tabs-fade-end)),transparent)] rtl:data-[overflow]:[mask-image:linear-gradient(to_left,transparent,#000_var(--tabs-fade-start),#000_calc(100%-var(--tabs-fade-end)),transparent)]",
    "group-data-[orientation=vertical]/tabs:h-fit group-data-[orientation=vertical]/tabs:flex-col group-data-[orientation=vertical]/tabs:items-stretch",
  ],
  {
    variants: {
      variant: {
        default: "w-fit gap-1 rounded-lg bg-muted p-1",
        // the base line is an inset shadow (horizontal) so a scrolling row does not clip the active underline
        line: "gap-4 group-data-[orientation=horizontal]/tabs:shadow-[inset_0_-1px_0_var(--color-border)] group-data-[orientation=vertical]/tabs:gap-1 group-data-[orientation=vertical]/tabs:border-e group-data-[orientation=vertical]/tabs:border-border",
      },
    },
    defaultVariants: { variant: "default" },
  },
);
