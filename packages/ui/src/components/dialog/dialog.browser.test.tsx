import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { afterEach, expect, test } from "vitest";
import { Button } from "../button/button.js";
import {
  animationOf,
  expectNothingLeftBehind,
  focused,
  settled,
  withReducedMotion,
} from "../../test/overlay.js";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog.js";

const SLOTS = ["dialog-content", "dialog-overlay"];

function AddAsset(props: { showCloseButton?: boolean; long?: boolean; size?: "sm" | "md" | "lg" | "xl" }) {
  return (
    <>
      <button type="button">Before</button>
      <Dialog>
        <DialogTrigger>Add asset</DialogTrigger>
        <DialogContent showCloseButton={props.showCloseButton} size={props.size}>
          <DialogHeader>
            <DialogTitle>Add asset</DialogTitle>
            <DialogDescription>Register a tagged item.</DialogDescription>
          </DialogHeader>
          {props.long ? (
            <DialogBody>
              {Array.from({ length: 40 }, (_, i) => (
                <p key={i}>Reading {i + 1}: Warehouse B, dock 3.</p>
              ))}
            </DialogBody>
          ) : (
            <form className="grid gap-2">
              <label>
                Name <input name="name" />
              </label>
              <label>
                Tag ID <input name="tag" />
              </label>
            </form>
          )}
          <DialogFooter>
            <DialogClose>Cancel</DialogClose>
            <button type="button">Save</button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <button type="button">After</button>
    </>
  );
}

afterEach(async () => {
  await page.viewport(1280, 800);
});

test("opens by keyboard with the first field focused, traps Tab and Shift+Tab, Escape returns focus", async () => {
  const screen = await render(<AddAsset />);
  const trigger = screen.getByRole("button", { name: "Add asset" });
  (trigger.element() as HTMLElement).focus();
  await userEvent.keyboard("{Enter}");
  const dialog = page.getByRole("dialog", { name: "Add asset" });
  await expect.element(dialog).toHaveAccessibleDescription("Register a tagged item.");
  await expect.poll(() => focused()?.getAttribute("name")).toBe("name");

  // the tab order is Name, Tag ID, Cancel, Save, Close and then wraps; nothing outside is reached
  const order: string[] = [];
  for (let i = 0; i < 6; i++) {
    await userEvent.tab();
    order.push(focused()?.getAttribute("name") ?? focused()?.textContent ?? "");
  }
  expect(order).toEqual(["tag", "Cancel", "Save", "Close", "name", "tag"]);
  await userEvent.tab({ shift: true });
  await userEvent.tab({ shift: true });
  expect(focused()?.textContent).toBe("Close");
  expect(dialog.element().contains(focused())).toBe(true);

  await userEvent.keyboard("{Escape}");
  await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
  await expect.poll(focused).toBe(trigger.element());
  await expectNothingLeftBehind(SLOTS);
});

test("a click outside closes it and focus returns to the trigger", async () => {
  const screen = await render(<AddAsset />);
  const trigger = screen.getByRole("button", { name: "Add asset" });
  await userEvent.click(trigger);
  await expect.element(page.getByRole("dialog")).toBeVisible();
  // the scrim covers the page: a click at its corner is outside the panel
  await userEvent.click(page.elementLocator(document.querySelector("[data-slot=dialog-overlay]")!), {
    position: { x: 5, y: 5 },
  });
  await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
  await expect.poll(focused).toBe(trigger.element());
  await expectNothingLeftBehind(SLOTS);
});

test("the X and DialogClose close it; showCloseButton={false} leaves the X out", async () => {
  const screen = await render(<AddAsset />);
  await userEvent.click(screen.getByRole("button", { name: "Add asset" }));
  await userEvent.click(page.getByRole("button", { name: "Close" }));
  await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Add asset" }));
  await userEvent.click(page.getByRole("button", { name: "Cancel" }));
  await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
  await expect.poll(focused).toBe(screen.getByRole("button", { name: "Add asset" }).element());

  await screen.rerender(<AddAsset showCloseButton={false} />);
  await userEvent.click(screen.getByRole("button", { name: "Add asset" }));
  await expect.element(page.getByRole("dialog")).toBeVisible();
  expect(document.querySelector("[data-slot=dialog-close-button]")).toBeNull();
  expect(page.getByRole("dialog").element().hasAttribute("data-close-button")).toBe(false);
});

