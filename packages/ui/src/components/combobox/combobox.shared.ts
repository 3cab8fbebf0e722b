// No "use client": what a Server Component may call or read, as the client component does.

/** One choice of a Combobox. */
export interface ComboboxOption {
  /** What the field posts and `onValueChange` reports; unique among the options. */
  value: string;
  /** What the list and the field show, and what the search matches. */
  label: string;
  /** A second, muted line under the label (an address, a code); the search matches it too. */
  description?: string;
  /** More words the search matches (a site's city, an asset's old name). */
  keywords?: string[];
  /** Shown but cannot be picked; the arrow keys skip it. */
  disabled?: boolean;
  /** The heading the option is listed under; options of one group are listed together, groups in order of appearance. */
  group?: string;
}

/**
 * The words a Combobox shows or reads out, in English; pass your own (`labels`) for another language. `{label}`,
 * `{count}`, `{search}` and `{list}` are filled in.
 */
export const COMBOBOX_LABELS = {
  /** The button that opens and closes the list (APG: not a tab stop). */
  toggle: "Show options",
  /** The button that empties the field. */
  clear: "Clear",
  /** A chip's remove button in a multiple combobox. */
  remove: "Remove {label}",
  /** The list's state while options load (also announced). */
  loading: "Loading...",
  /** The list's text when no option matches. */
  empty: "No results.",
  /** The list's text when loading failed and the error has no message of its own. */
  error: "The options could not be loaded.",
  /** The button that loads the options again after an error (Enter in the field does too). */
  retry: "Retry",
  /** Announced as the options change: how many are shown. */
  count: "{count} options",
  /** Announced for one option. */
  countOne: "1 option",
  /** Read after the field's label in a multiple combobox: what is picked. */
  selected: "Selected: {list}",
  /** The field's validity message while `required` and nothing is picked (a plain form is not sent). */
  required: "Choose an option from the list.",
};

export type ComboboxLabels = Partial<typeof COMBOBOX_LABELS>;

/** Lower case without accents (combining marks dropped), so "koln" finds the city written with an umlaut. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLocaleLowerCase()
    .trim();
}

/**
 * The Combobox's default filter: every word of the search appears in the option's label, description or
 * keywords, in any order, ignoring case and accents ("dock ham" finds "Hamburg, Dock 3"). An empty search
 * matches every option. A server that searches can use it too.
 */
export function matchesComboboxSearch(option: ComboboxOption, search: string): boolean {
  const words = normalizeSearchText(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeSearchText(
    [option.label, option.description ?? "", ...(option.keywords ?? [])].join(" "),
  );
  return words.every((word) => haystack.includes(word));
}
