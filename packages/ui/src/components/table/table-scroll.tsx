"use client";
// The scrolling part of Table, a client module of its own so that table.tsx (and `tableCellVariants`) stays
// usable from a server component.
import * as React from "react";
import { cn } from "../../lib/cn.js";
import { type ScrollOverflow, scrollOverflow } from "../../lib/scroll-overflow.js";

const edgeClassName =
  "pointer-events-none absolute inset-y-0 w-8 opacity-0 transition-opacity duration-fast data-[state=visible]:opacity-100";

export type TableScrollAreaProps = {
  /**
   * Names the container as a focusable region (see `Table`'s `scrollRegionLabel`). Unset: not focusable.
   * @default undefined
   */
  label?: string;
  /**
   * Class names of the scroll container.
   * @default undefined
   */
  className?: string;
  /** The `<table>`. Required. */
  children: React.ReactNode;
};

/**
 * The table's horizontal scroll container, in a frame that shows a fade on each side with columns out of
 * view: a table cut at the screen's edge looks like it continues, not like a broken layout. QA contract:
 * `data-slot="table-container"` with `data-overflow="start|end|both"` while columns are out of view; the
 * frame `table-frame` and its fades `table-edge` (`data-side`, `data-state="visible|hidden"`).
 */
export function TableScrollArea({ label, className, children }: TableScrollAreaProps) {
  const ref = React.useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = React.useState<ScrollOverflow>(undefined);

  React.useLayoutEffect(() => {
    const container = ref.current;
    if (!container) return;
    const update = () => setOverflow(scrollOverflow(container));
    // the container or the table changes size (window resized, columns shown, rows loaded, fonts)
    const sizes = new ResizeObserver(update);
    sizes.observe(container);
    if (container.firstElementChild) sizes.observe(container.firstElementChild);
    container.addEventListener("scroll", update, { passive: true });
    update();
    return () => {
      sizes.disconnect();
      container.removeEventListener("scroll", update);
    };
  }, []);

  const start = overflow === "start" || overflow === "both";
  const end = overflow === "end" || overflow === "both";
  return (
    <div data-slot="table-frame" className="relative w-full">
      <div
        ref={ref}
        data-slot="table-container"
        data-overflow={overflow}
        role={label ? "region" : undefined}
        aria-label={label}
        // a named region is only useful to the keyboard if it can take focus (axe: scrollable-region-focusable)
        tabIndex={label ? 0 : undefined}
        className={cn(
          "relative w-full overflow-x-auto rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring",
          className,
        )}
      >
        {children}
      </div>
      {/* the fades: the page's background over the edge of the cut-off column (decorative) */}
      <span
        aria-hidden="true"
        data-slot="table-edge"
        data-side="start"
        data-state={start ? "visible" : "hidden"}
        className={cn(
          edgeClassName,
          "start-0 rounded-s-md bg-linear-to-r from-background to-transparent rtl:bg-linear-to-l",
        )}
      />
      <span
        aria-hidden="true"
        data-slot="table-edge"
        data-side="end"
        data-state={end ? "visible" : "hidden"}
        className={cn(
          edgeClassName,
          "end-0 rounded-e-md bg-linear-to-l from-background to-transparent rtl:bg-linear-to-r",
        )}
      />
    </div>
  );
}
