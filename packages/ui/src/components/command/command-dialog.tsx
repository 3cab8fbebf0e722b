"use client";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { useCommandState } from "cmdk";
import * as React from "react";
import { cn } from "../../lib/cn.js";
import { modalContentVariants, modalParts, useModalControl } from "../../lib/modal.js";
import { buttonVariants } from "../button/button.shared.js";
import { KbdShortcut, useShortcutPlatform } from "../kbd/kbd-shortcut.js";
import { ariaKeyShortcuts, matchesShortcut, parseShortcut, type ShortcutPlatform } from "../kbd/shortcut.js";
import { Command, CommandAfterSelect, type CommandProps } from "./command.js";
import { COMMAND_DIALOG_LABELS, COMMAND_DIALOG_SHORTCUT } from "./command.shared.js";

// The palette is the kit's Dialog (the modal base: scrim, portal, focus trap, Escape) with Command inside.
const modal = modalParts("command-dialog", DialogPrimitive);

interface PaletteState {
  open: boolean;
  setOpen: (open: boolean) => void;
  shortcut: string | null;
  platform: ShortcutPlatform;
}

const Palette = React.createContext<PaletteState | null>(null);

/** Whether typing goes into `target` (a field, an editable region): a shortcut without Ctrl/Cmd/Alt stays out of it. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

export type CommandDialogProps = {
  /**
   * Whether the palette is open, for a controlled palette.
   * @default undefined
   */
  open?: boolean;
  /**
   * Whether the palette is open at first.
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Called when the palette opens or closes (the shortcut, the trigger, Escape, a pick).
   * @default undefined
   */
  onOpenChange?: (open: boolean) => void;
  /**
   * The shortcut that opens and closes the palette from anywhere on the page, written once for every platform
   * ("mod" is Command on Apple, Ctrl elsewhere); null turns it off. One without Ctrl/Cmd/Alt ("/") is not
   * taken while the user types in a field.
   * @default "mod+k"
   */
  shortcut?: string | null;
  /**
   * Whose keys the shortcut is matched and shown for.
   * @default the browser's platform ("other" until hydration)
   */
  platform?: ShortcutPlatform;
  /**
   * The trigger (anywhere inside) and the CommandDialogContent.
   * @default undefined
   */
  children?: React.ReactNode;
};

/**
 * A command palette in a modal dialog: press the shortcut (Command+K on a Mac, Ctrl+K elsewhere) or the
 * trigger, type to filter, arrows to move, Enter to run; Escape, a click outside or running an item closes it,
 * and the focus returns to where it was (the trigger, or the field the shortcut was pressed in). Compose a
 * `<CommandDialog>` of a `<CommandDialogTrigger />` and a `<CommandDialogContent>` that holds the Command parts
 * (`<CommandInput />`, `<CommandList>`). The root renders no element.
 */
export function CommandDialog({
  shortcut = COMMAND_DIALOG_SHORTCUT,
  platform,
  children,
  ...props
}: CommandDialogProps) {
  return (
    <modal.Root {...props}>
      <PaletteShortcut shortcut={shortcut} platform={platform}>
        {children}
      </PaletteShortcut>
    </modal.Root>
  );
}

