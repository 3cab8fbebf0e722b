import { Slot } from "@radix-ui/react-slot";
import * as React from "react";
import { cn } from "../../lib/cn.js";
import { Label, labelClassName } from "../label/label.js";

/** A control component marked `formFieldGroup = true` (RadioGroup) is a group of controls. */
type GroupMarked = { formFieldGroup?: boolean };

/** The child's own props FormField reads, so its wiring is merged with them instead of lost under them. */
type ControlProps = { id?: string; role?: string; "aria-describedby"?: string };

export type FormFieldProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The visible label, linked to the control. Required. */
  label: React.ReactNode;
  /**
   * Description under the control (under the label when horizontal), linked with `aria-describedby`.
   * @default undefined
   */
  hint?: React.ReactNode;
  /**
   * Error message; when set the control gets `aria-invalid` and the message is shown and added to its description.
   * @default undefined
   */
  error?: React.ReactNode;
  /**
   * Marks the label as required and sets `aria-required` on the control.
   * @default false
   */
  required?: boolean;
  /**
   * The control's id; the child's own `id` wins over it (the label follows either).
   * @default generated
   */
  controlId?: string;
  /**
   * "vertical": label above the control (Input, Textarea, Select, RadioGroup). "horizontal": the control
   * first, its label and hint beside it (Checkbox, Switch).
   * @default "vertical"
   */
  orientation?: "vertical" | "horizontal";
  /**
   * Whether the control is a group (RadioGroup, a `role="group"` of checkboxes): the label then names it
   * with `aria-labelledby` (it is not a `<label for>`, which only names a single control).
   * @default true for a RadioGroup or an element with `role="radiogroup"`/`"group"`, else false. A plain element without a role (a `<div>` of checkboxes) gets `role="group"`, so the name has a group to land on
   */
  group?: boolean;
  /** Exactly one control element (Input, Textarea, native select, Select, Checkbox, Switch, RadioGroup); it receives id and ARIA wiring. Required. */
  children: React.ReactElement;
};

function isGroup(child: React.ReactElement<ControlProps>): boolean {
  const role = child.props.role;
  if (role === "radiogroup" || role === "group") return true;
  // read the marker without `get`: in a server component the type is React's client reference, whose
  // proxy throws on any property it does not know (the group is then still named, see aria-labelledby)
  const marker =
    typeof child.type === "function"
      ? Object.getOwnPropertyDescriptor(child.type, "formFieldGroup")
      : undefined;
  return (marker?.value as GroupMarked["formFieldGroup"]) === true;
}

/**
 * Wires a label, one control, a hint and an error message together: the control gets `id` (its own, if it has
 * one), `aria-describedby` (its own ids, then hint, then error), `aria-invalid`, `aria-required` and
 * `aria-labelledby` to the label
 * (a `<label for>`, or a legend-like caption for a group, which a `<label for>` cannot name). Radix controls are buttons, and the wiring lands on
 * the button (Select forwards it to its trigger). Works with react-hook-form: `register()` spread on an
 * Input, or a `Controller` for Select, Checkbox, RadioGroup and Switch.
 * QA contract: `data-slot="form-field"`, `data-invalid`, `data-orientation`, `data-group`; parts
 * `form-field-legend` (a group's label), `form-field-hint`, `form-field-error`.
 */
export function FormField({
  label,
  hint,
  error,
  required,
  controlId,
  orientation = "vertical",
  group,
  className,
  children,
  ...props
}: FormFieldProps) {
  const generated = React.useId();
  const child = children as React.ReactElement<ControlProps>;
  const own = child.props;
  // the child's own id is the one in the DOM (a slotted child's props win), so the label must point at it
  const id = own.id ?? controlId ?? `field-${generated}`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = error != null && error !== false && error !== "";
  // the child's own descriptions first (a format note), then the hint and the error
  const describedBy = [...new Set([own["aria-describedby"], hint ? hintId : null, invalid ? errorId : null])]
    .filter(Boolean)
    .join(" ");
  const asGroup = group ?? isGroup(child);
  // aria-labelledby on an element without a role names nothing: a plain element grouped here becomes a group
  // (a component, e.g. RadioGroup, renders its own role, which this must not replace)
  const groupRole = asGroup && typeof child.type === "string" && !own.role ? "group" : undefined;
  const horizontal = orientation === "horizontal";
  const caption = asGroup ? (
    // a legend-like caption: a <label> would point at nothing, a group is named by aria-labelledby
    <span
      id={labelId}
      data-slot="form-field-legend"
      data-required={required || undefined}
      className={labelClassName}
    >
      {label}
      {required ? (
        <span aria-hidden="true" className="text-error">
          *
        </span>
      ) : null}
    </span>
  ) : (
    <Label
      id={labelId}
      htmlFor={id}
      required={required}
      // beside a control the label may wrap: flow the marker after the last word, not beside the block
      className={horizontal ? "block leading-5 [&>[aria-hidden]]:ms-1" : undefined}
    >
      {label}
    </Label>
  );
  const control = (
    <Slot
      id={id}
      // always, not only for a detected group: the same name as <label for> gives an input, and a group
      // rendered from a server component (undetectable there) is named too
      aria-labelledby={labelId}
      // only when set: an explicit `role: undefined` would erase the role a Radix control renders (checkbox)
      {...(groupRole ? { role: groupRole } : {})}
      aria-describedby={describedBy || undefined}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
    >
      {children}
    </Slot>
  );
  return (
    <div
      data-slot="form-field"
      data-invalid={invalid || undefined}
      data-orientation={orientation}
      data-group={asGroup || undefined}
      className={cn(
        horizontal
          ? // control | label, then hint and error under the label. The control sits on the label's first line
            // (20 px), not in the middle of a label that wraps: a 16 px box 2 px down, a 24 px switch 2 px up
            // of the label (the label moves down instead, so the field does not grow upwards)
            [
              "grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-1.5 [&>p]:col-start-2",
              "*:data-[slot=checkbox]:mt-0.5 *:data-[slot=switch]:data-[size=sm]:mt-0.5",
              "has-[>[data-slot=switch][data-size=md]]:*:data-[slot=label]:mt-0.5",
            ]
          : "flex flex-col gap-2",
        className,
      )}
      {...props}
    >
      {horizontal ? control : caption}
      {horizontal ? caption : control}
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
