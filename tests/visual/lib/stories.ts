// Every story of the UI kit, read from Storybook's own index (the same one the static build writes), so a
// new story is snapshotted without editing a list.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { root, tmpDir } from "./paths.ts";

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  importPath: string;
  tags: string[];
}

interface IndexEntry extends Partial<StoryEntry> {
  type?: string;
}

/** Stories carrying this tag are left out of the offline snapshots (Chromatic has its own opt-out). */
export const SKIP_TAG = "no-visual";

/**
 * Stories whose render or play reads the theme (the `theme` global, `<html data-theme>`): the visual suite plays
 * them in each theme instead of re-colouring the light run (tests/visual/storybook.spec.ts).
 */
export const THEMED_TAG = "themed";

const INDEX_ENV = "ORBITAG_VISUAL_STORY_INDEX";

/** Story entries of an index.json (Storybook index v5), sorted by id; `all` keeps the `no-visual` ones. */
export function storiesOf(indexJson: string, { all = false } = {}): StoryEntry[] {
  const index = JSON.parse(indexJson) as { entries?: Record<string, IndexEntry> };
  return Object.values(index.entries ?? {})
    .filter((e): e is IndexEntry & StoryEntry => e.type === "story" && typeof e.id === "string")
    .filter((e) => all || !(e.tags ?? []).includes(SKIP_TAG))
    .map(({ id, title, name, importPath, tags }) => ({ id, title, name, importPath, tags: tags ?? [] }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * Indexes the stories from source with `storybook index` (about 2 s, no build). Playwright loads this file
 * in the runner and again in each worker: the runner indexes once and hands the file to its workers
 * through the environment, so every process sees the same list.
 */
/** Stories Storybook tags as having a play function ("play-fn"), `no-visual` ones included. */
export const storiesWithPlay = () => listStories({ all: true }).filter((s) => s.tags.includes("play-fn"));

export function listStories(options: { all?: boolean } = {}): StoryEntry[] {
  const cached = process.env[INDEX_ENV];
  if (cached && existsSync(cached)) return storiesOf(readFileSync(cached, "utf8"), options);

  mkdirSync(tmpDir, { recursive: true });
  const out = path.join(tmpDir, "story-index.json");
  const cli = createRequire(import.meta.url)
    .resolve("storybook/package.json")
    .replace(/package\.json$/, "");
  const r = spawnSync(
    process.execPath,
    [path.join(cli, "dist/bin/dispatcher.js"), "index", "-o", out, "--quiet"],
    {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: "1" },
    },
  );
  if (r.status !== 0 || !existsSync(out))
    throw new Error(`visual: \`storybook index\` failed (exit ${r.status}):\n${r.stderr || r.stdout}`);
  process.env[INDEX_ENV] = out;
  return storiesOf(readFileSync(out, "utf8"), options);
}
