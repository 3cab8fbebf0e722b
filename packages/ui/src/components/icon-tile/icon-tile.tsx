import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn.js";

export const iconTileVariants = cva(
  "inline-flex shrink-0 items-center justify-center [&_svg]:pointer-events-none [&_svg]:shrink-0",
  {
    variants: {
      tone: {
        primary: "bg-primary/10 text-primary dark:bg-primary/15",
        muted: "bg-muted text-muted-foreground",
        solid: "bg-primary text-primary-foreground",
      },
      size: {
        sm: "size-8 rounded-md [&_svg:not([class*='size-'])]:size-4",
        md: "size-10 rounded-lg [&_svg:not([class*='size-'])]:size-5",
        lg: "size-12 rounded-xl [&_svg:not([class*='size-'])]:size-6",
      },
    },
    defaultVariants: { tone: "primary", size: "md" },
  },
);

export type IconTileProps = React.ComponentProps<"span"> & VariantProps<typeof iconTileVariants>;

/**
 * A decorative icon on a tinted square (hidden from assistive tech; the text next to it carries the meaning).
 * QA contract: `data-slot="icon-tile"`, `data-tone`, `data-size`.
 */
export function IconTile({ className, tone, size, ...props }: IconTileProps) {
  return (
    <span
      data-slot="icon-tile"
      data-tone={tone ?? "primary"}
      data-size={size ?? "md"}
      aria-hidden="true"
      className={cn(iconTileVariants({ tone, size }), className)}
      {...props}
    />
  );
}
