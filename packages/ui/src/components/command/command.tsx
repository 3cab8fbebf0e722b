"use client";
import { Command as CommandPrimitive, useCommandState } from "cmdk";
import * as React from "react";
import { cn } from "../../lib/cn.js";
import { COMMAND_LABELS } from "./command.shared.js";

/**
 * Set by CommandDialogContent: what runs after an item's `onSelect` (it closes the palette). Internal: not
 * exported from the entry.
 */
export const CommandAfterSelect = React.createContext<(() => void) | undefined>(undefined);

export type CommandProps = React.ComponentProps<typeof CommandPrimitive> & {
  /**
   * The palette's name for assistive tech (the search field is labelled by it; not shown).
   * @default "Commands"
   */
  label?: string;
  /**
   * Filters and sorts the items by the search text; false when the app searches itself (async).
   * @default true
   */
  shouldFilter?: boolean;
  /**
   * Scores an item (0 hides it) from its value, the search and its keywords.
   * @default cmdk's fuzzy `command-score`
   */
  filter?: (value: string, search: string, keywords?: string[]) => number;
  /**
   * The active (highlighted) item's value, for a controlled palette.
   * @default undefined
   */
  value?: string;
  /**
   * The active item's value at first.
   * @default the first item
   */
  defaultValue?: string;
  /**
   * Called with the value of the item that becomes active.
   * @default undefined
   */
  onValueChange?: (value: string) => void;
  /**
   * ArrowDown on the last item goes to the first, ArrowUp on the first to the last.
   * @default false
   */
  loop?: boolean;
  /**
   * Ctrl+N/J and Ctrl+P/K move like ArrowDown and ArrowUp.
   * @default true
   */
  vimBindings?: boolean;
  /**
   * The pointer does not move the active item (only a click picks).
   * @default false
   */
  disablePointerSelection?: boolean;
};

/**
 * A command palette (cmdk): a search field over a list of actions, filtered and sorted as the user types, in
 * groups. Keyboard (WAI-ARIA combobox with a listbox, focus stays in the field with `aria-activedescendant`):
 * ArrowDown/ArrowUp move, Home/End to the first/last, Alt+ArrowDown/ArrowUp to the next/previous group,
 * Enter runs the active item. Inline, or in a dialog with {@link CommandDialog} (Cmd+K on a Mac, Ctrl+K elsewhere).
 * QA contract: `data-slot="command"`.
 */
export function Command({ className, label = COMMAND_LABELS.label, ...props }: CommandProps) {
  return (
    <CommandPrimitive
      data-slot="command"
      label={label}
      className={cn(
        "flex h-full w-full flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-xs",
        className,
      )}
      {...props}
    />
  );
}

export type CommandInputProps = React.ComponentProps<typeof CommandPrimitive.Input> & {
  /**
   * The search text, for a controlled field (an async search reads it).
   * @default undefined
   */
  value?: string;
  /**
   * Called with the search text as the user types.
   * @default undefined
   */
  onValueChange?: (search: string) => void;
  /**
   * Shown while the field is empty.
   * @default undefined
   */
  placeholder?: string;
};

/**
 * The search field, with a magnifier before it; it keeps the focus while the arrows move through the list.
 * QA contract: `data-slot="command-input"` (its row `command-input-wrapper`).
 */
export function CommandInput({ className, ...props }: CommandInputProps) {
  return (
    <div
      data-slot="command-input-wrapper"
      className="flex h-11 shrink-0 items-center gap-2 border-b border-border px-3"
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-4 shrink-0 text-muted-foreground"
        aria-hidden="true"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <CommandPrimitive.Input
        data-slot="command-input"
        className={cn(
          "h-full w-full min-w-0 bg-transparent text-base outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm",
          className,
        )}
        {...props}
      />
    </div>
  );
}

export type CommandListProps = React.ComponentProps<typeof CommandPrimitive.List> & {
  /**
   * The list's name for assistive tech.
   * @default "Suggestions"
   */
  label?: string;
};

/**
 * The scrolling list of groups and items. The listbox holds only them: a CommandEmpty or CommandLoading among
 * its children is rendered before the listbox, in the same scrolling box (a listbox may only hold options and
 * groups). QA contract: `data-slot="command-list"` (the scrolling box) with the listbox `command-listbox`.
 */
export function CommandList({
  className,
  style,
  label = COMMAND_LABELS.list,
  children,
  ...props
}: CommandListProps) {
  const status: React.ReactNode[] = [];
  const items: React.ReactNode[] = [];
  React.Children.forEach(children, (child) => {
    const isStatus =
      React.isValidElement(child) && (child.type === CommandEmpty || child.type === CommandLoading);
    (isStatus ? status : items).push(child);
  });
  return (
    <div
      data-slot="command-list"
      style={style}
      className={cn("max-h-80 scroll-py-1 overflow-x-hidden overflow-y-auto overscroll-contain", className)}
    >
      {status}
      <CommandPrimitive.List data-slot="command-listbox" label={label} {...props}>
        {items}
      </CommandPrimitive.List>
    </div>
  );
}

export type CommandEmptyProps = React.ComponentProps<typeof CommandPrimitive.Empty> & {
  /**
   * The text shown when nothing matches.
   * @default "No results."
   */
  children?: React.ReactNode;
};

/**
 * Shown when no item matches the search (rendered only then). Its children replace the default text.
 * QA contract: `data-slot="command-empty"`.
 */
