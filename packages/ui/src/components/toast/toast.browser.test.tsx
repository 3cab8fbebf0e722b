import { act } from "react";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { afterEach, expect, test } from "vitest";
import { swipe } from "../../test/tap.js";
import { Toaster } from "./toaster.js";
import { TOAST_LIMIT, dismissToast, toast } from "./toast-store.js";

afterEach(() => act(() => dismissToast()));

const titles = () => [...document.querySelectorAll("[data-slot=toast-title]")].map((el) => el.textContent);

test("keeps at most TOAST_LIMIT toasts, newest first", async () => {
  await render(<Toaster duration={60_000} />);
  act(() => {
    for (let i = 1; i <= TOAST_LIMIT + 2; i++) toast({ title: `Toast ${i}` });
  });
  await expect.poll(titles).toEqual(["Toast 5", "Toast 4", "Toast 3"]);
});

test("a handle updates and dismisses its own toast", async () => {
  await render(<Toaster duration={60_000} />);
  let handle!: ReturnType<typeof toast>;
  act(() => {
    toast({ title: "Other" });
    handle = toast({ title: "Uploading" });
  });
  act(() => handle.update({ title: "Uploaded", variant: "destructive" }));
  await expect.element(page.getByText("Uploaded")).toBeVisible();
  expect(document.querySelector(`[data-slot=toast][data-variant=destructive]`)).not.toBeNull();
  act(() => handle.dismiss());
  await expect.poll(titles).toEqual(["Other"]);
});

test("destructive toasts are announced assertively, default ones politely", async () => {
  await render(<Toaster duration={60_000} />);
  act(() => {
    toast({ title: "Saved" });
    toast({ title: "Failed", variant: "destructive" });
  });
  await expect
    .poll(() => document.querySelector("[role=status][aria-live=assertive]")?.textContent ?? "")
    .toMatch(/Failed/);
  await expect
    .poll(() => document.querySelector("[role=status][aria-live=polite]")?.textContent ?? "")
    .toMatch(/Saved/);
});

test("a touch swipe to the right dismisses it", async () => {
  await render(<Toaster duration={60_000} />);
  act(() => void toast({ title: "Swipe me" }));
  await expect.element(page.getByText("Swipe me")).toBeVisible();
  await swipe(document.querySelector("[data-slot=toast]")!, { dx: 140 });
  await expect.poll(titles).toEqual([]);
});

test("a touch swipe shorter than the threshold springs back", async () => {
  await render(<Toaster duration={60_000} />);
  act(() => void toast({ title: "Stay" }));
  await expect.element(page.getByText("Stay")).toBeVisible();
  const item = document.querySelector("[data-slot=toast]")!;
  // Radix dismisses past 50 px; "cancel" shows the finger's moves did reach the toast
  await swipe(item, { dx: 30 });
  await expect.poll(() => item.getAttribute("data-swipe")).toBe("cancel");
  expect(titles()).toEqual(["Stay"]);
});

test("F8 moves focus to the notifications region", async () => {
  await render(
    <>
      <button type="button">Elsewhere</button>
      <Toaster duration={60_000} />
    </>,
  );
  act(() => void toast({ title: "Hotkey" }));
  await expect.element(page.getByText("Hotkey")).toBeVisible();
  await userEvent.keyboard("{F8}");
  await expect.poll(() => document.activeElement?.getAttribute("data-slot")).toBe("toast-viewport");
  expect(page.getByRole("region", { name: /Notifications \(F8\)/ }).query()).not.toBeNull();
});