test("data-* contract: slots, state on trigger, overlay and content, size", async () => {
  const screen = await render(<AddAsset size="lg" />);
  const trigger = screen.getByRole("button", { name: "Add asset" }).element();
  expect(trigger.getAttribute("data-slot")).toBe("dialog-trigger");
  expect(trigger.getAttribute("data-state")).toBe("closed");
  await userEvent.click(trigger);
  const content = page.getByRole("dialog");
  await expect.element(content).toHaveAttribute("data-slot", "dialog-content");
  await expect.element(content).toHaveAttribute("data-state", "open");
  await expect.element(content).toHaveAttribute("data-size", "lg");
  // (hidden from assistive tech while the modal is open, so read from the element itself)
  expect(trigger.getAttribute("data-state")).toBe("open");
  const overlay = document.querySelector("[data-slot=dialog-overlay]");
  expect(overlay?.getAttribute("data-state")).toBe("open");
  await settled(content.element());
  for (const slot of ["dialog-header", "dialog-title", "dialog-description", "dialog-footer", "dialog-close"])
    expect(content.element().querySelector(`[data-slot=${slot}]`), slot).not.toBeNull();
  // lg = max-w-2xl (42rem)
  expect(content.element().getBoundingClientRect().width).toBe(672);
});

test("animates with the motion tokens, not at all under reduced motion, and leaves nothing behind", async () => {
  const screen = await render(<AddAsset />);
  const trigger = screen.getByRole("button", { name: "Add asset" });
  await userEvent.click(trigger);
  const content = page.getByRole("dialog").element();
  const overlay = document.querySelector("[data-slot=dialog-overlay]") as HTMLElement;
  // fade-in on --motion-duration-fast (150 ms), the scrim's enter on --motion-duration-normal (200 ms)
  expect(animationOf(content)).toEqual({ name: "fade-in", ms: 150 });
  expect(animationOf(overlay)).toEqual({ name: "enter", ms: 200 });
  await userEvent.keyboard("{Escape}");
  await expectNothingLeftBehind(SLOTS);

  await withReducedMotion(async () => {
    await userEvent.click(trigger);
    const reduced = page.getByRole("dialog").element();
    expect(animationOf(reduced).ms).toBe(0);
    expect(animationOf(document.querySelector("[data-slot=dialog-overlay]")!).ms).toBe(0);
    await userEvent.keyboard("{Escape}");
    await expectNothingLeftBehind(SLOTS);
  });
});

test("on a 390 px phone it fits the screen with a margin and its actions stack", async () => {
  await page.viewport(390, 844);
  const screen = await render(<AddAsset />);
  await userEvent.click(screen.getByRole("button", { name: "Add asset" }));
  await settled(page.getByRole("dialog").element());
  const box = page.getByRole("dialog").element().getBoundingClientRect();
  expect(box.left).toBe(16);
  expect(box.right).toBe(390 - 16);
  const cancel = page.getByRole("button", { name: "Cancel" }).element().getBoundingClientRect();
  const save = page.getByRole("button", { name: "Save" }).element().getBoundingClientRect();
  expect(save.bottom).toBeLessThanOrEqual(cancel.top);
});

test("long content: the panel stays within the screen and the body scrolls, focusable by keyboard", async () => {
  await page.viewport(390, 600);
  const screen = await render(<AddAsset long />);
  await userEvent.click(screen.getByRole("button", { name: "Add asset" }));
  const content = page.getByRole("dialog").element();
  const body = content.querySelector("[data-slot=dialog-body]") as HTMLElement;
  await expect.poll(() => body.getAttribute("data-overflowing")).toBe("true");
  await settled(content);
  const box = content.getBoundingClientRect();
  expect(box.top).toBeGreaterThanOrEqual(16);
  expect(box.bottom).toBeLessThanOrEqual(600 - 16);
  // header and footer stay in view
  const footer = content.querySelector("[data-slot=dialog-footer]")!.getBoundingClientRect();
  expect(footer.bottom).toBeLessThanOrEqual(box.bottom);
  // focus reaches the body (first tab stop: it has no focusable children), and arrow keys scroll it
  await expect.poll(() => focused()).toBe(body);
  await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
  await expect.poll(() => body.scrollTop).toBeGreaterThan(0);
  // at a size where everything fits, it is not a tab stop
  await page.viewport(1280, 4000);
  await expect.poll(() => body.hasAttribute("tabindex")).toBe(false);
});

