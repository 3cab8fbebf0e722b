// The one way the kit's overlays name a Radix part that an app may render as its own element (a Trigger, a
// Close, an Anchor): the modal base (lib/modal.tsx) builds its Trigger and Close with it, and the floating
// surfaces (Popover, Tooltip, DropdownMenu, HoverCard) their Trigger, Anchor and Close, as they share
// `closableRoot` for their roots. Not public API. Server-safe: it only renders the part it is given.
import type * as React from "react";

/**
 * `Part` named `slot` in the QA contract: `data-slot="<slot>"` on the element it renders; with `asChild` the
 * child keeps its own `data-slot` (a Button stays `data-slot="button"`, the selector QA already uses) and is
 * marked `data-<slot>` instead. Radix's `data-state` either way. A prop given to the part overrides either mark.
 */
export function slotPart<P extends { asChild?: boolean }>(Part: React.ComponentType<P>, slot: string) {
  const Marked = Part as React.ComponentType<P & Record<`data-${string}`, string>>;
  function SlotPart(props: P) {
    const mark = props.asChild ? { [`data-${slot}`]: "" } : { "data-slot": slot };
    return <Marked {...(mark as Record<`data-${string}`, string>)} {...props} />;
  }
  return SlotPart;
}
