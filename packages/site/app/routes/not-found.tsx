import { Button, Heading, Section, Text } from "@orbitag/ui";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { SiteLayout } from "../components/site-layout";
import { site } from "../config/site";
import { pageMeta } from "../lib/seo/meta";

export function meta() {
  return pageMeta(site.seo.pages.notFound, { noindex: true });
}

const text = site.messages.notFound;

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <SiteLayout>
      <Section spacing="lg" aria-labelledby="not-found-heading">
        <div className="flex flex-col items-center gap-4 text-center">
          <Heading id="not-found-heading" level={1} size="display" className="text-primary">
            {text.code}
          </Heading>
          <Text variant="lead">{text.title}</Text>
          <Button asChild size="lg">
            <Link to="/">{text.backHome}</Link>
          </Button>
        </div>
      </Section>
    </SiteLayout>
  );
}
