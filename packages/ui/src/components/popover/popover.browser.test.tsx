import type * as React from "react";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { afterEach, expect, test } from "vitest";
import { Button } from "../button/button.js";
import { Input } from "../input/input.js";
import {
  animationOf,
  expectNothingLeftBehind,
  focused,
  settled,
  withReducedMotion,
} from "../../test/overlay.js";
import { Popover, PopoverAnchor, PopoverClose, PopoverContent, PopoverTrigger } from "./popover.js";

const SLOTS = ["popover-content"];

function Reminder(
  props: React.ComponentProps<typeof PopoverContent> & { triggerStyle?: React.CSSProperties },
) {
  const { triggerStyle, ...content } = props;
  return (
    <div style={{ padding: 80 }}>
      <button type="button">Before</button>
      <Popover>
        <PopoverTrigger style={triggerStyle}>Set reminder</PopoverTrigger>
        <PopoverContent aria-label="Reminder" {...content}>
          <label>
            Date <input name="date" />
          </label>
          <PopoverClose>Save</PopoverClose>
        </PopoverContent>
      </Popover>
      <button type="button">After</button>
    </div>
  );
}

afterEach(async () => {
  await page.viewport(1280, 800);
});

const content = () => document.querySelector<HTMLElement>("[data-slot=popover-content]");

test("opens by keyboard with focus inside; Escape closes and returns focus to the trigger", async () => {
  const screen = await render(<Reminder />);
  const trigger = screen.getByRole("button", { name: "Set reminder" }).element() as HTMLElement;
  expect(trigger.getAttribute("aria-expanded")).toBe("false");
  trigger.focus();
  await userEvent.keyboard("{Enter}");
  await expect.element(page.getByRole("dialog", { name: "Reminder" })).toBeVisible();
  expect(trigger.getAttribute("aria-expanded")).toBe("true");
  await expect.poll(() => focused()?.getAttribute("name")).toBe("date");
  await userEvent.keyboard("{Escape}");
  await expect.poll(content).toBeNull();
  await expect.poll(focused).toBe(trigger);
  await expectNothingLeftBehind(SLOTS);
});

test("non-modal: a click outside closes it; Tab cycles inside it", async () => {
  const screen = await render(<Reminder />);
  const trigger = screen.getByRole("button", { name: "Set reminder" });
  await userEvent.click(trigger);
  await expect.poll(content).not.toBeNull();
  await userEvent.click(screen.getByRole("button", { name: "After" }));
  await expect.poll(content).toBeNull();

  await userEvent.click(trigger);
  await expect.poll(() => focused()?.getAttribute("name")).toBe("date");
  // Tab cycles inside it (Radix loops focus in the popover; Escape or a click outside leaves)
  await userEvent.tab();
  expect(focused()?.textContent).toBe("Save");
  await userEvent.tab();
  expect(focused()?.getAttribute("name")).toBe("date");
  await userEvent.tab({ shift: true });
  expect(focused()?.textContent).toBe("Save");
  // focus moved elsewhere by a click closes it
  await userEvent.click(screen.getByRole("button", { name: "Before" }));
  await expect.poll(content).toBeNull();
  await expectNothingLeftBehind(SLOTS);
});

test("PopoverClose closes it", async () => {
  const screen = await render(<Reminder />);
  await userEvent.click(screen.getByRole("button", { name: "Set reminder" }));
  await userEvent.click(page.getByRole("button", { name: "Save" }));
  await expect.poll(content).toBeNull();
});

