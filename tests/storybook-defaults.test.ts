// Storybook's props table (a component's Docs page) shows each prop's default in its Default column; the kit
// writes every default as a JSDoc `@default` tag (packages/ui/test/source.test.ts checks the tags). This runs
// what Storybook runs on each kit component module: the docgen plugin of @storybook/react-vite, configured as
// .storybook/main.ts configures it, then the renderer's argTypes enhancer and the preview's own
// (.storybook/docgen-defaults.ts), and checks that every prop a component's Props type declares with
// `@default X` reads X in the Default column.
import { readdirSync, readFileSync } from "node:fs";
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

/** The kit's component modules (not stories or tests), as Storybook's `stories` glob reaches them. */
const modules = ["components", "blocks"].flatMap((layer) =>
  readdirSync(path.join(kit, layer), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      readdirSync(path.join(kit, layer, folder.name))
        .filter((file) => /\.tsx$/.test(file) && !/\.(stories|test|browser\.test)\.tsx$/.test(file))
        .map((file) => path.join(kit, layer, folder.name, file)),
    ),
);

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

/** `Component.__docgenInfo = {...}` statements the plugin appends, by component name. */
function docgenInfos(appended: string): Map<string, { props?: Record<string, { description?: string }> }> {
  const infos = new Map<string, { props?: Record<string, { description?: string }> }>();
  const starts = [...appended.matchAll(/;(\w+)\.__docgenInfo=/g)];
  starts.forEach((start, index) => {
    const from = start.index + start[0].length;
    const to = index + 1 < starts.length ? starts[index + 1]!.index : appended.length;
    infos.set(
      start[1]!,
      JSON.parse(appended.slice(from, to)) as { props?: Record<string, { description?: string }> },
    );
  });
  return infos;
}

/** Each exported function component of a module and the `@default` tags of the Props type literal it takes. */
function documentedDefaults(file: string): Map<string, Map<string, string>> {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const aliases = new Map(
    source.statements
      .filter(ts.isTypeAliasDeclaration)
      .map((alias) => [alias.name.text, alias.type] as const),
  );
  const literalMembers = (type: ts.TypeNode): ts.PropertySignature[] => {
    if (ts.isTypeLiteralNode(type)) return type.members.filter(ts.isPropertySignature);
    if (ts.isIntersectionTypeNode(type) || ts.isUnionTypeNode(type))
      return type.types.flatMap(literalMembers);
    if (ts.isParenthesizedTypeNode(type)) return literalMembers(type.type);
    return [];
  };
  const components = new Map<string, Map<string, string>>();
  for (const statement of source.statements) {
    if (!ts.isFunctionDeclaration(statement) || !statement.name) continue;
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    const type = statement.parameters[0]?.type;
    const alias = type && ts.isTypeReferenceNode(type) ? aliases.get(type.typeName.getText()) : undefined;
    if (!alias) continue;
    const defaults = new Map<string, string>();
    for (const member of literalMembers(alias)) {
      const tag = ts.getJSDocTags(member).find((t) => t.tagName.text === "default");
      if (tag)
        defaults.set(
          member.name.getText().replace(/^["']|["']$/g, ""),
          (ts.getTextOfJSDocComment(tag.comment) ?? "").replace(/\s+/g, " ").trim(),
        );
    }
    if (defaults.size > 0) components.set(statement.name.text, defaults);
  }
  return components;
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

  test(
    "every kit component's @default props read their value in the Default column",
    async () => {
      const plugin = await docgenPlugin();
      const missing: string[] = [];
      let checked = 0;
      for (const file of modules) {
        const expected = documentedDefaults(file);
        if (expected.size === 0) continue;
        const code = readFileSync(file, "utf8");
        const result = await plugin.transform(code, file);
        const infos = docgenInfos(result ? result.code.slice(code.length) : "");
        for (const [component, defaults] of expected) {
          const argTypes = argTypesOf({ __docgenInfo: infos.get(component) });
          for (const [prop, value] of defaults) {
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
});
