"use client";
import * as React from "react";
import {
  getFocusPlace,
  restoreFocusPlace,
  setFocusFallback,
  type FocusPlace,
} from "../../lib/focus-place.js";

export type FocusAfterRemovalOptions = {
  /**
   * Where the focus goes when no row is left (the table's heading, a search field); unset, to the list's
   * focusable container if it has one (the DataTable's table).
   * @default undefined
   */
  fallback?: React.RefObject<HTMLElement | null>;
};

/**
 * Keeps the keyboard focus in a list when the row that has it is removed — deleted by the user, or gone with
 * new data — instead of losing it to `<body>`: it moves to the same control of the row that takes the removed
 * row's place (the next one), or of the row before when it was the last, or to `fallback` (if hidden then, the
 * list's focusable container, e.g. the DataTable's table). Give it the element that holds the rows (a `tbody`,
 * a `ul`) or one around it. The kit's dialogs do the same on their own for a row removed while they close;
 * this hook covers a row that goes later (a refetch after a mutation).
 */
export function useFocusAfterRemoval(
  container: React.RefObject<HTMLElement | null>,
  { fallback }: FocusAfterRemovalOptions = {},
): void {
  React.useEffect(() => {
    const root = container.current;
    if (!root) return;
    let place: FocusPlace | null = null;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      place = getFocusPlace(target);
    };
    const onFocusOut = (event: FocusEvent) => {
      // the user moved on elsewhere: not ours to restore
      const next = event.relatedTarget as Node | null;
      if (next && !root.contains(next)) place = null;
      else if (!next) {
        // no related target: the element was removed, or the user clicked where nothing takes the focus (then
        // a row going later is not theirs to follow); told apart once the DOM has settled. A window losing
        // the focus keeps its active element, and the place.
        const left = place;
        queueMicrotask(() => {
          if (place === left && left?.element.isConnected && document.activeElement !== left.element)
            place = null;
        });
      }
    };
    const removed = new MutationObserver(() => {
      if (!place || place.element.isConnected) return;
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost)
        place = restoreFocusPlace(place, fallback?.current)
          ? getFocusPlace(document.activeElement as HTMLElement)
          : null;
    });
    root.addEventListener("focusin", onFocusIn);
    root.addEventListener("focusout", onFocusOut);
    removed.observe(root, { childList: true, subtree: true });
    // a row removed while the dialog it opened is still open: the dialog's return finds the fallback here
    const forget = setFocusFallback(root, () => fallback?.current);
    return () => {
      root.removeEventListener("focusin", onFocusIn);
      root.removeEventListener("focusout", onFocusOut);
      removed.disconnect();
      forget();
    };
  }, [container, fallback]);
}
