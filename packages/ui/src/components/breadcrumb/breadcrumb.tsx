import { Slot } from "@radix-ui/react-slot";
import { ChevronRightIcon, EllipsisIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "../../lib/cn.js";

export type BreadcrumbProps = React.ComponentProps<"nav"> & {
  /**
   * Names the navigation landmark (pass it to translate).
   * @default "Breadcrumb"
   */
  "aria-label"?: string;
};

/**
 * The trail from the home page to the current one: a `<nav>` landmark (name it with `aria-label`, default
 * "Breadcrumb") around a `BreadcrumbList`. QA contract: `data-slot="breadcrumb"`.
 */
export function Breadcrumb({ "aria-label": label = "Breadcrumb", ...props }: BreadcrumbProps) {
  return <nav data-slot="breadcrumb" aria-label={label} {...props} />;
}

export type BreadcrumbListProps = React.ComponentProps<"ol">;

/** The ordered list of items and separators; wraps on narrow screens. QA contract: `data-slot="breadcrumb-list"`. */
export function BreadcrumbList({ className, ...props }: BreadcrumbListProps) {
  return (
    <ol
      data-slot="breadcrumb-list"
      className={cn(
        "flex flex-wrap items-center gap-1.5 text-sm break-words text-muted-foreground sm:gap-2.5",
        className,
      )}
      {...props}
    />
  );
}

export type BreadcrumbItemProps = React.ComponentProps<"li">;

/** One step: holds a `BreadcrumbLink`, a `BreadcrumbPage` or a `BreadcrumbEllipsis`. `data-slot="breadcrumb-item"`. */
export function BreadcrumbItem({ className, ...props }: BreadcrumbItemProps) {
  return (
    <li
      data-slot="breadcrumb-item"
      className={cn("inline-flex items-center gap-1.5", className)}
      {...props}
    />
  );
}

export type BreadcrumbLinkProps = React.ComponentProps<"a"> & {
  /**
   * Renders the single child element (e.g. a router's `<Link>`) instead of an `<a>`.
   * @default false
   */
  asChild?: boolean;
};

/** A link to an ancestor page. QA contract: `data-slot="breadcrumb-link"`. */
export function BreadcrumbLink({ asChild = false, className, ...props }: BreadcrumbLinkProps) {
  const Comp = asChild ? Slot : "a";
  return (
    <Comp
      data-slot="breadcrumb-link"
      className={cn(
        "rounded-sm underline-offset-4 transition-colors outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
      {...props}
    />
  );
}

export type BreadcrumbPageProps = React.ComponentProps<"span">;

/**
 * The current page: plain text with `aria-current="page"`, not a link to itself. QA contract:
 * `data-slot="breadcrumb-page"`.
 */
export function BreadcrumbPage({ className, ...props }: BreadcrumbPageProps) {
  return (
    <span
      data-slot="breadcrumb-page"
      aria-current="page"
      className={cn("font-medium text-foreground", className)}
      {...props}
    />
  );
}

export type BreadcrumbSeparatorProps = React.ComponentProps<"li">;

/**
 * The mark between two items (a chevron that points the reading direction, also right-to-left; pass
 * children for another). Hidden from assistive tech: the list already conveys the order. QA contract:
 * `data-slot="breadcrumb-separator"`.
 */
export function BreadcrumbSeparator({ children, className, ...props }: BreadcrumbSeparatorProps) {
  return (
    <li
      data-slot="breadcrumb-separator"
      role="presentation"
      aria-hidden="true"
      className={cn("[&>svg]:size-3.5 rtl:[&>svg]:rotate-180", className)}
      {...props}
    >
      {children ?? <ChevronRightIcon />}
    </li>
  );
}

export type BreadcrumbEllipsisProps = React.ComponentProps<"span"> & {
  /**
   * What the ellipsis stands for, read by screen readers.
   * @default "More pages"
   */
  label?: string;
};

/**
 * Stands for collapsed steps in a long trail; put it in a menu trigger to reveal them. QA contract:
 * `data-slot="breadcrumb-ellipsis"`.
 */
export function BreadcrumbEllipsis({ label = "More pages", className, ...props }: BreadcrumbEllipsisProps) {
  return (
    <span
      data-slot="breadcrumb-ellipsis"
      className={cn("flex size-6 items-center justify-center", className)}
      {...props}
    >
      <EllipsisIcon className="size-4" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
