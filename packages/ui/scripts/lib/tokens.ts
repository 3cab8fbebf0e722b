// The Terrazzo plugin that turns the kit's DTCG tokens (tokens/*.tokens.json, tokens/orbitag.resolver.json) into
// everything that uses them, so the JSON is the single source:
// - src/theme.css: the tokens as CSS custom properties (light, dark, reduced motion; written by
//   @terrazzo/plugin-css) in the `base` layer, and the Tailwind `@theme` built on them;
// - src/lib/theme-scales.ts: the theme's class values, for cn();
// - tokens.json: the tokens for designers (Tokens Studio / Figma variables);
// - src/foundations/tokens.ts: the data of Storybook's Foundations pages (values, WCAG contrast ratios).
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin, TokenNormalized, TokenNormalizedSet } from "@terrazzo/parser";
import pluginCSS, { FILE_PREFIX } from "@terrazzo/plugin-css";
import { tokenToColor } from "@terrazzo/token-tools";
import Color from "colorjs.io";
import { format, resolveConfig } from "prettier";
import { themeScales, themeScalesModule } from "./theme-scales.ts";

const ui = path.resolve(import.meta.dirname, "../..");
const tokensDir = path.join(ui, "tokens");

/** The files this plugin writes, relative to packages/ui (the Terrazzo config's outDir). */
export const OUTPUTS = {
  theme: "src/theme.css",
  scales: "src/lib/theme-scales.ts",
  figma: "tokens.json",
  foundations: "src/foundations/tokens.ts",
} as const;

const LIGHT = { theme: "light", motion: "standard" };
const DARK = { theme: "dark", motion: "standard" };
const REDUCED = { theme: "light", motion: "reduced" };
const DARK_SELECTORS = ['[data-theme="dark"]', ".dark"];
const FLUID = "app.orbitag.fluid";
const CONTRAST = "app.orbitag.contrast";
/** WCAG 2.2 AA: 4.5:1 for text, 3:1 for non-text (control borders, focus rings). */
export const MIN_CONTRAST = { text: 4.5, "non-text": 3 } as const;

/** The CSS variable of a token: `color.primary` → `--primary`, `radius.base` → `--radius`, else dots → dashes. */
export function cssVariable(id: string): string {
  if (id === "radius.base") return "--radius";
  return `--${id.replace(/^color\./, "").replaceAll(".", "-")}`;
}

type Dimension = { value: number; unit: string };
const isDimension = (value: unknown): value is Dimension =>
  typeof value === "object" && value !== null && "unit" in value && "value" in value;
const dimension = (value: Dimension) => `${value.value}${value.unit}`;
/** px of a rem/px dimension (1rem = 16px, the browser default the theme is designed at). */
const px = (value: Dimension) => (value.unit === "rem" ? value.value * 16 : value.value);
const tail = (id: string) => id.slice(id.lastIndexOf(".") + 1);
/** Elevations from the lowest: by the blur of their first shadow. */
const byBlur = (tokens: TokenNormalized[]) => {
  const blur = (token: TokenNormalized) =>
    px((token.$value as Array<{ blur: Dimension }>)[0]?.blur ?? { value: 0, unit: "px" });
  return [...tokens].sort((a, b) => blur(a) - blur(b));
};
const byPx = (tokens: TokenNormalized[]) =>
  [...tokens].sort((a, b) => px(a.$value as Dimension) - px(b.$value as Dimension));

