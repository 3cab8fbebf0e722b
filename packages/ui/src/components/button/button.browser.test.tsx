import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { expect, test, vi } from "vitest";
import { expectSolidFocusRing } from "../../test/focus-ring.js";
import { Button } from "./button.js";

test("keeps its width while loading, and a click while loading does nothing", async () => {
  const onClick = vi.fn();
  const screen = await render(
    <Button loading={false} loadingText="Sending..." onClick={onClick}>
      Send Message
    </Button>,
  );
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

test("a loading label longer than the idle one stays inside the button, which keeps its width", async () => {
  // "Deleting..." plus the spinner is wider than "Delete": a button given `loading` reserves room for both
  const screen = await render(
    <Button variant="destructive" loading={false} loadingText="Deleting...">
      Delete
    </Button>,
  );
  const idle = screen.getByRole("button").element().getBoundingClientRect();
  // the room for the busy label is not a second copy of its text
  expect(screen.getByRole("button").element().textContent).toBe("Delete");
  await screen.rerender(
    <Button variant="destructive" loading loadingText="Deleting...">
      Delete
    </Button>,
  );
  const button = screen.getByRole("button").element() as HTMLElement;
  await expect.element(button).toHaveAccessibleName("Deleting...");
  const box = button.getBoundingClientRect();
  expect(box.width).toBe(idle.width);
  const spinner = button.querySelector("svg.animate-spin")!.getBoundingClientRect();
  // the text node of the visible busy label
  const label = [...button.querySelectorAll("span")].find(
    (el) => el.textContent === "Deleting..." && getComputedStyle(el).visibility === "visible",
  )!;
  const text = document.createRange();
  text.selectNodeContents([...label.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)!);
  const words = text.getBoundingClientRect();
  // spinner and label inside the padding box, the spinner before the label
  expect(spinner.left).toBeGreaterThanOrEqual(box.left + 8);
  expect(words.right).toBeLessThanOrEqual(box.right - 8);
  expect(spinner.right).toBeLessThanOrEqual(words.left);
});

test("without loadingText the spinner joins the label, and the width still stays", async () => {
  const screen = await render(<Button loading={false}>Save</Button>);
  const idle = screen.getByRole("button").element().getBoundingClientRect().width;
  await screen.rerender(<Button loading>Save</Button>);
  const button = screen.getByRole("button").element() as HTMLElement;
  await expect.element(button).toHaveAccessibleName("Save");
  expect(button.getBoundingClientRect().width).toBe(idle);
  expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
  expect(button.querySelector("svg.animate-spin")!.getBoundingClientRect().left).toBeGreaterThanOrEqual(
    button.getBoundingClientRect().left + 8,
  );
});

test("a loading button is not dimmed like a disabled one: its label keeps the variant's contrast", async () => {
  const screen = await render(
    <>
      <Button loading loadingText="Saving...">
        Save changes
      </Button>
      <Button asChild loading loadingText="Opening...">
        <a href="#app">Sign In</a>
      </Button>
      <Button disabled>Cancel</Button>
    </>,
  );
  expect(getComputedStyle(screen.getByRole("button", { name: "Saving..." }).element()).opacity).toBe("1");
  expect(getComputedStyle(screen.getByRole("link", { name: "Opening..." }).element()).opacity).toBe("1");
  expect(getComputedStyle(screen.getByRole("button", { name: "Cancel" }).element()).opacity).toBe("0.5");
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

test.each([
  ["icon-sm", 32],
  ["icon", 40],
  ["icon-lg", 48],
] as const)("size %s is a %i px square", async (size, px) => {
  const screen = await render(
    <Button size={size} aria-label="Actions">
      <svg viewBox="0 0 16 16" aria-hidden="true" />
    </Button>,
  );
  const button = screen.getByRole("button", { name: "Actions" });
  await expect.element(button).toHaveAttribute("data-size", size);
  const box = button.element().getBoundingClientRect();
  expect([box.width, box.height]).toEqual([px, px]);
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

test.each(["light", "dark"])(
  "%s theme: the keyboard focus ring stands out 3:1 from the page and the fill around every variant (WCAG 1.4.11)",
  async (theme) => {
    document.documentElement.dataset.theme = theme;
    try {
      const variants = ["default", "secondary", "outline", "ghost", "link", "destructive"] as const;
      await render(
        <>
          {variants.map((variant) => (
            <Button key={variant} variant={variant}>
              {variant}
            </Button>
          ))}
        </>,
      );
      for (const variant of variants) {
        await userEvent.tab();
        const button = document.activeElement!;
        expect(button.textContent).toBe(variant);
        await expectSolidFocusRing(button);
      }
    } finally {
      delete document.documentElement.dataset.theme;
    }
  },
);

test("a focused button that turns busy keeps the focus, and its form is not submitted again meanwhile", async () => {
  const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
  const form = (loading: boolean) => (
    <form onSubmit={onSubmit}>
      <input aria-label="Tag ID" defaultValue="TAG-1" />
      <Button type="submit" loading={loading} loadingText="Saving...">
        Save asset
      </Button>
    </form>
  );
  const screen = await render(form(false));
  const button = screen.getByRole("button");
  await userEvent.click(button);
  expect(onSubmit).toHaveBeenCalledTimes(1);
  // the app marks it busy while its request runs: focus stays on it (not <body>)
  await screen.rerender(form(true));
  await expect.element(button).toHaveAttribute("aria-disabled", "true");
  expect(document.activeElement).toBe(button.element());
  // Enter and Space on the busy button, a press, and Enter in the field (the form's implicit submit)
  await userEvent.keyboard("{Enter}");
  await userEvent.keyboard(" ");
  await userEvent.click(button, { force: true });
  await userEvent.click(screen.getByRole("textbox", { name: "Tag ID" }));
  await userEvent.keyboard("{Enter}");
  expect(onSubmit).toHaveBeenCalledTimes(1);
  // done: the idle button is a submit button again
  await screen.rerender(form(false));
  await userEvent.click(button);
  expect(onSubmit).toHaveBeenCalledTimes(2);
});
