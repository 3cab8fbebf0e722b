import { Button, Container, Separator, Text } from "@orbitag/ui";
import { site } from "../config/site";
import { sectionHref } from "../lib/nav/scroll";
import { LogoMark } from "./logo-mark";

const { contact, footer } = site;

/** A route's name, as the header's menu has it. */
const routeLabel = (to: string) => site.nav.find((item) => item.kind === "route" && item.to === to)!.label;

// 28 px tall: past WCAG 2.2's 24 px target size with room to spare, so sub-pixel layout cannot tip it
const linkClassName = "h-7 px-0 text-muted-foreground";

function FooterLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <li>
      <Button asChild variant="link" size="sm" className={linkClassName}>
        <a href={to}>{children}</a>
      </Button>
    </li>
  );
}

/**
 * The footer's id (`contact`, per the spec). The footer is the last content of every page: the root layout's
 * `<link rel="expect">` holds the first paint until it is parsed.
 */
export const PAGE_END_ID = "contact";

/** The footer of every marketing page. */
export function SiteFooter() {
  return (
    <footer id={PAGE_END_ID} className="border-t border-border bg-muted">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <a href="/" className="inline-flex items-center gap-2 text-lg font-bold" aria-label={site.homeLink}>
            <LogoMark className="size-7" />
            {site.brand}
          </a>
          <Text variant="small">{site.tagline}.</Text>
        </div>
        <nav aria-label={footer.headings.product} className="flex flex-col gap-2">
          <Text asChild variant="eyebrow">
            <h2>{footer.headings.product}</h2>
          </Text>
          <ul>
            {site.nav
              .filter((item) => item.kind === "section")
              .map((item) => (
                <FooterLink key={item.label} to={sectionHref(item.sectionId)}>
                  {item.label}
                </FooterLink>
              ))}
            <FooterLink to="/use-cases">{routeLabel("/use-cases")}</FooterLink>
          </ul>
        </nav>
        <nav aria-label={footer.headings.company} className="flex flex-col gap-2">
          <Text asChild variant="eyebrow">
            <h2>{footer.headings.company}</h2>
          </Text>
          <ul>
            <FooterLink to="/about">{routeLabel("/about")}</FooterLink>
            <FooterLink to="/contact">{routeLabel("/contact")}</FooterLink>
            <FooterLink to="/auth">{footer.authLink}</FooterLink>
          </ul>
        </nav>
        {/* the heading stays outside <address>: HTML allows no heading inside one */}
        <div className="flex flex-col gap-2">
          <Text asChild variant="eyebrow">
            <h2>{footer.headings.contact}</h2>
          </Text>
          <address className="not-italic">
            <ul>
              {contact.emails.map((email) => (
                <li key={email}>
                  <Button asChild variant="link" size="sm" className={linkClassName}>
                    <a href={`mailto:${email}`}>{email}</a>
                  </Button>
                </li>
              ))}
              {contact.phones.map((phone) => (
                <li key={phone}>
                  <Button asChild variant="link" size="sm" className={linkClassName}>
                    <a href={`tel:${phone.replace(/[^+\d]/g, "")}`}>{phone}</a>
                  </Button>
                </li>
              ))}
            </ul>
          </address>
        </div>
      </Container>
      <Container>
        <Separator />
        <Text variant="small" className="py-6">
          © {new Date().getFullYear()} {footer.rights}
        </Text>
      </Container>
    </footer>
  );
}
