// The browser's side of the islands (island.tsx): each `[data-island]` container of the page is hydrated as a
// root of its own with its module from app/islands, then `<html data-hydrated>` and HYDRATED_EVENT say so —
// once every island has committed and run its effects, which is when app/boot/held-interactions.ts replays
// what the visitor did before. A module that fails to load rejects the returned promise: left unhandled, it
// is what app/boot/boot-policy.ts watchBootFailure takes as "React is not coming".
import { useEffect, type ReactNode } from "react";
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

/** The module of the island named `name` (app/islands/<name>.tsx), or undefined when there is none. */
export type IslandLoader = (name: string) => (() => Promise<IslandModule>) | undefined;

/** Renders its children; tells once it has committed (an effect runs after the whole root has). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

async function hydrateIsland(container: HTMLElement, load: IslandLoader): Promise<void> {
  const name = container.getAttribute(ISLAND_ATTRIBUTE) ?? "";
  const loader = load(name);
  if (!loader) throw new Error(`no island named "${name}" (app/islands/${name}.tsx)`);
  const { default: island } = await loader();
  if (island.name !== name)
    throw new Error(`app/islands/${name}.tsx defines the island "${island.name}", not "${name}"`);
  const json = container.getAttribute(ISLAND_PROPS_ATTRIBUTE);
  const props = (json ? JSON.parse(json) : {}) as IslandProps;
  await new Promise<void>((resolve) => {
    hydrateRoot(container, <Committed onCommit={resolve}>{islandRoot(island, props)}</Committed>, {
      identifierPrefix: identifierPrefix(container.id),
    });
  });
}

/** Hydrates every island of the page; resolves once all have committed, after saying so on the page. */
export async function hydrateIslands(load: IslandLoader): Promise<void> {
  const containers = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  await Promise.all(containers.map((container) => hydrateIsland(container, load)));
  document.documentElement.dataset.hydrated = "true";
  window.dispatchEvent(new Event(HYDRATED_EVENT));
}
