"use client";
import * as PopoverPrimitive from "@radix-ui/react-popover";
import * as React from "react";
import { cn } from "../../lib/cn.js";
import { floatingParts } from "../../lib/floating.js";
import { closableRoot } from "../../lib/layer-escape.js";
import { Badge } from "../badge/badge.js";
import { buttonVariants } from "../button/button.shared.js";
import { useDirection } from "../direction-provider/direction-provider.js";
import { Spinner } from "../spinner/spinner.js";
import {
  COMBOBOX_LABELS,
  matchesComboboxSearch,
  type ComboboxLabels,
  type ComboboxOption,
} from "./combobox.shared.js";
import { useLoadedOptions, type ComboboxLoader } from "./use-loaded-options.js";

// The list is the kit's floating menu surface on Radix Popover (anchored to the field, no trigger: the field
// keeps the focus). The listbox logic is the kit's own, not cmdk's: cmdk's input fixes its own `id`,
// `aria-labelledby` and `aria-expanded="true"` (a FormField's label and a closed popup cannot be expressed),
// and its `aria-selected` marks the active option, which leaves a multiple selection nothing to say it with.
const floating = floatingParts(
  "combobox",
  { Portal: PopoverPrimitive.Portal, Content: PopoverPrimitive.Content },
  { surface: "menu", sideOffset: 4, collisionPadding: 8 },
);
// the open state held by the kit, so the content can close on an Escape a toast above it handed on
const Root = closableRoot(PopoverPrimitive.Root, "Combobox");

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));
}

const icon = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
} as const;

function ChevronIcon() {
  return (
    <svg {...icon}>
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

function XIcon() {
  return (
    <svg {...icon}>
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg {...icon}>
      <path d="M20 6 9 17l-5-5" />
    </svg>
  );
}

type ComboboxBaseProps = Omit<
  React.ComponentProps<"input">,
  "value" | "defaultValue" | "onChange" | "type" | "children" | "multiple" | "size" | "list" | "dir" | "role"
> & {
  /**
   * The options, filtered on the client as the user types. With `loadOptions` they only name values the
   * loaded options do not (the current value of an edit form).
   * @default []
   */
  options?: ComboboxOption[];
  /**
   * Loads the options from a server for the search (as the list opens and as the user types); the list shows
   * loading, empty and error (with Retry) states. Without it, `options` are filtered on the client.
   * @default undefined
   */
  loadOptions?: ComboboxLoader;
  /**
   * Milliseconds after the last keystroke before `loadOptions` is called.
   * @default 200
   */
  loadDelay?: number;
  /**
   * Whether an option matches the search (client-side `options` only).
   * @default matchesComboboxSearch (every word, in the label, description or keywords, ignoring case and accents)
   */
  filter?: (option: ComboboxOption, search: string) => boolean;
  /**
   * Whether the list is open, for a controlled combobox.
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
   * Posted with a form: the value (a hidden input), one entry per value when `multiple`.
   * @default undefined
   */
  name?: string;
  /**
   * The field cannot be focused nor changed.
   * @default false
   */
  disabled?: boolean;
  /**
   * A form is not sent while nothing is picked (the field's native validity; FormField's `required` sets it too).
   * @default false
   */
  required?: boolean;
  /**
   * Shown while the field is empty.
   * @default undefined
   */
  placeholder?: string;
  /**
   * The combobox's words (button names, states, announcements).
   * @default COMBOBOX_LABELS (English)
   */
  labels?: ComboboxLabels;
  /**
   * Reading direction of the list (it is portalled, so it cannot inherit it).
   * @default a DirectionProvider's "rtl", else the field's own CSS direction as the list opens
   */
  dir?: "ltr" | "rtl";
  /**
   * Classes of the field's box (the border around chips, text and buttons).
   * @default undefined
   */
  className?: string;
  /**
   * Classes of the floating list.
   * @default undefined
   */
  contentClassName?: string;
  // The props of both kinds, as the props table shows them (react-docgen reads this part of ComboboxProps, not
  // a union): ComboboxSingleProps and ComboboxMultipleProps narrow them, and only they reach TypeScript's checks
  /**
   * Picks several values, shown as chips with a remove button each; the list stays open as you pick.
   * @default false
   */
  multiple?: boolean;
  /**
   * The picked value (null: none), or with `multiple` the picked values in the order picked, for a controlled
   * combobox.
   * @default undefined
   */
  value?: string | string[] | null;
  /**
   * The picked value at first, for an uncontrolled combobox, or with `multiple` the picked values.
   * @default null ([] with multiple)
   */
  defaultValue?: string | string[] | null;
  /**
   * Called with the new value and its option as the user picks or clears it, or with `multiple` the new values
   * and their options as the user picks, removes or clears:
   * `(value: string | null, option: ComboboxOption | null) => void`,
   * `(value: string[], options: ComboboxOption[]) => void`.
   * @default undefined
   */
  onValueChange?: unknown;
};

export type ComboboxSingleProps = ComboboxBaseProps & {
  /**
   * Picks several values, shown as chips with a remove button each; the list stays open as you pick.
   * @default false
   */
  multiple?: false;
  /**
   * The picked value, for a controlled combobox (null: none).
   * @default undefined
   */
  value?: string | null;
  /**
   * The picked value at first, for an uncontrolled combobox.
   * @default null
   */
  defaultValue?: string | null;
  /**
   * Called with the new value and its option as the user picks or clears it.
   * @default undefined
   */
  onValueChange?: (value: string | null, option: ComboboxOption | null) => void;
};

export type ComboboxMultipleProps = ComboboxBaseProps & {
  /**
   * Picks several values, shown as chips with a remove button each; the list stays open as you pick.
   * @default false
   */
  multiple: true;
  /**
   * The picked values in the order picked, for a controlled combobox.
   * @default undefined
   */
  value?: string[];
  /**
   * The picked values at first, for an uncontrolled combobox.
   * @default []
   */
  defaultValue?: string[];
  /**
   * Called with the new values and their options as the user picks, removes or clears.
   * @default undefined
   */
  onValueChange?: (value: string[], options: ComboboxOption[]) => void;
};

export type ComboboxProps = ComboboxBaseProps & (ComboboxSingleProps | ComboboxMultipleProps);

/** Where the active option goes once the list has options: a value, else the first or last one. */
interface ActiveRequest {
  value?: string | null;
  edge?: "first" | "last";
}

const toList = (value: string | string[] | null | undefined): string[] =>
  Array.isArray(value) ? value : value ? [value] : [];

/** The options in groups, groups in order of their first option, ungrouped options first. */
function grouped(options: ComboboxOption[]): { heading?: string; options: ComboboxOption[] }[] {
  const groups = new Map<string | undefined, ComboboxOption[]>([[undefined, []]]);
  for (const option of options) {
    const list = groups.get(option.group);
    if (list) list.push(option);
    else groups.set(option.group, [option]);
  }
  return [...groups]
    .filter(([, list]) => list.length > 0)
    .map(([heading, list]) => ({ heading, options: list }));
}

const sameText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: "base" }) === 0;

