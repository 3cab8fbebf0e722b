"use client";
import * as AlertDialogPrimitive from "@radix-ui/react-alert-dialog";
import type { VariantProps } from "class-variance-authority";
import * as React from "react";
import { cn } from "../../lib/cn.js";
import { Button } from "../button/button.js";
import type { buttonVariants } from "../button/button.shared.js";
import { modalContentVariants, modalParts, useModalControl } from "../../lib/modal.js";

const modal = modalParts("alert-dialog", AlertDialogPrimitive);

interface AlertDialogState {
  /** An action is running (its `loading` is set or its promise is pending): nothing may close the dialog. */
  busy: boolean;
  /** Counts running actions up (+1) or down (-1). */
  track: (delta: 1 | -1) => void;
}

const AlertDialogState = React.createContext<AlertDialogState | null>(null);

function useAlertDialogState(part: string): AlertDialogState {
  const state = React.useContext(AlertDialogState);
  if (!state) throw new Error(`<${part}> must be used within <AlertDialog>`);
  return state;
}

export type AlertDialogProps = React.ComponentProps<typeof AlertDialogPrimitive.Root> & {
  /**
   * Whether the alert dialog is open, for a controlled alert dialog.
   * @default undefined
   */
  open?: boolean;
  /**
   * Whether the alert dialog is open at first, for an uncontrolled alert dialog.
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Called with the new open state when the user opens or closes it.
   * @default undefined
   */
  onOpenChange?: (open: boolean) => void;
};

/**
 * A modal confirmation that needs an answer (WAI-ARIA `alertdialog`): focus starts on Cancel, a click outside
 * does not close it, Escape does (like Cancel). While an action runs (`loading`, or a pending promise from
 * its `onClick`), neither Escape nor Cancel closes it. Controlled (`open`/`onOpenChange`) or uncontrolled.
 */
export function AlertDialog(props: AlertDialogProps) {
  const [running, setRunning] = React.useState(0);
  const busy = running > 0;
  const track = React.useCallback((delta: 1 | -1) => setRunning((n) => n + delta), []);
  const state = React.useMemo<AlertDialogState>(() => ({ busy, track }), [busy, track]);
  // Escape and Cancel ask the root to close; a running action holds it open
  return (
    <AlertDialogState.Provider value={state}>
      <modal.Root {...props} held={busy} />
    </AlertDialogState.Provider>
  );
}

export type AlertDialogTriggerProps = React.ComponentProps<typeof AlertDialogPrimitive.Trigger>;

/**
 * Opens the alert dialog; use `asChild` to make a Button the trigger. Without `asChild` it is a button with
 * `data-slot="alert-dialog-trigger"`; with it, the child keeps its own `data-slot` (a Button stays
 * `data-slot="button"`) and gets `data-alert-dialog-trigger`. Radix's `data-state` either way.
 */
export function AlertDialogTrigger(props: AlertDialogTriggerProps) {
  return <modal.Trigger {...props} />;
}

export type AlertDialogPortalProps = React.ComponentProps<typeof AlertDialogPrimitive.Portal>;

/** Renders its children into `document.body`; AlertDialogContent already uses it. */
export function AlertDialogPortal(props: AlertDialogPortalProps) {
  return <modal.Portal {...props} />;
}

export type AlertDialogOverlayProps = React.ComponentProps<typeof AlertDialogPrimitive.Overlay>;

/**
 * The scrim; AlertDialogContent already renders one. A click on it does nothing, and keeps the focus in the
 * dialog. `data-slot="alert-dialog-overlay"`, `data-state`.
 */
export function AlertDialogOverlay({ onMouseDown, ...props }: AlertDialogOverlayProps) {
  return (
    <modal.Overlay
      onMouseDown={(event) => {
        onMouseDown?.(event);
        // a press on a non-focusable element would move the focus to <body>, out of the trapped dialog
        event.preventDefault();
      }}
      {...props}
    />
  );
}

