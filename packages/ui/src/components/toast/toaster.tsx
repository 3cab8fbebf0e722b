"use client";

import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  type ToastProviderProps,
} from "./toast.js";
import { dismissToast } from "./toast-store.js";
import { useToast } from "./use-toast.js";

export type ToasterProps = Omit<ToastProviderProps, "children"> & {
  /** Class names for the viewport (e.g. to move it to the top). Default: none (bottom end, full width on phones). */
  viewportClassName?: string;
};

/**
 * Renders the toasts created with `toast()`; mount once near the app root. Toasts are announced to
 * screen readers, close with the X, Escape or a swipe, and F8 moves focus to them.
 */
export function Toaster({ viewportClassName, ...props }: ToasterProps) {
  const { toasts } = useToast();
  return (
    <ToastProvider {...props}>
      {toasts.map(({ id, title, description, variant, duration, action, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport className={viewportClassName} />
    </ToastProvider>
  );
}
