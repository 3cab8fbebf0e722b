import { renderToString } from "react-dom/server";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { describe, expect, test } from "vitest";
import { KbdShortcut } from "./kbd-shortcut.js";
import {
  ariaKeyShortcuts,
  formatShortcut,
  isApplePlatform,
  matchesShortcut,
  parseShortcut,
  shortcutKeys,
} from "./shortcut.js";

const legends = (root: Element) => [...root.querySelectorAll("[data-slot=kbd]")].map((k) => k.textContent);

describe("KbdShortcut", () => {
  test("the platform's keys, hidden from screen readers, which hear the key names", async () => {
    const screen = await render(
      <div>
        <KbdShortcut shortcut="mod+shift+k" platform="apple" data-testid="apple" />
        <KbdShortcut shortcut="mod+shift+k" platform="other" data-testid="other" />
      </div>,
    );
    const apple = screen.getByTestId("apple").element();
    const other = screen.getByTestId("other").element();
    expect(legends(apple)).toEqual(["⇧", "⌘", "K"]);
    expect(legends(other)).toEqual(["Ctrl", "Shift", "K"]);
    for (const key of apple.querySelectorAll("[data-slot=kbd]"))
      expect(key.getAttribute("aria-hidden")).toBe("true");
    await expect.element(screen.getByText("Shift+Command+K")).toHaveClass("sr-only");
    await expect.element(screen.getByText("Control+Shift+K")).toHaveClass("sr-only");
    expect(apple.getAttribute("data-platform")).toBe("apple");
  });

  test("without a platform, the browser's (this Chromium on Linux: Ctrl)", async () => {
    const screen = await render(<KbdShortcut shortcut="mod+k" data-testid="k" />);
    const shortcut = screen.getByTestId("k").element();
    expect(isApplePlatform()).toBe(false);
    expect(shortcut.getAttribute("data-platform")).toBe("other");
    expect(legends(shortcut)).toEqual(["Ctrl", "K"]);
  });

  test("keys run left to right in a right-to-left page", async () => {
    const screen = await render(
      <p dir="rtl">
        اضغط <KbdShortcut shortcut="mod+k" platform="other" data-testid="k" /> للبحث
      </p>,
    );
    const [ctrl, k] = screen.getByTestId("k").element().querySelectorAll("[data-slot=kbd]");
    expect(ctrl!.getBoundingClientRect().left).toBeLessThan(k!.getBoundingClientRect().left);
  });

  test("a logical margin on it follows the page: ms-auto puts it at the inline end of a right-to-left row", async () => {
    const screen = await render(
      <div dir="rtl" style={{ display: "flex", width: 400 }} data-testid="row">
        <span>بحث</span>
        <KbdShortcut shortcut="mod+k" platform="other" className="ms-auto" data-testid="k" />
      </div>,
    );
    const row = screen.getByTestId("row").element().getBoundingClientRect();
    const shortcut = screen.getByTestId("k").element().getBoundingClientRect();
    // the row's end is its left edge
    expect(shortcut.left - row.left).toBeLessThan(1);
    const [ctrl, k] = screen.getByTestId("k").element().querySelectorAll("[data-slot=kbd]");
    expect(ctrl!.getBoundingClientRect().left).toBeLessThan(k!.getBoundingClientRect().left);
  });

  test("server HTML and hydration show the other platforms' keys, then the browser's", async () => {
    const html = renderToString(<KbdShortcut shortcut="mod+k" />);
    expect(html).toContain('data-platform="other"');
    expect(html).toContain(">Ctrl<");
  });
});

describe("shortcut helpers", () => {
  test("parse, and refuse what is not a shortcut", () => {
    expect(parseShortcut("Mod+Shift+K")).toEqual({ modifiers: ["mod", "shift"], key: "k" });
    expect(parseShortcut("ctrl++")).toEqual({ modifiers: ["ctrl"], key: "+" });
    expect(() => parseShortcut("mod+")).toThrow(/no key/);
    expect(() => parseShortcut("hyper+k")).toThrow(/"hyper" is not a modifier/);
  });

  test("shown per platform", () => {
    expect(formatShortcut("mod+k", "apple")).toBe("⌘K");
    expect(formatShortcut("mod+k", "other")).toBe("Ctrl+K");
    expect(shortcutKeys("ctrl+alt+arrowleft", "apple").map((k) => k.name)).toEqual([
      "Control",
      "Option",
      "Left Arrow",
    ]);
    expect(ariaKeyShortcuts("mod+b", "apple")).toBe("Meta+B");
    expect(ariaKeyShortcuts("mod+shift+b", "other")).toBe("Control+Shift+B");
    expect(isApplePlatform({ platform: "MacIntel" })).toBe(true);
    expect(isApplePlatform({ userAgentData: { platform: "macOS" } })).toBe(true);
    expect(isApplePlatform({ platform: "iPhone" })).toBe(true);
    expect(isApplePlatform({ platform: "Win32" })).toBe(false);
  });

  test("matched on real key presses: Ctrl here, ⌘ on Apple; exact modifiers; other keyboard layouts", async () => {
    const seen: KeyboardEvent[] = [];
    await render(<input aria-label="Field" onKeyDown={(event) => seen.push(event.nativeEvent)} />);
    (page.getByRole("textbox").element() as HTMLInputElement).focus();
    await userEvent.keyboard("{Control>}b{/Control}");
    await userEvent.keyboard("{Meta>}b{/Meta}");
    await userEvent.keyboard("{Control>}{Shift>}b{/Shift}{/Control}");
    const [ctrlB, metaB, ctrlShiftB] = seen.filter((e) => e.key.toLowerCase() === "b");
    expect(matchesShortcut(ctrlB!, "mod+b", "other")).toBe(true);
    expect(matchesShortcut(ctrlB!, "mod+b")).toBe(true);
    expect(matchesShortcut(metaB!, "mod+b", "other")).toBe(false);
    expect(matchesShortcut(metaB!, "mod+b", "apple")).toBe(true);
    expect(matchesShortcut(ctrlShiftB!, "mod+b", "other")).toBe(false);
    expect(matchesShortcut(ctrlShiftB!, "mod+shift+b", "other")).toBe(true);
    // an Arabic layout types ل on the B key (KeyB); ⌥B types ∫ on a Mac
    const arabic = { key: "ل", code: "KeyB", ctrlKey: true, metaKey: false, altKey: false, shiftKey: false };
    expect(matchesShortcut(arabic, "mod+b", "other")).toBe(true);
    // a Latin layout whose B is elsewhere (Dvorak's N key types b): the character decides, not the key
    const dvorak = { key: "x", code: "KeyB", ctrlKey: true, metaKey: false, altKey: false, shiftKey: false };
    expect(matchesShortcut(dvorak, "mod+b", "other")).toBe(false);
    expect(
      matchesShortcut({ ...arabic, key: "Escape", code: "Escape", ctrlKey: false }, "esc", "other"),
    ).toBe(true);
  });
});
