// The browser and Storybook projects of vitest.config.ts pre-bundle the dependencies listed in
// tests/optimize-deps.ts. One the browser-run code imports but the list lacks is found by Vite only when a test
// loads it, on a cold cache: Vite re-optimises and reloads the page, and the running file fails. This walks the
// modules those projects load (every browser test, every story, the setup files and Storybook's preview,
// following relative imports and the workspace packages to their source) and compares their runtime imports of
// packages with the list.
import { existsSync, globSync, readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";
import { OPTIMIZE_DEPS_INCLUDE } from "./optimize-deps.ts";

const root = path.resolve(import.meta.dirname, "..");

/** Where the projects start: as vitest.config.ts includes them (browser tests, stories, setup files). */
const ENTRIES = [
  ...globSync("packages/*/**/*.browser.test.{ts,tsx}", {
    cwd: root,
    exclude: (f) => f.includes("node_modules"),
  }),
  ...globSync("packages/ui/src/**/*.stories.tsx", { cwd: root }),
  "packages/ui/src/test/setup-browser.ts",
  "tests/browser-setup.ts",
  ".storybook/preview.tsx",
].map((file) => path.join(root, file));

/** Served by Vitest itself (its runner must stay one copy) or not a dependency of the browser at all. */
const NOT_PRE_BUNDLED = (specifier: string) => /^(vitest(\/|$)|node:)/.test(specifier);

/** The package a bare specifier names: `@scope/name` or `name`. */
const packageName = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/** The runtime imports of a module: import and export declarations that are not type-only, and `import()`. */
export function runtimeImports(code: string, fileName = "module.tsx"): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          named &&
          ts.isNamedImports(named) &&
          named.elements.length > 0 &&
          named.elements.every((element) => element.isTypeOnly));
      if (!onlyTypes) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !node.isTypeOnly
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const SOURCE_EXTENSIONS = [".ts", ".tsx", ".js", ".jsx"];

/** A module's file from a path written without or with a `.js` extension, or a folder's index. */
function sourceFile(base: string): string | undefined {
  const stem = base.replace(/\.(js|jsx)$/, "");
  for (const candidate of [
    ...(SOURCE_EXTENSIONS.includes(path.extname(base)) ? [base] : []),
    ...SOURCE_EXTENSIONS.map((ext) => stem + ext),
    ...SOURCE_EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}

/** The workspace packages by name, with their folders and `exports`. */
const workspaces = new Map(
  (
    JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { workspaces: string[] }
  ).workspaces.map((dir) => {
    const pkg = JSON.parse(readFileSync(path.join(root, dir, "package.json"), "utf8")) as {
      name: string;
      exports?: Record<string, string | Record<string, string>>;
    };
    return [pkg.name, { dir: path.join(root, dir), exports: pkg.exports ?? {} }] as const;
  }),
);

/**
 * A workspace package's module, in its source: Vite serves a linked package as source, not pre-bundled, so
 * its own imports are found as it loads. `dist` paths are read as the `src` they are built from.
 */
function workspaceFile(specifier: string): string | undefined {
  const name = packageName(specifier);
  const workspace = workspaces.get(name);
  if (!workspace) return undefined;
  const target = workspace.exports[`.${specifier.slice(name.length)}`];
  const entry = typeof target === "string" ? target : (target?.types ?? target?.default);
  if (!entry) throw new Error(`${specifier}: no such export in ${name}`);
  const file = sourceFile(
    path.join(workspace.dir, entry.replace(/^\.\/dist\//, "./src/").replace(/\.d\.ts$/, ".ts")),
  );
  if (!file && !/\.css$/.test(entry)) throw new Error(`${specifier}: ${entry} has no source file`);
  return file;
}

/** Whether a bare specifier names a stylesheet (`@fontsource-variable/inter`: its package's main is CSS). */
function isStylesheet(specifier: string, from: string): boolean {
  if (/\.css($|\?)/.test(specifier)) return true;
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, "node_modules", packageName(specifier), "package.json");
    if (existsSync(manifest)) {
      const pkg = JSON.parse(readFileSync(manifest, "utf8")) as { main?: string; style?: string };
      return specifier === packageName(specifier) && /\.css$/.test(pkg.main ?? "");
    }
    if (dir === path.dirname(dir)) return false;
  }
}

/** Every bare specifier the modules reachable from `entries` import at run time, with a file that imports it. */
function browserImports(entries: string[]): Map<string, string> {
  const bare = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = realpathSync(queue.pop()!);
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of runtimeImports(readFileSync(file, "utf8"), file)) {
      if (specifier.startsWith(".")) {
        const target = sourceFile(path.resolve(path.dirname(file), specifier));
        if (target) queue.push(target);
        else if (
          !/\.(css|svg|png|jpe?g|webp|woff2?|json)(\?.*)?$/.test(specifier) &&
          !specifier.includes("?")
        )
          throw new Error(`${path.relative(root, file)}: cannot find ${specifier}`);
        continue;
      }
      if (workspaces.has(packageName(specifier))) {
        const target = workspaceFile(specifier);
        if (target) queue.push(target);
        continue;
      }
      if (NOT_PRE_BUNDLED(specifier) || isStylesheet(specifier, file)) continue;
      if (!bare.has(specifier)) bare.set(specifier, path.relative(root, file));
    }
  }
  return bare;
}

/** What an include entry pre-bundles: `b` of `a > b`. */
const bundled = (entry: string) => entry.split(">").at(-1)!.trim();

describe("optimizeDeps.include (tests/optimize-deps.ts)", () => {
  const imports = browserImports(ENTRIES);

  test("lists every package the kit, its stories and the browser tests import at run time", () => {
    const listed = new Set(OPTIMIZE_DEPS_INCLUDE.map(bundled));
    const missing = [...imports]
      .filter(([specifier]) => !listed.has(specifier))
      .map(([specifier, file]) => `${specifier} (imported by ${file})`);
    expect(missing).toEqual([]);
    // the walk reached the kit, its Radix parts and the tests' own tooling
    expect([...imports.keys()]).toEqual(
      expect.arrayContaining([
        "@radix-ui/react-direction",
        "@radix-ui/react-focus-scope",
        "vitest-browser-react",
      ]),
    );
  });

  test("lists nothing the browser-run code does not import (JSX's runtimes aside)", () => {
    const implicit = ["react/jsx-runtime", "react/jsx-dev-runtime"];
    expect(
      OPTIMIZE_DEPS_INCLUDE.map(bundled).filter((entry) => !imports.has(entry) && !implicit.includes(entry)),
    ).toEqual([]);
  });

  test("every entry resolves from the root as Vite resolves it (`a > b`: b from a's folder)", () => {
    const unresolved = OPTIMIZE_DEPS_INCLUDE.filter((entry) => {
      let dir = root;
      for (const part of entry.split(">").map((p) => p.trim())) {
        const manifest = path.join(dir, "node_modules", packageName(part), "package.json");
        if (!existsSync(manifest)) return true;
        dir = realpathSync(path.dirname(manifest));
      }
      return false;
    });
    expect(unresolved).toEqual([]);
  });
});

describe("runtimeImports()", () => {
  test("keeps values, side effects, re-exports and import(); drops type-only imports", () => {
    expect(
      runtimeImports(`
        import a from "a";
        import { b, type B } from "b";
        import type { C } from "c";
        import { type D } from "d";
        import "e";
        export { f } from "f";
        export type { G } from "g";
        const h = () => import("h");
      `),
    ).toEqual(["a", "b", "e", "f", "h"]);
  });
});
