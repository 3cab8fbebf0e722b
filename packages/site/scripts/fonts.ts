// Subsets Inter (the one font of the site) to the characters the site's own text uses, so the file every
// page needs is about half of @fontsource's latin file. Writes app/assets/fonts/inter-core-wght.woff2
// and app/assets/fonts/inter-core.css: the @font-face for it under a family of its own, "Inter Core", and
// the metric-matched fallbacks the first paint uses until the file is in the visitor's cache.
//
// Why a family of its own rather than one more face of @fontsource's "Inter Variable": every text run walks
// a family's faces, and with @fontsource's seven that cost ~4 ms of layout per page load (thread CPU time,
// first quartile of 20 loads of /, 22.1 → 18.8 ms).
//
// First paint is the final paint (README, Fonts): "Inter Core" has `font-display: optional`, so text is
// never repainted in another font once shown, and the pages use it only once it is known to be cached
// (app/root.tsx's font gate, app/boot/fonts.ts). Until then the text is set in a local font whose metrics are
// overridden to Inter's (fontaine: size-adjust from the average character width, ascent / descent /
// line gap): Arial, or Liberation Sans (the same metrics) on Linux, or Roboto on Android, each with its bold.
// Deterministic: the output is committed.
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { generateFontFace, getMetricsForFamily, readMetrics } from "fontaine";
import subsetFont from "subset-font";

const site = path.resolve(import.meta.dirname, "..");
const out = path.join(site, "app/assets/fonts");
const require = createRequire(import.meta.url);
const LATIN = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");

/** the subset's family name; app.css lists it first in --font-family-sans */
const CORE_FAMILY = "Inter Core";

/** weights the kit and the site use (font-normal … font-extrabold) */
const WEIGHTS = { min: 400, max: 800 };

/**
 * Local fonts that stand in for Inter until it is cached, by the platform that has them, with the local()
 * names of their regular and bold faces. capsize's metrics (through fontaine) size each to Inter; capsize
 * has no bold faces, so a bold face's average width is given: Arial Bold's 983 / 2048 (read from Liberation
 * Sans Bold, metric-compatible with it), Roboto Bold's taken in Arial's bold-to-regular proportion.
 */
export const FALLBACKS = [
  {
    family: `${CORE_FAMILY} Fallback`,
    metricsOf: "Arial",
    boldWidthAvg: 983,
    // Windows, macOS, iOS: Arial; Linux: Liberation Sans, metric-compatible with Arial by design
    regular: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans"],
    bold: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold"],
  },
  {
    family: `${CORE_FAMILY} Fallback Roboto`,
    metricsOf: "Roboto",
    boldWidthAvg: Math.round((911 * 983) / 913),
    // Android
    regular: ["Roboto", "Roboto-Regular"],
    bold: ["Roboto Bold", "Roboto-Bold"],
  },
] as const;

