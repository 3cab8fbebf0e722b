import { CheckIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "../../lib/cn.js";
import { HeadingTag, type HeadingLevel } from "../../lib/heading.js";
import { Card, CardContent, CardDescription, CardHeader } from "../card/card.js";
import { IconTile } from "../icon-tile/icon-tile.js";

/** Headings of the three lists of an IndustryCard. */
export type IndustryCardHeadings = {
  /** Heading above `examples` (default "Examples"). */
  examples?: React.ReactNode;
  /** Heading above `keyFeatures` (default "Key Features"). */
  keyFeatures?: React.ReactNode;
  /** Heading above `benefits` (default "Benefits"). */
  benefits?: React.ReactNode;
};

export type IndustryCardProps = Omit<React.ComponentProps<"div">, "title"> & {
  /** Decorative icon for the industry. */
  icon?: React.ReactNode;
  /** The industry's name (e.g. "Healthcare"). */
  title: React.ReactNode;
  /** A sentence on what the platform does for this industry. */
  description?: React.ReactNode;
  /** Example assets tracked in this industry. */
  examples?: React.ReactNode[];
  /** The features that matter most for this industry. */
  keyFeatures?: React.ReactNode[];
  /** Outcomes the industry gets. */
  benefits?: React.ReactNode[];
  /** Override the list headings (e.g. for another language). */
  headings?: IndustryCardHeadings;
  /** Heading level of the title (default 3); list headings are one level below. */
  headingLevel?: Exclude<HeadingLevel, 6>;
};

/**
 * An industry use case: title, description and three titled lists.
 * QA contract: `data-slot="industry-card"`, lists `data-slot="industry-card-list"` with `data-list="examples|key-features|benefits"`.
 */
export function IndustryCard({
  icon,
  title,
  description,
  examples = [],
  keyFeatures = [],
  benefits = [],
  headings,
  headingLevel = 3,
  className,
  children,
  ...props
}: IndustryCardProps) {
  const lists = [
    { key: "examples", heading: headings?.examples ?? "Examples", items: examples },
    { key: "key-features", heading: headings?.keyFeatures ?? "Key Features", items: keyFeatures },
    { key: "benefits", heading: headings?.benefits ?? "Benefits", items: benefits },
  ].filter((list) => list.items.length > 0);
  return (
    <Card data-slot="industry-card" className={cn("h-full", className)} {...props}>
      <CardHeader className="gap-4 sm:flex-row sm:items-start">
        {icon ? <IconTile size="lg">{icon}</IconTile> : null}
        <div className="flex flex-col gap-1.5">
          <HeadingTag
            level={headingLevel}
            data-slot="industry-card-title"
            className="text-xl font-semibold tracking-tight"
          >
            {title}
          </HeadingTag>
          {description ? <CardDescription className="text-base">{description}</CardDescription> : null}
        </div>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-3">
        {lists.map((list) => (
          <div
            key={list.key}
            data-slot="industry-card-list"
            data-list={list.key}
            className="flex flex-col gap-3"
          >
            <HeadingTag
              level={(headingLevel + 1) as HeadingLevel}
              className="text-sm font-semibold tracking-wide text-foreground uppercase"
            >
              {list.heading}
            </HeadingTag>
            <ul className="flex flex-col gap-2 text-sm text-muted-foreground">
              {list.items.map((item, index) => (
                <li key={index} className="flex gap-2">
                  <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
        {children}
      </CardContent>
    </Card>
  );
}