export type AlertDialogContentProps = React.ComponentProps<typeof AlertDialogPrimitive.Content> &
  VariantProps<typeof modalContentVariants> & {
    /**
     * Max width: "sm" (24 rem), "md" (32 rem), "lg" (42 rem) or "xl" (56 rem).
     * @default "sm"
     */
    size?: "sm" | "md" | "lg" | "xl" | null;
    /**
     * Called when Escape is pressed (it closes like Cancel); `event.preventDefault()` keeps it open.
     * @default undefined
     */
    onEscapeKeyDown?: (event: KeyboardEvent) => void;
    /**
     * Called as it opens; `event.preventDefault()` leaves focus alone. Unset: Cancel takes the focus.
     * @default undefined
     */
    onOpenAutoFocus?: (event: Event) => void;
    /**
     * Called as it closes, before focus returns to the trigger; `event.preventDefault()` stops that.
     * @default undefined
     */
    onCloseAutoFocus?: (event: Event) => void;
  };

/**
 * The confirmation panel (`role="alertdialog"`), portalled with its scrim; `size` default "sm". QA contract:
 * `data-slot="alert-dialog-content"`, `data-size`, `data-state`, `data-busy` and `aria-busy` while an action runs.
 */
export function AlertDialogContent({ className, size = "sm", ...props }: AlertDialogContentProps) {
  const { busy } = useAlertDialogState("AlertDialogContent");
  return (
    <modal.Content
      overlay={<AlertDialogOverlay />}
      data-size={size}
      data-busy={busy || undefined}
      aria-busy={busy || undefined}
      className={cn(modalContentVariants({ size }), className)}
      {...props}
    />
  );
}

export type AlertDialogHeaderProps = React.ComponentProps<"div">;

/** Holds the title and description. `data-slot="alert-dialog-header"`. */
export function AlertDialogHeader(props: AlertDialogHeaderProps) {
  return <modal.Header {...props} />;
}

export type AlertDialogFooterProps = React.ComponentProps<"div">;

/** Holds Cancel and the action: stacked on a phone, in a row at the end from `sm` up. */
export function AlertDialogFooter(props: AlertDialogFooterProps) {
  return <modal.Footer {...props} />;
}

export type AlertDialogTitleProps = React.ComponentProps<typeof AlertDialogPrimitive.Title>;

/** The question (the dialog's accessible name). `data-slot="alert-dialog-title"`. */
export function AlertDialogTitle(props: AlertDialogTitleProps) {
  return <modal.Title {...props} />;
}

export type AlertDialogDescriptionProps = React.ComponentProps<typeof AlertDialogPrimitive.Description>;

/** What happens if the user confirms (the accessible description). `data-slot="alert-dialog-description"`. */
export function AlertDialogDescription(props: AlertDialogDescriptionProps) {
  return <modal.Description {...props} />;
}

type ButtonLook = VariantProps<typeof buttonVariants>;

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === "function";
}

export type AlertDialogActionProps = Omit<
  React.ComponentProps<typeof AlertDialogPrimitive.Action>,
  // onError is the rejection's handler below, not the DOM's error event (an intersection would take both)
  "onClick" | "asChild" | "onError"
> &
  ButtonLook & {
    /**
     * The Button's look; "destructive" for deletions.
     * @default "default"
     */
    variant?: ButtonLook["variant"];
    /**
     * The Button's size, as Button's: "sm", "md", "lg", or an icon's ("icon-sm", "icon", "icon-lg").
     * @default "md"
     */
    size?: ButtonLook["size"];
    /**
     * Runs on press. Return a promise to keep the dialog open with the action loading until it settles:
     * fulfilled closes the dialog, rejected leaves it open and hands the error to `onError`. Call
     * `event.preventDefault()` to keep it open without a promise.
     * @default closes at once
     */
    onClick?: (event: React.MouseEvent<HTMLButtonElement>) => unknown;
    /**
     * Gets the error when `onClick`'s promise rejects (the dialog stays open: say what failed, e.g. with a
     * toast). Without it the error goes to `console.error`, as does an error `onError` throws. Either way the
     * rejection is handled (no `unhandledrejection`), and the action has `data-error` until it is pressed again.
     * @default undefined
     */
    onError?: (error: unknown) => void;
    /**
     * Shows the action as running (for state you hold yourself, e.g. a mutation); nothing closes the dialog meanwhile.
     * @default false
     */
    loading?: boolean;
    /**
     * Label while running (e.g. "Deleting...").
     * @default the action's own label
     */
    loadingText?: string;
  };

