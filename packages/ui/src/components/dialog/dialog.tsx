"use client";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn.js";
import { modalContentVariants, modalParts } from "../../lib/modal.js";

const modal = modalParts("dialog", DialogPrimitive);

export type DialogProps = React.ComponentProps<typeof DialogPrimitive.Root> & {
  /**
   * Whether the dialog is open, for a controlled dialog.
   * @default undefined
   */
  open?: boolean;
  /**
   * Whether the dialog is open at first, for an uncontrolled dialog.
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Called with the new open state when the user opens or closes it.
   * @default undefined
   */
  onOpenChange?: (open: boolean) => void;
  /**
   * Traps focus and hides the page behind from assistive tech; false leaves the page usable.
   * @default true
   */
  modal?: boolean;
};

/**
 * A modal dialog (Radix Dialog): focus moves in and is trapped, Escape and a click outside close it, and focus
 * returns to the trigger. Controlled with `open`/`onOpenChange` or uncontrolled with `defaultOpen`.
 */
export function Dialog(props: DialogProps) {
  return <modal.Root {...props} />;
}

export type DialogTriggerProps = React.ComponentProps<typeof DialogPrimitive.Trigger>;

/**
 * Opens the dialog; use `asChild` to make a Button the trigger. Without `asChild` it is a button with
 * `data-slot="dialog-trigger"`; with it, the child keeps its own `data-slot` (a Button stays
 * `data-slot="button"`) and gets `data-dialog-trigger`. Radix's `data-state` either way.
 */
export function DialogTrigger(props: DialogTriggerProps) {
  return <modal.Trigger {...props} />;
}

export type DialogPortalProps = React.ComponentProps<typeof DialogPrimitive.Portal>;

/** Renders its children into `document.body` (or `container`); DialogContent already uses it. */
export function DialogPortal(props: DialogPortalProps) {
  return <modal.Portal {...props} />;
}

export type DialogCloseProps = React.ComponentProps<typeof DialogPrimitive.Close>;

/**
 * Closes the dialog when pressed (e.g. a Cancel button with `asChild`). `data-slot="dialog-close"`; with
 * `asChild` the child keeps its own `data-slot` (a Button stays `data-slot="button"`) and gets `data-dialog-close`.
 */
export function DialogClose(props: DialogCloseProps) {
  return <modal.Close {...props} />;
}

export type DialogOverlayProps = React.ComponentProps<typeof DialogPrimitive.Overlay>;

/** The scrim behind the dialog; DialogContent already renders one. `data-slot="dialog-overlay"`, `data-state`. */
export function DialogOverlay(props: DialogOverlayProps) {
  return <modal.Overlay {...props} />;
}

export type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof modalContentVariants> & {
    /**
     * Max width: "sm" (24 rem), "md" (32 rem), "lg" (42 rem) or "xl" (56 rem).
     * @default "md"
     */
    size?: "sm" | "md" | "lg" | "xl" | null;
    /**
     * Called when Escape is pressed; `event.preventDefault()` keeps it open.
     * @default undefined
     */
    onEscapeKeyDown?: (event: KeyboardEvent) => void;
    /**
     * Called on a pointer press outside; `event.preventDefault()` keeps it open.
     * @default undefined
     */
    onPointerDownOutside?: (event: CustomEvent<{ originalEvent: PointerEvent }>) => void;
    /**
     * Called on a press or a focus move outside; `event.preventDefault()` keeps it open.
     * @default undefined
     */
    onInteractOutside?: (event: CustomEvent<{ originalEvent: PointerEvent | FocusEvent }>) => void;
    /**
     * Called as it opens, before focus moves in; `event.preventDefault()` leaves focus alone.
     * @default undefined
     */
    onOpenAutoFocus?: (event: Event) => void;
    /**
     * Called as it closes, before focus returns to the trigger; `event.preventDefault()` stops that.
     * @default undefined
     */
    onCloseAutoFocus?: (event: Event) => void;
    /**
     * Renders the X button in the top-end corner.
     * @default true
     */
    showCloseButton?: boolean;
    /**
     * Accessible name of the X button.
     * @default "Close"
     */
    closeLabel?: string;
  };

/**
 * The dialog panel, portalled with its scrim. Fits a 390 px screen; taller content scrolls (put the long part in
 * DialogBody to keep header and footer in view). Focus goes to the first focusable element inside, so a form's
 * first field is focused on open. QA contract: `data-slot="dialog-content"`, `data-size`, `data-state`.
 */
export function DialogContent({
  className,
  size,
  showCloseButton = true,
  closeLabel = "Close",
  ...props
}: DialogContentProps) {
  return (
    <modal.Content
      overlay={<DialogOverlay />}
      closeLabel={showCloseButton ? closeLabel : undefined}
      data-size={size ?? "md"}
      data-close-button={showCloseButton || undefined}
      className={cn(modalContentVariants({ size }), className)}
      {...props}
    />
  );
}

export type DialogHeaderProps = React.ComponentProps<"div">;

/** Holds DialogTitle and DialogDescription. `data-slot="dialog-header"`. */
export function DialogHeader(props: DialogHeaderProps) {
  return <modal.Header {...props} />;
}

export type DialogBodyProps = React.ComponentProps<"div">;

/**
 * The part between header and footer that scrolls when the dialog is taller than the screen. While it
 * overflows it is focusable (`tabIndex=0`) so keyboard users can scroll it. `data-slot="dialog-body"`,
 * `data-overflowing`.
 */
export function DialogBody(props: DialogBodyProps) {
  return <modal.Body {...props} />;
}

export type DialogFooterProps = React.ComponentProps<"div">;

/** Holds the dialog's actions: stacked on a phone, in a row at the end from `sm` up. `data-slot="dialog-footer"`. */
export function DialogFooter(props: DialogFooterProps) {
  return <modal.Footer {...props} />;
}

export type DialogTitleProps = React.ComponentProps<typeof DialogPrimitive.Title>;

/** The dialog's accessible name (required by Radix). `data-slot="dialog-title"`. */
export function DialogTitle(props: DialogTitleProps) {
  return <modal.Title {...props} />;
}

export type DialogDescriptionProps = React.ComponentProps<typeof DialogPrimitive.Description>;

/** The dialog's accessible description. `data-slot="dialog-description"`. */
export function DialogDescription(props: DialogDescriptionProps) {
  return <modal.Description {...props} />;
}
