"use client";
import type { VariantProps } from "class-variance-authority";
import * as React from "react";
import { cn } from "../../lib/cn.js";
import { Button, type ButtonProps } from "../button/button.js";
import { inputGroupAddonVariants } from "./input-group.shared.js";

/** The wiring a form field hands to its control; InputGroup passes it on to its input or textarea. */
type ControlWiring = Pick<
  React.ComponentProps<"input">,
  "id" | "aria-describedby" | "aria-invalid" | "aria-required" | "aria-labelledby" | "aria-label"
>;

const Wiring = React.createContext<ControlWiring>({});

export type InputGroupProps = React.ComponentProps<"div"> & {
  /**
   * The control's id (a label's `htmlFor` names it): given to the group, it lands on its input or textarea, not
   * on the group's box. A FormField sets it.
   * @default undefined
   */
  id?: string;
  /**
   * Ids of the elements that describe the control (a hint, an error), added to the control's own. A FormField
   * sets it.
   * @default undefined
   */
  "aria-describedby"?: string;
  /**
   * Marks the control invalid (`true`): the group draws the error border and ring. A FormField with an error
   * sets it.
   * @default undefined
   */
  "aria-invalid"?: boolean | "true" | "false" | "grammar" | "spelling";
  /**
   * Tells assistive technology the control must be filled. A FormField's `required` sets it.
   * @default undefined
   */
  "aria-required"?: boolean | "true" | "false";
  /**
   * Ids of the elements that name the control, unless the control has its own.
   * @default undefined
   */
  "aria-labelledby"?: string;
  /**
   * The control's name when no visible label names it, unless the control has its own.
   * @default undefined
   */
  "aria-label"?: string;
};

/**
 * An input (or textarea) with addons inside its border: an icon, a text ("https://", "kg"), a button (clear,
 * show password, copy), a Kbd hint. Compose an `<InputGroup>` of `<InputGroupAddon>`s and an
 * `<InputGroupInput />` (or `<InputGroupTextarea />`); the addon's `align` places it, DOM order stays the
 * reading and Tab order. The group draws the control's border, focus ring and invalid state; a click on an icon
 * or text addon focuses the input. Put it in a FormField like an Input: `id` and `aria-*` given to the group
 * land on its input. QA contract:
 * `data-slot="input-group"` (`data-disabled`, `data-invalid`), `input-group-addon` (`data-align`),
 * `input-group-text`, `input-group-button`, `input-group-control` (the input or textarea).
 */
export function InputGroup({
  className,
  id,
  "aria-describedby": describedBy,
  "aria-invalid": invalid,
  "aria-required": required,
  "aria-labelledby": labelledBy,
  "aria-label": label,
  ...props
}: InputGroupProps) {
  const wiring = React.useMemo(
    () => ({
      id,
      "aria-describedby": describedBy,
      "aria-invalid": invalid,
      "aria-required": required,
      "aria-labelledby": labelledBy,
      "aria-label": label,
    }),
    [id, describedBy, invalid, required, labelledBy, label],
  );
  return (
    <Wiring.Provider value={wiring}>
      <div
        data-slot="input-group"
        role="group"
        data-invalid={invalid === true || invalid === "true" || undefined}
        className={cn(
          "group/input-group relative flex w-full min-w-0 items-center rounded-md border border-input bg-background text-foreground shadow-xs transition-[color,box-shadow,border-color] outline-none",
          "h-10 has-[>textarea]:h-auto has-[>[data-align=block-start]]:h-auto has-[>[data-align=block-end]]:h-auto",
          "has-[>[data-align=block-start]]:flex-col has-[>[data-align=block-end]]:flex-col",
          // the input's focus and states, drawn by the group
          "has-[[data-slot=input-group-control]:focus-visible]:border-ring has-[[data-slot=input-group-control]:focus-visible]:ring-1 has-[[data-slot=input-group-control]:focus-visible]:ring-ring",
          "has-[[data-slot=input-group-control][aria-invalid=true]]:border-error has-[[data-slot=input-group-control][aria-invalid=true]:focus-visible]:ring-error",
          "has-[[data-slot=input-group-control]:disabled]:cursor-not-allowed has-[[data-slot=input-group-control]:disabled]:opacity-50",
          className,
        )}
        {...props}
      />
    </Wiring.Provider>
  );
}

export type InputGroupAddonProps = React.ComponentProps<"div"> &
  VariantProps<typeof inputGroupAddonVariants> & {
    /**
     * Where it sits: "inline-start" (before the text, the start side), "inline-end" (after it), "block-start"
     * (a row above a textarea) or "block-end" (a row under it).
     * @default "inline-start"
     */
    align?: "inline-start" | "inline-end" | "block-start" | "block-end" | null;
  };

