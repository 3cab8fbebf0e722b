// The toasts' store, one per module instance so `toast()` works from anywhere (event handlers, non-React
// code). No "use client": a module that only holds data, callable wherever it is imported. On a server the
// module is shared by every request, so there it holds nothing: `toast()` does nothing without a DOM.
import type * as React from "react";
import type { ToastVariant } from "./toast.shared.js";

/** What `toast()` accepts. */
export type ToastOptions = {
  /**
   * Headline, e.g. "Message Sent!".
   * @default undefined
   */
  title?: React.ReactNode;
  /**
   * Body text.
   * @default undefined
   */
  description?: React.ReactNode;
  /**
   * "default" for confirmations, "success", "info", "warning", "destructive" for failures, "loading" for
   * work under way (a spinner; it stays until updated or dismissed).
   * @default "default"
   */
  variant?: ToastVariant;
  /**
   * Milliseconds before it closes on its own; a loading toast stays until updated or dismissed.
   * @default the Toaster's `duration` (5000)
   */
  duration?: number;
  /**
   * A `<ToastAction altText="...">` element.
   * @default undefined
   */
  action?: React.ReactElement;
  /**
   * Replaces the variant's icon; `null` shows none.
   * @default the variant's icon
   */
  icon?: React.ReactNode;
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
  /** The toast's id (for a promise toast: the one showing now). */
  id: string;
  /** Closes this toast. */
  dismiss: () => void;
  /** Changes this toast's content. */
  update: (options: ToastOptions) => void;
};

/** The Toaster's default stack limit: the newest this many show, an older one closes as a new one comes. */
export const TOAST_LIMIT = 3;
/** Time (ms) a closed toast stays mounted for its exit animation. */
export const TOAST_REMOVE_DELAY = 1000;
/** Toasts the store keeps at most, shown or not (a Toaster shows its `limit` of them). */
const KEPT = 50;

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

/** Whether this runs in a browser (a server, React's server render included, has no DOM). */
const inBrowser = (): boolean =>
  typeof window !== "undefined" && typeof window.document?.createElement === "function";

/** What `toast()` returns on a server: nothing was shown, so there is nothing to close or change. */
const NOTHING_SHOWN: ToastHandle = Object.freeze({ id: "", dismiss: () => {}, update: () => {} });

function show(options: ToastOptions): ToastHandle {
  // a toast shown during one request's render would land in the next request's HTML
  if (!inBrowser()) return NOTHING_SHOWN;
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  setToasts([{ ...options, id, open: true }, ...toasts].slice(0, KEPT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next) => setToasts(toasts.map((t) => (t.id === id ? { ...t, ...next } : t))),
  };
}

/** A title, or a toast's options. */
type Message = React.ReactNode | ToastOptions;

function isOptions(message: Message): message is ToastOptions {
  return (
    typeof message === "object" && message !== null && !("$$typeof" in message) && !Array.isArray(message)
  );
}

const asOptions = (message: Message): ToastOptions => (isOptions(message) ? message : { title: message });

/** Shows `title` with `options` in a variant. */
const shortcut =
  (variant: ToastVariant) =>
  (title: React.ReactNode, options: Omit<ToastOptions, "title" | "variant"> = {}): ToastHandle =>
    show({ ...options, title, variant });

export type ToastPromiseMessages<T> = {
  /** While it runs: a loading toast (spinner, no time limit). */
  loading: Message;
  /** When it fulfils: a success toast; a function gets the value. */
  success: Message | ((value: T) => Message);
  /** When it rejects: a destructive toast; a function gets the error (the rejection counts as handled). */
  error: Message | ((error: unknown) => Message);
};

/**
 * A loading toast while `promise` runs, then a success or error toast with its result. The settled toast is a
 * new one (screen readers announce a toast when it appears, not when it changes); the handle follows it.
 * The rejection is handled here: `toast.promise` never leaves an unhandled rejection behind (nor a loading
 * toast: a message function that throws is reported as an uncaught error, with the loading toast gone).
 */
function promise<T>(
  work: Promise<T> | (() => Promise<T>),
  messages: ToastPromiseMessages<T>,
): ToastHandle & { settled: Promise<void> } {
  let current = show({ ...asOptions(messages.loading), variant: "loading" });
  const handle = {
    get id() {
      return current.id;
    },
    dismiss: () => current.dismiss(),
    update: (next: ToastOptions) => current.update(next),
    settled: Promise.resolve()
      .then(() => (typeof work === "function" ? work() : work))
      .then(
        (value) =>
          settle("success", () =>
            typeof messages.success === "function" ? messages.success(value) : messages.success,
          ),
        (error: unknown) =>
          settle("destructive", () =>
            typeof messages.error === "function" ? messages.error(error) : messages.error,
          ),
      ),
  };
  // the loading toast goes first, so a message function that throws cannot leave it up for good; its error
  // is the caller's bug, reported as an uncaught error (error monitoring sees it) and not as a rejection
  function settle(variant: "success" | "destructive", message: () => Message) {
    current.dismiss();
    try {
      current = show({ variant, ...asOptions(message()) });
    } catch (error) {
      // a server (Node) has no reportError, and a throw there would end the process
      if (typeof globalThis.reportError === "function") globalThis.reportError(error);
      else console.error(error);
    }
  }
  return handle;
}

/**
 * Shows a toast in the mounted `<Toaster />` and returns its handle. Shortcuts take a title and options:
 * `toast.success("Asset added")`, `toast.info`, `toast.warning`, `toast.error` (destructive), `toast.loading`,
 * and `toast.promise(save(), { loading, success, error })`; `toast.dismiss(id?)` closes one or all. On a
 * server (no DOM) it does nothing and returns a handle whose `id` is "" and whose methods do nothing;
 * `toast.promise` still awaits the work (its rejection handled) but shows nothing.
 */
export const toast = Object.assign((options: ToastOptions): ToastHandle => show(options), {
  success: shortcut("success"),
  info: shortcut("info"),
  warning: shortcut("warning"),
  error: shortcut("destructive"),
  loading: shortcut("loading"),
  promise,
  dismiss: dismissToast,
});

/** Calls `listener` whenever the toasts change; returns the unsubscribe. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current toasts (a new array whenever they change). */
export const getSnapshot = (): ToasterToast[] => toasts;
