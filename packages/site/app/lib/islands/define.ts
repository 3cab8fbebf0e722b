// What an island is: a named component whose props travel in the page's HTML (JSON), so the browser can
// hydrate it on its own (hydrate.tsx) from the markup the build rendered for it (island.tsx).
import type { ComponentType } from "react";

/** Props an island can be given: they are written into the page as JSON. */
export type IslandProps = Record<string, string | number | boolean | null>;

export interface IslandDefinition<P extends IslandProps> {
  /** the file it is defined in, app/islands/<name>.tsx: how the browser and the build find its module */
  name: string;
  Component: ComponentType<P>;
}

// every island whose module this page has evaluated, by name
const defined = new Map<string, IslandDefinition<IslandProps>>();

/** `export default defineIsland("contact-form", ContactForm)` in app/islands/contact-form.tsx. */
export function defineIsland<P extends IslandProps>(
  name: string,
  Component: ComponentType<P>,
): IslandDefinition<P> {
  const island = { name, Component };
  defined.set(name, island as unknown as IslandDefinition<IslandProps>);
  return island;
}

/**
 * The island named `name` if its module has been evaluated: the built boot block imports a page's islands
 * before the entry (scripts/boot.ts), so the entry finds them here and hydrates without a dynamic import.
 */
export function definedIsland(name: string): IslandDefinition<IslandProps> | undefined {
  return defined.get(name);
}

/** The attributes of an island's container (app/lib/islands/island.tsx), read by hydrate.tsx and the build. */
export const ISLAND_ATTRIBUTE = "data-island";
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";

/** useId's prefix of one island's root, the same when the build renders it and when the browser hydrates it. */
export const identifierPrefix = (containerId: string) => `${containerId}-`;
