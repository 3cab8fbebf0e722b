// Storybook's props table (a component's Docs page) shows each prop's default in its Default column; the kit
// writes every default as a JSDoc `@default` tag (packages/ui/test/source.test.ts checks the tags). This runs
// what Storybook runs on each kit component module: the docgen plugin of @storybook/react-vite, configured as
// .storybook/main.ts configures it, then the renderer's argTypes enhancer and the preview's own
// (.storybook/docgen-defaults.ts), and checks that every prop a component's Props type declares with
// `@default X` reads X in the Default column. And that the table is the component's, whole: every prop the
// Props type declares (a union's members included: react-docgen reads no union, so its props are declared on a
// part it reads) has a row, each story file's `component` is the kit component it documents (not a wrapper the
// stories render), its table is not empty, and no inline code in a description is broken over lines (the
// Docs page shows it as a code block).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { argTypesEnhancers, parameters } from "@storybook/react/entry-preview-argtypes";
import { viteFinal } from "@storybook/react-vite/preset";
import type { StoryContextForEnhancers, StrictArgTypes } from "storybook/internal/types";
import ts from "typescript";
import { describe, expect, test } from "vitest";
import { PATIENCE } from "./patience.ts";
import main from "../.storybook/main.ts";
import { defaultsFromJsDoc, defaultTag } from "../.storybook/docgen-defaults.ts";

const root = path.resolve(import.meta.dirname, "..");
const kit = path.join(root, "packages/ui/src");

/** The files of the kit's component folders that `keep` selects. */
const kitFiles = (keep: (file: string) => boolean) =>
  ["components", "blocks"].flatMap((layer) =>
    readdirSync(path.join(kit, layer), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((folder) =>
        readdirSync(path.join(kit, layer, folder.name))
          .filter(keep)
          .map((file) => path.join(kit, layer, folder.name, file)),
      ),
  );

/** The kit's component modules (not stories or tests), as Storybook's `stories` glob reaches them. */
const modules = kitFiles((file) => /\.tsx$/.test(file) && !/\.(stories|test|browser\.test)\.tsx$/.test(file));

/** The kit's stories files. */
const storyFiles = kitFiles((file) => /\.stories\.tsx$/.test(file));

interface Transform {
  name: string;
  transform: (
    code: string,
    id: string,
  ) => Promise<{ code: string } | undefined> | { code: string } | undefined;
}

/** Storybook's docgen plugin, as the framework preset adds it for this repository's main.ts. */
async function docgenPlugin(): Promise<Transform> {
  const typescript = { reactDocgen: "react-docgen", ...main.typescript };
  const config = await viteFinal({ plugins: [] }, {
    presets: {
      apply: (name: string, fallback?: unknown) =>
        Promise.resolve(name === "typescript" ? typescript : name === "features" ? {} : fallback),
    },
  } as never);
  const plugin = (config.plugins as Transform[] | undefined)?.find((p) => p?.name?.includes("docgen"));
  if (!plugin) throw new Error(`no docgen plugin for reactDocgen ${String(typescript.reactDocgen)}`);
  return plugin;
}

interface DocgenInfo {
  description?: string;
  props?: Record<string, { description?: string }>;
}

/** `Component.__docgenInfo = {...}` statements the plugin appends, by component name. */
function docgenInfos(appended: string): Map<string, DocgenInfo> {
  const infos = new Map<string, DocgenInfo>();
  const starts = [...appended.matchAll(/;(\w+)\.__docgenInfo=/g)];
  starts.forEach((start, index) => {
    const from = start.index + start[0].length;
    const to = index + 1 < starts.length ? starts[index + 1]!.index : appended.length;
    infos.set(start[1]!, JSON.parse(appended.slice(from, to)) as DocgenInfo);
  });
  return infos;
}

/** A prop a component's Props type declares in its module, with its `@default` tag if it has one. */
interface DeclaredProp {
  name: string;
  default?: string;
}

/**
 * The Props types (`*Props`) a module imports by name from a module beside it (`./props.js`), with the other
 * type declarations of that module (which their members may name).
 */
function importedTypes(
  source: ts.SourceFile,
  file: string,
): Map<string, ts.TypeAliasDeclaration | ts.InterfaceDeclaration> {
  const found = new Map<string, ts.TypeAliasDeclaration | ts.InterfaceDeclaration>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    if (!/^\.\/[\w.-]+\.js$/.test(specifier)) continue;
    const module = path.join(path.dirname(file), specifier.replace(/\.js$/, ".ts"));
    const bindings = statement.importClause?.namedBindings;
    if (!existsSync(module) || !bindings || !ts.isNamedImports(bindings)) continue;
    const names = new Set(
      bindings.elements.filter((e) => !e.propertyName && /Props$/.test(e.name.text)).map((e) => e.name.text),
    );
    if (names.size === 0) continue;
    const imported = ts.createSourceFile(module, readFileSync(module, "utf8"), ts.ScriptTarget.Latest, true);
    const declarations = imported.statements.filter(
      (s): s is ts.TypeAliasDeclaration | ts.InterfaceDeclaration =>
        ts.isTypeAliasDeclaration(s) || ts.isInterfaceDeclaration(s),
    );
    // the imported names first, then the rest of that module (what their members name)
    for (const declaration of declarations)
      if (names.has(declaration.name.text)) found.set(declaration.name.text, declaration);
    for (const declaration of declarations)
      if (!found.has(declaration.name.text)) found.set(declaration.name.text, declaration);
  }
  return found;
}

