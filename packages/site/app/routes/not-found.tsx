import { Button, Heading, Section, Text } from "@orbitag/ui";
import type { BootPolicy } from "../boot/contract";
import { SiteLayout } from "../components/site-layout";
import { site } from "../config/site";
import { pageMeta } from "../lib/seo/meta";

/** Plain content: React loads only for a signed-in visitor or an auth redirect (app/boot/boot-policy.ts). */
export const handle = { boot: "on-demand" } satisfies { boot: BootPolicy };

export function meta() {
  return pageMeta(site.seo.pages.notFound, { noindex: true });
}

const text = site.messages.notFound;

// The spec logs the attempted path. This page is served for every unknown path (404.html), so the path is
// the browser's: a one-line inline script (hashed into the CSP like the others) instead of React.
const LOG_ATTEMPTED_PATH = `console.error(${JSON.stringify(text.consoleLog)},location.pathname)`;

export default function NotFound() {
  return (
    <SiteLayout>
      <Section spacing="lg" aria-labelledby="not-found-heading">
        <div className="flex flex-col items-center gap-4 text-center">
          <Heading id="not-found-heading" level={1} size="display" className="text-primary">
            {text.code}
          </Heading>
          <Text variant="lead">{text.title}</Text>
          <Button asChild size="lg">
            <a href="/">{text.backHome}</a>
          </Button>
        </div>
      </Section>
      <script dangerouslySetInnerHTML={{ __html: LOG_ATTEMPTED_PATH }} />
    </SiteLayout>
  );
}
