// /auth/javascript-required: where the sign-in form lands when no script handled it (the form posts to
// /api/sign-in, which answers 303 here). Plain HTML: it is read exactly when scripts do not run.
import { Button, Heading, Section, Text } from "@orbitag/ui";
import type { BootPolicy } from "../boot/contract";
import { SiteLayout } from "../components/site-layout";
import { site } from "../config/site";
import { pageMeta } from "../lib/seo/meta";

export const handle = { boot: "on-demand" } satisfies { boot: BootPolicy };

export function meta() {
  return pageMeta(site.seo.pages.javaScriptRequired, { noindex: true });
}

const text = site.messages.auth.javaScriptRequired;

export default function JavaScriptRequired() {
  return (
    <SiteLayout>
      <Section spacing="lg" aria-labelledby="javascript-required-heading">
        <div className="mx-auto flex max-w-xl flex-col items-center gap-4 text-center">
          <Heading id="javascript-required-heading" level={1} size="lg">
            {text.title}
          </Heading>
          <Text variant="lead">{text.body}</Text>
          <Button asChild size="lg">
            <a href="/auth">{text.back}</a>
          </Button>
        </div>
      </Section>
    </SiteLayout>
  );
}
