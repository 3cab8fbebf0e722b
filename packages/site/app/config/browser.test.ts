// The browser's part of the config: what runs before and during hydration imports config/browser.ts, never the
// whole config (site.ts carries every page's copy, which the prerendered HTML already has).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { expect, test } from "vitest";
import { actions, messages } from "./browser";
import { site } from "./site";

const app = path.resolve(import.meta.dirname, "..");

/** The specifiers a module imports at run time: static imports and re-exports (not type-only), and import(). */
function specifiers(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly)
      found.push(literal(node.moduleSpecifier));
    else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier)
      found.push(literal(node.moduleSpecifier));
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0]
    )
      found.push(literal(node.arguments[0]));
    ts.forEachChild(node, visit);
  };
  const literal = (node: ts.Node) => (ts.isStringLiteralLike(node) ? node.text : "");
  visit(source);
  return found;
}

/** The app's own modules a module imports at run time (packages left out). */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const specifier of specifiers(source)) {
    if (!specifier.startsWith(".")) continue;
    const base = path.resolve(path.dirname(file), specifier);
    const resolved = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((candidate) =>
      statSync(candidate, { throwIfNoEntry: false })?.isFile(),
    );
    if (resolved && /\.tsx?$/.test(resolved)) found.push(resolved);
  }
  return found;
}

function reachable(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...runtimeImports(file));
  }
  return seen;
}

test("what runs in the browser imports the browser's part of the config, not the whole of it", () => {
  const islands = readdirSync(path.join(app, "islands")).map((name) => path.join(app, "islands", name));
  // the boot block's enhancer runs before React; the entry and the islands with it
  const modules = reachable([
    path.join(app, "boot/enhance.ts"),
    path.join(app, "entry.client.tsx"),
    ...islands,
  ]);
  const relative = [...modules].map((file) => path.relative(app, file));
  expect(relative).toContain("config/browser.ts");
  expect(relative).toContain("components/contact-form.tsx");
  expect(relative).not.toContain("config/site.ts");
});

test("the whole config includes the browser's part as it is", () => {
  expect(site.messages).toMatchObject(messages);
  expect(site.actions).toBe(actions);
});

test("the walk follows a dynamic import() as well as static ones", () => {
  const source = ts.createSourceFile(
    "island.tsx",
    `import type { A } from "./a"; import { b } from "./b"; export { c } from "./c"; const d = () => import("./d");`,
    ts.ScriptTarget.Latest,
    true,
  );
  expect(specifiers(source)).toEqual(["./b", "./c", "./d"]);
});
