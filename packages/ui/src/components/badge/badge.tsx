import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn.js";

export const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center justify-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:pointer-events-none [&_svg:not([class*='size-'])]:size-3",
  {
    variants: {
      variant: {
        default: "border-transparent bg-primary text-primary-foreground",
        secondary: "border-transparent bg-secondary text-secondary-foreground",
        // its own surface: on a tinted row (a selected one) or a card its outline still has an inside
        outline: "border-border bg-background text-foreground",
        destructive: "border-transparent bg-destructive text-destructive-foreground",
        // the status pairs of the theme: the tinted surface, its text colour and a 30 % border of it
        success: "border-success-foreground/30 bg-success text-success-foreground",
        warning: "border-warning-foreground/30 bg-warning text-warning-foreground",
        info: "border-info-foreground/30 bg-info text-info-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type BadgeProps = React.ComponentProps<"span"> &
  VariantProps<typeof badgeVariants> & {
    /**
     * Look: "default" (brand fill), "secondary", "outline", "destructive", or a status: "success", "warning", "info".
     * @default "default"
     */
    variant?: "default" | "secondary" | "outline" | "destructive" | "success" | "warning" | "info" | null;
    /**
     * Renders the single child element (e.g. a link) instead of a `<span>`.
     * @default false
     */
    asChild?: boolean;
  };

/** A small status or highlight label (e.g. "Most Popular"). QA contract: `data-slot="badge"`, `data-variant`. */
export function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot : "span";
  return (
    <Comp
      data-slot="badge"
      data-variant={variant ?? "default"}
      className={cn(badgeVariants({ variant }), className)}
      {...props}
    />
  );
}
