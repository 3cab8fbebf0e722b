// The browser's side of the islands (island.tsx): each `[data-island]` container of the page is hydrated as a
// root of its own with its module from app/islands, then `<html data-hydrated>` and HYDRATED_EVENT say so —
// once every island has committed and run its effects, which is when app/boot/held-interactions.ts replays
// what the visitor did before. A module that fails to load rejects the returned promise: left unhandled, it
// is what app/boot/boot-policy.ts watchBootFailure takes as "React is not coming".
import { useEffect, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { hydrateRoot } from "react-dom/client";
import { HYDRATED_EVENT } from "../../boot/contract";
import {
  identifierPrefix,
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  type IslandDefinition,
  type IslandProps,
} from "./define";
import { islandRoot } from "./island";

export interface IslandModule {
  default: IslandDefinition<IslandProps>;
}

/**
 * The island named `name`: already defined (its module evaluated), or the module to import
 * (app/islands/<name>.tsx), or undefined when there is none.
 */
export type IslandLoader = (
  name: string,
) => IslandDefinition<IslandProps> | (() => Promise<IslandModule>) | undefined;

/** Renders its children; tells once it has committed (an effect runs after the whole root has). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

interface Found {
  container: HTMLElement;
  island: IslandDefinition<IslandProps>;
  props: IslandProps;
}

/** The island a container names with its props: at once when it is defined, else once its module is. */
function findIsland(container: HTMLElement, load: IslandLoader): Found | Promise<Found> {
  const name = container.getAttribute(ISLAND_ATTRIBUTE) ?? "";
  const json = container.getAttribute(ISLAND_PROPS_ATTRIBUTE);
  const props = (json ? JSON.parse(json) : {}) as IslandProps;
  const found = load(name);
  if (!found) throw new Error(`no island named "${name}" (app/islands/${name}.tsx)`);
  const check = (island: IslandDefinition<IslandProps>): Found => {
    if (island.name !== name)
      throw new Error(`app/islands/${name}.tsx defines the island "${island.name}", not "${name}"`);
    return { container, island, props };
  };
  return typeof found === "function" ? found().then((module) => check(module.default)) : check(found);
}

/**
 * Hydrates every island of the page; resolves once all have committed, after saying so on the page.
 * Islands already defined (the built boot block evaluates them with the entry, in one module graph) hydrate
 * in the task that evaluated them, all roots at once (flushSync); a dynamic import is waited for first.
 * Hydrating at React's default priority instead schedules each root as a task of its own, and a visitor
 * typing meanwhile delays every one of them (Chromium runs input first, and holds back loading tasks while
 * it comes): on a throttled phone that doubled the time from the first focus to React ready.
 */
export async function hydrateIslands(load: IslandLoader): Promise<void> {
  const containers = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  const found = containers.map((container) => findIsland(container, load));
  const islands = found.some((f) => f instanceof Promise) ? await Promise.all(found) : (found as Found[]);
  const committed: Promise<void>[] = [];
  flushSync(() => {
    for (const { container, island, props } of islands)
      committed.push(
        new Promise<void>((resolve) => {
          hydrateRoot(container, <Committed onCommit={resolve}>{islandRoot(island, props)}</Committed>, {
            identifierPrefix: identifierPrefix(container.id),
          });
        }),
      );
  });
  await Promise.all(committed);
  document.documentElement.dataset.hydrated = "true";
  window.dispatchEvent(new Event(HYDRATED_EVENT));
}
