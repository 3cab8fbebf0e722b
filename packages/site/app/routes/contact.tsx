import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ContactInfoCard,
  Section,
} from "@orbitag/ui";
import { CalendarDays, Clock, LifeBuoy, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { hoursItemLines } from "../components/business-hours";
import { SiteLayout } from "../components/site-layout";
import contactFormIsland from "../islands/contact-form";
import type { BootPolicy } from "../boot/contract";
import { site } from "../config/site";
import { Island } from "../lib/islands/island";
import { pageMeta } from "../lib/seo/meta";

/** A form (an island): React loads when the visitor starts on the page (app/boot/boot-policy.ts). */
export const handle = { boot: "interaction" } satisfies { boot: BootPolicy };

export function meta() {
  return pageMeta(site.seo.pages.contact);
}

const { contact } = site;
const { address } = contact;

const contactItems = [
  ...contact.emails.map((email, i) => ({
    icon: <Mail />,
    label: i === 0 ? "Sales" : "Support",
    value: email,
    href: `mailto:${email}`,
  })),
  ...contact.phones.map((phone, i) => ({
    icon: <Phone />,
    label: i === 0 ? "Sales" : "Support",
    value: phone,
    href: `tel:${phone.replace(/[^+\d]/g, "")}`,
  })),
  {
    icon: <MapPin />,
    label: "Office",
    value: `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`,
  },
  // one item, one icon: a labelled line per day
  { icon: <Clock />, label: "Business hours", lines: hoursItemLines(contact.hours) },
];

// The spec gives these three buttons no behaviour.
const helpOptions = [
  { icon: <MessageCircle />, label: "Live Chat Support", hint: "Available 24/7" },
  { icon: <CalendarDays />, label: "Schedule a Demo Call" },
  { icon: <LifeBuoy />, label: "Access Help Center" },
];

export default function Contact() {
  return (
    <SiteLayout>
      <Section
        headingLevel={1}
        headingSize="xl"
        heading="Get in Touch"
        intro="Have questions about streamlining your asset tracking? Our team is here to help you find the right solution for your business."
      >
        {/* side by side, the form's card is as tall as the two beside it: its message box takes the room */}
        <div className="grid items-start gap-8 lg:grid-cols-5 lg:items-stretch">
          <Card className="lg:col-span-3">
            <CardHeader>
              <CardTitle asChild className="text-xl">
                <h2>Send us a Message</h2>
              </CardTitle>
              <CardDescription>We&apos;ll get back to you {contact.replyPromise}.</CardDescription>
            </CardHeader>
            <CardContent className="lg:flex lg:flex-1 lg:flex-col">
              <Island of={contactFormIsland} id="contact-form" props={{}} />
            </CardContent>
          </Card>

          <div className="flex flex-col gap-8 lg:col-span-2">
            <ContactInfoCard title="Contact Information" items={contactItems} />
            <Card>
              <CardHeader>
                <CardTitle asChild>
                  <h2>Need Immediate Help?</h2>
                </CardTitle>
              </CardHeader>
              <CardContent className="flex flex-col gap-3">
                {helpOptions.map((option) => (
                  <Button
                    key={option.label}
                    type="button"
                    variant="outline"
                    className="h-auto justify-start py-3"
                  >
                    {option.icon}
                    {option.label}
                    {/* at the line's end, not under it: the three buttons stay one height */}
                    {option.hint ? (
                      <span className="ms-auto text-xs font-normal text-muted-foreground">{option.hint}</span>
                    ) : null}
                  </Button>
                ))}
              </CardContent>
            </Card>
          </div>
        </div>
      </Section>
    </SiteLayout>
  );
}
