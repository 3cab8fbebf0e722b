// No "use client": what a Server Component may call or read, as the client component does.
import { cva } from "class-variance-authority";
import { controlClassName } from "../input/input.js";

export const selectTriggerVariants = cva(
  [
    controlClassName,
    "flex cursor-pointer items-center justify-between gap-2 text-start whitespace-nowrap",
    "data-placeholder:text-muted-foreground [&_svg]:pointer-events-none [&_svg]:shrink-0 [&>svg]:text-muted-foreground",
    "*:data-[slot=select-value]:truncate",
  ],
  {
    variants: {
      size: {
        sm: "h-8 px-2.5 text-sm [&>svg]:size-3.5",
        md: "h-10 [&>svg]:size-4",
        lg: "h-12 px-4 md:text-base [&>svg]:size-5",
      },
    },
    defaultVariants: { size: "md" },
  },
);
