import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { expect, test } from "vitest";
import { Button } from "../button/button.js";
import { Spinner } from "./spinner.js";

test("a status named Loading by default, or by its label; decorative with label null", async () => {
  const screen = await render(
    <div>
      <Spinner />
      <Spinner label="Loading assets" size="lg" />
      <Spinner label={null} data-testid="decorative" />
    </div>,
  );
  await expect.element(screen.getByRole("status", { name: "Loading", exact: true })).toBeInTheDocument();
  const named = screen.getByRole("status", { name: "Loading assets" });
  await expect.element(named).toHaveAttribute("data-size", "lg");
  expect(named.element().getBoundingClientRect().width).toBe(40);
  const decorative = screen.getByTestId("decorative");
  await expect.element(decorative).toHaveAttribute("aria-hidden", "true");
  await expect.element(decorative).not.toHaveAttribute("role");
  expect(screen.getByRole("status").elements()).toHaveLength(2);
});

test("turns, in the text colour", async () => {
  await render(
    <span style={{ color: "rgb(200, 0, 0)" }}>
      <Spinner />
    </span>,
  );
  const spinner = page.getByRole("status").element();
  expect(getComputedStyle(spinner).animationName).toBe("spin");
  expect(getComputedStyle(spinner).stroke).toBe("rgb(200, 0, 0)");
});

test("Button's busy state draws this spinner: turning while busy, still in the idle copy that keeps the width", async () => {
  const screen = await render(
    <div>
      <Button loading={false} loadingText="Saving…">
        Save
      </Button>
      <Button loading loadingText="Deleting…">
        Delete
      </Button>
    </div>,
  );
  const idle = screen.getByRole("button", { name: "Save" }).element().querySelector("[data-slot=spinner]")!;
  const busy = screen
    .getByRole("button", { name: "Deleting…" })
    .element()
    .querySelector("[data-slot=spinner]")!;
  expect(getComputedStyle(idle).animationName).toBe("none");
  expect(getComputedStyle(busy).animationName).toBe("spin");
  for (const spinner of [idle, busy]) {
    expect(spinner.getAttribute("aria-hidden")).toBe("true");
    expect(spinner.getBoundingClientRect().width).toBe(16);
  }
});
