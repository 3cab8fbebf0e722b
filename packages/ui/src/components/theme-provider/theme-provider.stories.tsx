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
