// Build step for app/boot/enhance.ts: compile it to one inline script, and rewrite a prerendered page so that
// instead of React Router's boot block (which would hydrate the whole document with React Router's client) it
// carries the boot block of its islands (app/lib/islands): module preloads for app/entry.client.tsx and the
// page's island modules with their imports, and one module script that imports the page's islands and then
// the entry, in a <template> until the enhancer decides to run it. One module graph: everything is evaluated
// and hydrated in one task, with no dynamic import left for a visitor's typing to hold back.
//
// This is the one place that knows React Router's HTML: its context script (`window.__reactRouterContext`)
// opens the boot block, which runs to </body> (the route modules' module script, the stream scripts), and its
// module preloads are `<link rel="modulepreload">`. A React Router upgrade that changes that fails the build
// here with a message that says so (boot.react-router.test.tsx renders real React Router markup through it).
import path from "node:path";
import { build } from "rolldown";
import { BOOT_POLICY_ATTRIBUTE } from "../app/boot/contract.ts";
import { ISLAND_ATTRIBUTE } from "../app/lib/islands/define.ts";
import type { EnhanceOptions } from "../app/boot/enhance.ts";

const ENHANCE = path.resolve(import.meta.dirname, "../app/boot/enhance.ts");
const ENTRY = "\0boot-entry";

/** enhance.ts bundled and minified into a self-calling script with the options baked in. */
export async function compileEnhancer(options: EnhanceOptions): Promise<string> {
  const { output } = await build({
    input: ENTRY,
    write: false,
    plugins: [
      {
        name: "boot-entry",
        resolveId: (id) => (id === ENTRY ? ENTRY : null),
        load: (id) =>
          id === ENTRY
            ? `import { enhance } from ${JSON.stringify(ENHANCE)};\nenhance(${JSON.stringify(options)});`
            : null,
      },
    ],
    output: { format: "iife", minify: true, comments: false },
  });
  const code = output[0].code.trim();
  // an inline <script> ends at the first "</script": the compiled code must never contain one
  if (/<\/script/i.test(code)) throw new Error("compiled enhancer contains </script");
  return code;
}

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
const BOOT_START = "<script>window.__reactRouterContext";
const MODULE_SCRIPT = '<script type="module"';
const HAS_POLICY = new RegExp(`<body[^>]*\\s${BOOT_POLICY_ATTRIBUTE}="[^"]+"`);
const ISLAND = new RegExp(`\\s${ISLAND_ATTRIBUTE}="([^"]+)"`, "g");

/** Thrown when React Router's HTML is not what the boot layer expects (after an upgrade, most likely). */
export class ReactRouterHtmlChanged extends Error {
  constructor(what: string) {
    super(
      `React Router's HTML changed: ${what}. scripts/boot.ts replaces React Router's boot block with the ` +
        `islands' own; update BOOT_START / MODULE_PRELOAD there to the new markup.`,
    );
    this.name = "ReactRouterHtmlChanged";
  }
}

/**
 * The modules a page's islands need: the entry's URL, each island's module URL (in the order of `islands`)
 * and every URL to preload (the entry's and the islands' included).
 */
export type IslandModules = (islands: string[]) => { entry: string; islands: string[]; preloads: string[] };

/** The island names a page's HTML carries, in order, once each. */
export function pageIslands(html: string): string[] {
  return [...new Set([...html.matchAll(ISLAND)].map((m) => m[1]!))];
}

/**
 * Replaces React Router's boot block (its module preloads, and everything from its context script to
 * </body>) with <template id="…"> holding the islands' preloads and entry script, followed by the enhancer.
 * Pages without `<body data-boot-policy>` stay as they are.
 */
export function bootIslands(
  html: string,
  { enhancer, templateId, modules }: { enhancer: string; templateId: string; modules: IslandModules },
): string {
  if (!HAS_POLICY.test(html)) return html;
  const start = html.indexOf(BOOT_START);
  const end = html.lastIndexOf("</body>");
  if (start < 0 || end < start)
    throw new ReactRouterHtmlChanged(`no "${BOOT_START}" (the context script of <Scripts/>) before </body>`);
  if (!html.slice(start, end).includes(MODULE_SCRIPT))
    throw new ReactRouterHtmlChanged(`no module script after the context script of <Scripts/>`);
  const head = html.slice(0, start).replace(MODULE_PRELOAD, "");
  if (/modulepreload|<script type="module"/.test(head))
    throw new ReactRouterHtmlChanged("a module preload or module script outside its boot block");
  const islands = pageIslands(head);
  let template = "";
  if (islands.length > 0) {
    const { entry, islands: islandUrls, preloads } = modules(islands);
    const links = preloads.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("");
    // the islands define themselves when evaluated (app/lib/islands/define.ts), before the entry hydrates them
    const imports = [...islandUrls, entry].map((url) => `import ${JSON.stringify(url)};`).join("");
    template = `<template id="${templateId}">${links}<script type="module">${imports}</script></template>`;
  }
  return `${head}${template}<script>${enhancer}</script>${html.slice(end)}`;
}

/** One chunk of Vite's build manifest (build.manifest: true), as much of it as is read here. */
export interface ManifestChunk {
  file: string;
  /** the chunk's name: the file name of the module it was made for, without extension */
  name?: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/**
 * The IslandModules of a client build, from its Vite manifest: app/entry.client.tsx and each island's module
 * with their static imports. An island's module (app/islands/<name>.tsx) is imported dynamically by the entry;
 * since the route modules import it too (to prerender it), its chunk is a shared one, keyed by its file, not
 * by its source: it is the one of the entry's dynamic imports that is named after the island.
 */
export function islandModulesFromManifest(
  manifest: Record<string, ManifestChunk>,
  { entry = "app/entry.client.tsx", islandsDir = "app/islands", base = "/" } = {},
): IslandModules {
  const chunk = (key: string, what: string) => {
    const found = manifest[key];
    if (!found) throw new Error(`the client build has no chunk for ${key} (${what})`);
    return found;
  };
  const entryChunk = chunk(entry, "the browser's entry");
  const islandKey = (name: string) => {
    const source = `${islandsDir}/${name}.tsx`;
    if (manifest[source]) return source;
    const named = (entryChunk.dynamicImports ?? []).filter((key) => manifest[key]?.name === name);
    if (named.length !== 1)
      throw new Error(
        `the client build has ${named.length === 0 ? "no chunk" : "more than one chunk"} for ${source} (the page's island "${name}")`,
      );
    return named[0]!;
  };
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const files: string[] = [];
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const { file, imports = [] } = chunk(key, "imported by the islands' boot");
      files.push(`${base}${file}`);
      imports.forEach(visit);
    };
    keys.forEach(visit);
    return files;
  };
  const entryFile = `${base}${entryChunk.file}`;
  return (islands) => {
    const keys = islands.map(islandKey);
    return {
      entry: entryFile,
      islands: keys.map((key) => `${base}${chunk(key, "an island").file}`),
      preloads: closure([entry, ...keys]),
    };
  };
}
