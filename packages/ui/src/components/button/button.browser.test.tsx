import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { expect, test, vi } from "vitest";
import { Button } from "./button.js";

test("keeps its width while loading, and a click while loading does nothing", async () => {
  const onClick = vi.fn();
  const screen = await render(<Button onClick={onClick}>Send Message</Button>);
  const idle = screen.getByRole("button").element().getBoundingClientRect().width;
  await screen.rerender(
    <Button loading loadingText="Sending..." onClick={onClick}>
      Send Message
    </Button>,
  );
  const button = screen.getByRole("button");
  await expect.element(button).toHaveAttribute("aria-busy", "true");
  await expect.element(button).toHaveAccessibleName("Sending...");
  expect(button.element().getBoundingClientRect().width).toBe(idle);
  // a pointer press where the button is (force: past the disabled check) and a keyboard attempt
  await userEvent.click(button, { force: true });
  (button.element() as HTMLElement).focus();
  await userEvent.keyboard("{Enter}");
  expect(onClick).not.toHaveBeenCalled();
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
  // neither a press nor Enter follows it: the handler is not called and the page does not navigate
  await userEvent.click(link, { force: true });
  (link.element() as HTMLElement).focus();
  await userEvent.keyboard("{Enter}");
  expect(onClick).not.toHaveBeenCalled();
  expect(location.hash).not.toBe("#app");
});

test("is reachable and activated by keyboard", async () => {
  const onClick = vi.fn();
  const screen = await render(<Button onClick={onClick}>Start Free Trial</Button>);
  const button = screen.getByRole("button").element() as HTMLButtonElement;
  button.focus();
  expect(document.activeElement).toBe(button);
  await userEvent.keyboard("{Enter}");
  await userEvent.keyboard(" ");
  expect(onClick).toHaveBeenCalledTimes(2);
});