function group(tokens: TokenNormalizedSet, prefix: string): TokenNormalized[] {
  return Object.values(tokens)
    .filter((token) => token.id.startsWith(`${prefix}.`) && !token.id.slice(prefix.length + 1).includes("."))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** A radius step as its distance from --radius, so overriding --radius rescales every step. */
function radiusCss(token: TokenNormalized, tokens: TokenNormalizedSet): string {
  const delta = px(token.$value as Dimension) - px(tokens["radius.base"]?.$value as Dimension);
  return delta === 0 ? "var(--radius)" : `calc(var(--radius) ${delta < 0 ? "-" : "+"} ${Math.abs(delta)}px)`;
}

/** The Tailwind `@theme` block: Tailwind's namespaces mapped onto the token variables. */
function tailwindTheme(tokens: TokenNormalizedSet): string {
  const lines: string[] = [];
  for (const token of group(tokens, "font.family"))
    lines.push(`--font-${tail(token.id)}: var(${cssVariable(token.id)});`);
  lines.push("");
  for (const token of group(tokens, "color"))
    lines.push(`--color-${tail(token.id)}: var(${cssVariable(token.id)});`);
  lines.push("");
  for (const token of byPx(group(tokens, "radius.step")))
    lines.push(`--radius-${tail(token.id)}: ${radiusCss(token, tokens)};`);
  lines.push("", `--spacing: var(${cssVariable("space.unit")});`, "");
  const sizes = group(tokens, "font.size").sort((a, b) => {
    // the fluid size sorts by its largest value
    const size = (t: TokenNormalized) => px(t.$value as Dimension);
    return size(a) - size(b);
  });
  for (const token of sizes) {
    const name = tail(token.id);
    lines.push(`--text-${name}: var(${cssVariable(token.id)});`);
    const lineHeight = tokens[`font.line-height.${name}`]?.$value;
    if (lineHeight !== undefined)
      lines.push(
        `--text-${name}--line-height: ${isDimension(lineHeight) ? dimension(lineHeight) : String(lineHeight)};`,
      );
    const tracking = tokens[`font.letter-spacing.${name}`]?.$value;
    if (isDimension(tracking)) lines.push(`--text-${name}--letter-spacing: ${dimension(tracking)};`);
  }
  lines.push("");
  for (const token of byBlur(group(tokens, "elevation")))
    lines.push(`--shadow-${tail(token.id)}: var(${cssVariable(token.id)});`);
  lines.push("");
  for (const token of group(tokens, "motion.ease"))
    lines.push(`--ease-${tail(token.id)}: var(${cssVariable(token.id)});`);
  return `@theme inline {\n${lines.join("\n")}\n}`;
}

function themeCss(variables: string, tokens: TokenNormalizedSet): string {
  const animations = readFileSync(path.join(tokensDir, "animations.css"), "utf8");
  const page = readFileSync(path.join(tokensDir, "page.css"), "utf8");
  return `/*
 * Orbitag design tokens (CSS custom properties) and the Tailwind CSS 4 theme built on them.
 * Generated from packages/ui/tokens/ (W3C Design Tokens) by \`npm run tokens -w @orbitag/ui\`: edit the JSON there,
 * not this file.
 *
 * Consumers with their own Tailwind 4 setup (npm install tailwindcss @tailwindcss/vite, or @tailwindcss/postcss):
 *   @import "tailwindcss";
 *   @import "@orbitag/ui/theme.css";
 *   @import "@orbitag/ui/sources/all.css";  (or one @orbitag/ui/sources/<entry>.css per entry the app uses)
 * and load the font once: import "@fontsource-variable/inter"; (self-hosted, no font request leaves the site)
 *
 * Dark theme: put \`data-theme="dark"\` or \`class="dark"\` on <html> (or any subtree); ThemeProvider does it.
 * The tokens and the page's base styles sit in the \`base\` layer so a consumer's own styles always win.
 */
@custom-variant dark (&:where(.dark, .dark *, [data-theme="dark"], [data-theme="dark"] *));

@layer base {
${variables
  .replace(FILE_PREFIX, "")
  // the tokens' descriptions live in tokens.json and the Foundations pages (plugin-css would also give an
  // alias its target's description)
  .replace(/^\s*\/\*.*\*\/\n/gm, "")
  .trim()}
}

${page.trim()}

${tailwindTheme(tokens)}

${animations.trim()}
`;
}

/** A DTCG 2025.10 value as Tokens Studio reads it: colours as sRGB hex, dimensions and durations as strings. */
function studioValue(value: unknown, type: string | undefined): unknown {
  if (typeof value === "string") return value; // an alias: {color.primary}
  if (Array.isArray(value)) return type === "shadow" ? value.map((layer) => studioValue(layer, type)) : value;
  if (typeof value !== "object" || value === null) return value;
  if ("colorSpace" in value) {
    const color = value as { colorSpace: string; components: number[]; alpha?: number };
    return toColor({ alpha: 1, ...color })
      .to("srgb")
      .toString({ format: "hex" });
  }
  if (isDimension(value)) return dimension(value);
  return Object.fromEntries(Object.entries(value).map(([key, part]) => [key, studioValue(part, "part")]));
}

function studioSet(node: Record<string, unknown>, inheritedType?: string): Record<string, unknown> {
  const type = (node.$type as string | undefined) ?? inheritedType;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(node)) {
    if (key === "$value") {
      out.$value = studioValue(child, type);
      // keep the exact source value (e.g. an oklch colour) next to its sRGB approximation
      if (typeof child === "object" && child !== null && "colorSpace" in child)
        out.$extensions = { ...(out.$extensions as object), "app.orbitag.source": child };
    } else if (key === "$extensions")
      out.$extensions = { ...(child as object), ...(out.$extensions as object) };
    else if (key.startsWith("$")) out[key] = child;
    else out[key] = studioSet(child as Record<string, unknown>, type);
  }
  if (type && !("$type" in out) && "$value" in out) out.$type = type;
  return out;
}

