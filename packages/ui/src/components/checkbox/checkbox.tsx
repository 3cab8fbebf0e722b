"use client";
import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import { CheckIcon, MinusIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "../../lib/cn.js";

export type CheckedState = CheckboxPrimitive.CheckedState;

export type CheckboxProps = React.ComponentProps<typeof CheckboxPrimitive.Root> & {
  /**
   * Whether it is checked (`true`, `false` or `"indeterminate"`), for a controlled checkbox.
   * @default undefined
   */
  checked?: CheckedState;
  /**
   * The initial state of an uncontrolled checkbox.
   * @default false
   */
  defaultChecked?: CheckedState;
  /**
   * Called with the new state (`true`/`false`) when the user toggles it.
   * @default undefined
   */
  onCheckedChange?: (checked: CheckedState) => void;
  /**
   * Disables it: not focusable, not toggled, dimmed.
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
   * Value submitted when checked.
   * @default "on"
   */
  value?: string;
};

/**
 * A checkbox (a `<button role="checkbox">` from Radix): Space toggles it, a `<Label htmlFor>` names it and
 * toggles it on click; `"indeterminate"` renders a dash and `aria-checked="mixed"` (a "select all" row).
 * Invalid state: `aria-invalid` (FormField sets it). QA contract: `data-slot="checkbox"`, Radix's
 * `data-state="checked|unchecked|indeterminate"` and `data-disabled`; part `checkbox-indicator`.
 */
export function Checkbox({ className, ...props }: CheckboxProps) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        "peer group/checkbox inline-flex size-4 shrink-0 cursor-pointer items-center justify-center rounded-[calc(var(--radius-sm)-2px)] border border-input bg-background text-primary-foreground shadow-xs transition-[color,background-color,border-color,box-shadow] outline-none",
        "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        "hover:border-ring data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary",
        "aria-invalid:border-error aria-invalid:ring-3 aria-invalid:ring-error/25 aria-invalid:focus-visible:ring-2 aria-invalid:focus-visible:ring-error",
        "disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-input",
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="flex items-center justify-center text-current [&_svg]:size-3.5 [&_svg]:stroke-3"
      >
        {/* one indicator, two marks: the state picks which one shows */}
        <CheckIcon aria-hidden="true" className="group-data-[state=indeterminate]/checkbox:hidden" />
        <MinusIcon aria-hidden="true" className="hidden group-data-[state=indeterminate]/checkbox:block" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
