"use client";
import * as SelectPrimitive from "@radix-ui/react-select";
import type { VariantProps } from "class-variance-authority";
import { CheckIcon, ChevronDownIcon, ChevronUpIcon } from "lucide-react";
import * as React from "react";
import { cn } from "../../lib/cn.js";
import { FloatingControlProvider, LayerEscape, useFloatingControl } from "../../lib/layer-escape.js";
import { layerTakesEscape } from "../../lib/layers.js";
import { selectTriggerVariants } from "./select.shared.js";

/** The wiring a form field hands to its control; Select passes it on to its trigger (the focusable part). */
type ControlWiring = Pick<
  React.ComponentProps<"button">,
  "id" | "aria-describedby" | "aria-invalid" | "aria-required" | "aria-labelledby" | "aria-label"
>;

const TriggerWiring = React.createContext<ControlWiring & { open?: boolean }>({});

/** The selected value and each item's content, known while rendering (on the server too). */
const SelectedLabel = React.createContext<{ value?: string; items: Map<string, React.ReactNode> }>({
  items: new Map(),
});

const REACT_LAZY = Symbol.for("react.lazy");

/**
 * Whether `type` is SelectItem. In a Select that a Server Component writes (Next.js), each element's type
 * is a client reference that React's RSC client hands over as a lazy type: it is resolved as React resolves
 * any lazy type (`_init`); one not loaded yet suspends, as its own render would.
 */
function isSelectItem(type: unknown): boolean {
  if (type === SelectItem) return true;
  const lazy = type as {
    $$typeof?: symbol;
    _payload?: unknown;
    _init?: (payload: unknown) => unknown;
  } | null;
  if (typeof lazy !== "object" || lazy?.$$typeof !== REACT_LAZY || typeof lazy._init !== "function")
    return false;
  try {
    return lazy._init(lazy._payload) === SelectItem;
  } catch (thrown) {
    if (typeof (thrown as PromiseLike<unknown> | null)?.then === "function") throw thrown;
    return false;
  }
}

/** The content of every SelectItem written in `node` (through SelectContent, SelectGroup, fragments, arrays). */
function itemContents(node: React.ReactNode, into = new Map<string, React.ReactNode>()) {
  React.Children.forEach(node, (child) => {
    if (!React.isValidElement<{ value?: unknown; children?: React.ReactNode }>(child)) return;
    if (isSelectItem(child.type)) {
      if (typeof child.props.value === "string") into.set(child.props.value, child.props.children);
    } else itemContents(child.props.children, into);
  });
  return into;
}

export type SelectProps = React.ComponentProps<typeof SelectPrimitive.Root> &
  ControlWiring & {
    /**
     * The selected value, for a controlled select.
     * @default undefined
     */
    value?: string;
    /**
     * The value selected at first in an uncontrolled select. Unset: the placeholder shows.
     * @default undefined
     */
    defaultValue?: string;
    /**
     * Called with the value the user picks.
     * @default undefined
     */
    onValueChange?: (value: string) => void;
    /**
     * Whether the list is open, for a controlled select.
     * @default undefined
     */
    open?: boolean;
    /**
     * Whether the list is open at first.
     * @default false
     */
    defaultOpen?: boolean;
    /**
     * Called when the list opens or closes.
     * @default undefined
     */
    onOpenChange?: (open: boolean) => void;
    /**
     * Disables the whole select.
     * @default false
     */
    disabled?: boolean;
    /**
     * Required in a native form submission; sets `aria-required` on the trigger.
     * @default false
     */
    required?: boolean;
    /**
     * Field name in a native form submission (a hidden `<select>` carries the value).
     * @default undefined
     */
    name?: string;
    /**
     * Reading direction of the list and its keyboard (the list is portalled, so set it here).
     * @default a DirectionProvider's, else "ltr"
     */
    dir?: "ltr" | "rtl";
  };

