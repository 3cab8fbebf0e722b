// `--changed`: from changed files to the stories and pages to capture, through the real module graphs: the
// static Storybook built with --stats-json (preview-stats.json) and a bundle of the site's route modules.
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  readStorybookGraph,
  type Selection,
  selectSnapshots,
  siteModules,
  traceStories,
} from "@orbitag/visual/changed";
import { buildStorybook } from "../../tests/visual/lib/build-storybook.ts";
import { listPages, rootLayoutFile } from "../../tests/visual/lib/pages.ts";
import { committedBaselineDir, root, storybookDir, storybookStatsDir } from "../../tests/visual/lib/paths.ts";
import { pageSlug } from "../../tests/visual/lib/snapshots.ts";
import { storiesOf } from "../../tests/visual/lib/stories.ts";

/**
 * Builds Storybook (with its module graph) and bundles the site's routes; returns the selector. The build goes
 * where the visual run that follows opens it (storybookDir), unless `outDir` and `statsDir` say elsewhere;
 * `prebuilt`: a build of this source with its graph is already there, read it.
 */
export async function changeTracer({
  outDir = storybookDir,
  statsDir = storybookStatsDir,
  prebuilt = false,
} = {}): Promise<(changed: string[]) => Selection> {
  if (!prebuilt) {
    const build = await buildStorybook({ stats: true, outDir, statsDir });
    if (build.code !== 0)
      throw new Error(`visual --changed: npm run build-storybook failed:\n${build.output}`);
  }
  const stories = storiesOf(readFileSync(path.join(outDir, "index.json"), "utf8"));
  const storiesByFile = new Map<string, string[]>();
  for (const s of stories) {
    const file = s.importPath.replace(/^\.\//, "");
    storiesByFile.set(file, [...(storiesByFile.get(file) ?? []), s.id]);
  }
  const graph = readStorybookGraph(path.join(statsDir, "preview-stats.json"));
  const csfFiles = new Set(storiesByFile.keys());

  const pages = await listPages();
  const layout = rootLayoutFile();
  const routeFiles = [...new Set(pages.flatMap((p) => (p.routeFile ? [p.routeFile] : [])))];
  const modules = await siteModules(root, path.join(root, "packages/site"), path.join(root, "packages/ui"), [
    layout,
    ...routeFiles,
  ]);
  const rootFiles = modules.get(layout) ?? new Set<string>();
  const pageFiles = new Map(
    pages.map((p) => [
      p.label,
      new Set([...rootFiles, ...(p.routeFile ? (modules.get(p.routeFile) ?? []) : [])]),
    ]),
  );

  return (changed) =>
    selectSnapshots({
      changed,
      storiesByFile,
      traceStory: (file) => traceStories(graph, file, csfFiles, (id) => id.startsWith(".storybook/")),
      pageFiles,
      rootFiles,
      baselineDir: path.relative(root, committedBaselineDir),
      snapshotOwner: (rel) => {
        const [kind, name = ""] = rel.split("/");
        const base = name.replace(/\.[a-z]+\.png$/, "");
        if (kind === "stories") return stories.some((s) => s.id === base) ? { story: base } : null;
        const page = pages.find((p) => pageSlug(p.label) === base);
        return kind === "site" && page ? { page: page.label } : null;
      },
    });
}

/** Selects what `changed` reaches (builds Storybook with its module graph into the suite's folder first). */
export async function traceChanges(changed: string[]): Promise<Selection> {
  return (await changeTracer())(changed);
}
