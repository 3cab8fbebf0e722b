import type { Meta, StoryObj } from "@storybook/react-vite";
import type * as React from "react";
import { expect } from "storybook/test";
import * as tokens from "./tokens.js";

// Every value on these pages comes from ./tokens.ts, generated from packages/ui/tokens/ (W3C Design Tokens) with
// theme.css, so the pages cannot drift from the CSS. The samples use the CSS variables, so they follow the theme.
// (Stories are not scanned for Tailwind classes: layout beyond the kit's own classes is inline.)

type Theme = "light" | "dark";

const h2: React.CSSProperties = { marginBottom: "1rem" };

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col">
      <h2 id={id} className="text-xl font-semibold" style={h2}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One colour: its swatch, then a sample of it on each surface it sits on, with the WCAG ratio there. */
function ColoursPage({ theme }: { theme: Theme }) {
  return (
    <Section id="colours" title="Colour">
      <div className="grid gap-4" style={{ gridTemplateColumns: "repeat(auto-fill, minmax(15rem, 1fr))" }}>
        {tokens.colours.map((colour) => (
          <div
            key={colour.name}
            data-token={colour.name}
            className="flex flex-col gap-2 rounded-lg border border-border p-4"
          >
            <div
              className="rounded-md border border-border"
              style={{ height: "3rem", background: `var(${colour.variable})` }}
            />
            <p className="text-sm font-semibold">{colour.variable}</p>
            <p className="text-xs text-muted-foreground">
              {colour.alias ? `= ${colour.alias}` : colour[theme]}
            </p>
            <p className="text-xs text-muted-foreground">{colour.description}</p>
            {colour.contrast ? (
              <ul className="flex flex-col gap-1" aria-label={`${colour.variable} contrast`}>
                {colour.contrast.on.map((pair) => {
                  const ratio = pair[theme];
                  const passes = ratio >= colour.contrast.minimum;
                  return (
                    <li key={pair.surface} data-contrast={ratio} className="flex items-center gap-2 text-xs">
                      {colour.contrast.use === "text" ? (
                        <span
                          className="rounded-md border border-border font-semibold"
                          style={{
                            background: `var(${pair.variable})`,
                            color: `var(${colour.variable})`,
                            padding: "0.125rem 0.5rem",
                          }}
                        >
                          Aa
                        </span>
                      ) : (
                        <span
                          aria-hidden="true"
                          className="rounded-md"
                          style={{
                            background: `var(${pair.variable})`,
                            border: `2px solid var(${colour.variable})`,
                            width: "2.25rem",
                            height: "1.25rem",
                          }}
                        />
                      )}
                      <span>
                        on {pair.variable}:{" "}
                        <span className="font-semibold tabular-nums">{ratio.toFixed(2)}:1</span>{" "}
                        {passes ? "AA" : "fails AA"} ({colour.contrast.use}, {colour.contrast.minimum}:1)
                      </span>
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </div>
        ))}
      </div>
    </Section>
  );
}

function TypeScalePage() {
  return (
    <Section id="type" title="Typography">
      {tokens.families.map((family) => (
        <p key={family.name} className="text-sm text-muted-foreground" style={{ marginBottom: "1rem" }}>
          <span className="font-semibold text-foreground">{family.utility}</span> ({family.variable}):{" "}
          {family.value}
        </p>
      ))}
      <div className="flex flex-col gap-4">
        {tokens.typeScale.map((step) => (
          <div key={step.name} data-token={step.name} className="flex flex-col gap-1">
            <span className="text-xs text-muted-foreground">
              {step.utility}: {step.size}, line height {step.lineHeight} ({step.variable})
            </span>
            <span style={{ fontSize: `var(${step.variable})`, lineHeight: step.lineHeight, fontWeight: 600 }}>
              Track every asset
            </span>
          </div>
        ))}
      </div>
    </Section>
  );
}

function SpacingPage() {
  return (
    <Section id="spacing" title="Spacing">
      <p className="text-sm text-muted-foreground" style={{ marginBottom: "1rem" }}>
        {tokens.spacing.variable} = {tokens.spacing.unit}. {tokens.spacing.description}
      </p>
      <div className="flex flex-col gap-2">
        {[1, 2, 3, 4, 6, 8, 12, 16].map((n) => (
          <div key={n} className="flex items-center gap-3 text-sm">
            <span className="text-muted-foreground tabular-nums" style={{ width: "2.5rem" }}>
              {n}
            </span>
            <span
              className="rounded-sm bg-primary"
              style={{ height: "0.75rem", width: `calc(var(${tokens.spacing.variable}) * ${n})` }}
            />
          </div>
        ))}
      </div>
    </Section>
  );
}

function RadiusPage() {
  return (
    <Section id="radius" title="Radius">
      <div className="flex flex-wrap gap-4">
        {tokens.radii.map((radius) => (
          <div
            key={radius.name}
            data-token={radius.name}
            className="flex flex-col items-center gap-2 text-xs"
          >
            <span
              className="border border-border bg-muted"
              style={{ width: "4rem", height: "4rem", borderRadius: radius.css }}
            />
            <span className="font-semibold">{radius.utility}</span>
            <span className="text-muted-foreground">{radius.value}</span>
          </div>
        ))}
      </div>
    </Section>
  );
}

function ElevationPage() {
  return (
    <Section id="elevation" title="Elevation">
      <div className="flex flex-wrap gap-6">
        {tokens.elevations.map((elevation) => (
          <div
            key={elevation.name}
            data-token={elevation.name}
            className="flex flex-col gap-1 rounded-lg bg-card p-4 text-sm"
            style={{ boxShadow: `var(${elevation.variable})`, width: "11rem" }}
          >
            <span className="font-semibold">{elevation.utility}</span>
            <span className="text-xs text-muted-foreground">{elevation.description}</span>
          </div>
        ))}
      </div>
    </Section>
  );
}

/** The easing curve, drawn from its cubic-bezier control points. */
function Curve({ value }: { value: string }) {
  const [x1, y1, x2, y2] = (/\(([^)]*)\)/.exec(value)?.[1] ?? "0, 0, 1, 1").split(",").map(Number);
  const p = (x = 0, y = 0) => `${x * 100} ${100 - y * 100}`;
  return (
    <svg aria-hidden="true" viewBox="-4 -4 108 108" style={{ width: "5rem", height: "5rem" }}>
      <rect x="0" y="0" width="100" height="100" fill="none" stroke="var(--border)" />
      <path
        d={`M ${p(0, 0)} C ${p(x1, y1)}, ${p(x2, y2)}, ${p(1, 1)}`}
        fill="none"
        stroke="var(--primary)"
        strokeWidth="3"
      />
    </svg>
  );
}

function MotionPage() {
  return (
    <Section id="motion" title="Motion">
      <ul className="flex flex-col gap-2 text-sm" style={{ marginBottom: "1rem" }}>
        {tokens.durations.map((duration) => (
          <li key={duration.name} data-token={duration.name}>
            <span className="font-semibold">{duration.variable}</span>: {duration.value} ({duration.reduced}{" "}
            with prefers-reduced-motion).{" "}
            <span className="text-muted-foreground">{duration.description}</span>
          </li>
        ))}
      </ul>
      {tokens.easings.map((easing) => (
        <div key={easing.name} data-token={easing.name} className="flex items-center gap-4 text-sm">
          <Curve value={easing.value} />
          <span>
            <span className="font-semibold">{easing.utility}</span> ({easing.variable}): {easing.value}.{" "}
            <span className="text-muted-foreground">{easing.description}</span>
          </span>
        </div>
      ))}
    </Section>
  );
}

function Tokens({ theme = "light" }: { theme?: Theme }) {
  return (
    <div className="flex flex-col gap-6">
      <ColoursPage theme={theme} />
      <TypeScalePage />
      <SpacingPage />
      <RadiusPage />
      <ElevationPage />
      <MotionPage />
    </div>
  );
}

const meta = {
  title: "Foundations/Tokens",
  component: Tokens,
  // rendered by the theme global: the visual suite plays it in each theme
  tags: ["themed"],
  parameters: { layout: "padded" },
  render: (_args, { globals }) => <Tokens theme={globals.theme === "dark" ? "dark" : "light"} />,
} satisfies Meta<typeof Tokens>;
export default meta;
type Story = StoryObj<typeof meta>;

const themeOf = (globals: Record<string, unknown>): Theme => (globals.theme === "dark" ? "dark" : "light");

/** Shows the tokens, and checks that the selected theme (the toolbar's, or the visual suite's dark pass) is really applied. */
export const Overview: Story = {
  play: async ({ globals }) => {
    const theme = globals.theme === "dark" ? "dark" : "light";
    await expect(document.documentElement).toHaveAttribute("data-theme", theme);
    // the dark theme flips the page background to a dark colour
    const probe = document.createElement("div");
    probe.style.color = "var(--background)";
    document.body.append(probe);
    const lightness = Number(/oklch\(([\d.]+)/.exec(getComputedStyle(probe).color)?.[1] ?? Number.NaN);
    probe.remove();
    await expect(theme === "dark" ? lightness < 0.3 : lightness > 0.9).toBe(true);
  },
};

/** Every colour token, and its WCAG contrast ratio against each surface it sits on in the current theme. */
export const Colour: Story = {
  render: (_args, { globals }) => <ColoursPage theme={themeOf(globals)} />,
  play: async ({ canvasElement, globals }) => {
    const theme = themeOf(globals);
    const shown = [...canvasElement.querySelectorAll<HTMLElement>("[data-contrast]")].map((row) =>
      Number(row.dataset.contrast),
    );
    const expected = tokens.colours.flatMap((colour) => colour.contrast?.on.map((pair) => pair[theme]) ?? []);
    await expect(shown).toEqual(expected);
    // the swatch is the token itself: its computed colour is the variable's
    const swatch = canvasElement.querySelector<HTMLElement>("[data-token=primary] > div");
    const probe = document.createElement("div");
    probe.style.background = "var(--primary)";
    canvasElement.append(probe);
    await expect(getComputedStyle(swatch as HTMLElement).backgroundColor).toBe(
      getComputedStyle(probe).backgroundColor,
    );
    probe.remove();
  },
};

/** The type scale: each size with its line height, as the text-* utilities apply them. */
export const TypeScale: Story = {
  render: () => <TypeScalePage />,
  play: async ({ canvasElement }) => {
    const rows = canvasElement.querySelectorAll("[data-token]");
    await expect(rows).toHaveLength(tokens.typeScale.length);
  },
};

export const Spacing: Story = { render: () => <SpacingPage /> };
export const Radius: Story = { render: () => <RadiusPage /> };
export const Elevation: Story = { render: () => <ElevationPage /> };
export const Motion: Story = { render: () => <MotionPage /> };
