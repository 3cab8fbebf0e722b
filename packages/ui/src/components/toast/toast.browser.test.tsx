import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { afterEach, expect, onTestFinished, test } from "vitest";
import { recordAnnouncements } from "../../test/announcements.js";
import { focusRing, ringContrast } from "../../test/focus-ring.js";
import { serverRenderAndHydrate } from "../../test/hydrate.js";
import { swipe } from "../../test/tap.js";
import { unhandledRejections } from "../../test/unhandled.js";
import { ToastAction } from "./toast.js";
import { Toaster } from "./toaster.js";
import { TOAST_LIMIT, dismissToast, toast } from "./toast-store.js";
import { useToast } from "./use-toast.js";

afterEach(() => dismissToast());

const titles = () => [...document.querySelectorAll("[data-slot=toast-title]")].map((el) => el.textContent);
/** The open toasts' titles as the page shows them, top to bottom. */
const onScreen = () =>
  [...document.querySelectorAll<HTMLElement>("[data-slot=toast][data-state=open]")]
    .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)
    .map((el) => el.querySelector("[data-slot=toast-title]")?.textContent);

test("keeps at most TOAST_LIMIT toasts, the newest nearest the bottom edge", async () => {
  await render(<Toaster duration={60_000} />);
  for (let i = 1; i <= TOAST_LIMIT + 2; i++) toast({ title: `Toast ${i}` });
  await expect.poll(onScreen).toEqual(["Toast 3", "Toast 4", "Toast 5"]);
});

test("the newest toast sits nearest the edge whether toasts come together or one by one", async () => {
  await render(<Toaster duration={60_000} />);
  toast({ title: "First" });
  await expect.poll(titles).toEqual(["First"]);
  toast({ title: "Second" });
  await expect.poll(onScreen).toEqual(["First", "Second"]);
  toast({ title: "Third" });
  toast({ title: "Fourth" });
  await expect.poll(onScreen).toEqual(["Second", "Third", "Fourth"]);
});

test("a handle updates and dismisses its own toast", async () => {
  await render(<Toaster duration={60_000} />);
  toast({ title: "Other" });
  const handle = toast({ title: "Uploading" });
  await expect.element(page.getByText("Uploading")).toBeVisible();
  handle.update({ title: "Uploaded", variant: "destructive" });
  await expect.element(page.getByText("Uploaded")).toBeVisible();
  expect(document.querySelector(`[data-slot=toast][data-variant=destructive]`)).not.toBeNull();
  handle.dismiss();
  await expect.poll(titles).toEqual(["Other"]);
});

test("destructive toasts are announced assertively, default ones politely", async () => {
  await render(<Toaster duration={60_000} />);
  const announced = recordAnnouncements();
  toast({ title: "Saved" });
  toast({ title: "Failed", variant: "destructive" });
  // one region per toast (in render order, which the one update leaves open)
  await expect.poll(() => announced.regions.toSorted()).toEqual(["assertive", "polite"]);
  announced.stop();
});

test("a touch swipe to the right dismisses it", async () => {
  await render(<Toaster duration={60_000} />);
  toast({ title: "Swipe me" });
  await expect.element(page.getByText("Swipe me")).toBeVisible();
  await swipe(document.querySelector("[data-slot=toast]")!, { dx: 140 });
  await expect.poll(titles).toEqual([]);
});

test("a touch swipe shorter than the threshold springs back", async () => {
  await render(<Toaster duration={60_000} />);
  toast({ title: "Stay" });
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
  toast({ title: "Hotkey" });
  await expect.element(page.getByText("Hotkey")).toBeVisible();
  await userEvent.keyboard("{F8}");
  await expect.poll(() => document.activeElement?.getAttribute("data-slot")).toBe("toast-viewport");
  expect(page.getByRole("region", { name: /Notifications \(F8\)/ }).query()).not.toBeNull();
});

