import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

const colours = [
  ["background", "foreground"],
  ["card", "card-foreground"],
  ["primary", "primary-foreground"],
  ["secondary", "secondary-foreground"],
  ["muted", "muted-foreground"],
  ["accent", "accent-foreground"],
  ["destructive", "destructive-foreground"],
  ["popover", "popover-foreground"],
] as const;

function Tokens() {
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="colours">
        <h2 id="colours" className="mb-4 text-xl font-semibold">
          Colour pairs
        </h2>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {colours.map(([bg, fg]) => (
            <div
              key={bg}
              data-token={bg}
              className="rounded-lg border border-border p-4 text-sm font-medium shadow-xs"
              style={{ background: `var(--${bg})`, color: `var(--${fg})` }}
            >
              --{bg}
              <br />
              --{fg}
            </div>
          ))}
          <div className="rounded-lg border border-border p-4 text-sm font-medium text-error">
            --error (text)
          </div>
        </div>
      </section>
      <section aria-labelledby="radius">
        <h2 id="radius" className="mb-4 text-xl font-semibold">
          Radius and shadow
        </h2>
        <div className="flex flex-wrap gap-4">
          {(
            [
              "rounded-sm shadow-xs",
              "rounded-md shadow-sm",
              "rounded-lg shadow-md",
              "rounded-xl shadow-lg",
            ] as const
          ).map((classes) => (
            <div key={classes} className={`bg-card p-4 text-sm text-card-foreground ${classes}`}>
              {classes}
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="spacing">
        <h2 id="spacing" className="mb-4 text-xl font-semibold">
          Spacing (multiples of --space-unit)
        </h2>
        <div className="flex flex-col gap-2">
          {[1, 2, 4, 6, 8, 12, 16].map((n) => (
            <div key={n} className="flex items-center gap-3 text-sm">
              <span className="w-10 text-muted-foreground">{n}</span>
              <span
                className="h-3 rounded-sm bg-primary"
                style={{ width: `calc(var(--space-unit) * ${n})` }}
              />
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="motion">
        <h2 id="motion" className="mb-4 text-xl font-semibold">
          Motion
        </h2>
        <p className="text-sm text-muted-foreground">
          --motion-duration-fast 150ms, --motion-duration-normal 200ms, --motion-duration-slow 300ms (all 0ms
          with prefers-reduced-motion), --motion-ease-standard.
        </p>
      </section>
    </div>
  );
}

const meta = {
  title: "Foundations/Tokens",
  component: Tokens,
  parameters: { layout: "padded" },
} satisfies Meta<typeof Tokens>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Shows the tokens, and checks that the test run's theme (light, or dark in `storybook-dark`) is really applied. */
export const Overview: Story = {
  play: async ({ globals }) => {
    const theme = globals.theme === "dark" ? "dark" : "light";
    await expect(document.documentElement).toHaveAttribute("data-theme", theme);
    const expected = import.meta.env.VITE_STORYBOOK_THEME === "dark" ? "dark" : theme;
    await expect(theme).toBe(expected);
    // the dark theme flips the page background to a dark colour
    const probe = document.createElement("div");
    probe.style.color = "var(--background)";
    document.body.append(probe);
    const lightness = Number(/oklch\(([\d.]+)/.exec(getComputedStyle(probe).color)?.[1] ?? Number.NaN);
    probe.remove();
    await expect(theme === "dark" ? lightness < 0.3 : lightness > 0.9).toBe(true);
  },
};
