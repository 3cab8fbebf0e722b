"use client";
// The one base of the kit's floating surfaces (Popover, Tooltip, DropdownMenu, and any that comes next: a hover
// card, a combobox's list, a date picker's calendar): the portal, the placement next to the trigger (side
// offset, collision padding), the stacking (z-50), the fade in and out from the side it opens on, the surface
// and an optional arrow. A component calls `floatingParts("<name>", itsRadixPrimitives, defaults)` once and
// wraps `Content` in its public, documented function; `data-slot` is `<name>-content` (`<name>-arrow`).
// Its root is wrapped with `closableRoot` (lib/layer-escape.tsx), so the surface can close on an Escape a toast
// above it handed on. Not public API.
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "./cn.js";
import { useProvidedDirection } from "./direction.js";
import { LayerEscape, useFloatingControl } from "./layer-escape.js";
import { layerTakesEscape } from "./layers.js";

/**
 * A floating surface. Radix's popper sets `--radix-popper-*` on the wrapper around every floating content
 * (each primitive only renames them), so one set of classes fits them all: the animation grows from the side
 * it opens on, and `panel` is never wider than the screen.
 */
export const floatingSurfaceVariants = cva(
  "z-50 origin-(--radix-popper-transform-origin) outline-none animate-fade-in data-[state=closed]:animate-fade-out",
  {
    variants: {
      surface: {
        /** A panel of content: Popover, a hover card, a date picker's calendar. */
        panel:
          "w-72 max-w-(--radix-popper-available-width) rounded-lg border border-border bg-card p-4 text-sm text-card-foreground shadow-md",
        /** A list of items: DropdownMenu, a combobox's options. */
        menu: "min-w-32 overflow-x-hidden overflow-y-auto rounded-md border border-border bg-card p-1 text-card-foreground shadow-md",
        /** A short label in the inverse colours: Tooltip. */
        tooltip:
          "max-w-xs rounded-md bg-popover px-3 py-1.5 text-xs text-balance text-popover-foreground shadow-md",
      },
    },
    defaultVariants: { surface: "panel" },
  },
);

export type FloatingSurface = NonNullable<VariantProps<typeof floatingSurfaceVariants>["surface"]>;

/** The arrow's look per surface: its fill is the surface's, and a bordered surface's border runs on along it. */
const arrowClassName: Record<FloatingSurface, string> = {
  panel: "fill-card stroke-border",
  menu: "fill-card stroke-border",
  tooltip: "fill-popover stroke-none",
};

/** The Radix parts a floating surface is made of (Popover's, Tooltip's, DropdownMenu's, HoverCard's, ...). */
export interface FloatingPrimitives {
  Portal: React.ComponentType<{ children?: React.ReactNode }>;
  Content: React.ComponentType<{
    className?: string;
    sideOffset?: number;
    collisionPadding?: number | Partial<Record<"top" | "right" | "bottom" | "left", number>>;
    onEscapeKeyDown?: (event: KeyboardEvent) => void;
    children?: React.ReactNode;
  }>;
  Arrow?: React.ComponentType<{
    asChild?: boolean;
    width?: number;
    height?: number;
    children?: React.ReactNode;
  }>;
}

/** The kit's placement of a floating surface; each component documents (and may change) its own. */
export interface FloatingDefaults {
  surface: FloatingSurface;
  /** Gap (px) between the trigger and the surface. */
  sideOffset: number;
  /** Distance (px) kept from the screen's edges when it has to shift or flip. */
  collisionPadding: number;
  /** The primitive gives its panel the `dir` of its own Root (Radix's menus), so the provider's is not added. */
  ownsDirection?: boolean;
}

export type FloatingContentPartProps<P extends FloatingPrimitives> = React.ComponentProps<P["Content"]> & {
  /** Draws an arrow pointing at the trigger (needs the primitive's Arrow). */
  arrow?: boolean;
};

/** The width and height (px) of the arrow, and of the gap it bridges. */
const ARROW = { width: 12, height: 6 };

/** The content part of the floating surface `name` on `primitives`, placed and drawn per `defaults`. */
export function floatingParts<P extends FloatingPrimitives>(
  name: string,
  primitives: P,
  defaults: FloatingDefaults,
) {
  const { Portal, Content, Arrow } = primitives as FloatingPrimitives;

  function FloatingContent({
    className,
    sideOffset = defaults.sideOffset,
    collisionPadding = defaults.collisionPadding,
    arrow = false,
    onEscapeKeyDown,
    children,
    ...props
  }: FloatingContentPartProps<P>) {
    const control = useFloatingControl();
    // portalled under <body>, out of any `dir` around the trigger: the DirectionProvider's direction goes with it
    const provided = useProvidedDirection();
    const dir = defaults.ownsDirection ? undefined : provided;
    return (
      <Portal>
        <Content
          data-slot={`${name}-content`}
          // only when there is one: an undefined `dir` would replace the one a Radix menu sets itself
          {...(dir ? { dir } : {})}
          sideOffset={sideOffset}
          collisionPadding={collisionPadding}
          className={cn(floatingSurfaceVariants({ surface: defaults.surface }), className)}
          onEscapeKeyDown={(event: KeyboardEvent) => {
            if (layerTakesEscape(event, control?.open)) onEscapeKeyDown?.(event);
          }}
          {...props}
        >
          {children}
          <LayerEscape control={control} onEscapeKeyDown={onEscapeKeyDown} />
          {arrow && Arrow ? (
            <Arrow asChild width={ARROW.width} height={ARROW.height}>
              {/* an open path: filled as a triangle, stroked on its two slanted sides only; 1 px up, over the
                  surface's border, so the border runs on along the arrow */}
              <svg
                data-slot={`${name}-arrow`}
                viewBox={`0 0 ${ARROW.width} ${ARROW.height}`}
                aria-hidden="true"
                className={cn("block -translate-y-px overflow-visible", arrowClassName[defaults.surface])}
              >
                <path d={`M0 0 L${ARROW.width / 2} ${ARROW.height} L${ARROW.width} 0`} />
              </svg>
            </Arrow>
          ) : null}
        </Content>
      </Portal>
    );
  }

  return { Content: FloatingContent };
}
