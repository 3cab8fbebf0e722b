// Storybook compiles the kit's stylesheet from its source entry, whose `@source` lines leave the stories and their
// helpers (src/test) out, so that Storybook shows the kit's own CSS: a class the kit never uses has no CSS there
// (or only by chance, from another package's files). A story that lays itself out with such a class (`w-80` on a
// Card) silently renders without it, and designers review a layout that is not the one written. This scans the
// stories as Tailwind scans the kit (its own scanner, the kit's own `@source` lines) and names every utility a
// story uses that the kit's sources lack: use one the kit has, or a `style`.
import { readFileSync } from "node:fs";
import path from "node:path";
import { __unstable__loadDesignSystem, compile } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import { expect, test } from "vitest";

const kit = path.resolve(import.meta.dirname, "../packages/ui/src");

test("every Tailwind class a story uses has CSS in Storybook (the kit's own stylesheet)", async () => {
  const css = readFileSync(path.join(kit, "styles.css"), "utf8");
  const compiler = await compile(css, { base: kit, onDependency: () => {} });
  const root = compiler.root && compiler.root !== "none" ? [{ ...compiler.root, negated: false }] : [];
  const inKit = new Set(new Scanner({ sources: [...root, ...compiler.sources] }).scan());
  const stories = new Scanner({
    sources: [
      { base: kit, pattern: "**/*.stories.{ts,tsx}", negated: false },
      { base: kit, pattern: "test/**/*.{ts,tsx}", negated: false },
    ],
  });
  const notInKit = stories.scan().filter((candidate) => !inKit.has(candidate));
  expect(stories.files.length).toBeGreaterThan(40);
  // the scanner also picks up words of prose and code; only those that are utilities would need CSS
  const design = await __unstable__loadDesignSystem(css, { base: kit });
  // the design system knows the utilities (else every candidate would pass as prose)
  expect(design.candidatesToCss(["w-80", "not-a-utility"])).toEqual([expect.stringContaining("width"), null]);
  const utilityCss = design.candidatesToCss(notInKit);
  const missing = notInKit.filter((_, i) => utilityCss[i]).sort();
  // each with the stories files that use it, so the failure says where to look
  const where = missing.map((name) => {
    const files = stories.files.filter((file) => readFileSync(file, "utf8").includes(name));
    return `${name} (${files.map((file) => path.relative(kit, file)).join(", ")})`;
  });
  expect(where).toEqual([]);
});
