"use client";
// The one base of the kit's modal surfaces (Dialog, AlertDialog, Sheet, CommandDialog, and any modal that comes
// next): the root with its open state, the trigger, the portal, the close, the scrim, the panel in its portal
// with the X, the scrolling body, header, footer, title and description. A modal component calls
// `modalParts("<name>", itsRadixPrimitives)` once and wraps each part in its public, documented function; the
// parts name their `data-slot` after it (`<name>-trigger`, `<name>-overlay`, `<name>-content`, ...). Not public
// API.
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { useFocusScopeBranch } from "@radix-ui/react-focus-scope";
import { useControllableState } from "@radix-ui/react-use-controllable-state";
import { cva } from "class-variance-authority";
import * as React from "react";
import { cn } from "./cn.js";
import { useProvidedDirection } from "./direction.js";
import { getFocusPlace, openerOf, restoreFocusPlace, type FocusPlace } from "./focus-place.js";
import { LayerEscape, type LayerControl } from "./layer-escape.js";
import { modalFormClassName } from "./modal-form.js";
import { getToastRegion, layerTakesEscape, subscribeToastRegion } from "./layers.js";
import { slotPart } from "./slot-part.js";

/** The scrim behind a modal: the elevation shadow colour, faded in and out with the motion tokens. */
export const modalOverlayClassName =
  "fixed inset-0 z-50 bg-scrim [--enter-opacity:0] [--exit-opacity:0] data-[state=open]:animate-enter data-[state=closed]:animate-exit";

/** A centred modal panel: fits a 390 px phone with a 1 rem margin, scrolls when taller than the screen. */
export const modalContentVariants = cva(
  [
    "group/modal fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl border border-border bg-card p-6 text-card-foreground shadow-lg outline-none data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out",
    modalFormClassName,
  ],
  {
    variants: {
      size: { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-4xl" },
    },
    defaultVariants: { size: "md" },
  },
);

/** The X in the top-end corner of a dialog or sheet. */
const closeButtonClassName =
  "absolute end-4 top-4 inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none [&_svg]:size-4";

/**
 * A scroll box between a header and a footer: it takes the room left and scrolls; its focus ring is rounded and
 * drawn outside the box, inside the panel's padding, so it is not clipped and text never covers it.
 */
const bodyClassName =
  "min-h-0 flex-1 overflow-y-auto rounded-md py-2 outline-none focus-visible:ring-2 focus-visible:ring-ring";

/** How a modal's parts look where modals differ; the defaults are those of the centred panel (Dialog). */
export interface ModalLook {
  header: string;
  body: string;
  footer: string;
}

const centredPanel: ModalLook = {
  // leaves room for the close button at the top end
  header: "flex flex-col gap-1.5 text-start group-data-[close-button]/modal:pe-8",
  // 0.75 rem inside the panel's 1.5 rem padding: room for the ring; px-3 puts the text back in line
  body: "-mx-3 -my-1 px-3",
  // stacked full width on a phone (the primary one on top), in a row at the end from `sm` up; labels too long
  // for one row wrap onto a new one above, so the primary action stays on top
  footer: "flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap-reverse sm:justify-end",
};

/** The Radix parts a modal is made of: Radix Dialog's, or AlertDialog's (Dialog in a scope of its own). */
export interface ModalPrimitives {
  /** AlertDialog's root has no `modal` (it is always modal). */
  Root: React.ComponentType<Omit<React.ComponentProps<typeof DialogPrimitive.Root>, "modal">>;
  Trigger: React.ComponentType<React.ComponentProps<typeof DialogPrimitive.Trigger>>;
  Portal: React.ComponentType<React.ComponentProps<typeof DialogPrimitive.Portal>>;
  /** AlertDialog has none: its Cancel and Action close it. */
  Close?: React.ComponentType<React.ComponentProps<typeof DialogPrimitive.Close>>;
  Overlay: React.ComponentType<React.ComponentProps<typeof DialogPrimitive.Overlay>>;
  Content: React.ComponentType<React.ComponentProps<typeof DialogPrimitive.Content>>;
  Title: React.ComponentType<React.ComponentProps<typeof DialogPrimitive.Title>>;
  Description: React.ComponentType<React.ComponentProps<typeof DialogPrimitive.Description>>;
}

/**
 * lucide-react's X, drawn inline: its icon factory would cost AlertDialog, which has no X, more than the rest
 * of this module.
 */
function XIcon() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </svg>
  );
}

/**
 * A modal's root (the base's Root part): whether it is open, and how it closes (through its own open state, so
 * a controlled modal's onOpenChange hears it), for an Escape a toast or a layer fading out above it handed on
 * (lib/layers.ts), and for the modal's own parts.
 */
