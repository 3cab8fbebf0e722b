import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn.js";

export const spinnerVariants = cva("shrink-0 animate-spin", {
  variants: {
    size: {
      sm: "size-4",
      md: "size-6",
      lg: "size-10",
    },
  },
  defaultVariants: { size: "sm" },
});

export type SpinnerProps = Omit<React.ComponentProps<"svg">, "children"> &
  VariantProps<typeof spinnerVariants> & {
    /**
     * Size: "sm" (16 px, beside text and in buttons), "md" (24 px) or "lg" (40 px, a panel that loads).
     * @default "sm"
     */
    size?: "sm" | "md" | "lg" | null;
    /**
     * What it announces (`role="status"`, named by this). `null` makes it decorative (`aria-hidden`), for a
     * spinner beside text that already says it, or inside a busy Button.
     * @default "Loading"
     */
    label?: string | null;
  };

/**
 * An indeterminate loading indicator: three quarters of a circle in the text colour, turning. The kit draws it
 * itself (Button's busy state uses it too) rather than taking lucide-react's LoaderCircle, whose icon factory
 * costs more than a whole Button. QA contract: `data-slot="spinner"`, `data-size`.
 */
export function Spinner({ className, size, label = "Loading", ...props }: SpinnerProps) {
  return (
    <svg
      data-slot="spinner"
      data-size={size ?? "sm"}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      {...(label === null ? { "aria-hidden": true } : { role: "status", "aria-label": label })}
      className={cn(spinnerVariants({ size }), className)}
      {...props}
    >
      <path d="M12 3a9 9 0 1 0 9 9" />
    </svg>
  );
}
