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

/** The wording a prop's JSDoc uses for its default: "Default: ...", "Defaults: ...", `@default`, or "Required". */
const DEFAULT_WORDING = /\bDefaults?:|@default\b|\bRequired\b/;

export interface UndocumentedProp {
  /** `components/dialog/dialog.tsx: DialogContentProps.size` */
  where: string;
  why: "no JSDoc" | "no default in its JSDoc";
}

function jsDocText(node: ts.Node): string {
  return ts
    .getJSDocCommentsAndTags(node)
    .map((doc) => doc.getText())
    .join("\n");
}

/** Checks the exported `*Props` type aliases of `files` (absolute paths under `src`). */
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

  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`not in the program: ${file}`);
    for (const statement of source.statements) {
      if (!ts.isTypeAliasDeclaration(statement) || !statement.name.text.endsWith("Props")) continue;
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
        const docs = declarations
          .filter((decl) => inKit(decl) && ts.isPropertySignature(decl))
          .map(jsDocText)
          .filter(Boolean);
        const where = `${path.relative(src, file)}: ${statement.name.text}.${name}`;
        if (docs.length === 0) found.push({ where, why: "no JSDoc" });
        else if (!docs.some((doc) => DEFAULT_WORDING.test(doc)))
          found.push({ where, why: "no default in its JSDoc" });
      }
    }
  }
  return found;
}
