"use client";
import * as ScrollAreaPrimitive from "@radix-ui/react-scroll-area";
import * as React from "react";
import { cn } from "../../lib/cn.js";

/** Sets a ref object or calls a ref callback. */
function assign<T>(ref: React.Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

/**
 * Whether the viewport's content is larger than the viewport (either way), kept up to date as the viewport and
 * its content resize. Returns the state and a ref callback that also sets `ref`.
 */
function useScrollable(ref: React.Ref<HTMLDivElement> | undefined) {
  const [scrollable, setScrollable] = React.useState(false);
  const attach = React.useCallback(
    (node: HTMLDivElement | null) => {
      assign(ref, node);
      if (!node) return;
      const measure = () =>
        setScrollable(node.scrollHeight > node.clientHeight + 1 || node.scrollWidth > node.clientWidth + 1);
      const sizes = new ResizeObserver(measure);
      const observeAll = () => {
        sizes.disconnect();
        sizes.observe(node);
        // Radix's content wrapper, and what is in it (a list that loads more)
        for (const child of node.children) {
          sizes.observe(child);
          for (const grandchild of child.children) sizes.observe(grandchild);
        }
        measure();
      };
      const mutations = new MutationObserver(observeAll);
      mutations.observe(node, { childList: true, subtree: true });
      observeAll();
      return () => {
        sizes.disconnect();
        mutations.disconnect();
        assign(ref, null);
      };
    },
    [ref],
  );
  return [scrollable, attach] as const;
}

export type ScrollAreaProps = React.ComponentProps<typeof ScrollAreaPrimitive.Root> & {
  /**
   * Which scrollbars it draws: "vertical", "horizontal" or "both".
   * @default "vertical"
   */
  orientation?: "vertical" | "horizontal" | "both";
  /**
   * When the scrollbars show: "hover" (while the pointer is over it), "scroll" (while scrolling), "auto" (when
   * the content overflows) or "always".
   * @default "hover"
   */
  type?: "auto" | "always" | "scroll" | "hover";
  /**
   * How long the scrollbars stay after the pointer leaves or scrolling stops, in ms ("hover"/"scroll").
   * @default 600
   */
  scrollHideDelay?: number;
  /**
   * Reading direction (the vertical scrollbar sits at the end side).
   * @default inherited from a DirectionProvider, else "ltr"
   */
  dir?: "ltr" | "rtl";
  /**
   * Names the scrolling region (`role="region"` on the viewport), announced when the keyboard enters it.
   * @default undefined
   */
  "aria-label"?: string;
  /**
   * Ids of the elements that name the scrolling region (`role="region"` on the viewport).
   * @default undefined
   */
  "aria-labelledby"?: string;
  /**
   * A ref to the viewport, the element that scrolls (to scroll it from code or read its position).
   * @default undefined
   */
  viewportRef?: React.Ref<HTMLDivElement>;
  /**
   * Classes of the viewport (e.g. a `max-h-*` when the root's height is not set).
   * @default undefined
   */
  viewportClassName?: string;
};

/**
 * A box that scrolls with slim, theme-coloured scrollbars over native scrolling (wheel, touch, keyboard and
 * scroll snapping keep working): give it a height (or a `max-h-*`). While its content overflows, the viewport
 * is a tab stop with a focus ring, so arrow keys, PageUp/PageDown, Home/End and Space scroll it by keyboard.
 * QA contract: `data-slot="scroll-area"`, `scroll-area-viewport` (`data-scrollable` while its content
 * overflows), `scroll-area-scrollbar` (Radix's `data-orientation`, `data-state="visible|hidden"`),
 * `scroll-area-thumb`, `scroll-area-corner`.
 */
export function ScrollArea({
  className,
  children,
  orientation = "vertical",
  type = "hover",
  viewportRef,
  viewportClassName,
  "aria-label": label,
  "aria-labelledby": labelledBy,
  ...props
}: ScrollAreaProps) {
  const [scrollable, attach] = useScrollable(viewportRef);
  const named = Boolean(label || labelledBy);
  return (
    <ScrollAreaPrimitive.Root
      data-slot="scroll-area"
      type={type}
      // the focused viewport's ring is drawn around the box, where the scrollbar and the content cannot cover it
      className={cn(
        "relative overflow-hidden has-[>[data-slot=scroll-area-viewport]:focus-visible]:ring-2 has-[>[data-slot=scroll-area-viewport]:focus-visible]:ring-ring",
        className,
      )}
      {...props}
    >
      <ScrollAreaPrimitive.Viewport
        ref={attach}
        data-slot="scroll-area-viewport"
        data-scrollable={scrollable || undefined}
        role={named ? "region" : undefined}
        aria-label={label}
        aria-labelledby={labelledBy}
        // a scroll box must be reachable by keyboard to be scrolled (WCAG 2.1.1, axe's
        // scrollable-region-focusable); a tab stop only while it scrolls
        tabIndex={scrollable ? 0 : undefined}
        className={cn("size-full rounded-[inherit] outline-none", viewportClassName)}
      >
        {children}
      </ScrollAreaPrimitive.Viewport>
      {orientation !== "horizontal" ? <ScrollBar orientation="vertical" /> : null}
      {orientation !== "vertical" ? <ScrollBar orientation="horizontal" /> : null}
      <ScrollAreaPrimitive.Corner data-slot="scroll-area-corner" />
    </ScrollAreaPrimitive.Root>
  );
}

export type ScrollBarProps = React.ComponentProps<typeof ScrollAreaPrimitive.Scrollbar> & {
  /**
   * The axis it scrolls.
   * @default "vertical"
   */
  orientation?: "vertical" | "horizontal";
};

/**
 * One scrollbar (ScrollArea draws those its `orientation` asks for): a 10 px gutter along the end side or the
 * bottom with a rounded thumb, inset from the box's edge and corners. Hidden from assistive tech, as Radix does
 * (the viewport scrolls by keyboard).
 * QA contract: `data-slot="scroll-area-scrollbar"`, Radix's `data-orientation`, `data-state`; its
 * `scroll-area-thumb`.
 */
export function ScrollBar({ className, orientation = "vertical", ...props }: ScrollBarProps) {
  return (
    <ScrollAreaPrimitive.Scrollbar
      data-slot="scroll-area-scrollbar"
      orientation={orientation}
      className={cn(
        // inset 2 px, and clear of the box's rounded corners along its length
        "flex touch-none p-0.5 transition-colors select-none data-[orientation=horizontal]:px-1.5 data-[orientation=vertical]:py-1.5",
        "data-[orientation=vertical]:h-full data-[orientation=vertical]:w-2.5 data-[orientation=vertical]:border-s data-[orientation=vertical]:border-s-transparent",
        "data-[orientation=horizontal]:h-2.5 data-[orientation=horizontal]:flex-col data-[orientation=horizontal]:border-t data-[orientation=horizontal]:border-t-transparent",
        className,
      )}
      {...props}
    >
      <ScrollAreaPrimitive.Thumb
        data-slot="scroll-area-thumb"
        // the muted text colour, not the border's: a border-coloured thumb all but vanished on the dark theme
        className="relative flex-1 rounded-full bg-muted-foreground/45 hover:bg-muted-foreground/70"
      />
    </ScrollAreaPrimitive.Scrollbar>
  );
}
