"use client";
import * as ToggleGroupPrimitive from "@radix-ui/react-toggle-group";
import { useControllableState } from "@radix-ui/react-use-controllable-state";
import type { VariantProps } from "class-variance-authority";
import * as React from "react";
import { cn } from "../../lib/cn.js";
import { toggleGroupItemVariants } from "./toggle-group.shared.js";

type ItemLook = VariantProps<typeof toggleGroupItemVariants>;

/** The group's look for its items, and (single groups) the selection that follows the arrow keys. */
const ToggleGroupContext = React.createContext<ItemLook & { arrowed?: (value: string) => void }>({});

type ToggleGroupCommon = Omit<React.ComponentProps<"div">, "defaultValue" | "dir"> &
  ItemLook & {
    /**
     * "default": separate buttons, the pressed ones tinted; "outline": one bordered strip of segments.
     * @default "default"
     */
    variant?: "default" | "outline" | null;
    /**
     * Height of the items, matching Button: "sm" (32 px), "md" (40 px), "lg" (48 px).
     * @default "md"
     */
    size?: "sm" | "md" | "lg" | null;
    /**
     * Disables every item.
     * @default false
     */
    disabled?: boolean;
    /**
     * Which arrow keys move between items: "horizontal" (Left/Right) or "vertical" (Up/Down). Unset: both pairs move.
     * @default undefined
     */
    orientation?: "horizontal" | "vertical";
    /**
     * Whether arrow keys wrap from the last item to the first.
     * @default true
     */
    loop?: boolean;
    /**
     * Reading direction (Left/Right follow it).
     * @default inherited from a DirectionProvider, else "ltr"
     */
    dir?: "ltr" | "rtl";
    // The props of both types, as the props table shows them (react-docgen reads this part of ToggleGroupProps,
    // not a union): each type below narrows them, and only it reaches TypeScript's checks
    /**
     * "single": one choice (a radio group: arrow keys move and select); "multiple": independent toggles (a
     * toolbar: arrow keys move, Space or Enter presses). Required.
     */
    type: "single" | "multiple";
    /**
     * The pressed item's value (`""` for none), or with `type="multiple"` the pressed items' values, for a
     * controlled group.
     * @default undefined
     */
    value?: string | string[];
    /**
     * The item pressed at first in an uncontrolled group, or with `type="multiple"` the items.
     * @default "" (none; [] with type="multiple")
     */
    defaultValue?: string | string[];
    /**
     * Called with the newly pressed item's value, or with `type="multiple"` the pressed items' values:
     * `(value: string) => void`, `(value: string[]) => void`.
     * @default undefined
     */
    onValueChange?: unknown;
    /**
     * With `type="single"`: whether pressing the pressed item again releases it, leaving none pressed.
     * @default false
     */
    deselectable?: boolean;
  };

type ToggleGroupSingle = {
  /**
   * "single": one choice (a radio group: arrow keys move and select); "multiple": independent toggles (a
   * toolbar: arrow keys move, Space or Enter presses). Required.
   */
  type: "single";
  /**
   * The pressed item's value (`""` for none), for a controlled group.
   * @default undefined
   */
  value?: string;
  /**
   * The item pressed at first in an uncontrolled group.
   * @default "" (none)
   */
  defaultValue?: string;
  /**
   * Called with the newly pressed item's value.
   * @default undefined
   */
  onValueChange?: (value: string) => void;
  /**
   * Whether pressing the pressed item again releases it, leaving none pressed.
   * @default false
   */
  deselectable?: boolean;
};

type ToggleGroupMultiple = {
  /**
   * "single": one choice (a radio group: arrow keys move and select); "multiple": independent toggles (a
   * toolbar: arrow keys move, Space or Enter presses). Required.
   */
  type: "multiple";
  /**
   * The pressed items' values, for a controlled group.
   * @default undefined
   */
  value?: string[];
  /**
   * The items pressed at first in an uncontrolled group.
   * @default []
   */
  defaultValue?: string[];
  /**
   * Called with the pressed items' values.
   * @default undefined
   */
  onValueChange?: (value: string[]) => void;
  /**
   * Not for `type="multiple"`: a pressed item is released by pressing it again.
   * @default undefined
   */
  deselectable?: never;
};

export type ToggleGroupProps = ToggleGroupCommon & (ToggleGroupSingle | ToggleGroupMultiple);

/** The root's slot, look and classes, the same for both types. */
type RootLook = { "data-slot": string; "data-variant": string; "data-size": string; className: string };

const NAVIGATION_KEYS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"]);

