"use client";

import * as ToastPrimitive from "@radix-ui/react-toast";
import { CircleCheckIcon, InfoIcon, TriangleAlertIcon, XIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "../../lib/cn.js";
import { Spinner } from "../spinner/spinner.js";
import { toastTakesEscape } from "../../lib/layers.js";
import {
  toastVariants,
  toastViewportVariants,
  type ToastPosition,
  type ToastVariant,
} from "./toast.shared.js";

export type ToastProviderProps = React.ComponentProps<typeof ToastPrimitive.Provider> & {
  /**
   * How long (ms) a toast stays before it closes itself.
   * @default 5000
   */
  duration?: number;
  /**
   * The direction a swipe dismisses a toast in.
   * @default "right"
   */
  swipeDirection?: "right" | "left" | "up" | "down";
  /**
   * Names the toasts' region for screen readers ("Notification (F8)").
   * @default "Notification"
   */
  label?: string;
};

/** Radix toast provider: announcement label, default duration, swipe direction and the F8 hotkey. */
export function ToastProvider({
  label = "Notification",
  swipeDirection = "right",
  duration = 5000,
  ...props
}: ToastProviderProps) {
  return (
    <ToastPrimitive.Provider label={label} swipeDirection={swipeDirection} duration={duration} {...props} />
  );
}

export type ToastViewportProps = React.ComponentProps<typeof ToastPrimitive.Viewport> & {
  /**
   * Where the toasts stack: a corner or the middle of the top or bottom edge.
   * @default "bottom-end"
   */
  position?: ToastPosition | null;
};

/**
 * The landmark region toasts render into (`position` default "bottom-end"; full width on phones). Focus it
 * with F8. QA contract: `data-slot="toast-viewport"`, `data-position`.
 */
export function ToastViewport({ className, position, ...props }: ToastViewportProps) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      data-position={position ?? "bottom-end"}
      className={cn(toastViewportVariants({ position }), className)}
      {...props}
    />
  );
}

export type ToastProps = React.ComponentProps<typeof ToastPrimitive.Root> & {
  /**
   * Look: "default" for confirmations, "success", "info", "warning", "destructive" for failures, "loading" for
   * work under way. Destructive and warning are announced assertively.
   * @default "default"
   */
  variant?: ToastVariant | null;
  /**
   * Whether the toast shows, for a controlled toast.
   * @default undefined
   */
  open?: boolean;
  /**
   * Whether it shows at first, for an uncontrolled toast.
   * @default true
   */
  defaultOpen?: boolean;
  /**
   * Called with false when it closes (its time is up, the X, Escape or a swipe).
   * @default undefined
   */
  onOpenChange?: (open: boolean) => void;
  /**
   * How long (ms) this toast stays; overrides the provider's.
   * @default the provider's (5000)
   */
  duration?: number;
  /**
   * Called when Escape closes it; `event.preventDefault()` keeps it. With one of the kit's layers open (a
   * dialog, a menu, a popover, a select's list) and the focus not in the toasts, Escape is that layer's: the
   * toast stays and the topmost of them closes.
   * @default undefined
   */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
};

/**
 * One toast. Destructive and warning toasts are announced assertively (`type="foreground"`), the rest
 * politely. QA contract: `data-slot="toast"`, `data-variant`, Radix's `data-state` and `data-swipe`.
 */
export function Toast({ className, variant, type, onEscapeKeyDown, ...props }: ToastProps) {
  const look = variant ?? "default";
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={look}
      type={type ?? (look === "destructive" || look === "warning" ? "foreground" : "background")}
      aria-busy={look === "loading" || undefined}
      className={cn(toastVariants({ variant: look }), className)}
      onEscapeKeyDown={(event) => {
        // Radix hands Escape to the newest layer, a toast that appeared over an open menu or dialog: unless the
        // focus is in the toasts, it is the Escape of the layer the user is in (the toast stays)
        if (toastTakesEscape(event)) onEscapeKeyDown?.(event);
      }}
      {...props}
    />
  );
}

const icons: Partial<Record<ToastVariant, React.ReactNode>> = {
  success: <CircleCheckIcon aria-hidden="true" />,
  info: <InfoIcon aria-hidden="true" />,
  warning: <TriangleAlertIcon aria-hidden="true" />,
  loading: <Spinner label={null} />,
};

export type ToastIconProps = React.ComponentProps<"span"> & {
  /**
   * The variant whose icon it shows (success, info, warning, loading; none for default and destructive).
   * @default "default"
   */
  variant?: ToastVariant | null;
};

/** The status icon at the toast's start, decorative (the title says it). `data-slot="toast-icon"`. */
export function ToastIcon({ variant, className, children, ...props }: ToastIconProps) {
  const icon = children ?? icons[variant ?? "default"];
  if (!icon) return null;
  return (
    <span data-slot="toast-icon" className={cn("mt-0.5 flex shrink-0 [&_svg]:size-4", className)} {...props}>
      {icon}
    </span>
  );
}

export type ToastTitleProps = React.ComponentProps<typeof ToastPrimitive.Title>;

/** The toast's headline. `data-slot="toast-title"`. */
export function ToastTitle({ className, ...props }: ToastTitleProps) {
  return (
    <ToastPrimitive.Title
      data-slot="toast-title"
      className={cn("text-sm font-semibold", className)}
      {...props}
    />
  );
}

export type ToastDescriptionProps = React.ComponentProps<typeof ToastPrimitive.Description>;

/** The toast's body text. `data-slot="toast-description"`. */
export function ToastDescription({ className, ...props }: ToastDescriptionProps) {
  return (
    <ToastPrimitive.Description
      data-slot="toast-description"
      className={cn("text-sm opacity-90", className)}
      {...props}
    />
  );
}

export type ToastActionProps = React.ComponentProps<typeof ToastPrimitive.Action>;

/** An optional action button; `altText` tells screen-reader users how to reach it. `data-slot="toast-action"`. */
export function ToastAction({ className, ...props }: ToastActionProps) {
  return (
    <ToastPrimitive.Action
      data-slot="toast-action"
      className={cn(
        "inline-flex h-8 shrink-0 items-center justify-center rounded-md border border-current/30 bg-transparent px-3 text-sm font-medium transition-colors outline-none hover:bg-current/10 focus-visible:ring-2 focus-visible:ring-ring group-data-[variant=destructive]:focus-visible:ring-destructive-foreground",
        className,
      )}
      {...props}
    />
  );
}

export type ToastCloseProps = React.ComponentProps<typeof ToastPrimitive.Close> & {
  /**
   * The button's name for assistive tech (pass it to translate).
   * @default "Dismiss notification"
   */
  "aria-label"?: string;
};

/** The dismiss (X) button. `data-slot="toast-close"`. */
export function ToastClose({
  className,
  "aria-label": ariaLabel = "Dismiss notification",
  ...props
}: ToastCloseProps) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label={ariaLabel}
      className={cn(
        "absolute end-2 top-2 inline-flex size-7 items-center justify-center rounded-md opacity-70 transition-opacity outline-none hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring group-data-[variant=destructive]:focus-visible:ring-destructive-foreground",
        className,
      )}
      {...props}
    >
      <XIcon className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}
