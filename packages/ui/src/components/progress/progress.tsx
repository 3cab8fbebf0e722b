"use client";

import * as ProgressPrimitive from "@radix-ui/react-progress";
import type { VariantProps } from "class-variance-authority";
import * as React from "react";
import { cn } from "../../lib/cn.js";
import { PROGRESS_INDETERMINATE_DURATION, progressVariants } from "./progress.shared.js";

export type ProgressProps = React.ComponentProps<typeof ProgressPrimitive.Root> & {
  /**
   * Progress from 0 to `max`, clamped; null or none is indeterminate (a sweeping bar).
   * @default undefined
   */
  value?: number | null;
  /**
   * The value of a full bar; not a positive number falls back to 100.
   * @default 100
   */
  max?: number;
  /**
   * The value text read out (`aria-valuetext`) and shown by `showValue`.
   * @default the percentage, e.g. "45%"
   */
  getValueLabel?: (value: number, max: number) => string;
  /**
   * Track height: `sm` 4 px, `md` 8 px.
   * @default "md"
   */
  size?: VariantProps<typeof progressVariants>["size"];
  /**
   * A visible label above the bar, which also names the progressbar (`aria-labelledby`).
   * @default undefined
   */
  label?: React.ReactNode;
  /**
   * Shows the value text (`getValueLabel`, e.g. "45%") at the end of the label row.
   * @default false
   */
  showValue?: boolean;
};

const defaultValueLabel = (value: number, max: number) => `${Math.round((value / max) * 100)}%`;

/**
 * A progress bar (Radix: `role="progressbar"`, `aria-valuemin/max/now`, `aria-valuetext`). A `value` of null
 * or none is indeterminate: no `aria-valuenow`, and a sweeping bar (under reduced motion still stripes across
 * the track). Finite values outside 0..max are clamped. Name it with `label`, `aria-label` or `aria-labelledby`;
 * `className` goes to the outermost element. QA contract: `data-slot="progress"`, `data-size`, Radix's
 * `data-state="indeterminate|loading|complete"`, `data-value`, `data-max`; `data-slot="progress-indicator"`;
 * with `label`/`showValue` also `progress-field`, `progress-label`, `progress-value`.
 */
export function Progress({
  className,
  size,
  value,
  max = 100,
  label,
  showValue = false,
  getValueLabel = defaultValueLabel,
  "aria-labelledby": labelledBy,
  ...props
}: ProgressProps) {
  const labelId = React.useId();
  const limit = Number.isFinite(max) && max > 0 ? max : 100;
  const current =
    typeof value === "number" && Number.isFinite(value) ? Math.min(Math.max(value, 0), limit) : null;
  const indicatorRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    const el = indicatorRef.current;
    if (current !== null || !el || typeof el.animate !== "function") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    // a sweep from before the start edge to past the end edge, mirrored right-to-left; done with the Web
    // Animations API so the kit needs no keyframes in the consumer's stylesheet
    const sign = getComputedStyle(el).direction === "rtl" ? -1 : 1;
    const animation = el.animate(
      [{ transform: `translateX(${-100 * sign}%)` }, { transform: `translateX(${250 * sign}%)` }],
      { duration: PROGRESS_INDETERMINATE_DURATION, iterations: Infinity, easing: "ease-in-out" },
    );
    return () => animation.cancel();
  }, [current]);

  const bar = (
    <ProgressPrimitive.Root
      data-slot="progress"
      data-size={size ?? "md"}
      value={current}
      max={limit}
      getValueLabel={getValueLabel}
      aria-labelledby={labelledBy ?? (label ? labelId : undefined)}
      className={cn(progressVariants({ size }), label || showValue ? undefined : className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        ref={indicatorRef}
        data-slot="progress-indicator"
        className={cn(
          "h-full rounded-full bg-primary transition-[width] data-[state=indeterminate]:w-2/5",
          // still (reduced motion): diagonal stripes across the track, which no value looks like (100 % is solid)
          "motion-reduce:data-[state=indeterminate]:w-full motion-reduce:data-[state=indeterminate]:bg-transparent motion-reduce:data-[state=indeterminate]:bg-[repeating-linear-gradient(-45deg,var(--color-primary)_0_4px,transparent_4px_8px)]",
        )}
        style={current === null ? undefined : { width: `${(current / limit) * 100}%` }}
      />
    </ProgressPrimitive.Root>
  );
  if (!label && !showValue) return bar;
  return (
    <div data-slot="progress-field" className={cn("flex w-full flex-col gap-2", className)}>
      <div className="flex items-baseline justify-between gap-4 text-sm">
        {label ? (
          <span id={labelId} data-slot="progress-label" className="font-medium text-foreground">
            {label}
          </span>
        ) : null}
        {showValue && current !== null ? (
          // the progressbar already announces its value (aria-valuetext); this copy is for the eye
          <span
            data-slot="progress-value"
            aria-hidden="true"
            className="ms-auto text-muted-foreground tabular-nums"
          >
            {getValueLabel(current, limit)}
          </span>
        ) : null}
      </div>
      {bar}
    </div>
  );
}
