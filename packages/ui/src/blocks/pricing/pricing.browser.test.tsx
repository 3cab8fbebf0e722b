import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { afterEach, expect, test } from "vitest";
import { PricingCard, PricingTable } from "./pricing.js";

afterEach(async () => {
  await page.viewport(414, 896);
});

const table = (
  <PricingTable>
    <PricingCard name="Basic" price="$29" period="/month" features={["Up to 100 items"]} />
    <PricingCard
      name="Professional"
      price="$99"
      period="/month"
      features={["25 users"]}
      highlighted
      badge="Most Popular"
    />
    <PricingCard name="Enterprise" price="Custom" features={["Unlimited users"]} />
  </PricingTable>
);

const columns = () =>
  new Set(
    [...document.querySelectorAll("[data-slot=pricing-card]")].map((card) =>
      Math.round(card.getBoundingClientRect().left),
    ),
  ).size;

test("one column on a phone, three on a desktop", async () => {
  await page.viewport(375, 800);
  await render(table);
  expect(columns()).toBe(1);
  await page.viewport(1280, 800);
  await expect.poll(columns).toBe(3);
});

test("the highlighted plan stands out and carries its badge; 'Custom' has no period", async () => {
  await page.viewport(1280, 800);
  const screen = await render(table);
  const pro = screen.getByRole("group", { name: "Professional" });
  await expect.element(pro).toHaveAttribute("data-highlighted", "true");
  await expect.element(pro.getByText("Most Popular")).toBeVisible();
  expect(getComputedStyle(pro.element()).borderColor).not.toBe(
    getComputedStyle(screen.getByRole("group", { name: "Basic" }).element()).borderColor,
  );
  await expect.element(screen.getByRole("group", { name: "Enterprise" }).getByText("Custom")).toBeVisible();
  expect(screen.getByRole("group", { name: "Enterprise" }).element().textContent).not.toContain("/month");
});

test("side by side, the cards share their top edge and height, their features one top and their CTAs one baseline", async () => {
  await page.viewport(1280, 800);
  await render(
    <PricingTable>
      <PricingCard
        name="Basic"
        price="$29"
        period="/month"
        features={["Up to 100 items", "5 users"]}
        cta={<a href="#basic">Start Free Trial</a>}
      />
      <PricingCard
        name="Professional"
        price="$99"
        period="/month"
        description="For growing businesses that need insight and automation."
        features={["Up to 1,000 items", "25 users", "Advanced analytics", "API access"]}
        highlighted
        badge="Most Popular"
        cta={<a href="#pro">Start Free Trial</a>}
      />
      <PricingCard
        name="Enterprise"
        price="Custom"
        features={["Unlimited items", "Unlimited users", "SLA"]}
        cta={<a href="#enterprise">Contact Sales</a>}
      />
    </PricingTable>,
  );
  const rects = (selector: string) =>
    [...document.querySelectorAll(selector)].map((element) => element.getBoundingClientRect());
  await expect.poll(columns).toBe(3);
  const cards = rects("[data-slot=pricing-card]");
  expect(new Set(cards.map((card) => Math.round(card.top))).size).toBe(1);
  expect(new Set(cards.map((card) => Math.round(card.bottom))).size).toBe(1);
  const ctas = rects("[data-slot=pricing-card-cta] > a");
  expect(ctas).toHaveLength(3);
  expect(new Set(ctas.map((cta) => Math.round(cta.bottom))).size).toBe(1);
  // one plan has a description, the others none: every list of features still starts at one height
  const features = rects("[data-slot=pricing-card-features]");
  expect(new Set(features.map((list) => Math.round(list.top))).size).toBe(1);
});
