import { expect, test } from "vitest";
import { site } from "./site";

test("plans match spec §9 exactly", () => {
  const [basic, pro, enterprise] = site.plans;
  expect(basic).toMatchObject({ name: "Basic", priceUsd: 29, period: "/month", mostPopular: false });
  expect([...basic!.limits, ...basic!.features]).toEqual([
    "Up to 100 items",
    "5 users",
    "Mobile RFID scanning",
    "Basic reporting",
    "Email support",
  ]);
  expect(pro).toMatchObject({ name: "Professional", priceUsd: 99, mostPopular: true });
  expect([...pro!.limits, ...pro!.features]).toEqual([
    "Up to 1,000 items",
    "25 users",
    "Advanced analytics",
    "Smart notifications",
    "API access",
    "Priority support",
  ]);
  expect(enterprise).toMatchObject({ name: "Enterprise", priceUsd: null, priceLabel: "Custom" });
  expect([...enterprise!.limits, ...enterprise!.features]).toEqual([
    "Unlimited items",
    "Unlimited users",
    "AI orchestration",
    "Custom integrations",
    "Dedicated support",
    "SLA",
    "White-label",
  ]);
  expect(site.plans.filter((plan) => plan.mostPopular)).toHaveLength(1);
  expect(site.mostPopularLabel).toBe("Most Popular");
});

test("claims, business hours and contact constants", () => {
  expect(site.claims.map((claim) => `${claim.value} ${claim.label}`)).toEqual([
    "99.9% accuracy",
    "50% reduced loss",
    "24/7 monitoring",
  ]);
  expect(site.contact.hours).toEqual([
    "Monday to Friday 9:00 AM - 6:00 PM PST",
    "Saturday 10:00 AM - 4:00 PM PST",
    "Sunday closed",
  ]);
  expect(site.contact.emails).toHaveLength(2);
  expect(site.contact.phones).toHaveLength(2);
  expect(site.contact.address.country).toBe("US");
  expect(site.messages.contact.minLength).toEqual({ name: 2, subject: 5, message: 10 });
});

test("header: five nav items; Features/Pricing scroll after 100 ms; app links open a new tab", () => {
  expect(site.nav.map((item) => item.label)).toEqual([
    "Features",
    "Pricing",
    "Use Cases",
    "About",
    "Contact",
  ]);
  expect(site.nav.filter((item) => item.kind === "section").map((item) => item.label)).toEqual([
    "Features",
    "Pricing",
  ]);
  expect(site.scrollAfterNavigateMs).toBe(100);
  expect(site.externalLink).toEqual({ target: "_blank", rel: "noopener noreferrer" });
  expect(() => new URL(site.appUrl)).not.toThrow();
});

test("the six features and four industries of the spec", () => {
  expect(site.features).toHaveLength(6);
  expect(site.industries.map((industry) => industry.name)).toEqual([
    "Healthcare",
    "Manufacturing",
    "IT & Technology",
    "Construction",
  ]);
  for (const industry of site.industries)
    for (const list of [industry.examples, industry.keyFeatures, industry.benefits])
      expect(list.length).toBeGreaterThanOrEqual(3);
  expect(site.about.values).toHaveLength(3);
});

test("the landing page's facts and the contact page's promise come from the offer (spec §9), no invented terms", () => {
  const cheapest = Math.min(...site.plans.flatMap((plan) => (plan.priceUsd === null ? [] : [plan.priceUsd])));
  expect(site.pages.home.hero.facts).toContain(`Plans from $${cheapest}/month`);
  expect(site.seo.pages.home.description).toContain(`Plans from $${cheapest}/month.`);
  // a trial's length, payment terms or cancellation terms are the offer's to state, and the spec states none
  const { messages, ...content } = site;
  const copy = JSON.stringify(content);
  for (const term of [/\d+[- ]day/i, /credit card/i, /cancel (at )?any/i, /money[- ]back/i])
    expect(copy).not.toMatch(term);
  expect(messages.contact.success.description).toContain(site.contact.replyPromise);
  for (const page of [site.seo.pages.contact, site.seo.pages.contactThanks])
    expect(page.description).toContain(`We reply ${site.contact.replyPromise}.`);
  expect(site.pages.contact.form.intro).toBe("We'll get back to you within 24 hours.");
});
