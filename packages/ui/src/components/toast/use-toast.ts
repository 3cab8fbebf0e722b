"use client";

import { useSyncExternalStore } from "react";
import { dismissToast, getSnapshot, subscribe, toast, type ToasterToast } from "./toast-store.js";

/** The current toasts plus `toast` and `dismiss`; re-renders when toasts change. */
export function useToast(): {
  toasts: ToasterToast[];
  toast: typeof toast;
  dismiss: typeof dismissToast;
} {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
