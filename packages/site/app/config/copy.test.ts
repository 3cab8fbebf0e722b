// "Content in one typed config": the pages and components read their words from site.ts, so copy is edited
// in one place and checked against the spec there. This reads every page and component as TypeScript and
// lists the words written in it instead.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { expect, test } from "vitest";

const app = path.resolve(import.meta.dirname, "..");
const folders = ["routes", "components", "islands"];

/** Artwork, not copy: the hero illustration's labels are drawn into a picture with its own accessible title. */
const ARTWORK = new Set(["components/hero-illustration.tsx"]);

/** Props and object keys that carry words a visitor reads or hears. */
const TEXT_KEYS =
  /^(heading|intro|eyebrow|title|label|hint|description|text|placeholder|alt|aria-label|aria-description)$/;

const hasWords = (s: string) => /\p{L}{2,}/u.test(s);

function sources(): string[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(app, folder))
      .filter((name) => name.endsWith(".tsx") && !/\.(test|stories)\.tsx$/.test(name))
      .map((name) => `${folder}/${name}`)
      .filter((file) => !ARTWORK.has(file)),
  );
}

/** Every word-bearing literal in a TSX file: JSX text, and strings given to a text prop or text key. */
export function writtenCopy(file: string, code: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const literal = (node: ts.Node | undefined): string | undefined =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      ? node.text
      : node && ts.isTemplateExpression(node)
        ? [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join("")
        : undefined;
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && TEXT_KEYS.test(node.name.getText(source))) {
      const init = node.initializer;
      const value = init && ts.isJsxExpression(init) ? literal(init.expression) : literal(init);
      if (value !== undefined && hasWords(value)) found.push(value);
    }
    if (ts.isPropertyAssignment(node) && TEXT_KEYS.test(node.name.getText(source))) {
      const value = literal(node.initializer);
      if (value !== undefined && hasWords(value)) found.push(value);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test("the scan finds copy written in a page: JSX text, text props and text keys", () => {
  const page = `export const x = [{ label: "Sales", icon: 1 }];
    export default () => <Section heading="Our Story" intro={\`About \${brand}\`} className="pt-0"><h2>Product</h2>{site.a}</Section>;`;
  expect(writtenCopy("page.tsx", page)).toEqual(["Sales", "Our Story", "About ", "Product"]);
  expect(writtenCopy("page.tsx", `<Section heading={site.pages.about.heading} className="pt-0" />`)).toEqual(
    [],
  );
});

test("pages and components take their words from the typed site config", () => {
  const files = sources();
  expect(files.length).toBeGreaterThan(10);
  const written = Object.fromEntries(
    files
      .map((file) => [file, writtenCopy(file, readFileSync(path.join(app, file), "utf8"))] as const)
      .filter(([, copy]) => copy.length > 0),
  );
  expect(written).toEqual({});
});
