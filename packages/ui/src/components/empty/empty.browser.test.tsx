import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { expect, test } from "vitest";
import { Button } from "../button/button.js";
import { Empty, EmptyContent, EmptyDescription, EmptyHeader, EmptyMedia, EmptyTitle } from "./empty.js";

test("parts, slots and variants; the media is decorative and the title a heading at the level given", async () => {
  const screen = await render(
    <Empty variant="outline" data-testid="empty">
      <EmptyHeader>
        <EmptyMedia variant="icon">
          <svg data-testid="icon" />
        </EmptyMedia>
        <EmptyTitle level={2}>No assets yet</EmptyTitle>
        <EmptyDescription>Add your first asset.</EmptyDescription>
      </EmptyHeader>
      <EmptyContent>
        <button type="button">Add asset</button>
      </EmptyContent>
    </Empty>,
  );
  const root = screen.getByTestId("empty").element();
  expect(root.getAttribute("data-variant")).toBe("outline");
  expect(getComputedStyle(root).borderStyle).toBe("dashed");
  expect([...root.querySelectorAll("[data-slot]")].map((el) => el.getAttribute("data-slot"))).toEqual([
    "empty-header",
    "empty-media",
    "empty-title",
    "empty-description",
    "empty-content",
  ]);
  const media = root.querySelector("[data-slot=empty-media]")!;
  expect(media.getAttribute("aria-hidden")).toBe("true");
  expect(media.getAttribute("data-variant")).toBe("icon");
  // a 48 px tile with a 24 px icon
  expect(media.getBoundingClientRect().width).toBe(48);
  expect(screen.getByTestId("icon").element().getBoundingClientRect().width).toBe(24);
  await expect.element(screen.getByRole("heading", { level: 2, name: "No assets yet" })).toBeInTheDocument();
});

test("centred in the room it is given, the title an h3 by default", async () => {
  const screen = await render(
    <div style={{ display: "flex", width: 600, height: 400 }}>
      <Empty data-testid="empty">
        <EmptyHeader>
          <EmptyTitle>Nothing here</EmptyTitle>
        </EmptyHeader>
      </Empty>
    </div>,
  );
  const root = screen.getByTestId("empty").element().getBoundingClientRect();
  const title = screen.getByRole("heading", { level: 3 }).element().getBoundingClientRect();
  expect(root.width).toBe(600);
  expect(Math.abs(title.left + title.width / 2 - 300)).toBeLessThan(1);
  expect(Math.abs(title.top + title.height / 2 - 200)).toBeLessThan(1);
});

test("two actions: side by side on a desktop, stacked at one width on a phone", async () => {
  const empty = (
    <Empty>
      <EmptyHeader>
        <EmptyTitle>No assets yet</EmptyTitle>
      </EmptyHeader>
      <EmptyContent>
        <Button>Add asset</Button>
        <Button variant="outline">Import a spreadsheet</Button>
      </EmptyContent>
    </Empty>
  );
  const boxes = () =>
    [...document.querySelectorAll("[data-slot=empty-content] > *")].map((el) => el.getBoundingClientRect());
  await page.viewport(1280, 800);
  const screen = await render(empty);
  const [add, upload] = boxes();
  expect(add!.top).toBe(upload!.top);
  expect(add!.width).toBeLessThan(upload!.width);
  await page.viewport(390, 800);
  await screen.rerender(empty);
  const [first, second] = boxes();
  expect(second!.top).toBeGreaterThan(first!.bottom);
  expect(first!.width).toBe(second!.width);
});
