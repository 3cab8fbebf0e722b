import type * as React from "react";
import { cn } from "../../lib/cn.js";

export type SeparatorProps = React.ComponentProps<"div"> & {
  /**
   * Direction of the line: "horizontal" or "vertical".
   * @default "horizontal"
   */
  orientation?: "horizontal" | "vertical";
  /**
   * Purely visual: hidden from assistive tech. Set false to expose a semantic `separator`.
   * @default true
   */
  decorative?: boolean;
};

/** A thin dividing line. QA contract: `data-slot="separator"`, `data-orientation`. */
export function Separator({
  className,
  orientation = "horizontal",
  decorative = true,
  ...props
}: SeparatorProps) {
  const semantic = decorative
    ? { role: "none" as const }
    : {
        role: "separator" as const,
        // horizontal is the implicit ARIA default
        "aria-orientation": orientation === "vertical" ? ("vertical" as const) : undefined,
      };
  return (
    <div
      data-slot="separator"
      data-orientation={orientation}
      {...semantic}
      className={cn(
        "shrink-0 bg-border",
        orientation === "horizontal" ? "h-px w-full" : "h-full min-h-4 w-px self-stretch",
        className,
      )}
      {...props}
    />
  );
}
