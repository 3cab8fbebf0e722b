"use client";

import { Slot } from "@radix-ui/react-slot";
import type { VariantProps } from "class-variance-authority";
import * as React from "react";
import { cn } from "../../lib/cn.js";
import { buttonVariants } from "./button.shared.js";
import { Spinner } from "../spinner/spinner.js";

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /**
     * Look: "default" (primary), "secondary", "outline", "ghost", "link" or "destructive".
     * @default "default"
     */
    variant?: "default" | "secondary" | "outline" | "ghost" | "link" | "destructive" | null;
    /**
     * Height and padding: "sm" (32 px), "md" (40 px), "lg" (48 px); for an icon alone, a square: "icon-sm" (32 px), "icon" (40 px), "icon-lg" (48 px).
     * @default "md"
     */
    size?: "sm" | "md" | "lg" | "icon-sm" | "icon" | "icon-lg" | null;
    /**
     * Renders the single child element instead of a `<button>`, merging props (e.g. a link).
     * @default false
     */
    asChild?: boolean;
    /**
     * Busy: `aria-busy`, a spinner, and disabled the way that keeps the focus (`aria-disabled`; clicks, keys and a
     * form's submit are stopped); pass it (false too) to keep one width.
     * @default false
     */
    loading?: boolean;
    /**
     * Label shown while `loading`, after the spinner (e.g. "Sending...").
     * @default the button's own label
     */
    loadingText?: string;
  };

function stopClick(event: React.MouseEvent) {
  event.preventDefault();
  event.stopPropagation();
}

/** The action primitive. QA contract: `data-slot="button"`, `data-variant`, `data-size`, `data-loading`. */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading: loadingProp,
  loadingText,
  disabled,
  children,
  ...props
}: ButtonProps) {
  const loading = loadingProp ?? false;
  // A button that can be busy (`loading` given, true or false) is as wide in both states, and the busy label
  // (spinner plus `loadingText`) always fits inside it. The idle state holds no copy of the busy text: the
  // DOM's text stays the visible label (textContent, getByText).
  // the kit's one spinner, decorative here (the button says it is busy); the idle copy that only reserves
  // its room stands still
  const spinner = <Spinner label={null} className={loading ? undefined : "animate-none"} />;
  const layout = (label: React.ReactNode) => {
    if (loadingText === undefined)
      // the spinner joins the label; idle, its room (1rem + the gap) pads the label on both sides
      return loading ? (
        <span className="inline-flex items-center gap-2">
          {spinner}
          {label}
        </span>
      ) : (
        <span className="inline-flex items-center gap-2 px-3">{label}</span>
      );
    // label and busy label share one grid cell, one of them hidden: the cell is as wide as the wider one;
    // the hidden busy text is CSS generated content, not a text node
    return (
      <span className="inline-grid place-items-center *:col-start-1 *:row-start-1">
        <span
          className={cn("inline-flex items-center gap-2", loading && "invisible")}
          aria-hidden={loading || undefined}
        >
          {label}
        </span>
        <span
          className={cn("inline-flex items-center gap-2", !loading && "invisible")}
          aria-hidden={!loading || undefined}
        >
          {spinner}
          {loading ? (
            loadingText
          ) : (
            <span data-loading-text={loadingText} className="before:content-[attr(data-loading-text)]" />
          )}
        </span>
      </span>
    );
  };
  let content: React.ReactNode = children;
  if (loadingProp !== undefined || loadingText !== undefined) {
    // with asChild the child element (e.g. a link) stays the root; only its content changes
    const child = asChild && React.isValidElement<{ children?: React.ReactNode }>(children) ? children : null;
    content = child ? React.cloneElement(child, undefined, layout(child.props.children)) : layout(children);
  }
  const Comp = asChild ? Slot : "button";
  // aria-disabled where `disabled` would not do: a slotted link cannot be disabled, and a busy button keeps the
  // focus (a disabled one drops it to <body>, losing a keyboard or screen reader user's place). Its clicks
  // (pointer, Enter, Space, a form's implicit submit) are stopped in the capture phase, before its own handler
  // runs and before the browser follows the link or submits the form.
  const inert = (asChild && disabled) || loading;
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? "default"}
      data-size={size ?? "md"}
      data-loading={loading || undefined}
      data-disabled={disabled || undefined}
      aria-busy={loading || undefined}
      aria-disabled={inert || undefined}
      onClickCapture={inert ? stopClick : undefined}
      disabled={asChild ? undefined : disabled}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    >
      {content}
    </Comp>
  );
}
