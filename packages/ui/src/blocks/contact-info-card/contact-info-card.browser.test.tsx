import { render } from "vitest-browser-react";
import { expect, test } from "vitest";
import { ContactInfoCard } from "./contact-info-card.js";

const Clock = () => <svg data-testid="clock" viewBox="0 0 16 16" />;

test("an item with lines: one icon, its label, then one labelled line per entry (a description list)", async () => {
  const screen = await render(
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
    />,
  );
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
  // the values line up in one column, beside their labels
  const lefts = new Set(definitions.map((definition) => Math.round(definition.getBoundingClientRect().left)));
  expect(lefts.size).toBe(1);
  for (const [index, term] of terms.entries())
    expect(Math.round(term.getBoundingClientRect().top)).toBe(
      Math.round(definitions[index]!.getBoundingClientRect().top),
    );
});
