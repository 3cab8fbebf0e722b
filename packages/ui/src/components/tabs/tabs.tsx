"use client";
import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { VariantProps } from "class-variance-authority";
import * as React from "react";
import { cn } from "../../lib/cn.js";
import { type ScrollOverflow, scrollOverflow } from "../../lib/scroll-overflow.js";
import { tabsListVariants } from "./tabs.shared.js";

export type TabsProps = React.ComponentProps<typeof TabsPrimitive.Root> & {
  /**
   * The active tab's value, for controlled tabs.
   * @default undefined
   */
  value?: string;
  /**
   * The tab active at first in uncontrolled tabs.
   * @default undefined
   */
  defaultValue?: string;
  /**
   * Called with the value of the tab the user activates.
   * @default undefined
   */
  onValueChange?: (value: string) => void;
  /**
   * Layout and arrow keys: "horizontal" (Left/Right) or "vertical" (Up/Down, list beside the panel).
   * @default "horizontal"
   */
  orientation?: "horizontal" | "vertical";
  /**
   * "automatic": a tab shows its panel as soon as it gets focus; "manual": only on Enter or Space.
   * @default "automatic"
   */
  activationMode?: "automatic" | "manual";
  /**
   * Reading direction (Left/Right follow it).
   * @default inherited from a DirectionProvider, else "ltr"
   */
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
      // gap-3: room for the focused panel's ring and its offset; min-w-0: in a grid or a flex row (an app's page)
      // a long tab row scrolls in the width it is given rather than widening the page
      className={cn("group/tabs flex min-w-0 gap-3 data-[orientation=horizontal]:flex-col", className)}
      {...props}
    />
  );
}

export type TabsListProps = React.ComponentProps<typeof TabsPrimitive.List> &
  VariantProps<typeof tabsListVariants> & {
    /**
     * "default": tabs on a muted track, the active one raised; "line": an underline marks the active tab.
     * @default "default"
     */
    variant?: "default" | "line" | null;
    /**
     * Whether arrow keys wrap from the last tab to the first.
     * @default true
     */
    loop?: boolean;
  };

/** Which sides of a horizontal, scrolling row have tabs out of view. */
function overflowOf(list: HTMLElement): ScrollOverflow {
  return list.getAttribute("aria-orientation") === "vertical" ? undefined : scrollOverflow(list);
}

/** Scrolls the row (never the page) so that `tab` is clear of the fades (the list's scroll-padding). */
function reveal(list: HTMLElement, tab: HTMLElement) {
  if (list.scrollWidth <= list.clientWidth) return;
  const style = getComputedStyle(list);
  const box = list.getBoundingClientRect();
  const rect = tab.getBoundingClientRect();
  const left = box.left + (parseFloat(style.scrollPaddingLeft) || 0);
  const right = box.right - (parseFloat(style.scrollPaddingRight) || 0);
  if (rect.left < left) list.scrollBy({ left: rect.left - left, behavior: "instant" });
  else if (rect.right > right) list.scrollBy({ left: rect.right - right, behavior: "instant" });
}

/**
 * The row (or column) of tabs (`role="tablist"`). A horizontal row too long for its container scrolls
 * sideways: the active tab is kept in view and a fade marks the side with more tabs. QA contract:
 * `data-slot="tabs-list"`, `data-variant`, `data-overflow="start|end|both"` while tabs are out of view.
 */
export function TabsList({ className, variant, ref, ...props }: TabsListProps) {
  const listRef = React.useRef<HTMLDivElement | null>(null);
  const [overflow, setOverflow] = React.useState<ScrollOverflow>(undefined);
  const setRef = React.useCallback(
    (node: HTMLDivElement | null) => {
      listRef.current = node;
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  React.useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => setOverflow(overflowOf(list));
    const revealActive = () => {
      const active = list.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
      if (active) reveal(list, active);
      update();
    };
    // the row or a tab changes size (container resized, labels changed, fonts loaded)
    const sizes = new ResizeObserver(revealActive);
    const observeSizes = () => {
      sizes.observe(list);
      for (const child of list.children) sizes.observe(child);
    };
    // a new active tab (click, arrow keys, a controlled value) or tabs added or removed
    const mutations = new MutationObserver(() => {
      observeSizes();
      revealActive();
    });
    observeSizes();
    revealActive();
    mutations.observe(list, { subtree: true, childList: true, attributeFilter: ["data-state"] });
    list.addEventListener("scroll", update, { passive: true });
    return () => {
      mutations.disconnect();
      sizes.disconnect();
      list.removeEventListener("scroll", update);
    };
  }, []);

  return (
    <TabsPrimitive.List
      ref={setRef}
      data-slot="tabs-list"
      data-variant={variant ?? "default"}
      data-overflow={overflow}
      className={cn(tabsListVariants({ variant }), className)}
      {...props}
    />
  );
}

