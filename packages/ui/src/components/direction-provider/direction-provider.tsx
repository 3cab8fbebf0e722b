"use client";
import * as DirectionPrimitive from "@radix-ui/react-direction";
import type * as React from "react";
import { DirectionProvided } from "../../lib/direction.js";

export type DirectionProviderProps = {
  /** The reading direction of everything inside: "ltr" or "rtl". Required. */
  dir: "ltr" | "rtl";
  /**
   * The part of the app that reads in `dir`.
   * @default undefined
   */
  children?: React.ReactNode;
};

/**
 * Sets the reading direction for the kit's interactive parts inside it (Radix's DirectionProvider): Tabs,
 * Select, RadioGroup, DropdownMenu, Calendar and the DataTable's page size key and lay out their lists by it
 * (ArrowLeft moves to the next tab in "rtl"), portalled lists included. `<html dir="rtl">` alone is not
 * enough: it sets the page's CSS direction, which the kit's `rtl:` styles follow, but Radix's keyboard and
 * portals read this context. Put both at the root: `<html dir="rtl"><body><DirectionProvider dir="rtl">`.
 * A component's own `dir` prop still wins; without a provider, Calendar, DataTable and Sidebar read the page's
 * direction, and follow a `dir` attribute changed above them.
 */
export function DirectionProvider({ dir, children }: DirectionProviderProps) {
  return (
    <DirectionProvided.Provider value={true}>
      <DirectionPrimitive.Provider dir={dir}>{children}</DirectionPrimitive.Provider>
    </DirectionProvided.Provider>
  );
}

/** The reading direction in effect: `dir` when given, else the nearest DirectionProvider's, else "ltr". */
export function useDirection(dir?: "ltr" | "rtl"): "ltr" | "rtl" {
  return DirectionPrimitive.useDirection(dir);
}
