import {
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  IconTile,
  Section,
  StatCard,
  Text,
  ValueCard,
} from "@orbitag/ui";
import { Compass, Eye } from "lucide-react";
import { Icon } from "../components/icons";
import { SiteLayout } from "../components/site-layout";
import { site } from "../config/site";
import type { BootPolicy } from "../boot/contract";
import { pageMeta } from "../lib/seo/meta";

/** Plain content: React loads only for a signed-in visitor or an auth redirect (app/boot/boot-policy.ts). */
export const handle = { boot: "on-demand" } satisfies { boot: BootPolicy };

export function meta() {
  return pageMeta(site.seo.pages.about);
}

const { about } = site;
const text = site.pages.about;

export default function About() {
  return (
    <SiteLayout>
      <Section
        headingLevel={1}
        headingSize="xl"
        eyebrow={text.eyebrow}
        heading={text.heading}
        containerSize="sm"
      >
        <div className="flex flex-col gap-5">
          {about.story.map((paragraph) => (
            // prose: full lines, no word alone on the last one (balanced, its lines would all fall short of
            // the column, the block off-centre under the heading)
            <Text key={paragraph.slice(0, 24)} variant="muted" className="text-lg text-pretty">
              {paragraph}
            </Text>
          ))}
        </div>
      </Section>

      <Section tone="muted" heading={text.missionAndVision.heading} containerSize="md">
        <div className="grid gap-6 md:grid-cols-2">
          {[
            { title: text.missionAndVision.mission, text: about.mission, icon: <Compass /> },
            { title: text.missionAndVision.vision, text: about.vision, icon: <Eye /> },
          ].map((item) => (
            <Card key={item.title}>
              <CardHeader className="gap-4">
                <IconTile size="lg">{item.icon}</IconTile>
                <CardTitle className="text-xl">{item.title}</CardTitle>
                <CardDescription className="text-base leading-relaxed">{item.text}</CardDescription>
              </CardHeader>
            </Card>
          ))}
        </div>
      </Section>

      <Section lazyRender heading={text.values.heading} intro={text.values.intro}>
        <div className="grid gap-6 md:grid-cols-3">
          {about.values.map((value) => (
            <ValueCard
              key={value.title}
              icon={<Icon name={value.icon} />}
              title={value.title}
              description={value.description}
            />
          ))}
        </div>
      </Section>

      {/* Our Values' bottom padding is the space above the figures (same tone, no edge between): none of
          their own there, and the same amount below, down to the footer's edge */}
      <Section aria-label={site.claimsLabel} lazyRender className="pt-0 sm:pt-0">
        <div className="grid gap-6 sm:grid-cols-3">
          {site.claims.map((claim) => (
            <StatCard key={claim.label} value={claim.value} label={claim.label} />
          ))}
        </div>
      </Section>
    </SiteLayout>
  );
}
