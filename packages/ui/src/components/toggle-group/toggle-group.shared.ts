// The look of ToggleGroupItem, apart from the client component so a server component can call it (a link styled as one).
import { cva } from "class-variance-authority";

export const toggleGroupItemVariants = cva(
  [
    "relative inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-[color,background-color,box-shadow,border-color] outline-none",
    "hover:bg-muted hover:text-foreground focus-visible:z-10 focus-visible:ring-2 focus-visible:ring-ring",
    "data-[state=on]:bg-accent data-[state=on]:text-accent-foreground",
    "disabled:pointer-events-none disabled:opacity-50",
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        // separate rounded buttons on the page's background
        default: "rounded-md bg-transparent",
        // one bordered strip of segments, the borders shared; a segment's focus ring inside it (outside, a middle
        // one's square ring would cover its neighbours' borders and stick out of the strip)
        outline:
          "border border-border bg-background shadow-xs not-first:-ms-px first:rounded-s-md last:rounded-e-md focus-visible:ring-inset data-[state=on]:z-[1] group-aria-invalid/toggle-group:border-error",
      },
      size: {
        sm: "h-8 min-w-8 px-2.5",
        md: "h-10 min-w-10 px-3",
        lg: "h-12 min-w-12 px-4",
      },
    },
    defaultVariants: { variant: "default", size: "md" },
  },
);
