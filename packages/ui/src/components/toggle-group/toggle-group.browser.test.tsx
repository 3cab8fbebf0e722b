import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { expect, test, vi } from "vitest";
import { expectRingInside, tokenColour } from "../../test/focus-ring.js";
import { FormField } from "../form-field/form-field.js";
import { ToggleGroup, ToggleGroupItem, type ToggleGroupProps } from "./toggle-group.js";

function View(props: Partial<ToggleGroupProps>) {
  return (
    <div>
      <button type="button">Before</button>
      <ToggleGroup aria-label="View" {...({ ...props, type: props.type ?? "single" } as ToggleGroupProps)}>
        <ToggleGroupItem value="list">List</ToggleGroupItem>
        <ToggleGroupItem value="grid">Grid</ToggleGroupItem>
        <ToggleGroupItem value="map">Map</ToggleGroupItem>
      </ToggleGroup>
      <button type="button">After</button>
    </div>
  );
}

const radio = (name: string) => page.getByRole("radio", { name });
const toggle = (name: string) => page.getByRole("button", { name });

test("single is the APG radio group: one tab stop (the checked radio), arrows move and check, wrapping", async () => {
  const onValueChange = vi.fn();
  await render(<View defaultValue="grid" onValueChange={onValueChange} />);
  await expect
    .element(page.getByRole("radiogroup", { name: "View" }))
    .toHaveAttribute("data-slot", "toggle-group");
  (page.getByRole("button", { name: "Before" }).element() as HTMLElement).focus();
  await userEvent.keyboard("{Tab}");
  await expect.element(radio("Grid")).toHaveFocus();
  await userEvent.keyboard("{ArrowRight}");
  await expect.element(radio("Map")).toHaveFocus();
  await expect.element(radio("Map")).toHaveAttribute("aria-checked", "true");
  await expect.element(radio("Grid")).toHaveAttribute("aria-checked", "false");
  await userEvent.keyboard("{ArrowDown}");
  await expect.element(radio("List")).toHaveFocus();
  await expect.element(radio("List")).toHaveAttribute("aria-checked", "true");
  await userEvent.keyboard("{ArrowUp}");
  await expect.element(radio("Map")).toHaveAttribute("aria-checked", "true");
  await userEvent.keyboard("{Tab}");
  await expect.element(page.getByRole("button", { name: "After" })).toHaveFocus();
  expect(onValueChange.mock.calls).toEqual([["map"], ["list"], ["map"]]);
});

test("single with nothing checked: Tab lands on the first without checking it; Space checks", async () => {
  await render(<View />);
  (page.getByRole("button", { name: "Before" }).element() as HTMLElement).focus();
  await userEvent.keyboard("{Tab}");
  await expect.element(radio("List")).toHaveFocus();
  await expect.element(radio("List")).toHaveAttribute("aria-checked", "false");
  await userEvent.keyboard(" ");
  await expect.element(radio("List")).toHaveAttribute("aria-checked", "true");
  await expect.element(radio("List")).toHaveAttribute("data-state", "on");
});

test("a click only checks what is clicked; the checked one stays checked unless deselectable", async () => {
  const onValueChange = vi.fn();
  const screen = await render(<View defaultValue="list" onValueChange={onValueChange} />);
  await userEvent.click(radio("Map"));
  await expect.element(radio("Map")).toHaveAttribute("aria-checked", "true");
  await userEvent.click(radio("Map"));
  await expect.element(radio("Map")).toHaveAttribute("aria-checked", "true");
  expect(onValueChange.mock.calls).toEqual([["map"]]);
  await screen.rerender(<View defaultValue="list" deselectable onValueChange={onValueChange} />);
  await userEvent.click(radio("Map"));
  await expect.element(radio("Map")).toHaveAttribute("aria-checked", "false");
  expect(onValueChange).toHaveBeenLastCalledWith("");
});

test("controlled: the arrow keys ask, the value decides", async () => {
  const onValueChange = vi.fn();
  await render(<View value="list" onValueChange={onValueChange} />);
  (radio("List").element() as HTMLElement).focus();
  await userEvent.keyboard("{ArrowRight}");
  await expect.element(radio("Grid")).toHaveFocus();
  expect(onValueChange).toHaveBeenLastCalledWith("grid");
  // the parent did not take it: List stays checked
  await expect.element(radio("List")).toHaveAttribute("aria-checked", "true");
});