/**
 * Each exported function component of a module and the props its Props type declares in the module: the
 * members of its type literals and interfaces, through the module's own type aliases and interfaces (an
 * intersection's parts, a union's members, an interface's `extends`), in order. A prop declared twice (a base
 * and the union member that narrows it) keeps its first declaration: the one react-docgen, which reads an
 * intersection but no union, shows. A native element's props (`React.ComponentProps<"div">`) are not its own.
 */
function declaredProps(file: string): Map<string, DeclaredProp[]> {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const local = new Map<string, ts.TypeAliasDeclaration | ts.InterfaceDeclaration>();
  for (const statement of source.statements)
    if (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement))
      local.set(statement.name.text, statement);
  // a Props type in a module of its own beside the component (DataTable's props.ts), imported by name: its
  // declarations are the component's too (react-docgen follows the import)
  for (const [name, declaration] of importedTypes(source, file))
    if (!local.has(name)) local.set(name, declaration);
  const members = (type: ts.Node, seen: Set<ts.Node>): ts.PropertySignature[] => {
    if (seen.has(type)) return [];
    seen.add(type);
    if (ts.isTypeLiteralNode(type)) return type.members.filter(ts.isPropertySignature);
    if (ts.isIntersectionTypeNode(type) || ts.isUnionTypeNode(type))
      return type.types.flatMap((part) => members(part, seen));
    if (ts.isParenthesizedTypeNode(type)) return members(type.type, seen);
    if (ts.isTypeReferenceNode(type) || ts.isExpressionWithTypeArguments(type)) {
      const name = ts.isTypeReferenceNode(type) ? type.typeName.getText() : type.expression.getText();
      const declaration = local.get(name);
      if (!declaration) return [];
      if (ts.isTypeAliasDeclaration(declaration)) return members(declaration.type, seen);
      return [
        ...(declaration.heritageClauses ?? []).flatMap((clause) =>
          clause.types.flatMap((base) => members(base, seen)),
        ),
        ...declaration.members.filter(ts.isPropertySignature),
      ];
    }
    return [];
  };
  const components = new Map<string, DeclaredProp[]>();
  for (const statement of source.statements) {
    if (!ts.isFunctionDeclaration(statement) || !statement.name) continue;
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    const type = statement.parameters[0]?.type;
    if (!type || !ts.isTypeReferenceNode(type) || !local.has(type.typeName.getText())) continue;
    const props = new Map<string, DeclaredProp>();
    for (const member of members(type, new Set())) {
      const name = member.name.getText().replace(/^["']|["']$/g, "");
      if (props.has(name)) continue;
      const tag = ts.getJSDocTags(member).find((t) => t.tagName.text === "default");
      props.set(name, {
        name,
        default: tag ? (ts.getTextOfJSDocComment(tag.comment) ?? "").replace(/\s+/g, " ").trim() : undefined,
      });
    }
    components.set(statement.name.text, [...props.values()]);
  }
  return components;
}

/** Whether the Props type `name` of `file` is only a native element's props (`React.ComponentProps<"div">`). */
function nativeOnly(file: string, component: string): boolean {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const fn = source.statements.find(
    (s): s is ts.FunctionDeclaration => ts.isFunctionDeclaration(s) && s.name?.text === component,
  );
  const param = fn?.parameters[0]?.type;
  const alias =
    param && ts.isTypeReferenceNode(param)
      ? source.statements.find(
          (s): s is ts.TypeAliasDeclaration =>
            ts.isTypeAliasDeclaration(s) && s.name.text === param.typeName.getText(),
        )
      : undefined;
  const type = alias?.type ?? param;
  return (
    !!type &&
    ts.isTypeReferenceNode(type) &&
    /^(React\.)?ComponentProps(WithoutRef|WithRef)?$/.test(type.typeName.getText()) &&
    !!type.typeArguments?.[0] &&
    ts.isLiteralTypeNode(type.typeArguments[0])
  );
}

/** The docgen info the plugin gives each component of a module, by component name (memoized per file). */
const infosOf = (() => {
  let plugin: Promise<Transform> | undefined;
  const cache = new Map<string, Promise<Map<string, DocgenInfo>>>();
  return (file: string) => {
    plugin ??= docgenPlugin();
    let infos = cache.get(file);
    if (!infos) {
      infos = plugin.then(async (docgen) => {
        const code = readFileSync(file, "utf8");
        const result = await docgen.transform(code, file);
        return docgenInfos(result ? result.code.slice(code.length) : "");
      });
      cache.set(file, infos);
    }
    return infos;
  };
})();

/** Inline code (single backticks) broken over lines: the Docs page's Markdown renders it as a code block. */
const brokenCode = (text: string | undefined) =>
  [...(text ?? "").matchAll(/`([^`]*)`/g)].map((m) => m[0]).filter((code) => code.includes("\n"));

/** The .tsx module that defines `name`, imported as `specifier` (a path ending in .js), through re-exports. */
function definingModule(specifier: string, name: string): string | undefined {
  const tsx = specifier.replace(/\.js$/, ".tsx");
  if (existsSync(tsx)) return tsx;
  const entry = specifier.replace(/\.js$/, ".ts");
  if (!existsSync(entry)) return undefined;
  const source = ts.createSourceFile(entry, readFileSync(entry, "utf8"), ts.ScriptTarget.Latest, true);
  for (const statement of source.statements)
    if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause) &&
      statement.exportClause.elements.some((e) => e.name.text === name && !e.propertyName)
    )
      return definingModule(path.join(path.dirname(entry), statement.moduleSpecifier.text), name);
  return undefined;
}

/**
 * A stories file's meta `component` and `subcomponents`, each with the module it is imported from (undefined:
 * declared in the stories file itself, or not imported from a module beside it).
 */
function metaComponents(file: string): { name: string; module?: string; sub: boolean }[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const imported = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    if (!/^\.\/[\w.-]+\.js$/.test(specifier) || /\.stories\.js$/.test(specifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements)
        if (!element.isTypeOnly) {
          const module = definingModule(path.join(path.dirname(file), specifier), element.name.text);
          if (module) imported.set(element.name.text, module);
        }
  }
  const meta = source.statements
    .filter(ts.isVariableStatement)
    .flatMap((s) => s.declarationList.declarations)
    .find((d) => d.name.getText() === "meta")?.initializer;
  const object =
    meta && ts.isSatisfiesExpression(meta)
      ? meta.expression
      : meta && ts.isAsExpression(meta)
        ? meta.expression
        : meta;
  if (!object || !ts.isObjectLiteralExpression(object)) throw new Error(`${file}: no \`const meta = {...}\``);
  const property = (name: string) =>
    object.properties.find(
      (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === name,
    )?.initializer;
  const found: { name: string; module?: string; sub: boolean }[] = [];
  const component = property("component");
  if (!component) throw new Error(`${file}: its meta names no component`);
  const name = component.getText().replace(/<.*>$/, "");
  found.push({ name, module: imported.get(name), sub: false });
  const sub = property("subcomponents");
  if (sub && ts.isObjectLiteralExpression(sub))
    for (const p of sub.properties) {
      const value = ts.isShorthandPropertyAssignment(p)
        ? p.name.text
        : ts.isPropertyAssignment(p)
          ? p.initializer.getText()
          : "";
      found.push({ name: value, module: imported.get(value), sub: true });
    }
  return found;
}

