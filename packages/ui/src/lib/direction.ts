"use client";
// The direction a DirectionProvider above sets, for the kit's parts that otherwise measure the page's CSS
// direction (Calendar, DataTable's portalled menus). Radix's useDirection() answers "ltr" both for an "ltr"
// provider and for none, so the kit's DirectionProvider also says here that it is there.
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
