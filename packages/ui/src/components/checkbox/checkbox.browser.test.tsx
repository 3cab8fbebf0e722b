import * as React from "react";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { expect, test, vi } from "vitest";
import { Label } from "../label/label.js";
import { expectSolidFocusRing, focusRing } from "../../test/focus-ring.js";
import { Checkbox } from "./checkbox.js";

test("Space toggles it (Enter does not, per the WAI-ARIA checkbox pattern); data-state follows", async () => {
  const onCheckedChange = vi.fn();
  const screen = await render(<Checkbox aria-label="Offline alerts" onCheckedChange={onCheckedChange} />);
  const box = screen.getByRole("checkbox", { name: "Offline alerts" });
  await expect.element(box).toHaveAttribute("data-slot", "checkbox");
  await expect.element(box).toHaveAttribute("data-state", "unchecked");
  await userEvent.keyboard("{Tab}");
  await expect.element(box).toHaveFocus();
  await userEvent.keyboard(" ");
  await expect.element(box).toBeChecked();
  await expect.element(box).toHaveAttribute("data-state", "checked");
  expect(box.element().querySelector("[data-slot=checkbox-indicator]")).not.toBeNull();
  await userEvent.keyboard("{Enter}");
  await expect.element(box).toBeChecked();
  await userEvent.keyboard(" ");
  await expect.element(box).not.toBeChecked();
  expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
});

test("indeterminate is aria-checked=mixed with a dash, and Space makes it checked", async () => {
  function Controlled() {
    const [checked, setChecked] = React.useState<boolean | "indeterminate">("indeterminate");
    return <Checkbox aria-label="All assets" checked={checked} onCheckedChange={setChecked} />;
  }
  const screen = await render(<Controlled />);
  const box = screen.getByRole("checkbox", { name: "All assets" });
  await expect.element(box).toHaveAttribute("aria-checked", "mixed");
  await expect.element(box).toHaveAttribute("data-state", "indeterminate");
  // the dash shows, the tick is hidden
  const [tick, dash] = [...box.element().querySelectorAll("svg")] as SVGElement[];
  expect(getComputedStyle(tick!).display).toBe("none");
  expect(getComputedStyle(dash!).display).not.toBe("none");
  (box.element() as HTMLElement).focus();
  await userEvent.keyboard(" ");
  await expect.element(box).toHaveAttribute("aria-checked", "true");
  expect(getComputedStyle(tick!).display).not.toBe("none");
});

test("a label with htmlFor names it and toggles it on click", async () => {
  const screen = await render(
    <div>
      <Checkbox id="digest" />
      <Label htmlFor="digest">Daily digest</Label>
    </div>,
  );
  await userEvent.click(screen.getByText("Daily digest"));
  await expect.element(screen.getByRole("checkbox", { name: "Daily digest" })).toBeChecked();
});

test("disabled: skipped by Tab, not toggled by a click", async () => {
  const onCheckedChange = vi.fn();
  const screen = await render(
    <div>
      <button type="button">Before</button>
      <Checkbox aria-label="Locked" disabled onCheckedChange={onCheckedChange} />
      <button type="button">After</button>
    </div>,
  );
  (screen.getByRole("button", { name: "Before" }).element() as HTMLElement).focus();
  await userEvent.keyboard("{Tab}");
  await expect.element(screen.getByRole("button", { name: "After" })).toHaveFocus();
  const box = screen.getByRole("checkbox", { name: "Locked" });
  await expect.element(box).toHaveAttribute("data-disabled");
  await userEvent.click(box, { force: true });
  await expect.element(box).not.toBeChecked();
  expect(onCheckedChange).not.toHaveBeenCalled();
});

test("takes part in a native form submission through its hidden input", async () => {
  let data: [string, FormDataEntryValue][] = [];
  const screen = await render(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        data = [...new FormData(event.currentTarget).entries()];
      }}
    >
      <Checkbox aria-label="Alerts" name="alerts" value="yes" />
      <button type="submit">Save</button>
    </form>,
  );
  await userEvent.click(screen.getByRole("button", { name: "Save" }));
  expect(data).toEqual([]);
  await userEvent.click(screen.getByRole("checkbox", { name: "Alerts" }));
  await userEvent.click(screen.getByRole("button", { name: "Save" }));
  expect(data).toEqual([["alerts", "yes"]]);
});

test("an invalid checkbox still shows a solid focus ring, in the error colour (its error halo does not cover it)", async () => {
  await render(<Checkbox aria-label="I accept the terms" aria-invalid />);
  const box = document.querySelector("[data-slot=checkbox]")!;
  // the error halo at rest: faint, wide
  expect(Number((await focusRing(box))?.colour.alpha)).toBeLessThan(1);
  await userEvent.tab();
  expect(document.activeElement).toBe(box);
  await expectSolidFocusRing(box, "error");
});
