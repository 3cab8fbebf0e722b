import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn.js";
import { HeadingTag, type HeadingLevel } from "../../lib/heading.js";

export const cardVariants = cva("flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground", {
  variants: {
    variant: {
      default: "border-border shadow-sm",
      outline: "border-border shadow-none",
      elevated: "border-transparent shadow-md",
      highlighted: "border-primary shadow-lg ring-1 ring-primary",
    },
    interactive: {
      true: "transition-[box-shadow,transform] duration-(--motion-duration-normal) hover:-translate-y-0.5 hover:shadow-md motion-reduce:hover:translate-y-0",
      false: "",
    },
  },
  defaultVariants: { variant: "default", interactive: false },
});

export type CardProps = React.ComponentProps<"div"> &
  VariantProps<typeof cardVariants> & {
    /**
     * Look: "default", "outline", "elevated" or "highlighted" (brand border and ring).
     * @default "default"
     */
    variant?: "default" | "outline" | "elevated" | "highlighted" | null;
    /**
     * Lifts on hover, for a card that is itself a link or a button.
     * @default false
     */
    interactive?: boolean | null;
    /**
     * Renders the single child element (e.g. `<article>` or `<li>`) instead of a `<div>`.
     * @default false
     */
    asChild?: boolean;
  };

/** A surface grouping related content. QA contract: `data-slot="card"`, `data-variant`. */
export function Card({ className, variant, interactive, asChild = false, ...props }: CardProps) {
  const Comp = asChild ? Slot : "div";
  return (
    <Comp
      data-slot="card"
      data-variant={variant ?? "default"}
      data-interactive={interactive || undefined}
      className={cn(cardVariants({ variant, interactive }), className)}
      {...props}
    />
  );
}

export type CardHeaderProps = React.ComponentProps<"div">;

/** Title, description and an optional action at the top of a card. `data-slot="card-header"`. */
export function CardHeader({ className, ...props }: CardHeaderProps) {
  return <div data-slot="card-header" className={cn("flex flex-col gap-1.5 px-6", className)} {...props} />;
}

export const cardTitleVariants = cva("font-semibold tracking-tight", {
  variants: {
    // sizes on the type scale, with the scale's line heights
    size: { sm: "text-base", md: "text-lg", lg: "text-xl" },
  },
  defaultVariants: { size: "md" },
});

export type CardTitleProps = React.ComponentProps<"h3"> &
  VariantProps<typeof cardTitleVariants> & {
    /**
     * Type size on the scale: "sm", "md" or "lg".
     * @default "md"
     */
    size?: "sm" | "md" | "lg" | null;
    /**
     * Outline level: renders `<h1>`..`<h6>`, so the title fits the page outline.
     * @default 3
     */
    level?: HeadingLevel;
    /**
     * Renders the single child element instead of a heading (`level` is then ignored).
     * @default false
     */
    asChild?: boolean;
  };

/** The card's heading, an `<h3>` by default. QA contract: `data-slot="card-title"`, `data-size`. */
export function CardTitle({ className, size, level = 3, asChild = false, ...props }: CardTitleProps) {
  const shared = {
    "data-slot": "card-title",
    "data-size": size ?? "md",
    className: cn(cardTitleVariants({ size }), className),
  };
  return asChild ? <Slot {...shared} {...props} /> : <HeadingTag level={level} {...shared} {...props} />;
}

export type CardDescriptionProps = React.ComponentProps<"p">;

/** Secondary text under the title. `data-slot="card-description"`. */
export function CardDescription({ className, ...props }: CardDescriptionProps) {
  return (
    <p data-slot="card-description" className={cn("text-sm text-muted-foreground", className)} {...props} />
  );
}

export type CardContentProps = React.ComponentProps<"div">;

/** The card's body. `data-slot="card-content"`. */
export function CardContent({ className, ...props }: CardContentProps) {
  return <div data-slot="card-content" className={cn("px-6", className)} {...props} />;
}

export type CardFooterProps = React.ComponentProps<"div">;

/** Actions at the bottom of a card, pushed to the bottom edge. `data-slot="card-footer"`. */
export function CardFooter({ className, ...props }: CardFooterProps) {
  return (
    <div
      data-slot="card-footer"
      className={cn("mt-auto flex items-center gap-3 px-6", className)}
      {...props}
    />
  );
}
