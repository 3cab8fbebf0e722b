import type * as React from "react";
import { cn } from "../../lib/cn.js";
import type { HeadingLevel } from "../../lib/heading.js";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/card/card.js";
import { IconTile } from "../../components/icon-tile/icon-tile.js";

export type FeatureCardProps = Omit<React.ComponentProps<"div">, "title"> & {
  /**
   * Decorative icon (e.g. a lucide-react icon) shown on a tinted tile.
   * @default undefined
   */
  icon?: React.ReactNode;
  /** The feature's name. Required. */
  title: React.ReactNode;
  /**
   * One or two sentences about the feature.
   * @default the children
   */
  description?: React.ReactNode;
  /**
   * Heading level of the title.
   * @default 3
   */
  headingLevel?: HeadingLevel;
};

/** A product feature: icon, title, text. QA contract: `data-slot="feature-card"`. */
export function FeatureCard({
  icon,
  title,
  description,
  headingLevel = 3,
  className,
  children,
  ...props
}: FeatureCardProps) {
  const text = description ?? children;
  return (
    <Card data-slot="feature-card" interactive className={cn("h-full gap-4", className)} {...props}>
      <CardHeader className="gap-4">
        {icon ? <IconTile>{icon}</IconTile> : null}
        <CardTitle level={headingLevel} data-slot="feature-card-title">
          {title}
        </CardTitle>
      </CardHeader>
      {text ? (
        <CardContent
          data-slot="feature-card-description"
          className="text-sm leading-relaxed text-muted-foreground"
        >
          {text}
        </CardContent>
      ) : null}
    </Card>
  );
}
