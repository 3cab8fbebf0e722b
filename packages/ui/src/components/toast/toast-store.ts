// The toasts' store, one per module instance so `toast()` works from anywhere (event handlers, non-React
// code). No "use client": a module that only holds data, callable wherever it is imported.
import type * as React from "react";
import type { ToastVariant } from "./toast.js";

/** What `toast()` accepts. */
export type ToastOptions = {
  /** Headline, e.g. "Message Sent!". */
  title?: React.ReactNode;
  /** Body text. */
  description?: React.ReactNode;
  /** "default" for confirmations, "destructive" for failures. */
  variant?: ToastVariant;
  /** Milliseconds before it closes on its own (defaults to the Toaster's, 5000). */
  duration?: number;
  /** An optional `<ToastAction altText="...">` element. */
  action?: React.ReactElement;
};

/** A toast as held by the store. */
export type ToasterToast = ToastOptions & {
  /** Unique id. */
  id: string;
  /** False while it animates out, before removal. */
  open: boolean;
};

/** The handle `toast()` returns. */
export type ToastHandle = {
  /** The toast's id. */
  id: string;
  /** Closes this toast. */
  dismiss: () => void;
  /** Changes this toast's content. */
  update: (options: ToastOptions) => void;
};

/** At most this many toasts are kept; older ones are dropped. */
export const TOAST_LIMIT = 3;
/** Time (ms) a closed toast stays mounted for its exit animation. */
export const TOAST_REMOVE_DELAY = 1000;

// one module-level store so `toast()` works from anywhere (event handlers, non-React code)
let toasts: ToasterToast[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removals = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: ToasterToast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removals.has(id)) return;
  removals.set(
    id,
    setTimeout(() => {
      removals.delete(id);
      setToasts(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

/** Closes one toast, or all of them when no id is given. */
export function dismissToast(id?: string): void {
  setToasts(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  for (const t of toasts) if (!t.open) scheduleRemoval(t.id);
}

/** Shows a toast in the mounted `<Toaster />`. */
export function toast(options: ToastOptions): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  setToasts([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next) => setToasts(toasts.map((t) => (t.id === id ? { ...t, ...next } : t))),
  };
}

/** Calls `listener` whenever the toasts change; returns the unsubscribe. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current toasts (a new array whenever they change). */
export const getSnapshot = (): ToasterToast[] => toasts;
