// The built Storybook's module graph (`storybook build --stats-json DIR` writes DIR/preview-stats.json:
// every module with the modules that import it, its "reasons"). A changed file reaches the stories whose
// CSF file imports it directly or through other modules; a file that the preview itself imports
// (.storybook/preview.tsx and what it loads) reaches every story, as TurboSnap treats it.
import { readFileSync } from "node:fs";

interface StatsModule {
  id: string;
  name?: string;
  reasons?: Array<{ moduleName: string }>;
}

/** Storybook's module ids are "./path/from/root"; git's are "path/from/root". */
const norm = (id: string) => id.replace(/^\.\//, "").replace(/\?.*$/, "");

export interface StorybookGraph {
  /** module → the modules that import it */
  importers: Map<string, Set<string>>;
}

export function readStorybookGraph(statsFile: string): StorybookGraph {
  const stats = JSON.parse(readFileSync(statsFile, "utf8")) as { modules?: StatsModule[] };
  if (!Array.isArray(stats.modules))
    throw new Error(`${statsFile}: no "modules" list (not a preview-stats.json)`);
  const importers = new Map<string, Set<string>>();
  for (const m of stats.modules) {
    const set = importers.get(norm(m.id)) ?? new Set<string>();
    for (const r of m.reasons ?? []) set.add(norm(r.moduleName));
    importers.set(norm(m.id), set);
  }
  return { importers };
}

export type StoryTrace =
  | { kind: "untraced" }
  /** a module of the preview itself: every story */
  | { kind: "global"; via: string }
  | { kind: "stories"; csfFiles: Set<string> };

/**
 * Walks up from `file` through its importers. `csfFiles` are the index's importPaths (repo-relative);
 * `previewFiles` the Storybook config modules (.storybook/preview.*).
 */
export function traceStories(
  graph: StorybookGraph,
  file: string,
  csfFiles: Set<string>,
  isPreview: (id: string) => boolean,
): StoryTrace {
  if (!graph.importers.has(file)) return { kind: "untraced" };
  const seen = new Set([file]);
  const queue = [file];
  const hit = new Set<string>();
  while (queue.length) {
    const id = queue.shift() as string;
    if (isPreview(id)) return { kind: "global", via: id };
    if (csfFiles.has(id)) hit.add(id);
    for (const up of graph.importers.get(id) ?? [])
      if (!seen.has(up)) {
        seen.add(up);
        queue.push(up);
      }
  }
  return { kind: "stories", csfFiles: hit };
}
