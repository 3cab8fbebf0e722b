import { cva, type VariantProps } from "class-variance-authority";
import { CheckIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "../../lib/cn.js";

export const checkListVariants = cva("flex flex-col text-sm", {
  variants: {
    // the gap between items and between each check mark and its text
    spacing: {
      sm: "gap-2 [&>li]:gap-2",
      md: "gap-3 [&>li]:gap-2.5",
    },
  },
  defaultVariants: { spacing: "md" },
});

export type CheckListProps = React.ComponentProps<"ul"> &
  VariantProps<typeof checkListVariants> & {
    /**
     * Gaps between items and after each check: "sm" (8 px, 8 px) or "md" (12 px, 10 px).
     * @default "md"
     */
    spacing?: "sm" | "md" | null;
  };

/**
 * A list of things included or achieved, each item after a check mark; put CheckListItems in it.
 * QA contract: `data-slot="check-list"`, `data-spacing`.
 */
export function CheckList({ className, spacing, ...props }: CheckListProps) {
  return (
    <ul
      data-slot="check-list"
      data-spacing={spacing ?? "md"}
      className={cn(checkListVariants({ spacing }), className)}
      {...props}
    />
  );
}

export type CheckListItemProps = React.ComponentProps<"li">;

/** One item of a CheckList; the check mark is decorative (hidden from assistive tech). `data-slot="check-list-item"`. */
export function CheckListItem({ className, children, ...props }: CheckListItemProps) {
  return (
    <li data-slot="check-list-item" className={cn("flex", className)} {...props}>
      <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>{children}</span>
    </li>
  );
}
