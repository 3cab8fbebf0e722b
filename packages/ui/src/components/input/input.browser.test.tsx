import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { expect, test } from "vitest";
import { expectSolidFocusRing, focusRing } from "../../test/focus-ring.js";
import { Input } from "./input.js";

test("focused, its border and ring draw one solid outline in the ring colour (3:1 on the page)", async () => {
  await render(<Input aria-label="Asset name" />);
  await userEvent.tab();
  const input = document.activeElement!;
  expect(input.getAttribute("data-slot")).toBe("input");
  await expectSolidFocusRing(input);
  // the border joins the ring: one outline, no lighter line inside it
  expect((await focusRing(input))!.colour.deltaE2000(getComputedStyle(input).borderTopColor)).toBeLessThan(
    0.5,
  );
});

test("focused and invalid, the outline is the error colour, solid", async () => {
  await render(<Input aria-label="Tag ID" aria-invalid />);
  await userEvent.tab();
  await expectSolidFocusRing(document.activeElement!, "error");
});
