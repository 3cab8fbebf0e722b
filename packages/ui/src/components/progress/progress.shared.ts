// No "use client": what a Server Component may call or read, as the client component does.
import { cva } from "class-variance-authority";

/** One sweep of the indeterminate bar (ms). */
export const PROGRESS_INDETERMINATE_DURATION = 1500;

export const progressVariants = cva("relative w-full overflow-hidden rounded-full bg-primary/20", {
  variants: { size: { sm: "h-1", md: "h-2" } },
  defaultVariants: { size: "md" },
});