/** The argTypes Storybook derives for `component`: the renderer's enhancers, then the preview's. */
function argTypesOf(component: unknown): StrictArgTypes {
  let argTypes: StrictArgTypes = {};
  for (const enhance of [...argTypesEnhancers, defaultsFromJsDoc])
    argTypes = enhance({ component, argTypes, parameters } as unknown as StoryContextForEnhancers);
  return argTypes;
}

describe("Storybook's props table shows each @default", () => {
  test("defaultTag() reads the tag as react-docgen keeps the JSDoc", () => {
    expect(defaultTag('Look of the badge.\n@default "default"')).toBe('"default"');
    expect(defaultTag("Gap (px).\n@default 4\n@see PopoverContent")).toBe("4");
    expect(defaultTag("Default: 4 in prose is not a tag")).toBeUndefined();
  });

  test("a Props type in a module beside its component is read as the component's (DataTable's props.ts)", () => {
    const props = declaredProps(path.join(kit, "components/data-table/data-table.tsx")).get("DataTable");
    expect(props?.length).toBeGreaterThan(40);
    expect(props).toContainEqual({ name: "manualPagination", default: "false" });
    expect(props).toContainEqual({ name: "columns", default: undefined });
  });

  test(
    "every kit component's @default props read their value in the Default column",
    async () => {
      const missing: string[] = [];
      let checked = 0;
      for (const file of modules) {
        const expected = declaredProps(file);
        if (![...expected.values()].some((props) => props.some((prop) => prop.default !== undefined)))
          continue;
        const infos = await infosOf(file);
        for (const [component, props] of expected) {
          const argTypes = argTypesOf({ __docgenInfo: infos.get(component) });
          for (const { name: prop, default: value } of props) {
            if (value === undefined) continue;
            checked++;
            const shown = argTypes[prop]?.table?.defaultValue?.summary;
            if (shown !== value)
              missing.push(
                `${path.relative(kit, file)}: ${component}.${prop} shows ${JSON.stringify(shown)}, not ${value}`,
              );
          }
        }
      }
      expect(missing).toEqual([]);
      // the kit documents far more than a handful: a plugin that found nothing would pass vacuously
      expect(checked).toBeGreaterThan(100);
    },
    PATIENCE.build,
  );

  test(
    "every prop a kit component's Props type declares has a row in its props table (a union's too)",
    async () => {
      const missing: string[] = [];
      let checked = 0;
      for (const file of modules) {
        const infos = await infosOf(file);
        for (const [component, props] of declaredProps(file)) {
          const shown = Object.keys(infos.get(component)?.props ?? {});
          for (const { name } of props) {
            checked++;
            if (!shown.includes(name)) missing.push(`${path.relative(kit, file)}: ${component}.${name}`);
          }
        }
      }
      expect(missing).toEqual([]);
      expect(checked).toBeGreaterThan(300);
    },
    PATIENCE.build,
  );

  test(
    "each stories file documents a kit component: `component` (and `subcomponents`) imported from its folder, with a props table",
    async () => {
      const wrong: string[] = [];
      for (const file of storyFiles) {
        const where = path.relative(kit, file);
        for (const { name, module, sub } of metaComponents(file)) {
          const role = sub ? "subcomponent" : "component";
          if (!module) {
            wrong.push(`${where}: ${role} ${name} is not a kit component imported from its folder`);
            continue;
          }
          const props = Object.keys((await infosOf(module)).get(name)?.props ?? {});
          // a component that takes only a native element's props (Skeleton: a div) has no row of its own
          if (props.length === 0 && !nativeOnly(module, name))
            wrong.push(`${where}: ${role} ${name} shows an empty props table`);
        }
      }
      expect(wrong).toEqual([]);
      expect(storyFiles.length).toBeGreaterThan(40);
    },
    PATIENCE.build,
  );

  test(
    "no inline code in a component's or prop's description is broken over lines (it would show as a block)",
    async () => {
      const broken: string[] = [];
      for (const file of modules)
        for (const [component, info] of await infosOf(file))
          for (const [where, text] of [
            [component, info.description],
            ...Object.entries(info.props ?? {}).map(([prop, p]) => [`${component}.${prop}`, p.description]),
          ] as const)
            for (const code of brokenCode(text))
              broken.push(`${path.relative(kit, file)}: ${where}: ${JSON.stringify(code)}`);
      expect(broken).toEqual([]);
    },
    PATIENCE.build,
  );
});