/** Inter's metrics at one weight: the variable subset pinned to it, read by fontaine (capsize). */
async function interMetricsAt(font: Buffer, weight: number) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "orbitag-fonts-"));
  const file = path.join(dir, `inter-${weight}.ttf`);
  try {
    await writeFile(
      file,
      await subsetFont(font, coreAscii(), { targetFormat: "truetype", variationAxes: { wght: weight } }),
    );
    const metrics = await readMetrics(pathToFileURL(file));
    if (!metrics) throw new Error(`fonts: no metrics for Inter at ${weight}`);
    return metrics;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The fallbacks' @font-face rules: a regular face up to medium, sized to Inter at 400, and a bold face from
 * semibold up, sized to Inter at 600 (the kit's most used heavy weight: titles, buttons, labels).
 */
export async function fallbackFaces(font: Buffer, range: string): Promise<string> {
  const inter = { regular: await interMetricsAt(font, 400), bold: await interMetricsAt(font, 600) };
  const rules: string[] = [];
  for (const fallback of FALLBACKS) {
    const metrics = await getMetricsForFamily(fallback.metricsOf);
    if (!metrics) throw new Error(`fonts: capsize has no metrics for ${fallback.metricsOf}`);
    for (const [weight, locals, preferred, own] of [
      ["100 500", fallback.regular, inter.regular, metrics],
      ["600 900", fallback.bold, inter.bold, { ...metrics, xWidthAvg: fallback.boldWidthAvg }],
    ] as const) {
      const rule = generateFontFace(preferred, {
        name: fallback.family,
        font: fallback.metricsOf,
        metrics: own,
        "font-weight": weight,
        // only where Inter Core has a glyph: should the cached subset miss font-display: optional's short
        // wait, its text falls to this face (local, never swapped), while any other character still goes on
        // to @fontsource's Inter
        "unicode-range": range,
      });
      const src = locals.map((name) => `local("${name}")`).join(", ");
      // laid out as Prettier would (printWidth 110), so the committed file passes the format check
      const line = `  src: ${src};`.length <= 110 ? `src: ${src};` : `src:\n    ${src};`;
      rules.push(rule.replace(/src: [^;]+;/, line));
    }
  }
  return rules.join("");
}

/** Printable ASCII: what capsize measures the average width on (English letter frequencies). */
function coreAscii(): string {
  let out = "";
  for (let c = 0x20; c <= 0x7e; c++) out += String.fromCodePoint(c);
  return out;
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.(test|stories)\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Printable ASCII plus every non-ASCII character in the site's and the kit's source text. */
export async function coreCharacters(): Promise<string[]> {
  const chars = new Set<string>();
  for (let c = 0x20; c <= 0x7e; c++) chars.add(String.fromCodePoint(c));
  chars.add("\u00a0");
  const files = [
    ...(await sourceFiles(path.join(site, "app"))),
    ...(await sourceFiles(path.join(site, "../ui/src"))),
    // the contact form's words live in @orbitag/contact (its compiled file carries every string)
    fileURLToPath(import.meta.resolve("@orbitag/contact")),
  ];
  for (const file of files)
    for (const ch of await readFile(file, "utf8"))
      if (ch.codePointAt(0)! > 0x7e && /\P{C}/u.test(ch)) chars.add(ch);
  return [...chars].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!);
}

/** CSS unicode-range of sorted characters, consecutive code points joined into ranges. */
export function unicodeRange(chars: string[]): string {
  const points = chars.map((c) => c.codePointAt(0)!);
  const parts: string[] = [];
  for (let i = 0; i < points.length; i++) {
    const start = points[i]!;
    while (points[i + 1] === points[i]! + 1) i++;
    const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
    parts.push(start === points[i] ? `U+${hex(start)}` : `U+${hex(start)}-${hex(points[i]!)}`);
  }
  return parts.join(",");
}

if (import.meta.main) {
  const chars = await coreCharacters();
  const font = await subsetFont(await readFile(LATIN), chars.join(""), {
    targetFormat: "woff2",
    variationAxes: { wght: WEIGHTS },
  });
  await writeFile(path.join(out, "inter-core-wght.woff2"), font);
  const css = `/* generated by scripts/fonts.ts: Inter, ${chars.length} characters, weights ${WEIGHTS.min}-${WEIGHTS.max}, and its metric-matched fallbacks */
@font-face {
  font-family: "${CORE_FAMILY}";
  font-style: normal;
  font-display: optional;
  font-weight: 100 900;
  src: url(./inter-core-wght.woff2) format("woff2-variations");
  unicode-range: ${unicodeRange(chars).replaceAll(",", ", ")};
}
${await fallbackFaces(font, unicodeRange(chars).replaceAll(",", ", "))}`;
  await writeFile(path.join(out, "inter-core.css"), css);
  console.log(`fonts: Inter subset of ${chars.length} characters, ${font.length} bytes`);
}
