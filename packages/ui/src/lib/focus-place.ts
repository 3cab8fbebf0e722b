// Where focus belongs when the element that had it is gone: a row's button after the row was deleted, a menu
// item after its menu closed. No "use client": plain DOM functions (an app calls them from its handlers).

/** A row of a list or table: what the place is counted in. */
const ROW = "tr, [role=row], li";
const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type=hidden]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** Where an element sits: its row's position in its list and its own position among the row's controls. */
export interface FocusPlace {
  /** The element itself (focused again while it is still in the page). */
  element: HTMLElement;
  /** The element holding the rows (a `tbody`, a `ul`); null outside a list. */
  list: Element | null;
  /** The row's index among the list's data rows (rows that stand in for data not counted); -1 outside a list. */
  row: number;
  /** The element's index among its row's focusable controls; -1 outside a list. */
  control: number;
  /**
   * Where the focus goes when no row is left, or (outside a list) when the element is gone: the fallback named
   * for an element around it (`useFocusAfterRemoval`, the DataTable's bar of bulk actions), if any.
   */
  fallback?: () => HTMLElement | null | undefined;
}

/** The kit's own rows that stand in for data: the DataTable's empty and error states, a virtual-rows spacer. */
const STAND_IN = "[data-slot=data-table-empty], [data-slot=data-table-error], [data-slot=data-table-spacer]";

/**
 * A row that stands in for the data rather than holding some: one of the kit's (above), a row hidden from
 * assistive tech, or an app's message row, whose one cell spans several columns (shadcn/ui's "No results."
 * row). Its controls (e.g. "Clear filters") never take a removed row's place; it still counts where the
 * focused element sits in one (its row is then placed among the data rows before it).
 */
const standsIn = (row: Element) =>
  row.matches(STAND_IN) ||
  row.getAttribute("aria-hidden") === "true" ||
  (row.children.length === 1 && (row.children[0] as HTMLTableCellElement).colSpan > 1);
const allRowsOf = (list: Element) => [...list.children].filter((child) => child.matches(ROW));
const rowsOf = (list: Element) => allRowsOf(list).filter((row) => !standsIn(row));
/** The controls inside `root` that can take the focus, in document order (those not rendered left out). */
export const focusablesIn = (root: Element) =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.checkVisibility?.() ?? true);

/**
 * Focuses the first candidate that is in the page and takes the focus (one hidden or `visibility: hidden` does
 * not). Returns it, or null when none did.
 */
export function focusFirst(candidates: readonly (HTMLElement | null | undefined)[]): HTMLElement | null {
  for (const candidate of candidates) {
    if (!candidate?.isConnected) continue;
    candidate.focus({ preventScroll: false });
    if (document.activeElement === candidate) return candidate;
  }
  return null;
}

/**
 * Remembers where `element` sits (its row in its list: a table body, a `ul`, `role="row"`s; and its place
 * among the row's controls), so restoreFocusPlace() can focus the same control of the row that takes its
 * place once it is removed.
 */
export function getFocusPlace(element: HTMLElement): FocusPlace {
  const row = element.closest(ROW);
  const list = row?.parentElement ?? null;
  if (!row || !list) return { element, list: null, row: -1, control: -1, fallback: fallbackAround(element) };
  // the data rows before it: for a data row its own index; for an empty state's button, the row that replaces
  // the empty state (the first one loaded) is the one at that index
  const before = allRowsOf(list);
  const index = before.slice(0, Math.max(0, before.indexOf(row))).filter((r) => !standsIn(r)).length;
  return {
    element,
    list,
    row: index,
    control: focusablesIn(row).indexOf(element),
    fallback: fallbackAround(list),
  };
}

/** Where the focus goes when what had it inside an element is gone, by that element (see setFocusFallback). */
const fallbacks = new WeakMap<Element, () => HTMLElement | null | undefined>();

/**
 * Names where the focus goes when the last row of a list inside `root` is removed under it, or another element
 * inside it that had the focus goes away or is hidden (a bar of bulk actions), also while a dialog it opened was
 * still open (the dialog's return uses it). Returns the function that forgets it.
 */
export function setFocusFallback(root: Element, fallback: () => HTMLElement | null | undefined): () => void {
  fallbacks.set(root, fallback);
  return () => {
    if (fallbacks.get(root) === fallback) fallbacks.delete(root);
  };
}

/** The fallback named for `element` or an element around it (looked up while it is still in the page). */
function fallbackAround(element: Element) {
  for (let at: Element | null = element; at; at = at.parentElement) {
    const fallback = fallbacks.get(at);
    if (fallback) return fallback;
  }
  return undefined;
}

/**
 * Focuses the element of `place` if it is still in the page; else the same control of the row now at its
 * row's index (the next row moved up), else of the row before (it was the last), else `fallback`, else the
 * list's nearest focusable container (`tabindex`). Returns the element it focused, or null when none could.
 */
export function restoreFocusPlace(place: FocusPlace, fallback?: HTMLElement | null): HTMLElement | null {
  const candidates: (HTMLElement | null | undefined)[] = [place.element];
  if (place.list?.isConnected && place.row >= 0) {
    const rows = rowsOf(place.list);
    for (const row of [rows[place.row], rows[place.row - 1]]) {
      if (!row) continue;
      const controls = focusablesIn(row);
      candidates.push(controls[place.control] ?? controls.at(-1));
    }
  }
  candidates.push(fallback ?? place.fallback?.());
  // a fallback that cannot take the focus now (hidden under a bar of bulk actions): the list's own focusable
  // container (the DataTable's table), rather than <body>
  candidates.push(place.list?.parentElement?.closest<HTMLElement>("[tabindex]"));
  return focusFirst(candidates);
}

/**
 * The element a modal opened from `element` returns the focus to: `element` itself, or, for an item of a menu
 * (which closes as the modal opens, taking its items with it), the button that opened the menu, through
 * sub-menus to the first one.
 */
export function openerOf(element: Element | null): HTMLElement | null {
  let current = element instanceof HTMLElement && element !== document.body ? element : null;
  for (let depth = 0; current && depth < 8; depth++) {
    const menu = current.closest('[role="menu"]');
    const trigger = menu && document.getElementById(menu.getAttribute("aria-labelledby") ?? "");
    if (!trigger) break;
    current = trigger;
  }
  return current;
}
