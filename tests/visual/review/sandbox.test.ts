// The review tests' helpers that decide what a test is about: here, the "other build" a browser-update test
// gives the baselines must differ from this machine's build whatever its version ends in.
import { expect, test } from "vitest";
import { anotherBuild } from "./sandbox.ts";

test("another build differs from this one, also when its last number is 0", () => {
  for (const browser of ["Chromium 156.0.8078.108", "Chromium 157.0.8100.0", "Chromium 158.0.0.0"]) {
    const other = anotherBuild(browser);
    expect(other).not.toBe(browser);
    // the same browser: only the build's last number moved
    expect(other.replace(/\d+$/, "")).toBe(browser.replace(/\d+$/, ""));
  }
  expect(anotherBuild("Chromium 157.0.8100.0")).toBe("Chromium 157.0.8100.1");
});
