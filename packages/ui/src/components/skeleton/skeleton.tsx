import type * as React from "react";
import { cn } from "../../lib/cn.js";

export type SkeletonProps = React.ComponentProps<"div">;

/**
 * A placeholder block shown while content loads; size it with classes (`h-4 w-32`, `size-10 rounded-full`).
 * Hidden from assistive tech: announce the loading state once on the region that is loading (`aria-busy`,
 * a status message). Pulses, except under reduced motion. QA contract: `data-slot="skeleton"`.
 */
export function Skeleton({ className, ...props }: SkeletonProps) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-secondary motion-reduce:animate-none", className)}
      {...props}
    />
  );
}
