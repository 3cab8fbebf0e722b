"use client";
// The direction a DirectionProvider above sets, for the kit's parts that otherwise measure the page's CSS
// direction (Calendar, Sidebar, DataTable's portalled menus), and that measure (usePageDirection). Radix's
// useDirection() answers "ltr" both for an "ltr" provider and for none, so the kit's DirectionProvider also
// says here that it is there.
import * as DirectionPrimitive from "@radix-ui/react-direction";
import * as React from "react";

/** True inside the kit's DirectionProvider. */
export const DirectionProvided = React.createContext(false);

/**
 * The nearest DirectionProvider's direction, or undefined when there is none (the caller then reads the page).
 * Radix's own provider, mounted by an app directly, shows only when it says "rtl".
 */
export function useProvidedDirection(): "ltr" | "rtl" | undefined {
  // Radix's context holds the innermost provider's value, the kit's or Radix's own
  const dir = DirectionPrimitive.useDirection();
  const provided = React.useContext(DirectionProvided);
  return provided || dir === "rtl" ? dir : undefined;
}

/** An element's parent, or its shadow root's host. */
function parentAcrossShadow(node: Element): Element | null {
  if (node.parentElement) return node.parentElement;
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/**
 * The direction the page lays out `ref`'s element in (or its parent's, with `of` "parent"): `<html dir>`, a
 * `dir` above, or CSS. For the kit's parts without a DirectionProvider: read once mounted, and again when a
 * `dir` attribute on the element or an ancestor changes (a language switch); a direction only a stylesheet
 * changes is read on mount. `undefined` before the first layout (a server render) and while `skip`.
 */
export function usePageDirection(
  ref: React.RefObject<HTMLElement | null>,
  skip = false,
  of: "self" | "parent" = "self",
): "ltr" | "rtl" | undefined {
  const [dir, setDir] = React.useState<"ltr" | "rtl">();
  React.useLayoutEffect(() => {
    const element = of === "parent" ? ref.current?.parentElement : ref.current;
    if (skip || !element) return;
    const read = () => setDir(getComputedStyle(element).direction === "rtl" ? "rtl" : "ltr");
    read();
    // only a `dir` on the element or above it can turn it (not one inside it, as a rich-text editor sets);
    // above a shadow root, its host's; and <html>'s always (an element mounted before it was attached)
    const changes = new MutationObserver(read);
    const watch = { attributeFilter: ["dir"] };
    for (let node: Element | null = element; node; node = parentAcrossShadow(node))
      changes.observe(node, watch);
    changes.observe(element.ownerDocument.documentElement, watch);
    return () => changes.disconnect();
  }, [ref, skip, of]);
  return skip ? undefined : dir;
}
