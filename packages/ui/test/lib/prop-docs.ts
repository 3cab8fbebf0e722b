// Which props of a component module's exported `*Props` types lack the one-line JSDoc with a default that
// Storybook's props table shows. Storybook documents only what the kit's own source declares, so a prop that
// comes from elsewhere (a cva variant, a Radix primitive) has to be re-declared in the module to be shown.
import path from "node:path";
import ts from "typescript";

/**
 * Radix props an app sets to control state, position, timing or focus: a component that passes them through
 * re-declares them with their JSDoc (as Select, Checkbox and Tabs do). Radix's other pass-through props
 * (`asChild`, `forceMount`, ...) are left to Radix's own documentation.
 */
export const RADIX_PROPS_TO_DOCUMENT = [
  "open",
  "defaultOpen",
  "onOpenChange",
  "modal",
  "dir",
  "side",
  "sideOffset",
  "align",
  "alignOffset",
  "collisionPadding",
  "avoidCollisions",
  "onOpenAutoFocus",
  "onCloseAutoFocus",
  "onEscapeKeyDown",
  "onPointerDownOutside",
  "onInteractOutside",
  "checked",
  "onCheckedChange",
  "value",
  "onValueChange",
  "duration",
  "delayDuration",
  "skipDelayDuration",
  "swipeDirection",
];

/**
 * A default written in a prop's prose ("Default: 4", "defaults to 4") instead of its `@default` tag: Storybook's
 * props table shows only the tag.
 */
const PROSE_DEFAULT = /\bDefaults?:|\bdefaults to\b/i;

/**
 * `@default` takes the value a prop has when it is not given. A prop without one says so in one spelling,
 * `@default undefined` (its prose says what leaving it out means: "Unset: no limit"); "none", "required",
 * "uncontrolled" and the like are not values.
 */
const NOT_A_DEFAULT = /^(none|required|uncontrolled|unset|unknown)\b/i;

export type Why =
  | "no JSDoc"
  | "a default in prose (Default: ...), not as an @default tag"
  | "@default without a value, or with one that is no default (none, required, uncontrolled)"
  | "an optional prop without an @default tag (`@default undefined` when it has no default)"
  | "a default in the destructuring but no @default tag"
  | "a cva default variant but no @default tag"
  | "@default differs from the default in the code"
  | "@default inside a line of prose (Storybook reads a tag only at the start of a line)";

export interface UndocumentedProp {
  /** `components/dialog/dialog.tsx: DialogContentProps.size` */
  where: string;
  why: Why;
  /** what the code says, for the two that compare */
  detail?: string;
}

/** The JSDoc of `node` without its tags (the prose). */
function jsDocProse(node: ts.Node): string {
  return ts
    .getJSDocCommentsAndTags(node)
    .filter(ts.isJSDoc)
    .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? "")
    .join("\n");
}

/** Whether every `@default` tag of `node` starts its own line (TypeScript also reads one after prose). */
function tagsOnTheirOwnLines(node: ts.Node): boolean {
  return ts
    .getJSDocTags(node)
    .filter((tag) => tag.tagName.text === "default")
    .every((tag) => {
      const text = tag.getSourceFile().text;
      const start = tag.getStart();
      const line = text.slice(text.lastIndexOf("\n", start - 1) + 1, start);
      return /^\s*(\/\*\*|\*)?\s*$/.test(line);
    });
}

/** The `@default` tags of `node`, each as written (whitespace collapsed). */
export function defaultTags(node: ts.Node): string[] {
  return ts
    .getJSDocTags(node)
    .filter((tag) => tag.tagName.text === "default")
    .map((tag) => (ts.getTextOfJSDocComment(tag.comment) ?? "").replace(/\s+/g, " ").trim());
}

/** The source text of a literal default (`"md"`, `4`, `false`, `-1`, `null`), else undefined (computed). */
function literalText(node: ts.Expression): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return JSON.stringify(node.text);
  if (ts.isNumericLiteral(node)) return node.text;
  if (
    ts.isPrefixUnaryExpression(node) &&
    node.operator === ts.SyntaxKind.MinusToken &&
    ts.isNumericLiteral(node.operand)
  )
    return `-${node.operand.text}`;
  if (node.kind === ts.SyntaxKind.TrueKeyword) return "true";
  if (node.kind === ts.SyntaxKind.FalseKeyword) return "false";
  if (node.kind === ts.SyntaxKind.NullKeyword) return "null";
  return undefined;
}

