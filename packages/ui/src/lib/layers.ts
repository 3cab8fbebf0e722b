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
// - any other layer Radix hands an Escape to leaves it to the toasts while the focus is in them (F8);
// - a layer that has closed but is still in the page for its fade-out (Radix keeps it the newest layer until it
//   unmounts) hands an Escape on to the topmost open one: the user sees that one, and a second Escape pressed
//   within the fade would otherwise be lost.

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

/** The open layers in the order they opened, as Radix's stack holds them (without those fading out). */
const stack: OpenLayer[] = [];

/** Counts `layer` open (its root opens); returns what counts it closed (its root closes, or it unmounts). */
export function openLayer(layer: OpenLayer): () => void {
  stack.push(layer);
  return () => {
    const index = stack.lastIndexOf(layer);
    if (index >= 0) stack.splice(index, 1);
  };
}

/**
 * For a toast Radix handed an Escape to: whether the toast takes it. When it does not, the topmost other open
 * layer has taken it, and the event's default is prevented so the toast stays.
 */
export function toastTakesEscape(event: KeyboardEvent): boolean {
  const top = stack.at(-1);
  if (focusInToasts() || !top) return true;
  top.escape(event);
  event.preventDefault();
  return false;
}

const leftToToasts = new WeakSet<Event>();

/**
 * For any other layer Radix handed an Escape to (it is the newest; `open` false: it is fading out): whether the
 * layer takes it. With the focus in the toasts it does not (its default is prevented, so the layer stays) and
 * the Toaster closes the toast with the focus, or the newest one with the focus on the toasts' list. A layer
 * fading out does not either: the topmost open layer takes it.
 */
export function layerTakesEscape(event: KeyboardEvent, open = true): boolean {
  if (focusInToasts()) {
    event.preventDefault();
    leftToToasts.add(event);
    return false;
  }
  if (open) return true;
  stack.at(-1)?.escape(event);
  event.preventDefault();
  return false;
}

/** Whether a layer left this Escape to the toasts. */
export const escapeLeftToToasts = (event: Event): boolean => leftToToasts.has(event);