type Resolver = {
  sets: Record<string, { sources: Array<{ $ref: string }> }>;
  modifiers: Record<string, { contexts: Record<string, Array<{ $ref: string }>>; default: string }>;
};

/** Tokens Studio's single-file format: one token set per source file, themes per resolver context. */
function figmaTokens(): string {
  const resolver = JSON.parse(
    readFileSync(path.join(tokensDir, "orbitag.resolver.json"), "utf8"),
  ) as Resolver;
  const setName = (ref: string) => ref.replace(/\.tokens\.json$/, "").replace(/\./g, "/");
  const foundation = Object.values(resolver.sets).flatMap((set) => set.sources.map((s) => s.$ref));
  const files = [
    ...foundation,
    ...Object.values(resolver.modifiers).flatMap((m) =>
      Object.values(m.contexts).flatMap((c) => c.map((s) => s.$ref)),
    ),
  ];
  const document: Record<string, unknown> = {};
  for (const file of files)
    document[setName(file)] = studioSet(JSON.parse(readFileSync(path.join(tokensDir, file), "utf8")));
  document.$themes = Object.entries(resolver.modifiers).flatMap(([modifier, { contexts }]) =>
    Object.entries(contexts).map(([context, sources]) => ({
      id: `${modifier}-${context}`,
      name: context.charAt(0).toUpperCase() + context.slice(1),
      group: modifier.charAt(0).toUpperCase() + modifier.slice(1),
      selectedTokenSets: Object.fromEntries([
        ...foundation.map((file) => [setName(file), "source"]),
        ...sources.map((s) => [setName(s.$ref), "enabled"]),
      ]),
    })),
  );
  document.$metadata = { tokenSetOrder: files.map(setName) };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** A colorjs.io colour from a DTCG colour value. */
function toColor(value: unknown): Color {
  const { spaceId, coords, alpha } = tokenToColor(value as Parameters<typeof tokenToColor>[0]);
  return new Color(spaceId, coords as [number, number, number], alpha ?? 1);
}

/** CSS for a DTCG colour: oklch as written in the JSON (0.99, not 99%: Chromium turns the two into colours
 * one level apart), other spaces as colorjs.io prints them. */
function colorValueCss(value: {
  colorSpace: string;
  components: ArrayLike<number | null>;
  alpha?: number;
}): string {
  if (value.colorSpace !== "oklch") return toColor(value).toString({ precision: 4 });
  const alpha = value.alpha !== undefined && value.alpha < 1 ? ` / ${value.alpha}` : "";
  return `oklch(${Array.from(value.components).join(" ")}${alpha})`;
}

/** The CSS text of a resolved colour token (its alias target's value when it is an alias). */
function colorCss(token: TokenNormalized): string {
  return colorValueCss(token.$value as Parameters<typeof colorValueCss>[0]);
}

function contrast(tokens: TokenNormalizedSet, fg: string, bg: string): number {
  const a = tokens[fg];
  const b = tokens[bg];
  if (!a || !b) throw new Error(`tokens: contrast pair ${fg} on ${bg} names a missing token`);
  const ratio = toColor(a.$value).contrast(toColor(b.$value), "WCAG21");
  return Math.round(ratio * 100) / 100;
}

/** The data module of Storybook's Foundations pages. */
function foundations(
  light: TokenNormalizedSet,
  dark: TokenNormalizedSet,
  reduced: TokenNormalizedSet,
): string {
  const colours = group(light, "color").map((token) => {
    const use = token.$extensions?.[CONTRAST] as { use: keyof typeof MIN_CONTRAST; on: string[] } | undefined;
    return {
      name: tail(token.id),
      variable: cssVariable(token.id),
      description: token.$description ?? "",
      alias: token.aliasOf ? cssVariable(token.aliasOf) : null,
      light: colorCss(token),
      dark: colorCss(dark[token.id] as TokenNormalized),
      contrast: use
        ? {
            use: use.use,
            minimum: MIN_CONTRAST[use.use],
            on: use.on.map((ref) => {
              const surface = ref.replace(/^\{|\}$/g, "");
              return {
                surface: tail(surface),
                variable: cssVariable(surface),
                light: contrast(light, token.id, surface),
                dark: contrast(dark, token.id, surface),
              };
            }),
          }
        : null,
    };
  });
  const typeScale = group(light, "font.size")
    .sort((a, b) => px(a.$value as Dimension) - px(b.$value as Dimension))
    .map((token) => {
      const name = tail(token.id);
      const fluid = token.$extensions?.[FLUID] as { min: Dimension; preferred: string } | undefined;
      const lineHeight = light[`font.line-height.${name}`]?.$value;
      return {
        name,
        utility: `text-${name}`,
        variable: cssVariable(token.id),
        size: fluid
          ? `${dimension(fluid.min)} to ${dimension(token.$value as Dimension)}, fluid`
          : dimension(token.$value as Dimension),
        lineHeight: isDimension(lineHeight) ? dimension(lineHeight) : String(lineHeight),
        description: token.$description ?? "",
      };
    });
  const families = group(light, "font.family").map((token) => ({
    name: tail(token.id),
    utility: `font-${tail(token.id)}`,
    variable: cssVariable(token.id),
    value: (token.$value as string[]).join(", "),
  }));
  const spacing = {
    variable: cssVariable("space.unit"),
    unit: dimension(light["space.unit"]?.$value as Dimension),
    description: light["space.unit"]?.$description ?? "",
  };
  const radii = byPx(group(light, "radius.step")).map((token) => ({
    name: tail(token.id),
    utility: `rounded-${tail(token.id)}`,
    value: dimension(token.$value as Dimension),
    css: radiusCss(token, light),
  }));
  const elevations = byBlur(group(light, "elevation")).map((token) => ({
    name: tail(token.id),
    utility: `shadow-${tail(token.id)}`,
    variable: cssVariable(token.id),
    description: token.$description ?? "",
  }));
  const durations = group(light, "motion.duration")
    .sort((a, b) => (a.$value as Dimension).value - (b.$value as Dimension).value)
    .map((token) => ({
      name: tail(token.id),
      variable: cssVariable(token.id),
      value: dimension(token.$value as Dimension),
      reduced: dimension(reduced[token.id]?.$value as Dimension),
      description: token.$description ?? "",
    }));
  const easings = group(light, "motion.ease").map((token) => ({
    name: tail(token.id),
    utility: `ease-${tail(token.id)}`,
    variable: cssVariable(token.id),
    value: `cubic-bezier(${(token.$value as number[]).join(", ")})`,
    description: token.$description ?? "",
  }));
  const data = { colours, families, typeScale, spacing, radii, elevations, durations, easings };
  return `// Generated from packages/ui/tokens/ by \`npm run tokens -w @orbitag/ui\`; do not edit.
// The data of Storybook's Foundations pages: every token with its values and, for colours, the WCAG contrast
// ratio against each surface it sits on (from the tokens' "${CONTRAST}" extension), in both themes.
${Object.entries(data)
  .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)} as const;`)
  .join("\n")}
