// `@orbitag/ui/sources/<entry>.css`: for an app with its own Tailwind, one file per entry whose `@source`
// names that entry's built folder (Tailwind resolves it relative to the file), so an app imports by package
// name the class names of exactly the entries it uses; `sources/all.css` names the whole build.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const ui = path.resolve(import.meta.dirname, "..");
const pkg = JSON.parse(readFileSync(path.join(ui, "package.json"), "utf8")) as {
  files: string[];
  exports: Record<string, unknown>;
};

const folders = (["components", "blocks"] as const).flatMap((kind) =>
  readdirSync(path.join(ui, "src", kind), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ kind, name: entry.name })),
);
const sourcesOf = (file: string) =>
  [
    ...readFileSync(path.join(ui, "sources", file), "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .matchAll(/@source\s+([^;]*);/g),
  ].map((m) => m[1]);

test("one sources file per entry, scanning its built folder, and no stale ones", () => {
  expect(readdirSync(path.join(ui, "sources")).sort()).toEqual(
    [...folders.map(({ name }) => `${name}.css`), "all.css"].sort(),
  );
  for (const { kind, name } of folders)
    expect(sourcesOf(`${name}.css`), `sources/${name}.css`).toEqual([`"../dist/${kind}/${name}"`]);
  expect(sourcesOf("all.css")).toEqual(['"../dist"']);
});

test("the sources files are exported and published", () => {
  expect(pkg.exports["./sources/*.css"]).toBe("./sources/*.css");
  expect(pkg.files).toContain("sources");
});
