import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { expect, test, vi } from "vitest";
import { expectSolidFocusRing } from "../../test/focus-ring.js";
import { FormField } from "../form-field/form-field.js";
import { Slider } from "./slider.js";

const value = (name: string) => page.getByRole("slider", { name }).element().getAttribute("aria-valuenow");

test("one thumb: the APG slider keys, each step reported; a commit per key press", async () => {
  const onValueChange = vi.fn();
  const onValueCommit = vi.fn();
  await render(
    <Slider
      aria-label="Threshold"
      defaultValue={[50]}
      step={2}
      onValueChange={onValueChange}
      onValueCommit={onValueCommit}
    />,
  );
  const thumb = page.getByRole("slider", { name: "Threshold" });
  await expect.element(thumb).toHaveAttribute("data-slot", "slider-thumb");
  await expect.element(thumb).toHaveAttribute("aria-valuemin", "0");
  await expect.element(thumb).toHaveAttribute("aria-valuemax", "100");
  await userEvent.keyboard("{Tab}");
  await expect.element(thumb).toHaveFocus();
  const steps: [string, string][] = [
    ["{ArrowRight}", "52"],
    ["{ArrowUp}", "54"],
    ["{ArrowLeft}", "52"],
    ["{ArrowDown}", "50"],
    ["{PageUp}", "70"],
    ["{PageDown}", "50"],
    ["{Shift>}{ArrowRight}{/Shift}", "70"],
    ["{End}", "100"],
    ["{ArrowRight}", "100"],
    ["{Home}", "0"],
  ];
  for (const [key, expected] of steps) {
    await userEvent.keyboard(key);
    expect(value("Threshold"), key).toBe(expected);
  }
  expect(onValueChange).toHaveBeenLastCalledWith([0]);
  expect(onValueCommit).toHaveBeenLastCalledWith([0]);
});

test("a range (the APG multi-thumb slider): two tab stops, named, values in order, thumbs stop at each other", async () => {
  const onValueChange = vi.fn();
  const screen = await render(
    <Slider
      aria-label="Price"
      thumbLabels={["minimum", "maximum"]}
      defaultValue={[20, 60]}
      step={10}
      onValueChange={onValueChange}
      name="price"
    />,
  );
  const low = screen.getByRole("slider", { name: "Price, minimum" });
  const high = screen.getByRole("slider", { name: "Price, maximum" });
  await userEvent.keyboard("{Tab}");
  await expect.element(low).toHaveFocus();
  await userEvent.keyboard("{Tab}");
  await expect.element(high).toHaveFocus();
  // Home and End move the focused thumb (Radix alone would move the first thumb on Home and the last on End)
  await userEvent.keyboard("{Home}");
  // the maximum stops at the minimum and keeps the focus
  expect(value("Price, maximum")).toBe("20");
  expect(value("Price, minimum")).toBe("20");
  await expect.element(high).toHaveFocus();
  await userEvent.keyboard("{ArrowLeft}");
  expect(value("Price, maximum")).toBe("20");
  await userEvent.keyboard("{End}");
  expect(value("Price, maximum")).toBe("100");
  expect(onValueChange).toHaveBeenLastCalledWith([20, 100]);
  expect(low.element().getAttribute("data-index")).toBe("0");
  expect(high.element().getAttribute("data-index")).toBe("1");
});

test("minStepsBetweenThumbs keeps a gap", async () => {
  await render(
    <Slider
      aria-label="Hours"
      thumbLabels={["from", "to"]}
      defaultValue={[8, 12]}
      max={24}
      minStepsBetweenThumbs={2}
    />,
  );
  (page.getByRole("slider", { name: "Hours, to" }).element() as HTMLElement).focus();
  await userEvent.keyboard("{Home}");
  expect(value("Hours, to")).toBe("10");
});

test("a click on the track moves the nearest thumb there", async () => {
  const screen = await render(
    <div style={{ width: 400, padding: 20 }}>
      <Slider aria-label="Price" thumbLabels={["minimum", "maximum"]} defaultValue={[20, 60]} />
    </div>,
  );
  const track = screen.container.querySelector("[data-slot=slider-track]")!;
  // near the right end of the track: the maximum moves
  await userEvent.click(page.elementLocator(track), { position: { x: 340, y: 3 } });
  expect(Number(value("Price, maximum"))).toBeGreaterThan(85);
  expect(value("Price, minimum")).toBe("20");
});