/** A tag's value read as the code would write it (single quotes or none around a word are the same string). */
function sameValue(tag: string, code: string): boolean {
  const unquote = (value: string) => value.replace(/^'(.*)'$/, '"$1"');
  return unquote(tag) === code;
}

/**
 * The default a cva variant prop gets: `defaultVariants[name]` of the cva call whose `variants` object
 * declares `decl` (a property of `variants.<name>`).
 */
function cvaDefault(decl: ts.Declaration): ts.Expression | undefined {
  if (!ts.isPropertyAssignment(decl) || !ts.isObjectLiteralExpression(decl.parent)) return undefined;
  const variants = decl.parent.parent;
  if (!ts.isPropertyAssignment(variants) || variants.name.getText() !== "variants") return undefined;
  const config = variants.parent;
  if (!ts.isObjectLiteralExpression(config)) return undefined;
  const defaults = config.properties.find(
    (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === "defaultVariants",
  );
  if (!defaults || !ts.isObjectLiteralExpression(defaults.initializer)) return undefined;
  const name = decl.name.getText().replace(/^["']|["']$/g, "");
  const entry = defaults.initializer.properties.find(
    (p): p is ts.PropertyAssignment =>
      ts.isPropertyAssignment(p) && p.name.getText().replace(/^["']|["']$/g, "") === name,
  );
  return entry?.initializer;
}

/**
 * Checks the exported `*Props` type aliases of `files` (absolute paths under `src`) and the exported function
 * components that take them:
 * - every own prop (and cva variant, and Radix prop an app sets) has a JSDoc;
 * - a default is an `@default` tag (what Storybook's props table shows), never prose ("Default: ...");
 * - every optional prop has the tag, `@default undefined` when it has no default (so a default that lives
 *   outside the module, Radix's or one computed in the body, cannot go untold);
 * - a prop with a default in the code (the component's destructuring, or cva's `defaultVariants`) has the tag,
 *   and a literal default there is the tag's value.
 */
export function undocumentedProps(files: string[], src: string, tsconfig: string): UndocumentedProp[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    tsconfig,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
      },
    },
  );
  if (!config) throw new Error(`cannot read ${tsconfig}`);
  const program = ts.createProgram(files, { ...config.options, noEmit: true, types: [] });
  const checker = program.getTypeChecker();
  const inKit = (decl: ts.Declaration) => path.resolve(decl.getSourceFile().fileName).startsWith(src);
  const fromRadix = (decl: ts.Declaration) => /[\\/]@radix-ui[\\/]/.test(decl.getSourceFile().fileName);
  const found: UndocumentedProp[] = [];
  const seen = new Set<string>();
  const report = (problem: UndocumentedProp) => {
    const key = `${problem.where}: ${problem.why}`;
    if (!seen.has(key)) found.push(problem);
    seen.add(key);
  };
  /** the kit's declarations of a prop that carry JSDoc (property signatures, cva variant entries) */
  const documented = (declarations: readonly ts.Declaration[]) =>
    declarations.filter((decl) => inKit(decl) && ts.isPropertySignature(decl));

  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`not in the program: ${file}`);
    const relative = path.relative(src, file);
    // props a component of this module gives a default in its destructuring: that default, not cva's, holds
    const destructured = new Set<string>();
    for (const statement of source.statements) {
      const param = ts.isFunctionDeclaration(statement) ? statement.parameters[0] : undefined;
      if (!param?.type || !ts.isObjectBindingPattern(param.name)) continue;
      for (const element of param.name.elements)
        if (element.initializer)
          destructured.add(
            `${param.type.getText()}.${(element.propertyName ?? element.name).getText().replace(/^["']|["']$/g, "")}`,
          );
    }
    for (const statement of source.statements) {
      if (ts.isTypeAliasDeclaration(statement) && statement.name.text.endsWith("Props")) {
        if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
        const type = checker.getTypeAtLocation(statement.name);
        // a union (a link or a button) documents a prop once, in any of its members
        const members = new Map<string, ts.Declaration[]>();
        for (const part of type.isUnion() ? type.types : [type])
          for (const prop of checker.getPropertiesOfType(part))
            members.set(prop.name, [...(members.get(prop.name) ?? []), ...(prop.declarations ?? [])]);
        for (const [name, declarations] of members) {
          // the kit's own props, and cva variants (declared by the `variants` object in the module)
          const own = declarations.some(inKit);
          const radix = RADIX_PROPS_TO_DOCUMENT.includes(name) && declarations.some(fromRadix);
          if (!own && !radix) continue;
          const where = `${relative}: ${statement.name.text}.${name}`;
          const documentedHere = documented(declarations).filter(
            (decl) => ts.getJSDocCommentsAndTags(decl).length > 0,
          );
          // a prop the alias re-declares (`Omit<BaseProps, ...> & { prop?: ... }`) shows its own JSDoc in the
          // props table, not the base type's: the declarations inside the alias, when it has any, are the docs
          const inAlias = documentedHere.filter(
            (decl) =>
              decl.getSourceFile() === source && decl.pos >= statement.pos && decl.end <= statement.end,
          );
          const docs = inAlias.length > 0 ? inAlias : documentedHere;
          if (docs.length === 0) {
            report({ where, why: "no JSDoc" });
            continue;
          }
          if (docs.some((decl) => PROSE_DEFAULT.test(jsDocProse(decl))))
            report({ where, why: "a default in prose (Default: ...), not as an @default tag" });
          const tags = docs.flatMap(defaultTags);
          if (!docs.every(tagsOnTheirOwnLines))
            report({
              where,
              why: "@default inside a line of prose (Storybook reads a tag only at the start of a line)",
            });
          if (tags.some((tag) => tag === "" || NOT_A_DEFAULT.test(tag)))
            report({
              where,
              why: "@default without a value, or with one that is no default (none, required, uncontrolled)",
            });
          // every optional prop says what it is when left out, `@default undefined` included: a prop whose
          // default lives outside the module (Radix's, one computed in the body) would otherwise pass unseen.
          // The destructured and cva defaults are reported below with what the code says
          const optional = docs.some((decl) => ts.isPropertySignature(decl) && decl.questionToken);
          const codeDefault =
            destructured.has(`${statement.name.text}.${name}`) ||
            declarations.some((decl) => cvaDefault(decl) !== undefined);
          if (optional && tags.length === 0 && !codeDefault)
            report({
              where,
              why: "an optional prop without an @default tag (`@default undefined` when it has no default)",
            });
          // a cva variant's default (defaultVariants); a tag of the alias's own re-declaration may differ from it,
          // its component then setting the value itself (NavbarMenuToggle's ghost Button)
          for (const decl of declarations) {
            if (destructured.has(`${statement.name.text}.${name}`)) break;
            const value = cvaDefault(decl);
            if (!value) continue;
            const code = literalText(value);
            if (tags.length === 0)
              report({ where, why: "a cva default variant but no @default tag", detail: code });
            else if (inAlias.length === 0 && code !== undefined && !tags.some((tag) => sameValue(tag, code)))
              report({ where, why: "@default differs from the default in the code", detail: code });
          }
        }
      }
      // the defaults a component gives in its destructuring: `function Button({ asChild = false }: ButtonProps)`
      if (
        ts.isFunctionDeclaration(statement) &&
        statement.name &&
        statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      ) {
        const [param] = statement.parameters;
        if (!param || !ts.isObjectBindingPattern(param.name) || !param.type) continue;
        const type = checker.getTypeFromTypeNode(param.type);
        const typeName = param.type.getText();
        for (const element of param.name.elements) {
          if (!element.initializer || element.dotDotDotToken) continue;
          const name = (element.propertyName ?? element.name).getText().replace(/^["']|["']$/g, "");
          const declarations = (type.isUnion() ? type.types : [type]).flatMap(
            (part) => checker.getPropertyOfType(part, name)?.declarations ?? [],
          );
          const where = `${relative}: ${typeName}.${name}`;
          const tags = documented(declarations).flatMap(defaultTags);
          const code = literalText(element.initializer);
          if (tags.length === 0)
            report({
              where,
              why: "a default in the destructuring but no @default tag",
              detail: `${statement.name.text}: ${element.getText()}`,
            });
          else if (
            code !== undefined
              ? !tags.some((tag) => sameValue(tag, code))
              : tags.every((tag) => tag === "undefined")
          )
            report({
              where,
              why: "@default differs from the default in the code",
              detail: code ?? element.initializer.getText(),
            });
        }
      }
    }
  }
  return found;
}
