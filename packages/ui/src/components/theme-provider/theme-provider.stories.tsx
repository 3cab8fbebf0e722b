import type { Meta, StoryObj } from "@storybook/react-vite";
import { MonitorIcon, MoonIcon, SunIcon } from "lucide-react";
import type * as React from "react";
import { expect, screen, waitFor } from "storybook/test";
import { Button } from "../button/button.js";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "../dropdown-menu/dropdown-menu.js";
import { ThemeProvider, useTheme } from "./theme-provider.js";
import type { Theme } from "./theme-script.js";

// the stories keep their choice apart from an app's, and start each time from Storybook's own theme
const STORAGE_KEY = "orbitag-theme-story";

const meta = {
  title: "Components/ThemeProvider",
  component: ThemeProvider,
  // its plays read and switch the theme: the visual suite plays them in each theme
  tags: ["themed"],
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof ThemeProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

const labels: Record<Theme, string> = { light: "Light", dark: "Dark", system: "System" };
const icons: Record<Theme, React.ReactNode> = {
  light: <SunIcon />,
  dark: <MoonIcon />,
  system: <MonitorIcon />,
};

/** A theme switcher as an app builds it from the kit: an icon Button opening a menu of the three choices. */
function ThemeToggle() {
  const { theme, resolvedTheme, setTheme, themes } = useTheme();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="icon" aria-label="Theme">
          {resolvedTheme === "dark" ? <MoonIcon /> : <SunIcon />}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Theme</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
          {themes.map((t) => (
            <DropdownMenuRadioItem key={t} value={t}>
              {icons[t]}
              {labels[t]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** What `useTheme()` says, as an app might show it in its settings. */
function ThemeStatus() {
  const { theme, resolvedTheme, systemTheme } = useTheme();
  return (
    <output className="text-sm text-muted-foreground">
      Choice: {theme ?? "…"} · on the page: {resolvedTheme ?? "…"} · system: {systemTheme ?? "…"}
    </output>
  );
}

/** The toggle and the status in a row: the page every story renders inside its provider. */
function Settings({ children }: { children?: React.ReactNode }) {
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-3 text-sm">
        <ThemeToggle />
        <ThemeStatus />
      </div>
      {children}
    </div>
  );
}

/** Storybook's own theme (the toolbar's): every story starts and ends on it, as the captures compare it. */
const storybookTheme = (globals: Record<string, unknown>): "light" | "dark" =>
  globals.theme === "dark" ? "dark" : "light";
const otherThan = (theme: "light" | "dark") => (theme === "dark" ? "light" : "dark");

/** Chooses `name` in the toggle's menu and waits for the page to take the theme. */
async function choose(
  canvas: { getByRole: typeof screen.getByRole },
  userEvent: { click: (element: Element) => Promise<void> },
  name: string,
  theme: "light" | "dark",
) {
  await userEvent.click(canvas.getByRole("button", { name: "Theme" }));
  await userEvent.click(await screen.findByRole("menuitemradio", { name }));
  await waitFor(() => expect(document.documentElement).toHaveAttribute("data-theme", theme));
  // the menu's exit animation is over before the next choice (with motion on, an item of the closing menu
  // could be found and clicked, and a closing menu picks nothing)
  await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
}

/**
 * The theme toggle (Playground): Light, Dark or System, applied to the whole page at once (no colour transition) and kept
 * in localStorage. The play switches to the other theme and back, ending on Storybook's own.
 */
export const Playground: Story = {
  render: (_args, { globals }) => {
    const initial: Theme = globals.theme === "dark" ? "dark" : "light";
    return (
      <ThemeProvider defaultTheme={initial} storageKey={STORAGE_KEY}>
        <div className="flex items-center gap-3 text-sm">
          <ThemeToggle />
          <span>Switch the page between light and dark</span>
        </div>
      </ThemeProvider>
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    const initial = globals.theme === "dark" ? "dark" : "light";
    const other = initial === "dark" ? "light" : "dark";
    await choose(canvas, userEvent, labels[other], other);
    expect(localStorage.getItem(STORAGE_KEY)).toBe(other);
    await choose(canvas, userEvent, labels[initial], initial);
  },
};

/**
 * "System": the page takes the operating system's theme (`prefers-color-scheme`), followed live while the choice
 * stays "system"; the menu marks the choice. The play ends on Storybook's own theme.
 */
export const System: Story = {
  render: (_args, { globals }) => (
    <ThemeProvider defaultTheme={storybookTheme(globals)} storageKey={STORAGE_KEY}>
      <Settings />
    </ThemeProvider>
  ),
  play: async ({ canvas, userEvent, globals }) => {
    const system = matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
    await choose(canvas, userEvent, "System", system);
    expect(localStorage.getItem(STORAGE_KEY)).toBe("system");
    await expect(canvas.getByRole("status")).toHaveTextContent(
      `Choice: system · on the page: ${system} · system: ${system}`,
    );
    await userEvent.click(canvas.getByRole("button", { name: "Theme" }));
    await waitFor(() =>
      expect(screen.getByRole("menuitemradio", { name: "System" })).toHaveAttribute("data-state", "checked"),
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    const initial = storybookTheme(globals);
    if (system !== initial) await choose(canvas, userEvent, labels[initial], initial);
  },
};

/**
 * A stored choice wins over `defaultTheme`: the provider below defaults to the other theme, and the page opens
 * in the one kept in localStorage (here Storybook's own), with the menu marking it.
 */
export const StoredChoice: Story = {
  beforeEach: ({ globals }) => {
    localStorage.setItem(STORAGE_KEY, storybookTheme(globals));
  },
  render: (_args, { globals }) => (
    <ThemeProvider defaultTheme={otherThan(storybookTheme(globals))} storageKey={STORAGE_KEY}>
      <Settings />
    </ThemeProvider>
  ),
  play: async ({ canvas, userEvent, globals }) => {
    const stored = storybookTheme(globals);
    await waitFor(() => expect(document.documentElement).toHaveAttribute("data-theme", stored));
    await expect(canvas.getByRole("status")).toHaveTextContent(`Choice: ${stored} · on the page: ${stored}`);
    await userEvent.click(canvas.getByRole("button", { name: "Theme" }));
    await waitFor(() =>
      expect(screen.getByRole("menuitemradio", { name: labels[stored] })).toHaveAttribute(
        "data-state",
        "checked",
      ),
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
  },
};

/**
 * A choice made in another tab of the app reaches this one (the browser's `storage` event): the page switches
 * without a reload, then back.
 */
export const OtherTab: Story = {
  render: (_args, { globals }) => (
    <ThemeProvider defaultTheme={storybookTheme(globals)} storageKey={STORAGE_KEY}>
      <Settings />
    </ThemeProvider>
  ),
  play: async ({ canvas, globals }) => {
    // what the browser does when another tab writes the key: this tab gets a storage event
    const fromOtherTab = (theme: Theme) => {
      localStorage.setItem(STORAGE_KEY, theme);
      window.dispatchEvent(
        new StorageEvent("storage", { key: STORAGE_KEY, newValue: theme, storageArea: localStorage }),
      );
    };
    const initial = storybookTheme(globals);
    const other = otherThan(initial);
    fromOtherTab(other);
    await waitFor(() => expect(document.documentElement).toHaveAttribute("data-theme", other));
    await expect(canvas.getByRole("status")).toHaveTextContent(`Choice: ${other} · on the page: ${other}`);
    // switched in one style pass, without the colour transitions
    await expect(document.documentElement).not.toHaveAttribute("data-theme-switching");
    fromOtherTab(initial);
    await waitFor(() => expect(document.documentElement).toHaveAttribute("data-theme", initial));
  },
};

/**
 * A part of the page forced dark whatever the user's choice (a hero, a code sample): `data-theme="dark"` on any
 * element switches its subtree. The play switches the page's theme; the section keeps its colours.
 */
export const ForcedDarkSection: Story = {
  render: (_args, { globals }) => (
    <ThemeProvider defaultTheme={storybookTheme(globals)} storageKey={STORAGE_KEY}>
      <Settings>
        <section
          data-theme="dark"
          aria-label="Always dark"
          className="grid max-w-sm gap-3 rounded-lg border p-6"
          style={{ background: "var(--background)", color: "var(--foreground)" }}
        >
          <p className="text-sm">
            Track every asset in real time, in the dark theme whatever the page shows.
          </p>
          <Button>Start free trial</Button>
        </section>
      </Settings>
    </ThemeProvider>
  ),
  play: async ({ canvas, userEvent, globals }) => {
    const section = canvas.getByRole("region", { name: "Always dark" });
    const colours = () => ({
      page: getComputedStyle(document.body).backgroundColor,
      section: getComputedStyle(section).backgroundColor,
    });
    const before = colours();
    const initial = storybookTheme(globals);
    const other = otherThan(initial);
    await choose(canvas, userEvent, labels[other], other);
    await waitFor(() => expect(colours().page).not.toBe(before.page));
    await expect(section).toHaveAttribute("data-theme", "dark");
    await expect(colours().section).toBe(before.section);
    await choose(canvas, userEvent, labels[initial], initial);
    await waitFor(() => expect(colours()).toEqual(before));
  },
};
