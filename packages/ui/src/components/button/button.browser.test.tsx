import { render } from "vitest-browser-react";
import { expect, test, vi } from "vitest";
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

test("exposes variant and size as data attributes and applies their styles", async () => {
  const screen = await render(
    <Button variant="destructive" size="lg">
      Delete
    </Button>,
  );
  const button = screen.getByRole("button");
  await expect.element(button).toHaveAttribute("data-slot", "button");
  await expect.element(button).toHaveAttribute("data-variant", "destructive");
  await expect.element(button).toHaveAttribute("data-size", "lg");
  // h-12 = 3rem
  expect(button.element().getBoundingClientRect().height).toBe(48);
  expect(getComputedStyle(button.element()).backgroundColor).not.toBe("rgba(0, 0, 0, 0)");
});

test("asChild renders the link itself and marks it aria-disabled while loading", async () => {
  const onClick = vi.fn();
  const screen = await render(
    <Button asChild loading loadingText="Opening...">
      <a href="#app" onClick={onClick}>
        Sign In
      </a>
    </Button>,
  );
  const link = screen.getByRole("link");
  await expect.element(link).toHaveAttribute("aria-disabled", "true");
  await expect.element(link).toHaveAttribute("aria-busy", "true");
  await expect.element(link).toHaveAccessibleName("Opening...");
  expect(link.element().tagName).toBe("A");
});

test("is reachable and activated by keyboard", async () => {
  const onClick = vi.fn();
  const screen = await render(<Button onClick={onClick}>Start Free Trial</Button>);
  const button = screen.getByRole("button").element() as HTMLButtonElement;
  button.focus();
  expect(document.activeElement).toBe(button);
  const { userEvent } = await import("vitest/browser");
  await userEvent.keyboard("{Enter}");
  await userEvent.keyboard(" ");
  expect(onClick).toHaveBeenCalledTimes(2);
});