/**
 * A searchable select (WAI-ARIA APG combobox with a listbox popup): type to filter, pick with the pointer or
 * the keyboard; one value, or several as chips (`multiple`). Options are given (`options`, filtered on the
 * client) or loaded per search (`loadOptions`: loading, empty and error states, Retry). Keyboard, with the
 * focus in the field (`aria-activedescendant` names the active option): ArrowDown/ArrowUp open the list on
 * the picked (else first/last) option and move; Alt+ArrowDown opens it without moving, Alt+ArrowUp closes it;
 * Home/End go to the first/last option while one is active; Enter picks; Escape closes; typing activates the
 * first match; Backspace in an empty multiple field removes the last chip. Leaving a single field with text
 * that names no option puts the picked option's label back (empty text clears it; text that is an option's
 * label picks it). Put it in a FormField: its id and `aria-*` go to the field; `name` posts the value.
 * QA contract: `data-slot="combobox"` (`data-state` open/closed, `data-multiple`, `data-invalid`,
 * `data-disabled`, `data-loading`), `combobox-input`, `combobox-chip` (`data-value`), `combobox-chip-remove`,
 * `combobox-clear`, `combobox-trigger`, `combobox-content`, `combobox-listbox`, `combobox-group`,
 * `combobox-group-label`, `combobox-option` (`data-value`, `data-highlighted`, `data-selected`,
 * `data-disabled`) with `combobox-option-indicator`, `combobox-option-label` and `combobox-option-description`,
 * `combobox-status` (`data-status` loading/empty/error), `combobox-retry`.
 */