/** A "Save" button with the focus, a toast "Saved", F8 into the toasts; returns the button. */
async function reachToastFromSave() {
  await render(
    <>
      <button type="button">Save</button>
      <Toaster duration={60_000} />
    </>,
  );
  const save = page.getByRole("button", { name: "Save" }).element() as HTMLElement;
  save.focus();
  toast({ title: "Saved" });
  await expect.element(page.getByText("Saved")).toBeVisible();
  await userEvent.keyboard("{F8}");
  await expect.poll(() => document.activeElement?.getAttribute("data-slot")).toBe("toast-viewport");
  return save;
}

test("the last toast closed from the keyboard (F8, Escape), the focus goes back to where it was, not to the empty list", async () => {
  const save = await reachToastFromSave();
  await userEvent.keyboard("{Escape}");
  await expect.poll(titles).toEqual([]);
  await expect.poll(() => document.activeElement).toBe(save);
  // with two toasts, closing one leaves the focus in the toasts
  toast({ title: "One" });
  toast({ title: "Two" });
  await expect.poll(onScreen).toEqual(["One", "Two"]);
  await userEvent.keyboard("{F8}");
  await userEvent.keyboard("{Escape}");
  await expect.poll(() => onScreen().length).toBe(1);
  expect(document.activeElement?.closest("[data-slot=toast-viewport]")).not.toBeNull();
  // closed by a click on its X, the last one gives the focus back as well (the other one may still be leaving)
  await userEvent.click(
    document.querySelector<HTMLElement>("[data-slot=toast][data-state=open] [data-slot=toast-close]")!,
  );
  await expect.poll(titles).toEqual([]);
  await expect.poll(() => document.activeElement).toBe(save);
});

test("a toast closed after the user left the field it was reached from does not pull the focus back there", async () => {
  const save = await reachToastFromSave();
  // the user clicks blank page, then the toast's X: the focus came from nowhere this time
  await userEvent.click(document.body, { position: { x: 400, y: 300 } });
  await expect.poll(() => document.activeElement).toBe(document.body);
  await userEvent.click(page.getByRole("button", { name: "Dismiss notification" }).element());
  await expect.poll(titles).toEqual([]);
  expect(document.activeElement).not.toBe(save);
});

const toastOf = (title: string) =>
  [...document.querySelectorAll<HTMLElement>("[data-slot=toast]")].find((el) =>
    el.textContent?.includes(title),
  );

test("status variants: success, info and warning carry their tint and icon; warning is announced at once", async () => {
  await render(<Toaster duration={60_000} />);
  const announced = recordAnnouncements();
  toast.success("Asset added", { description: "Forklift 12 is tracked." });
  toast.info("Sync scheduled");
  toast.warning("Battery low");
  await expect.poll(onScreen).toEqual(["Asset added", "Sync scheduled", "Battery low"]);
  for (const [title, variant] of [
    ["Asset added", "success"],
    ["Sync scheduled", "info"],
    ["Battery low", "warning"],
  ] as const) {
    const item = toastOf(title) as HTMLElement;
    expect(item.dataset.variant).toBe(variant);
    const icon = item.querySelector("[data-slot=toast-icon] svg");
    expect(icon, title).not.toBeNull();
    // the icon and the title in the variant's colour, on its tinted surface
    const titleColour = getComputedStyle(item.querySelector("[data-slot=toast-title]")!).color;
    expect(getComputedStyle(icon as Element).color).toBe(titleColour);
    expect(titleColour).not.toBe(getComputedStyle(item).color);
  }
  await expect.poll(() => announced.regions.toSorted()).toEqual(["assertive", "polite", "polite"]);
  announced.stop();
});

test("toast.loading spins and stays past the Toaster's duration until dismissed", async () => {
  await render(<Toaster duration={50} />);
  const handle = toast.loading("Importing 200 assets");
  toast({ title: "Short" });
  // the short one goes after 50 ms; the loading one is still there once it has gone
  await expect.poll(titles).toEqual(["Importing 200 assets"]);
  const item = toastOf("Importing 200 assets") as HTMLElement;
  expect(item.getAttribute("aria-busy")).toBe("true");
  expect(item.dataset.variant).toBe("loading");
  expect(item.querySelector("[data-slot=toast-icon] svg")).not.toBeNull();
  handle.dismiss();
  await expect.poll(titles).toEqual([]);
});

