"use client";
import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { ChevronDownIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "../../lib/cn.js";
import { HeadingTag, type HeadingLevel } from "../../lib/heading.js";

type AccordionCommon = Omit<React.ComponentProps<"div">, "defaultValue" | "dir"> & {
  /**
   * Disables every item: none opens, none takes focus.
   * @default false
   */
  disabled?: boolean;
  /**
   * Reading direction (Home/End and the chevron's side follow it).
   * @default inherited from a DirectionProvider, else "ltr"
   */
  dir?: "ltr" | "rtl";
  /**
   * Which arrow keys move between the headers: "vertical" (Up/Down) or "horizontal" (Left/Right).
   * @default "vertical"
   */
  orientation?: "vertical" | "horizontal";
  // The props of both types, as the props table shows them (react-docgen reads this part of AccordionProps, not
  // a union): each type below narrows them, and only it reaches TypeScript's checks
  /** "single": one item open at a time; "multiple": any number. Required. */
  type: "single" | "multiple";
  /**
   * The open item's value (`""` for none), or with `type="multiple"` the open items' values, for a controlled
   * accordion.
   * @default undefined
   */
  value?: string | string[];
  /**
   * The item open at first in an uncontrolled accordion, or with `type="multiple"` the items (`[]`: none).
   * @default undefined
   */
  defaultValue?: string | string[];
  /**
   * Called with the open item's value (`""` when the last one closes), or with `type="multiple"` the open
   * items' values: `(value: string) => void`, `(value: string[]) => void`.
   * @default undefined
   */
  onValueChange?: unknown;
  /**
   * With `type="single"`: whether the open item can be closed again (Enter on its header), leaving none open.
   * @default false
   */
  collapsible?: boolean;
};

type AccordionSingle = {
  /** "single": one item open at a time; "multiple": any number. Required. */
  type: "single";
  /**
   * The open item's value (`""` for none), for a controlled accordion.
   * @default undefined
   */
  value?: string;
  /**
   * The item open at first in an uncontrolled accordion.
   * @default undefined
   */
  defaultValue?: string;
  /**
   * Called with the open item's value (`""` when the last one closes).
   * @default undefined
   */
  onValueChange?: (value: string) => void;
  /**
   * Whether the open item can be closed again (Enter on its header), leaving none open.
   * @default false
   */
  collapsible?: boolean;
};

type AccordionMultiple = {
  /** "single": one item open at a time; "multiple": any number. Required. */
  type: "multiple";
  /**
   * The open items' values, for a controlled accordion.
   * @default undefined
   */
  value?: string[];
  /**
   * The items open at first in an uncontrolled accordion.
   * @default []
   */
  defaultValue?: string[];
  /**
   * Called with the open items' values.
   * @default undefined
   */
  onValueChange?: (value: string[]) => void;
  /**
   * Not for `type="multiple"`: any number of items can be closed.
   * @default undefined
   */
  collapsible?: never;
};

export type AccordionProps = AccordionCommon & (AccordionSingle | AccordionMultiple);

/**
 * Stacked sections that show or hide their content, following the WAI-ARIA accordion pattern: each header is a
 * button (`aria-expanded`, `aria-controls` its region) inside a heading; Enter or Space toggles it, Tab moves
 * through the headers and into an open panel, Up/Down move between headers (and wrap), Home/End go to the first
 * and last. QA contract: `data-slot="accordion"`, Radix's `data-orientation`.
 */
export function Accordion({ className, collapsible, ...props }: AccordionProps) {
  // `collapsible` is type="single"'s: with "multiple" Radix hands it on to the DOM (a React warning), as a
  // props spread or a story's shared args would give it
  const single = props.type === "single" ? { collapsible } : {};
  return (
    <AccordionPrimitive.Root
      data-slot="accordion"
      className={cn("flex flex-col", className)}
      {...({ ...props, ...single } as React.ComponentProps<typeof AccordionPrimitive.Root>)}
    />
  );
}

export type AccordionItemProps = React.ComponentProps<typeof AccordionPrimitive.Item> & {
  /** Identifies the item in `value` / `defaultValue`. Required. */
  value: string;
  /**
   * Disables this item: it does not open or take focus, and arrow keys skip it.
   * @default false
   */
  disabled?: boolean;
};

/**
 * One section: a header and its content, with a rule under it (none under the last).
 * QA contract: `data-slot="accordion-item"`, Radix's `data-state="open|closed"`, `data-disabled`.
 */
export function AccordionItem({ className, ...props }: AccordionItemProps) {
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      className={cn("border-b border-border last:border-b-0", className)}
      {...props}
    />
  );
}

export type AccordionTriggerProps = React.ComponentProps<typeof AccordionPrimitive.Trigger> & {
  /**
   * Outline level of the heading the header button sits in (`<h1>`..`<h6>`), to fit the page outline.
   * @default 3
   */
  headingLevel?: HeadingLevel;
};

/**
 * The header: a button in a heading, with a chevron at the end that turns when open. Text wraps; the chevron
 * stays on the first line. QA contract: `data-slot="accordion-trigger"` (Radix's `data-state`,
 * `data-disabled`), inside `data-slot="accordion-header"`.
 */
export function AccordionTrigger({ className, children, headingLevel = 3, ...props }: AccordionTriggerProps) {
  return (
    <AccordionPrimitive.Header asChild>
      <HeadingTag level={headingLevel} data-slot="accordion-header" className="flex">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn(
            "flex flex-1 cursor-pointer items-start justify-between gap-4 rounded-md px-2 py-4 text-start text-sm font-medium text-foreground transition-[color,box-shadow] outline-none",
            "hover:underline hover:underline-offset-4 focus-visible:ring-2 focus-visible:ring-ring",
            "disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:no-underline",
            "[&[data-state=open]>svg]:rotate-180",
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDownIcon
            aria-hidden="true"
            className="pointer-events-none mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform"
          />
        </AccordionPrimitive.Trigger>
      </HeadingTag>
    </AccordionPrimitive.Header>
  );
}

export type AccordionContentProps = React.ComponentProps<typeof AccordionPrimitive.Content>;

/**
 * The section's content (`role="region"`, named by its header), sliding open and shut (at once under reduced
 * motion); once closed its content leaves the DOM (the region stays, `hidden` and empty). QA contract: `data-slot="accordion-content"`, Radix's `data-state`.
 */
export function AccordionContent({ className, children, ...props }: AccordionContentProps) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className="overflow-hidden text-sm data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down"
      {...props}
    >
      <div className={cn("px-2 pt-0 pb-4 text-muted-foreground", className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
