"use client";
import * as SliderPrimitive from "@radix-ui/react-slider";
import { useControllableState } from "@radix-ui/react-use-controllable-state";
import * as React from "react";
import { cn } from "../../lib/cn.js";

/** The wiring a form field hands to its control; Slider passes it on to its thumbs (the focusable parts). */
type ControlWiring = Pick<
  React.ComponentProps<"span">,
  "id" | "aria-describedby" | "aria-invalid" | "aria-required" | "aria-labelledby" | "aria-label"
>;

export type SliderProps = Omit<React.ComponentProps<typeof SliderPrimitive.Root>, keyof ControlWiring> &
  ControlWiring & {
    /**
     * The values, one per thumb (`[40]`, or `[20, 80]` for a range), for a controlled slider.
     * @default undefined
     */
    value?: number[];
    /**
     * The values at first in an uncontrolled slider; their count is the number of thumbs.
     * @default [min]
     */
    defaultValue?: number[];
    /**
     * Called with the new values as a thumb moves (each arrow key, each pointer move).
     * @default undefined
     */
    onValueChange?: (value: number[]) => void;
    /**
     * Called with the values once a move ends (pointer released, or a key pressed): the moment to save.
     * @default undefined
     */
    onValueCommit?: (value: number[]) => void;
    /**
     * The lowest value.
     * @default 0
     */
    min?: number;
    /**
     * The highest value.
     * @default 100
     */
    max?: number;
    /**
     * The distance of one arrow key press; values snap to it. PageUp/PageDown move 10 steps.
     * @default 1
     */
    step?: number;
    /**
     * For a range: the fewest steps between two thumbs.
     * @default 0
     */
    minStepsBetweenThumbs?: number;
    /**
     * For a range: a thumb stops at its neighbour instead of passing it (the WAI-ARIA multi-thumb slider),
     * so the first thumb is always the lower value.
     * @default true
     */
    preserveThumbOrder?: boolean;
    /**
     * "horizontal" (Left/Right, Up/Down too) or "vertical" (a column; give it a height).
     * @default "horizontal"
     */
    orientation?: "horizontal" | "vertical";
    /**
     * Reading direction: in "rtl" the minimum is on the right and ArrowLeft increases.
     * @default inherited from a DirectionProvider, else "ltr"
     */
    dir?: "ltr" | "rtl";
    /**
     * Runs from max to min (the minimum at the end, or at the top when vertical).
     * @default false
     */
    inverted?: boolean;
    /**
     * Disables it: thumbs not focusable, not moved, dimmed.
     * @default false
     */
    disabled?: boolean;
    /**
     * Field name in a native form submission (one hidden input per thumb; `name[]` for a range).
     * @default undefined
     */
    name?: string;
    /**
     * The accessible name of each thumb, added to the slider's own name ("Price" + "Minimum"). A range needs
     * them; Radix's "Minimum"/"Maximum" are used for two thumbs without them. Unset: one thumb takes the slider's name.
     * @default undefined
     */
    thumbLabels?: string[];
    /**
     * The value as words, read out instead of the number (`aria-valuetext`), e.g. `(v) => \`${v} kg\``.
     * @default the number
     */
    getValueLabel?: (value: number, index: number) => string;
  };

/**
 * A value (one thumb) or a range (two or more) on a track, following the WAI-ARIA slider pattern: each thumb is a
 * `role="slider"` tab stop; Right/Up add a step, Left/Down take one (mirrored in RTL), PageUp/PageDown move ten,
 * Home/End go to the minimum and maximum (in a range, as far as the neighbouring thumb lets the focused one go).
 * Thumbs of a range do not pass each other. `id` and `aria-*` given
 * here (FormField does) land on the thumbs. QA contract: `data-slot="slider"` (Radix's `data-orientation`,
 * `data-disabled`), `slider-track`, `slider-range`, `slider-thumb` (with `data-index`).
 */
