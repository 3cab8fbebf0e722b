// What each `exports` entry of the kit costs an app, measured from a built dist: the entry bundled and minified
// with esbuild, gzip at the default level (1 kB = 1000 B). Two figures per entry:
// - alone: with every dependency but react/react-dom — what an app that imports only this entry downloads;
// - own: without the runtime every component shares (cn() = clsx + tailwind-merge, cva, Radix Slot), measured
//   once as its own row — what each further entry adds.
import { gzipSync } from "node:zlib";
import path from "node:path";
import { build } from "esbuild";

/** The runtime nearly every component imports, paid once per app. */
export const SHARED_RUNTIME = ["tailwind-merge", "clsx", "class-variance-authority", "@radix-ui/react-slot"];
const REACT = ["react", "react-dom", "react/*", "react-dom/*"];
/** The row of the shared runtime in the table. */
export const RUNTIME_ROW = "shared runtime";

export type Exports = Record<string, string | { types?: string; default?: string }>;
export type SizeRow = { entry: string; alone: number; own: number };

async function gzipped(
  contents: string,
  resolveDir: string,
  external: string[],
  nodePaths: string[],
): Promise<number> {
  const result = await build({
    nodePaths,
    stdin: { contents, resolveDir, loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    logLevel: "silent",
    external,
    // the kit's own cn() module belongs to the shared runtime too
    plugins:
      external.length > REACT.length
        ? [
            {
              name: "shared-cn",
              setup(b) {
                b.onResolve({ filter: /\/lib\/cn\.js$/ }, (args) => ({ path: args.path, external: true }));
              },
            },
          ]
        : [],
  });
  return gzipSync(result.outputFiles[0]?.contents ?? new Uint8Array()).length;
}

/**
 * Sizes of every JavaScript entry of `exports` (package subpath order), plus the shared runtime. `nodePaths`:
 * where to find the dependencies when `packageDir` has no node_modules above it (a staging copy).
 */
export async function measure(
  packageDir: string,
  exports: Exports,
  nodePaths: string[] = [],
): Promise<SizeRow[]> {
  const rows: SizeRow[] = [];
  for (const [subpath, target] of Object.entries(exports)) {
    const file = typeof target === "string" ? target : target.default;
    if (!file?.endsWith(".js")) continue;
    const entry = subpath === "." ? "@orbitag/ui" : `@orbitag/ui/${subpath.slice(2)}`;
    // `export *` keeps every export of the entry: an app importing the entry may use any of them
    const contents = `export * from ${JSON.stringify(path.join(packageDir, file))};`;
    rows.push({
      entry,
      alone: await gzipped(contents, packageDir, REACT, nodePaths),
      own: await gzipped(contents, packageDir, [...REACT, ...SHARED_RUNTIME], nodePaths),
    });
  }
  const runtime = `export * from ${JSON.stringify(path.join(packageDir, "dist/lib/cn.js"))};\n${SHARED_RUNTIME.slice(
    2,
  )
    .map((pkg) => `export * as ${pkg.replace(/\W/g, "_")} from ${JSON.stringify(pkg)};`)
    .join("\n")}`;
  const shared = await gzipped(runtime, packageDir, REACT, nodePaths);
  rows.push({ entry: RUNTIME_ROW, alone: shared, own: shared });
  return rows;
}

const kB = (bytes: number) => (bytes / 1000).toFixed(2);

/** The README table (between the size markers). */
export function sizeTable(rows: SizeRow[]): string {
  return [
    "| Entry | alone (kB gz) | own (kB gz) |",
    "| --- | --: | --: |",
    ...rows.map((row) =>
      row.entry === RUNTIME_ROW
        ? `| ${RUNTIME_ROW}: \`cn()\` (clsx, tailwind-merge), cva, Radix Slot | ${kB(row.alone)} | ${kB(row.own)} |`
        : `| \`${row.entry}\` | ${kB(row.alone)} | ${kB(row.own)} |`,
    ),
  ].join("\n");
}

export const START = "<!-- size-table:start (npm run size -w @orbitag/ui) -->";
export const END = "<!-- size-table:end -->";

/** Reads the committed table back (bytes, to the table's 10 B precision). */
export function parseSizeTable(readme: string): SizeRow[] {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README has no size table between ${START} and ${END}`);
  return readme
    .slice(start, end)
    .split("\n")
    .flatMap((line) => {
      const match = /^\|\s*(?:`([^`]+)`|(shared runtime)[^|]*)\s*\|\s*([\d.]+)\s*\|\s*([\d.]+)\s*\|$/.exec(
        line.trim(),
      );
      if (!match) return [];
      return [
        {
          entry: match[1] ?? RUNTIME_ROW,
          alone: Math.round(Number(match[3]) * 1000),
          own: Math.round(Number(match[4]) * 1000),
        },
      ];
    });
}

/** The README with its size table replaced by `rows`. */
export function withSizeTable(readme: string, rows: SizeRow[]): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README has no size table between ${START} and ${END}`);
  return `${readme.slice(0, start + START.length)}\n\n${sizeTable(rows)}\n\n${readme.slice(end)}`;
}
