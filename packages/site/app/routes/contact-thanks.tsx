// Where the contact function sends a form posted without JavaScript once the mail is out (303 from
// /api/send-contact-email). With JavaScript the form stays on /contact and says the same in a toast.
import { Button, Heading, IconTile, Section, Text } from "@orbitag/ui";
import { CircleCheck } from "lucide-react";
import type { BootPolicy } from "../boot/contract";
import { SiteLayout } from "../components/site-layout";
import { site } from "../config/site";
import { pageMeta } from "../lib/seo/meta";

/** Plain content: React loads only for a signed-in visitor or an auth redirect (app/boot/boot-policy.ts). */
export const handle = { boot: "on-demand" } satisfies { boot: BootPolicy };

export function meta() {
  // a page reached by sending a message, not a search result
  return pageMeta(site.seo.pages.contactThanks, { noindex: true });
}

const text = site.messages.contact;

export default function ContactThanks() {
  return (
    <SiteLayout>
      <Section spacing="lg" aria-labelledby="contact-thanks-heading">
        <div className="flex flex-col items-center gap-4 text-center">
          <IconTile size="lg">
            <CircleCheck />
          </IconTile>
          <Heading id="contact-thanks-heading" level={1} size="xl">
            {text.success.title}
          </Heading>
          <Text variant="lead">{text.success.description}</Text>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <a href="/">{text.thanks.home}</a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="/contact">{text.thanks.another}</a>
            </Button>
          </div>
        </div>
      </Section>
    </SiteLayout>
  );
}
