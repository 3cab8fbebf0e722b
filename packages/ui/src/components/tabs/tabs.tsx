"use client";
import * as TabsPrimitive from "@radix-ui/react-tabs";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn.js";

export type TabsProps = React.ComponentProps<typeof TabsPrimitive.Root> & {
  /** The active tab's value, for controlled tabs. Default: uncontrolled. */
  value?: string;
  /** The tab active at first in uncontrolled tabs. Default: none. */
  defaultValue?: string;
  /** Called with the value of the tab the user activates. Default: none. */
  onValueChange?: (value: string) => void;
  /** Layout and arrow keys: "horizontal" (Left/Right) or "vertical" (Up/Down, list beside the panel). Default: "horizontal". */
  orientation?: "horizontal" | "vertical";
  /** "automatic": a tab shows its panel as soon as it gets focus; "manual": only on Enter or Space. Default: "automatic". */
  activationMode?: "automatic" | "manual";
  /** Reading direction (Left/Right follow it). Default: inherited from a DirectionProvider, else "ltr". */
  dir?: "ltr" | "rtl";
};

/**
 * Panels of content shown one at a time, following the WAI-ARIA tabs pattern: the tab list is one Tab
 * stop, arrow keys (and Home/End) move between tabs and skip disabled ones, Tab moves on into the panel.
 * QA contract: `data-slot="tabs"`, Radix's `data-orientation`.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      className={cn("group/tabs flex gap-2 data-[orientation=horizontal]:flex-col", className)}
      {...props}
    />
  );
}

export const tabsListVariants = cva(
  [
    "group/tabs-list inline-flex max-w-full items-center text-muted-foreground",
    // a row too long for its container scrolls sideways (focus brings the focused tab into view)
    "group-data-[orientation=horizontal]/tabs:overflow-x-auto group-data-[orientation=horizontal]/tabs:[scrollbar-width:none]",
    "group-data-[orientation=vertical]/tabs:h-fit group-data-[orientation=vertical]/tabs:flex-col group-data-[orientation=vertical]/tabs:items-stretch",
  ],
  {
    variants: {
      variant: {
        default: "w-fit gap-1 rounded-lg bg-muted p-1",
        // the base line is an inset shadow (horizontal) so a scrolling row does not clip the active underline
        line: "gap-4 group-data-[orientation=horizontal]/tabs:shadow-[inset_0_-1px_0_var(--color-border)] group-data-[orientation=vertical]/tabs:gap-1 group-data-[orientation=vertical]/tabs:border-e group-data-[orientation=vertical]/tabs:border-border",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type TabsListProps = React.ComponentProps<typeof TabsPrimitive.List> &
  VariantProps<typeof tabsListVariants> & {
    /** "default": tabs on a muted track, the active one raised; "line": an underline marks the active tab. Default: "default". */
    variant?: "default" | "line" | null;
    /** Whether arrow keys wrap from the last tab to the first. Default: true. */
    loop?: boolean;
  };

/** The row (or column) of tabs (`role="tablist"`). QA contract: `data-slot="tabs-list"`, `data-variant`. */
export function TabsList({ className, variant, ...props }: TabsListProps) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      data-variant={variant ?? "default"}
      className={cn(tabsListVariants({ variant }), className)}
      {...props}
    />
  );
}

export type TabsTriggerProps = React.ComponentProps<typeof TabsPrimitive.Trigger> & {
  /** The value that identifies this tab and its panel. Required. */
  value: string;
  /** Skipped by arrow keys, not activatable. Default: false. */
  disabled?: boolean;
};

/**
 * One tab (`role="tab"`, `aria-selected`, `aria-controls` its panel). QA contract: `data-slot="tabs-trigger"`,
 * Radix's `data-state="active|inactive"`, `data-disabled`, `data-orientation`.
 */
export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        "inline-flex cursor-pointer items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-[color,background-color,box-shadow,border-color] outline-none",
        "hover:text-foreground data-[state=active]:text-foreground",
        "focus-visible:ring-3 focus-visible:ring-ring/50",
        "disabled:pointer-events-none disabled:opacity-50",
        "group-data-[orientation=vertical]/tabs:justify-start",
        "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        // default: the active tab is a raised chip on the muted track
        "group-data-[variant=default]/tabs-list:data-[state=active]:bg-background group-data-[variant=default]/tabs-list:data-[state=active]:shadow-sm",
        // line: an underline (a bar on the end side when vertical) in the brand colour
        "group-data-[variant=line]/tabs-list:rounded-none group-data-[variant=line]/tabs-list:border-transparent group-data-[variant=line]/tabs-list:focus-visible:ring-inset group-data-[variant=line]/tabs-list:data-[state=active]:border-primary",
        "group-data-[orientation=horizontal]/tabs:group-data-[variant=line]/tabs-list:border-b-2 group-data-[orientation=horizontal]/tabs:group-data-[variant=line]/tabs-list:px-1 group-data-[orientation=horizontal]/tabs:group-data-[variant=line]/tabs-list:pb-2.5",
        "group-data-[orientation=vertical]/tabs:group-data-[variant=line]/tabs-list:-me-px group-data-[orientation=vertical]/tabs:group-data-[variant=line]/tabs-list:border-e-2",
        className,
      )}
      {...props}
    />
  );
}

export type TabsContentProps = React.ComponentProps<typeof TabsPrimitive.Content> & {
  /** The value of the tab this panel belongs to. Required. */
  value: string;
};

/**
 * A panel (`role="tabpanel"`, labelled by its tab, focusable so Tab from the list lands in it). QA contract:
 * `data-slot="tabs-content"`, Radix's `data-state="active|inactive"`.
 */
export function TabsContent({ className, ...props }: TabsContentProps) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        "min-w-0 flex-1 rounded-md outline-none focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        className,
      )}
      {...props}
    />
  );
}
