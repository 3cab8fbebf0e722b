// Unhandled promise rejections in a browser test, caught and checked by name instead of failing the run unnamed.
import { expect, onTestFinished } from "vitest";

/**
 * Catches the page's unhandled rejections until the test ends (each would fail the run on its own, unnamed).
 * `expectNone()`: an unhandled rejection is reported after the task that left it, so a marker rejected now is
 * reported after any the code under test left; once it arrives, it must be alone.
 */
export function unhandledRejections() {
  const reported: unknown[] = [];
  const onUnhandled = (event: PromiseRejectionEvent) => {
    reported.push(event.reason);
    event.preventDefault();
  };
  window.addEventListener("unhandledrejection", onUnhandled);
  onTestFinished(() => window.removeEventListener("unhandledrejection", onUnhandled));
  return {
    async expectNone() {
      const marker = new Error("marker");
      void Promise.reject(marker);
      await expect.poll(() => reported.includes(marker)).toBe(true);
      expect(reported).toEqual([marker]);
    },
  };
}
