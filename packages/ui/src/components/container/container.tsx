import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn.js";

export const containerVariants = cva("mx-auto w-full px-4 sm:px-6 lg:px-8", {
  variants: {
    size: {
      sm: "max-w-3xl",
      md: "max-w-5xl",
      lg: "max-w-7xl",
      full: "max-w-none",
    },
  },
  defaultVariants: { size: "lg" },
});

export type ContainerProps = React.ComponentProps<"div"> &
  VariantProps<typeof containerVariants> & {
    /**
     * Max width: "sm" (48 rem), "md" (64 rem), "lg" (80 rem) or "full"; the gutters stay.
     * @default "lg"
     */
    size?: "sm" | "md" | "lg" | "full" | null;
    /**
     * Renders the single child element instead of a `<div>`.
     * @default false
     */
    asChild?: boolean;
  };

/** Centres content at a max width with the page gutters. QA contract: `data-slot="container"`, `data-size`. */
export function Container({ className, size, asChild = false, ...props }: ContainerProps) {
  const Comp = asChild ? Slot : "div";
  return (
    <Comp
      data-slot="container"
      data-size={size ?? "lg"}
      className={cn(containerVariants({ size }), className)}
      {...props}
    />
  );
}
