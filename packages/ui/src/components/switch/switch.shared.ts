// No "use client": what a Server Component may call or read, as the client component does.
import { cva } from "class-variance-authority";

export const switchVariants = cva(
  [
    "peer group/switch inline-flex shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent shadow-xs transition-colors outline-none",
    "bg-input data-[state=checked]:bg-primary",
    "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
    "aria-invalid:ring-3 aria-invalid:ring-error/40 aria-invalid:focus-visible:ring-2 aria-invalid:focus-visible:ring-error",
    "disabled:cursor-not-allowed disabled:opacity-50",
  ],
  {
    variants: {
      size: {
        sm: "h-4 w-7",
        md: "h-6 w-11",
      },
    },
    defaultVariants: { size: "md" },
  },
);