export function Slider({
  className,
  value: valueProp,
  defaultValue,
  onValueChange,
  onValueCommit,
  min = 0,
  max = 100,
  step = 1,
  minStepsBetweenThumbs = 0,
  preserveThumbOrder = true,
  thumbLabels,
  getValueLabel,
  id,
  "aria-describedby": describedBy,
  "aria-invalid": invalid,
  "aria-required": required,
  "aria-labelledby": labelledBy,
  "aria-label": label,
  ...props
}: SliderProps) {
  const generated = React.useId();
  // held here too (not only in Radix): the thumbs are one per value, and each reads out its current value
  const [values, setValues] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue ?? [min],
    onChange: onValueChange,
    caller: "Slider",
  });
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      value={values}
      onValueChange={setValues}
      onValueCommit={onValueCommit}
      min={min}
      max={max}
      step={step}
      minStepsBetweenThumbs={minStepsBetweenThumbs}
      preserveThumbOrder={preserveThumbOrder}
      className={cn(
        "relative flex w-full touch-none items-center select-none data-[disabled]:opacity-50",
        "data-[orientation=vertical]:h-full data-[orientation=vertical]:min-h-44 data-[orientation=vertical]:w-auto data-[orientation=vertical]:flex-col",
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track
        data-slot="slider-track"
        className="relative grow overflow-hidden rounded-full bg-input data-[orientation=horizontal]:h-1.5 data-[orientation=horizontal]:w-full data-[orientation=vertical]:h-full data-[orientation=vertical]:w-1.5"
      >
        <SliderPrimitive.Range
          data-slot="slider-range"
          className="absolute bg-primary data-[orientation=horizontal]:h-full data-[orientation=vertical]:w-full"
        />
      </SliderPrimitive.Track>
      {values.map((thumbValue, index) => {
        const thumbId = index === 0 && id ? id : `${id ?? generated}-thumb-${index}`;
        const thumbLabel = thumbLabels?.[index];
        // a thumb's name: the field's label (aria-labelledby) followed by its own label, which it reaches by
        // pointing at itself (its aria-label); without a field label, the slider's aria-label and its own
        const name = labelledBy
          ? {
              "aria-labelledby": thumbLabel ? `${labelledBy} ${thumbId}` : labelledBy,
              "aria-label": thumbLabel,
            }
          : { "aria-label": [label, thumbLabel].filter(Boolean).join(", ") || undefined };
        // Home/End move the focused thumb as far as it may go (the WAI-ARIA multi-thumb slider), where Radix
        // would move the first thumb to the minimum and the last to the maximum whichever has the focus
        const onKeyDown = (event: React.KeyboardEvent<HTMLSpanElement>) => {
          if ((event.key !== "Home" && event.key !== "End") || values.length < 2 || !preserveThumbOrder)
            return;
          event.preventDefault();
          event.stopPropagation();
          if (props.disabled) return;
          const gap = minStepsBetweenThumbs * step;
          const next = [...values];
          next[index] =
            event.key === "Home"
              ? index === 0
                ? min
                : values[index - 1]! + gap
              : index === values.length - 1
                ? max
                : values[index + 1]! - gap;
          if (next[index] === values[index]) return;
          setValues(next);
          onValueCommit?.(next);
        };
        return (
          <SliderPrimitive.Thumb
            key={index}
            onKeyDown={onKeyDown}
            id={thumbId}
            data-slot="slider-thumb"
            data-index={index}
            {...name}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            aria-required={required}
            aria-valuetext={getValueLabel ? getValueLabel(thumbValue, index) : undefined}
            className={cn(
              "relative block size-5 shrink-0 cursor-grab rounded-full border-2 border-primary bg-background shadow-sm transition-[box-shadow] outline-none",
              // a 36 px touch target around the 20 px thumb
              "after:absolute after:-inset-2 after:rounded-full",
              "hover:ring-4 hover:ring-ring/25 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background active:cursor-grabbing",
              "aria-invalid:border-error aria-invalid:ring-error/25 aria-invalid:focus-visible:ring-error data-[disabled]:cursor-not-allowed",
            )}
          />
        );
      })}
    </SliderPrimitive.Root>
  );
}
