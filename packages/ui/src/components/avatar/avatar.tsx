"use client";

import * as AvatarPrimitive from "@radix-ui/react-avatar";
import type { VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn.js";
import { avatarVariants } from "./avatar.shared.js";

export type AvatarProps = React.ComponentProps<typeof AvatarPrimitive.Root> & {
  /**
   * Diameter: `sm` 32 px, `md` 40 px, `lg` 48 px; the initials scale with it.
   * @default "md"
   */
  size?: VariantProps<typeof avatarVariants>["size"];
};

/**
 * A person's picture in a circle, with initials while it loads or when it fails. Holds one `AvatarImage` and
 * one `AvatarFallback`. QA contract: `data-slot="avatar"`, `data-size`.
 */
export function Avatar({ className, size, ...props }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      data-size={size ?? "md"}
      className={cn(avatarVariants({ size }), className)}
      {...props}
    />
  );
}

export type AvatarImageProps = React.ComponentProps<typeof AvatarPrimitive.Image>;

/**
 * The picture; rendered only once it has loaded (Radix preloads it), so a broken URL never shows a broken
 * image. Give it `alt` (the person's name). QA contract: `data-slot="avatar-image"`.
 */
export function AvatarImage({ className, ...props }: AvatarImageProps) {
  return (
    <AvatarPrimitive.Image
      data-slot="avatar-image"
      className={cn("aspect-square size-full object-cover", className)}
      {...props}
    />
  );
}

export type AvatarFallbackProps = React.ComponentProps<typeof AvatarPrimitive.Fallback> & {
  /**
   * The person's name for assistive tech while the fallback shows (the initials are then hidden from it). Unset: the children are read as they are.
   * @default undefined
   */
  label?: string;
};

/**
 * Shown while the image loads and when it fails (or when there is no image): usually initials, see
 * `initials()`. `delayMs` waits before showing it, so fast images do not flash it. QA contract:
 * `data-slot="avatar-fallback"` (present only while the fallback is shown).
 */
export function AvatarFallback({ className, label, children, ...props }: AvatarFallbackProps) {
  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      role={label ? "img" : undefined}
      aria-label={label}
      className={cn(
        "flex size-full items-center justify-center rounded-full bg-secondary font-medium text-secondary-foreground",
        className,
      )}
      {...props}
    >
      {label ? <span aria-hidden="true">{children}</span> : children}
    </AvatarPrimitive.Fallback>
  );
}
