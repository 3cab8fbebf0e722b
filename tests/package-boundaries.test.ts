// The house rule for workspace packages: they use each other by name and in one direction (site → kit +
// contact, function → contact), never by a relative path out of their own folder (stylesheets included: a
// kit's classes come by `@import "@orbitag/ui/sources/…"`), and nothing that ships (the site, the kit, the
// contact package, the deployed function) reaches the local stand-ins.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const rootManifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  workspaces: string[];
};
/** folder (relative to the root, "" for the root) → its package.json */
const packages = new Map<string, Manifest>(
  ["", ...rootManifest.workspaces].map((dir) => [
    dir,
    JSON.parse(readFileSync(path.join(root, dir, "package.json"), "utf8")) as Manifest,
  ]),
);
const byName = new Map([...packages].map(([dir, manifest]) => [manifest.name, dir]));

/** The workspace package a repository path belongs to: the deepest package folder containing it. */
function packageOf(file: string): string {
  let best = "";
  for (const dir of packages.keys())
    if (dir && (file === dir || file.startsWith(`${dir}/`)) && dir.length > best.length) best = dir;
  return best;
}

const sourceFiles = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter(
    (file) =>
      /\.((c|m)?(t|j)sx?|css)$/.test(file) &&
      !file.includes("node_modules/") &&
      existsSync(path.join(root, file)),
  );

/**
 * Every module specifier of a file: imports, re-exports, dynamic import() and require(); in a stylesheet, what
 * `@import`, Tailwind's path directives (`@source`, `@plugin`, `@config`, `@reference`) and `url()` name.
 */
function specifiers(file: string): string[] {
  const text = readFileSync(path.join(root, file), "utf8");
  if (file.endsWith(".css")) {
    const css = text.replace(/\/\*[\s\S]*?\*\//g, "");
    return [
      ...css.matchAll(
        /@(?:import|source(?:\s+not)?|plugin|config|reference)\s+(?:url\(\s*)?["']([^"']+)["']/g,
      ),
      ...css.matchAll(/url\(\s*["']?([^"')\s]+)/g),
    ].map((m) => m[1]!);
  }
  const info = ts.preProcessFile(text, true, true);
  return info.importedFiles.map((ref) => ref.fileName);
}

/** The source file a relative specifier names ("./x", "./x.ts", or the kit's "./x.js" for x.tsx). */
function resolveSource(from: string, spec: string): string | undefined {
  const base = path.relative(root, path.resolve(root, path.dirname(from), spec));
  const bare = base.replace(/\.js$/, "");
  return [base, `${bare}.ts`, `${bare}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) =>
    sourceFiles.includes(candidate),
  );
}

/** Relative imports that leave their package, owned by other branches: each goes once fixed there. */
const KNOWN_ELSEWHERE = new Set<string>([]);

describe("imports between packages", () => {
  const leaving: string[] = [];
  for (const file of sourceFiles) {
    const own = packageOf(file);
    for (const spec of specifiers(file)) {
      if (!spec.startsWith(".")) continue;
      const target = path.relative(root, path.resolve(root, path.dirname(file), spec));
      if (packageOf(target) !== own) leaving.push(`${file} -> ${spec}`);
    }
  }

  it("never leave their package by a relative path", () => {
    expect(leaving.filter((entry) => !KNOWN_ELSEWHERE.has(entry))).toEqual([]);
  });

  it("list only exceptions that still exist (remove one once it is fixed)", () => {
    expect([...KNOWN_ELSEWHERE].filter((entry) => !leaving.includes(entry))).toEqual([]);
  });

  it("name only packages the importing package declares", () => {
    const undeclared: string[] = [];
    // the repository's own tooling (scripts, tests, configs at the root) may use every workspace package
    for (const file of sourceFiles.filter((f) => packageOf(f) !== "")) {
      const own = packages.get(packageOf(file))!;
      const declared = { ...own.dependencies, ...own.devDependencies };
      for (const spec of specifiers(file)) {
        const name = spec.match(/^@orbitag\/[^/]+/)?.[0];
        if (name && name !== own.name && !(name in declared)) undeclared.push(`${file} -> ${spec}`);
      }
    }
    expect(undeclared).toEqual([]);
  });
});

describe("dependencies between packages", () => {
  // who may depend on whom at run time; scripts and tests may also use dev-services (devDependencies)
  const allowed: Record<string, string[]> = {
    "@orbitag/site": ["@orbitag/contact", "@orbitag/ui"],
    "@orbitag/functions": ["@orbitag/contact"],
    "@orbitag/contact": [],
    "@orbitag/ui": [],
    "@orbitag/dev-services": [],
  };

  it("run one way: site → kit + contact, function → contact, nothing else", () => {
    const actual = Object.fromEntries(
      [...packages.values()]
        .filter((manifest) => manifest.name in allowed)
        .map((manifest) => [
          manifest.name,
          Object.keys(manifest.dependencies ?? {})
            .filter((dep) => byName.has(dep))
            .sort(),
        ]),
    );
    expect(actual).toEqual(allowed);
  });

  it("keep the local stand-ins out of everything that ships", () => {
    // the shipped entry points and everything they import inside their own package
    const entries = [
      "netlify/functions/send-contact-email.ts",
      "packages/contact/src/index.ts",
      "packages/ui/src/index.ts",
      ...sourceFiles.filter((file) =>
        /^packages\/site\/app\/(root\.tsx|routes\.ts|routes\/|entry\.(client|server)\.tsx|islands\/)/.test(
          file,
        ),
      ),
    ];
    const seen = new Set<string>();
    const reached: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const spec of specifiers(file)) {
        if (spec.startsWith("@orbitag/dev-services")) reached.push(`${file} -> ${spec}`);
        if (!spec.startsWith(".")) continue;
        const found = resolveSource(file, spec);
        if (found) visit(found);
      }
    };
    for (const entry of entries) visit(entry);
    expect(seen.size).toBeGreaterThan(50);
    expect(reached).toEqual([]);
  });
});