/**
 * An addon inside the group's border: an icon (decorative: give it `aria-hidden`), an InputGroupText, an
 * InputGroupButton or a Kbd. A click on it (not on its button) focuses the input. QA contract:
 * `data-slot="input-group-addon"`, `data-align`.
 */
export function InputGroupAddon({ className, align, onClick, ...props }: InputGroupAddonProps) {
  return (
    // a pointer convenience (the input is reachable by Tab and by its label); not a control of its own
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      data-slot="input-group-addon"
      data-align={align ?? "inline-start"}
      className={cn(inputGroupAddonVariants({ align }), className)}
      onClick={(event) => {
        onClick?.(event);
        if (
          event.defaultPrevented ||
          (event.target as HTMLElement).closest("button, a, input, textarea, select")
        )
          return;
        event.currentTarget.parentElement
          ?.querySelector<HTMLElement>("[data-slot=input-group-control]")
          ?.focus();
      }}
      {...props}
    />
  );
}

export type InputGroupTextProps = React.ComponentProps<"span">;

/** Text in an addon: a unit ("kg"), a prefix ("https://"), a count ("12/80"). `data-slot="input-group-text"`. */
export function InputGroupText({ className, ...props }: InputGroupTextProps) {
  return (
    <span
      data-slot="input-group-text"
      className={cn(
        "flex items-center gap-2 text-sm text-muted-foreground [&_svg]:pointer-events-none [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      {...props}
    />
  );
}

export type InputGroupButtonProps = Omit<ButtonProps, "size"> & {
  /**
   * "sm": a 32 px text button; "icon": a 32 px square for an icon (name it with `aria-label`).
   * @default "sm"
   */
  size?: "sm" | "icon";
  /**
   * The Button's look.
   * @default "ghost"
   */
  variant?: ButtonProps["variant"];
  /**
   * The button's type: "button", so it never submits the form the input is in.
   * @default "button"
   */
  type?: "button" | "submit" | "reset";
};

/** A Button that fits inside the group (32 px high): clear, show password, copy, search. `data-slot="input-group-button"`. */
export function InputGroupButton({
  className,
  size = "sm",
  variant = "ghost",
  type = "button",
  ...props
}: InputGroupButtonProps) {
  return (
    <Button
      data-slot="input-group-button"
      variant={variant}
      size={size === "icon" ? "icon-sm" : "sm"}
      type={type}
      className={cn(
        size !== "icon" && "px-2.5",
        // the ring inside: Button's, 4 px out, would sit on the group's border (its edge is 4 px away)
        "rounded-sm focus-visible:ring-inset focus-visible:ring-offset-0",
        className,
      )}
      {...props}
    />
  );
}

const controlClasses =
  "flex-1 min-w-0 rounded-none border-0 bg-transparent text-base text-foreground outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed md:text-sm";

/** The group's wiring under the control's own props: its own id and descriptions come first. */
function useWired<P extends ControlWiring>(props: P): P {
  const wiring = React.useContext(Wiring);
  const describedBy = [props["aria-describedby"], wiring["aria-describedby"]].filter(Boolean).join(" ");
  return {
    ...props,
    id: props.id ?? wiring.id,
    "aria-labelledby": props["aria-labelledby"] ?? wiring["aria-labelledby"],
    "aria-label": props["aria-label"] ?? wiring["aria-label"],
    "aria-describedby": describedBy || undefined,
    "aria-invalid": props["aria-invalid"] ?? wiring["aria-invalid"],
    "aria-required": props["aria-required"] ?? wiring["aria-required"],
  };
}

export type InputGroupInputProps = React.ComponentProps<"input"> & {
  /**
   * The kind of text: "email", "password", "search", "tel", "url", "number", ...
   * @default "text"
   */
  type?: React.HTMLInputTypeAttribute;
};

/**
 * The group's text input, borderless (the group draws the border); spread react-hook-form's `register()` on it.
 * QA contract: `data-slot="input-group-control"`; invalid is `aria-invalid="true"`.
 */
export function InputGroupInput({ className, type = "text", ...props }: InputGroupInputProps) {
  return (
    <input
      data-slot="input-group-control"
      type={type}
      className={cn(
        controlClasses,
        "h-full px-3 py-2 file:border-0 file:bg-transparent file:text-sm",
        className,
      )}
      {...useWired(props)}
    />
  );
}

export type InputGroupTextareaProps = React.ComponentProps<"textarea">;

/**
 * The group's textarea, borderless, with addon rows above (`align="block-start"`) or under it ("block-end").
 * QA contract: `data-slot="input-group-control"`.
 */
export function InputGroupTextarea({ className, ...props }: InputGroupTextareaProps) {
  return (
    <textarea
      data-slot="input-group-control"
      className={cn(controlClasses, "min-h-16 w-full resize-none px-3 py-2.5", className)}
      {...useWired(props)}
    />
  );
}
