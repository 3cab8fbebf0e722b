// The browser's part of the config: what runs before and during hydration imports config/browser.ts, never the
// whole config (site.ts carries every page's copy, which the prerendered HTML already has).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { expect, test } from "vitest";
import { messages } from "./browser";
import { site } from "./site";

const app = path.resolve(import.meta.dirname, "..");

/** The app's own modules a module imports at run time (type-only imports and packages left out). */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const node of source.statements) {
    if (!ts.isImportDeclaration(node) && !ts.isExportDeclaration(node)) continue;
    if (ts.isImportDeclaration(node) && node.importClause?.isTypeOnly) continue;
    if (ts.isExportDeclaration(node) && node.isTypeOnly) continue;
    const specifier = node.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith(".")) continue;
    const base = path.resolve(path.dirname(file), specifier.text);
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

test("the islands and the browser entry import the browser's part of the config, not the whole of it", () => {
  const islands = readdirSync(path.join(app, "islands")).map((name) => path.join(app, "islands", name));
  const modules = reachable([path.join(app, "entry.client.tsx"), ...islands]);
  const relative = [...modules].map((file) => path.relative(app, file));
  expect(relative).toContain("config/browser.ts");
  expect(relative).toContain("components/contact-form.tsx");
  expect(relative).not.toContain("config/site.ts");
});

test("the whole config includes the browser's part as it is", () => {
  expect(site.messages).toBe(messages);
  expect(site.messages.contact.honeypotLabel).toBe("Leave this field empty");
});
