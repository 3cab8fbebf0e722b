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
const text = site.pages.contact;
const { labels } = text.info;

const contactItems = [
  ...contact.emails.map((email, i) => ({
    icon: <Mail />,
    label: i === 0 ? labels.sales : labels.support,
    value: email,
    href: `mailto:${email}`,
  })),
  ...contact.phones.map((phone, i) => ({
    icon: <Phone />,
    label: i === 0 ? labels.sales : labels.support,
    value: phone,
    href: `tel:${phone.replace(/[^+\d]/g, "")}`,
  })),
  {
    icon: <MapPin />,
    label: labels.office,
    value: `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`,
  },
  // one item, one icon: a labelled line per day
  { icon: <Clock />, label: labels.hours, lines: hoursItemLines(contact.hours) },
];

// The spec gives these three buttons no behaviour.
const helpIcons = { chat: <MessageCircle />, demo: <CalendarDays />, "help-center": <LifeBuoy /> };

export default function Contact() {
  return (
    <SiteLayout>
      <Section
        headingLevel={1}
        headingSize="xl"
        eyebrow={text.eyebrow}
        heading={text.heading}
        intro={text.intro}
      >
        {/* side by side, the form's card is as tall as the two beside it: its message box takes the room */}
        <div className="grid items-start gap-8 lg:grid-cols-5 lg:items-stretch">
          <Card className="lg:col-span-3">
            <CardHeader>
              <CardTitle asChild className="text-xl">
                <h2>{text.form.title}</h2>
              </CardTitle>
              <CardDescription>{text.form.intro}</CardDescription>
            </CardHeader>
            <CardContent className="lg:flex lg:flex-1 lg:flex-col">
              <Island of={contactFormIsland} id="contact-form" props={{}} />
            </CardContent>
          </Card>

          <div className="flex flex-col gap-8 lg:col-span-2">
            <ContactInfoCard title={text.info.title} items={contactItems} />
            <Card>
              <CardHeader>
                <CardTitle asChild>
                  <h2>{text.help.title}</h2>
                </CardTitle>
              </CardHeader>
              <CardContent className="flex flex-col gap-3">
                {text.help.options.map((option) => (
                  <Button
                    key={option.id}
                    type="button"
                    variant="outline"
                    className="h-auto justify-start py-3"
                  >
                    {helpIcons[option.id]}
                    {option.label}
                    {/* at the line's end, not under it: the three buttons stay one height */}
                    {"hint" in option ? (
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
