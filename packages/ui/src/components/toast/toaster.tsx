"use client";

import * as React from "react";
import { createPortal } from "react-dom";
import { escapeLeftToToasts, setToastRegion } from "../../lib/layers.js";
import { useDirection } from "../direction-provider/direction-provider.js";
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastIcon,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  type ToastProviderProps,
} from "./toast.js";
import type { ToastPosition, ToastVariant } from "./toast.shared.js";
import { TOAST_LIMIT, dismissToast } from "./toast-store.js";
import { useToast } from "./use-toast.js";

export type ToasterProps = Omit<ToastProviderProps, "children"> & {
  /**
   * Where the toasts stack: "top-start", "top-center", "top-end", "bottom-start", "bottom-center" or
   * "bottom-end" (start and end follow the reading direction).
   * @default "bottom-end"
   */
  position?: ToastPosition;
  /**
   * How many toasts show at once: a new one closes the oldest beyond it.
   * @default 3
   */
  limit?: number;
  /**
   * The direction a swipe dismisses a toast in. Unset: towards the nearest edge of `position` ("right" at
   * "bottom-end" left to right, "left" right to left, "up" at "top-center").
   * @default undefined
   */
  swipeDirection?: "right" | "left" | "up" | "down";
  /**
   * Class names for the viewport.
   * @default undefined
   */
  viewportClassName?: string;
};

const WITH_ICON: ToastVariant[] = ["success", "info", "warning", "loading"];

const noSubscription = () => () => {};

/**
 * Renders the toasts created with `toast()`; mount once near the app root. Toasts are announced to screen
 * readers (destructive and warning at once, the rest when the reader is idle), close with the X, Escape or a
 * swipe, and F8 moves the focus to them, also from inside an open dialog. Their region is rendered at the end
 * of `<body>` once the page is interactive, so a dialog that hides the page from assistive tech can leave it
 * shown.
 */
export function Toaster({
  position = "bottom-end",
  limit = TOAST_LIMIT,
  swipeDirection,
  viewportClassName,
  ...props
}: ToasterProps) {
  const { toasts } = useToast();
  const direction = useDirection();
  // on the server and while hydrating the region renders in place; then at the end of <body>
  const interactive = React.useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  // the newest `limit` open toasts show; older open ones close (closing ones stay for their exit animation)
  const shown = toasts.filter((t) => t.open).slice(0, limit);
  const overflow = toasts
    .filter((t) => t.open)
    .slice(limit)
    .map((t) => t.id)
    .join(" ");
  React.useEffect(() => {
    for (const id of overflow.split(" ").filter(Boolean)) dismissToast(id);
  }, [overflow]);

  const [edge, side] = position.split("-") as ["top" | "bottom", "start" | "center" | "end"];
  const towards =
    swipeDirection ??
    (side === "center"
      ? edge === "top"
        ? "up"
        : "down"
      : (side === "end") === (direction === "ltr")
        ? "right"
        : "left");

  const list = React.useRef<HTMLOListElement | null>(null);
  // where the focus was before it came into the toasts (F8, a click): it goes back there once the last toast
  // has closed, rather than staying on the empty list (inside a dialog, the dialog's trap did so already)
  const cameFrom = React.useRef<HTMLElement | null>(null);
  const registerRegion = React.useCallback((viewport: HTMLOListElement | null) => {
    list.current = viewport;
    const region = viewport?.parentElement;
    setToastRegion(region ?? null);
    if (!region) return;
    // from nowhere (a click after the page had the focus) is remembered as nowhere, not as an older place
    const focusIn = (event: FocusEvent) => {
      const from = event.relatedTarget;
      if (!(from instanceof Node && region.contains(from)))
        cameFrom.current = from instanceof HTMLElement ? from : null;
    };
    // left for the page (Tab past the last toast): nothing to give back
    const focusOut = (event: FocusEvent) => {
      const to = event.relatedTarget;
      if (!(to instanceof Node && region.contains(to))) cameFrom.current = null;
    };
    region.addEventListener("focusin", focusIn);
    region.addEventListener("focusout", focusOut);
    return () => {
      region.removeEventListener("focusin", focusIn);
      region.removeEventListener("focusout", focusOut);
      list.current = null;
      setToastRegion(null);
    };
  }, []);
  const anyShown = shown.length > 0;
  React.useEffect(() => {
    if (anyShown) return;
    const from = cameFrom.current;
    cameFrom.current = null;
    const region = list.current?.parentElement;
    if (from?.isConnected && region?.contains(document.activeElement)) from.focus();
  }, [anyShown]);
  // An Escape with the focus in the toasts that a layer opened after them (a dialog) left to them: Radix's
  // toast would close only if nobody had prevented the Escape, which keeping that layer open did. So the
  // toast with the focus closes here (the focus moves to the list first, as Radix does), or the newest one
  // when the focus is on the list itself (F8).
  const closeOnEscapeLeft = (event: React.KeyboardEvent, id: string | undefined) => {
    if (event.key !== "Escape" || !id || !escapeLeftToToasts(event.nativeEvent)) return;
    list.current?.focus();
    dismissToast(id);
  };
  const viewport = (
    <ToastViewport
      ref={registerRegion}
      position={position}
      className={viewportClassName}
      onKeyDown={(event) => {
        if (event.target === event.currentTarget) closeOnEscapeLeft(event, shown[0]?.id);
      }}
    />
  );

  return (
    <ToastProvider swipeDirection={towards} {...props}>
      {/* oldest first: Radix portals each toast into the viewport as it mounts, so the DOM holds them in the
      order they came whether they were shown together or one by one, and the viewport's flex direction puts
      the newest nearest its edge */}
      {toasts
        .filter((t) => !t.open || shown.includes(t))
        .reverse()
        .map(({ id, title, description, variant, duration, action, icon, open }) => {
          const look = variant ?? "default";
          const withIcon = icon !== null && (icon !== undefined || WITH_ICON.includes(look));
          const text = (
            <div className="grid gap-1">
              {title ? <ToastTitle>{title}</ToastTitle> : null}
              {description ? <ToastDescription>{description}</ToastDescription> : null}
            </div>
          );
          return (
            <Toast
              key={id}
              variant={look}
              // a loading toast stays until its work is done (updated or dismissed)
              duration={duration ?? (look === "loading" ? Infinity : undefined)}
              open={open}
              onOpenChange={(next) => {
                if (!next) dismissToast(id);
              }}
              onKeyDown={(event) => closeOnEscapeLeft(event, id)}
            >
              {withIcon ? (
                <div className="flex items-start gap-3">
                  <ToastIcon variant={look}>{icon}</ToastIcon>
                  {text}
                </div>
              ) : (
                text
              )}
              {action}
              <ToastClose />
            </Toast>
          );
        })}
      {interactive ? createPortal(viewport, document.body) : viewport}
    </ToastProvider>
  );
}
