import type * as React from "react";
import { cn } from "../../lib/cn.js";
import type { HeadingLevel } from "../../lib/heading.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/card/card.js";
import { IconTile } from "../../components/icon-tile/icon-tile.js";

/** One labelled line of an item, e.g. a day and its opening hours. */
export type ContactInfoLine = {
  /** What the line is about, e.g. "Saturday". Required. */
  label: React.ReactNode;
  /** Its information, e.g. "10:00 AM - 4:00 PM". Required. */
  value: React.ReactNode;
};

/** One item of contact information. */
export type ContactInfoItem = {
  /** Optional small label before the value (e.g. "Sales", "Business hours"). */
  label?: React.ReactNode;
  /** The information itself (an address, a phone number...). Unset: an item of `lines` needs none. */
  value?: React.ReactNode;
  /**
   * Labelled lines under the label, e.g. opening hours per day: one item, one icon (a `<dl>`). Label and value
   * side by side in a list at least 24rem wide; narrower (a phone), each value under its label. The card then
   * takes its width from its parent (a grid cell, a column), not from its content.
   */
  lines?: ContactInfoLine[];
  /** Makes the value a link (e.g. "mailto:..." or "tel:..."). */
  href?: string;
  /** Decorative icon shown before the item. */
  icon?: React.ReactNode;
};

export type ContactInfoCardProps = Omit<React.ComponentProps<"div">, "title"> & {
  /**
   * Decorative icon for the whole card, on a tinted tile before the title.
   * @default undefined
   */
  icon?: React.ReactNode;
  /** The card's heading (e.g. "Contact Information" or "Business Hours"). Required. */
  title: React.ReactNode;
  /**
   * A sentence under the heading.
   * @default undefined
   */
  description?: React.ReactNode;
  /** The items of information, in order. Required. */
  items: ContactInfoItem[];
  /**
   * Heading level of the title.
   * @default 2
   */
  headingLevel?: HeadingLevel;
};

/**
 * Contact details (e-mails, phones, address, hours) as a titled list.
 * QA contract: `data-slot="contact-info-card"`, each item `data-slot="contact-info-item"`, an item's labelled
 * lines `data-slot="contact-info-lines"` (a `<dl>`).
 */
export function ContactInfoCard({
  icon,
  title,
  description,
  items,
  headingLevel = 2,
  className,
  children,
  ...props
}: ContactInfoCardProps) {
  return (
    <Card data-slot="contact-info-card" className={cn("gap-5", className)} {...props}>
      <CardHeader className="flex-row items-center gap-3">
        {icon ? <IconTile>{icon}</IconTile> : null}
        <div className="flex flex-col gap-1">
          <CardTitle level={headingLevel} data-slot="contact-info-card-title">
            {title}
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
      </CardHeader>
      <CardContent>
        {/* labelled lines pick their layout by the card's width, not the window's: a size container (only
            then, as it no longer sizes itself by its content) */}
        <ul className={cn("flex flex-col gap-3", items.some((item) => item.lines?.length) && "@container")}>
          {items.map((item, index) => (
            <li key={index} data-slot="contact-info-item" className="flex gap-3 text-sm">
              {item.icon ? (
                <span aria-hidden="true" className="mt-0.5 text-primary [&_svg:not([class*='size-'])]:size-4">
                  {item.icon}
                </span>
              ) : null}
              <div className="flex min-w-0 flex-col">
                {item.label ? (
                  <span className="text-xs font-medium text-muted-foreground">{item.label}</span>
                ) : null}
                {item.value == null ? null : item.href ? (
                  <a
                    href={item.href}
                    className="font-medium break-words text-foreground underline-offset-4 hover:text-primary hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    {item.value}
                  </a>
                ) : (
                  <span className="break-words text-foreground">{item.value}</span>
                )}
                {item.lines?.length ? (
                  // two columns where a day and its hours fit side by side (24rem); narrower, each value goes
                  // under its label rather than wrapping mid-range ("9:00 AM -" / "6:00 PM")
                  <dl
                    data-slot="contact-info-lines"
                    className="grid gap-y-1.5 break-words @sm:grid-cols-[auto_1fr] @sm:gap-x-3 @sm:gap-y-0.5"
                  >
                    {item.lines.map((line, lineIndex) => (
                      // a row's text reads "label value" (the space) while the columns line up (subgrid)
                      <div key={lineIndex} className="@sm:col-span-2 @sm:grid @sm:grid-cols-subgrid">
                        <dt className="text-muted-foreground">{line.label}</dt>{" "}
                        <dd className="min-w-0 text-foreground">{line.value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        {children}
      </CardContent>
    </Card>
  );
}
