import type { ArgTypesEnhancer, StrictArgTypes } from "storybook/internal/types";

/** What react-docgen puts on a component (`Component.__docgenInfo`): each prop's raw JSDoc text among the rest. */
interface DocgenInfo {
  props?: Record<string, { description?: string } | undefined>;
}

/**
 * The value of the `@default` tag in a JSDoc text as react-docgen keeps it (comment markers removed, tags
 * included): from the tag to the end of its line, or undefined without one.
 */
export function defaultTag(description: string | undefined): string | undefined {
  const match = /^@default[ \t]+(.+)$/m.exec(description ?? "");
  return match?.[1]?.trim() || undefined;
}

/**
 * The kit documents every prop's default as a JSDoc `@default` tag (React Aria's convention, what
 * react-docgen-typescript reads). Storybook's TypeScript docgen here is react-docgen (its default, and far
 * faster), which takes a default only from the component's destructuring (`asChild = false`) and drops the
 * tag from the description, so a cva variant's or a Radix prop's default would show as "-". This fills the
 * props table's Default column from the tag; the tag wins over the code, as it says what a designer should read.
 */
export const defaultsFromJsDoc: ArgTypesEnhancer = (context) => {
  const docgen = (context.component as { __docgenInfo?: DocgenInfo } | undefined)?.__docgenInfo;
  const argTypes: StrictArgTypes = { ...context.argTypes };
  for (const [name, prop] of Object.entries(docgen?.props ?? {})) {
    const value = defaultTag(prop?.description);
    const argType = argTypes[name];
    if (value === undefined || !argType) continue;
    argTypes[name] = { ...argType, table: { ...argType.table, defaultValue: { summary: value } } };
  }
  return argTypes;
};
