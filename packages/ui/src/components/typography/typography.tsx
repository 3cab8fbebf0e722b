import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn.js";
import { HeadingTag, type HeadingLevel } from "../../lib/heading.js";

export const headingVariants = cva("font-bold tracking-tight text-balance text-foreground", {
  variants: {
    size: {
      display: "text-display font-extrabold",
      xl: "text-4xl sm:text-5xl",
      lg: "text-3xl sm:text-4xl",
      md: "text-2xl sm:text-3xl",
      sm: "text-xl font-semibold",
      xs: "text-lg font-semibold",
    },
  },
  defaultVariants: { size: "lg" },
});

export type HeadingProps = React.ComponentProps<"h2"> &
  VariantProps<typeof headingVariants> & {
    /**
     * Outline level: renders `<h1>`..`<h6>`, so the heading fits the page outline.
     * @default 2
     */
    level?: HeadingLevel;
    /**
     * Type size, independent of `level`: "display" (hero, fluid), "xl", "lg", "md", "sm" or "xs".
     * @default "lg"
     */
    size?: "display" | "xl" | "lg" | "md" | "sm" | "xs" | null;
  };

/** A heading on the type scale. QA contract: `data-slot="heading"`, `data-level`, `data-size`. */
export function Heading({ className, level = 2, size, ...props }: HeadingProps) {
  return (
    <HeadingTag
      level={level}
      data-slot="heading"
      data-level={level}
      data-size={size ?? "lg"}
      className={cn(headingVariants({ size }), className)}
      {...props}
    />
  );
}

export const textVariants = cva("", {
  variants: {
    variant: {
      lead: "text-lg text-pretty text-muted-foreground sm:text-xl",
      body: "text-base leading-relaxed text-foreground",
      muted: "text-base leading-relaxed text-muted-foreground",
      small: "text-sm text-muted-foreground",
      eyebrow: "text-sm font-semibold tracking-wide text-primary uppercase",
    },
  },
  defaultVariants: { variant: "body" },
});

export type TextProps = React.ComponentProps<"p"> &
  VariantProps<typeof textVariants> & {
    /**
     * Look: "lead" (larger, muted), "body", "muted", "small" or "eyebrow" (uppercase, brand).
     * @default "body"
     */
    variant?: "lead" | "body" | "muted" | "small" | "eyebrow" | null;
    /**
     * Renders the single child element (e.g. a `<span>`) instead of a `<p>`.
     * @default false
     */
    asChild?: boolean;
  };

/** Body copy on the type scale. QA contract: `data-slot="text"`, `data-variant`. */
export function Text({ className, variant, asChild = false, ...props }: TextProps) {
  const Comp = asChild ? Slot : "p";
  return (
    <Comp
      data-slot="text"
      data-variant={variant ?? "body"}
      className={cn(textVariants({ variant }), className)}
      {...props}
    />
  );
}
