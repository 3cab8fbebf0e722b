// Header and sorting (header.tsx): sort buttons by keyboard, aria-sort, the announcement.
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { beforeEach, expect, test } from "vitest";
import { Assets, active, assets, byValue, ids, shownIds } from "../../test/data-table.js";

// a desktop-sized frame: below 640 px the page numbers give way to Previous/Next (tested on its own)
beforeEach(async () => {
  await page.viewport(1280, 800);
});

test("sort buttons: reached by Tab, Enter and Space cycle the order, aria-sort follows", async () => {
  const screen = await render(<Assets pageSize={5} />);
  const header = screen.getByRole("columnheader", { name: "Value" });
  const button = header.getByRole("button", { name: "Value" });
  expect(header.element().hasAttribute("aria-sort")).toBe(false);
  // Tab order: the sort buttons of Tag, Asset, Site, Status, Value
  for (const name of ["Tag", "Asset", "Site", "Status", "Value"]) {
    await userEvent.tab();
    expect(active().textContent).toBe(name);
  }
  expect(active()).toBe(button.element());
  await userEvent.keyboard("{Enter}");
  // numbers sort high to low first
  await expect.element(header).toHaveAttribute("aria-sort", "descending");
  expect(shownIds()).toEqual(ids(byValue.toReversed().slice(0, 5)));
  await expect.element(screen.getByRole("status")).toHaveTextContent("Sorted by Value, descending");
  await userEvent.keyboard(" ");
  await expect.element(header).toHaveAttribute("aria-sort", "ascending");
  expect(shownIds()).toEqual(ids(byValue.slice(0, 5)));
  await userEvent.keyboard("{Enter}");
  await expect.element(header).not.toHaveAttribute("aria-sort");
  expect(shownIds()).toEqual(ids(assets.slice(0, 5)));
  await expect.element(screen.getByRole("status")).toHaveTextContent("Value: not sorted");
  // one sorted column at a time
  await userEvent.click(screen.getByRole("button", { name: "Tag" }));
  await userEvent.click(screen.getByRole("button", { name: "Asset" }));
  expect(document.querySelectorAll("th[aria-sort]")).toHaveLength(1);
});
