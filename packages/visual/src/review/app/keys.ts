// The review page's keyboard map: one table drives both the handler and the list shown on the page.
export type Action =
  | "next"
  | "previous"
  | "approve"
  | "reject"
  | "approveGroup"
  | "sideBySide"
  | "slider"
  | "overlay"
  | "diff"
  | "zoom";

export const KEYS: Array<{ keys: string[]; action: Action; label: string }> = [
  { keys: ["j", "ArrowDown"], action: "next", label: "next snapshot" },
  { keys: ["k", "ArrowUp"], action: "previous", label: "previous snapshot" },
  { keys: ["a"], action: "approve", label: "approve: write this baseline" },
  { keys: ["r"], action: "reject", label: "reject: keep the baseline" },
  { keys: ["A"], action: "approveGroup", label: "approve the whole group (Shift+A)" },
  { keys: ["1"], action: "sideBySide", label: "side by side" },
  { keys: ["2"], action: "slider", label: "slider" },
  { keys: ["3"], action: "overlay", label: "overlay" },
  { keys: ["4"], action: "diff", label: "diff only" },
  { keys: ["z"], action: "zoom", label: "fit ↔ 1:1" },
];

/** The action for a key press, or null (typing in a field, a modifier held, an unmapped key). */
export function actionFor(event: KeyboardEvent): Action | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const target = event.target as HTMLElement | null;
  if (target?.closest("input[type=text], input:not([type]), textarea, select, [contenteditable]"))
    return null;
  // a focused slider or tab list uses its arrow keys itself
  if (event.key.startsWith("Arrow") && target?.closest("input[type=range], [role=tablist]")) return null;
  return KEYS.find((k) => k.keys.includes(event.key))?.action ?? null;
}

/** How a key is written on the page. */
export const keyLabel = (key: string) => ({ ArrowDown: "↓", ArrowUp: "↑" })[key] ?? key;
