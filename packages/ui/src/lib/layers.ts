// What the kit's layers (modals, toasts) tell each other, beyond Radix: where the toasts are, so an open modal
// lets the focus reach them (F8); and which Escape a toast passed on, so it closes the modal the user is in
// rather than a toast they are not. No "use client": a module-level store, one per page.

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

let openModals = 0;

/** A modal counts itself open (+1) and closed (-1), so toasts know an Escape has somewhere else to go. */
export function countOpenModal(delta: 1 | -1): void {
  openModals += delta;
}

/** Whether a kit modal (Dialog, AlertDialog, Sheet) is open. */
export const modalIsOpen = (): boolean => openModals > 0;

const passedOn = new WeakSet<Event>();

/** A toast declines this Escape (the focus is not in the toasts): the modal the focus is in takes it. */
export function passEscapeOn(event: KeyboardEvent): void {
  passedOn.add(event);
}

/** Whether a toast passed this Escape on. */
export const escapeWasPassedOn = (event: Event): boolean => passedOn.has(event);
