import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { expect, test } from "vitest";
import { focusRing, pageBackground, ringContrast } from "../../test/focus-ring.js";
import { Input } from "./input.js";

test("focused, its border and a 1 px ring draw a solid 2 px outline in the ring colour (3:1 on the page)", async () => {
  await render(<Input aria-label="Asset name" />);
  await userEvent.tab();
  const input = document.activeElement!;
  expect(input.getAttribute("data-slot")).toBe("input");
  const ring = (await focusRing(input))!;
  expect(ring.spread).toBe(1);
  expect(Number(ring.colour.alpha)).toBe(1);
  expect(ring.colour.deltaE2000(getComputedStyle(input).borderTopColor)).toBeLessThan(0.5);
  expect(ringContrast(ring.colour, pageBackground())).toBeGreaterThanOrEqual(3);
});

test("focused and invalid, the outline is the error colour, solid", async () => {
  await render(<Input aria-label="Tag ID" aria-invalid />);
  await userEvent.tab();
  const input = document.activeElement!;
  const ring = (await focusRing(input))!;
  expect(Number(ring.colour.alpha)).toBe(1);
  const probe = document.createElement("div");
  probe.style.backgroundColor = "var(--error)";
  document.body.append(probe);
  expect(ring.colour.deltaE2000(getComputedStyle(probe).backgroundColor)).toBeLessThan(0.5);
  probe.remove();
});
