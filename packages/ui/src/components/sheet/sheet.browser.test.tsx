import type * as React from "react";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { afterEach, expect, test, vi } from "vitest";
import { Button } from "../button/button.js";
import {
  animationOf,
  expectNothingLeftBehind,
  focused,
  settled,
  withReducedMotion,
} from "../../test/overlay.js";
import {
  Sheet,
  SheetBody,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "./sheet.js";

const SLOTS = ["sheet-content", "sheet-overlay"];

function Navigation({ side }: { side?: "left" | "right" | "top" | "bottom" }) {
  return (
    <>
      <button type="button">Before</button>
      <Sheet>
        <SheetTrigger>Open navigation</SheetTrigger>
        <SheetContent side={side}>
          <SheetHeader>
            <SheetTitle>Orbitag</SheetTitle>
            <SheetDescription>Main navigation</SheetDescription>
          </SheetHeader>
          <nav aria-label="Main">
            {["Dashboard", "Assets", "Audits"].map((label) => (
              <SheetClose asChild key={label}>
                <a href={`#${label}`}>{label}</a>
              </SheetClose>
            ))}
          </nav>
          <SheetFooter>
            <button type="button">Sign out</button>
          </SheetFooter>
        </SheetContent>
      </Sheet>
    </>
  );
}

afterEach(async () => {
  await page.viewport(1280, 800);
  history.replaceState(null, "", location.pathname + location.search);
});

test("opens with the first link focused, traps Tab, Escape closes and focus returns to the trigger", async () => {
  const screen = await render(<Navigation side="left" />);
  const trigger = screen.getByRole("button", { name: "Open navigation" }).element();
  (trigger as HTMLElement).focus();
  await userEvent.keyboard("{Enter}");
  await expect.element(page.getByRole("dialog", { name: "Orbitag" })).toBeVisible();
  await expect.poll(() => focused()?.textContent).toBe("Dashboard");
  const order: string[] = [];
  for (let i = 0; i < 5; i++) {
    await userEvent.tab();
    order.push(focused()?.textContent ?? "");
  }
  expect(order).toEqual(["Assets", "Audits", "Sign out", "Close", "Dashboard"]);
  await userEvent.keyboard("{Escape}");
  await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
  await expect.poll(focused).toBe(trigger);
  await expectNothingLeftBehind(SLOTS);
});

test("following a link closes it; a click on the scrim closes it", async () => {
  const screen = await render(<Navigation />);
  const trigger = screen.getByRole("button", { name: "Open navigation" }).element();
  await userEvent.click(trigger);
  await userEvent.click(page.getByRole("link", { name: "Audits" }));
  await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
  expect(location.hash).toBe("#Audits");
  await expect.poll(focused).toBe(trigger);

  await userEvent.click(trigger);
  await expect.element(page.getByRole("dialog")).toBeVisible();
  await userEvent.click(page.elementLocator(document.querySelector("[data-slot=sheet-overlay]")!), {
    position: { x: 100, y: 400 },
  });
  await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
  await expectNothingLeftBehind(SLOTS);
});

test("a router's link (which prevents the default to navigate in the page) closes it too", async () => {
  const navigate = vi.fn();
  const keepOpen = vi.fn((event: React.MouseEvent) => event.preventDefault());
  const screen = await render(
    <Sheet>
      <SheetTrigger>Open navigation</SheetTrigger>
      <SheetContent>
        <SheetTitle>Orbitag</SheetTitle>
        <SheetDescription>Main navigation</SheetDescription>
        <SheetClose asChild>
          {/* what a router's <Link> does on a plain left click */}
          <a
            href="/assets"
            onClick={(event) => {
              event.preventDefault();
              navigate("/assets");
            }}
          >
            Assets
          </a>
        </SheetClose>
        <SheetClose onClick={keepOpen}>Stay</SheetClose>
      </SheetContent>
    </Sheet>,
  );
  const trigger = screen.getByRole("button", { name: "Open navigation" }).element();
  await userEvent.click(trigger);
  // SheetClose's own onClick preventing the default keeps the sheet open
  await userEvent.click(page.getByRole("button", { name: "Stay" }));
  expect(keepOpen).toHaveBeenCalledOnce();
  await expect.element(page.getByRole("dialog")).toBeVisible();
  await userEvent.click(page.getByRole("link", { name: "Assets" }));
  expect(navigate).toHaveBeenCalledWith("/assets");
  await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
  await expect.poll(focused).toBe(trigger);
  await expectNothingLeftBehind(SLOTS);
});

test.each([
  ["right", { left: 390 - 292.5, right: 390, top: 0, bottom: 844 }, { x: "100%", y: "0" }],
  ["left", { left: 0, right: 292.5, top: 0, bottom: 844 }, { x: "-100%", y: "0" }],
  ["top", { left: 0, right: 390, top: 0 }, { x: "0", y: "-100%" }],
  ["bottom", { left: 0, right: 390, bottom: 844 }, { x: "0", y: "100%" }],
] as const)("side=%s: sits on its edge of a 390 px phone and slides from it", async (side, edges, from) => {
  await page.viewport(390, 844);
  const screen = await render(<Navigation side={side} />);
  await userEvent.click(screen.getByRole("button", { name: "Open navigation" }));
  const panel = page.getByRole("dialog").element();
  expect(panel.getAttribute("data-side")).toBe(side);
  expect(panel.getAttribute("data-state")).toBe("open");
  const style = getComputedStyle(panel);
  expect(animationOf(panel).name).toBe("enter");
  expect({
    x: style.getPropertyValue("--enter-x") || "0",
    y: style.getPropertyValue("--enter-y") || "0",
  }).toEqual(from);
  await settled(panel);
  const box = panel.getBoundingClientRect();
  for (const [edge, value] of Object.entries(edges))
    expect(box[edge as keyof typeof edges], edge).toBe(value);
});

test("at most 24 rem wide on a desktop", async () => {
  const screen = await render(<Navigation side="right" />);
  await userEvent.click(screen.getByRole("button", { name: "Open navigation" }));
  const panel = page.getByRole("dialog").element();
  await settled(panel);
  expect(panel.getBoundingClientRect().width).toBe(384);
});

test("data-* contract, motion tokens, and no motion under reduced motion", async () => {
  const screen = await render(<Navigation />);
  const trigger = screen.getByRole("button", { name: "Open navigation" }).element();
  expect(trigger.getAttribute("data-slot")).toBe("sheet-trigger");
  expect(trigger.getAttribute("data-state")).toBe("closed");
  await userEvent.click(trigger);
  const panel = page.getByRole("dialog").element();
  expect(panel.getAttribute("data-slot")).toBe("sheet-content");
  expect(panel.getAttribute("data-side")).toBe("right");
  expect(trigger.getAttribute("data-state")).toBe("open");
  expect(document.querySelector("[data-slot=sheet-overlay]")?.getAttribute("data-state")).toBe("open");
  for (const slot of [
    "sheet-header",
    "sheet-title",
    "sheet-description",
    "sheet-footer",
    "sheet-close-button",
  ])
    expect(panel.querySelector(`[data-slot=${slot}]`), slot).not.toBeNull();
  expect(animationOf(panel)).toEqual({ name: "enter", ms: 200 });
  await userEvent.keyboard("{Escape}");
  await expectNothingLeftBehind(SLOTS);

  await withReducedMotion(async () => {
    await userEvent.click(trigger);
    expect(animationOf(page.getByRole("dialog").element()).ms).toBe(0);
    await userEvent.keyboard("{Escape}");
    await expectNothingLeftBehind(SLOTS);
  });
});

function LongFilters({ side }: { side?: "left" | "right" | "top" | "bottom" }) {
  return (
    <Sheet defaultOpen>
      <SheetContent side={side}>
        <SheetHeader>
          <SheetTitle>Filter assets</SheetTitle>
          <SheetDescription>Show only the assets that match.</SheetDescription>
        </SheetHeader>
        <SheetBody>
          {Array.from({ length: 40 }, (_, i) => (
            <p key={i}>Zone {i + 1}: dock doors report through two gateways.</p>
          ))}
        </SheetBody>
        <SheetFooter>
          <button type="button">Apply filters</button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}

test.each(["right", "bottom"] as const)(
  "long content (%s): only SheetBody scrolls; title, X and footer stay, focus rings have room",
  async (side) => {
    await page.viewport(390, 600);
    await render(<LongFilters side={side} />);
    const panel = page.getByRole("dialog").element() as HTMLElement;
    const body = panel.querySelector("[data-slot=sheet-body]") as HTMLElement;
    await expect.poll(() => body.getAttribute("data-overflowing")).toBe("true");
    await settled(panel);
    // the panel itself does not scroll; the body is a tab stop that scrolls
    expect(panel.scrollHeight).toBe(panel.clientHeight);
    expect(body.getAttribute("tabindex")).toBe("0");
    body.scrollTop = body.scrollHeight;
    const box = panel.getBoundingClientRect();
    const title = panel.querySelector("[data-slot=sheet-title]")!.getBoundingClientRect();
    const close = panel.querySelector("[data-slot=sheet-close-button]")!.getBoundingClientRect();
    const apply = page.getByRole("button", { name: "Apply filters" }).element().getBoundingClientRect();
    expect(title.top).toBeGreaterThanOrEqual(box.top);
    expect(close.top).toBeGreaterThanOrEqual(box.top);
    // the footer's button keeps 1 rem from the panel's bottom: its 5 px ring (offset included) is clear of the edge
    expect(box.bottom - apply.bottom).toBeGreaterThanOrEqual(16);
    // the body's own ring: the box sits inside the panel with room for it, its text in line with the title
    const scroll = body.getBoundingClientRect();
    expect(scroll.left - box.left).toBeGreaterThanOrEqual(4);
    expect(box.right - scroll.right).toBeGreaterThanOrEqual(4);
    expect(body.querySelector("p")!.getBoundingClientRect().left).toBe(title.left);
  },
);

test("asChild: a Button as the trigger and as SheetClose keeps data-slot=button and carries the part's flag", async () => {
  const screen = await render(
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="ghost">Open navigation</Button>
      </SheetTrigger>
      <SheetContent>
        <SheetHeader>
          <SheetTitle>Orbitag</SheetTitle>
          <SheetDescription>Main navigation</SheetDescription>
        </SheetHeader>
        <SheetFooter>
          <SheetClose asChild>
            <Button variant="outline">Done</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>,
  );
  const trigger = screen.getByRole("button", { name: "Open navigation" }).element();
  expect(trigger.getAttribute("data-slot")).toBe("button");
  expect(trigger.hasAttribute("data-sheet-trigger")).toBe(true);
  expect(trigger.getAttribute("data-variant")).toBe("ghost");
  expect(trigger.getAttribute("data-state")).toBe("closed");
  await userEvent.click(trigger);
  const done = page.getByRole("button", { name: "Done" });
  await expect.element(done).toHaveAttribute("data-slot", "button");
  await expect.element(done).toHaveAttribute("data-sheet-close", "");
  await expect.element(done).toHaveAttribute("data-variant", "outline");
  await userEvent.click(done);
  await expectNothingLeftBehind(SLOTS);
});
