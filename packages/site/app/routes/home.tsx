import {
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  FeatureCard,
  Heading,
  IconTile,
  PricingCard,
  PricingTable,
  Section,
  StatCard,
  Text,
} from "@orbitag/ui";
import { ArrowRight } from "lucide-react";
import { Fragment } from "react";
import { ExternalAppLink } from "../components/external-app-link";
import { HeroIllustration } from "../components/hero-illustration";
import { Icon } from "../components/icons";
import { SiteLayout } from "../components/site-layout";
import { site } from "../config/site";
import type { BootPolicy } from "../boot/contract";
import { pageMeta, productJsonLd } from "../lib/seo/meta";

/** Plain content: React loads only for a signed-in visitor or an auth redirect (app/boot/boot-policy.ts). */
export const handle = { boot: "on-demand" } satisfies { boot: BootPolicy };

export function meta() {
  return [...pageMeta(site.seo.pages.home), { "script:ld+json": productJsonLd() }];
}

const { hero, whyUs, features, technology, pricing } = site.pages.home;

function Hero() {
  return (
    <Section spacing="sm" aria-labelledby="hero-heading" className="overflow-hidden">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div className="flex flex-col items-start gap-6">
          <Text variant="eyebrow">{hero.eyebrow}</Text>
          <Heading id="hero-heading" level={1} size="display">
            {hero.heading}
          </Heading>
          <Text variant="lead">{hero.lead}</Text>
          <div className="flex flex-wrap gap-3">
            <ExternalAppLink size="lg">
              {site.actions.startTrial}
              <ArrowRight aria-hidden="true" />
            </ExternalAppLink>
            <ExternalAppLink size="lg" variant="outline">
              {site.actions.contactSales}
            </ExternalAppLink>
          </div>
          {/* a phone breaks the line between the facts, not inside one ("Plans from / $29/month"), and after a
              dot, not before one */}
          <Text variant="small">
            {hero.facts.map((fact, i) => (
              <Fragment key={fact}>
                {i > 0 ? "\u00a0· " : null}
                <span className="whitespace-nowrap">{fact}</span>
              </Fragment>
            ))}
          </Text>
        </div>
        <HeroIllustration className="h-auto w-full drop-shadow-xl" />
      </div>
    </Section>
  );
}

export default function Home() {
  return (
    <SiteLayout>
      <Hero />

      <Section id="why-us" tone="muted" eyebrow={whyUs.eyebrow} heading={whyUs.heading} intro={whyUs.intro}>
        <div className="grid gap-6 md:grid-cols-3">
          {site.whyUs.map((item) => (
            <FeatureCard
              key={item.title}
              icon={<Icon name={item.icon} />}
              title={item.title}
              description={item.description}
            />
          ))}
        </div>
      </Section>

      {/* the muted band above ends at its colour edge, while below Features' own top padding is the space:
          the figures keep a section's spacing above and have none below, so the two gaps are equal */}
      {/* each lazy section's usual content height (--lazy-render-size, its padding apart), measured at 390, 768
          and 1280 px, so the page is as long before they render as after: the scrollbar holds still and End reaches the footer */}
      <Section
        id="trust"
        aria-label={site.claimsLabel}
        lazyRender
        className="pb-0 [--lazy-render-size:23.5rem] sm:pb-0 md:[--lazy-render-size:7rem]"
      >
        <div className="grid gap-6 sm:grid-cols-3">
          {site.claims.map((claim) => (
            <StatCard key={claim.label} value={claim.value} label={claim.label} />
          ))}
        </div>
      </Section>

      <Section
        id="features"
        lazyRender
        className="[--lazy-render-size:103.5rem] md:[--lazy-render-size:58.5rem] lg:[--lazy-render-size:40rem]"
        eyebrow={features.eyebrow}
        heading={features.heading}
        intro={features.intro}
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {site.features.map((feature) => (
            <FeatureCard
              key={feature.id}
              icon={<Icon name={feature.icon} />}
              title={feature.title}
              description={feature.description}
            />
          ))}
        </div>
      </Section>

      <Section
        id="technology"
        lazyRender
        className="[--lazy-render-size:68rem] md:[--lazy-render-size:38.5rem] lg:[--lazy-render-size:29.5rem]"
        tone="muted"
        eyebrow={technology.eyebrow}
        heading={technology.heading}
        intro={technology.intro}
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {site.techStack.map((tech) => (
            <Card key={tech.name} variant="outline">
              <CardHeader className="flex-row items-start gap-4">
                <IconTile>
                  <Icon name={tech.icon} />
                </IconTile>
                <div className="flex flex-col gap-1">
                  <CardTitle className="text-base">{tech.name}</CardTitle>
                  <CardDescription>{tech.description}</CardDescription>
                </div>
              </CardHeader>
            </Card>
          ))}
        </div>
      </Section>

      <Section
        id="pricing"
        lazyRender
        className="[--lazy-render-size:103rem] md:[--lazy-render-size:98rem] lg:[--lazy-render-size:42rem]"
        eyebrow={pricing.eyebrow}
        heading={pricing.heading}
        intro={pricing.intro}
      >
        <PricingTable>
          {site.plans.map((plan) => (
            <PricingCard
              key={plan.id}
              name={plan.name}
              price={plan.priceLabel}
              period={plan.period || undefined}
              description={plan.description}
              features={[...plan.limits, ...plan.features]}
              highlighted={plan.mostPopular}
              badge={plan.mostPopular ? site.mostPopularLabel : undefined}
              cta={
                <ExternalAppLink variant={plan.mostPopular ? "default" : "outline"}>
                  {plan.cta}
                </ExternalAppLink>
              }
            />
          ))}
        </PricingTable>
      </Section>
    </SiteLayout>
  );
}