test("in a FormField: named by the label plus each thumb's own, described by the hint, invalid", async () => {
  await render(
    <FormField label="Battery" hint="Alert below this" error="Too low">
      <Slider defaultValue={[10, 90]} thumbLabels={["low", "high"]} getValueLabel={(v) => `${v} %`} />
    </FormField>,
  );
  const low = page.getByRole("slider", { name: "Battery low" });
  await expect.element(low).toHaveAccessibleDescription("Alert below this Too low");
  await expect.element(low).toHaveAttribute("aria-invalid", "true");
  await expect.element(low).toHaveAttribute("aria-valuetext", "10 %");
  await expect
    .element(page.getByRole("slider", { name: "Battery high" }))
    .toHaveAttribute("aria-valuetext", "90 %");
  (low.element() as HTMLElement).focus();
  await userEvent.keyboard("{ArrowRight}");
  // the value text follows an uncontrolled slider
  await expect.element(low).toHaveAttribute("aria-valuetext", "11 %");
});

test("right to left: the minimum on the right, ArrowRight takes a step; vertical: a column, Up adds", async () => {
  const screen = await render(
    <div>
      <div dir="rtl" style={{ width: 300 }}>
        <Slider aria-label="RTL" defaultValue={[0]} dir="rtl" />
      </div>
      <div style={{ height: 200 }}>
        <Slider aria-label="Vertical" defaultValue={[0]} orientation="vertical" />
      </div>
    </div>,
  );
  const rtl = screen.getByRole("slider", { name: "RTL" }).element();
  const rtlRoot = rtl.closest("[data-slot=slider]")!.getBoundingClientRect();
  expect(rtl.getBoundingClientRect().right).toBeCloseTo(rtlRoot.right, 0);
  (rtl as HTMLElement).focus();
  await userEvent.keyboard("{ArrowLeft}");
  expect(value("RTL")).toBe("1");
  await userEvent.keyboard("{ArrowRight}");
  expect(value("RTL")).toBe("0");
  const vertical = screen.getByRole("slider", { name: "Vertical" }).element();
  const verticalRoot = vertical.closest("[data-slot=slider]")!.getBoundingClientRect();
  expect(verticalRoot.height).toBe(200);
  expect(vertical.getBoundingClientRect().bottom).toBeCloseTo(verticalRoot.bottom, 0);
  (vertical as HTMLElement).focus();
  await userEvent.keyboard("{ArrowUp}");
  expect(value("Vertical")).toBe("1");
});

test("takes part in a native form submission; disabled is no tab stop", async () => {
  let data: [string, FormDataEntryValue][] = [];
  await render(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        data = [...new FormData(event.currentTarget).entries()];
      }}
    >
      <Slider aria-label="Price" name="price" defaultValue={[20, 60]} />
      <Slider aria-label="Locked" name="locked" defaultValue={[5]} disabled />
      <button type="submit">Save</button>
    </form>,
  );
  await userEvent.keyboard("{Tab}{Tab}{Tab}");
  await expect.element(page.getByRole("button", { name: "Save" })).toHaveFocus();
  await userEvent.click(page.getByRole("button", { name: "Save" }));
  expect(data).toEqual([
    ["price[]", "20"],
    ["price[]", "60"],
    ["locked", "5"],
  ]);
});

test("a thumb's focus ring is solid with a gap; an invalid slider's is the error colour", async () => {
  const screen = await render(<Slider aria-label="Battery alert" defaultValue={[40]} />);
  await userEvent.tab();
  expect(document.activeElement?.getAttribute("role")).toBe("slider");
  await expectSolidFocusRing(document.activeElement!);
  await screen.rerender(<Slider aria-label="Battery alert" defaultValue={[40]} aria-invalid />);
  await expectSolidFocusRing(document.activeElement!, "error");
});
