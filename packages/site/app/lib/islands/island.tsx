// An island in a prerendered page: the part of it that React hydrates in the browser (hydrate.tsx, run by
// app/entry.client.tsx), each as a root of its own, so a page needs React's client and that part's code,
// never React Router's client runtime. React Router renders the page at build time; the island inside it is
// rendered as a separate root (renderToString, handed down from app/entry.server.tsx), so that its markup —
// the ids useId makes included — is exactly what hydrateRoot renders for it in the browser. Its container
// has `display: contents`: the island's elements lay out as if it were not there.
import { createContext, StrictMode, use, type ReactNode } from "react";
import {
  identifierPrefix,
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  type IslandDefinition,
  type IslandProps,
} from "./define";

/** Renders a node as a root of its own: react-dom/server's renderToString, from app/entry.server.tsx. */
export type RenderRoot = (node: ReactNode, options: { identifierPrefix: string }) => string;
export const IslandRendererContext = createContext<RenderRoot | null>(null);

/** The same tree on both sides: what the build renders and what the browser hydrates. */
export function islandRoot<P extends IslandProps>(island: IslandDefinition<P>, props: P): ReactNode {
  const { Component } = island;
  return (
    <StrictMode>
      <Component {...props} />
    </StrictMode>
  );
}

export function Island<P extends IslandProps>({
  of: island,
  id,
  props,
}: {
  /** the island, as its module in app/islands exports it */
  of: IslandDefinition<P>;
  /** unique in the page: the container's id and the island's useId prefix */
  id: string;
  props: NoInfer<P>;
}) {
  const render = use(IslandRendererContext);
  if (!render)
    throw new Error(`Island "${island.name}" rendered outside the build's renderer (app/entry.server.tsx)`);
  const html = render(islandRoot(island, props), { identifierPrefix: identifierPrefix(id) });
  const json = JSON.stringify(props);
  return (
    <div
      id={id}
      {...{ [ISLAND_ATTRIBUTE]: island.name, [ISLAND_PROPS_ATTRIBUTE]: json === "{}" ? undefined : json }}
      className="contents"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
