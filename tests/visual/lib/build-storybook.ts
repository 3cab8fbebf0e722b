// The static Storybook the visual suite and the Storybook UI test open, built into a private folder.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { root, storybookDir, storybookStatsDir } from "./paths.ts";

/**
 * Set when Storybook was just built from this source into storybookDir, with its module graph in
 * storybookStatsDir: by scripts/visual/run.ts (to trace `--changed`) and by `npm test` (once for the whole run).
 * The suite's setup and the `--changed` trace test then read that build instead of making another.
 */
export const PREBUILT_ENV = "ORBITAG_VISUAL_STORYBOOK_BUILT";

/** Whether a build made moments ago from this source is there to read (see PREBUILT_ENV). */
export function storybookPrebuilt(): boolean {
  return process.env[PREBUILT_ENV] === "1" && existsSync(path.join(storybookDir, "iframe.html"));
}

/**
 * `npm run build-storybook` into `outDir` (the visual suite's storybookDir unless told); with `stats`, also the
 * module graph (preview-stats.json) into `statsDir`.
 */
export async function buildStorybook({
  stats = false,
  outDir = storybookDir,
  statsDir = storybookStatsDir,
} = {}): Promise<{
  code: number | null;
  output: string;
}> {
  const args = ["run", "build-storybook", "--", "-o", outDir];
  if (stats) {
    mkdirSync(statsDir, { recursive: true });
    args.push("--stats-json", statsDir);
  }
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn("npm", args, {
      cwd: root,
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: "1" },
    });
    child.stdout.on("data", (d: Buffer) => output.push(d.toString()));
    child.stderr.on("data", (d: Buffer) => output.push(d.toString()));
    child.on("close", resolve);
  });
  return { code, output: output.join("") };
}
