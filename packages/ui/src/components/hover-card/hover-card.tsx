"use client";
import * as HoverCardPrimitive from "@radix-ui/react-hover-card";
import type * as React from "react";
import { cn } from "../../lib/cn.js";
import { floatingParts } from "../../lib/floating.js";
import { closableRoot } from "../../lib/layer-escape.js";
import { slotPart } from "../../lib/slot-part.js";
import { HOVER_CARD_CLOSE_DELAY, HOVER_CARD_OPEN_DELAY } from "./hover-card.shared.js";

const floating = floatingParts(
  "hover-card",
  {
    Portal: HoverCardPrimitive.Portal,
    Content: HoverCardPrimitive.Content,
    Arrow: HoverCardPrimitive.Arrow,
  },
  { surface: "panel", sideOffset: 4, collisionPadding: 8 },
);
// the open state held by the kit, so the content can close on an Escape a toast above it handed on
const Root = closableRoot(HoverCardPrimitive.Root, "HoverCard");
const Trigger = slotPart(HoverCardPrimitive.Trigger, "hover-card-trigger");

export type HoverCardProps = React.ComponentProps<typeof HoverCardPrimitive.Root> & {
  /**
   * Whether the card is open, for a controlled card.
   * @default undefined
   */
  open?: boolean;
  /**
   * Whether the card is open at first.
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Called when the card opens or closes.
   * @default undefined
   */
  onOpenChange?: (open: boolean) => void;
  /**
   * Milliseconds the pointer rests on the trigger (or the trigger has the keyboard focus) before it opens.
   * @default 700
   */
  openDelay?: number;
  /**
   * Milliseconds it stays once the pointer has left the trigger and the card.
   * @default 300
   */
  closeDelay?: number;
};

/**
 * A preview that opens while the pointer rests on a link (or the link has the keyboard focus): an asset's
 * details over its tag ID, a person over their name. Screen readers do not read it (its content is not in the
 * link's name or description), so what it shows must also be reachable another way: the link's own page.
 * Escape closes it. QA contract: `data-slot="hover-card"`.
 */
export function HoverCard({
  openDelay = HOVER_CARD_OPEN_DELAY,
  closeDelay = HOVER_CARD_CLOSE_DELAY,
  ...props
}: HoverCardProps) {
  return <Root data-slot="hover-card" openDelay={openDelay} closeDelay={closeDelay} {...props} />;
}

export type HoverCardTriggerProps = React.ComponentProps<typeof HoverCardPrimitive.Trigger> & {
  /**
   * Renders its one child (a link, a router's Link) as the trigger.
   * @default false (an `<a>`)
   */
  asChild?: boolean;
};

/**
 * What the card is about, usually a link (`asChild` with your router's Link). Without `asChild` it is an `<a>`
 * drawn as a link (primary, underlined), so a reader sees there is more behind it.
 * QA contract: `data-slot="hover-card-trigger"`, Radix's `data-state` (`open`/`closed`); with `asChild` the
 * child keeps its own `data-slot` (a Button stays `data-slot="button"`) and gets `data-hover-card-trigger`.
 */
export function HoverCardTrigger({ asChild, className, ...props }: HoverCardTriggerProps) {
  return (
    <Trigger
      asChild={asChild}
      className={cn(
        asChild
          ? // the kit's ring for a child without its own (a router's Link); a Button's is the same ring
            "outline-none focus-visible:ring-2 focus-visible:ring-ring"
          : // looks like the link it is (a page's reset takes that from an <a>); the kit's focus ring (as
            // BreadcrumbLink's), not the browser's outline
            "rounded-sm font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
      {...props}
    />
  );
}

export type HoverCardContentProps = React.ComponentProps<typeof HoverCardPrimitive.Content> & {
  /**
   * The side of the trigger it opens on when there is room (it flips when there is not).
   * @default "bottom"
   */
  side?: "top" | "right" | "bottom" | "left";
  /**
   * Gap (px) between the trigger and the card.
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
   * Draws an arrow pointing at the trigger.
   * @default false
   */
  arrow?: boolean;
};

/**
 * The card, portalled, on the kit's floating panel (the Popover's surface).
 * QA contract: `data-slot="hover-card-content"`, Radix's `data-state` (`open`/`closed`), `data-side`,
 * `data-align`; `hover-card-arrow`.
 */
export function HoverCardContent({ align = "center", ...props }: HoverCardContentProps) {
  return <floating.Content align={align} {...props} />;
}
