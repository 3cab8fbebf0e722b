// Helpers for the browser tests of the overlay components (Dialog, AlertDialog, Sheet, Popover, DropdownMenu).
import { expect } from "vitest";
import { cdp } from "vitest/browser";

export { settled } from "./animations.js";

/**
 * What a closed overlay must not leave behind for the next test (or the app) to trip on: its portalled
 * parts, Radix's focus guards, the `aria-hidden` it put on the rest of the page, the scroll lock, and the
 * `pointer-events: none` a modal sets on `<body>`.
 */
export async function expectNothingLeftBehind(slots: string[]): Promise<void> {
  await expect
    .poll(() => ({
      parts: slots.filter((slot) => document.querySelector(`[data-slot="${slot}"]`)),
      focusGuards: document.querySelectorAll("[data-radix-focus-guard]").length,
      hiddenByOverlay: document.querySelectorAll("[data-aria-hidden]").length,
      scrollLocked: document.body.hasAttribute("data-scroll-locked"),
      bodyPointerEvents: document.body.style.pointerEvents,
    }))
    .toEqual({ parts: [], focusGuards: 0, hiddenByOverlay: 0, scrollLocked: false, bodyPointerEvents: "" });
}

/** Runs `body` with `prefers-reduced-motion: reduce` emulated by Chromium, as a user's OS setting would. */
export async function withReducedMotion(body: () => Promise<void>): Promise<void> {
  const session = cdp();
  await session.send("Emulation.setEmulatedMedia", {
    features: [{ name: "prefers-reduced-motion", value: "reduce" }],
  });
  try {
    expect(matchMedia("(prefers-reduced-motion: reduce)").matches).toBe(true);
    await body();
  } finally {
    await session.send("Emulation.setEmulatedMedia", { features: [] });
  }
}

/** The element's running CSS animation: its name and duration in ms (from the computed style). */
export function animationOf(element: Element): { name: string; ms: number } {
  const style = getComputedStyle(element);
  return { name: style.animationName, ms: parseFloat(style.animationDuration) * 1000 };
}

/** The focused element, wherever it is (portals included). */
export const focused = () => document.activeElement as HTMLElement | null;
