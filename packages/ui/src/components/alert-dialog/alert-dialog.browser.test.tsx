import * as React from "react";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { expect, expectTypeOf, onTestFinished, test, vi } from "vitest";
import { unhandledRejections } from "../../test/unhandled.js";
import { Button } from "../button/button.js";
import {
  animationOf,
  expectNothingLeftBehind,
  focused,
  settled,
  withReducedMotion,
} from "../../test/overlay.js";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  type AlertDialogActionProps,
} from "./alert-dialog.js";

const SLOTS = ["alert-dialog-content", "alert-dialog-overlay"];

function Confirm({
  onConfirm,
  onError,
  loading,
  open,
  onOpenChange,
}: {
  onConfirm?: (event: React.MouseEvent<HTMLButtonElement>) => unknown;
  onError?: (error: unknown) => void;
  loading?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  return (
    <>
      <button type="button">Before</button>
      <AlertDialog open={open} onOpenChange={onOpenChange}>
        <AlertDialogTrigger>Delete asset</AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete Forklift 12?</AlertDialogTitle>
            <AlertDialogDescription>Its scan history is deleted too.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              onClick={onConfirm}
              onError={onError}
              loading={loading}
              loadingText="Deleting..."
            >
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

/** A promise the test settles by hand. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const alert = () => page.getByRole("alertdialog");

test("Cancel has the focus first, Tab stays inside, Escape closes and focus returns to the trigger", async () => {
  const screen = await render(<Confirm />);
  const trigger = screen.getByRole("button", { name: "Delete asset" }).element();
  (trigger as HTMLElement).focus();
  await userEvent.keyboard("{Enter}");
  await expect.element(alert()).toHaveAccessibleName("Delete Forklift 12?");
  await expect.element(alert()).toHaveAccessibleDescription("Its scan history is deleted too.");
  await expect.poll(() => focused()?.textContent).toBe("Cancel");
  const order: string[] = [];
  for (let i = 0; i < 3; i++) {
    await userEvent.tab();
    order.push(focused()?.textContent ?? "");
  }
  expect(order).toEqual(["Delete", "Cancel", "Delete"]);
  await userEvent.keyboard("{Escape}");
  await expect.element(alert()).not.toBeInTheDocument();
  await expect.poll(focused).toBe(trigger);
  await expectNothingLeftBehind(SLOTS);
});

test("a click outside does not close it", async () => {
  const screen = await render(<Confirm />);
  await userEvent.click(screen.getByRole("button", { name: "Delete asset" }));
  await expect.element(alert()).toBeVisible();
  await userEvent.click(page.elementLocator(document.querySelector("[data-slot=alert-dialog-overlay]")!), {
    position: { x: 5, y: 5 },
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  await expect.element(alert()).toBeVisible();
  expect(alert().element().contains(focused())).toBe(true);
});

test("a plain action runs and closes; focus returns to the trigger", async () => {
  const onConfirm = vi.fn();
  const screen = await render(<Confirm onConfirm={onConfirm} />);
  const trigger = screen.getByRole("button", { name: "Delete asset" }).element();
  await userEvent.click(trigger);
  await userEvent.click(page.getByRole("button", { name: "Delete" }));
  expect(onConfirm).toHaveBeenCalledOnce();
  await expect.element(alert()).not.toBeInTheDocument();
  await expect.poll(focused).toBe(trigger);
  await expectNothingLeftBehind(SLOTS);
});

test("an async confirm keeps it open and busy until it resolves; nothing closes it meanwhile", async () => {
  const job = deferred();
  const onConfirm = vi.fn(() => job.promise);
  const onOpenChange = vi.fn();
  const screen = await render(<Confirm onConfirm={onConfirm} onOpenChange={onOpenChange} />);
  const trigger = screen.getByRole("button", { name: "Delete asset" }).element();
  await userEvent.click(trigger);
  await userEvent.tab();
  await userEvent.keyboard("{Enter}");
  expect(onConfirm).toHaveBeenCalledOnce();

  const action = page.getByRole("button", { name: "Deleting..." });
  await expect.element(action).toHaveAttribute("aria-busy", "true");
  await expect.element(action).toHaveAttribute("aria-disabled", "true");
  await expect.element(action).toHaveAttribute("data-loading", "true");
  // the running action keeps the focus (it is aria-disabled, not disabled)
  expect(focused()).toBe(action.element());
  await expect.element(alert()).toHaveAttribute("data-busy", "true");
  await expect.element(alert()).toHaveAttribute("aria-busy", "true");
  await expect.element(page.getByRole("button", { name: "Cancel" })).toBeDisabled();

  // neither another Enter, a click, nor Escape does anything
  await userEvent.keyboard("{Enter}");
  await userEvent.click(action, { force: true });
  await userEvent.keyboard("{Escape}");
  expect(onConfirm).toHaveBeenCalledOnce();
  await expect.element(alert()).toBeVisible();
  expect(onOpenChange).toHaveBeenCalledTimes(1); // the open, no close

  job.resolve();
  await expect.element(alert()).not.toBeInTheDocument();
  expect(onOpenChange).toHaveBeenLastCalledWith(false);
  await expect.poll(focused).toBe(trigger);
  await expectNothingLeftBehind(SLOTS);
});

/** console.error, silenced and recorded until the test ends. */
function consoleErrors() {
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  onTestFinished(() => logged.mockRestore());
  return logged;
}

test("a rejected confirm with onError: open and ready again, the error handed over, no unhandled rejection", async () => {
  const job = deferred();
  const unhandled = unhandledRejections();
  const errors: unknown[] = [];
  const screen = await render(
    <Confirm onConfirm={() => job.promise} onError={(error) => errors.push(error)} />,
  );
  await userEvent.click(screen.getByRole("button", { name: "Delete asset" }));
  await userEvent.click(page.getByRole("button", { name: "Delete" }));
  await expect.element(page.getByRole("button", { name: "Deleting..." })).toBeVisible();
  const error = new Error("Network down");
  job.reject(error);
  await expect.poll(() => errors).toEqual([error]);
  await expect.element(page.getByRole("button", { name: "Delete" })).not.toHaveAttribute("aria-busy");
  await expect.element(alert()).toBeVisible();
  await unhandled.expectNone();
});

test("a rejected confirm without onError: open and ready again, no unhandled rejection, the error logged and marked", async () => {
  let job = deferred();
  const unhandled = unhandledRejections();
  const logged = consoleErrors();
  const screen = await render(<Confirm onConfirm={() => job.promise} />);
  await userEvent.click(screen.getByRole("button", { name: "Delete asset" }));
  await userEvent.click(page.getByRole("button", { name: "Delete" }));
  await expect.element(page.getByRole("button", { name: "Deleting..." })).toBeVisible();
  const error = new Error("Network down");
  job.reject(error);
  const action = page.getByRole("button", { name: "Delete" });
  await expect.element(action).not.toHaveAttribute("aria-busy");
  await expect.element(action).toHaveAttribute("data-error");
  await expect.element(alert()).toBeVisible();
  await expect.element(page.getByRole("button", { name: "Cancel" })).toBeEnabled();
  expect(logged).toHaveBeenCalledWith(error);
  await unhandled.expectNone();
  // pressed again: no longer marked while it runs
  job = deferred();
  await userEvent.click(action);
  await expect.element(page.getByRole("button", { name: "Deleting..." })).not.toHaveAttribute("data-error");
});

test("an onError that throws: its error is logged, not left as an unhandled rejection; the dialog stays open", async () => {
  const job = deferred();
  const unhandled = unhandledRejections();
  const logged = consoleErrors();
  const thrown = new Error("the app's toast failed");
  const screen = await render(
    <Confirm
      onConfirm={() => job.promise}
      onError={() => {
        throw thrown;
      }}
    />,
  );
  await userEvent.click(screen.getByRole("button", { name: "Delete asset" }));
  await userEvent.click(page.getByRole("button", { name: "Delete" }));
  job.reject(new Error("Network down"));
  const action = page.getByRole("button", { name: "Delete" });
  await expect.element(action).toHaveAttribute("data-error");
  await expect.element(alert()).toBeVisible();
  await expect.poll(() => logged.mock.calls).toContainEqual([thrown]);
  await unhandled.expectNone();
});

test("onError's type is the rejection's handler alone, not also the button's DOM error event", () => {
  // checked by the type checker (npm run typecheck): an intersection with React's onError read as an event
  // handler, and a handler typed for the error was told a SyntheticEvent lacked the Error's properties
  expectTypeOf<AlertDialogActionProps["onError"]>().toEqualTypeOf<((error: unknown) => void) | undefined>();
});

test("a running action keeps its width, with the spinner and its longer label inside it", async () => {
  // a desktop screen: the actions sit in a row, each as wide as its label (on a phone they are full width)
  const [width, height] = [window.innerWidth, window.innerHeight];
  await page.viewport(1280, 800);
  onTestFinished(() => page.viewport(width, height));
  const job = deferred();
  const screen = await render(<Confirm onConfirm={() => job.promise} />);
  await userEvent.click(screen.getByRole("button", { name: "Delete asset" }));
  const action = page.getByRole("button", { name: "Delete" }).element() as HTMLElement;
  // layout widths: the panel's enter animation scales its client rects
  const idle = action.offsetWidth;
  await userEvent.click(action);
  await expect.element(page.getByRole("button", { name: "Deleting..." })).toHaveAttribute("aria-busy");
  expect(action.offsetWidth).toBe(idle);
  await settled(alert().element());
  const box = action.getBoundingClientRect();
  const spinner = action.querySelector("svg.animate-spin")!.getBoundingClientRect();
  expect(spinner.left).toBeGreaterThanOrEqual(box.left);
  // everything that shows (spinner and label) stays inside: nothing is wider than the button
  expect(action.scrollWidth).toBeLessThanOrEqual(action.clientWidth);
  // not dimmed like the disabled Cancel: the busy label keeps the destructive variant's contrast
  expect(getComputedStyle(action).opacity).toBe("1");
  job.resolve();
  await expect.element(alert()).not.toBeInTheDocument();
});

test("controlled: the consumer owns `open` and `loading`", async () => {
  const onOpenChange = vi.fn();
  function Controlled() {
    const [open, setOpen] = React.useState(false);
    const [loading, setLoading] = React.useState(false);
    return (
      <>
        <button type="button" onClick={() => setLoading(false)}>
          Finish
        </button>
        <Confirm
          open={open}
          loading={loading}
          onOpenChange={(next) => {
            onOpenChange(next);
            setOpen(next);
          }}
          onConfirm={(event) => {
            // keep it open without a promise: the mutation's state drives `loading`
            event.preventDefault();
            setLoading(true);
          }}
        />
      </>
    );
  }
  const screen = await render(<Controlled />);
  await userEvent.click(screen.getByRole("button", { name: "Delete asset" }));
  await userEvent.click(page.getByRole("button", { name: "Delete" }));
  await expect
    .element(page.getByRole("button", { name: "Deleting..." }))
    .toHaveAttribute("aria-busy", "true");
  await userEvent.keyboard("{Escape}");
  await expect.element(alert()).toBeVisible();
  expect(onOpenChange).toHaveBeenCalledTimes(1);
  // the work ends; now Escape closes it
  (document.querySelector("button") as HTMLButtonElement).click();
  await expect.element(page.getByRole("button", { name: "Cancel" })).toBeEnabled();
  await userEvent.keyboard("{Escape}");
  await expect.element(alert()).not.toBeInTheDocument();
  expect(onOpenChange).toHaveBeenLastCalledWith(false);
});

test("data-* contract and motion: slots, state, size, variant; no animation under reduced motion", async () => {
  const screen = await render(<Confirm />);
  const trigger = screen.getByRole("button", { name: "Delete asset" }).element();
  expect(trigger.getAttribute("data-slot")).toBe("alert-dialog-trigger");
  expect(trigger.getAttribute("data-state")).toBe("closed");
  await userEvent.click(trigger);
  const content = alert().element();
  expect(content.getAttribute("data-slot")).toBe("alert-dialog-content");
  expect(content.getAttribute("data-state")).toBe("open");
  expect(content.getAttribute("data-size")).toBe("sm");
  expect(trigger.getAttribute("data-state")).toBe("open");
  const overlay = document.querySelector("[data-slot=alert-dialog-overlay]")!;
  expect(overlay.getAttribute("data-state")).toBe("open");
  const action = page.getByRole("button", { name: "Delete" }).element();
  expect(action.getAttribute("data-slot")).toBe("alert-dialog-action");
  expect(action.getAttribute("data-variant")).toBe("destructive");
  expect(page.getByRole("button", { name: "Cancel" }).element().getAttribute("data-slot")).toBe(
    "alert-dialog-cancel",
  );
  expect(animationOf(content)).toEqual({ name: "fade-in", ms: 150 });
  await userEvent.keyboard("{Escape}");
  await expectNothingLeftBehind(SLOTS);

  await withReducedMotion(async () => {
    await userEvent.click(trigger);
    expect(animationOf(alert().element()).ms).toBe(0);
    await userEvent.keyboard("{Escape}");
    await expectNothingLeftBehind(SLOTS);
  });
});

test("asChild: a Button as the trigger keeps data-slot=button and carries data-alert-dialog-trigger", async () => {
  const screen = await render(
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="destructive">Delete asset</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Forklift 12?</AlertDialogTitle>
          <AlertDialogDescription>Its scan history is deleted too.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>,
  );
  const trigger = screen.getByRole("button", { name: "Delete asset" }).element();
  expect(trigger.getAttribute("data-slot")).toBe("button");
  expect(trigger.hasAttribute("data-alert-dialog-trigger")).toBe(true);
  expect(trigger.getAttribute("data-variant")).toBe("destructive");
  expect(trigger.getAttribute("data-state")).toBe("closed");
  await userEvent.click(trigger);
  await expect.element(page.getByRole("alertdialog")).toBeVisible();
  expect(trigger.getAttribute("data-state")).toBe("open");
  await userEvent.keyboard("{Escape}");
  await expectNothingLeftBehind(SLOTS);
});
