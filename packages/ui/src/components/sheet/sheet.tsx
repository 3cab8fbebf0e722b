"use client";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn.js";
import { focusablesIn } from "../../lib/focus-place.js";
import { modalParts, useModalControl } from "../../lib/modal.js";
import { sheetVariants } from "./sheet.shared.js";

const modal = modalParts("sheet", DialogPrimitive, {
  // leaves room for the X
  header: "flex flex-col gap-1.5 p-4 pe-12",
  // 0.5 rem from the panel's edges (room for its ring and its content's rings), its text 1 rem in, in line
  // with the header's
  body: "mx-2 -my-2 px-2",
  footer: "mt-auto flex flex-col gap-2 p-4",
});

export type SheetProps = React.ComponentProps<typeof DialogPrimitive.Root> & {
  /**
   * Whether the sheet is open, for a controlled sheet.
   * @default undefined
   */
  open?: boolean;
  /**
   * Whether the sheet is open at first, for an uncontrolled sheet.
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
 * A side panel (a modal Radix Dialog that slides in from an edge), e.g. the navigation of an app on a phone.
 * Focus is trapped, Escape and a click outside close it, focus returns to the trigger.
 */
export function Sheet(props: SheetProps) {
  return <modal.Root {...props} />;
}

export type SheetTriggerProps = React.ComponentProps<typeof DialogPrimitive.Trigger>;

/**
 * Opens the sheet; use `asChild` to make a Button the trigger. Without `asChild` it is a button with
 * `data-slot="sheet-trigger"`; with it, the child keeps its own `data-slot` (a Button stays
 * `data-slot="button"`) and gets `data-sheet-trigger`. Radix's `data-state` either way.
 */
export function SheetTrigger(props: SheetTriggerProps) {
  return <modal.Trigger {...props} />;
}

export type SheetCloseProps = React.ComponentProps<typeof DialogPrimitive.Close>;

/**
 * Closes the sheet when pressed; wrap a navigation link in it (`asChild`) so following it closes the sheet,
 * also a router's link, which prevents the click's default to navigate in the page. To keep the sheet open,
 * call `event.preventDefault()` in SheetClose's own `onClick`. `data-slot="sheet-close"`; with `asChild` the
 * child keeps its own `data-slot` (a Button stays `data-slot="button"`) and gets `data-sheet-close`.
 */
export function SheetClose({ onClick, ...props }: SheetCloseProps) {
  const control = useModalControl();
  return (
    <modal.Close
      onClick={(event) => {
        // a prevented default at this point comes from the child (asChild): a client-side navigation, not a
        // "stay open"; Radix would not close then, so close it here
        const navigatedInPage = event.defaultPrevented;
        onClick?.(event);
        if (navigatedInPage) control?.setOpen(false);
      }}
      {...props}
    />
  );
}

export type SheetPortalProps = React.ComponentProps<typeof DialogPrimitive.Portal>;

/** Renders its children into `document.body`; SheetContent already uses it. */
export function SheetPortal(props: SheetPortalProps) {
  return <modal.Portal {...props} />;
}

export type SheetOverlayProps = React.ComponentProps<typeof DialogPrimitive.Overlay>;

/** The scrim; SheetContent already renders one. `data-slot="sheet-overlay"`, `data-state`. */
export function SheetOverlay(props: SheetOverlayProps) {
  return <modal.Overlay {...props} />;
}

export type SheetContentProps = React.ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof sheetVariants> & {
    /**
     * The edge it slides in from: "right", "left", "top" or "bottom".
     * @default "right"
     */
    side?: "right" | "left" | "top" | "bottom" | null;
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
     * Called as it opens; `event.preventDefault()` stops the first focusable element (links too) taking focus.
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
 * The panel, portalled with its scrim, on the `side` it slides in from (default "right"; left/right are
 * 3/4 of a phone's width, at most 24 rem; top/bottom at most 85 % of the height). A column: put the long part in
 * SheetBody, which scrolls while header, X and footer stay in view. On open the first focusable element inside takes the focus, links included (a navigation sheet
 * starts on its first link). QA contract: `data-slot="sheet-content"`, `data-side`, `data-state`.
 */
export function SheetContent({
  className,
  side,
  showCloseButton = true,
  closeLabel = "Close",
  onOpenAutoFocus,
  ...props
}: SheetContentProps) {
  return (
    <modal.Content
      overlay={<SheetOverlay />}
      closeLabel={showCloseButton ? closeLabel : undefined}
      data-side={side ?? "right"}
      className={cn(sheetVariants({ side }), className)}
      onOpenAutoFocus={(event) => {
        onOpenAutoFocus?.(event);
        if (event.defaultPrevented) return;
        // Radix skips links when it picks the first element to focus; a navigation sheet holds little else,
        // so it would start on a footer button. Start on the first focusable element, links included.
        const first = focusablesIn(event.currentTarget as HTMLElement)[0];
        if (first) {
          event.preventDefault();
          first.focus();
        }
      }}
      {...props}
    />
  );
}

export type SheetHeaderProps = React.ComponentProps<"div">;

/** Title and description at the top; leaves room for the X. `data-slot="sheet-header"`. */
export function SheetHeader(props: SheetHeaderProps) {
  return <modal.Header {...props} />;
}

export type SheetBodyProps = React.ComponentProps<"div">;

/**
 * The part between header and footer that scrolls when the sheet's content is longer than the screen, so the
 * title, the X and the footer stay in view. While it overflows it is focusable (`tabIndex=0`) so keyboard users
 * can scroll it. `data-slot="sheet-body"`, `data-overflowing`.
 */
export function SheetBody(props: SheetBodyProps) {
  return <modal.Body {...props} />;
}

export type SheetFooterProps = React.ComponentProps<"div">;

/** Actions (or an account block) pinned to the bottom of the sheet. `data-slot="sheet-footer"`. */
export function SheetFooter(props: SheetFooterProps) {
  return <modal.Footer {...props} />;
}

export type SheetTitleProps = React.ComponentProps<typeof DialogPrimitive.Title>;

/** The sheet's accessible name (required; `className="sr-only"` hides it visually). `data-slot="sheet-title"`. */
export function SheetTitle(props: SheetTitleProps) {
  return <modal.Title {...props} />;
}

export type SheetDescriptionProps = React.ComponentProps<typeof DialogPrimitive.Description>;

/** The sheet's accessible description. `data-slot="sheet-description"`. */
export function SheetDescription(props: SheetDescriptionProps) {
  return <modal.Description {...props} />;
}