test("sits 4 px below the trigger, centred by default, and aligns to the start when asked", async () => {
  const screen = await render(<Reminder triggerStyle={{ width: 200 }} />);
  const trigger = screen.getByRole("button", { name: "Set reminder" }).element();
  await userEvent.click(trigger);
  await expect.poll(content).not.toBeNull();
  await settled(content()!);
  const t = trigger.getBoundingClientRect();
  await expect.poll(() => Math.round(content()!.getBoundingClientRect().top - t.bottom)).toBe(4);
  let c = content()!.getBoundingClientRect();
  expect(Math.round(c.top - t.bottom)).toBe(4);
  expect(Math.round(c.left + c.width / 2)).toBe(Math.round(t.left + t.width / 2));
  expect(content()!.getAttribute("data-side")).toBe("bottom");
  expect(content()!.getAttribute("data-align")).toBe("center");
  expect(content()!.getAttribute("data-state")).toBe("open");
  expect(trigger.getAttribute("data-state")).toBe("open");
  await userEvent.keyboard("{Escape}");
  await expect.poll(content).toBeNull();

  await screen.rerender(<Reminder triggerStyle={{ width: 200 }} align="start" side="top" sideOffset={12} />);
  await userEvent.click(trigger);
  await expect.poll(content).not.toBeNull();
  await settled(content()!);
  await expect.poll(() => Math.round(content()!.getBoundingClientRect().left)).toBe(Math.round(t.left));
  c = content()!.getBoundingClientRect();
  expect(Math.round(t.top - c.bottom)).toBe(12);
  expect(content()!.getAttribute("data-side")).toBe("top");
  expect(content()!.getAttribute("data-align")).toBe("start");
});

test("PopoverAnchor positions it against the anchor instead of the trigger", async () => {
  // a search field with a filter button: the panel lines up with the field, not with the button. The anchor
  // comes after the trigger in the tree (Radix 1.1.15+ otherwise keeps the trigger as the anchor:
  // radix-ui/primitives#3760); CSS puts the field first
  const screen = await render(
    <Popover>
      <div
        style={{
          display: "flex",
          flexDirection: "row-reverse",
          justifyContent: "flex-end",
          gap: 8,
          padding: 40,
        }}
      >
        <PopoverTrigger>Filter</PopoverTrigger>
        <PopoverAnchor asChild>
          <input aria-label="Search assets" style={{ width: 240 }} />
        </PopoverAnchor>
      </div>
      <PopoverContent aria-label="Filters" align="start">
        Filters
      </PopoverContent>
    </Popover>,
  );
  await userEvent.click(screen.getByRole("button", { name: "Filter" }));
  await expect.poll(content).not.toBeNull();
  await settled(content()!);
  const field = screen.getByRole("textbox", { name: "Search assets" }).element().getBoundingClientRect();
  // (the popper places itself once it has measured; poll until it has)
  await expect.poll(() => Math.round(content()!.getBoundingClientRect().left)).toBe(Math.round(field.left));
  expect(Math.round(content()!.getBoundingClientRect().top - field.bottom)).toBe(4);
});

test("on a 390 px phone it stays 8 px inside the screen, even from a trigger at the edge", async () => {
  await page.viewport(390, 844);
  const screen = await render(
    <Popover>
      <PopoverTrigger style={{ position: "absolute", right: 0, top: 100 }}>Filter</PopoverTrigger>
      <PopoverContent aria-label="Filter" className="w-96">
        A panel wider than the phone allows.
      </PopoverContent>
    </Popover>,
  );
  await userEvent.click(screen.getByRole("button", { name: "Filter" }));
  await expect.poll(content).not.toBeNull();
  await settled(content()!);
  await expect.poll(() => content()!.getBoundingClientRect().left).toBeGreaterThanOrEqual(8);
  // (half a pixel: the available width is a fractional CSS length)
  expect(content()!.getBoundingClientRect().right).toBeLessThanOrEqual(390 - 8 + 0.5);
});