/**
 * A single-choice list in a popover (Radix Select): opens with Enter, Space, ArrowDown/ArrowUp or a click;
 * arrows move, typing a letter jumps to a matching item, Escape closes and returns focus to the trigger.
 * Compose it as a `<Select>` holding a `<SelectTrigger>` (with a `<SelectValue placeholder="..." />`) and a
 * `<SelectContent>` of `<SelectItem value="...">`s. `id` and `aria-*` given here (FormField does) land on the
 * trigger. The root renders no element; its parts carry the `data-slot`s (see the README).
 */
export function Select({
  open,
  defaultOpen = false,
  onOpenChange,
  value,
  defaultValue,
  onValueChange,
  children,
  id,
  "aria-describedby": describedBy,
  "aria-invalid": invalid,
  "aria-required": ariaRequired,
  "aria-labelledby": labelledBy,
  "aria-label": label,
  ...props
}: SelectProps) {
  const [openState, setOpenState] = React.useState(defaultOpen);
  const isOpen = open ?? openState;
  const setOpen = React.useCallback(
    (next: boolean) => {
      setOpenState(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );
  // the list closes through this state (Radix's is controlled by it) on an Escape a toast above it handed on
  const control = React.useMemo(() => ({ open: isOpen, close: () => setOpen(false) }), [isOpen, setOpen]);
  // Radix shows the selected item's text by portalling it from the mounted list, which only happens in the
  // browser after hydration: knowing the value and the items' content here lets SelectValue render the text
  // itself, in the server's HTML and in the first client render alike
  const [valueState, setValueState] = React.useState(defaultValue);
  const items = React.useMemo(() => itemContents(children), [children]);
  const selected = React.useMemo(
    () => ({ value: value !== undefined ? value : valueState, items }),
    [value, valueState, items],
  );
  const wiring = React.useMemo(
    () => ({
      open: isOpen,
      id,
      "aria-describedby": describedBy,
      "aria-invalid": invalid,
      "aria-required": ariaRequired,
      "aria-labelledby": labelledBy,
      "aria-label": label,
    }),
    [isOpen, id, describedBy, invalid, ariaRequired, labelledBy, label],
  );
  return (
    <TriggerWiring.Provider value={wiring}>
      <SelectedLabel.Provider value={selected}>
        <FloatingControlProvider value={control}>
          <SelectPrimitive.Root
            open={isOpen}
            onOpenChange={setOpen}
            value={value}
            defaultValue={defaultValue}
            onValueChange={(next) => {
              setValueState(next);
              onValueChange?.(next);
            }}
            {...props}
          >
            {children}
          </SelectPrimitive.Root>
        </FloatingControlProvider>
      </SelectedLabel.Provider>
    </TriggerWiring.Provider>
  );
}

export type SelectGroupProps = React.ComponentProps<typeof SelectPrimitive.Group>;

/** Groups items under a `SelectLabel` (`role="group"`, named by that label). */
export function SelectGroup(props: SelectGroupProps) {
  return <SelectPrimitive.Group data-slot="select-group" {...props} />;
}

export type SelectValueProps = React.ComponentProps<typeof SelectPrimitive.Value> & {
  /**
   * Shown while nothing is selected (the trigger then has `data-placeholder`).
   * @default undefined
   */
  placeholder?: React.ReactNode;
  /**
   * What the trigger shows for the selected value.
   * @default the selected SelectItem's content
   */
  children?: React.ReactNode;
};

/**
 * The selected item's content inside the trigger, or the placeholder, rendered with the Select (in server
 * HTML too). It finds the SelectItem written inside the Select (through SelectContent, SelectGroup, arrays);
 * for items rendered by a component of your own, pass the label as `children`, or the text appears only
 * once the page is hydrated.
 */
export function SelectValue({ children, ...props }: SelectValueProps) {
  const { value, items } = React.useContext(SelectedLabel);
  const content = children !== undefined ? children : value ? items.get(value) : undefined;
  return (
    <SelectPrimitive.Value data-slot="select-value" {...props}>
      {content}
    </SelectPrimitive.Value>
  );
}

export type SelectTriggerProps = React.ComponentProps<typeof SelectPrimitive.Trigger> &
  VariantProps<typeof selectTriggerVariants> & {
    /**
     * Height and type size, matching Button and Input: sm (32 px), md (40 px), lg (48 px).
     * @default "md"
     */
    size?: "sm" | "md" | "lg" | null;
  };

/**
 * The button that shows the value and opens the list (`role="combobox"`). Full width like Input; set a
 * width with `className`. Invalid state: `aria-invalid`. QA contract: `data-slot="select-trigger"`,
 * `data-size`, Radix's `data-state="open|closed"`, `data-placeholder`, `data-disabled`.
 */
export function SelectTrigger({
  className,
  size,
  tabIndex,
  children,
  "aria-describedby": ownDescribedBy,
  ...props
}: SelectTriggerProps) {
  const { open, ...wiring } = React.useContext(TriggerWiring);
  // the trigger's own descriptions and the field's (hint, error) together: neither replaces the other
  const describedBy = [...new Set([ownDescribedBy, wiring["aria-describedby"]].join(" ").split(/\s+/))]
    .filter(Boolean)
    .join(" ");
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      data-size={size ?? "md"}
      className={cn(selectTriggerVariants({ size }), className)}
      // while the list is open the rest of the page is aria-hidden and focus stays in the list: take the
      // trigger out of the tab order too, so nothing hidden is focusable (axe: aria-hidden-focus)
      tabIndex={open ? -1 : tabIndex}
      {...wiring}
      aria-describedby={describedBy || undefined}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDownIcon aria-hidden="true" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export type SelectContentProps = React.ComponentProps<typeof SelectPrimitive.Content> & {
  /**
   * "popper" drops the list under the trigger; "item-aligned" puts the selected item over it.
   * @default "popper"
   */
  position?: "popper" | "item-aligned";
  /**
   * Gap (px) between trigger and list with `position="popper"`.
   * @default 4
   */
  sideOffset?: number;
  /**
   * The trigger's side the list prefers with `position="popper"` (it flips when there is no room).
   * @default "bottom"
   */
  side?: "top" | "right" | "bottom" | "left";
  /**
   * Alignment against the trigger with `position="popper"`.
   * @default "start"
   */
  align?: "start" | "center" | "end";
  /**
   * Shift (px) along the alignment axis with `position="popper"`.
   * @default 0
   */
  alignOffset?: number;
  /**
   * Flips or shifts the list to stay on screen with `position="popper"`.
   * @default true
   */
  avoidCollisions?: boolean;
  /**
   * Distance (px) the list keeps from the screen's edges with `position="popper"`.
   * @default 0
   */
  collisionPadding?: number | Partial<Record<"top" | "right" | "bottom" | "left", number>>;
  /**
   * Called when the list closes and focus returns to the trigger; prevent it to keep focus elsewhere.
   * @default undefined
   */
  onCloseAutoFocus?: (event: Event) => void;
  /**
   * Called on Escape; prevent it to keep the list open.
   * @default undefined
   */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  /**
   * Called on a press outside the list; prevent it to keep the list open.
   * @default undefined
   */
  onPointerDownOutside?: (event: CustomEvent<{ originalEvent: PointerEvent }>) => void;
};

/**
 * The list, portalled to the body, at least as wide as the trigger, as tall as fits (scroll buttons
 * appear when it overflows). QA contract: `data-slot="select-content"`, Radix's `data-state`, `data-side`.
 */
export function SelectContent({
  className,
  children,
  position = "popper",
  sideOffset = 4,
  onEscapeKeyDown,
  ...props
}: SelectContentProps) {
  const popper = position === "popper";
  const control = useFloatingControl();
  return (
    <>
      {/* Radix renders the items of a closed list too (out of the page): the layer counts while it is open */}
      <LayerEscape control={control} onEscapeKeyDown={onEscapeKeyDown} />
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          data-slot="select-content"
          position={position}
          sideOffset={popper ? sideOffset : undefined}
          className={cn(
            "relative z-50 flex min-w-32 flex-col overflow-hidden rounded-md border border-border bg-card text-card-foreground shadow-md",
            "max-h-(--radix-select-content-available-height) origin-(--radix-select-content-transform-origin) animate-fade-in",
            // as wide as the widest item, but from 24 rem (or the trigger's width) on long items wrap
            popper &&
              "max-w-[min(var(--radix-select-content-available-width),max(var(--radix-select-trigger-width),calc(var(--spacing)*96)))]",
            className,
          )}
          onEscapeKeyDown={(event) => {
            if (layerTakesEscape(event)) onEscapeKeyDown?.(event);
          }}
          {...props}
        >
          <SelectScrollUpButton />
          <SelectPrimitive.Viewport
            data-slot="select-viewport"
            className={cn(
              "p-1",
              popper &&
                "h-(--radix-select-trigger-height) w-full min-w-(--radix-select-trigger-width) scroll-my-1",
            )}
          >
            {children}
          </SelectPrimitive.Viewport>
          <SelectScrollDownButton />
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </>
  );
}

export type SelectLabelProps = React.ComponentProps<typeof SelectPrimitive.Label>;

/** The heading of a `SelectGroup` (not selectable). */
export function SelectLabel({ className, ...props }: SelectLabelProps) {
  return (
    <SelectPrimitive.Label
      data-slot="select-label"
      className={cn("px-2 py-1.5 text-xs font-medium text-muted-foreground", className)}
      {...props}
    />
  );
}

export type SelectItemProps = React.ComponentProps<typeof SelectPrimitive.Item> & {
  /** The value this item selects (not empty: "" is reserved for clearing to the placeholder). Required. */
  value: string;
  /**
   * Skipped by arrows and typeahead, not selectable.
   * @default false
   */
  disabled?: boolean;
  /**
   * Text used for typeahead when the children are not plain text.
   * @default the item's text
   */
  textValue?: string;
};

/**
 * One option (`role="option"`); long text wraps. QA contract: `data-slot="select-item"`, Radix's
 * `data-state="checked|unchecked"`, `data-highlighted`, `data-disabled`.
 */
export function SelectItem({ className, children, ...props }: SelectItemProps) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        "relative flex w-full cursor-default items-center gap-2 rounded-sm py-1.5 ps-2 pe-8 text-sm outline-none select-none",
        "data-highlighted:bg-accent data-highlighted:text-accent-foreground data-disabled:pointer-events-none data-disabled:opacity-50",
        "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      {...props}
    >
      <span className="absolute end-2 flex size-4 items-center justify-center text-primary">
        <SelectPrimitive.ItemIndicator data-slot="select-item-indicator">
          <CheckIcon aria-hidden="true" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

export type SelectSeparatorProps = React.ComponentProps<typeof SelectPrimitive.Separator>;

/** A line between groups. */
export function SelectSeparator({ className, ...props }: SelectSeparatorProps) {
  return (
    <SelectPrimitive.Separator
      data-slot="select-separator"
      className={cn("pointer-events-none -mx-1 my-1 h-px bg-border", className)}
      {...props}
    />
  );
}

const scrollButtonClassName = "flex cursor-default items-center justify-center py-1 text-muted-foreground";

export type SelectScrollUpButtonProps = React.ComponentProps<typeof SelectPrimitive.ScrollUpButton>;

/** Shown at the top while the list can scroll up; hovering it scrolls (SelectContent includes it). */
export function SelectScrollUpButton({ className, ...props }: SelectScrollUpButtonProps) {
  return (
    <SelectPrimitive.ScrollUpButton
      data-slot="select-scroll-up-button"
      className={cn(scrollButtonClassName, className)}
      {...props}
    >
      <ChevronUpIcon aria-hidden="true" className="size-4" />
    </SelectPrimitive.ScrollUpButton>
  );
}

export type SelectScrollDownButtonProps = React.ComponentProps<typeof SelectPrimitive.ScrollDownButton>;

/** Shown at the bottom while the list can scroll down (SelectContent includes it). */
export function SelectScrollDownButton({ className, ...props }: SelectScrollDownButtonProps) {
  return (
    <SelectPrimitive.ScrollDownButton
      data-slot="select-scroll-down-button"
      className={cn(scrollButtonClassName, className)}
      {...props}
    >
      <ChevronDownIcon aria-hidden="true" className="size-4" />
    </SelectPrimitive.ScrollDownButton>
  );
}
