import { Slot } from "@radix-ui/react-slot";
import { cva } from "class-variance-authority";
import { ChevronLeftIcon, ChevronRightIcon, EllipsisIcon } from "lucide-react";
import * as React from "react";
import { cn } from "../../lib/cn.js";

export type PaginationProps = React.ComponentProps<"nav"> & {
  /**
   * Names the navigation landmark (pass it to translate).
   * @default "Pagination"
   */
  "aria-label"?: string;
};

/**
 * Page navigation: a `<nav>` landmark (name it with `aria-label`, default "Pagination") around a
 * `PaginationContent` list. Works with links (`href`: server pages, shareable URLs) or buttons (`onClick`: a
 * client-side table). QA contract: `data-slot="pagination"`.
 */
export function Pagination({ className, "aria-label": label = "Pagination", ...props }: PaginationProps) {
  return (
    <nav
      data-slot="pagination"
      aria-label={label}
      className={cn("mx-auto flex w-full justify-center", className)}
      {...props}
    />
  );
}

export type PaginationContentProps = React.ComponentProps<"ul">;

/** The list of page items. QA contract: `data-slot="pagination-content"`. */
export function PaginationContent({ className, ...props }: PaginationContentProps) {
  return (
    <ul
      data-slot="pagination-content"
      className={cn("flex flex-row flex-wrap items-center gap-1", className)}
      {...props}
    />
  );
}

export type PaginationItemProps = React.ComponentProps<"li">;

/** One entry of the list. QA contract: `data-slot="pagination-item"`. */
export function PaginationItem(props: PaginationItemProps) {
  return <li data-slot="pagination-item" {...props} />;
}

// the look of Button's ghost and outline variants, kept here so this module stays server-safe: Button handles
// events, which makes it a client module, and a server component cannot call a client module's buttonVariants
export const paginationLinkVariants = cva(
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-1 rounded-md text-sm font-medium whitespace-nowrap transition-[color,background-color,border-color,box-shadow,opacity] outline-none select-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      isActive: { true: "border border-border bg-background shadow-xs", false: "" },
      // a square for short numbers; a long one ("5,000") widens the button rather than touching its edges
      size: { icon: "h-10 min-w-10 px-1.5", md: "h-10 px-2.5" },
    },
    defaultVariants: { isActive: false, size: "icon" },
  },
);

type PaginationLinkOwnProps = {
  /**
   * Marks the current page (`aria-current="page"`, outlined).
   * @default false
   */
  isActive?: boolean;
  /**
   * An end that cannot be used (no previous page on the first): a button gets `disabled`, a link loses its
   * `href` and gets `aria-disabled="true"`; neither is a tab stop.
   * @default false
   */
  disabled?: boolean;
  /**
   * `icon` for page numbers (square), `md` for Previous/Next with text.
   * @default "icon"
   */
  size?: "icon" | "md";
  /**
   * Renders the single child element (e.g. a router's `<Link>`) instead of an `<a>`; ignored while disabled.
   * @default false
   */
  asChild?: boolean;
  /**
   * The page's URL: it renders a link (without one, a button; none with `asChild`, the child is the link).
   * @default undefined
   */
  href?: string;
};

export type PaginationLinkProps = PaginationLinkOwnProps &
  (
    | (React.ComponentProps<"a"> & {
        /** The page's URL: it renders a link (without one, a button). Required for a link. */
        href: string;
      })
    | (React.ComponentProps<"button"> & { href?: undefined })
    | (React.ComponentProps<"a"> & { asChild: true; href?: undefined })
  );

/**
 * A page link: an `<a>` when it has an `href` (or `asChild`), otherwise a `<button type="button">` for
 * client-side paging. QA contract: `data-slot="pagination-link"`, `data-active`, `data-disabled`.
 */