test("multiple is the APG toolbar: arrows, Home and End move without pressing; Space and Enter press", async () => {
  const onValueChange = vi.fn();
  await render(<View type="multiple" onValueChange={onValueChange} />);
  await expect.element(page.getByRole("toolbar", { name: "View" })).toBeInTheDocument();
  (page.getByRole("button", { name: "Before" }).element() as HTMLElement).focus();
  await userEvent.keyboard("{Tab}");
  await expect.element(toggle("List")).toHaveFocus();
  await userEvent.keyboard("{End}");
  await expect.element(toggle("Map")).toHaveFocus();
  await expect.element(toggle("Map")).toHaveAttribute("aria-pressed", "false");
  await userEvent.keyboard(" ");
  await userEvent.keyboard("{Home}");
  await expect.element(toggle("List")).toHaveFocus();
  await userEvent.keyboard("{Enter}");
  await expect.element(toggle("List")).toHaveAttribute("aria-pressed", "true");
  await expect.element(toggle("Map")).toHaveAttribute("aria-pressed", "true");
  // an arrow moves the focus only: Grid is focused, not pressed
  await userEvent.keyboard("{ArrowRight}");
  await expect.element(toggle("Grid")).toHaveFocus();
  await expect.element(toggle("Grid")).toHaveAttribute("aria-pressed", "false");
  await userEvent.keyboard("{Tab}");
  await expect.element(page.getByRole("button", { name: "After" })).toHaveFocus();
  expect(onValueChange.mock.calls).toEqual([[["map"]], [["map", "list"]]]);
});

test("right to left: ArrowLeft moves to the next item; disabled items are skipped", async () => {
  await render(
    <div dir="rtl">
      <ToggleGroup type="single" aria-label="العرض" dir="rtl" defaultValue="a">
        <ToggleGroupItem value="a">أ</ToggleGroupItem>
        <ToggleGroupItem value="b" disabled>
          ب
        </ToggleGroupItem>
        <ToggleGroupItem value="c">ج</ToggleGroupItem>
      </ToggleGroup>
    </div>,
  );
  (radio("أ").element() as HTMLElement).focus();
  await userEvent.keyboard("{ArrowLeft}");
  await expect.element(radio("ج")).toHaveFocus();
  await expect.element(radio("ج")).toHaveAttribute("aria-checked", "true");
  expect(radio("أ").element().getBoundingClientRect().left).toBeGreaterThan(
    radio("ج").element().getBoundingClientRect().left,
  );
});

test("variants and sizes reach every item; the outline strip shares its borders", async () => {
  const screen = await render(<View variant="outline" size="sm" defaultValue="list" />);
  const items = screen.getByRole("radio").elements();
  for (const item of items) {
    expect(item.getAttribute("data-variant")).toBe("outline");
    expect(item.getAttribute("data-size")).toBe("sm");
    expect(item.getBoundingClientRect().height).toBe(32);
  }
  // one 1 px border between neighbours
  expect(items[1]!.getBoundingClientRect().left).toBe(items[0]!.getBoundingClientRect().right - 1);
  // a segment's focus ring is drawn inside it: not over its neighbours' borders nor past the strip's edges
  (page.getByRole("button", { name: "Before" }).element() as HTMLElement).focus();
  await userEvent.keyboard("{Tab}{ArrowRight}");
  await expect.element(radio("Grid")).toHaveFocus();
  await expectRingInside(items[1]!);
});

test.each(["outline", "default"] as const)(
  "%s: in a FormField with an error the group shows it, as a field does (error colour); valid, it does not",
  async (variant) => {
    const field = (error?: string) => (
      <FormField label="Priority" error={error}>
        <ToggleGroup type="single" variant={variant}>
          <ToggleGroupItem value="low">Low</ToggleGroupItem>
          <ToggleGroupItem value="high">High</ToggleGroupItem>
        </ToggleGroup>
      </FormField>
    );
    const screen = await render(field("Choose a priority."));
    const group = screen.getByRole("radiogroup", { name: "Priority" }).element();
    expect(group.getAttribute("aria-invalid")).toBe("true");
    const error = tokenColour("error");
    const drawn = () =>
      variant === "outline"
        ? [...group.children].map((item) => getComputedStyle(item).borderTopColor)
        : [getComputedStyle(group).boxShadow.includes(error) ? error : "no ring"];
    await expect.poll(drawn).toEqual(variant === "outline" ? [error, error] : [error]);
    await screen.rerender(field());
    expect(group.hasAttribute("aria-invalid")).toBe(false);
    await expect.poll(() => drawn().includes(error)).toBe(false);
  },
);
