import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { cdp, page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { afterEach, beforeEach, expect, test } from "vitest";
import { Button } from "../button/button.js";
import { ThemeProvider, useTheme, type ThemeProviderProps } from "./theme-provider.js";
import { THEME_SCRIPT_HASH, THEME_STORAGE_KEY, ThemeScript } from "./theme-script.js";

const html = document.documentElement;

/** Emulates the operating system's colour scheme, as Chromium's DevTools do. */
async function systemScheme(scheme: "light" | "dark") {
  await cdp().send("Emulation.setEmulatedMedia", {
    features: [{ name: "prefers-color-scheme", value: scheme }],
  });
}

beforeEach(async () => {
  localStorage.removeItem(THEME_STORAGE_KEY);
  html.removeAttribute("data-theme");
  await systemScheme("light");
});

afterEach(async () => {
  localStorage.removeItem(THEME_STORAGE_KEY);
  html.removeAttribute("data-theme");
  await cdp().send("Emulation.setEmulatedMedia", { features: [] });
});

function Switcher() {
  const { theme, resolvedTheme, systemTheme, setTheme, themes } = useTheme();
  return (
    <div>
      <output aria-label="Theme">{`${theme}/${resolvedTheme}/${systemTheme}`}</output>
      {themes.map((t) => (
        <Button key={t} variant="outline" onClick={() => setTheme(t)}>
          {t}
        </Button>
      ))}
    </div>
  );
}

const shown = () => page.getByRole("status", { name: "Theme" });

async function mount(props: ThemeProviderProps = {}) {
  return render(
    <ThemeProvider {...props}>
      <Switcher />
      {/* a surface that transitions its background like the kit's parts, with no hover or focus state to blur a count */}
      <div data-testid="surface" className="bg-background size-8 transition-colors" />
    </ThemeProvider>,
  );
}

test("starts from the system's theme, follows it live, and a choice is applied and stored", async () => {
  await systemScheme("dark");
  await mount();
  await expect.element(shown()).toHaveTextContent("system/dark/dark");
  expect(html.getAttribute("data-theme")).toBe("dark");

  await systemScheme("light");
  await expect.element(shown()).toHaveTextContent("system/light/light");
  expect(html.getAttribute("data-theme")).toBe("light");

  await userEvent.click(page.getByRole("button", { name: "dark" }));
  await expect.element(shown()).toHaveTextContent("dark/dark/light");
  expect(html.getAttribute("data-theme")).toBe("dark");
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
});

test("reads a stored choice, and follows a choice made in another tab", async () => {
  localStorage.setItem("acme-theme", "dark");
  await mount({ storageKey: "acme-theme" });
  await expect.element(shown()).toHaveTextContent("dark/dark/light");
  // another tab writes the key; this tab gets a storage event
  localStorage.setItem("acme-theme", "light");
  window.dispatchEvent(new StorageEvent("storage", { key: "acme-theme", storageArea: localStorage }));
  await expect.element(shown()).toHaveTextContent("light/light/light");
  expect(html.getAttribute("data-theme")).toBe("light");
  localStorage.removeItem("acme-theme");
});

test("an unreadable stored value gives the default", async () => {
  localStorage.setItem(THEME_STORAGE_KEY, "sepia");
  await mount({ defaultTheme: "dark" });
  await expect.element(shown()).toHaveTextContent("dark/dark/light");
});

/** Resolves after the browser has painted twice: transition events of a style change are dispatched by then. */
const twoFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

// The transitions are counted as they start (transitionrun), not read while running: on a busy machine the switch
// can take longer than the 150 ms transition itself, which then has ended before a check could see it running
// (CI saw "expected +0 to be 1"). The pause after the switch is such a machine's.
test.each([
  { disableTransitionOnChange: true, transitions: 0, pause: 0 },
  { disableTransitionOnChange: false, transitions: 1, pause: 0 },
  { disableTransitionOnChange: false, transitions: 1, pause: 400 },
])(
  "switching with disableTransitionOnChange=$disableTransitionOnChange starts $transitions colour transitions (checked $pause ms later)",
  async ({ disableTransitionOnChange, transitions, pause }) => {
    await mount({ defaultTheme: "light", disableTransitionOnChange });
    await expect.element(shown()).toHaveTextContent("light/light/light");
    const surface = page.getByTestId("surface").element() as HTMLElement;
    const started: string[] = [];
    surface.addEventListener("transitionrun", (e) => started.push(e.propertyName));
    await userEvent.click(page.getByRole("button", { name: "dark" }));
    await expect.element(shown()).toHaveTextContent("dark/dark/light");
    await new Promise((resolve) => setTimeout(resolve, pause));
    await expect.poll(() => html.hasAttribute("data-theme-switching")).toBe(false);
    await twoFrames();
    expect(started.filter((p) => p === "background-color")).toHaveLength(transitions);
  },
);

class Catch extends React.Component<{ children: React.ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

test("useTheme outside a ThemeProvider says so", async () => {
  await render(
    <Catch>
      <Switcher />
    </Catch>,
  );
  await expect
    .element(page.getByRole("alert"))
    .toHaveTextContent("useTheme() must be used within <ThemeProvider>");
});

/** A page in an iframe with a strict CSP (scripts only by hash or nonce) and the script in its head. */
async function framedPage(csp: string, script: string): Promise<{ theme: string | null }> {
  const frame = document.createElement("iframe");
  frame.srcdoc = `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${csp}">${script}</head><body></body></html>`;
  const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const doc = frame.contentDocument as Document;
  const result = { theme: doc.documentElement.getAttribute("data-theme") };
  frame.remove();
  return result;
}

test("ThemeScript sets the stored theme before the first paint under a strict CSP, allowed by its hash or a nonce", async () => {
  localStorage.setItem(THEME_STORAGE_KEY, "dark");
  const byHash = await framedPage(`script-src ${THEME_SCRIPT_HASH}`, renderToStaticMarkup(<ThemeScript />));
  expect(byHash.theme).toBe("dark");
  const byNonce = await framedPage(
    `script-src 'nonce-r4nd0m'`,
    renderToStaticMarkup(<ThemeScript nonce="r4nd0m" />),
  );
  expect(byNonce.theme).toBe("dark");
  // the policy is real: another hash blocks it
  const blocked = await framedPage(
    `script-src 'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='`,
    renderToStaticMarkup(<ThemeScript />),
  );
  expect(blocked.theme).toBeNull();
  // its attributes carry the app's storage key and default
  localStorage.removeItem(THEME_STORAGE_KEY);
  const defaults = await framedPage(
    `script-src ${THEME_SCRIPT_HASH}`,
    renderToStaticMarkup(<ThemeScript defaultTheme="dark" storageKey="acme-theme" />),
  );
  expect(defaults.theme).toBe("dark");
});
