import type * as React from "react";
import { cn } from "../../lib/cn.js";

export type LabelProps = React.ComponentProps<"label"> & {
  /**
   * Shows a required marker (hidden from screen readers: mark the control `required`).
   * @default false
   */
  required?: boolean;
};

/** The look of a form label, shared with FormField's group legend. */
export const labelClassName =
  "inline-flex items-center gap-1 text-sm leading-none font-medium text-foreground select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50";

/** A form label. QA contract: `data-slot="label"`, `data-required`. */
export function Label({ className, required, children, ...props }: LabelProps) {
  return (
    // the consumer passes htmlFor (or nests the control)
    <label
      data-slot="label"
      data-required={required || undefined}
      className={cn(labelClassName, className)}
      {...props}
    >
      {children}
      {required ? (
        <span aria-hidden="true" className="text-error">
          *
        </span>
      ) : null}
    </label>
  );
}
