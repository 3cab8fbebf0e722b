import { IndustryCard, Section } from "@orbitag/ui";
import { ExternalAppLink } from "../components/external-app-link";
import { Icon } from "../components/icons";
import { SiteLayout } from "../components/site-layout";
import { site } from "../config/site";
import type { BootPolicy } from "../boot/contract";
import { pageMeta } from "../lib/seo/meta";

/** Plain content: React loads only for a signed-in visitor or an auth redirect (app/boot/boot-policy.ts). */
export const handle = { boot: "on-demand" } satisfies { boot: BootPolicy };

export function meta() {
  return pageMeta(site.seo.pages.useCases);
}

const text = site.pages.useCases;

export default function UseCases() {
  return (
    <SiteLayout>
      <Section
        headingLevel={1}
        headingSize="xl"
        eyebrow={text.eyebrow}
        heading={text.heading}
        intro={text.intro}
      >
        <div className="flex flex-col gap-8">
          {site.industries.map((industry) => (
            <IndustryCard
              key={industry.id}
              id={industry.id}
              headingLevel={2}
              icon={<Icon name={industry.icon} />}
              title={industry.name}
              description={
                <>
                  <strong className="font-semibold text-foreground">{industry.tagline}.</strong>{" "}
                  {industry.summary}
                </>
              }
              examples={industry.examples}
              keyFeatures={industry.keyFeatures}
              benefits={industry.benefits}
              headings={site.industryListHeadings}
            />
          ))}
        </div>
      </Section>

      <Section tone="muted" heading={text.closing.heading} intro={text.closing.intro}>
        <div className="flex flex-wrap justify-center gap-3">
          <ExternalAppLink size="lg">{site.actions.startTrial}</ExternalAppLink>
          <ExternalAppLink size="lg" variant="outline">
            {site.actions.contactSales}
          </ExternalAppLink>
        </div>
      </Section>
    </SiteLayout>
  );
}
