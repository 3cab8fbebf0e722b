import { Slot } from "@radix-ui/react-slot";
import * as React from "react";
import { cn } from "../../lib/cn.js";
import { Label } from "../label/label.js";

export type FormFieldProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The visible label, linked to the control. */
  label: React.ReactNode;
  /** Help text under the control, linked with `aria-describedby`. */
  hint?: React.ReactNode;
  /** Error message; when set the control gets `aria-invalid` and the message is shown under it. */
  error?: React.ReactNode;
  /** Marks the label as required and sets `aria-required` on the control. */
  required?: boolean;
  /** The control's id; generated when omitted. */
  controlId?: string;
  /** Exactly one control element (Input, Textarea, select...); it receives id and ARIA wiring. */
  children: React.ReactElement;
};

/**
 * Wires a label, one control, a hint and an error message together (`id`, `aria-describedby`,
 * `aria-invalid`, `aria-required`). Works with react-hook-form: `<FormField label="Name" error={errors.name?.message}>
 * <Input {...register("name")} /></FormField>`.
 * QA contract: `data-slot="form-field"`, `data-invalid`; parts `form-field-hint`, `form-field-error`.
 */
export function FormField({
  label,
  hint,
  error,
  required,
  controlId,
  className,
  children,
  ...props
}: FormFieldProps) {
  const generated = React.useId();
  const id = controlId ?? `field-${generated}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = error != null && error !== false && error !== "";
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(" ");
  return (
    <div
      data-slot="form-field"
      data-invalid={invalid || undefined}
      className={cn("flex flex-col gap-2", className)}
      {...props}
    >
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      <Slot
        id={id}
        aria-describedby={describedBy || undefined}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
      >
        {children}
      </Slot>
      {hint ? (
        <p id={hintId} data-slot="form-field-hint" className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={errorId} data-slot="form-field-error" className="text-sm font-medium text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