export type TabsTriggerProps = React.ComponentProps<typeof TabsPrimitive.Trigger> & {
  /** The value that identifies this tab and its panel. Required. */
  value: string;
  /**
   * Skipped by arrow keys, not activatable.
   * @default false
   */
  disabled?: boolean;
};

const isText = (child: unknown): child is string | number =>
  typeof child === "string" || typeof child === "number";

/**
 * The trigger's children as icon, label, icon: the label runs from the first piece of text to the last, with
 * whatever stands between them (JSX splits `All ({count})` into "All (", 200 and ")"; `All (<Count />)` puts an
 * element in the middle), so it reads and lays out as one run of text that can end in an ellipsis; what comes
 * before or after it (an icon, a badge) keeps the tab's gap.
 */
function splitLabel(parts: ReturnType<typeof React.Children.toArray>) {
  const first = parts.findIndex(isText);
  if (first < 0) return { before: parts, label: [], after: [] };
  const last = parts.findLastIndex(isText);
  // neighbouring pieces of text as one text node, shaped as one word run ("(", 200, ")" kerned together)
  const label: typeof parts = [];
  for (const part of parts.slice(first, last + 1)) {
    const previous = label.at(-1);
    if (isText(part) && isText(previous)) label[label.length - 1] = `${previous}${part}`;
    else label.push(part);
  }
  return { before: parts.slice(0, first), label, after: parts.slice(last + 1) };
}

/**
 * One tab (`role="tab"`, `aria-selected`, `aria-controls` its panel). One line: a text label longer than the
 * tab's maximum width (15rem) ends in an ellipsis, and the tab then shows the whole label as its `title`
 * (the accessible name is always the whole label). QA contract: `data-slot="tabs-trigger"`, Radix's
 * `data-state="active|inactive"`, `data-disabled`, `data-orientation`; the text in `data-slot="tabs-trigger-label"`.
 */
export function TabsTrigger({ className, children, title, asChild, ...props }: TabsTriggerProps) {
  // with asChild the one child element is the tab and its content stays as given
  const { before, label, after } = splitLabel(asChild ? [] : React.Children.toArray(children));
  const hasLabel = label.length > 0;
  const labelRef = React.useRef<HTMLSpanElement | null>(null);
  // the whole label, while it is cut short
  const [truncated, setTruncated] = React.useState<string>();
  React.useLayoutEffect(() => {
    const text = labelRef.current;
    if (!text) return setTruncated(undefined);
    const check = () =>
      setTruncated(text.scrollWidth > text.clientWidth ? text.textContent?.trim() || undefined : undefined);
    check();
    // a new size, or new text in the same size (a count rendered by an element in the label)
    const sizes = new ResizeObserver(check);
    sizes.observe(text);
    const edits = new MutationObserver(check);
    edits.observe(text, { subtree: true, childList: true, characterData: true });
    return () => {
      sizes.disconnect();
      edits.disconnect();
    };
  }, [hasLabel]);

  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      title={title ?? truncated}
      className={cn(
        "inline-flex max-w-60 shrink-0 cursor-pointer items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-[color,background-color,box-shadow,border-color] outline-none",
        "hover:text-foreground data-[state=active]:text-foreground",
        "focus-visible:ring-2 focus-visible:ring-ring",
        "disabled:pointer-events-none disabled:opacity-50",
        "group-data-[orientation=vertical]/tabs:max-w-none group-data-[orientation=vertical]/tabs:justify-start",
        "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        // default: the active tab is a raised chip on the muted track
        "group-data-[variant=default]/tabs-list:data-[state=active]:bg-background group-data-[variant=default]/tabs-list:data-[state=active]:shadow-sm",
        // line: an underline (a bar on the end side when vertical) in the brand colour
        "group-data-[variant=line]/tabs-list:rounded-none group-data-[variant=line]/tabs-list:border-transparent group-data-[variant=line]/tabs-list:focus-visible:ring-inset group-data-[variant=line]/tabs-list:data-[state=active]:border-primary",
        "group-data-[orientation=horizontal]/tabs:group-data-[variant=line]/tabs-list:border-b-2 group-data-[orientation=horizontal]/tabs:group-data-[variant=line]/tabs-list:px-1 group-data-[orientation=horizontal]/tabs:group-data-[variant=line]/tabs-list:pb-2.5",
        "group-data-[orientation=vertical]/tabs:group-data-[variant=line]/tabs-list:-me-px group-data-[orientation=vertical]/tabs:group-data-[variant=line]/tabs-list:border-e-2",
        className,
      )}
      asChild={asChild}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {before}
          {hasLabel ? (
            // a span of its own (one flex item) so that it can end in an ellipsis
            <span ref={labelRef} data-slot="tabs-trigger-label" className="min-w-0 truncate">
              {label}
            </span>
          ) : null}
          {after}
        </>
      )}
    </TabsPrimitive.Trigger>
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
        // the ring stands clear of the text it surrounds
        "min-w-0 flex-1 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-6 focus-visible:ring-offset-background",
        className,
      )}
      {...props}
    />
  );
}
