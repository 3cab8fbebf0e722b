import { describe, expect, test } from "vitest";
import { pickTestChromium } from "./chromium.ts";

const shell = "/usr/bin/chromium-headless-shell";
const installed =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file);

describe("the functional tests' browser", () => {
  test("is Debian's headless shell when it is installed", () => {
    expect(pickTestChromium({}, installed(shell, "/usr/bin/chromium"))).toBe(shell);
  });

  test("is the full browser when the shell is not installed", () => {
    expect(pickTestChromium({}, installed("/usr/bin/chromium"))).toBe("/usr/bin/chromium");
  });

  test("is the browser CHROMIUM_PATH names, chosen on purpose, even beside an installed shell", () => {
    expect(pickTestChromium({ CHROMIUM_PATH: "/opt/chrome/chrome" }, installed(shell))).toBe(
      "/opt/chrome/chrome",
    );
  });

  test("is the shell CHROMIUM_HEADLESS_SHELL_PATH names", () => {
    expect(
      pickTestChromium({ CHROMIUM_PATH: "/opt/c", CHROMIUM_HEADLESS_SHELL_PATH: "/opt/shell" }, installed()),
    ).toBe("/opt/shell");
  });
});
