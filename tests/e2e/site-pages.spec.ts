/// <reference lib="dom" />
// The marketing pages, as a visitor sees them (desktop and phone projects).
import { expect, test } from "@playwright/test";
import { E2E_APP_URL } from "./env.ts";

test("landing page shows its sections in the spec's order, footer last with id=contact", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const order = await page.evaluate(() => {
    const ids = ["hero-heading", "why-us", "trust", "features", "technology", "pricing", "contact"];
    const nodes = ids.map((id) => document.getElementById(id));
    return nodes.map((node) => (node ? node.getBoundingClientRect().top + window.scrollY : -1));
  });
  expect(order.every((top) => top >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  expect(await page.locator("footer#contact").count()).toBe(1);
  await expect(page.locator("header[data-slot=navbar]")).toBeVisible();
});

test("trust statistics and the six features", async ({ page }) => {
  await page.goto("/");
  const trust = page.locator("#trust");
  await expect(trust).toContainText("99.9%");
  await expect(trust).toContainText("accuracy");
  await expect(trust).toContainText("50%");
  await expect(trust).toContainText("reduced loss");
  await expect(trust).toContainText("24/7");
  await expect(trust).toContainText("monitoring");
  const features = page.locator("#features [data-slot=feature-card]");
  await expect(features).toHaveCount(6);
  for (const name of [
    /RFID\/NFC scanning/,
    /Real-time location & movement history/,
    /AI-powered orchestration/,
    /bill-of-lading/,
    /Smart notifications/,
    /Analytics & export/,
  ])
    await expect(features.filter({ hasText: name })).toHaveCount(1);
});

test("pricing lists every plan with its limits and features", async ({ page }) => {
  await page.goto("/");
  const plans = page.locator("#pricing [data-slot=pricing-card]");
  await expect(plans).toHaveCount(3);
  const basic = plans.filter({ has: page.getByRole("heading", { name: "Basic" }) });
  await expect(basic).toContainText("$29");
  await expect(basic).toContainText("/month");
  for (const item of [
    "Up to 100 items",
    "5 users",
    "Mobile RFID scanning",
    "Basic reporting",
    "Email support",
  ])
    await expect(basic).toContainText(item);
  const pro = plans.filter({ has: page.getByRole("heading", { name: "Professional" }) });
  await expect(pro).toContainText("$99");
  await expect(pro).toContainText("Most Popular");
  await expect(pro).toHaveAttribute("data-highlighted", "true");
  for (const item of [
    "Up to 1,000 items",
    "25 users",
    "Advanced analytics",
    "Smart notifications",
    "API access",
    "Priority support",
  ])
    await expect(pro).toContainText(item);
  const enterprise = plans.filter({ has: page.getByRole("heading", { name: "Enterprise" }) });
  await expect(enterprise).toContainText("Custom");
  for (const item of [
    "Unlimited items",
    "Unlimited users",
    "AI orchestration",
    "Custom integrations",
    "Dedicated support",
    "SLA",
    "White-label",
  ])
    await expect(enterprise).toContainText(item);
  await expect(enterprise.getByRole("link", { name: "Contact Sales" })).toHaveAttribute("href", E2E_APP_URL);
});

test("use cases: Industry Solutions with four industries, each with examples, key features and benefits", async ({
  page,
}) => {
  await page.goto("/use-cases");
  await expect(page.getByRole("heading", { level: 1, name: "Industry Solutions" })).toBeVisible();
  const cards = page.locator("[data-slot=industry-card]");
  await expect(cards).toHaveCount(4);
  for (const name of ["Healthcare", "Manufacturing", "IT & Technology", "Construction"]) {
    const card = cards.filter({ has: page.getByRole("heading", { level: 2, name, exact: true }) });
    await expect(card).toHaveCount(1);
    for (const list of ["examples", "key-features", "benefits"])
      expect(await card.locator(`[data-list=${list}] li`).count()).toBeGreaterThanOrEqual(3);
  }
});

test("about: Our Story, mission, vision and three values", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "Our Story" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our Mission" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our Vision" })).toBeVisible();
  await expect(page.locator("[data-slot=value-card]")).toHaveCount(3);
});