export function PaginationLink({
  className,
  isActive = false,
  disabled = false,
  size = "icon",
  asChild = false,
  children,
  ...props
}: PaginationLinkProps) {
  const shared = {
    "data-slot": "pagination-link",
    "data-active": isActive || undefined,
    "data-disabled": disabled || undefined,
    "aria-current": isActive ? ("page" as const) : undefined,
    className: cn(paginationLinkVariants({ isActive, size }), className),
  };
  if (disabled) {
    // the consumer's element (e.g. a router Link) cannot be stripped of its destination: render our own
    const content =
      asChild && React.isValidElement<{ children?: React.ReactNode }>(children)
        ? children.props.children
        : children;
    if (props.href !== undefined || asChild) {
      // an <a> without href is not focusable; role and aria-disabled keep it announced as a disabled link
      const { href: _href, onClick: _onClick, ...rest } = props as React.ComponentProps<"a">;
      return (
        <a role="link" aria-disabled="true" {...shared} {...rest}>
          {content}
        </a>
      );
    }
    return (
      <button type="button" disabled {...shared} {...(props as React.ComponentProps<"button">)}>
        {content}
      </button>
    );
  }
  if (asChild)
    return (
      <Slot {...shared} {...(props as React.ComponentProps<"a">)}>
        {children}
      </Slot>
    );
  if (props.href !== undefined)
    return (
      <a {...shared} {...(props as React.ComponentProps<"a">)}>
        {children}
      </a>
    );
  return (
    <button type="button" {...shared} {...(props as React.ComponentProps<"button">)}>
      {children}
    </button>
  );
}

export type PaginationPreviousProps = PaginationLinkProps & {
  /**
   * The visible text (hidden below 640 px, where only the chevron shows).
   * @default "Previous"
   */
  label?: React.ReactNode;
  /**
   * The accessible name (pass it to translate).
   * @default "Go to previous page"
   */
  "aria-label"?: string;
};

export type PaginationNextProps = PaginationLinkProps & {
  /**
   * The visible text (hidden below 640 px, where only the chevron shows).
   * @default "Next"
   */
  label?: React.ReactNode;
  /**
   * The accessible name (pass it to translate).
   * @default "Go to next page"
   */
  "aria-label"?: string;
};

/**
 * Goes one page back. Its accessible name defaults to "Go to previous page" (pass `aria-label` to translate).
 * QA contract: `data-slot="pagination-previous"`.
 */
export function PaginationPrevious({
  className,
  label = "Previous",
  "aria-label": ariaLabel = "Go to previous page",
  ...props
}: PaginationPreviousProps) {
  return (
    <PaginationLink
      data-slot="pagination-previous"
      aria-label={ariaLabel}
      size="md"
      className={cn("sm:ps-2", className)}
      {...props}
    >
      <ChevronLeftIcon aria-hidden="true" className="rtl:rotate-180" />
      <span className="hidden sm:block">{label}</span>
    </PaginationLink>
  );
}

/**
 * Goes one page forward. Its accessible name defaults to "Go to next page" (pass `aria-label` to translate).
 * QA contract: `data-slot="pagination-next"`.
 */
export function PaginationNext({
  className,
  label = "Next",
  "aria-label": ariaLabel = "Go to next page",
  ...props
}: PaginationNextProps) {
  return (
    <PaginationLink
      data-slot="pagination-next"
      aria-label={ariaLabel}
      size="md"
      className={cn("sm:pe-2", className)}
      {...props}
    >
      <span className="hidden sm:block">{label}</span>
      <ChevronRightIcon aria-hidden="true" className="rtl:rotate-180" />
    </PaginationLink>
  );
}

export type PaginationEllipsisProps = React.ComponentProps<"span"> & {
  /**
   * What the ellipsis stands for, read by screen readers.
   * @default "More pages"
   */
  label?: string;
};

/** Stands for skipped page numbers. QA contract: `data-slot="pagination-ellipsis"`. */
export function PaginationEllipsis({ className, label = "More pages", ...props }: PaginationEllipsisProps) {
  return (
    <span
      data-slot="pagination-ellipsis"
      className={cn("flex size-10 items-center justify-center text-muted-foreground", className)}
      {...props}
    >
      <EllipsisIcon className="size-4" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** An entry of `paginationRange()`: a page number (1-based) or a gap. */
export type PaginationRangeItem = number | "ellipsis";

/**
 * The pages to show around `page` (1-based) out of `pageCount`: always the first and the last, `siblings`
 * on each side of the current one, and "ellipsis" for gaps of two or more pages. The list keeps one length,
 * `2 * siblings + 5` (or every page when there are no more), so the control does not jump while paging.
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PaginationRangeItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const span = Math.max(0, Math.floor(siblings));
  const current = Math.min(Math.max(Math.floor(page), 1), count);
  const pages = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  // first, last, current, its siblings and room for two gaps
  const width = 2 * span + 5;
  if (count <= width) return pages(1, count);
  // near the start: no gap before the window, which is pinned to the first pages
  if (current - span <= 3) return [...pages(1, 2 * span + 3), "ellipsis", count];
  // near the end: likewise at the other side
  if (current + span >= count - 2) return [1, "ellipsis", ...pages(count - 2 * span - 2, count)];
  return [1, "ellipsis", ...pages(current - span, current + span), "ellipsis", count];
}