export interface ModalControl extends LayerControl {
  /** Asks to close: a held root (an AlertDialog with a running action) says no. */
  close: () => void;
  /** Sets the open state, held or not (an action that settled closes its AlertDialog). */
  setOpen: (open: boolean) => void;
}

const ModalControlContext = React.createContext<ModalControl | null>(null);

/** The root of the modal this part is in (any kit modal's), or null outside one. */
export const useModalControl = () => React.useContext(ModalControlContext);

/**
 * While its modal is open: lets the focus reach the toasts (F8, a click on a toast's action) past the focus
 * trap (the Toaster's region is a branch of the modal's focus scope, and shown to assistive tech although
 * the modal hides the rest of the page), and brings the focus back into the modal when it leaves the toasts.
 */
function ToastBranch() {
  const region = React.useSyncExternalStore(subscribeToastRegion, getToastRegion, () => null);
  useFocusScopeBranch(region);
  React.useEffect(() => {
    if (!region) return;
    // the modal hides everything outside it (aria-hidden on the body's other children, the toasts' portal
    // among them) after this effect ran: undo it on the toasts' portal whenever it is set
    const portal = region.closest("body > *") as HTMLElement | null;
    const reveal = () => {
      if (portal?.getAttribute("aria-hidden") === "true") portal.removeAttribute("aria-hidden");
    };
    const hidden = new MutationObserver(reveal);
    if (portal) hidden.observe(portal, { attributes: true, attributeFilter: ["aria-hidden"] });
    reveal();
    // where the focus was in the modal before it went to the toasts (F8 or Tab), to bring it back
    let back: HTMLElement | null = null;
    let returned = false;
    const viewport = () => region.querySelector("ol");
    const onFocusIn = (event: FocusEvent) => {
      const from = event.relatedTarget as HTMLElement | null;
      const to = event.target as HTMLElement;
      if (from && !region.contains(from)) back = from;
      // Radix's focus proxies at either end of the list: tabbing out of the toasts returns to the modal
      const proxy = to !== region && !viewport()?.contains(to);
      if (proxy && from && viewport()?.contains(from) && back?.isConnected) {
        back.focus();
        returned = true;
      }
    };
    // Radix focuses its proxy during the Tab's keydown and lets the browser's Tab move on from there: once the
    // focus is back in the modal, that move would skip past the control the user left, so it is cancelled
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Tab" && returned) event.preventDefault();
      returned = false;
    };
    // the last toast closed with the focus in the region: back to the modal
    const emptied = new MutationObserver(() => {
      if (region.contains(document.activeElement) && !region.querySelector("li") && back?.isConnected)
        back.focus();
    });
    emptied.observe(region, { childList: true, subtree: true });
    region.addEventListener("focusin", onFocusIn);
    region.addEventListener("keydown", onKeyDown);
    return () => {
      hidden.disconnect();
      emptied.disconnect();
      region.removeEventListener("focusin", onFocusIn);
      region.removeEventListener("keydown", onKeyDown);
    };
  }, [region]);
  return null;
}

/** The Close part of a modal whose primitives have none (AlertDialog's Cancel and Action close it). */
function MissingClose(): React.ReactNode {
  throw new Error("this modal has no Close part: its primitives have none");
}

