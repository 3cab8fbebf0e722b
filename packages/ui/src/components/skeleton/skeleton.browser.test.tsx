import { render } from "vitest-browser-react";
import { expect, test } from "vitest";
import { Skeleton } from "./skeleton.js";

test("is a silent, pulsing placeholder: hidden from assistive tech, sized by its classes", async () => {
  const screen = await render(
    <div role="status" aria-busy="true" aria-label="Loading assets">
      <Skeleton className="h-4 w-32" data-testid="line" />
    </div>,
  );
  const line = screen.getByTestId("line").element() as HTMLElement;
  expect(line.getAttribute("data-slot")).toBe("skeleton");
  // not in the accessibility tree: the busy region speaks for it
  expect(line.getAttribute("aria-hidden")).toBe("true");
  await expect.element(screen.getByRole("status", { name: "Loading assets" })).toHaveTextContent("");
  const box = line.getBoundingClientRect();
  expect([box.width, box.height]).toEqual([128, 16]);
  const style = getComputedStyle(line);
  expect(style.animationName).toBe("pulse");
  expect(style.backgroundColor).not.toBe("rgba(0, 0, 0, 0)");
});
