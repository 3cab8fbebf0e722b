import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { expect, test } from "vitest";
import { ScrollArea } from "./scroll-area.js";

const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => (
    <p key={i} style={{ height: 40, margin: 0 }}>
      Row {i + 1}
    </p>
  ));

test("overflowing: a named region and a tab stop that the keyboard scrolls", async () => {
  const screen = await render(
    <div>
      <button type="button">Before</button>
      <ScrollArea aria-label="Sites" style={{ height: 200, width: 200 }}>
        {rows(20)}
      </ScrollArea>
    </div>,
  );
  const region = screen.getByRole("region", { name: "Sites" });
  await expect.element(region).toHaveAttribute("tabindex", "0");
  await expect.element(region).toHaveAttribute("data-slot", "scroll-area-viewport");
  const viewport = region.element() as HTMLElement;
  (screen.getByRole("button", { name: "Before" }).element() as HTMLElement).focus();
  await userEvent.keyboard("{Tab}");
  await expect.element(region).toHaveFocus();
  await userEvent.keyboard("{ArrowDown}");
  await expect.poll(() => viewport.scrollTop).toBeGreaterThan(0);
  await userEvent.keyboard("{PageDown}");
  await expect.poll(() => viewport.scrollTop).toBeGreaterThan(100);
  await userEvent.keyboard("{End}");
  await expect.poll(() => viewport.scrollTop).toBe(viewport.scrollHeight - viewport.clientHeight);
  await userEvent.keyboard("{Home}");
  await expect.poll(() => viewport.scrollTop).toBe(0);
});

test("a tab stop only while the content overflows, kept up to date as the content grows and shrinks", async () => {
  const screen = await render(
    <ScrollArea aria-label="List" style={{ height: 200, width: 200 }}>
      {rows(2)}
    </ScrollArea>,
  );
  const region = screen.getByRole("region", { name: "List" });
  await expect.element(region).not.toHaveAttribute("tabindex");
  await screen.rerender(
    <ScrollArea aria-label="List" style={{ height: 200, width: 200 }}>
      {rows(10)}
    </ScrollArea>,
  );
  await expect.element(region).toHaveAttribute("tabindex", "0");
  await expect.element(region).toHaveAttribute("data-scrollable");
  await screen.rerender(
    <ScrollArea aria-label="List" style={{ height: 200, width: 200 }}>
      {rows(1)}
    </ScrollArea>,
  );
  await expect.element(region).not.toHaveAttribute("tabindex");
});

test("unnamed, the viewport is no region; the scrollbars are those orientation asks for", async () => {
  const screen = await render(
    <div>
      <ScrollArea data-testid="v" type="always" style={{ height: 100, width: 100 }}>
        <div style={{ height: 300, width: 300 }} />
      </ScrollArea>
      <ScrollArea data-testid="both" type="always" orientation="both" style={{ height: 100, width: 100 }}>
        <div style={{ height: 300, width: 300 }} />
      </ScrollArea>
    </div>,
  );
  expect(page.getByRole("region").elements()).toHaveLength(0);
  const bars = (id: string) =>
    [...screen.getByTestId(id).element().querySelectorAll("[data-slot=scroll-area-scrollbar]")].map((b) =>
      b.getAttribute("data-orientation"),
    );
  await expect.poll(() => bars("v")).toEqual(["vertical"]);
  await expect.poll(() => bars("both")).toEqual(["vertical", "horizontal"]);
  // vertical only: the content is clipped sideways, not scrolled
  const viewport = screen
    .getByTestId("v")
    .element()
    .querySelector<HTMLElement>("[data-slot=scroll-area-viewport]")!;
  expect(getComputedStyle(viewport).overflowX).toBe("hidden");
});

test("viewportRef reaches the element that scrolls", async () => {
  const ref: { current: HTMLDivElement | null } = { current: null };
  await render(
    <ScrollArea viewportRef={ref} style={{ height: 100 }}>
      {rows(10)}
    </ScrollArea>,
  );
  expect(ref.current?.getAttribute("data-slot")).toBe("scroll-area-viewport");
  ref.current!.scrollTop = 60;
  expect(ref.current!.scrollTop).toBe(60);
});

test("the focused box's ring is drawn around it, where the scrollbar and the content cannot cover it", async () => {
  const screen = await render(
    <div style={{ padding: 20 }}>
      <button type="button">Before</button>
      <ScrollArea aria-label="Sites" type="always" style={{ height: 120, width: 200 }}>
        {rows(20)}
      </ScrollArea>
    </div>,
  );
  const region = screen.getByRole("region", { name: "Sites" });
  (screen.getByRole("button", { name: "Before" }).element() as HTMLElement).focus();
  await userEvent.keyboard("{Tab}");
  await expect.element(region).toHaveFocus();
  const viewport = region.element() as HTMLElement;
  const root = viewport.closest<HTMLElement>("[data-slot=scroll-area]")!;
  // an outer ring on the box (no inset shadow inside it), none on the viewport under the scrollbar
  await expect.poll(() => getComputedStyle(root).boxShadow).toMatch(/\d+px/);
  expect(getComputedStyle(root).boxShadow).not.toContain("inset");
  expect(getComputedStyle(viewport).boxShadow).toBe("none");
  // the focus elsewhere: no ring
  (screen.getByRole("button", { name: "Before" }).element() as HTMLElement).focus();
  await expect.poll(() => getComputedStyle(root).boxShadow).toBe("none");
});
