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

export type IconTileProps = React.ComponentProps<"span"> &
  VariantProps<typeof iconTileVariants> & {
    /**
     * Colours: "primary" (a brand tint), "muted" (grey) or "solid" (brand fill).
     * @default "primary"
     */
    tone?: "primary" | "muted" | "solid" | null;
    /**
     * Square and icon size: "sm" (32 px, 16 px icon), "md" (40 px, 20 px), "lg" (48 px, 24 px).
     * @default "md"
     */
    size?: "sm" | "md" | "lg" | null;
  };

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
