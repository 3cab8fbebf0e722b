import type * as React from "react";
import { cn } from "../../lib/cn.js";
import type { HeadingLevel } from "../../lib/heading.js";
import { Card, CardTitle } from "../../components/card/card.js";
import { IconTile } from "../../components/icon-tile/icon-tile.js";

export type ValueCardProps = Omit<React.ComponentProps<"div">, "title"> & {
  /**
   * Decorative icon shown on a tinted round tile above the title.
   * @default undefined
   */
  icon?: React.ReactNode;
  /** The value's name (e.g. "Innovation"). Required. */
  title: React.ReactNode;
  /**
   * A sentence explaining the value.
   * @default the children
   */
  description?: React.ReactNode;
  /**
   * Heading level of the title.
   * @default 3
   */
  headingLevel?: HeadingLevel;
};

/** A company value: centred icon, title and text, lighter than a Card. QA contract: `data-slot="value-card"`. */
export function ValueCard({
  icon,
  title,
  description,
  headingLevel = 3,
  className,
  children,
  ...props
}: ValueCardProps) {
  return (
    <Card
      data-slot="value-card"
      variant="outline"
      className={cn("h-full items-center gap-3 p-6 text-center", className)}
      {...props}
    >
      {icon ? (
        <IconTile size="lg" className="rounded-full">
          {icon}
        </IconTile>
      ) : null}
      <CardTitle level={headingLevel} data-slot="value-card-title">
        {title}
      </CardTitle>
      <p data-slot="value-card-description" className="text-sm leading-relaxed text-muted-foreground">
        {description ?? children}
      </p>
    </Card>
  );
}