/**
 * The confirming action, a Button (`variant` default "default"; use "destructive" for deletions). While it
 * runs it keeps the focus, is `aria-disabled` and `aria-busy`, and presses do nothing.
 * `data-slot="alert-dialog-action"`, `data-error` after its promise rejected, plus the Button's `data-variant`,
 * `data-size`, `data-loading`.
 */
export function AlertDialogAction({
  onClick,
  onError,
  loading = false,
  loadingText,
  variant,
  size,
  className,
  children,
  ...props
}: AlertDialogActionProps) {
  const { track } = useAlertDialogState("AlertDialogAction");
  const control = useModalControl();
  const [pending, setPending] = React.useState(false);
  const [failed, setFailed] = React.useState(false);
  const running = loading || pending;

  React.useEffect(() => {
    if (!running) return;
    track(1);
    return () => track(-1);
  }, [running, track]);

  const handleClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    const result = onClick?.(event);
    if (!isPromiseLike(result)) return;
    // Radix closes on click unless the default is prevented; the promise decides instead
    event.preventDefault();
    setPending(true);
    setFailed(false);
    // a Promise around it: a thenable need not have .catch
    Promise.resolve(result)
      .then(
        () => {
          setPending(false);
          // the root still holds the dialog open for this action: closed past the hold
          control?.setOpen(false);
        },
        (error: unknown) => {
          setPending(false);
          setFailed(true);
          // never left unhandled: error monitoring would record a page error for a failure the dialog survives
          if (onError) onError(error);
          else console.error(error);
        },
      )
      // an onError that throws (the app's toast failed) is logged, not left as an unhandled rejection
      .catch((thrown: unknown) => console.error(thrown));
  };

  return (
    <AlertDialogPrimitive.Action asChild onClick={handleClick} {...props}>
      {/* asChild: a disabled action too stays focusable (aria-disabled), as a running one does */}
      <Button
        asChild
        variant={variant}
        size={size}
        loading={running}
        loadingText={loadingText}
        className={className}
      >
        <button type="button" data-slot="alert-dialog-action" data-error={failed || undefined}>
          {children}
        </button>
      </Button>
    </AlertDialogPrimitive.Action>
  );
}

export type AlertDialogCancelProps = Omit<
  React.ComponentProps<typeof AlertDialogPrimitive.Cancel>,
  "asChild"
> &
  ButtonLook & {
    /**
     * The Button's look.
     * @default "outline"
     */
    variant?: ButtonLook["variant"];
    /**
     * The Button's size, as Button's: "sm", "md", "lg", or an icon's ("icon-sm", "icon", "icon-lg").
     * @default "md"
     */
    size?: ButtonLook["size"];
  };

/**
 * Closes without acting; focused when the dialog opens. A Button (`variant` default "outline"), disabled while
 * an action runs. `data-slot="alert-dialog-cancel"`.
 */
export function AlertDialogCancel({
  variant = "outline",
  size,
  className,
  disabled,
  children,
  ...props
}: AlertDialogCancelProps) {
  const { busy } = useAlertDialogState("AlertDialogCancel");
  return (
    <AlertDialogPrimitive.Cancel asChild {...props}>
      <Button
        data-slot="alert-dialog-cancel"
        variant={variant}
        size={size}
        disabled={disabled || busy}
        className={className}
      >
        {children}
      </Button>
    </AlertDialogPrimitive.Cancel>
  );
}
