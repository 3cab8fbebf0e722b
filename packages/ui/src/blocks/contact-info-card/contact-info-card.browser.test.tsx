import { render } from "vitest-browser-react";
import { expect, test } from "vitest";
import { ContactInfoCard } from "./contact-info-card.js";

const Clock = () => <svg data-testid="clock" viewBox="0 0 16 16" />;

/** The card with an address and the spec's opening hours, `width` px wide. */
const hoursCard = (width: number) => (
  <div style={{ width }}>
    <ContactInfoCard
      title="Contact Information"
      items={[
        { icon: <Clock />, label: "Office", value: "548 Market Street" },
        {
          icon: <Clock />,
          label: "Business hours",
          lines: [
            { label: "Monday to Friday", value: "9:00 AM - 6:00 PM PST" },
            { label: "Saturday", value: "10:00 AM - 4:00 PM PST" },
            { label: "Sunday", value: "closed" },
          ],
        },
      ]}
    />
  </div>
);

const top = (element: Element) => Math.round(element.getBoundingClientRect().top);
const left = (element: Element) => Math.round(element.getBoundingClientRect().left);

test("an item with lines: one icon, its label, then one labelled line per entry (a description list)", async () => {
  const screen = await render(hoursCard(560));
  const items = screen.getByRole("listitem").elements();
  expect(items).toHaveLength(2);
  const hours = items[1]!;
  expect(hours.querySelectorAll("[data-testid=clock]")).toHaveLength(1);
  expect(hours.querySelector(":scope > div > span")?.textContent).toBe("Business hours");
  const list = hours.querySelector("dl[data-slot=contact-info-lines]")!;
  expect(list).not.toBeNull();
  // each row reads as the whole line, label then value
  expect([...list.children].map((row) => row.textContent)).toEqual([
    "Monday to Friday 9:00 AM - 6:00 PM PST",
    "Saturday 10:00 AM - 4:00 PM PST",
    "Sunday closed",
  ]);
  const terms = screen.getByRole("term").elements();
  const definitions = screen.getByRole("definition").elements();
  expect(terms.map((term) => term.textContent)).toEqual(["Monday to Friday", "Saturday", "Sunday"]);
  // a wide card: the values line up in one column, beside their labels
  expect(new Set(definitions.map(left)).size).toBe(1);
  for (const [index, term] of terms.entries()) expect(top(term)).toBe(top(definitions[index]!));
});

test("a card on a phone puts each value under its label, on one line, instead of wrapping it mid-range", async () => {
  // the site's contact card at 390 px: too narrow for "Monday to Friday" and "9:00 AM - 6:00 PM PST" side by side
  const screen = await render(hoursCard(358));
  const terms = screen.getByRole("term").elements();
  const definitions = screen.getByRole("definition").elements();
  const lineHeight = parseFloat(getComputedStyle(definitions[0]!).lineHeight);
  for (const [index, term] of terms.entries()) {
    const value = definitions[index]!;
    expect(left(value)).toBe(left(term));
    expect(top(value)).toBeGreaterThan(top(term));
    expect(value.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight);
  }
});
