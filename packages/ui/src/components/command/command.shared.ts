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

/** The words of CommandDialog, in English; pass your own per part. `{count}` is filled in. */
export const COMMAND_DIALOG_LABELS = {
  /** The dialog's name (a visually hidden title). */
  title: "Command palette",
  /** The dialog's description (visually hidden): how to use it. */
  description: "Type to search. Use the arrow keys to move and Enter to run a command.",
  /** CommandDialogTrigger's text. */
  trigger: "Search...",
  /** Announced as the search changes: how many commands match. */
  count: "{count} results",
  /** Announced for one match. */
  countOne: "1 result",
  /** Announced when nothing matches. */
  none: "No results",
} as const;

/** The shortcut that opens a CommandDialog by default: Command+K on Apple devices, Ctrl+K elsewhere. */
export const COMMAND_DIALOG_SHORTCUT = "mod+k";
