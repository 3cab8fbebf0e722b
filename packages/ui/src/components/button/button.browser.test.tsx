import { render } from "vitest-browser-react";
import { expect, test } from "vitest";
import { Button } from "./button.js";

test("keeps its width while loading", async () => {
  const screen = await render(<Button>Send Message</Button>);
  const idle = screen.getByRole("button").element().getBoundingClientRect().width;
  await screen.rerender(
    <Button loading loadingText="Sending...">
      Send Message
    </Button>,
  );
  const button = screen.getByRole("button");
  await expect.element(button).toHaveAttribute("aria-busy", "true");
  await expect.element(button).toHaveAccessibleName("Sending...");
  expect(button.element().getBoundingClientRect().width).toBe(idle);
});
