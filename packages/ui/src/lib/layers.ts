// What the kit's layers (modals, floating surfaces, toasts) tell each other, beyond Radix: where the toasts are,
// so an open modal lets the focus reach them (F8), and which layer an Escape is for. No "use client": a
// module-level store, one per page.
//
// The rule: Escape closes one layer, the topmost the user is in. Radix gives each Escape to the newest layer
// (DismissableLayer's stack, in the order they opened), which is right for a menu in a dialog, but a toast is
// such a layer too: one that appears over an open menu or dialog (a background save failing) would take every
// Escape while the user is still in the menu, and the menu, now below it, would never hear one. So:
// - a toast takes an Escape only when the focus is in the toasts, or when none of the kit's other layers is
//   open; otherwise it hands it to the topmost of them (the one Radix would have picked without the toast);
// - any other layer Radix hands an Escape to leaves it to the toasts while the focus is in them (F8).

let toastRegion: HTMLElement | null = null;
const listeners = new Set<() => void>();

/** The Toaster's region (the landmark around its viewport), or null while none is mounted. */
export const getToastRegion = (): HTMLElement | null => toastRegion;

/** Called by the Toaster as its region mounts (the element) and unmounts (null). */
export function setToastRegion(region: HTMLElement | null): void {
  if (region === toastRegion) return;
  toastRegion = region;
  for (const listener of listeners) listener();
}

/** Calls `listener` when the region changes; returns the unsubscribe. */
export function subscribeToastRegion(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the focus is in the toasts' region (F8 took it there, or a click on a toast). */
export const focusInToasts = (): boolean => Boolean(toastRegion?.contains(document.activeElement));

/** An open layer of the kit other than a toast: a modal or a floating surface. */
export interface OpenLayer {
  /** Takes an Escape as Radix would: the layer's `onEscapeKeyDown`, then it closes unless that prevented it. */
  escape: (event: KeyboardEvent) => void;
}

/** The open layers in the order they opened, as Radix's stack holds them (a closing one until it unmounts). */
const open: OpenLayer[] = [];

/** Counts `layer` open (it mounts with its panel); returns what counts it closed (its unmount). */
export function openLayer(layer: OpenLayer): () => void {
  open.push(layer);
  return () => {
    const index = open.lastIndexOf(layer);
    if (index >= 0) open.splice(index, 1);
  };
}

/**
 * For a toast Radix handed an Escape to: whether the toast takes it. When it does not, the topmost other open
 * layer has taken it, and the event's default is prevented so the toast stays.
 */
export function toastTakesEscape(event: KeyboardEvent): boolean {
  const top = open.at(-1);
  if (focusInToasts() || !top) return true;
  top.escape(event);
  event.preventDefault();
  return false;
}

const leftToToasts = new WeakSet<Event>();

/**
 * For any other layer Radix handed an Escape to (it is the newest): whether the layer takes it. With the focus
 * in the toasts it does not (its default is prevented, so the layer stays) and the Toaster closes the toast
 * with the focus, or the newest one with the focus on the toasts' list.
 */
export function layerTakesEscape(event: KeyboardEvent): boolean {
  if (!focusInToasts()) return true;
  event.preventDefault();
  leftToToasts.add(event);
  return false;
}

/** Whether a layer left this Escape to the toasts. */
export const escapeLeftToToasts = (event: Event): boolean => leftToToasts.has(event);
