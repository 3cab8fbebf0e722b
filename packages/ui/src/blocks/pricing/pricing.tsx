import * as React from "react";
import { cn } from "../../lib/cn.js";
import type { HeadingLevel } from "../../lib/heading.js";
import { Badge } from "../../components/badge/badge.js";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "../../components/card/card.js";
import { CheckList, CheckListItem } from "../../components/check-list/check-list.js";

export type PricingTableProps = React.ComponentProps<"div">;

/** Lays PricingCards out: one column on phones, three from `lg`. QA contract: `data-slot="pricing-table"`. */
export function PricingTable({ className, ...props }: PricingTableProps) {
  return (
    <div
      data-slot="pricing-table"
      className={cn(
        // side by side, the cards share rows (subgrid): every plan's features start at one height, whatever
        // the length of the description above them
        "mx-auto grid max-w-md items-stretch gap-6 lg:max-w-none lg:grid-cols-3 lg:gap-8",
        className,
      )}
      {...props}
    />
  );
}

export type PricingCardProps = Omit<React.ComponentProps<"div">, "title"> & {
  /** Plan name, e.g. "Professional". Required. */
  name: React.ReactNode;
  /** Price text, e.g. "$99", or "Custom" for a quote-based plan (then usually without `period`). Required. */
  price: React.ReactNode;
  /**
   * Billing period after the price, e.g. "/month".
   * @default undefined
   */
  period?: React.ReactNode;
  /**
   * A sentence on who the plan is for.
   * @default undefined
   */
  description?: React.ReactNode;
  /** What the plan includes, one item per line. Required. */
  features: React.ReactNode[];
  /**
   * Call to action, typically `<Button asChild variant={highlighted ? "default" : "outline"}><a href="...">...</a></Button>`.
   * @default undefined
   */
  cta?: React.ReactNode;
  /**
   * Emphasises the plan (brand border and ring, a deeper shadow) and shows `badge`.
   * @default false
   */
  highlighted?: boolean;
  /**
   * Badge text, shown only on a highlighted plan, e.g. "Most Popular".
   * @default undefined
   */
  badge?: React.ReactNode;
  /**
   * Heading level of the plan name.
   * @default 3
   */
  headingLevel?: HeadingLevel;
};

/**
 * One plan: name, price, period, description, features and a call to action.
 * QA contract: `data-slot="pricing-card"`, `data-highlighted`; parts `pricing-card-price`, `pricing-card-features`, `pricing-card-cta`.
 */
export function PricingCard({
  name,
  price,
  period,
  description,
  features,
  cta,
  highlighted = false,
  badge,
  headingLevel = 3,
  className,
  children,
  ...props
}: PricingCardProps) {
  const nameId = React.useId();
  return (
    <Card
      data-slot="pricing-card"
      data-highlighted={highlighted || undefined}
      variant={highlighted ? "highlighted" : "default"}
      role="group"
      aria-labelledby={nameId}
      // not lifted: side by side, every card shares the row's top edge and its CTA the bottom (CardFooter mt-auto)
      className={cn(
        "relative h-full in-data-[slot=pricing-table]:lg:row-span-3 in-data-[slot=pricing-table]:lg:grid in-data-[slot=pricing-table]:lg:grid-rows-subgrid",
        className,
      )}
      {...props}
    >
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle level={headingLevel} id={nameId} data-slot="pricing-card-name">
            {name}
          </CardTitle>
          {highlighted && badge ? <Badge data-slot="pricing-card-badge">{badge}</Badge> : null}
        </div>
        <p data-slot="pricing-card-price" className="flex items-baseline gap-1">
          <span className="text-4xl font-bold tracking-tight text-foreground tabular-nums">{price}</span>
          {period ? <span className="text-sm font-medium text-muted-foreground">{period}</span> : null}
        </p>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        <CheckList data-slot="pricing-card-features">
          {features.map((feature, index) => (
            <CheckListItem key={index}>{feature}</CheckListItem>
          ))}
        </CheckList>
        {children}
      </CardContent>
      {cta ? (
        <CardFooter data-slot="pricing-card-cta" className="pt-2 [&>*]:w-full">
          {cta}
        </CardFooter>
      ) : null}
    </Card>
  );
}
