"use client";

import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import { LoaderCircleIcon } from "lucide-react";
import * as React from "react";
import { cn } from "../../lib/cn.js";

export const buttonVariants = cva(
  "relative inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-[color,background-color,border-color,box-shadow,opacity] outline-none select-none focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 aria-busy:cursor-progress [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-xs hover:bg-primary/90",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        outline: "border border-border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        link: "text-primary underline underline-offset-4 decoration-primary/40 hover:decoration-primary",
        destructive: "bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90",
      },
      size: {
        sm: "h-8 px-3 text-sm",
        md: "h-10 px-4 text-sm",
        lg: "h-12 px-6 text-base",
        icon: "size-10",
      },
    },
    compoundVariants: [{ variant: "link", className: "h-auto px-0" }],
    defaultVariants: { variant: "default", size: "md" },
  },
);

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the single child element instead of a `<button>`, merging props (e.g. a link). */
    asChild?: boolean;
    /** Shows the busy state: disabled, `aria-busy`, a spinner and `loadingText` over the original label. */
    loading?: boolean;
    /** Label shown while `loading` (e.g. "Sending..."); the hidden original label keeps the width. */
    loadingText?: string;
  };

function stopClick(event: React.MouseEvent) {
  event.preventDefault();
  event.stopPropagation();
}

/** The action primitive. QA contract: `data-slot="button"`, `data-variant`, `data-size`, `data-loading`. */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  loadingText,
  disabled,
  children,
  ...props
}: ButtonProps) {
  const busy = (label: React.ReactNode) => (
    <>
      {/* the hidden label keeps the width; the busy label sits on top of it */}
      <span className="invisible inline-flex items-center gap-2" aria-hidden="true">
        {label}
      </span>
      <span className="absolute inset-0 inline-flex items-center justify-center gap-2">
        <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
        {loadingText ?? label}
      </span>
    </>
  );
  let content: React.ReactNode = children;
  if (loading) {
    // with asChild the child element (e.g. a link) stays the root; only its content changes
    const child = asChild && React.isValidElement<{ children?: React.ReactNode }>(children) ? children : null;
    content = child ? React.cloneElement(child, undefined, busy(child.props.children)) : busy(children);
  }
  const Comp = asChild ? Slot : "button";
  // a slotted link cannot be `disabled`: aria-disabled marks it, and its clicks (pointer or Enter) are
  // stopped in the capture phase, before its own handler runs and before the browser follows it
  const inert = asChild && (disabled || loading);
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? "default"}
      data-size={size ?? "md"}
      data-loading={loading || undefined}
      data-disabled={disabled || undefined}
      aria-busy={loading || undefined}
      aria-disabled={inert || undefined}
      onClickCapture={inert ? stopClick : undefined}
      disabled={asChild ? undefined : disabled || loading}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    >
      {content}
    </Comp>
  );
}
