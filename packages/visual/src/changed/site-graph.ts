// The site's module graph per route, from a bundle of its route modules (Vite 8 / rolldown, nothing
// written): each entry's chunk and the chunks it imports list exactly the modules left after tree-shaking,
// so a page "uses" a kit component only when its code ends up in that page. `@orbitag/ui` is resolved to
// the kit's source (its package exports map dist/X.js to src/X.ts[x]), so a stale or missing dist cannot
// hide a change.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { build, type Plugin, type Rollup } from "vite";

/** Maps `@orbitag/ui[/sub]` to the kit's source file behind the export. */
function kitSource(uiDir: string): Plugin {
  const pkg = JSON.parse(readFileSync(path.join(uiDir, "package.json"), "utf8")) as {
    exports: Record<string, string | { default?: string }>;
  };
  return {
    name: "orbitag:kit-source",
    enforce: "pre",
    resolveId(id) {
      if (id !== "@orbitag/ui" && !id.startsWith("@orbitag/ui/")) return null;
      const sub = `.${id.slice("@orbitag/ui".length)}`;
      const target = pkg.exports[sub];
      const file = typeof target === "string" ? target : target?.default;
      if (!file) return null;
      const src = file.replace(/^\.\/dist\//, "./src/").replace(/\.js$/, "");
      for (const ext of ["", ".ts", ".tsx"]) {
        const candidate = path.join(uiDir, src + ext);
        if (existsSync(candidate) && !candidate.endsWith("/src")) return candidate;
      }
      return null;
    },
  };
}

/**
 * For every entry (absolute paths of route modules and the root layout): the repo-relative files whose
 * code the entry's page contains.
 */
export async function siteModules(
  repoRoot: string,
  siteDir: string,
  uiDir: string,
  entries: string[],
): Promise<Map<string, Set<string>>> {
  const input = Object.fromEntries(entries.map((e, i) => [`e${i}`, e]));
  const output = (await build({
    root: siteDir,
    configFile: false,
    logLevel: "silent",
    mode: "production",
    plugins: [kitSource(uiDir)],
    // the repo's other packages (e.g. @orbitag/contact) by their "development" export: the source, not a
    // git-ignored dist that a change to the source would not reach (bare third-party imports are external)
    resolve: { conditions: ["development", "module", "browser"] },
    build: {
      write: false,
      minify: false,
      sourcemap: false,
      copyPublicDir: false,
      rolldownOptions: {
        input,
        preserveEntrySignatures: "exports-only",
        // third-party packages come from the lockfile (a full run on change); only the repo's files matter
        external: (id) =>
          !id.startsWith(".") && !path.isAbsolute(id) && !id.startsWith("@orbitag/") && !id.startsWith("\0"),
      },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunks = (Array.isArray(output) ? output.flatMap((o) => o.output) : output.output).filter(
    (c): c is Rollup.OutputChunk => c.type === "chunk",
  );
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const result = new Map<string, Set<string>>();
  for (const [key, entry] of Object.entries(input)) {
    const start = chunks.find((c) => c.isEntry && c.name === key);
    if (!start) throw new Error(`site graph: no chunk for ${entry}`);
    const files = new Set<string>();
    const seen = new Set<string>();
    const walk = (chunk: Rollup.OutputChunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const id of chunk.moduleIds) {
        const file = id.replace(/\?.*$/, "");
        if (path.isAbsolute(file) && !file.includes("/node_modules/"))
          files.add(path.relative(repoRoot, file).split(path.sep).join("/"));
      }
      for (const next of [...chunk.imports, ...chunk.dynamicImports]) {
        const c = byName.get(next);
        if (c) walk(c);
      }
    };
    walk(start);
    result.set(entry, files);
  }
  return result;
}