`;
}

async function formatted(source: string, file: string): Promise<string> {
  const filepath = path.join(ui, file);
  return format(source, { ...(await resolveConfig(filepath)), filepath });
}

/** The plugin (see the top of this file). */
export default function orbitagTokens(): Plugin {
  const css = pluginCSS({
    variableName: (token) => cssVariable(token.id),
    // in the @theme block instead (literal values), or only for designers (the radius steps follow --radius)
    exclude: ["font.line-height.**", "font.letter-spacing.**", "radius.step.**"],
    transform(token) {
      if (token.$type === "color" && !token.aliasOf && token.$value.colorSpace === "oklch")
        return colorValueCss(token.$value);
      const fluid = token.$extensions?.[FLUID] as { min: Dimension; preferred: string } | undefined;
      if (fluid && isDimension(token.$value))
        return `clamp(${dimension(fluid.min)}, ${fluid.preferred}, ${dimension(token.$value)})`;
      return undefined;
    },
    permutations: [
      { input: LIGHT, prepare: (body) => `:root {\n  color-scheme: light;\n${body}\n}` },
      {
        input: DARK,
        include: ["color.**"],
        prepare: (body) => `${DARK_SELECTORS.join(",\n")} {\n  color-scheme: dark;\n${body}\n}`,
      },
      {
        input: REDUCED,
        include: ["motion.duration.**"],
        prepare: (body) => `@media (prefers-reduced-motion: reduce) {\n  :root {\n${body}\n  }\n}`,
      },
    ],
  });
  return {
    ...css,
    name: "@orbitag/tokens",
    async build(options) {
      let variables = "";
      await css.build?.({ ...options, outputFile: (_name, contents) => void (variables = String(contents)) });
      const light = options.resolver.apply(LIGHT);
      const theme = await formatted(themeCss(variables, light), OUTPUTS.theme);
      options.outputFile(OUTPUTS.theme, theme);
      options.outputFile(
        OUTPUTS.scales,
        await themeScalesModule(themeScales(theme), path.join(ui, OUTPUTS.scales)),
      );
      options.outputFile(OUTPUTS.figma, await formatted(figmaTokens(), OUTPUTS.figma));
      options.outputFile(
        OUTPUTS.foundations,
        await formatted(
          foundations(light, options.resolver.apply(DARK), options.resolver.apply(REDUCED)),
          OUTPUTS.foundations,
        ),
      );
    },
  };
}