export function Combobox(props: ComboboxProps) {
  const controlled = "value" in props && props.value !== undefined;
  const {
    multiple = false,
    value: valueProp,
    defaultValue,
    onValueChange,
    options: optionsProp,
    loadOptions,
    loadDelay = 200,
    filter = matchesComboboxSearch,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    name,
    disabled = false,
    required = false,
    placeholder,
    labels: labelOverrides,
    dir: dirProp,
    className,
    contentClassName,
    style,
    id,
    ref,
    onKeyDown,
    onClick,
    "aria-describedby": describedBy,
    "aria-invalid": ariaInvalid,
    "aria-required": ariaRequired,
    "aria-labelledby": labelledBy,
    "aria-label": ariaLabel,
    ...inputProps
  } = props;
  const labels = { ...COMBOBOX_LABELS, ...labelOverrides };
  const options = React.useMemo(() => optionsProp ?? [], [optionsProp]);

  const [ownValue, setOwnValue] = React.useState<string[]>(() => toList(defaultValue));
  const selected = controlled ? toList(valueProp) : ownValue;
  const [ownOpen, setOwnOpen] = React.useState(defaultOpen);
  const open = (openProp ?? ownOpen) && !disabled;
  // the text typed since the list last closed or a pick; null: not typing (a single field shows its label)
  const [typed, setTyped] = React.useState<string | null>(null);
  const search = typed ?? "";
  const [activeRequest, setActiveRequest] = React.useState<ActiveRequest>({});
  const [autoDir, setAutoDir] = React.useState<"ltr" | "rtl">("ltr");
  const provided = useDirection();
  // options the user picked, remembered to name the value after a later search replaced them
  const [picked, setPicked] = React.useState<ReadonlyMap<string, ComboboxOption>>(new Map());

  const loaded = useLoadedOptions(loadOptions, search, open, loadDelay);
  const visible = React.useMemo(
    () => (loadOptions ? loaded.options : options.filter((option) => filter(option, search))),
    [loadOptions, loaded.options, options, filter, search],
  );
  const known = React.useMemo(() => {
    const map = new Map(picked);
    for (const option of options) map.set(option.value, option);
    for (const option of loaded.options) map.set(option.value, option);
    return map;
  }, [picked, options, loaded.options]);
  const optionOf = (value: string): ComboboxOption => known.get(value) ?? { value, label: value };

  const enabled = visible.filter((option) => !option.disabled);
  const active =
    enabled.find((option) => option.value === activeRequest.value) ??
    (activeRequest.edge === "first"
      ? enabled[0]
      : activeRequest.edge === "last"
        ? enabled.at(-1)
        : // typing activates the first match (Enter picks it), once the answer is for this search
          typed?.trim() && !loaded.loading
          ? enabled[0]
          : undefined);

  const baseId = React.useId();
  const listboxId = `${baseId}-listbox`;
  const selectedListId = `${baseId}-selected`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const activeIndex = active ? visible.indexOf(active) : -1;

  const wrapperRef = React.useRef<HTMLDivElement>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  React.useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);

  const missing = selected.length === 0;
  // a plain form is not sent while a required combobox is empty
  React.useEffect(() => {
    inputRef.current?.setCustomValidity(required && missing ? labels.required : "");
  }, [required, missing, labels.required]);

  // the active option stays in view as the arrows move through a list taller than its box
  React.useEffect(() => {
    if (open && activeIndex >= 0)
      document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: "nearest" });
    // optionId is derived from baseId, which never changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, activeIndex]);

  const commit = (next: string[]) => {
    if (!controlled) setOwnValue(next);
    if (multiple) (onValueChange as ComboboxMultipleProps["onValueChange"])?.(next, next.map(optionOf));
    else
      (onValueChange as ComboboxSingleProps["onValueChange"])?.(
        next[0] ?? null,
        next[0] === undefined ? null : optionOf(next[0]),
      );
  };

  const setOpen = (next: boolean, request: ActiveRequest = {}) => {
    if (next && disabled) return;
    if (next) {
      setActiveRequest(request);
      if (!open) {
        const node = wrapperRef.current;
        setAutoDir(node && getComputedStyle(node).direction === "rtl" ? "rtl" : "ltr");
        if (loaded.failed) loaded.retry();
      }
    }
    if (next === open) return;
    if (!next) settle();
    setOwnOpen(next);
    onOpenChange?.(next);
  };

  /** As the list closes without a pick: the typed text becomes the value it names, or gives way to it. */
  const settle = () => {
    if (typed !== null && !multiple) {
      const text = typed.trim();
      if (!text) {
        if (!missing) commit([]);
      } else {
        const match = [...known.values()].find((option) => !option.disabled && sameText(option.label, text));
        if (match && match.value !== selected[0]) {
          setPicked((map) => new Map(map).set(match.value, match));
          commit([match.value]);
        }
      }
    }
    setTyped(null);
  };

  const pick = (option: ComboboxOption) => {
    if (option.disabled) return;
    setPicked((map) => new Map(map).set(option.value, option));
    if (multiple) {
      const has = selected.includes(option.value);
      commit(has ? selected.filter((v) => v !== option.value) : [...selected, option.value]);
      setTyped(null);
      setActiveRequest({ value: option.value });
    } else {
      if (option.value !== selected[0]) commit([option.value]);
      setTyped(null);
      setOwnOpen(false);
      onOpenChange?.(false);
    }
  };

  const remove = (value: string) => {
    commit(selected.filter((v) => v !== value));
    inputRef.current?.focus();
  };

  const clear = () => {
    setTyped(null);
    if (!missing) commit([]);
    inputRef.current?.focus();
  };

  const move = (delta: 1 | -1) => {
    const index = active ? enabled.indexOf(active) : -1;
    const next =
      index === -1
        ? delta > 0
          ? enabled[0]
          : enabled.at(-1)
        : enabled[Math.min(enabled.length - 1, Math.max(0, index + delta))];
    if (next) setActiveRequest({ value: next.value });
  };

  const handleKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.nativeEvent.isComposing) return;
    const current = multiple ? undefined : selected[0];
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (event.altKey) setOpen(true, open ? activeRequest : {});
        else if (!open) setOpen(true, { value: current, edge: "first" });
        else move(1);
        return;
      case "ArrowUp":
        event.preventDefault();
        if (event.altKey) setOpen(false);
        else if (!open) setOpen(true, { value: current, edge: "last" });
        else move(-1);
        return;
      case "Home":
      case "End":
        if (!open || !active) return;
        event.preventDefault();
        setActiveRequest({ edge: event.key === "Home" ? "first" : "last" });
        return;
      case "Enter":
        if (!open) return;
        // the list is open: Enter acts on it, never sends the form
        event.preventDefault();
        if (active) pick(active);
        else if (loaded.failed) loaded.retry();
        return;
      case "Backspace":
        if (multiple && !search && selected.length > 0 && event.currentTarget.selectionStart === 0)
          remove(selected.at(-1)!);
        return;
    }
  };

  const dir = dirProp ?? (provided === "rtl" ? "rtl" : autoDir);
  const invalid = ariaInvalid === true || ariaInvalid === "true";
  const selectedOptions = selected.map(optionOf);
  const inputText = typed ?? (multiple ? "" : selected[0] === undefined ? "" : optionOf(selected[0]).label);
  const status = loaded.failed
    ? "error"
    : visible.length > 0
      ? undefined
      : loaded.loading
        ? "loading"
        : "empty";
  const announcement = !open
    ? ""
    : status === "error"
      ? labels.error
      : status === "loading"
        ? labels.loading
        : status === "empty"
          ? fill(labels.empty, { search })
          : visible.length === 1
            ? labels.countOne
            : fill(labels.count, { count: visible.length });
  const endButton = cn(
    "inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground outline-none",
    "transition-colors hover:bg-accent hover:text-accent-foreground disabled:pointer-events-none [&_svg]:size-4",
  );

  return (
    <Root open={open} onOpenChange={(next) => setOpen(next)}>
      <PopoverPrimitive.Anchor asChild>
        {/* a press on the box's empty space (between chips, around the text) focuses the field */}
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events */}
        <div
          ref={wrapperRef}
          data-slot="combobox"
          data-state={open ? "open" : "closed"}
          data-multiple={multiple ? "" : undefined}
          data-invalid={invalid ? "" : undefined}
          data-disabled={disabled ? "" : undefined}
          data-loading={loaded.loading ? "" : undefined}
          style={style}
          onMouseDown={(event) => {
            if (event.target !== event.currentTarget || disabled) return;
            event.preventDefault();
            inputRef.current?.focus();
          }}
          onClick={(event) => {
            if (event.target === event.currentTarget && !disabled) setOpen(true, { value: selected[0] });
          }}
          className={cn(
            "relative flex min-h-10 w-full min-w-0 flex-wrap items-center gap-1 rounded-md border border-input bg-background py-0.5 ps-3 pe-1 text-foreground shadow-xs transition-[color,box-shadow,border-color]",
            multiple && selected.length > 0 && "ps-1",
            "has-[[data-slot=combobox-input]:focus-visible]:border-ring has-[[data-slot=combobox-input]:focus-visible]:ring-1 has-[[data-slot=combobox-input]:focus-visible]:ring-ring",
            "data-invalid:border-error data-invalid:has-[[data-slot=combobox-input]:focus-visible]:ring-error",
            "data-disabled:cursor-not-allowed data-disabled:opacity-50",
            className,
          )}
        >
          {multiple
            ? selectedOptions.map((option) => (
                <Badge
                  key={option.value}
                  variant="secondary"
                  data-slot="combobox-chip"
                  data-value={option.value}
                  className={cn(
                    "h-7 max-w-full min-w-0 gap-0.5 rounded-md ps-2 text-sm font-medium",
                    disabled ? "pe-2" : "pe-0.5",
                  )}
                >
                  <span className="truncate">{option.label}</span>
                  {disabled ? null : (
                    <button
                      type="button"
                      data-slot="combobox-chip-remove"
                      aria-label={fill(labels.remove, { label: option.label })}
                      // keeps the focus (and an open list) in the field
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => remove(option.value)}
                      className="inline-flex size-6 cursor-pointer items-center justify-center rounded-sm outline-none hover:bg-background/60 focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-3.5"
                    >
                      <XIcon />
                    </button>
                  )}
                </Badge>
              ))
            : null}
          <input
            ref={inputRef}
            id={id}
            type="text"
            role="combobox"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            data-slot="combobox-input"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listboxId}
            aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
            aria-labelledby={labelledBy}
            aria-label={ariaLabel}
            aria-describedby={
              [describedBy, multiple && selected.length > 0 ? selectedListId : null]
                .filter(Boolean)
                .join(" ") || undefined
            }
            aria-invalid={ariaInvalid}
            aria-required={ariaRequired ?? (required || undefined)}
            disabled={disabled}
            placeholder={multiple && selected.length > 0 ? undefined : placeholder}
            value={inputText}
            className="h-9 min-w-16 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed md:text-sm"
            {...inputProps}
            onChange={(event) => {
              setTyped(event.target.value);
              setOpen(true);
            }}
            onClick={(event) => {
              onClick?.(event);
              if (!open) setOpen(true, { value: multiple ? undefined : selected[0] });
            }}
            onKeyDown={handleKeyDown}
          />
          <span className="ms-auto flex shrink-0 items-center">
            {loaded.loading ? <Spinner label={null} className="mx-2 text-muted-foreground" /> : null}
            {!disabled && (selected.length > 0 || search) ? (
              <button
                type="button"
                tabIndex={-1}
                data-slot="combobox-clear"
                aria-label={labels.clear}
                onMouseDown={(event) => event.preventDefault()}
                onClick={clear}
                className={endButton}
              >
                <XIcon />
              </button>
            ) : null}
            <button
              type="button"
              // APG: the field is the tab stop, the button is for the pointer
              tabIndex={-1}
              data-slot="combobox-trigger"
              aria-label={labels.toggle}
              aria-expanded={open}
              aria-controls={listboxId}
              disabled={disabled}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                inputRef.current?.focus();
                setOpen(!open, { value: multiple ? undefined : selected[0] });
              }}
              className={cn(endButton, "[&_svg]:transition-transform data-[open]:[&_svg]:rotate-180")}
              data-open={open ? "" : undefined}
            >
              <ChevronIcon />
            </button>
          </span>
          {multiple && selected.length > 0 ? (
            <span id={selectedListId} hidden>
              {fill(labels.selected, { list: selectedOptions.map((option) => option.label).join(", ") })}
            </span>
          ) : null}
          {name
            ? (multiple ? selected : [selected[0] ?? ""]).map((value, index) => (
                <input key={index} type="hidden" name={name} value={value} />
              ))
            : null}
          <span role="status" className="sr-only">
            {announcement}
          </span>
        </div>
      </PopoverPrimitive.Anchor>
      <floating.Content
        // the popover is not a dialog: the listbox inside is the popup the field controls
        role={undefined}
        align="start"
        dir={dir}
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        onInteractOutside={(event) => {
          // a press on the field's box (the text, a chip) keeps the list; the focus leaving it closes the list
          const target = event.target as Node;
          const original = (event.detail as { originalEvent: Event }).originalEvent;
          if (
            original.type === "focusin" ? target === inputRef.current : wrapperRef.current?.contains(target)
          )
            event.preventDefault();
        }}
        // a press in the list keeps the focus in the field
        onMouseDown={(event) => event.preventDefault()}
        className={cn(
          "flex w-(--radix-popover-trigger-width) min-w-48 flex-col overflow-hidden p-0",
          "max-h-[min(20rem,var(--radix-popover-content-available-height))]",
          contentClassName,
        )}
      >
        {status ? (
          <div
            data-slot="combobox-status"
            data-status={status}
            className={cn(
              "flex items-center gap-2 px-3 py-2.5 text-sm",
              status === "error" ? "justify-between text-error" : "text-muted-foreground",
            )}
          >
            {status === "loading" ? <Spinner label={null} /> : null}
            <span>{status === "empty" ? fill(labels.empty, { search }) : labels[status]}</span>
            {status === "error" ? (
              <button
                type="button"
                data-slot="combobox-retry"
                onClick={() => {
                  loaded.retry();
                  inputRef.current?.focus();
                }}
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                {labels.retry}
              </button>
            ) : null}
          </div>
        ) : null}
        <div
          id={listboxId}
          role="listbox"
          // a scroll box must be focusable (axe: scrollable-region-focusable); the focus stays in the field
          tabIndex={-1}
          data-slot="combobox-listbox"
          aria-labelledby={labelledBy}
          aria-label={labelledBy ? undefined : ariaLabel}
          aria-multiselectable={multiple || undefined}
          aria-busy={loaded.loading || undefined}
          className={cn("min-h-0 flex-1 scroll-py-1 overflow-y-auto", visible.length > 0 && "p-1")}
        >
          {grouped(visible).map((group, groupIndex) => {
            const rows = group.options.map((option) => {
              const index = visible.indexOf(option);
              const isSelected = selected.includes(option.value);
              const isActive = option === active;
              return (
                // the field keeps the focus and handles the keys (aria-activedescendant)
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
                <div
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={isSelected}
                  aria-disabled={option.disabled || undefined}
                  data-slot="combobox-option"
                  data-value={option.value}
                  data-highlighted={isActive ? "" : undefined}
                  data-selected={isSelected ? "" : undefined}
                  data-disabled={option.disabled ? "" : undefined}
                  onPointerMove={() => {
                    if (!option.disabled && !isActive) setActiveRequest({ value: option.value });
                  }}
                  onClick={() => pick(option)}
                  className={cn(
                    "group/option relative flex min-h-9 cursor-pointer items-center rounded-sm py-1.5 ps-8 pe-2 text-sm outline-none select-none",
                    "data-highlighted:bg-accent data-highlighted:text-accent-foreground",
                    "data-disabled:cursor-not-allowed data-disabled:opacity-50",
                  )}
                >
                  <span
                    data-slot="combobox-option-indicator"
                    className="absolute start-2 flex size-4 items-center justify-center [&_svg]:size-4"
                  >
                    {isSelected ? <CheckIcon /> : null}
                  </span>
                  <span className="flex min-w-0 flex-col">
                    <span data-slot="combobox-option-label" className="break-words">
                      {option.label}
                    </span>
                    {option.description ? (
                      <span
                        data-slot="combobox-option-description"
                        className="text-xs text-muted-foreground group-data-highlighted/option:text-accent-foreground"
                      >
                        {option.description}
                      </span>
                    ) : null}
                  </span>
                </div>
              );
            });
            if (group.heading === undefined) return rows;
            const headingId = `${baseId}-group-${groupIndex}`;
            return (
              <div key={group.heading} role="group" aria-labelledby={headingId} data-slot="combobox-group">
                <div
                  id={headingId}
                  aria-hidden="true"
                  data-slot="combobox-group-label"
                  className="px-2 pt-2 pb-1 text-xs font-medium text-muted-foreground"
                >
                  {group.heading}
                </div>
                {rows}
              </div>
            );
          })}
        </div>
      </floating.Content>
    </Root>
  );
}
