"use client";
// The scrolling middle part shared by DialogBody and SheetBody. Not part of the public API.
import * as React from "react";

/**
 * Classes of a scroll box between a header and a footer: it takes the room left and scrolls; its text keeps
 * 0.5 rem from the box's edges (the negative margins keep the text where it was), and its focus ring is rounded
 * and drawn outside the box, inside the panel's padding, so it is not clipped and text never covers it.
 */
export const scrollBodyClassName =
  "min-h-0 flex-1 overflow-y-auto rounded-md py-2 outline-none focus-visible:ring-3 focus-visible:ring-ring/50";

/** Sets a ref object or calls a ref callback. */
function assign<T>(ref: React.Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

/**
 * Whether the box's content is taller than the box, kept up to date as the box resizes (the screen) and as its
 * children do (an error, a loaded list). Returns the state and a ref callback that also sets `ref`.
 */
export function useOverflowing<T extends HTMLElement>(
  ref: React.Ref<T> | undefined,
): [boolean, (node: T | null) => (() => void) | undefined] {
  const [overflowing, setOverflowing] = React.useState(false);
  const attach = React.useCallback(
    (node: T | null) => {
      assign(ref, node);
      if (!node) return;
      const measure = () => setOverflowing(node.scrollHeight > node.clientHeight);
      const resized = new ResizeObserver(measure);
      const observeAll = () => {
        resized.disconnect();
        resized.observe(node);
        for (const child of node.children) resized.observe(child);
        measure();
      };
      const mutated = new MutationObserver(observeAll);
      mutated.observe(node, { childList: true });
      observeAll();
      return () => {
        resized.disconnect();
        mutated.disconnect();
        assign(ref, null);
      };
    },
    [ref],
  );
  return [overflowing, attach];
}
