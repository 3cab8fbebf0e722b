"use client";
import * as MenuPrimitive from "@radix-ui/react-dropdown-menu";
import type { VariantProps } from "class-variance-authority";
import { CheckIcon, ChevronRightIcon, CircleIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "../../lib/cn.js";
import { floatingParts } from "../../lib/floating.js";
import { closableRoot } from "../../lib/layer-escape.js";
import { slotPart } from "../../lib/slot-part.js";
import {
  DROPDOWN_MENU_COLLISION_PADDING,
  DROPDOWN_MENU_SIDE_OFFSET,
  dropdownMenuItemVariants,
} from "./dropdown-menu.shared.js";

const floating = floatingParts(
  "dropdown-menu",
  { Portal: MenuPrimitive.Portal, Content: MenuPrimitive.Content },
  {
    surface: "menu",
    sideOffset: DROPDOWN_MENU_SIDE_OFFSET,
    collisionPadding: DROPDOWN_MENU_COLLISION_PADDING,
    ownsDirection: true,
  },
);
// a sub-menu opens beside its item, touching it (Radix's default offset)
const subFloating = floatingParts(
  "dropdown-menu-sub",
  { Portal: MenuPrimitive.Portal, Content: MenuPrimitive.SubContent },
  {
    surface: "menu",
    sideOffset: 0,
    collisionPadding: DROPDOWN_MENU_COLLISION_PADDING,
    ownsDirection: true,
  },
);
// the open state held by the kit, so the content can close on an Escape a toast above it handed on
const Root = closableRoot(MenuPrimitive.Root, "DropdownMenu");
const Trigger = slotPart(MenuPrimitive.Trigger, "dropdown-menu-trigger");

export type DropdownMenuProps = React.ComponentProps<typeof MenuPrimitive.Root> & {
  /**
   * Whether the menu is open, for a controlled menu.
   * @default undefined
   */
  open?: boolean;
  /**
   * Whether the menu is open at first, for an uncontrolled menu.
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Called with the new open state when the user opens or closes it.
   * @default undefined
   */
  onOpenChange?: (open: boolean) => void;
  /**
   * Radix's modal mode: hides the page from assistive tech, blocks outside pointer events.
   * @default false
   */
  modal?: boolean;
  /**
   * Reading direction of the menu and its arrow keys (set it here: it is portalled).
   * @default a DirectionProvider's, else "ltr"
   */
  dir?: "ltr" | "rtl";
};

/**
 * A menu of actions opened from a button (Radix DropdownMenu, WAI-ARIA menu button): arrow keys, Home/End and
 * typeahead move through the items, disabled items are skipped, Escape closes and returns focus to the
 * trigger, a click outside closes it. Pass `dir="rtl"` in right-to-left pages (sub-menus then open with
 * ArrowLeft). `modal` default false: Radix's modal mode hides the rest of the page with `aria-hidden` while
 * its focusable trigger stays in it (axe: aria-hidden-focus), which a menu, unlike a dialog, has no reason to do.
 */
export function DropdownMenu({ modal = false, ...props }: DropdownMenuProps) {
  return <Root data-slot="dropdown-menu" modal={modal} {...props} />;
}

export type DropdownMenuTriggerProps = React.ComponentProps<typeof MenuPrimitive.Trigger>;

/**
 * Opens the menu on click, Enter, Space or ArrowDown; `asChild` to use a Button. Without `asChild` it is a
 * button with `data-slot="dropdown-menu-trigger"`; with it, the child keeps its own `data-slot` (a Button stays
 * `data-slot="button"`) and gets `data-dropdown-menu-trigger`. Radix's `data-state` either way.
 */
export function DropdownMenuTrigger(props: DropdownMenuTriggerProps) {
  return <Trigger {...props} />;
}

export type DropdownMenuPortalProps = React.ComponentProps<typeof MenuPrimitive.Portal>;

/** Renders into `document.body`; DropdownMenuContent and DropdownMenuSubContent already use it. */
export function DropdownMenuPortal(props: DropdownMenuPortalProps) {
  return <MenuPrimitive.Portal data-slot="dropdown-menu-portal" {...props} />;
}

export type DropdownMenuContentProps = React.ComponentProps<typeof MenuPrimitive.Content> & {
  /**
   * The side of the trigger it opens on when there is room (it flips when there is not).
   * @default "bottom"
   */
  side?: "top" | "right" | "bottom" | "left";
  /**
   * Gap (px) between the trigger and the menu.
   * @default 4
   */
  sideOffset?: number;
  /**
   * Alignment along the trigger: "start", "center" or "end" (in reading order).
   * @default "start"
   */
  align?: "start" | "center" | "end";
  /**
   * Shift (px) from the `align` position.
   * @default 0
   */
  alignOffset?: number;
  /**
   * Distance (px) kept from the screen's edges when it has to shift or flip.
   * @default 8
   */
  collisionPadding?: number | Partial<Record<"top" | "right" | "bottom" | "left", number>>;
  /**
   * Flips and shifts to stay on the screen.
   * @default true
   */
  avoidCollisions?: boolean;
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
   * Called as it closes, before focus returns to the trigger; `event.preventDefault()` stops that.
   * @default undefined
   */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * The menu, portalled to the body: `sideOffset` default 4, `align` default "start", no taller than the space
 * available. QA contract: `data-slot="dropdown-menu-content"`, Radix's `data-state`, `data-side`, `data-align`.
 */
export function DropdownMenuContent({ className, align = "start", ...props }: DropdownMenuContentProps) {
  return (
    <floating.Content
      align={align}
      // no taller than the room on its side: a long menu scrolls
      className={cn("max-h-(--radix-popper-available-height)", className)}
      {...props}
    />
  );
}

export type DropdownMenuGroupProps = React.ComponentProps<typeof MenuPrimitive.Group>;

/** Groups related items (`role="group"`; label it with DropdownMenuLabel or `aria-label`). */
export function DropdownMenuGroup(props: DropdownMenuGroupProps) {
  return <MenuPrimitive.Group data-slot="dropdown-menu-group" {...props} />;
}

export type DropdownMenuItemProps = React.ComponentProps<typeof MenuPrimitive.Item> &
  VariantProps<typeof dropdownMenuItemVariants> & {
    /**
     * Look: "default", or "destructive" (in the error colour) for deletions.
     * @default "default"
     */
    variant?: "default" | "destructive" | null;
    /**
     * Indents the label to line up with checkbox and radio items.
     * @default false
     */
    inset?: boolean;
  };

/**
 * An action. `onSelect` runs on click, Enter or Space and closes the menu (call `event.preventDefault()` to
 * keep it open). `variant` default "default"; "destructive" for deletions. QA contract:
 * `data-slot="dropdown-menu-item"`, `data-variant`, `data-inset`, Radix's `data-highlighted`, `data-disabled`.
 */
export function DropdownMenuItem({ className, inset, variant, ...props }: DropdownMenuItemProps) {
  return (
    <MenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-inset={inset || undefined}
      data-variant={variant ?? "default"}
      className={cn(dropdownMenuItemVariants({ variant }), className)}
      {...props}
    />
  );
}

const indicatorClassName = "pointer-events-none absolute start-2 flex size-3.5 items-center justify-center";

export type DropdownMenuCheckboxItemProps = React.ComponentProps<typeof MenuPrimitive.CheckboxItem> & {
  /**
   * Whether it is checked (`true`, `false` or `"indeterminate"`).
   * @default false
   */
  checked?: boolean | "indeterminate";
  /**
   * Called with the new state (`true`/`false`) when the user toggles it.
   * @default undefined
   */
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * An on/off option (`role="menuitemcheckbox"`): `checked`/`onCheckedChange`. Selecting it closes the menu
 * unless `onSelect` prevents the default. `data-state="checked|unchecked|indeterminate"`.
 */
export function DropdownMenuCheckboxItem({ className, children, ...props }: DropdownMenuCheckboxItemProps) {
  return (
    <MenuPrimitive.CheckboxItem
      data-slot="dropdown-menu-checkbox-item"
      className={cn(dropdownMenuItemVariants(), "ps-8", className)}
      {...props}
    >
      <span className={indicatorClassName}>
        <MenuPrimitive.ItemIndicator>
          <CheckIcon className="text-current" aria-hidden="true" />
        </MenuPrimitive.ItemIndicator>
      </span>
      {children}
    </MenuPrimitive.CheckboxItem>
  );
}

export type DropdownMenuRadioGroupProps = React.ComponentProps<typeof MenuPrimitive.RadioGroup> & {
  /**
   * The value of the checked item.
   * @default undefined
   */
  value?: string;
  /**
   * Called with the value of the item the user picks.
   * @default undefined
   */
  onValueChange?: (value: string) => void;
};

/** One choice among DropdownMenuRadioItems: `value`/`onValueChange`. */
export function DropdownMenuRadioGroup(props: DropdownMenuRadioGroupProps) {
  return <MenuPrimitive.RadioGroup data-slot="dropdown-menu-radio-group" {...props} />;
}

export type DropdownMenuRadioItemProps = React.ComponentProps<typeof MenuPrimitive.RadioItem> & {
  /** The value this item stands for in its group. Required. */
  value: string;
};

/** One option of a radio group (`role="menuitemradio"`). `data-state="checked|unchecked"`. */
export function DropdownMenuRadioItem({ className, children, ...props }: DropdownMenuRadioItemProps) {
  return (
    <MenuPrimitive.RadioItem
      data-slot="dropdown-menu-radio-item"
      className={cn(dropdownMenuItemVariants(), "ps-8", className)}
      {...props}
    >
      <span className={indicatorClassName}>
        <MenuPrimitive.ItemIndicator>
          <CircleIcon className="size-2 fill-current text-current" aria-hidden="true" />
        </MenuPrimitive.ItemIndicator>
      </span>
      {children}
    </MenuPrimitive.RadioItem>
  );
}

export type DropdownMenuLabelProps = React.ComponentProps<typeof MenuPrimitive.Label> & {
  /**
   * Indents the label to line up with checkbox and radio items.
   * @default false
   */
  inset?: boolean;
};

/** A heading inside the menu (not focusable). `data-slot="dropdown-menu-label"`, `data-inset`. */
export function DropdownMenuLabel({ className, inset, ...props }: DropdownMenuLabelProps) {
  return (
    <MenuPrimitive.Label
      data-slot="dropdown-menu-label"
      data-inset={inset || undefined}
      className={cn("px-2 py-1.5 text-xs font-medium text-muted-foreground data-[inset]:ps-8", className)}
      {...props}
    />
  );
}

export type DropdownMenuSeparatorProps = React.ComponentProps<typeof MenuPrimitive.Separator>;

/** A line between groups of items. `data-slot="dropdown-menu-separator"`. */
export function DropdownMenuSeparator({ className, ...props }: DropdownMenuSeparatorProps) {
  return (
    <MenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn("-mx-1 my-1 h-px bg-border", className)}
      {...props}
    />
  );
}

export type DropdownMenuShortcutProps = React.ComponentProps<"span">;

/**
 * The keyboard shortcut shown at the end of an item (display only; bind the keys yourself). Keys read left to
 * right in any language (Command, then E; also in an Arabic or Hebrew menu), so its text is `dir="ltr"`; it
 * stays at the item's end edge. `data-slot="dropdown-menu-shortcut"`.
 */
export function DropdownMenuShortcut({ className, children, ...props }: DropdownMenuShortcutProps) {
  return (
    // ms-auto on the outer span: a margin resolves in the element's own direction, so it takes the item's
    <span
      data-slot="dropdown-menu-shortcut"
      className={cn("ms-auto text-xs tracking-widest text-muted-foreground", className)}
      {...props}
    >
      <span dir="ltr">{children}</span>
    </span>
  );
}

export type DropdownMenuSubProps = React.ComponentProps<typeof MenuPrimitive.Sub> & {
  /**
   * Whether the sub-menu is open, for a controlled sub-menu.
   * @default undefined
   */
  open?: boolean;
  /**
   * Whether the sub-menu is open at first.
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Called with the new open state when the user opens or closes it.
   * @default undefined
   */
  onOpenChange?: (open: boolean) => void;
};

/** A nested menu: DropdownMenuSubTrigger plus DropdownMenuSubContent. */
export function DropdownMenuSub(props: DropdownMenuSubProps) {
  return <MenuPrimitive.Sub data-slot="dropdown-menu-sub" {...props} />;
}

export type DropdownMenuSubTriggerProps = React.ComponentProps<typeof MenuPrimitive.SubTrigger> & {
  /**
   * Indents the label to line up with checkbox and radio items.
   * @default false
   */
  inset?: boolean;
};

/**
 * The item that opens a sub-menu: ArrowRight (ArrowLeft in RTL), Enter, Space or hover opens it; ArrowLeft
 * (ArrowRight in RTL) or Escape closes it. `data-slot="dropdown-menu-sub-trigger"`, `data-state`, `data-inset`.
 */
export function DropdownMenuSubTrigger({
  className,
  inset,
  children,
  ...props
}: DropdownMenuSubTriggerProps) {
  return (
    <MenuPrimitive.SubTrigger
      data-slot="dropdown-menu-sub-trigger"
      data-inset={inset || undefined}
      className={cn(
        dropdownMenuItemVariants(),
        "data-[state=open]:bg-accent data-[state=open]:text-accent-foreground",
        className,
      )}
      {...props}
    >
      {children}
      <ChevronRightIcon className="ms-auto rtl:rotate-180" aria-hidden="true" />
    </MenuPrimitive.SubTrigger>
  );
}

export type DropdownMenuSubContentProps = React.ComponentProps<typeof MenuPrimitive.SubContent> & {
  /**
   * Gap (px) between the sub-trigger's item and the sub-menu.
   * @default 0
   */
  sideOffset?: number;
  /**
   * Alignment along the sub-trigger: "start", "center" or "end".
   * @default "start"
   */
  align?: "start" | "center" | "end";
  /**
   * Shift (px) from the `align` position.
   * @default 0
   */
  alignOffset?: number;
  /**
   * Distance (px) kept from the screen's edges when it has to shift or flip.
   * @default 8
   */
  collisionPadding?: number | Partial<Record<"top" | "right" | "bottom" | "left", number>>;
  /**
   * Flips and shifts to stay on the screen.
   * @default true
   */
  avoidCollisions?: boolean;
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
};

/** The nested menu, portalled. `data-slot="dropdown-menu-sub-content"`, `data-state`, `data-side`. */
export function DropdownMenuSubContent({ className, ...props }: DropdownMenuSubContentProps) {
  return <subFloating.Content className={cn("shadow-lg", className)} {...props} />;
}