test("toast.promise: loading, then a new toast with the result; a rejection becomes an error toast, handled", async () => {
  const unhandled = unhandledRejections();
  await render(<Toaster duration={60_000} />);
  const announced = recordAnnouncements();
  let finish!: (count: number) => void;
  let fail!: (error: Error) => void;
  const saved = toast.promise(new Promise<number>((resolve) => (finish = resolve)), {
    loading: "Saving...",
    success: (count) => ({ title: `${count} assets saved`, description: "All sites are up to date." }),
    error: "Not saved",
  });
  await expect.element(page.getByText("Saving...")).toBeVisible();
  const loadingId = saved.id;
  expect(toastOf("Saving...")?.dataset.variant).toBe("loading");
  finish(12);
  await expect.poll(titles).toEqual(["12 assets saved"]);
  expect(toastOf("12 assets saved")?.dataset.variant).toBe("success");
  // the handle follows the new toast
  expect(saved.id).not.toBe(loadingId);
  // the loading toast's region, then the success toast's (a new toast, announced anew)
  await expect.poll(() => announced.regions).toEqual(["polite", "polite"]);
  announced.stop();

  const failed = toast.promise(() => new Promise<void>((_, reject) => (fail = reject)), {
    loading: "Deleting...",
    success: "Deleted",
    error: (error) => ({ title: "Not deleted", description: (error as Error).message }),
  });
  await expect.element(page.getByText("Deleting...")).toBeVisible();
  fail(new Error("Network down"));
  await failed.settled;
  await expect.element(page.getByText("Not deleted")).toBeVisible();
  expect(toastOf("Not deleted")?.dataset.variant).toBe("destructive");
  expect(toastOf("Not deleted")?.textContent).toContain("Network down");
  await unhandled.expectNone();
});

test("toast.promise: a message function that throws takes the loading toast away and is reported, not rejected", async () => {
  const unhandled = unhandledRejections();
  const reported: unknown[] = [];
  const onError = (event: ErrorEvent) => {
    reported.push(event.error);
    event.preventDefault();
  };
  window.addEventListener("error", onError);
  onTestFinished(() => window.removeEventListener("error", onError));
  await render(<Toaster duration={60_000} />);
  const bug = new Error("bad message");
  let finish!: (count: number) => void;
  const saved = toast.promise(new Promise<number>((resolve) => (finish = resolve)), {
    loading: "Saving...",
    success: () => {
      throw bug;
    },
    error: "Not saved",
  });
  await expect.element(page.getByText("Saving...")).toBeVisible();
  finish(3);
  await saved.settled;
  await expect.poll(titles).toEqual([]);
  expect(reported).toEqual([bug]);

  let fail!: (error: Error) => void;
  const failed = toast.promise(new Promise<void>((_, reject) => (fail = reject)), {
    loading: "Deleting...",
    success: "Deleted",
    error: () => {
      throw bug;
    },
  });
  await expect.element(page.getByText("Deleting...")).toBeVisible();
  fail(new Error("down"));
  await failed.settled;
  await expect.poll(titles).toEqual([]);
  expect(reported).toEqual([bug, bug]);
  await unhandled.expectNone();
});

test("position: the stack sits on the chosen edge, newest nearest to it, and swipes towards it", async () => {
  await render(<Toaster duration={60_000} position="top-center" />);
  toast({ title: "First" });
  toast({ title: "Second" });
  await expect.poll(onScreen).toEqual(["Second", "First"]);
  const viewport = document.querySelector("[data-slot=toast-viewport]") as HTMLElement;
  expect(viewport.dataset.position).toBe("top-center");
  const [second, first] = [toastOf("Second"), toastOf("First")].map((el) => el!.getBoundingClientRect());
  expect(second!.top).toBeLessThan(first!.top);
  expect(second!.top).toBeLessThan(40);
  // centred
  expect(Math.abs((second!.left + second!.right) / 2 - window.innerWidth / 2)).toBeLessThan(2);
  expect(toastOf("Second")?.getAttribute("data-swipe-direction")).toBe("up");
});

