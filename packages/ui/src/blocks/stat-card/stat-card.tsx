import type * as React from "react";
import { Card } from "../../components/card/card.js";
import { cn } from "../../lib/cn.js";

export type StatCardProps = React.ComponentProps<"div"> & {
  /** The figure, e.g. "99.9%" or "10,000+". Required. */
  value: React.ReactNode;
  /** What the figure measures, e.g. "Uptime". Required. */
  label: React.ReactNode;
  /**
   * Decorative icon above the figure.
   * @default undefined
   */
  icon?: React.ReactNode;
};

/**
 * A headline figure with its label. The label is read before the value ("Uptime: 99.9%") for screen readers.
 * QA contract: `data-slot="stat-card"`, parts `stat-card-value`, `stat-card-label`.
 */
export function StatCard({ value, label, icon, className, ...props }: StatCardProps) {
  return (
    <Card
      data-slot="stat-card"
      variant="outline"
      className={cn("items-center gap-1 px-4 text-center", className)}
      {...props}
    >
      {icon ? (
        <span aria-hidden="true" className="mb-2 text-primary [&_svg:not([class*='size-'])]:size-6">
          {icon}
        </span>
      ) : null}
      <dl className="flex flex-col-reverse items-center gap-1">
        <dt data-slot="stat-card-label" className="text-sm font-medium text-muted-foreground">
          {label}
        </dt>
        <dd
          data-slot="stat-card-value"
          className="text-3xl font-bold tracking-tight text-foreground tabular-nums sm:text-4xl"
        >
          {value}
        </dd>
      </dl>
    </Card>
  );
}
