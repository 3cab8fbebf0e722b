import { render } from "vitest-browser-react";
import { expect, test } from "vitest";
import { withReducedMotion } from "../../test/overlay.js";
import { Progress } from "./progress.js";

test("determinate: ARIA values, value text, a visible label that names it, and the filled width", async () => {
  const screen = await render(
    <div style={{ width: 400 }}>
      <Progress value={30} max={120} label="Assets scanned" showValue />
    </div>,
  );
  const bar = screen.getByRole("progressbar", { name: "Assets scanned" });
  await expect.element(bar).toHaveAttribute("aria-valuemin", "0");
  await expect.element(bar).toHaveAttribute("aria-valuemax", "120");
  await expect.element(bar).toHaveAttribute("aria-valuenow", "30");
  await expect.element(bar).toHaveAttribute("aria-valuetext", "25%");
  await expect.element(bar).toHaveAttribute("data-state", "loading");
  // the visible copy of the value is for the eye only
  await expect.element(screen.getByText("25%")).toHaveAttribute("aria-hidden", "true");
  const label = screen.getByText("Assets scanned").element();
  expect(bar.element().getAttribute("aria-labelledby")).toBe(label.id);
  const indicator = bar.element().querySelector("[data-slot=progress-indicator]") as HTMLElement;
  await expect.poll(() => indicator.getBoundingClientRect().width).toBeCloseTo(100, 0);

  await screen.rerender(
    <div style={{ width: 400 }}>
      <Progress value={120} max={120} label="Assets scanned" showValue />
    </div>,
  );
  await expect.element(bar).toHaveAttribute("aria-valuenow", "120");
  await expect.element(bar).toHaveAttribute("data-state", "complete");
  await expect.poll(() => indicator.getBoundingClientRect().width).toBeCloseTo(400, 0);
});

test("indeterminate: no aria-valuenow, and the bar sweeps", async () => {
  const screen = await render(
    <div style={{ width: 400 }}>
      <Progress aria-label="Syncing" />
    </div>,
  );
  const bar = screen.getByRole("progressbar", { name: "Syncing" });
  await expect.element(bar).toHaveAttribute("data-state", "indeterminate");
  expect(bar.element().hasAttribute("aria-valuenow")).toBe(false);
  expect(bar.element().hasAttribute("aria-valuetext")).toBe(false);
  const indicator = bar.element().querySelector("[data-slot=progress-indicator]") as HTMLElement;
  const sweep = indicator.getAnimations().find((a) => a.playState === "running");
  expect(sweep).toBeDefined();
  // it moves
  const x = indicator.getBoundingClientRect().left;
  await expect.poll(() => indicator.getBoundingClientRect().left).not.toBe(x);
  // and stops once a value arrives
  await screen.rerender(
    <div style={{ width: 400 }}>
      <Progress aria-label="Syncing" value={10} />
    </div>,
  );
  await expect.element(bar).toHaveAttribute("aria-valuenow", "10");
  // only the width transition may run now, not the sweep
  expect(indicator.getAnimations().some((a) => !(a instanceof CSSTransition))).toBe(false);
});

test("values outside the range are clamped instead of turning the bar indeterminate", async () => {
  const screen = await render(
    <div>
      <Progress aria-label="Over" value={130} />
      <Progress aria-label="Under" value={-5} />
      <Progress aria-label="Not a number" value={Number.NaN} />
    </div>,
  );
  await expect
    .element(screen.getByRole("progressbar", { name: "Over" }))
    .toHaveAttribute("aria-valuenow", "100");
  await expect
    .element(screen.getByRole("progressbar", { name: "Under" }))
    .toHaveAttribute("aria-valuenow", "0");
  await expect
    .element(screen.getByRole("progressbar", { name: "Not a number" }))
    .toHaveAttribute("data-state", "indeterminate");
});

test("indeterminate under reduced motion: still stripes across the track, unlike a full bar", async () => {
  await withReducedMotion(async () => {
    const screen = await render(
      <div style={{ width: 400 }}>
        <Progress aria-label="Syncing" />
        <Progress aria-label="Done" value={100} />
      </div>,
    );
    const indicator = (name: string) =>
      screen
        .getByRole("progressbar", { name })
        .element()
        .querySelector("[data-slot=progress-indicator]") as HTMLElement;
    const syncing = getComputedStyle(indicator("Syncing"));
    const done = getComputedStyle(indicator("Done"));
    // nothing moves
    expect(indicator("Syncing").getAnimations()).toEqual([]);
    // the full bar is one solid colour; the indeterminate one lets the track show between stripes
    expect(done.backgroundImage).toBe("none");
    expect(syncing.backgroundImage).toMatch(/^repeating-linear-gradient\(/);
    expect(syncing.backgroundColor).toBe("rgba(0, 0, 0, 0)");
    expect(syncing.opacity).toBe("1");
  });
});