test("animates with the motion tokens, not under reduced motion", async () => {
  const screen = await render(<Reminder />);
  const trigger = screen.getByRole("button", { name: "Set reminder" });
  await userEvent.click(trigger);
  await expect.poll(content).not.toBeNull();
  expect(animationOf(content()!)).toEqual({ name: "fade-in", ms: 150 });
  await userEvent.keyboard("{Escape}");
  await expectNothingLeftBehind(SLOTS);
  await withReducedMotion(async () => {
    await userEvent.click(trigger);
    await expect.poll(content).not.toBeNull();
    expect(animationOf(content()!).ms).toBe(0);
    await userEvent.keyboard("{Escape}");
    await expectNothingLeftBehind(SLOTS);
  });
});

test("arrow: points from the panel to the trigger, across the side offset, in the panel's colours", async () => {
  const screen = await render(<Reminder arrow side="bottom" />);
  await userEvent.click(screen.getByRole("button", { name: "Set reminder" }));
  await expect.element(page.getByRole("dialog", { name: "Reminder" })).toBeVisible();
  const arrow = document.querySelector<SVGElement>("[data-slot=popover-arrow]");
  expect(arrow).not.toBeNull();
  await settled(content() as HTMLElement);
  const trigger = screen.getByRole("button", { name: "Set reminder" }).element().getBoundingClientRect();
  const panel = (content() as HTMLElement).getBoundingClientRect();
  const tip = (arrow as SVGElement).getBoundingClientRect();
  // between the trigger's bottom and the panel's top (the offset grows by the arrow's height), centred on both
  expect(Math.round(panel.top - trigger.bottom)).toBe(4 + 6);
  expect(tip.top).toBeGreaterThanOrEqual(trigger.bottom - 0.5);
  expect(tip.bottom).toBeLessThanOrEqual(panel.top + 1.5);
  // (the panel and the arrow sit on whole pixels, the trigger's centre need not)
  expect(Math.abs((tip.left + tip.right) / 2 - (trigger.left + trigger.right) / 2)).toBeLessThan(2);
  const style = getComputedStyle(arrow as SVGElement);
  expect(style.fill).toBe(getComputedStyle(content() as HTMLElement).backgroundColor);
  expect(style.stroke).toBe(getComputedStyle(content() as HTMLElement).borderTopColor);
});

test("no arrow unless asked", async () => {
  const screen = await render(<Reminder />);
  await userEvent.click(screen.getByRole("button", { name: "Set reminder" }));
  await expect.element(page.getByRole("dialog", { name: "Reminder" })).toBeVisible();
  expect(document.querySelector("[data-slot=popover-arrow]")).toBeNull();
});

test("asChild: a Button as trigger and PopoverClose, an Input as anchor, each keeps its own data-slot and carries the part's flag", async () => {
  const screen = await render(
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline">Filter</Button>
      </PopoverTrigger>
      <PopoverAnchor asChild>
        <Input aria-label="Search assets" />
      </PopoverAnchor>
      <PopoverContent aria-label="Filters">
        <PopoverClose asChild>
          <Button size="sm">Apply</Button>
        </PopoverClose>
      </PopoverContent>
    </Popover>,
  );
  const trigger = screen.getByRole("button", { name: "Filter" }).element();
  expect(trigger.getAttribute("data-slot")).toBe("button");
  expect(trigger.hasAttribute("data-popover-trigger")).toBe(true);
  expect(trigger.getAttribute("data-variant")).toBe("outline");
  expect(trigger.getAttribute("data-state")).toBe("closed");
  const anchor = screen.getByRole("textbox", { name: "Search assets" }).element();
  expect(anchor.getAttribute("data-slot")).toBe("input");
  expect(anchor.hasAttribute("data-popover-anchor")).toBe(true);
  await userEvent.click(trigger);
  const apply = page.getByRole("button", { name: "Apply" });
  await expect.element(apply).toHaveAttribute("data-slot", "button");
  await expect.element(apply).toHaveAttribute("data-popover-close", "");
  await expect.element(apply).toHaveAttribute("data-size", "sm");
  await userEvent.click(apply);
  await expectNothingLeftBehind(SLOTS);
});