/** Sets a ref object or calls a ref callback. */
function assign<T>(ref: React.Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

/**
 * Whether the box's content is taller than the box, kept up to date as the box resizes (the screen) and as its
 * children do (an error, a loaded list). Returns the state and a ref callback that also sets `ref`.
 */
export function useOverflowing<T extends HTMLElement>(
  ref: React.Ref<T> | undefined,
): [boolean, (node: T | null) => (() => void) | undefined] {
  const [overflowing, setOverflowing] = React.useState(false);
  const attach = React.useCallback(
    (node: T | null) => {
      assign(ref, node);
      if (!node) return;
      const measure = () => setOverflowing(node.scrollHeight > node.clientHeight);
      const resized = new ResizeObserver(measure);
      const observeAll = () => {
        resized.disconnect();
        resized.observe(node);
        for (const child of node.children) resized.observe(child);
        measure();
      };
      const mutated = new MutationObserver(observeAll);
      mutated.observe(node, { childList: true });
      observeAll();
      return () => {
        resized.disconnect();
        mutated.disconnect();
        assign(ref, null);
      };
    },
    [ref],
  );
  return [overflowing, attach];
}

/**
 * What opened each of the kit's modals (by its panel, kept while the panel is in the page): its opener's place
 * and the kit modal that opener sat in, if any (a command palette whose item opened this one).
 */
interface Opener {
  place: FocusPlace | null;
  outer: Element | null;
}
const openers = new WeakMap<Element, Opener>();

const isOpen = (panel: Element) => panel.isConnected && panel.getAttribute("data-state") !== "closed";

/**
 * Gives the focus back along `opener`: its place, else, when the modal it was opened from has closed too (the
 * palette), that modal's opener, and so on out. A modal it was opened from that is still open takes the focus
 * itself (its trap resumes right after: nothing behind its scrim may have it). False when nothing took it.
 */
function returnFocus(opener: Opener | undefined): boolean {
  for (let at = opener; at; at = at.outer ? openers.get(at.outer) : undefined) {
    if (at.place && restoreFocusPlace(at.place)) return true;
    if (at.outer && isOpen(at.outer)) {
      (at.outer as HTMLElement).focus();
      return document.activeElement === at.outer;
    }
  }
  return false;
}

export type ModalRootPartProps<P extends ModalPrimitives> = React.ComponentProps<P["Root"]> & {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * While true, nothing that asks to close closes it (Escape, a click outside, a Close, Radix's Cancel);
   * `useModalControl().setOpen(false)` still does.
   */
  held?: boolean;
};

export type ModalContentPartProps<P extends ModalPrimitives> = React.ComponentProps<P["Content"]> & {
  /** The scrim rendered before the panel (the component's own Overlay part). */
  overlay: React.ReactNode;
  /** Renders the X with this accessible name (Radix Dialog's Close: not for AlertDialog, which has none). */
  closeLabel?: string;
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
};

/**
 * The parts of the modal `name` ("dialog", "sheet", "alert-dialog", ...) on `primitives`, with `look` where it
 * differs from the centred panel's.
 */
export function modalParts<P extends ModalPrimitives>(
  name: string,
  primitives: P,
  look: Partial<ModalLook> = {},
) {
  const { header, body, footer } = { ...centredPanel, ...look };
  const { Root, Trigger, Portal, Close, Overlay, Content, Title, Description } =
    primitives as ModalPrimitives;
  // "alert-dialog" -> "AlertDialog", for Radix's warning when a root switches between controlled and not
  const caller = name.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase());

  /**
   * The Radix root with its open state held here, controlled (`open`/`onOpenChange`) or not (`defaultOpen`), so
   * the modal's parts can close it: the content on an Escape a toast handed on (lib/layers.ts), a part through
   * `useModalControl()`. A modal under a Radix root without it would not be counted as a layer.
   */
  function ModalRoot({
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    held = false,
    ...props
  }: ModalRootPartProps<P>) {
    const [open, setOpen] = useControllableState({
      prop: openProp,
      defaultProp: defaultOpen,
      onChange: onOpenChange,
      caller,
    });
    const askToClose = React.useCallback(() => (held ? undefined : setOpen(false)), [held, setOpen]);
    const control = React.useMemo(() => ({ open, close: askToClose, setOpen }), [open, askToClose, setOpen]);
    return (
      <ModalControlContext.Provider value={control}>
        <Root
          data-slot={name}
          open={open}
          onOpenChange={(next) => (next ? setOpen(true) : askToClose())}
          {...(props as React.ComponentProps<ModalPrimitives["Root"]>)}
        />
      </ModalControlContext.Provider>
    );
  }

  /** Opens the modal: `data-slot="<name>-trigger"`, or with `asChild` the child's own and `data-<name>-trigger`. */
  const ModalTrigger = slotPart(
    Trigger as React.ComponentType<React.ComponentProps<P["Trigger"]>>,
    `${name}-trigger`,
  );

  /** Renders its children into `document.body` (or `container`); the Content part already uses it. */
  function ModalPortal(props: React.ComponentProps<P["Portal"]>) {
    return (
      <Portal data-slot={`${name}-portal`} {...(props as React.ComponentProps<ModalPrimitives["Portal"]>)} />
    );
  }

  /** Closes the modal: `data-slot="<name>-close"`, or with `asChild` the child's own and `data-<name>-close`. */
  const ModalClose = slotPart(
    (Close ?? MissingClose) as React.ComponentType<React.ComponentProps<typeof DialogPrimitive.Close>>,
    `${name}-close`,
  );

  function ModalOverlay({ className, ...props }: React.ComponentProps<P["Overlay"]>) {
    return (
      <Overlay
        data-slot={`${name}-overlay`}
        className={cn(modalOverlayClassName, className as string | undefined)}
        {...props}
      />
    );
  }

  /**
   * Portal, scrim, panel; the X after the children, so the first field (not the X) takes the first focus.
   * Focus returns to what opened the modal: the menu's button when a menu item did (the item is gone with its
   * menu), the same control of the next row when the modal removed the opener's row, where it was before a
   * command palette whose item opened it, the modal it was opened from while that is open, else the trigger.
   * Escape closes it, also one a toast that appeared over it handed on, except with the focus in the toasts
   * (lib/layers.ts).
   */
  function ModalContent({
    overlay,
    closeLabel,
    children,
    onOpenAutoFocus,
    onCloseAutoFocus,
    onEscapeKeyDown,
    ...props
  }: ModalContentPartProps<P>) {
    const control = useModalControl();
    const opener = React.useRef<Opener | undefined>(undefined);
    // portalled under <body>, out of any `dir` around the trigger: the DirectionProvider's direction goes with it
    const dir = useProvidedDirection();
    const content = {
      ...(dir ? { dir } : {}),
      ...props,
      onOpenAutoFocus: (event: Event) => {
        // still on what opened the modal: Radix moves the focus in after this. A palette that closed as its item
        // opened this modal is still in the page here (its exit animation); without one, it has gone already and
        // the focus with it, which leaves this modal nothing to return to but its trigger
        const element = openerOf(document.activeElement);
        const outer = element?.closest("[role=dialog], [role=alertdialog]") ?? null;
        opener.current = {
          place: element ? getFocusPlace(element) : null,
          outer: outer && openers.has(outer) ? outer : null,
        };
        // Radix dispatches this event on the modal's panel
        if (event.target instanceof Element) openers.set(event.target, opener.current);
        onOpenAutoFocus?.(event);
      },
      onCloseAutoFocus: (event: Event) => {
        onCloseAutoFocus?.(event);
        if (event.defaultPrevented) return;
        // Radix would return to the element focused when the modal opened: a menu item, a deleted row's button
        // or a closed palette's search field are no longer in the page, which leaves the focus on <body>. When
        // nothing takes it, Radix's own return (to the modal's trigger, if it has one) is kept
        if (returnFocus(opener.current)) event.preventDefault();
      },
      onEscapeKeyDown: (event: KeyboardEvent) => {
        if (layerTakesEscape(event, control?.open)) onEscapeKeyDown?.(event);
      },
    } as unknown as React.ComponentProps<ModalPrimitives["Content"]>;
    return (
      <Portal>
        {overlay}
        <Content data-slot={`${name}-content`} {...content}>
          {children as React.ReactNode}
          <ToastBranch />
          <LayerEscape control={control} onEscapeKeyDown={onEscapeKeyDown} />
          {closeLabel === undefined ? null : (
            <DialogPrimitive.Close data-slot={`${name}-close-button`} className={closeButtonClassName}>
              <XIcon />
              <span className="sr-only">{closeLabel}</span>
            </DialogPrimitive.Close>
          )}
        </Content>
      </Portal>
    );
  }

  /** The part between header and footer that scrolls; a tab stop only while it overflows. */
  function ModalBody({ className, ref, ...props }: React.ComponentProps<"div">) {
    const [overflowing, attach] = useOverflowing(ref);
    return (
      <div
        data-slot={`${name}-body`}
        data-overflowing={overflowing || undefined}
        // a scroll container must be reachable by keyboard to be scrolled (WCAG 2.1.1, axe's
        // scrollable-region-focusable); it is a tab stop only while it actually scrolls
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={overflowing ? 0 : undefined}
        ref={attach}
        className={cn(bodyClassName, body, className)}
        {...props}
      />
    );
  }

  function ModalHeader({ className, ...props }: React.ComponentProps<"div">) {
    return <div data-slot={`${name}-header`} className={cn(header, className)} {...props} />;
  }

  function ModalFooter({ className, ...props }: React.ComponentProps<"div">) {
    return <div data-slot={`${name}-footer`} className={cn(footer, className)} {...props} />;
  }

  function ModalTitle({ className, ...props }: React.ComponentProps<P["Title"]>) {
    return (
      <Title
        data-slot={`${name}-title`}
        className={cn("text-lg leading-tight font-semibold", className as string | undefined)}
        {...props}
      />
    );
  }

  function ModalDescription({ className, ...props }: React.ComponentProps<P["Description"]>) {
    return (
      <Description
        data-slot={`${name}-description`}
        className={cn("text-sm text-muted-foreground", className as string | undefined)}
        {...props}
      />
    );
  }

  return {
    Root: ModalRoot,
    Trigger: ModalTrigger,
    Portal: ModalPortal,
    Close: ModalClose,
    Overlay: ModalOverlay,
    Content: ModalContent,
    Body: ModalBody,
    Header: ModalHeader,
    Footer: ModalFooter,
    Title: ModalTitle,
    Description: ModalDescription,
  };
}
