import { useForm } from "react-hook-form";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { expect, test, vi } from "vitest";
import { expectRingInside, expectSolidFocusRing } from "../../test/focus-ring.js";
import { FormField } from "../form-field/form-field.js";
import {
  InputGroup,
  InputGroupAddon,
  InputGroupButton,
  InputGroupInput,
  InputGroupText,
  InputGroupTextarea,
} from "./input-group.js";

test("FormField's wiring lands on the input: label, hint and error, invalid, required", async () => {
  await render(
    <FormField label="Tag ID" hint="On the tag's sticker" error="Already taken" required>
      <InputGroup>
        <InputGroupAddon>
          <InputGroupText>OT-</InputGroupText>
        </InputGroupAddon>
        <InputGroupInput aria-describedby="own-note" />
      </InputGroup>
    </FormField>,
  );
  const input = page.getByRole("textbox", { name: "Tag ID" });
  await expect.element(input).toHaveAttribute("data-slot", "input-group-control");
  await expect.element(input).toHaveAttribute("aria-invalid", "true");
  await expect.element(input).toHaveAttribute("aria-required", "true");
  // its own description first, then the hint and the error
  const describedBy = input.element().getAttribute("aria-describedby")!.split(" ");
  expect(describedBy[0]).toBe("own-note");
  expect(describedBy).toHaveLength(3);
  await expect.element(input).toHaveAccessibleDescription("On the tag's sticker Already taken");
  // a click on the label focuses the input
  await userEvent.click(page.getByText(/^Tag ID/));
  await expect.element(input).toHaveFocus();
  const group = input.element().closest("[data-slot=input-group]")!;
  expect(group.getAttribute("role")).toBe("group");
  expect(group.hasAttribute("id")).toBe(false);
  expect(group.getAttribute("data-invalid")).toBe("true");
});

test("a click on an icon or text addon focuses the input; a click on its button does not", async () => {
  const onClick = vi.fn();
  const screen = await render(
    <InputGroup>
      <InputGroupAddon data-testid="icon">
        <svg data-testid="svg" width="16" height="16" />
      </InputGroupAddon>
      <InputGroupInput aria-label="Search" />
      <InputGroupAddon align="inline-end">
        <InputGroupText data-testid="unit">kg</InputGroupText>
        <InputGroupButton onClick={onClick}>Go</InputGroupButton>
      </InputGroupAddon>
    </InputGroup>,
  );
  const input = screen.getByRole("textbox", { name: "Search" });
  await userEvent.click(screen.getByTestId("svg"));
  await expect.element(input).toHaveFocus();
  (document.activeElement as HTMLElement).blur();
  await userEvent.click(screen.getByTestId("unit"));
  await expect.element(input).toHaveFocus();
  await userEvent.click(screen.getByRole("button", { name: "Go" }));
  await expect.element(screen.getByRole("button", { name: "Go" })).toHaveFocus();
  expect(onClick).toHaveBeenCalledOnce();
});

test("addons sit inside the border where align says, mirrored in RTL; Tab runs in DOM order", async () => {
  const screen = await render(
    <div style={{ width: 300 }}>
      <InputGroup data-testid="ltr">
        <InputGroupAddon>
          <svg data-testid="ltr-icon" width="16" height="16" />
        </InputGroupAddon>
        <InputGroupInput aria-label="LTR" />
        <InputGroupAddon align="inline-end">
          <InputGroupButton size="icon" aria-label="Clear">
            x
          </InputGroupButton>
        </InputGroupAddon>
      </InputGroup>
      <div dir="rtl">
        <InputGroup data-testid="rtl">
          <InputGroupAddon>
            <svg data-testid="rtl-icon" width="16" height="16" />
          </InputGroupAddon>
          <InputGroupInput aria-label="RTL" />
        </InputGroup>
      </div>
    </div>,
  );
  const box = (id: string) => screen.getByTestId(id).element().getBoundingClientRect();
  expect(box("ltr-icon").left - box("ltr").left).toBeCloseTo(13, 0); // 1 px border + 12 px padding
  expect(box("rtl").right - box("rtl-icon").right).toBeCloseTo(13, 0);
  const clear = screen.getByRole("button", { name: "Clear" }).element().getBoundingClientRect();
  expect(box("ltr").right - clear.right).toBeCloseTo(5, 0); // 1 px border + 4 px padding
  expect(clear.height).toBe(32);
  expect(box("ltr").height).toBe(40);
  (screen.getByRole("textbox", { name: "LTR" }).element() as HTMLElement).focus();
  await userEvent.keyboard("{Tab}");
  await expect.element(screen.getByRole("button", { name: "Clear" })).toHaveFocus();
  // 4 px from the group's edge: its ring is drawn inside, off the group's border
  await expectRingInside(screen.getByRole("button", { name: "Clear" }).element());
});

test("the group draws the input's focus ring", async () => {
  const screen = await render(
    <InputGroup data-testid="group">
      <InputGroupInput aria-label="Name" />
    </InputGroup>,
  );
  const group = screen.getByTestId("group").element();
  const idle = getComputedStyle(group).boxShadow;
  await userEvent.keyboard("{Tab}");
  await expect.element(screen.getByRole("textbox")).toHaveFocus();
  expect(getComputedStyle(group).boxShadow).not.toBe(idle);
});

test("react-hook-form: register() on the input, an invalid submit focuses it", async () => {
  let submitted: unknown = null;
  function Form() {
    const { register, handleSubmit, formState } = useForm<{ tag: string; note: string }>({
      defaultValues: { tag: "", note: "" },
    });
    return (
      <form onSubmit={handleSubmit((values) => (submitted = values))}>
        <FormField label="Tag" error={formState.errors.tag ? "Enter a tag ID" : undefined}>
          <InputGroup>
            <InputGroupAddon>
              <InputGroupText>OT-</InputGroupText>
            </InputGroupAddon>
            <InputGroupInput {...register("tag", { required: true })} />
          </InputGroup>
        </FormField>
        <FormField label="Note">
          <InputGroup>
            <InputGroupTextarea {...register("note")} />
          </InputGroup>
        </FormField>
        <button type="submit">Save</button>
      </form>
    );
  }
  await render(<Form />);
  await userEvent.click(page.getByRole("button", { name: "Save" }));
  const tag = page.getByRole("textbox", { name: "Tag" });
  await expect.element(tag).toHaveFocus();
  await expect.element(tag).toHaveAccessibleDescription("Enter a tag ID");
  await userEvent.type(tag, "10012");
  await userEvent.type(page.getByRole("textbox", { name: "Note" }), "Dock 3");
  await userEvent.click(page.getByRole("button", { name: "Save" }));
  await expect.poll(() => submitted).toEqual({ tag: "10012", note: "Dock 3" });
});

test("the group draws the input's focus ring, solid: the ring colour, or the error colour when invalid", async () => {
  const screen = await render(
    <InputGroup>
      <InputGroupInput aria-label="Search assets" />
    </InputGroup>,
  );
  await userEvent.tab();
  const group = document.querySelector("[data-slot=input-group]")!;
  await expectSolidFocusRing(group);
  await screen.rerender(
    <InputGroup>
      <InputGroupInput aria-label="Search assets" aria-invalid />
    </InputGroup>,
  );
  await expectSolidFocusRing(group, "error");
});