/** Under the palette's root: opens and closes it on the shortcut, and gives its state to the parts. */
function PaletteShortcut({
  shortcut,
  platform: platformProp,
  children,
}: Pick<CommandDialogProps, "platform" | "children"> & { shortcut: string | null }) {
  const control = useModalControl();
  if (!control) throw new Error("PaletteShortcut must be inside a modal root");
  const { open, setOpen } = control;
  const platform = useShortcutPlatform(platformProp);
  // a typo in the shortcut fails where it is written, not silently never matches
  if (shortcut) parseShortcut(shortcut);

  const latest = React.useRef({ open, setOpen });
  React.useLayoutEffect(() => {
    latest.current = { open, setOpen };
  });

  React.useEffect(() => {
    if (!shortcut) return;
    const bare = !/(^|\+)(mod|ctrl|control|meta|cmd|command|alt|option)\+/i.test(shortcut);
    const onKeyDown = (event: KeyboardEvent) => {
      // in the open palette, cmdk takes Ctrl+K (its vim binding for ArrowUp): the shortcut still closes it
      const inPalette =
        event.target instanceof Element && event.target.closest("[data-slot=command-dialog-content]");
      if ((event.defaultPrevented && !inPalette) || event.isComposing || event.repeat) return;
      if (!matchesShortcut(event, shortcut, platform)) return;
      if (bare && isEditable(event.target)) return;
      event.preventDefault();
      latest.current.setOpen(!latest.current.open);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [shortcut, platform]);

  const state = React.useMemo(
    () => ({ open, setOpen, shortcut, platform }),
    [open, setOpen, shortcut, platform],
  );
  return <Palette.Provider value={state}>{children}</Palette.Provider>;
}

function usePalette(part: string): PaletteState {
  const state = React.useContext(Palette);
  if (!state) throw new Error(`${part} must be inside a CommandDialog`);
  return state;
}

export type CommandDialogTriggerProps = React.ComponentProps<typeof DialogPrimitive.Trigger> & {
  /**
   * Renders the one child (your own button) as the trigger, without the kit's look and shortcut.
   * @default false
   */
  asChild?: boolean;
};

/**
 * A search-field-like button that opens the palette, with the shortcut's keys at its end (KbdShortcut: Command
 * K on a Mac, Ctrl K elsewhere; not on a phone, below `sm`) and `aria-keyshortcuts`. As wide as its label
 * from `sm` up (16 to 28 rem), the full width it is given below. Its children replace the default text.
 * QA contract: `data-slot="command-dialog-trigger"` (Radix's `data-state`); with `asChild` the child keeps its
 * own `data-slot` (a Button stays `data-slot="button"`) and gets `data-command-dialog-trigger`.
 */
export function CommandDialogTrigger({
  className,
  asChild = false,
  children,
  ...props
}: CommandDialogTriggerProps) {
  const { shortcut, platform } = usePalette("CommandDialogTrigger");
  const keyshortcuts = shortcut ? ariaKeyShortcuts(shortcut, platform) : undefined;
  if (asChild)
    return (
      <modal.Trigger aria-keyshortcuts={keyshortcuts} asChild {...props}>
        {children}
      </modal.Trigger>
    );
  return (
    <modal.Trigger
      aria-keyshortcuts={keyshortcuts}
      className={cn(
        buttonVariants({ variant: "outline" }),
        // shrinks in a phone's header row (a button does not): the label truncates, the page does not overflow;
        // from the phone breakpoint up, as wide as its label, between a search field's width and a toolbar's
        // share (a longer label truncates there, its whole text still the button's name)
        "w-full min-w-10 shrink justify-start gap-2 overflow-hidden px-3 font-normal text-muted-foreground sm:w-auto sm:min-w-64 sm:max-w-md",
        className,
      )}
      {...props}
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <span className="truncate">{children ?? COMMAND_DIALOG_LABELS.trigger}</span>
      {/* no keycaps on a phone (no keyboard to press them on): hidden, out of the name too */}
      {shortcut ? (
        <KbdShortcut shortcut={shortcut} platform={platform} className="ms-auto max-sm:hidden" />
      ) : null}
    </modal.Trigger>
  );
}

/** Announces how many commands match as the user types (a live region; the list itself is not one). */
function ResultCount({ labels }: { labels: typeof COMMAND_DIALOG_LABELS }) {
  const searching = useCommandState((state) => state.search !== "");
  const count = useCommandState((state) => state.filtered.count);
  const text = !searching
    ? ""
    : count === 0
      ? labels.none
      : count === 1
        ? labels.countOne
        : labels.count.replace("{count}", String(count));
  return (
    <span role="status" className="sr-only" data-slot="command-dialog-status">
      {text}
    </span>
  );
}

export type CommandDialogContentProps = CommandProps & {
  /**
   * The dialog's name for assistive tech (a visually hidden title).
   * @default "Command palette"
   */
  title?: string;
  /**
   * The dialog's description for assistive tech (visually hidden).
   * @default how to use it, COMMAND_DIALOG_LABELS.description
   */
  description?: string;
  /**
   * Running an item (click or Enter) closes the palette, after the item's `onSelect`.
   * @default true
   */
  closeOnSelect?: boolean;
  /**
   * Classes of the dialog's panel.
   * @default undefined
   */
  className?: string;
  /**
   * Announced counts of matches (`{count}`) for another language.
   * @default COMMAND_DIALOG_LABELS (English)
   */
  labels?: Partial<typeof COMMAND_DIALOG_LABELS>;
};

/**
 * The palette's panel: a Command (cmdk) in the kit's modal dialog, near the top of the screen so the field does
 * not move as the results shrink; the number of matches is announced as the user types. The Command props
 * (`label`, `shouldFilter`, `filter`, `loop`, ...) are the palette's.
 * QA contract: `data-slot="command-dialog-content"` (Radix's `data-state`), `command-dialog-overlay`,
 * `command-dialog-title`, `command-dialog-description`, `command-dialog-status`; the Command's own slots inside.
 */
export function CommandDialogContent({
  title,
  description,
  closeOnSelect = true,
  className,
  labels: labelOverrides,
  children,
  ...commandProps
}: CommandDialogContentProps) {
  const { setOpen } = usePalette("CommandDialogContent");
  const labels = { ...COMMAND_DIALOG_LABELS, ...labelOverrides };
  const close = React.useCallback(() => setOpen(false), [setOpen]);
  return (
    <modal.Content
      overlay={<modal.Overlay />}
      // the modal base returns the focus to what opened the palette (a trigger, the field the shortcut was
      // pressed in); unless the item that ran put it somewhere (a dialog it opened): it stays there
      onCloseAutoFocus={(event) => {
        const now = document.activeElement;
        if (now && now !== document.body) event.preventDefault();
      }}
      className={cn(
        modalContentVariants({ size: "md" }),
        "top-[12dvh] max-h-[76dvh] max-w-xl translate-y-0 gap-0 overflow-hidden p-0",
        className,
      )}
    >
      <modal.Title className="sr-only">{title ?? labels.title}</modal.Title>
      <modal.Description className="sr-only">{description ?? labels.description}</modal.Description>
      <CommandAfterSelect.Provider value={closeOnSelect ? close : undefined}>
        <Command
          className="min-h-0 flex-1 rounded-none border-0 bg-transparent shadow-none [&_[data-slot=command-list]]:max-h-[min(24rem,60dvh)]"
          {...commandProps}
        >
          {children}
          <ResultCount labels={labels} />
        </Command>
      </CommandAfterSelect.Provider>
    </modal.Content>
  );
}
