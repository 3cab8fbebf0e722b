// `@orbitag/ui/sources/<entry>.css`: for an app with its own Tailwind, one file per entry whose `@source` lines
// name the built modules that entry renders (Tailwind resolves them relative to the file), so an app imports by
// package name the class names of exactly the entries it uses; `sources/all.css` names the whole build.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { entrySourcePaths, reachedModules, sourcesFiles } from "../scripts/lib/sources.ts";

const ui = path.resolve(import.meta.dirname, "..");
const src = path.join(ui, "src");
const pkg = JSON.parse(readFileSync(path.join(ui, "package.json"), "utf8")) as {
  files: string[];
  exports: Record<string, unknown>;
};

test("one sources file per entry and all.css, as `npm run sources -w @orbitag/ui` writes them", () => {
  const expected = sourcesFiles(src);
  expect(readdirSync(path.join(ui, "sources")).sort()).toEqual([...expected.keys()].sort());
  for (const [file, text] of expected)
    expect(
      readFileSync(path.join(ui, "sources", file), "utf8"),
      `sources/${file} is stale: run npm run sources -w @orbitag/ui`,
    ).toBe(text);
});

test("an entry's sources name its own folder and each kit module it renders from elsewhere", () => {
  expect(entrySourcePaths(src, "components", "dialog")).toEqual([
    "../dist/components/dialog",
    // the modal base's direction, focus and layering helpers (no class names today, scanned all the same)
    "../dist/lib/direction.js",
    "../dist/lib/focus-place.js",
    "../dist/lib/layer-escape.js",
    "../dist/lib/layers.js",
    // the class a form around a modal's body and footer takes, shared with the Sheet
    "../dist/lib/modal-form.js",
    "../dist/lib/modal.js",
    // the asChild trigger that keeps its child's data-slot
    "../dist/lib/slot-part.js",
  ]);
  // AlertDialog's actions are Buttons; a block renders primitives
  expect(entrySourcePaths(src, "components", "alert-dialog")).toContain(
    "../dist/components/button/button.js",
  );
  expect(entrySourcePaths(src, "blocks", "pricing")).toContain("../dist/components/card/card.js");
  // cn() and the theme's generated data hold no class names (the data's words would become utilities)
  expect(reachedModules(src, "components", "badge")).toContain("lib/cn.ts");
  expect(entrySourcePaths(src, "components", "badge")).toEqual(["../dist/components/badge"]);
});

test("the sources files are exported and published", () => {
  expect(pkg.exports["./sources/*.css"]).toBe("./sources/*.css");
  expect(pkg.files).toContain("sources");
});

/** The `@import` lines of a CSS text (comments dropped), in order. */
const cssImports = (css: string) =>
  [...css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/@import\s+"([^"]+)"/g)].map((m) => m[1]!);

test("route B says one thing: the README's setup, theme.css's comment and the package's exports agree", () => {
  const readme = readFileSync(path.join(ui, "README.md"), "utf8");
  const routeB = readme.slice(readme.indexOf("**B. With your own Tailwind CSS 4**"));
  const readmeCss = /```css\n([\s\S]*?)```/.exec(routeB)?.[1] ?? "";
  const readmeInstall = /```sh\n([\s\S]*?)```/.exec(routeB)?.[1] ?? "";
  const imports = cssImports(readmeCss);
  expect(imports).toEqual(["tailwindcss", "@orbitag/ui/theme.css", "@orbitag/ui/sources/all.css"]);
  // the header of theme.css, which an app developer opening the file reads first
  const header = /^\/\*([\s\S]*?)\*\//.exec(readFileSync(path.join(src, "theme.css"), "utf8"))?.[1] ?? "";
  const headerImports = [...header.matchAll(/@import\s+"([^"]+)"/g)].map((m) => m[1]!);
  expect(headerImports).toEqual(imports);
  // the same Tailwind packages to install, for Vite and for PostCSS builds (Next.js)
  const packages = (text: string) => [...text.matchAll(/(?:^|\s)((?:@tailwindcss\/)?[a-z-]+)(?=[\s,)]|$)/g)];
  const named = (text: string) =>
    new Set(
      packages(text)
        .map((m) => m[1]!)
        .filter((name) => /^(tailwindcss|@tailwindcss\/)/.test(name)),
    );
  expect([...named(readmeInstall)].sort()).toEqual([
    "@tailwindcss/postcss",
    "@tailwindcss/vite",
    "tailwindcss",
  ]);
  expect([...named(header)].sort()).toEqual([...named(readmeInstall)].sort());
  // each kit file the setup imports is one the package exports (a key, or a `*` pattern of one)
  const exported = (subpath: string) =>
    Object.keys(pkg.exports).some((key) =>
      new RegExp(`^${key.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace("*", ".+")}$`).test(subpath),
    );
  for (const file of imports.filter((i) => i.startsWith("@orbitag/ui/")))
    expect(
      exported(`./${file.slice("@orbitag/ui/".length)}`),
      `${file} is not in package.json's exports`,
    ).toBe(true);
});