/**
 * A set of toggle buttons, one tab stop. `type="single"` is a radio group (`role="radiogroup"`, items
 * `role="radio"`): Tab lands on the pressed item, arrow keys move and press (the WAI-ARIA radio group), the
 * pressed item stays pressed unless `deselectable`. `type="multiple"` is a toolbar (`role="toolbar"`, items
 * with `aria-pressed`): arrow keys, Home and End move, Space or Enter presses. Name it with `aria-label`.
 * QA contract: `data-slot="toggle-group"`, `data-variant`, `data-size`, Radix's `data-orientation`.
 */
export function ToggleGroup({ className, variant, size, children, ...props }: ToggleGroupProps) {
  const look = { variant: variant ?? "default", size: size ?? "md" } as const;
  const shared: RootLook = {
    "data-slot": "toggle-group",
    "data-variant": look.variant,
    "data-size": look.size,
    className: cn(
      "group/toggle-group inline-flex w-fit items-center data-[variant=default]:gap-1 data-[orientation=vertical]:flex-col",
      // invalid (`aria-invalid`, as FormField sets it with an error): the outline strip's borders in the error
      // colour (the items' classes); the separate buttons, which have none, ringed as one
      "data-[variant=default]:aria-invalid:rounded-md data-[variant=default]:aria-invalid:ring-1 data-[variant=default]:aria-invalid:ring-error data-[variant=default]:aria-invalid:ring-offset-2 data-[variant=default]:aria-invalid:ring-offset-background",
      className,
    ),
  };
  if (props.type === "multiple")
    return (
      <ToggleGroupContext.Provider value={look}>
        <ToggleGroupPrimitive.Root {...shared} {...props}>
          {children}
        </ToggleGroupPrimitive.Root>
      </ToggleGroupContext.Provider>
    );
  return (
    <SingleToggleGroup shared={shared} look={look} {...props}>
      {children}
    </SingleToggleGroup>
  );
}

function SingleToggleGroup({
  shared,
  look,
  value: valueProp,
  defaultValue = "",
  onValueChange,
  deselectable = false,
  onKeyDown,
  onPointerDown,
  onBlur,
  ...props
}: ToggleGroupCommon & ToggleGroupSingle & { shared: RootLook; look: ItemLook }) {
  const [value, setValue] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
    caller: "ToggleGroup",
  });
  // an arrow key (or Home/End) moves the focus a moment later (Radix's roving focus): the item it lands on
  // is then pressed, as a radio group's arrow keys check; a Tab or a click only focuses
  const navigating = React.useRef(false);
  const context = React.useMemo(
    () => ({
      ...look,
      arrowed: (item: string) => {
        if (!navigating.current) return;
        navigating.current = false;
        setValue(item);
      },
    }),
    [look.variant, look.size, setValue], // eslint-disable-line react-hooks/exhaustive-deps
  );
  return (
    <ToggleGroupContext.Provider value={context}>
      <ToggleGroupPrimitive.Root
        {...shared}
        {...props}
        type="single"
        value={value}
        onValueChange={(next) => {
          if (next !== "" || deselectable) setValue(next);
        }}
        onKeyDown={(event) => {
          navigating.current =
            NAVIGATION_KEYS.has(event.key) && !event.altKey && !event.ctrlKey && !event.metaKey;
          onKeyDown?.(event);
        }}
        onPointerDown={(event) => {
          navigating.current = false;
          onPointerDown?.(event);
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) navigating.current = false;
          onBlur?.(event);
        }}
      />
    </ToggleGroupContext.Provider>
  );
}

export type ToggleGroupItemProps = React.ComponentProps<typeof ToggleGroupPrimitive.Item> & {
  /** Identifies the item in the group's `value`. Required. */
  value: string;
  /**
   * Disables this item: skipped by arrow keys, not pressed.
   * @default false
   */
  disabled?: boolean;
};

/**
 * One toggle in the group: text, an icon (name it with `aria-label`: it is then a square), or both. QA contract:
 * `data-slot="toggle-group-item"`, `data-variant`, `data-size`, Radix's `data-state="on|off"`, `data-disabled`.
 */
export function ToggleGroupItem({ className, value, onFocus, children, ...props }: ToggleGroupItemProps) {
  const { variant, size, arrowed } = React.useContext(ToggleGroupContext);
  // an icon named by aria-label, no text: a square as high as the item
  const iconOnly =
    Boolean(props["aria-label"] || props["aria-labelledby"]) &&
    React.Children.toArray(children).every((child) => typeof child !== "string" && typeof child !== "number");
  return (
    <ToggleGroupPrimitive.Item
      data-slot="toggle-group-item"
      data-variant={variant ?? "default"}
      data-size={size ?? "md"}
      value={value}
      className={cn(toggleGroupItemVariants({ variant, size }), iconOnly && "px-0", className)}
      onFocus={(event) => {
        onFocus?.(event);
        arrowed?.(value);
      }}
      {...props}
    >
      {children}
    </ToggleGroupPrimitive.Item>
  );
}