test("a form around the body and the footer (a submit dialog): the body still scrolls, the footer stays in view", async () => {
  await page.viewport(390, 600);
  await render(
    <Dialog defaultOpen>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add asset</DialogTitle>
          <DialogDescription>Register a tagged item.</DialogDescription>
        </DialogHeader>
        <form aria-label="New asset" onSubmit={(event) => event.preventDefault()}>
          <DialogBody>
            {Array.from({ length: 12 }, (_, i) => (
              <label key={i} className="block py-2">
                Field {i + 1} <input name={`field-${i}`} />
              </label>
            ))}
          </DialogBody>
          <DialogFooter>
            <DialogClose>Cancel</DialogClose>
            <button type="submit">Save</button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>,
  );
  const content = page.getByRole("dialog").element();
  const body = content.querySelector("[data-slot=dialog-body]") as HTMLElement;
  await expect.poll(() => body.getAttribute("data-overflowing")).toBe("true");
  await settled(content);
  // the body scrolls, not the panel, and Save is on screen without scrolling
  expect(content.scrollHeight).toBe(content.clientHeight);
  const save = page.getByRole("button", { name: "Save" }).element().getBoundingClientRect();
  expect(save.bottom).toBeLessThanOrEqual(content.getBoundingClientRect().bottom);
  // the panel's gap stands between the body and the footer, as without the form
  const footer = content.querySelector("[data-slot=dialog-footer]")!.getBoundingClientRect();
  expect(footer.top - body.getBoundingClientRect().bottom).toBeGreaterThanOrEqual(16 - 4);
  // still the form around its fields
  expect(page.getByRole("form", { name: "New asset" }).element().contains(body)).toBe(true);
});

test("the scroll box is padded and inset from the panel: its first line clears the edge, its rounded focus ring shows whole", async () => {
  await page.viewport(390, 600);
  const screen = await render(<AddAsset long />);
  await userEvent.click(screen.getByRole("button", { name: "Add asset" }));
  const content = page.getByRole("dialog").element();
  const body = content.querySelector("[data-slot=dialog-body]") as HTMLElement;
  await expect.poll(() => body.getAttribute("data-overflowing")).toBe("true");
  await settled(content);
  const panel = content.getBoundingClientRect();
  const box = body.getBoundingClientRect();
  const style = getComputedStyle(body);
  // the first line starts below the scroll box's top edge, not against it
  const first = body.querySelector("p")!.getBoundingClientRect();
  expect(first.top - box.top).toBeGreaterThanOrEqual(8);
  // the text lines up with the title
  expect(first.left).toBe(content.querySelector("[data-slot=dialog-title]")!.getBoundingClientRect().left);
  // the box (and its 2 px ring) stays inside the panel's border and padding, the ring is rounded
  expect(box.left - panel.left).toBeGreaterThanOrEqual(1 + 2 + 4);
  expect(panel.right - box.right).toBeGreaterThanOrEqual(1 + 2 + 4);
  expect(parseFloat(style.borderTopLeftRadius)).toBeGreaterThan(0);
  // focused by keyboard: a ring drawn outside the box (text never paints over it)
  await expect.poll(() => focused()).toBe(body);
  await userEvent.keyboard("{Shift>}{Tab}{/Shift}{Tab}");
  await expect.poll(() => body.matches(":focus-visible")).toBe(true);
  const ring = getComputedStyle(body).boxShadow;
  expect(ring).not.toBe("none");
  expect(ring).not.toContain("inset");
});

test("asChild: a Button as the trigger and as DialogClose keeps data-slot=button and carries the part's flag", async () => {
  const screen = await render(
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">Add asset</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Add asset</DialogTitle>
        <DialogDescription>Register a tagged item.</DialogDescription>
        <DialogClose asChild>
          <Button variant="ghost">Cancel</Button>
        </DialogClose>
      </DialogContent>
    </Dialog>,
  );
  const trigger = screen.getByRole("button", { name: "Add asset" }).element();
  expect(trigger.getAttribute("data-slot")).toBe("button");
  expect(trigger.hasAttribute("data-dialog-trigger")).toBe(true);
  expect(trigger.getAttribute("data-variant")).toBe("outline");
  expect(trigger.getAttribute("data-state")).toBe("closed");
  await userEvent.click(trigger);
  const close = page.getByRole("button", { name: "Cancel" });
  await expect.element(close).toHaveAttribute("data-slot", "button");
  await expect.element(close).toHaveAttribute("data-dialog-close", "");
  await expect.element(close).toHaveAttribute("data-variant", "ghost");
  await userEvent.click(close);
  await expectNothingLeftBehind(SLOTS);
});
