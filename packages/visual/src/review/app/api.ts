// The review server's API (packages/visual/src/review/server.ts).
import type { Decision, RunView } from "../../results.ts";

async function json<T>(response: Response): Promise<T> {
  const body = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(body.error ?? `HTTP ${response.status}`);
  return body;
}

export const loadRun = () => fetch("/api/run").then((r) => json<RunView>(r));

export const decide = (snapshot: string, decision: Decision) =>
  fetch("/api/decide", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ snapshot, decision }),
  }).then((r) => json<RunView>(r));

export const decideGroup = (group: string, decision: Decision) =>
  fetch("/api/decide-group", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ group, decision }),
  }).then((r) => json<RunView>(r));

export const imageUrl = (variant: "actual" | "expected" | "diff", snapshot: string) =>
  `/api/image/${variant}/${snapshot.split("/").map(encodeURIComponent).join("/")}`;
