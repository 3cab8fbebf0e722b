import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { expect, test, vi } from "vitest";
import { expectSolidFocusRing } from "../../test/focus-ring.js";
import { Label } from "../label/label.js";
import { RadioGroup, RadioGroupItem, type RadioGroupProps } from "./radio-group.js";

function Plans(props: RadioGroupProps) {
  return (
    <div>
      <button type="button">Before</button>
      <RadioGroup aria-label="Plan" {...props}>
        {[
          ["starter", "Starter"],
          ["team", "Team"],
          ["legacy", "Legacy"],
          ["enterprise", "Enterprise"],
        ].map(([value, label]) => (
          <div key={value}>
            <RadioGroupItem id={`plan-${value}`} value={value!} disabled={value === "legacy"} />
            <Label htmlFor={`plan-${value}`}>{label}</Label>
          </div>
        ))}
      </RadioGroup>
      <button type="button">After</button>
    </div>
  );
}

const radio = (name: string) => page.getByRole("radio", { name });

/**
 * An arrow key as a hand presses it: down, focus moves, up. Radix moves focus in a timeout after keydown
 * and checks the radio only if the arrow is still down when focus arrives; a human's key is down for
 * 50 ms or more, an automated press with no hold is not.
 */
async function arrow(key: string, to: string) {
  await userEvent.keyboard(`{${key}>}`);
  await expect.element(radio(to)).toHaveFocus();
  await userEvent.keyboard(`{/${key}}`);
}

async function tabIn() {
  (page.getByRole("button", { name: "Before" }).element() as HTMLElement).focus();
  await userEvent.keyboard("{Tab}");
}

test("one Tab stop: Tab enters at the checked radio and the next Tab leaves the group", async () => {
  await render(<Plans defaultValue="team" />);
  await tabIn();
  await expect.element(radio("Team")).toHaveFocus();
  await userEvent.keyboard("{Tab}");
  await expect.element(page.getByRole("button", { name: "After" })).toHaveFocus();
});

test("with nothing checked, Tab enters at the first radio without checking it", async () => {
  await render(<Plans />);
  await tabIn();
  await expect.element(radio("Starter")).toHaveFocus();
  await expect.element(radio("Starter")).not.toBeChecked();
  // Space checks the focused radio
  await userEvent.keyboard(" ");
  await expect.element(radio("Starter")).toBeChecked();
});

test("arrow keys move and check, skip the disabled radio, and wrap", async () => {
  const onValueChange = vi.fn();
  await render(<Plans defaultValue="starter" onValueChange={onValueChange} />);
  await tabIn();
  await arrow("ArrowDown", "Team");
  await expect.element(radio("Team")).toBeChecked();
  await expect.element(radio("Team")).toHaveAttribute("data-state", "checked");
  await expect.element(radio("Starter")).toHaveAttribute("data-state", "unchecked");
  // Legacy is disabled
  await arrow("ArrowRight", "Enterprise");
  await expect.element(radio("Enterprise")).toBeChecked();
  await expect.element(radio("Legacy")).toHaveAttribute("data-disabled");
  // wraps to the first
  await arrow("ArrowDown", "Starter");
  await expect.element(radio("Starter")).toBeChecked();
  await arrow("ArrowUp", "Enterprise");
  await expect.element(radio("Enterprise")).toBeChecked();
  expect(onValueChange.mock.calls).toEqual([["team"], ["enterprise"], ["starter"], ["enterprise"]]);
});

test("focus() on the group (what react-hook-form does for an invalid field) lands on a radio", async () => {
  await render(<Plans defaultValue="enterprise" />);
  (page.getByRole("radiogroup").element() as HTMLElement).focus();
  await expect.element(radio("Enterprise")).toHaveFocus();
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
      <Plans name="plan" defaultValue="team" />
      <button type="submit">Save</button>
    </form>,
  );
  await userEvent.click(page.getByRole("button", { name: "Save" }));
  expect(data).toEqual([["plan", "team"]]);
});

test("an invalid group's item still shows a solid focus ring, in the error colour", async () => {
  await render(
    <RadioGroup aria-label="Plan" aria-invalid>
      <RadioGroupItem value="basic" aria-label="Basic" />
      <RadioGroupItem value="pro" aria-label="Professional" />
    </RadioGroup>,
  );
  await userEvent.tab();
  expect(document.activeElement?.getAttribute("data-slot")).toBe("radio-group-item");
  await expectSolidFocusRing(document.activeElement!, "error");
});