test("contact page: form card, contact information with exact hours, and the help card", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeVisible();
  await expect(page.getByText(/streamlin\w* your asset tracking/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Send us a Message" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();

  const info = page.locator("[data-slot=contact-info-card]");
  await expect(info.locator('a[href^="mailto:"]')).toHaveCount(2);
  await expect(info.locator('a[href^="tel:"]')).toHaveCount(2);
  await expect(info).toContainText(/\d+ .+, .+, [A-Z]{2} \d{5}/); // a US street address
  for (const hours of [
    "Monday to Friday 9:00 AM - 6:00 PM PST",
    "Saturday 10:00 AM - 4:00 PM PST",
    "Sunday closed",
  ])
    await expect(info.getByText(hours, { exact: true })).toBeVisible();

  await expect(page.getByRole("heading", { name: "Need Immediate Help?" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Live Chat Support/ })).toContainText("Available 24/7");
  await expect(page.getByRole("button", { name: "Schedule a Demo Call" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Access Help Center" })).toBeVisible();
  // one group, one height (the hint on the line, not under it)
  const heights = await page
    .locator("[data-slot=card]", { has: page.getByRole("heading", { name: "Need Immediate Help?" }) })
    .getByRole("button")
    .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().height)));
  expect(heights).toHaveLength(3);
  expect(new Set(heights).size).toBe(1);
});

test("contact page: side by side the form's card ends level with the two beside it (its message box takes the room); on a phone they stack", async ({
  page,
  isMobile,
}) => {
  await page.goto("/contact");
  const box = (locator: import("@playwright/test").Locator) =>
    locator.evaluate((el) => {
      const { top, bottom } = el.getBoundingClientRect();
      return { top: Math.round(top), bottom: Math.round(bottom) };
    });
  const card = (heading: string) =>
    page.locator("[data-slot=card]", { has: page.getByRole("heading", { name: heading }) });
  const form = await box(card("Send us a Message"));
  const info = await box(page.locator("[data-slot=contact-info-card]"));
  const help = await box(card("Need Immediate Help?"));
  if (isMobile) expect(form.bottom).toBeLessThan(info.top);
  else expect(form.bottom).toBe(help.bottom);
  // either way no gap under the button: the room went to the message
  const send = await box(page.getByRole("button", { name: "Send Message" }));
  expect(form.bottom - send.bottom).toBeLessThanOrEqual(25);
});

test("every marketing page has the header with the five nav items", async ({ page, isMobile }) => {
  for (const path of ["/", "/use-cases", "/about", "/contact"]) {
    await page.goto(path);
    if (isMobile) await page.getByRole("button", { name: "Open menu" }).click();
    const nav = page.getByRole("navigation", { name: isMobile ? "Mobile" : "Main" });
    await expect(nav.getByRole("link")).toHaveText(["Features", "Pricing", "Use Cases", "About", "Contact"]);
  }
});

for (const route of ["/", "/use-cases", "/about", "/contact"])
  test(`${route}: headings and paragraphs wrap balanced or pretty, no word alone on a last line, no line starting with a dash`, async ({
    page,
  }) => {
    await page.goto(route);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const wraps = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLElement>(
          "main :is(h1, h2, h3, h4, p, li, [data-slot$=-description])",
        ),
      ].map((block) => ({
        block: `${block.localName}: ${block.textContent!.trim().slice(0, 40)}`,
        wrap: getComputedStyle(block).textWrapStyle,
        // a dash after a breakable space may start a line: a no-break space keeps it on the line before
        dash: /[ \t\n]—/.test(block.textContent!),
      })),
    );
    expect(wraps.length).toBeGreaterThan(3);
    // (the kit's lead text is its own `pretty`)
    expect(wraps.filter(({ wrap }) => wrap !== "balance" && wrap !== "pretty")).toEqual([]);
    expect(wraps.filter(({ dash }) => dash).map(({ block }) => block)).toEqual([]);
  });

test("the landing page is as long before its lazy sections render as after: the scrollbar holds, End reaches the footer", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const before = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.addStyleTag({ content: "[data-lazy-render] { content-visibility: visible !important; }" });
  const after = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(Math.abs(after - before) / after).toBeLessThan(0.05);
});
