"use client";

import * as ToastPrimitive from "@radix-ui/react-toast";
import type { VariantProps } from "class-variance-authority";
import { XIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "../../lib/cn.js";
import { toastVariants } from "./toast.shared.js";

export type ToastProviderProps = React.ComponentProps<typeof ToastPrimitive.Provider> & {
  /** How long (ms) a toast stays before it closes itself. Default: 5000. */
  duration?: number;
  /** The direction a swipe dismisses a toast in. Default: "right". */
  swipeDirection?: "right" | "left" | "up" | "down";
  /** Names the toasts' region for screen readers ("Notification (F8)"). Default: "Notification". */
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

export type ToastViewportProps = React.ComponentProps<typeof ToastPrimitive.Viewport>;

/** The landmark region toasts render into (bottom-right; full width on phones). Focus it with F8. */
export function ToastViewport({ className, ...props }: ToastViewportProps) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      className={cn(
        "fixed right-0 bottom-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col-reverse gap-2 p-4 outline-none sm:max-w-[420px]",
        className,
      )}
      {...props}
    />
  );
}

/** Toast look: "default" for confirmations, "destructive" for failures. */
export type ToastVariant = NonNullable<VariantProps<typeof toastVariants>["variant"]>;

export type ToastProps = React.ComponentProps<typeof ToastPrimitive.Root> &
  VariantProps<typeof toastVariants> & {
    /** Look: "default" for confirmations, "destructive" for failures (announced assertively). Default: "default". */
    variant?: ToastVariant | null;
    /** Whether the toast shows, for a controlled toast. Default: uncontrolled. */
    open?: boolean;
    /** Whether it shows at first, for an uncontrolled toast. Default: true. */
    defaultOpen?: boolean;
    /** Called with false when it closes (its time is up, the X, Escape or a swipe). Default: none. */
    onOpenChange?: (open: boolean) => void;
    /** How long (ms) this toast stays; overrides the provider's. Default: the provider's (5000). */
    duration?: number;
    /** Called when Escape is pressed on it; `event.preventDefault()` keeps it. Default: none. */
    onEscapeKeyDown?: (event: KeyboardEvent) => void;
  };

/**
 * One toast. Destructive toasts are announced assertively (`type="foreground"`).
 * QA contract: `data-slot="toast"`, `data-variant`, Radix's `data-state` and `data-swipe`.
 */
export function Toast({ className, variant, type, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant ?? "default"}
      type={type ?? (variant === "destructive" ? "foreground" : "background")}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
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
        "inline-flex h-8 shrink-0 items-center justify-center rounded-md border border-current/30 bg-transparent px-3 text-sm font-medium transition-colors outline-none hover:bg-current/10 focus-visible:ring-3 focus-visible:ring-ring/50",
        className,
      )}
      {...props}
    />
  );
}

export type ToastCloseProps = React.ComponentProps<typeof ToastPrimitive.Close>;

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
        "absolute top-2 right-2 inline-flex size-7 items-center justify-center rounded-md opacity-70 transition-opacity outline-none hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-3 focus-visible:ring-ring/50",
        className,
      )}
      {...props}
    >
      <XIcon className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}
