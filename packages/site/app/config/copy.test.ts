// "Content in one typed config": the pages, components and the logic behind them read their words from the
// config (site.ts, with its browser part browser.ts), so copy is edited in one place and checked against the
// spec there. This reads every such module as TypeScript and lists the words written in it instead.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { expect, test } from "vitest";

const app = path.resolve(import.meta.dirname, "..");

/**
 * Left out, each for its reason: the config itself; test helpers; machine-readable output (schema.org
 * vocabulary, the sitemap's XML, robots.txt); the boot scripts and the server entry, which show no words.
 */
const SKIPPED = /^(config|lib\/auth\/testing|lib\/seo|boot)\/|^entry\.server\.tsx$/;

/** Attributes and keys whose strings are code, not words: classes, ids, URLs, ARIA references, types. */
const CODE_NAMES =
  /^(className|class|id|key|href|to|src|type|rel|target|role|method|action|encType|autoComplete|inputMode|variant|size|name|htmlFor|as|lang|dir|fontFamily|d|viewBox|fill|stroke|content|property|charSet|httpEquiv|sizes|media|tone|spacing|containerSize|headingSize|sectionId|kind|icon|side|align|placement|boot|aria-(describedby|labelledby|controls|live|current|hidden|haspopup|expanded)|data-.*)$/;

/** Calls whose string arguments are code: class helpers, DOM queries, events, storage keys, logs, errors. */
const CODE_CALLS =
  /^(cn|cva|clsx|querySelector|querySelectorAll|getElementById|closest|matches|addEventListener|removeEventListener|dispatchEvent|CustomEvent|Event|Error|TypeError|error|warn|log|info|debug|getItem|setItem|removeItem|startsWith|endsWith|includes|has|get|set|delete|append|fetch|URL|URLSearchParams|Symbol|createElement|setAttribute|getAttribute|removeAttribute|hasAttribute|toggleAttribute|defineIsland|RegExp)$/;

/** Words for a person: not an identifier, a class list, a MIME type or a path. */
function isCopy(raw: string): boolean {
  const s = raw.trim();
  if (!/\p{L}{2,}/u.test(s)) return false;
  const tokens = s.split(/\s+/);
  const code = (t: string) =>
    /^[a-z0-9:[\]\-_/.%()&>*=!@#,;+]*$/.test(t) || // lowercase code: ids, classes, "text/plain;"
    /^[A-Za-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+$/.test(t) || // camelCase or PascalCase identifiers
    /^[A-Z][A-Z0-9-]+$/.test(t) || // HEAD, USD
    /^[A-Z][a-z]+(?:-[A-Z][a-z]+)+$/.test(t) || // Content-Type
    /^#[0-9A-Fa-f]{3,8}$/.test(t); // colours
  // a lowercase sentence ("it is too short", "14-day free trial"), not a class list ("flex items-center gap-3")
  const words = tokens.filter((t) => /^[a-z]+[,.!?]?$/.test(t)).length;
  const sentence =
    tokens.length >= 3 && words * 2 > tokens.length && tokens.every((t) => /^[a-z0-9-]+[,.!?]?$/.test(t));
  return !tokens.every(code) || sentence;
}

/** The words written in a module: JSX text and every string or template literal outside code positions. */
export function writtenCopy(file: string, code: string): string[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const nameOf = (node: ts.Node) => node.getText(source).replace(/^["']|["']$/g, "");
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node)) return;
    // a directive ("use client") is code
    if (ts.isExpressionStatement(node) && ts.isStringLiteral(node.expression)) return;
    if (ts.isJsxAttribute(node) && CODE_NAMES.test(nameOf(node.name))) return;
    if (ts.isPropertyAssignment(node)) {
      if (CODE_NAMES.test(nameOf(node.name))) return;
      return visit(node.initializer); // a key is a name, not words
    }
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : ts.isIdentifier(callee)
          ? callee.text
          : "";
      if (CODE_CALLS.test(name)) return;
    }
    // what an SVG picture draws is artwork, labels included; its accessible name (<title>) is words
    if (ts.isJsxElement(node) && node.openingElement.tagName.getText(source) === "svg") {
      for (const child of node.children)
        if (ts.isJsxElement(child) && child.openingElement.tagName.getText(source) === "title") visit(child);
      return;
    }
    let text: string | undefined;
    if (ts.isJsxText(node)) text = node.text;
    else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node))
      text = node.text;
    if (text !== undefined && isCopy(text)) found.push(text.trim());
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function modules(dir = app): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    const relative = path.relative(app, file).split(path.sep).join("/");
    if (statSync(file).isDirectory()) return SKIPPED.test(`${relative}/`) ? [] : modules(file);
    const source = /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$|\.d\.ts$/.test(name);
    return source && !SKIPPED.test(relative) ? [relative] : [];
  });
}

test("the scan finds words written in a module, wherever they stand, and passes code", () => {
  const page = `export const items = [{ label: i === 0 ? "Sales" : "Support", icon: "mail" }];
    const facts = ["14-day free trial", "Cancel anytime"];
    const why = (r: string) => \`Rejected because \${r}.\`;
    export default () => (
      <Section heading="Our Story" intro={\`About \${brand}\`} className="pt-0 text-muted-foreground">
        <h2>Product</h2>{"or"}{site.pages.about.heading}
        <svg><title>Orbitag dashboard</title><text x="1">Ward A</text>{[{ place: "Lab" }].map(() => null)}</svg>
      </Section>
    );`;
  expect(writtenCopy("page.tsx", page)).toEqual([
    "Sales",
    "Support",
    "14-day free trial",
    "Cancel anytime",
    "Rejected because",
    "Our Story",
    "About",
    "Product",
    "Orbitag dashboard",
  ]);
  const code = `"use client";
    import { x } from "../config/site";
    const mode: "signIn" | "signUp" = "signIn";
    const headers = { "Content-Type": "text/plain; charset=utf-8" };
    document.querySelector("[data-slot=button]")?.setAttribute("aria-busy", "true");
    const linkClassName = "h-7 px-0 text-muted-foreground";
    const google = <path fill="#FBBC05" d="M1 2" />;
    export default () => <Section heading={site.pages.about.heading} className="pt-0" data-state="open" />;`;
  expect(writtenCopy("page.tsx", code)).toEqual([]);
});

test("pages, components and the logic behind them take their words from the typed site config", () => {
  const files = modules();
  expect(files).toEqual(
    expect.arrayContaining(["routes/home.tsx", "components/site-footer.tsx", "root.tsx"]),
  );
  expect(files).toContain("lib/auth/outcomes.ts");
  const written = Object.fromEntries(
    files
      .map((file) => [file, writtenCopy(file, readFileSync(path.join(app, file), "utf8"))] as const)
      .filter(([, copy]) => copy.length > 0),
  );
  expect(written).toEqual({});
});
