// The design tokens are single-sourced in tokens/*.tokens.json (W3C Design Tokens): everything generated from
// them is committed, and must be exactly what the JSON generates today.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { build, defineConfig, parse } from "@terrazzo/parser";
import { beforeAll, describe, expect, test } from "vitest";
import orbitagTokens, { MIN_CONTRAST, OUTPUTS } from "../scripts/lib/tokens.ts";
import * as foundations from "../src/foundations/tokens.ts";

const ui = path.resolve(import.meta.dirname, "..");
const resolverFile = path.join(ui, "tokens/orbitag.resolver.json");
let generated: Record<string, string> = {};

beforeAll(async () => {
  const cwd = new URL(`file://${ui}/`);
  const config = defineConfig(
    { tokens: ["./tokens/orbitag.resolver.json"], outDir: "./", plugins: [orbitagTokens()] },
    { cwd },
  );
  const { tokens, resolver, sources } = await parse(
    [{ filename: new URL(`file://${resolverFile}`), src: readFileSync(resolverFile, "utf8") }],
    { config },
  );
  const result = await build(tokens, { resolver, sources, config });
  generated = Object.fromEntries(result.outputFiles.map((file) => [file.filename, String(file.contents)]));
});

describe("generated from tokens/ (npm run tokens -w @orbitag/ui)", () => {
  test.each(Object.values(OUTPUTS))("the committed %s is what the JSON generates", (file) => {
    expect(generated[file], `${file} was not generated`).toBeDefined();
    expect(
      readFileSync(path.join(ui, file), "utf8"),
      `${file} is stale: run npm run tokens -w @orbitag/ui`,
    ).toBe(generated[file]);
  });
});

describe("theme.css", () => {
  test("declares every token once per scope: light on :root, dark colours, reduced-motion durations", () => {
    const css = readFileSync(path.join(ui, OUTPUTS.theme), "utf8");
    const block = (selector: string) => {
      const start = css.indexOf(`${selector} {`);
      return css.slice(start, css.indexOf("}", start));
    };
    expect(block(":root")).toContain("--primary: oklch(0.5 0.2 264);");
    expect(block(":root")).toContain("--font-size-display: clamp(2.5rem, 1.6rem + 3.6vw, 4rem);");
    expect(block(":root")).toContain("--radius: 0.625rem;");
    expect(block('[data-theme="dark"],\n  .dark')).toContain("--primary: oklch(0.72 0.14 264);");
    expect(block('[data-theme="dark"],\n  .dark')).not.toContain("--radius");
    expect(css).toMatch(
      /@media \(prefers-reduced-motion: reduce\) \{\s*:root \{\s*--motion-duration-fast: 0ms;/,
    );
    // the radius steps follow --radius, so overriding it rescales them all
    expect(css).toContain("--radius-sm: calc(var(--radius) - 4px);");
  });
});

describe("colour contrast (WCAG 2.2 AA) of every pair the tokens declare", () => {
  const pairs = foundations.colours.flatMap((colour) =>
    (colour.contrast?.on ?? []).flatMap((pair) =>
      (["light", "dark"] as const).map((theme) => ({
        label: `${colour.name} on ${pair.surface} (${theme}, ${colour.contrast?.use})`,
        ratio: pair[theme],
        minimum: colour.contrast?.minimum ?? MIN_CONTRAST.text,
      })),
    ),
  );

  test("the tokens declare pairs for text and for non-text", () => {
    expect(pairs.length).toBeGreaterThan(40);
    expect(foundations.colours.some((colour) => colour.contrast?.use === "non-text")).toBe(true);
  });

  test.each(pairs)("$label: $ratio:1", ({ ratio, minimum }) => {
    expect(ratio).toBeGreaterThanOrEqual(minimum);
  });
});

describe("tokens.json for designers (Tokens Studio / Figma variables)", () => {
  const document = JSON.parse(readFileSync(path.join(ui, OUTPUTS.figma), "utf8")) as Record<
    string,
    unknown
  > & {
    $themes: Array<{ name: string; group: string; selectedTokenSets: Record<string, string> }>;
    $metadata: { tokenSetOrder: string[] };
  };

  test("has a token set per source file and Light/Dark themes that select existing sets", () => {
    const sets = document.$metadata.tokenSetOrder;
    expect(sets).toEqual(expect.arrayContaining(["color/light", "color/dark", "typography", "elevation"]));
    for (const set of sets) expect(document[set], set).toBeTypeOf("object");
    const themes = document.$themes.filter((theme) => theme.group === "Theme").map((theme) => theme.name);
    expect(themes).toEqual(["Light", "Dark"]);
    for (const theme of document.$themes)
      for (const set of Object.keys(theme.selectedTokenSets))
        expect(sets, `${theme.name}: ${set}`).toContain(set);
  });

  test("colours are sRGB hex (what Figma variables hold), with the exact source value kept", () => {
    const primary = (document["color/light"] as { color: { primary: Record<string, unknown> } }).color
      .primary;
    expect(primary.$value).toMatch(/^#[0-9a-f]{6}$/);
    expect(primary.$extensions).toMatchObject({
      "app.orbitag.source": { colorSpace: "oklch", components: [0.5, 0.2, 264] },
    });
  });
});

describe("the kit reads only variables the theme defines", () => {
  // a token renamed or removed in tokens/ must not leave a component reading an undefined variable, which CSS
  // drops silently (the modal scrim read the removed --shadow-color and went transparent)
  const theme = readFileSync(path.join(ui, "src/theme.css"), "utf8");
  const defined = new Set([...theme.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1] ?? ""));
  const sources = readdirSync(path.join(ui, "src"), { recursive: true, encoding: "utf8" }).filter(
    (file) =>
      /\.tsx?$/.test(file) && !/\.(stories|test|browser\.test)\.tsx?$|^(test|foundations)\//.test(file),
  );

  test.each(sources)("%s", (file) => {
    const code = readFileSync(path.join(ui, "src", file), "utf8");
    // var(--x) and Tailwind's (--x) shorthand; Radix's and Tailwind's own internals are set at runtime
    const read = [...code.matchAll(/(?:var)?\((--[\w-]+)/g)].map((m) => m[1] ?? "");
    // set in the same file: a Tailwind arbitrary property, a style object key, or style.setProperty (measured)
    const local = new Set(
      [...code.matchAll(/\[(--[\w-]+):|["'](--[\w-]+)["']\s*:|setProperty\(\s*[`"'](--[\w-]+)/g)].map(
        (m) => m[1] ?? m[2] ?? m[3] ?? "",
      ),
    );
    // a hook the app may set, read with a fallback (`var(--lazy-render-size,40rem)`): never undefined
    const optional = new Set([...code.matchAll(/var\((--[\w-]+)\s*,/g)].map((m) => m[1] ?? ""));
    const undefinedVars = read.filter(
      (name) => !defined.has(name) && !local.has(name) && !optional.has(name) && !/^--(radix|tw)-/.test(name),
    );
    expect(undefinedVars, `${file} reads variables theme.css does not define`).toEqual([]);
  });
});
