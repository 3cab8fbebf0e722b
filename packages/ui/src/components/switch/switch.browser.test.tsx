import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { expect, test, vi } from "vitest";
import { expectSolidFocusRing } from "../../test/focus-ring.js";
import { Label } from "../label/label.js";
import { Switch } from "./switch.js";

test("Space and Enter flip it; role, state and data-* follow", async () => {
  const onCheckedChange = vi.fn();
  await render(<Switch aria-label="Offline alerts" onCheckedChange={onCheckedChange} />);
  const toggle = page.getByRole("switch", { name: "Offline alerts" });
  await expect.element(toggle).toHaveAttribute("data-slot", "switch");
  await expect.element(toggle).toHaveAttribute("data-size", "md");
  await expect.element(toggle).toHaveAttribute("aria-checked", "false");
  await userEvent.keyboard("{Tab}");
  await expect.element(toggle).toHaveFocus();
  await userEvent.keyboard(" ");
  await expect.element(toggle).toHaveAttribute("aria-checked", "true");
  await expect.element(toggle).toHaveAttribute("data-state", "checked");
  await userEvent.keyboard("{Enter}");
  await expect.element(toggle).toHaveAttribute("aria-checked", "false");
  await expect.element(toggle).toHaveAttribute("data-state", "unchecked");
  expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
});

test("the thumb moves to the end when on (and to the left in RTL)", async () => {
  const screen = await render(
    <div>
      <Switch aria-label="LTR" defaultChecked />
      <div dir="rtl">
        <Switch aria-label="RTL" defaultChecked />
      </div>
    </div>,
  );
  for (const [name, side] of [
    ["LTR", "right"],
    ["RTL", "left"],
  ] as const) {
    const toggle = screen.getByRole("switch", { name }).element();
    const thumb = toggle.querySelector("[data-slot=switch-thumb]")!;
    // 2 px: the track's transparent border
    const gap =
      side === "right"
        ? toggle.getBoundingClientRect().right - thumb.getBoundingClientRect().right
        : thumb.getBoundingClientRect().left - toggle.getBoundingClientRect().left;
    expect(gap, name).toBe(2);
  }
});

test("a label names it and flips it; disabled is skipped by Tab and not flipped", async () => {
  const screen = await render(
    <div>
      <Switch id="digest" />
      <Label htmlFor="digest">Daily digest</Label>
      <Switch aria-label="Locked" disabled />
      <button type="button">After</button>
    </div>,
  );
  await userEvent.click(screen.getByText("Daily digest"));
  await expect.element(screen.getByRole("switch", { name: "Daily digest" })).toBeChecked();
  (screen.getByRole("switch", { name: "Daily digest" }).element() as HTMLElement).focus();
  await userEvent.keyboard("{Tab}");
  await expect.element(screen.getByRole("button", { name: "After" })).toHaveFocus();
  await userEvent.click(screen.getByRole("switch", { name: "Locked" }), { force: true });
  await expect.element(screen.getByRole("switch", { name: "Locked" })).not.toBeChecked();
});

test("takes part in a native form submission", async () => {
  let data: [string, FormDataEntryValue][] = [];
  await render(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        data = [...new FormData(event.currentTarget).entries()];
      }}
    >
      <Switch aria-label="Alerts" name="alerts" defaultChecked />
      <button type="submit">Save</button>
    </form>,
  );
  await userEvent.click(page.getByRole("button", { name: "Save" }));
  expect(data).toEqual([["alerts", "on"]]);
});

test("an invalid switch still shows a solid focus ring, in the error colour (its error halo does not cover it)", async () => {
  await render(<Switch aria-label="Offline alerts" aria-invalid />);
  await userEvent.tab();
  await expectSolidFocusRing(document.activeElement!, "error");
});
