// cn() must merge every token class of the kit's theme like Tailwind's own: one test per token group,
// each run over every value theme.css defines (so a token added later is covered too). theme-scales.ts itself is
// generated with theme.css (test/tokens.test.ts checks it is current).
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { themeScales } from "../../scripts/lib/theme-scales.ts";
import { cn } from "./cn.js";

const themePath = new URL("../theme.css", import.meta.url);
const scales = themeScales(readFileSync(themePath, "utf8"));
const values = (group: keyof typeof scales) => {
  const list = scales[group];
  if (!list?.length) throw new Error(`theme.css defines no ${group} values`);
  return list;
};

describe("cn() merges the theme's token classes", () => {
  test.each(values("text"))("font size text-%s: kept next to a colour, replaces another size", (size) => {
    expect(cn(`text-${size}`, "text-primary")).toBe(`text-${size} text-primary`);
    expect(cn("text-primary", `text-${size}`)).toBe(`text-primary text-${size}`);
    const other = size === "display" ? "sm" : "display";
    expect(cn(`text-${other}`, `text-${size}`)).toBe(`text-${size}`);
    // a font size sets its line height too, so it drops an earlier leading-*
    expect(cn("leading-snug", `text-${size}`)).toBe(`text-${size}`);
  });

  test.each(values("color"))("colour %s: replaces another colour, kept next to a size", (color) => {
    expect(cn("text-foreground", `text-${color}`)).toBe(`text-${color}`);
    expect(cn(`text-${color}`, "text-display")).toBe(`text-${color} text-display`);
    expect(cn("bg-background", `bg-${color}`)).toBe(`bg-${color}`);
    expect(cn(`border-${color}`, "border-2")).toBe(`border-${color} border-2`);
    expect(cn(`shadow-${color}`, "shadow-lg")).toBe(`shadow-${color} shadow-lg`);
  });

  test.each(values("radius"))("radius rounded-%s replaces another radius", (radius) => {
    expect(cn("rounded-none", `rounded-${radius}`)).toBe(`rounded-${radius}`);
    expect(cn(`rounded-${radius}`, "rounded-full")).toBe("rounded-full");
    expect(cn(`rounded-${radius}`, "rounded-t-none")).toBe(`rounded-${radius} rounded-t-none`);
  });

  test.each(values("shadow"))(
    "elevation shadow-%s replaces another shadow, kept next to a shadow colour",
    (shadow) => {
      expect(cn("shadow-none", `shadow-${shadow}`)).toBe(`shadow-${shadow}`);
      expect(cn(`shadow-${shadow}`, "shadow-primary/20")).toBe(`shadow-${shadow} shadow-primary/20`);
    },
  );

  test("spacing: the scale is multiples of --space-unit (numeric utilities)", () => {
    expect(scales.spacing).toBeUndefined(); // one unit, no named steps
    expect(cn("p-4", "p-6")).toBe("p-6");
    expect(cn("px-4 py-6", "p-2.5")).toBe("p-2.5");
    expect(cn("gap-2", "gap-x-3")).toBe("gap-2 gap-x-3");
  });

  test.each(values("ease"))("motion: ease-%s replaces another easing", (ease) => {
    expect(cn("ease-in", `ease-${ease}`)).toBe(`ease-${ease}`);
    expect(cn(`ease-${ease}`, "ease-linear")).toBe("ease-linear");
  });

  test.each(values("animate"))("motion: animate-%s replaces another animation", (animation) => {
    expect(cn("animate-spin", `animate-${animation}`)).toBe(`animate-${animation}`);
    expect(cn(`animate-${animation}`, "animate-none")).toBe("animate-none");
  });

  test.each(values("font"))(
    "typography: font-%s replaces another family, kept next to a weight",
    (family) => {
      expect(cn("font-mono", `font-${family}`)).toBe(`font-${family}`);
      expect(cn(`font-${family}`, "font-semibold")).toBe(`font-${family} font-semibold`);
    },
  );
});

describe("themeScales()", () => {
  test("reads each @theme variable into its namespace and skips modifiers, defaults and keyframes", () => {
    const css = `@theme inline {
      --color-brand: red; --text-hero: 4rem; --text-hero--line-height: 1; --spacing: 4px;
      --inset-shadow-soft: none; --default-transition-duration: 1s;
      @keyframes spin-slow { to { --color-not-a-token: blue; } }
    }`;
    expect(themeScales(css)).toEqual({ color: ["brand"], "inset-shadow": ["soft"], text: ["hero"] });
  });

  test("fails on a namespace tailwind-merge does not know", () => {
    expect(() => themeScales("@theme { --sparkle-gold: gold; }")).toThrow(/--sparkle-gold/);
  });
});
