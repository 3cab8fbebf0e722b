// Reads the Tailwind `@theme` block of the kit's theme.css and lists, per Tailwind namespace, the names the
// theme defines (`--text-display` → text: ["display"]). tailwind-merge's theme keys are the same namespaces,
// so cn() learns every token class of the theme from this list.

import { format, resolveConfig } from "prettier";

/** Tailwind 4 theme namespaces that tailwind-merge knows, longest first so `--inset-shadow-*` is not `--shadow-*`. */
const namespaces = [
  "font-weight",
  "inset-shadow",
  "text-shadow",
  "drop-shadow",
  "perspective",
  "breakpoint",
  "container",
  "tracking",
  "leading",
  "animate",
  "spacing",
  "shadow",
  "radius",
  "aspect",
  "color",
  "blur",
  "ease",
  "font",
  "text",
] as const;

export type ThemeScales = Partial<Record<(typeof namespaces)[number], string[]>>;

/** Variables of the `@theme` blocks that set defaults or a base unit, not a named class value. */
const notAClassValue = /^--(default-|spacing$)/;

export function themeScales(css: string): ThemeScales {
  const blocks = [...css.matchAll(/@theme\b[^{]*\{/g)].map((match) => {
    // the block's text up to its matching brace (it nests @keyframes)
    let depth = 0;
    for (let i = match.index + match[0].length - 1; i < css.length; i++) {
      if (css[i] === "{") depth++;
      else if (css[i] === "}" && --depth === 0) return css.slice(match.index + match[0].length, i);
    }
    throw new Error("theme.css: an @theme block is not closed");
  });
  if (blocks.length === 0) throw new Error("theme.css has no @theme block");
  const scales: ThemeScales = {};
  for (const block of blocks) {
    // only the block's own declarations, not those inside @keyframes
    const own = block.replace(/@keyframes[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, "");
    for (const [, variable] of own.matchAll(/(--[a-z0-9-]+)\s*:/g)) {
      if (!variable || notAClassValue.test(variable) || variable.slice(2).includes("--")) continue;
      const namespace = namespaces.find((ns) => variable.startsWith(`--${ns}-`));
      if (!namespace)
        throw new Error(
          `theme.css: ${variable} is in no Tailwind namespace tailwind-merge knows; teach cn() about it`,
        );
      (scales[namespace] ??= []).push(variable.slice(namespace.length + 3));
    }
  }
  return Object.fromEntries(
    Object.entries(scales)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([namespace, names]) => [namespace, [...new Set(names)]]),
  );
}

/** The TypeScript module cn() imports (src/lib/theme-scales.ts), formatted as the repository's Prettier does. */
export async function themeScalesModule(scales: ThemeScales, filepath: string): Promise<string> {
  const source = `// Generated from src/theme.css by \`npm run tokens -w @orbitag/ui\`; do not edit.
/** The class-name values the kit's theme adds to each Tailwind namespace (\`text-display\`, \`ease-standard\`, ...). */
export const themeScales = ${JSON.stringify(scales)};
`;
  return format(source, { ...(await resolveConfig(filepath)), filepath });
}