test("limit: one at a time closes the older one as a new one comes", async () => {
  await render(<Toaster duration={60_000} limit={1} />);
  toast({ title: "Old" });
  await expect.poll(titles).toEqual(["Old"]);
  toast({ title: "New" });
  await expect.poll(titles).toEqual(["New"]);
});

test("the toasts' region is rendered at the end of <body>, where a dialog can leave it shown", async () => {
  await render(
    <div id="app">
      <Toaster />
    </div>,
  );
  const region = page.getByRole("region", { name: /Notifications \(F8\)/ }).element();
  expect(region.parentElement).toBe(document.body);
});

test("right to left: the X sits at the inline end (the left), and the text keeps clear of it", async () => {
  const html = document.documentElement;
  const before = html.dir;
  try {
    for (const dir of ["ltr", "rtl"] as const) {
      html.dir = dir;
      const screen = await render(<Toaster duration={60_000} />);
      toast({ title: "Tag OT-1 moved to the yard", description: "Scanned at gate 2." });
      await expect.element(page.getByText("Scanned at gate 2.")).toBeVisible();
      const item = toastOf("Tag OT-1 moved to the yard")!.getBoundingClientRect();
      const close = document.querySelector("[data-slot=toast-close]")!.getBoundingClientRect();
      const title = document.querySelector("[data-slot=toast-title]")!.getBoundingClientRect();
      const [endGap, startGap] =
        dir === "rtl"
          ? [close.left - item.left, item.right - close.right]
          : [item.right - close.right, close.left - item.left];
      expect(endGap, `${dir}: the X's distance from the inline end`).toBeLessThan(16);
      expect(startGap, `${dir}: the X's distance from the inline start`).toBeGreaterThan(item.width / 2);
      // the text's box ends before the X
      if (dir === "rtl") expect(title.left).toBeGreaterThanOrEqual(close.right);
      else expect(title.right).toBeLessThanOrEqual(close.left);
      dismissToast();
      await expect.poll(titles).toEqual([]);
      await screen.unmount();
    }
  } finally {
    html.dir = before;
  }
});

test("a server render and the hydrating render show no toast, so hydration matches; the toasts come after", async () => {
  function ToastCount() {
    const { toasts } = useToast();
    return <output>{`${toasts.length} toasts`}</output>;
  }
  // a toast from before hydration (an import-time call, a data layer's early error)
  toast({ title: "Early" });
  const { host, html, errors } = await serverRenderAndHydrate(<ToastCount />);
  expect(html).toContain("0 toasts");
  await expect.poll(() => host.textContent).toBe("1 toasts");
  expect(errors).toEqual([]);
});

test.each(["light", "dark"])(
  "%s theme: a destructive toast's action and close button show a focus ring 3:1 on its red (WCAG 1.4.11)",
  async (theme) => {
    document.documentElement.dataset.theme = theme;
    try {
      await render(<Toaster duration={60_000} />);
      toast({
        title: "Sync failed",
        variant: "destructive",
        action: <ToastAction altText="Retry the sync">Retry</ToastAction>,
      });
      await expect.element(page.getByText("Sync failed")).toBeVisible();
      const surface = getComputedStyle(document.querySelector("[data-slot=toast]")!).backgroundColor;
      await userEvent.keyboard("{F8}");
      const action = page.getByRole("button", { name: "Retry" }).element();
      const close = document.querySelector("[data-slot=toast-close]")!;
      for (const [name, button] of [
        ["Retry", action],
        ["Close", close],
      ] as const) {
        // the toast itself takes a Tab stop before its buttons
        for (let stops = 0; stops < 4 && document.activeElement !== button; stops++) await userEvent.tab();
        expect(document.activeElement, name).toBe(button);
        const ring = (await focusRing(button))!;
        expect(Number(ring.colour.alpha), name).toBe(1);
        expect(ringContrast(ring.colour, surface), name).toBeGreaterThanOrEqual(3);
      }
    } finally {
      delete document.documentElement.dataset.theme;
    }
  },
);
