// The review server's API (packages/visual/src/review/server.ts).
import type { Decision, RunView } from "../../results.ts";

async function json<T>(response: Response): Promise<T> {
  const body = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(body.error ?? `HTTP ${response.status}`);
  return body;
}

export const loadRun = () => fetch("/api/run").then((r) => json<RunView>(r));

const post = (path: string, body: unknown) =>
  fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  }).then((r) => json<RunView>(r));

export const decide = (snapshot: string, decision: Decision) => post("/api/decide", { snapshot, decision });

export const decideGroup = (group: string, decision: Decision) =>
  post("/api/decide-group", { group, decision });

export const imageUrl = (variant: "actual" | "expected" | "diff", snapshot: string) =>
  `/api/image/${variant}/${snapshot.split("/").map(encodeURIComponent).join("/")}`;
