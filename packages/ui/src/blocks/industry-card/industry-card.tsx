import type * as React from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/card/card.js";
import { CheckList, CheckListItem } from "../../components/check-list/check-list.js";
import { IconTile } from "../../components/icon-tile/icon-tile.js";
import { Text } from "../../components/typography/typography.js";
import { cn } from "../../lib/cn.js";
import { HeadingTag, type HeadingLevel } from "../../lib/heading.js";

/** Headings of the three lists of an IndustryCard (the product's wording, so no defaults). */
export type IndustryCardHeadings = {
  /** Heading above `examples`, e.g. "Examples". Required. */
  examples: React.ReactNode;
  /** Heading above `keyFeatures`, e.g. "Key Features". Required. */
  keyFeatures: React.ReactNode;
  /** Heading above `benefits`, e.g. "Benefits". Required. */
  benefits: React.ReactNode;
};

export type IndustryCardProps = Omit<React.ComponentProps<"div">, "title"> & {
  /**
   * Decorative icon for the industry, on a large tinted tile.
   * @default undefined
   */
  icon?: React.ReactNode;
  /** The industry's name (e.g. "Healthcare"). Required. */
  title: React.ReactNode;
  /**
   * A sentence on what the platform does for this industry.
   * @default undefined
   */
  description?: React.ReactNode;
  /**
   * Example assets tracked in this industry. An empty list is left out.
   * @default []
   */
  examples?: React.ReactNode[];
  /**
   * The features that matter most for this industry. An empty list is left out.
   * @default []
   */
  keyFeatures?: React.ReactNode[];
  /**
   * Outcomes the industry gets. An empty list is left out.
   * @default []
   */
  benefits?: React.ReactNode[];
  /** The three list headings (the kit carries no product wording). Required. */
  headings: IndustryCardHeadings;
  /**
   * Heading level of the title; the list headings are one level below.
   * @default 3
   */
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
    { key: "examples", heading: headings.examples, items: examples },
    { key: "key-features", heading: headings.keyFeatures, items: keyFeatures },
    { key: "benefits", heading: headings.benefits, items: benefits },
  ].filter((list) => list.items.length > 0);
  return (
    <Card data-slot="industry-card" className={cn("h-full", className)} {...props}>
      <CardHeader className="gap-4 sm:flex-row sm:items-start">
        {icon ? <IconTile size="lg">{icon}</IconTile> : null}
        <div className="flex flex-col gap-1.5">
          <CardTitle level={headingLevel} size="lg" data-slot="industry-card-title">
            {title}
          </CardTitle>
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
            <Text asChild variant="eyebrow" className="text-foreground">
              <HeadingTag level={(headingLevel + 1) as HeadingLevel}>{list.heading}</HeadingTag>
            </Text>
            <CheckList spacing="sm" className="text-muted-foreground">
              {list.items.map((item, index) => (
                <CheckListItem key={index}>{item}</CheckListItem>
              ))}
            </CheckList>
          </div>
        ))}
        {children}
      </CardContent>
    </Card>
  );
}