export function CommandEmpty({ className, children = COMMAND_LABELS.empty, ...props }: CommandEmptyProps) {
  return (
    <CommandPrimitive.Empty
      data-slot="command-empty"
      className={cn("px-4 py-8 text-center text-sm text-muted-foreground", className)}
      {...props}
    >
      {children}
    </CommandPrimitive.Empty>
  );
}

export type CommandLoadingProps = React.ComponentProps<typeof CommandPrimitive.Loading> & {
  /**
   * Its name for assistive tech (it is a progressbar).
   * @default "Loading..."
   */
  label?: string;
  /**
   * Percent done, when known. Unset: indeterminate.
   * @default undefined
   */
  progress?: number;
};

/**
 * While an async search runs: a spinner and its children (e.g. "Searching sites...").
 * QA contract: `data-slot="command-loading"`.
 */
export function CommandLoading({
  className,
  label = COMMAND_LABELS.loading,
  children,
  ...props
}: CommandLoadingProps) {
  return (
    <CommandPrimitive.Loading
      data-slot="command-loading"
      label={label}
      className={cn(
        "flex items-center justify-center gap-2 px-4 py-6 text-sm text-muted-foreground",
        className,
      )}
      {...props}
    >
      <span className="flex items-center justify-center gap-2">
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          className="size-4 animate-spin motion-reduce:animate-none"
          aria-hidden="true"
        >
          <path d="M12 3a9 9 0 1 0 9 9" />
        </svg>
        {children ?? label}
      </span>
    </CommandPrimitive.Loading>
  );
}

export type CommandGroupProps = React.ComponentProps<typeof CommandPrimitive.Group> & {
  /**
   * The group's heading (names the group for assistive tech).
   * @default undefined
   */
  heading?: React.ReactNode;
  /**
   * Shown even when no item of it matches.
   * @default false
   */
  forceMount?: boolean;
};

/**
 * Items under a heading; hidden while none of them matches the search.
 * QA contract: `data-slot="command-group"` (its heading is cmdk's `[cmdk-group-heading]`).
 */
export function CommandGroup({ className, ...props }: CommandGroupProps) {
  return (
    <CommandPrimitive.Group
      data-slot="command-group"
      className={cn(
        "overflow-hidden p-1",
        "[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

export type CommandSeparatorProps = React.ComponentProps<"div"> & {
  /**
   * Shown during a search too (it hides while the user searches otherwise).
   * @default false
   */
  alwaysRender?: boolean;
};

/**
 * A line between groups, hidden while the user searches. Drawn, not announced: a listbox may only hold
 * options and groups (cmdk's own separator has `role="separator"`, which axe reports there).
 * QA contract: `data-slot="command-separator"`.
 */
export function CommandSeparator({ className, alwaysRender = false, ...props }: CommandSeparatorProps) {
  const searching = useCommandState((state) => state.search !== "");
  if (searching && !alwaysRender) return null;
  return (
    <div
      data-slot="command-separator"
      aria-hidden="true"
      className={cn("-mx-1 h-px bg-border", className)}
      {...props}
    />
  );
}

export type CommandItemProps = React.ComponentProps<typeof CommandPrimitive.Item> & {
  /**
   * What the search matches and `onSelect` receives; unique in the palette.
   * @default its text content
   */
  value?: string;
  /**
   * More words the search matches (e.g. "tag" for "Add asset").
   * @default undefined
   */
  keywords?: string[];
  /**
   * Called with the item's value when it is clicked or Enter is pressed on it.
   * @default undefined
   */
  onSelect?: (value: string) => void;
  /**
   * Shown but cannot be picked (the arrows skip it).
   * @default false
   */
  disabled?: boolean;
  /**
   * Shown whatever the search.
   * @default false
   */
  forceMount?: boolean;
};

/**
 * One action. Its icon (an svg child) is sized and muted, a {@link CommandShortcut} sits at the end.
 * QA contract: `data-slot="command-item"`, cmdk's `data-selected="true"` on the active item (with
 * `aria-selected`), `data-disabled="true"`, `data-value`.
 */
export function CommandItem({ className, onSelect, ...props }: CommandItemProps) {
  const afterSelect = React.useContext(CommandAfterSelect);
  return (
    <CommandPrimitive.Item
      data-slot="command-item"
      onSelect={
        afterSelect
          ? (value) => {
              onSelect?.(value);
              afterSelect();
            }
          : onSelect
      }
      className={cn(
        "relative flex min-h-9 cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none select-none",
        "data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground",
        "data-[disabled=true]:pointer-events-none data-[disabled=true]:opacity-50",
        "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 [&_svg:not([class*='text-'])]:text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

export type CommandShortcutProps = React.ComponentProps<"span">;

/**
 * The item's keyboard shortcut, at the end of its row (e.g. "Cmd+N"); hidden below the `sm` breakpoint (a
 * phone, no keyboard). Its text takes the direction of its
 * first letter (`unicode-bidi: plaintext`), so "Cmd+N" reads left to right in a right-to-left row too.
 * QA contract: `data-slot="command-shortcut"`.
 */
export function CommandShortcut({ className, ...props }: CommandShortcutProps) {
  return (
    <span
      data-slot="command-shortcut"
      className={cn(
        // hidden on a phone: no keyboard to press it on
        "ms-auto text-xs tracking-widest text-muted-foreground [unicode-bidi:plaintext] max-sm:hidden",
        className,
      )}
      {...props}
    />
  );
}
