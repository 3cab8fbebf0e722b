import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn.js";
import { TableScrollArea } from "./table-scroll.js";

export type TableProps = React.ComponentProps<"table"> & {
  /**
   * Names the scroll container and makes it focusable (`role="region"`, `tabIndex=0`) so keyboard users can
   * scroll a table wider than the screen. Set it when the table has no focusable content.
   * @default undefined
   */
  scrollRegionLabel?: string;
  /**
   * Class names of the scroll container around the `<table>`.
   * @default undefined
   */
  containerClassName?: string;
};

/**
 * A data table in a horizontal scroll container, so a wide table scrolls instead of breaking the page; a fade
 * on each side with columns out of view shows that it does. QA contract: `data-slot="table-container"` on the
 * scroll container (`data-overflow="start|end|both"` while columns are out of view), `table-frame` around
 * it with the fades `table-edge` (`data-side`, `data-state`), `data-slot="table"` on the `<table>`.
 */
export function Table({ className, containerClassName, scrollRegionLabel, ...props }: TableProps) {
  return (
    <TableScrollArea label={scrollRegionLabel} className={containerClassName}>
      <table
        data-slot="table"
        className={cn("w-full caption-bottom border-collapse text-sm", className)}
        {...props}
      />
    </TableScrollArea>
  );
}

export type TableHeaderProps = React.ComponentProps<"thead">;

/** The `<thead>`. QA contract: `data-slot="table-header"`. */
export function TableHeader({ className, ...props }: TableHeaderProps) {
  return (
    <thead
      data-slot="table-header"
      className={cn("[&_tr]:border-b [&_tr]:hover:bg-transparent", className)}
      {...props}
    />
  );
}

export type TableBodyProps = React.ComponentProps<"tbody">;

/** The `<tbody>`. QA contract: `data-slot="table-body"`. */
export function TableBody({ className, ...props }: TableBodyProps) {
  return <tbody data-slot="table-body" className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

export type TableFooterProps = React.ComponentProps<"tfoot">;

/** The `<tfoot>` (totals, summaries). QA contract: `data-slot="table-footer"`. */
export function TableFooter({ className, ...props }: TableFooterProps) {
  return (
    <tfoot
      data-slot="table-footer"
      className={cn("border-t border-border bg-muted font-medium [&>tr]:last:border-b-0", className)}
      {...props}
    />
  );
}

export type TableRowProps = React.ComponentProps<"tr"> & {
  /**
   * Highlights the row as selected (a primary tint) and sets `data-state="selected"`.
   * @default false
   */
  selected?: boolean;
};

/**
 * A `<tr>`. QA contract: `data-slot="table-row"`, `data-state="selected"` while selected (the row's own
 * checkbox, if any, carries the state for assistive tech).
 */
export function TableRow({ className, selected = false, ...props }: TableRowProps) {
  return (
    <tr
      data-slot="table-row"
      data-state={selected ? "selected" : undefined}
      className={cn(
        // selected: a primary tint, not `accent`, which is the colour of secondary surfaces (a secondary Badge
        // vanished on it); strong enough in dark that such a pill still stands out
        "border-b border-border transition-colors hover:bg-muted data-[state=selected]:bg-primary/15 dark:data-[state=selected]:bg-primary/25",
        className,
      )}
      {...props}
    />
  );
}

/**
 * Cell alignment (`end` for numbers, with tabular figures so digits line up) and wrapping: cells stay on one
 * line, so a narrow screen scrolls the table sideways instead of breaking "OT-1042" apart; `wrap` lets notes
 * and long names wrap.
 */
export const tableCellVariants = cva("align-middle has-[[role=checkbox]]:w-px has-[[role=checkbox]]:pe-0", {
  variants: {
    align: { start: "text-start", center: "text-center", end: "text-end tabular-nums" },
    // a wrapping column keeps a readable width next to columns that do not give way
    wrap: { true: "min-w-48 whitespace-normal", false: "whitespace-nowrap" },
  },
  defaultVariants: { align: "start", wrap: false },
});

type CellOptions = {
  /**
   * Text alignment; `end` for numbers, with tabular figures so digits line up.
   * @default "start"
   */
  align?: VariantProps<typeof tableCellVariants>["align"];
  /**
   * Lets the text wrap (notes, long names); otherwise the cell stays on one line.
   * @default false
   */
  wrap?: boolean;
  /**
   * Cuts the text at 12 rem with an ellipsis instead of widening the column (long site names, addresses); give
   * the cell a `title` with the whole text.
   * @default false
   */
  truncate?: boolean;
};

/** The cell's content, cut with an ellipsis at 12 rem (a block inside the cell: table cells ignore max-width). */
function cellContent(children: React.ReactNode, truncate: boolean) {
  return truncate ? (
    <span data-slot="table-cell-text" className="block max-w-48 truncate">
      {children}
    </span>
  ) : (
    children
  );
}

export type TableHeadProps = Omit<React.ComponentProps<"th">, "align" | "scope"> &
  CellOptions & {
    /**
     * What the header names: its column ("col") or, in a body row, its row ("row").
     * @default "col"
     */
    scope?: "col" | "row" | "colgroup" | "rowgroup";
  };

/**
 * A header cell (`<th>`, `scope="col"` unless given; `scope="row"` makes a row header). Put `aria-sort` on a
 * sorted column's header. QA contract: `data-slot="table-head"`, `data-align`; `table-cell-text` inside a
 * `truncate` cell.
 */
export function TableHead({
  className,
  scope = "col",
  align,
  wrap = false,
  truncate = false,
  children,
  ...props
}: TableHeadProps) {
  return (
    <th
      data-slot="table-head"
      data-align={align ?? "start"}
      scope={scope}
      className={cn(
        tableCellVariants({ align, wrap }),
        scope === "row"
          ? "px-3 py-2.5 font-medium text-foreground"
          : "h-10 px-3 font-medium text-muted-foreground",
        className,
      )}
      {...props}
    >
      {cellContent(children, truncate)}
    </th>
  );
}

export type TableCellProps = Omit<React.ComponentProps<"td">, "align"> & CellOptions;

/** A data cell (`<td>`). QA contract: `data-slot="table-cell"`, `data-align`; `table-cell-text` inside a `truncate` cell. */
export function TableCell({
  className,
  align,
  wrap = false,
  truncate = false,
  children,
  ...props
}: TableCellProps) {
  return (
    <td
      data-slot="table-cell"
      data-align={align ?? "start"}
      className={cn(tableCellVariants({ align, wrap }), "px-3 py-2.5", className)}
      {...props}
    >
      {cellContent(children, truncate)}
    </td>
  );
}

export type TableCaptionProps = React.ComponentProps<"caption">;

/**
 * The table's name (`<caption>`), under the table at its start edge, so it stays in view when a wide table
 * scrolls. QA contract: `data-slot="table-caption"`.
 */
export function TableCaption({ className, ...props }: TableCaptionProps) {
  return (
    <caption
      data-slot="table-caption"
      className={cn("mt-4 text-start text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}
