"use client";
import * as PopoverPrimitive from "@radix-ui/react-popover";
import type * as React from "react";
import { floatingParts } from "../../lib/floating.js";
import { closableRoot } from "../../lib/layer-escape.js";
import { slotPart } from "../../lib/slot-part.js";
import { POPOVER_COLLISION_PADDING, POPOVER_SIDE_OFFSET } from "./popover.shared.js";

const floating = floatingParts(
  "popover",
  { Portal: PopoverPrimitive.Portal, Content: PopoverPrimitive.Content, Arrow: PopoverPrimitive.Arrow },
  {
    surface: "panel",
    sideOffset: POPOVER_SIDE_OFFSET,
    collisionPadding: POPOVER_COLLISION_PADDING,
  },
);
// the open state held by the kit, so the content can close on an Escape a toast above it handed on
const Root = closableRoot(PopoverPrimitive.Root, "Popover");
const Trigger = slotPart(PopoverPrimitive.Trigger, "popover-trigger");
const Anchor = slotPart(PopoverPrimitive.Anchor, "popover-anchor");
const Close = slotPart(PopoverPrimitive.Close, "popover-close");

export type PopoverProps = React.ComponentProps<typeof PopoverPrimitive.Root> & {
  /**
   * Whether the popover is open, for a controlled popover.
   * @default undefined
   */
  open?: boolean;
  /**
   * Whether the popover is open at first, for an uncontrolled popover.
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Called with the new open state when the user opens or closes it.
   * @default undefined
   */
  onOpenChange?: (open: boolean) => void;
  /**
   * Traps focus inside and hides the page behind from assistive tech while open.
   * @default false
   */
  modal?: boolean;
};

/**
 * Non-modal floating content next to its trigger (Radix Popover): focus moves in on open, Escape, a click
 * outside or focus leaving closes it, and Escape returns the focus to the trigger. `modal` traps focus instead.
 */
export function Popover(props: PopoverProps) {
  return <Root data-slot="popover" {...props} />;
}

export type PopoverTriggerProps = React.ComponentProps<typeof PopoverPrimitive.Trigger>;

/**
 * Toggles the popover; use `asChild` to make a Button the trigger. Without `asChild` it is a button with
 * `data-slot="popover-trigger"`; with it, the child keeps its own `data-slot` (a Button stays
 * `data-slot="button"`) and gets `data-popover-trigger`. Radix's `data-state` either way.
 */
export function PopoverTrigger(props: PopoverTriggerProps) {
  return <Trigger {...props} />;
}

export type PopoverAnchorProps = React.ComponentProps<typeof PopoverPrimitive.Anchor>;

/**
 * Positions the popover against this element instead of the trigger. Render it after PopoverTrigger in the
 * tree (CSS can reorder them): Radix since 1.1.15 otherwise keeps the trigger as the anchor
 * (radix-ui/primitives#3760). `data-slot="popover-anchor"`; with `asChild` the child keeps its own `data-slot`
 * (an Input stays `data-slot="input"`) and gets `data-popover-anchor`.
 */
export function PopoverAnchor(props: PopoverAnchorProps) {
  return <Anchor {...props} />;
}

export type PopoverCloseProps = React.ComponentProps<typeof PopoverPrimitive.Close>;

/**
 * Closes the popover when pressed (e.g. an Apply button with `asChild`). `data-slot="popover-close"`; with
 * `asChild` the child keeps its own `data-slot` (a Button stays `data-slot="button"`) and gets `data-popover-close`.
 */
export function PopoverClose(props: PopoverCloseProps) {
  return <Close {...props} />;
}

export type PopoverContentProps = React.ComponentProps<typeof PopoverPrimitive.Content> & {
  /**
   * The side of the trigger it opens on when there is room (it flips when there is not).
   * @default "bottom"
   */
  side?: "top" | "right" | "bottom" | "left";
  /**
   * Gap (px) between the trigger and the panel.
   * @default 4
   */
  sideOffset?: number;
  /**
   * Alignment along the trigger: "start", "center" or "end" (in reading order).
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
   * Called when Escape is pressed; `event.preventDefault()` keeps it open.
   * @default undefined
   */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  /**
   * Called on a pointer press outside; `event.preventDefault()` keeps it open.
   * @default undefined
   */
  onPointerDownOutside?: (event: CustomEvent<{ originalEvent: PointerEvent }>) => void;
  /**
   * Called on a press or a focus move outside; `event.preventDefault()` keeps it open.
   * @default undefined
   */
  onInteractOutside?: (event: CustomEvent<{ originalEvent: PointerEvent | FocusEvent }>) => void;
  /**
   * Called as it opens, before focus moves in; `event.preventDefault()` leaves focus alone.
   * @default undefined
   */
  onOpenAutoFocus?: (event: Event) => void;
  /**
   * Called as it closes, before focus returns to the trigger; `event.preventDefault()` stops that.
   * @default undefined
   */
  onCloseAutoFocus?: (event: Event) => void;
  /**
   * Draws an arrow from the panel to the trigger (`data-slot="popover-arrow"`).
   * @default false
   */
  arrow?: boolean;
};

/**
 * The floating panel, portalled to the body: `side` default "bottom", `align` default "center", `sideOffset`
 * default 4, `collisionPadding` default 8; never wider than the screen. QA contract:
 * `data-slot="popover-content"`, Radix's `data-state` (`open`/`closed`), `data-side`, `data-align`.
 */
export function PopoverContent({ align = "center", ...props }: PopoverContentProps) {
  return <floating.Content align={align} {...props} />;
}
