import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn.js";
import { HeadingTag, type HeadingLevel } from "../../lib/heading.js";

export const emptyVariants = cva(
  "flex min-w-0 flex-1 flex-col items-center justify-center gap-6 rounded-lg p-6 text-center text-balance md:p-10",
  {
    variants: {
      variant: {
        default: "",
        outline: "border border-dashed border-border",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type EmptyProps = React.ComponentProps<"div"> &
  VariantProps<typeof emptyVariants> & {
    /**
     * "default": no frame, for a page or a table's body; "outline": a dashed frame, for a panel or a drop zone.
     * @default "default"
     */
    variant?: "default" | "outline" | null;
  };

/**
 * An empty state: what is missing and what to do about it, centred in the space the content would take
 * (no assets yet, no search results, nothing to audit). Compose EmptyHeader (EmptyMedia, EmptyTitle,
 * EmptyDescription) and EmptyContent (the actions). Where it replaces results after a search, give it
 * `role="status"` so the change is announced. QA contract: `data-slot="empty"`, `data-variant`.
 */
export function Empty({ className, variant, ...props }: EmptyProps) {
  return (
    <div
      data-slot="empty"
      data-variant={variant ?? "default"}
      className={cn(emptyVariants({ variant }), className)}
      {...props}
    />
  );
}

export type EmptyHeaderProps = React.ComponentProps<"div">;

/** The media, title and description, stacked and centred. `data-slot="empty-header"`. */
export function EmptyHeader({ className, ...props }: EmptyHeaderProps) {
  return (
    <div
      data-slot="empty-header"
      className={cn("flex max-w-sm flex-col items-center gap-2", className)}
      {...props}
    />
  );
}

export const emptyMediaVariants = cva(
  "mb-2 flex shrink-0 items-center justify-center [&_svg]:pointer-events-none [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "",
        icon: "size-12 rounded-xl bg-muted text-muted-foreground [&_svg:not([class*='size-'])]:size-6",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type EmptyMediaProps = React.ComponentProps<"div"> &
  VariantProps<typeof emptyMediaVariants> & {
    /**
     * "default": the child as it is (an illustration, an Avatar); "icon": an icon on a muted 48 px tile.
     * @default "default"
     */
    variant?: "default" | "icon" | null;
  };

/**
 * The picture above the title, decorative (hidden from assistive tech: the title says it).
 * QA contract: `data-slot="empty-media"`, `data-variant`.
 */
export function EmptyMedia({ className, variant, ...props }: EmptyMediaProps) {
  return (
    <div
      data-slot="empty-media"
      data-variant={variant ?? "default"}
      aria-hidden="true"
      className={cn(emptyMediaVariants({ variant }), className)}
      {...props}
    />
  );
}

export type EmptyTitleProps = React.ComponentProps<"h3"> & {
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

/** What is empty, in a few words ("No assets yet"). A heading, `<h3>` by default. `data-slot="empty-title"`. */
export function EmptyTitle({ className, level = 3, asChild = false, ...props }: EmptyTitleProps) {
  const shared = {
    "data-slot": "empty-title",
    className: cn("text-lg leading-tight font-semibold tracking-tight text-foreground", className),
  };
  return asChild ? <Slot {...shared} {...props} /> : <HeadingTag level={level} {...shared} {...props} />;
}

export type EmptyDescriptionProps = React.ComponentProps<"div">;

/** Why it is empty and what to do; links in it are underlined. `data-slot="empty-description"`. */
export function EmptyDescription({ className, ...props }: EmptyDescriptionProps) {
  return (
    <div
      data-slot="empty-description"
      className={cn(
        "text-sm/relaxed text-muted-foreground [&>a]:underline [&>a]:underline-offset-4 [&>a:hover]:text-primary",
        className,
      )}
      {...props}
    />
  );
}

export type EmptyContentProps = React.ComponentProps<"div">;

/**
 * The way out: one or two actions (a Button, a link), or a search field; on a phone they stack, each as wide
 * as the column. `data-slot="empty-content"`.
 */
export function EmptyContent({ className, ...props }: EmptyContentProps) {
  return (
    <div
      data-slot="empty-content"
      className={cn(
        // stacked actions of unequal widths look like an accident: a phone stacks them at one width
        "flex w-full max-w-sm min-w-0 flex-wrap items-center justify-center gap-2 text-sm max-sm:flex-col max-sm:items-stretch",
        className,
      )}
      {...props}
    />
  );
}
