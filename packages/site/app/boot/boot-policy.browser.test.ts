// When a started boot gives up on React (watchBootFailure), in real Chromium: a boot module that fails to
// load, the entry's dynamic import rejected, a boot that hangs; and a boot that hydrates never gives up.
import { afterEach, expect, onTestFinished, test, vi } from "vitest";
import { BOOT_TIMEOUT_MS, watchBootFailure } from "./boot-policy";
import { HYDRATED_EVENT } from "./contract";

afterEach(() => {
  // ends every watch a test left running
  window.dispatchEvent(new Event(HYDRATED_EVENT));
  vi.useRealTimers();
  document.querySelectorAll("script[data-test]").forEach((s) => s.remove());
});

function moduleScript(src: string): HTMLScriptElement {
  const script = document.createElement("script");
  script.type = "module";
  script.src = src;
  script.dataset.test = "";
  return script;
}

test("a boot module that fails to load gives up at once", async () => {
  const script = moduleScript(`/no-such-boot-module-${Date.now()}.js`);
  const failed = new Promise<void>((resolve) => watchBootFailure([script], resolve));
  document.body.append(script);
  await failed;
});

test("the entry's dynamic import rejected and unhandled gives up; other rejections do not", async () => {
  const onFailure = vi.fn();
  watchBootFailure([], onFailure);
  // a listener of the page's own, so Vitest leaves these synthetic rejections to the page
  const handled = () => {};
  window.addEventListener("unhandledrejection", handled);
  onTestFinished(() => window.removeEventListener("unhandledrejection", handled));
  const reject = (reason: unknown) =>
    window.dispatchEvent(
      new PromiseRejectionEvent("unhandledrejection", { promise: Promise.resolve(), reason }),
    );
  reject(new Error("a bug in a page script"));
  reject(new TypeError("Cannot read properties of undefined"));
  expect(onFailure).not.toHaveBeenCalled();
  reject(new TypeError("Failed to fetch dynamically imported module: https://x/assets/entry.client.js"));
  expect(onFailure).toHaveBeenCalledTimes(1);
  // once only
  reject(new TypeError("Importing a module script failed."));
  expect(onFailure).toHaveBeenCalledTimes(1);
});

test("a boot that hangs gives up after BOOT_TIMEOUT_MS, not before", () => {
  vi.useFakeTimers();
  const onFailure = vi.fn();
  watchBootFailure([], onFailure);
  vi.advanceTimersByTime(BOOT_TIMEOUT_MS - 1);
  expect(onFailure).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(onFailure).toHaveBeenCalledTimes(1);
});

test("a boot that hydrates never gives up", () => {
  vi.useFakeTimers();
  const onFailure = vi.fn();
  const script = moduleScript("/unused.js");
  watchBootFailure([script], onFailure);
  window.dispatchEvent(new Event(HYDRATED_EVENT));
  vi.advanceTimersByTime(BOOT_TIMEOUT_MS * 2);
  script.dispatchEvent(new Event("error"));
  expect(onFailure).not.toHaveBeenCalled();
});
