// No "use client": what a Server Component may call or read, as the client component does.

/** The words the palette shows or reads out by default; pass your own per part. */
export const COMMAND_LABELS = {
  /** The palette's name for assistive tech (Command's `label`). */
  label: "Commands",
  /** The list's name (CommandList's `label`). */
  list: "Suggestions",
  /** CommandEmpty's text. */
  empty: "No results.",
  /** CommandLoading's name. */
  loading: "Loading...",
} as const;
