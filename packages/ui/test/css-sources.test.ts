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
    // the modal base's focus and layering helpers (no class names today, scanned all the same)
    "../dist/lib/focus-place.js",
    "../dist/lib/layer-escape.js",
    "../dist/lib/layers.js",
    "../dist/lib/modal.js",
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
