import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { expect, test } from "vitest";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "./tooltip.js";

function Pair() {
  return (
    <div style={{ display: "flex", gap: 80, padding: 60 }}>
      <span data-testid="away">-</span>
      {["One", "Two"].map((name) => (
        <Tooltip key={name}>
          <TooltipTrigger>{name}</TooltipTrigger>
          <TooltipContent>{`${name} tip`}</TooltipContent>
        </Tooltip>
      ))}
    </div>
  );
}

/** Playwright keeps the mouse where the last test left it; start every test from a neutral spot. */
async function pointerAway() {
  await userEvent.hover(page.getByTestId("away"));
}

test("works without a provider, with the spec's 700 ms delay and 4 px offset", async () => {
  const screen = await render(<Pair />);
  const trigger = screen.getByRole("button", { name: "One" });
  await pointerAway();
  const start = performance.now();
  await userEvent.hover(trigger);
  await expect.element(page.getByRole("tooltip")).toBeInTheDocument();
  expect(performance.now() - start).toBeGreaterThanOrEqual(700);
  const content = document.querySelector("[data-slot=tooltip-content]") as HTMLElement;
  const gap = trigger.element().getBoundingClientRect().top - content.getBoundingClientRect().bottom;
  // 4 px side offset
  expect(Math.round(gap)).toBe(4);
});

test("moving to a neighbour within the skip delay opens it at once", async () => {
  const screen = await render(
    <TooltipProvider>
      <Pair />
    </TooltipProvider>,
  );
  await pointerAway();
  await userEvent.hover(screen.getByRole("button", { name: "One" }));
  await expect.element(page.getByRole("tooltip")).toHaveTextContent("One tip");
  // leave One (it closes), then reach Two within the 300 ms skip window
  await pointerAway();
  const moved = performance.now();
  // a real pointer sends many moves; Radix ignores those that arrive while it thinks the pointer is heading
  // for the open tooltip, so move over Two a few times as a hand would
  const two = screen.getByRole("button", { name: "Two" });
  for (const x of [2, 6, 10]) await userEvent.hover(two, { position: { x, y: 4 } });
  await expect.element(page.getByRole("tooltip").filter({ hasText: "Two tip" })).toBeInTheDocument();
  // no second 700 ms wait
  expect(performance.now() - moved).toBeLessThan(600);
  await expect
    .element(screen.getByRole("button", { name: "Two" }))
    .toHaveAttribute("data-state", "instant-open");
});

test("a provider's own delay overrides the default", async () => {
  const screen = await render(
    <TooltipProvider delayDuration={0}>
      <Pair />
    </TooltipProvider>,
  );
  await pointerAway();
  const start = performance.now();
  await userEvent.hover(screen.getByRole("button", { name: "Two" }));
  await expect.element(page.getByRole("tooltip")).toHaveTextContent("Two tip");
  expect(performance.now() - start).toBeLessThan(600);
});
