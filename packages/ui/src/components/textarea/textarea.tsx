import type * as React from "react";
import { cn } from "../../lib/cn.js";
import { controlClassName } from "../input/input.js";

export type TextareaProps = React.ComponentProps<"textarea"> & {
  /**
   * Its height in lines in browsers without `field-sizing` (elsewhere it grows with its content from 6 rem).
   * @default 5
   */
  rows?: number;
};

/**
 * A multi-line text control that grows with its content where supported (`field-sizing: content`).
 * QA contract: `data-slot="textarea"`; invalid state is `aria-invalid="true"`.
 */
export function Textarea({ className, rows = 5, ...props }: TextareaProps) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(controlClassName, "min-h-24 resize-y py-2 field-sizing-content", className)}
      {...props}
    />
  );
}
