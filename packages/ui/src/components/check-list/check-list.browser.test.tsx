import { render } from "vitest-browser-react";
import { expect, test } from "vitest";
import { CheckList, CheckListItem } from "./check-list.js";

test("is a list whose items read as their text, with a decorative check mark in the brand colour", async () => {
  const screen = await render(
    <>
      <CheckList aria-label="Included" className="text-muted-foreground">
        <CheckListItem>Unlimited users</CheckListItem>
        <CheckListItem>SLA</CheckListItem>
      </CheckList>
      <span data-testid="brand" className="text-primary" />
    </>,
  );
  const list = screen.getByRole("list", { name: "Included" });
  await expect.element(list).toBeVisible();
  const items = screen.getByRole("listitem").elements();
  expect(items.map((item) => item.textContent)).toEqual(["Unlimited users", "SLA"]);
  const mark = items[0]?.querySelector("svg");
  expect(mark).toHaveAttribute("aria-hidden", "true");
  // the mark sits before the text and keeps its size when the text wraps
  expect(getComputedStyle(mark as Element).flexShrink).toBe("0");
  const brand = getComputedStyle(screen.getByTestId("brand").element()).color;
  expect(getComputedStyle(mark as Element).color).toBe(brand);
  expect(getComputedStyle(items[0] as Element).color).not.toBe(brand);
});

test("spacing sets the gap between items and between mark and text", async () => {
  const screen = await render(
    <>
      <CheckList data-testid="md">
        <CheckListItem>A</CheckListItem>
        <CheckListItem>B</CheckListItem>
      </CheckList>
      <CheckList data-testid="sm" spacing="sm">
        <CheckListItem>A</CheckListItem>
        <CheckListItem>B</CheckListItem>
      </CheckList>
    </>,
  );
  const gaps = (id: string) => {
    const list = screen.getByTestId(id).element();
    return [getComputedStyle(list).rowGap, getComputedStyle(list.firstElementChild as Element).columnGap];
  };
  // Tailwind's spacing scale at 0.25rem per unit: gap-3 / gap-2.5 and gap-2 / gap-2
  expect(gaps("md")).toEqual(["12px", "10px"]);
  expect(gaps("sm")).toEqual(["8px", "8px"]);
  await expect.element(screen.getByTestId("sm")).toHaveAttribute("data-spacing", "sm");
});
