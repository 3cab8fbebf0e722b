import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn.js";

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
    /** Renders the single child element (e.g. `<article>` or `<li>`) instead of a `<div>`. */
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

export type CardTitleProps = React.ComponentProps<"h3"> & {
  /** Renders the single child element instead of an `<h3>` (e.g. an `<h2>` for another outline level). */
  asChild?: boolean;
};

/** The card's heading, an `<h3>` by default. `data-slot="card-title"`. */
export function CardTitle({ className, asChild = false, ...props }: CardTitleProps) {
  const Comp = asChild ? Slot : "h3";
  return (
    <Comp
      data-slot="card-title"
      className={cn("text-lg leading-snug font-semibold tracking-tight", className)}
      {...props}
    />
  );
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
