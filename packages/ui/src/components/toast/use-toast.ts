"use client";

import { useSyncExternalStore } from "react";
import { dismissToast, getSnapshot, subscribe, toast, type ToasterToast } from "./toast-store.js";

/** On the server, and while the page hydrates, there are no toasts: they live in the browser's store only. */
const NO_TOASTS: ToasterToast[] = [];
const getServerSnapshot = () => NO_TOASTS;

/**
 * The current toasts plus `toast` and `dismiss`; re-renders when toasts change. None on the server and in the
 * hydrating render, so the server's HTML never holds a toast and hydration matches it.
 */
export function useToast(): {
  toasts: ToasterToast[];
  toast: typeof toast;
  dismiss: typeof dismissToast;
} {
  const current = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
