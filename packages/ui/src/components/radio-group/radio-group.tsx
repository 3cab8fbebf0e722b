"use client";
import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";
import type * as React from "react";
import { cn } from "../../lib/cn.js";

export type RadioGroupProps = React.ComponentProps<typeof RadioGroupPrimitive.Root> & {
  /**
   * The checked item's value, for a controlled group.
   * @default undefined
   */
  value?: string | null;
  /**
   * The item checked at first in an uncontrolled group.
   * @default undefined
   */
  defaultValue?: string;
  /**
   * Called with the value of the item the user checks.
   * @default undefined
   */
  onValueChange?: (value: string) => void;
  /**
   * Disables every item.
   * @default false
   */
  disabled?: boolean;
  /**
   * Sets `aria-required` and makes it required in a native form submission.
   * @default false
   */
  required?: boolean;
  /**
   * Field name in a native form submission.
   * @default undefined
   */
  name?: string;
  /**
   * Layout and arrow keys: "vertical" (Up/Down) or "horizontal" (Left/Right). Unset: laid out vertically, and both pairs of arrows work.
   * @default undefined
   */
  orientation?: "horizontal" | "vertical";
  /**
   * Whether arrow keys wrap from the last item to the first.
   * @default true
   */
  loop?: boolean;
  /**
   * Reading direction (Left/Right follow it).
   * @default inherited from a DirectionProvider, else "ltr"
   */
  dir?: "ltr" | "rtl";
};

/**
 * One choice out of a few, all visible (`role="radiogroup"`): Tab enters at the checked item (or the
 * first), arrow keys move and check, disabled items are skipped. Name it with `aria-labelledby` (FormField
 * does) or `aria-label`. Invalid state: `aria-invalid` on the group marks every item. QA contract:
 * `data-slot="radio-group"`, Radix's `data-orientation` and `data-disabled`.
 */
export function RadioGroup({ className, ...props }: RadioGroupProps) {
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      className={cn(
        "group/radio-group grid gap-3 data-[orientation=horizontal]:flex data-[orientation=horizontal]:flex-wrap data-[orientation=horizontal]:gap-x-6",
        className,
      )}
      {...props}
    />
  );
}

// tells FormField this control is a group: it is named with aria-labelledby, as a fieldset's legend
// would name it (a <label for> cannot name a radiogroup)
RadioGroup.formFieldGroup = true;

export type RadioGroupItemProps = React.ComponentProps<typeof RadioGroupPrimitive.Item> & {
  /** The value the group takes when this item is checked. Required. */
  value: string;
  /**
   * Skipped by arrow keys and not checkable.
   * @default false
   */
  disabled?: boolean;
  /**
   * Set by the group from its `value`; an item does not take it.
   * @default managed by the group
   */
  checked?: boolean;
};

/**
 * One radio button (`role="radio"`); put a `<Label htmlFor>` next to it. QA contract:
 * `data-slot="radio-group-item"`, Radix's `data-state="checked|unchecked"` and `data-disabled`; part
 * `radio-group-indicator`.
 */
export function RadioGroupItem({ className, ...props }: RadioGroupItemProps) {
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio-group-item"
      className={cn(
        "peer inline-flex aspect-square size-4 shrink-0 cursor-pointer items-center justify-center rounded-full border border-input bg-background shadow-xs transition-[border-color,box-shadow] outline-none",
        "hover:border-ring data-[state=checked]:border-primary",
        "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        "group-aria-invalid/radio-group:border-error group-aria-invalid/radio-group:ring-3 group-aria-invalid/radio-group:ring-error/25 group-aria-invalid/radio-group:focus-visible:ring-2 group-aria-invalid/radio-group:focus-visible:ring-error",
        "disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-input",
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator
        data-slot="radio-group-indicator"
        className="block size-2 rounded-full bg-primary group-aria-invalid/radio-group:bg-error"
      />
    </RadioGroupPrimitive.Item>
  );
}
