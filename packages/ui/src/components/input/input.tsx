import type * as React from "react";
import { cn } from "../../lib/cn.js";

/** Shared look of text controls (Input, Textarea): border, focus ring, invalid and disabled states. */
export const controlClassName =
  "w-full min-w-0 rounded-md border border-input bg-background px-3 text-base text-foreground shadow-xs transition-[color,box-shadow,border-color] outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-1 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-error aria-invalid:focus-visible:ring-error md:text-sm";

export type InputProps = React.ComponentProps<"input"> & {
  /**
   * The kind of text: "email", "password", "search", "tel", "url", "number", ...
   * @default "text"
   */
  type?: React.HTMLInputTypeAttribute;
};

/**
 * A single-line text control; spread react-hook-form's `register()` onto it.
 * QA contract: `data-slot="input"`; invalid state is `aria-invalid="true"`.
 */
export function Input({ className, type = "text", ...props }: InputProps) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        controlClassName,
        "h-10 py-2 file:border-0 file:bg-transparent file:text-sm file:font-medium",
        className,
      )}
      {...props}
    />
  );
}
