// The functions' dependencies are what their code imports: a stale entry (zod, once the schema moved to
// @orbitag/contact) only hides where a package really comes from and keeps it installed for nothing.
import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { expect, it } from "vitest";

const folder = path.resolve(import.meta.dirname, "..");
const manifest = JSON.parse(readFileSync(path.join(folder, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
};

/** the package each bare import of the non-test sources names (`nodemailer/lib/mailer` -> `nodemailer`) */
function importedPackages(): Set<string> {
  const sources = readdirSync(folder, { recursive: true, encoding: "utf8" }).filter(
    (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.includes("node_modules"),
  );
  const packages = new Set<string>();
  for (const file of sources) {
    const text = readFileSync(path.join(folder, file), "utf8");
    for (const [, specifier] of text.matchAll(/^\s*(?:import|export)\b[^"']*?from\s+["']([^"']+)["']/gm)) {
      if (!specifier || specifier.startsWith(".") || specifier.startsWith("node:")) continue;
      const parts = specifier.split("/");
      const name = specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
      if (!builtinModules.includes(name)) packages.add(name);
    }
  }
  return packages;
}

it("lists no dependency that the functions' code does not import", () => {
  const imported = importedPackages();
  expect(imported.has("nodemailer")).toBe(true);
  expect(Object.keys(manifest.dependencies).filter((name) => !imported.has(name))).toEqual([]);
});
