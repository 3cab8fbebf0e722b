"use client";
import * as SwitchPrimitive from "@radix-ui/react-switch";
import type { VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn.js";
import { switchVariants } from "./switch.shared.js";

export type SwitchProps = React.ComponentProps<typeof SwitchPrimitive.Root> &
  VariantProps<typeof switchVariants> & {
    /**
     * Whether it is on, for a controlled switch.
     * @default undefined
     */
    checked?: boolean;
    /**
     * Whether it is on at first in an uncontrolled switch.
     * @default false
     */
    defaultChecked?: boolean;
    /**
     * Called with the new state when the user flips it.
     * @default undefined
     */
    onCheckedChange?: (checked: boolean) => void;
    /**
     * Disables it: not focusable, not flipped, dimmed.
     * @default false
     */
    disabled?: boolean;
    /**
     * Sets `aria-required` and makes it required in a native form submission.
     * @default false
     */
    required?: boolean;
    /**
     * Field name in a native form submission (a hidden input carries the value).
     * @default undefined
     */
    name?: string;
    /**
     * Value submitted when on.
     * @default "on"
     */
    value?: string;
    /**
     * Track size: sm (28 x 16 px) or md (44 x 24 px).
     * @default "md"
     */
    size?: "sm" | "md" | null;
  };

/**
 * An on/off setting that takes effect at once (`role="switch"`): Space or Enter flips it, a `<Label htmlFor>`
 * names it and flips it on click. The thumb moves to the end side, mirrored in RTL. QA contract:
 * `data-slot="switch"`, `data-size`, Radix's `data-state="checked|unchecked"` and `data-disabled`; part
 * `switch-thumb`.
 */
export function Switch({ className, size, ...props }: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      data-size={size ?? "md"}
      className={cn(switchVariants({ size }), className)}
      {...props}
    >
      <SwitchPrimitive.Thumb
        data-slot="switch-thumb"
        className={cn(
          "pointer-events-none block rounded-full bg-background shadow-sm transition-transform duration-fast ease-standard",
          "group-data-[size=sm]/switch:size-3 group-data-[size=md]/switch:size-5",
          "data-[state=checked]:translate-x-full rtl:data-[state=checked]:-translate-x-full",
        )}
      />
    </SwitchPrimitive.Root>
  );
}
