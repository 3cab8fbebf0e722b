import { cdp } from "vitest/browser";

interface FrameTree {
  frame: { id: string; url: string };
  childFrames?: FrameTree[];
}
interface AXValue {
  value?: unknown;
}
interface AXNode {
  ignored: boolean;
  role?: AXValue;
  name?: AXValue;
  description?: AXValue;
  properties?: { name: string; value: AXValue }[];
}

/** What Chromium's accessibility tree (what a screen reader reads) says about a node. */
export interface AccessibleNode {
  role: string;
  name: string;
  description: string;
  /** Chromium's states and properties of the node: `invalid`, `required`, `checked`, `focusable`, ... */
  properties: Record<string, unknown>;
}

function findFrame(tree: FrameTree, url: string): string | undefined {
  if (tree.frame.url === url) return tree.frame.id;
  for (const child of tree.childFrames ?? []) {
    const id = findFrame(child, url);
    if (id) return id;
  }
  return undefined;
}

/**
 * The nodes of Chromium's own accessibility tree for this test's frame (through the DevTools Protocol)
 * with the given role and name: the browser's computed name and description, not a JavaScript model of
 * the accessible-name algorithm.
 */
export async function accessibleNodes(role: string, name: string): Promise<AccessibleNode[]> {
  const session = cdp();
  const { frameTree } = (await session.send("Page.getFrameTree")) as { frameTree: FrameTree };
  const frameId = findFrame(frameTree, location.href);
  if (!frameId) throw new Error(`accessibleNodes: no frame for ${location.href}`);
  const { nodes } = (await session.send("Accessibility.getFullAXTree", { frameId })) as { nodes: AXNode[] };
  return nodes
    .filter((n) => !n.ignored && n.role?.value === role && n.name?.value === name)
    .map((n) => ({
      role,
      name,
      description: String(n.description?.value ?? ""),
      properties: Object.fromEntries((n.properties ?? []).map((p) => [p.name, p.value.value])),
    }));
}
