"use client";

import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import * as React from "react";
import { floatingParts } from "../../lib/floating.js";
import { closableRoot } from "../../lib/layer-escape.js";
import { slotPart } from "../../lib/slot-part.js";
import {
  TOOLTIP_DELAY_DURATION,
  TOOLTIP_SIDE_OFFSET,
  TOOLTIP_SKIP_DELAY_DURATION,
} from "./tooltip.shared.js";

const floating = floatingParts(
  "tooltip",
  { Portal: TooltipPrimitive.Portal, Content: TooltipPrimitive.Content, Arrow: TooltipPrimitive.Arrow },
  {
    surface: "tooltip",
    sideOffset: TOOLTIP_SIDE_OFFSET,
    // as the kit's other floating parts: a tooltip shifted by the screen's edge keeps a margin from it
    collisionPadding: 8,
  },
);
// the open state held by the kit, so the content can close on an Escape a toast above it handed on
const Root = closableRoot(TooltipPrimitive.Root, "Tooltip");
const Trigger = slotPart(TooltipPrimitive.Trigger, "tooltip-trigger");

const ProviderPresent = React.createContext(false);

export type TooltipProviderProps = React.ComponentProps<typeof TooltipPrimitive.Provider> & {
  /**
   * Wait (ms) from hover or keyboard focus until a tooltip opens.
   * @default 700
   */
  delayDuration?: number;
  /**
   * Within this time (ms) after one tooltip closes, the next opens at once.
   * @default 300
   */
  skipDelayDuration?: number;
};

/** Shares open/skip delays between tooltips; put one near the app root. Defaults: 700 ms open, 300 ms skip. */
export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY_DURATION,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_DURATION,
  ...props
}: TooltipProviderProps) {
  return (
    <ProviderPresent.Provider value={true}>
      <TooltipPrimitive.Provider
        data-slot="tooltip-provider"
        delayDuration={delayDuration}
        skipDelayDuration={skipDelayDuration}
        {...props}
      />
    </ProviderPresent.Provider>
  );
}

export type TooltipProps = React.ComponentProps<typeof TooltipPrimitive.Root> & {
  /**
   * Whether the tooltip shows, for a controlled tooltip.
   * @default undefined
   */
  open?: boolean;
  /**
   * Whether it shows at first, for an uncontrolled tooltip.
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Called with the new open state when it opens or closes.
   * @default undefined
   */
  onOpenChange?: (open: boolean) => void;
  /**
   * Wait (ms) before this tooltip opens; overrides the provider's.
   * @default the provider's (700)
   */
  delayDuration?: number;
};

/** One tooltip (trigger + content). Works inside a TooltipProvider, or brings its own with the default delays. */
export function Tooltip(props: TooltipProps) {
  const hasProvider = React.useContext(ProviderPresent);
  const root = <Root data-slot="tooltip" {...props} />;
  // an own provider only when none is above, so skip-delay still works across a page's tooltips
  return hasProvider ? root : <TooltipProvider>{root}</TooltipProvider>;
}

export type TooltipTriggerProps = React.ComponentProps<typeof TooltipPrimitive.Trigger>;

/**
 * The element that opens the tooltip on hover and keyboard focus; use `asChild` to wrap a Button. Without
 * `asChild` it is a button with `data-slot="tooltip-trigger"`; with it, the child keeps its own `data-slot`
 * (a Button stays `data-slot="button"`, the selector QA already uses) and gets `data-tooltip-trigger`.
 */
export function TooltipTrigger(props: TooltipTriggerProps) {
  return <Trigger {...props} />;
}

export type TooltipContentProps = React.ComponentProps<typeof TooltipPrimitive.Content> & {
  /**
   * The side of the trigger it shows on when there is room (it flips when there is not).
   * @default "top"
   */
  side?: "top" | "right" | "bottom" | "left";
  /**
   * Gap (px) between the trigger and the tooltip.
   * @default 4
   */
  sideOffset?: number;
  /**
   * Alignment along the trigger: "start", "center" or "end".
   * @default "center"
   */
  align?: "start" | "center" | "end";
  /**
   * Shift (px) from the `align` position.
   * @default 0
   */
  alignOffset?: number;
  /**
   * Distance (px) kept from the screen's edges when it has to shift or flip.
   * @default 8
   */
  collisionPadding?: number | Partial<Record<"top" | "right" | "bottom" | "left", number>>;
  /**
   * Flips and shifts to stay on the screen.
   * @default true
   */
  avoidCollisions?: boolean;
  /**
   * Called when Escape is pressed (it closes the tooltip); `event.preventDefault()` keeps it.
   * @default undefined
   */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  /**
   * Called on a pointer press outside; `event.preventDefault()` keeps it.
   * @default undefined
   */
  onPointerDownOutside?: (event: CustomEvent<{ originalEvent: PointerEvent }>) => void;
  /**
   * Draws an arrow from the tooltip to its trigger (`data-slot="tooltip-arrow"`).
   * @default false
   */
  arrow?: boolean;
};

/**
 * The tooltip bubble, portalled to the body. QA contract: `data-slot="tooltip-content"`, Radix's
 * `data-state="delayed-open|instant-open|closed"` and `data-side`.
 */
export function TooltipContent(props: TooltipContentProps) {
  return <floating.Content {...props} />;
}
