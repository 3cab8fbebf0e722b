import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";
import { cn } from "../../lib/cn.js";
import type { HeadingLevel } from "../../lib/heading.js";
import { Container, type ContainerProps } from "../container/container.js";
import { Heading, Text } from "../typography/typography.js";

// a scroll target stops right under the sticky Navbar (its 4rem bar, 1px border): no strip of the section above
export const sectionVariants = cva("scroll-mt-[calc(4rem+1px)]", {
  variants: {
    tone: {
      default: "bg-background",
      muted: "bg-muted",
    },
    spacing: {
      sm: "py-12 sm:py-16",
      md: "py-16 sm:py-24",
      lg: "py-20 sm:py-32",
    },
    // off-screen, the browser skips the section's layout and paint and reserves its last rendered height
    // (an estimate until it first renders); it stays findable, focusable and in the accessibility tree
    lazyRender: {
      true: "[content-visibility:auto] [contain-intrinsic-size:auto_var(--lazy-render-size,40rem)]",
      false: "",
    },
  },
  defaultVariants: { tone: "default", spacing: "md", lazyRender: false },
});

export type SectionProps = Omit<React.ComponentProps<"section">, "title"> &
  VariantProps<typeof sectionVariants> & {
    /**
     * Background: "default" (the page's) or "muted", to set a section apart.
     * @default "default"
     */
    tone?: "default" | "muted" | null;
    /**
     * Vertical padding: "sm", "md" or "lg", larger from 640 px up.
     * @default "md"
     */
    spacing?: "sm" | "md" | "lg" | null;
    /**
     * Small label above the heading, e.g. "Pricing".
     * @default undefined
     */
    eyebrow?: React.ReactNode;
    /**
     * The section heading; also names the section landmark.
     * @default undefined
     */
    heading?: React.ReactNode;
    /**
     * Introductory paragraph under the heading.
     * @default undefined
     */
    intro?: React.ReactNode;
    /**
     * Outline level of the heading (use 1 for a page's first section).
     * @default 2
     */
    headingLevel?: HeadingLevel;
    /**
     * Heading size on the type scale ("display" for heroes).
     * @default "lg"
     */
    headingSize?: "display" | "xl" | "lg" | "md";
    /**
     * Aligns the header block: "center" or "start".
     * @default "center"
     */
    align?: "center" | "start";
    /**
     * Max width of the inner Container: "sm", "md", "lg" or "full".
     * @default "lg"
     */
    containerSize?: ContainerProps["size"];
    /**
     * Skips rendering work while off-screen (`content-visibility: auto`), below the fold. Until it first renders
     * the section counts as 40 rem tall: set `--lazy-render-size` to its usual height less its padding (per
     * breakpoint), or the page grows as it scrolls and End stops short of the end.
     * @default false
     */
    lazyRender?: boolean | null;
  };

/**
 * A page section: optional eyebrow, heading and intro above its content, inside a Container.
 * `id` makes it a scroll target (offset for a sticky header). QA contract: `data-slot="section"`, `data-tone`,
 * `data-lazy-render` (with `lazyRender`), parts `section-eyebrow`, `section-heading`, `section-intro`.
 * Scrolling to a target below lazy sections: render them first (see the README), or their estimated
 * heights move it while a smooth scroll is on its way.
 */
export function Section({
  eyebrow,
  heading,
  intro,
  headingLevel = 2,
  headingSize,
  align = "center",
  tone,
  spacing,
  containerSize,
  lazyRender = false,
  className,
  children,
  ...props
}: SectionProps) {
  const headingId = React.useId();
  const hasHeader = eyebrow != null || heading != null || intro != null;
  return (
    <section
      data-slot="section"
      data-tone={tone ?? "default"}
      data-lazy-render={lazyRender ? "" : undefined}
      aria-labelledby={heading != null ? headingId : undefined}
      className={cn(sectionVariants({ tone, spacing, lazyRender }), className)}
      {...props}
    >
      <Container size={containerSize}>
        {hasHeader ? (
          <header
            className={cn(
              "mb-12 flex max-w-3xl flex-col gap-4 sm:mb-16",
              align === "center" ? "mx-auto items-center text-center" : "items-start text-left",
            )}
          >
            {eyebrow != null ? (
              <Text asChild variant="eyebrow">
                <p data-slot="section-eyebrow">{eyebrow}</p>
              </Text>
            ) : null}
            {heading != null ? (
              <Heading
                id={headingId}
                data-slot="section-heading"
                level={headingLevel}
                size={headingSize ?? "lg"}
              >
                {heading}
              </Heading>
            ) : null}
            {intro != null ? (
              <Text asChild variant="lead">
                <p data-slot="section-intro">{intro}</p>
              </Text>
            ) : null}
          </header>
        ) : null}
        {children}
      </Container>
    </section>
  );
}
