// The site's stylesheet is compiled by Tailwind from the class names it finds. Scanning the whole kit would put
// every app component's classes (dialogs, tables, menus...) into each marketing page's first load, so app.css
// imports the kit's `@orbitag/ui/sources/<entry>.css` for the entries the site's pages use, and this test keeps
// that list equal to what the pages import (with what those folders import in turn).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const site = path.resolve(import.meta.dirname, "..");
// the kit's package root, found by name through a file that exists whether or not the kit is built
const kit = path.dirname(fileURLToPath(import.meta.resolve("@orbitag/ui/package.json")));
const kitSrc = path.join(kit, "src");
const appCss = readFileSync(path.join(site, "app/app.css"), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\./.test(entry.name) ? [full] : [];
  });

/** "components/button", "blocks/navbar", ... for every folder that exports a name. */
function folderOfName(): Map<string, string> {
  const owner = new Map<string, string>();
  for (const kind of ["components", "blocks"])
    for (const folder of readdirSync(path.join(kitSrc, kind))) {
      const index = readFileSync(path.join(kitSrc, kind, folder, "index.ts"), "utf8");
      for (const block of index.matchAll(/export\s*\{([^}]*)\}/g))
        for (const name of block[1]!.split(",")) {
          const clean = name.trim().replace(/^type\s+/, "");
          if (clean) owner.set(clean, `${kind}/${folder}`);
        }
    }
  return owner;
}

function usedFolders(): string[] {
  const owner = folderOfName();
  const used = new Set<string>();
  for (const file of files(path.join(site, "app"))) {
    const source = readFileSync(file, "utf8");
    for (const m of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"@orbitag\/ui"/g))
      for (const name of m[1]!.split(",")) {
        const clean = name.trim().replace(/^type\s+/, "");
        if (clean) used.add(owner.get(clean) ?? `unknown export ${clean}`);
      }
    for (const m of source.matchAll(/from\s*"@orbitag\/ui\/([a-z-]+)"/g))
      used.add([...owner.values()].find((folder) => folder.endsWith(`/${m[1]}`)) ?? `unknown entry ${m[1]}`);
  }
  // what those folders import from the kit's other folders
  const queue = [...used];
  while (queue.length) {
    const folder = queue.pop()!;
    for (const file of files(path.join(kitSrc, folder)))
      for (const m of readFileSync(file, "utf8").matchAll(
        /from\s*"((?:\.\.\/)+(?:components|blocks)\/[a-z-]+|\.\.\/[a-z-]+)\//g,
      )) {
        const target = path.relative(kitSrc, path.resolve(path.dirname(file), m[1]!));
        if (used.has(target)) continue;
        used.add(target);
        queue.push(target);
      }
  }
  return [...used].sort();
}

/**
 * The kit folders app.css hands to Tailwind: each `@import "@orbitag/ui/sources/<entry>.css"`, read through
 * the kit's sources file itself (its `@source "../dist/<kind>/<entry>"` line and those of the kit modules the
 * entry renders from other folders; the kit's lib/ is not a folder of its own), so a file that scanned
 * anything else would show here.
 */
function scannedFolders(): string[] {
  const scanned = new Set<string>();
  for (const m of appCss.matchAll(/@import\s+"@orbitag\/ui\/sources\/([a-z-]+)\.css"/g)) {
    const css = readFileSync(path.join(kit, "sources", `${m[1]}.css`), "utf8").replace(
      /\/\*[\s\S]*?\*\//g,
      "",
    );
    for (const s of css.matchAll(/@source\s+"([^"]*)"/g)) {
      const source = s[1]!;
      if (/^\.\.\/dist\/lib\/[\w-]+\.js$/.test(source)) continue;
      const folder = /^\.\.\/dist\/((?:components|blocks)\/[a-z-]+)(?:\/[\w.-]+\.js)?$/.exec(source)?.[1];
      scanned.add(folder ?? `sources/${m[1]}.css scans ${source}`);
    }
  }
  return [...scanned].sort();
}

it("app.css scans exactly the kit folders the site's pages use", () => {
  const used = usedFolders();
  expect(used.length).toBeGreaterThan(5);
  expect(
    scannedFolders(),
    "app.css @orbitag/ui/sources imports (add or drop the entries named here)",
  ).toEqual(used);
});

it("app.css scans the kit only through those per-entry files", () => {
  // no whole-kit file, and no @source of its own into the kit (by path or through node_modules)
  expect(appCss).not.toMatch(/@orbitag\/ui\/sources\/all\.css/);
  expect([...appCss.matchAll(/@source[^;]*;/g)].map((m) => m[0])).toEqual([]);
});
