// The static Storybook the visual suite and the Storybook UI test open, built into a private folder.
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { root, storybookDir, storybookStatsDir } from "./paths.ts";

/** Set by scripts/visual/run.ts when it has just built Storybook (to trace `--changed`): no second build. */
export const PREBUILT_ENV = "ORBITAG_VISUAL_STORYBOOK_BUILT";

/** `npm run build-storybook` into storybookDir; with `stats`, also the module graph (preview-stats.json). */
export async function buildStorybook({ stats = false } = {}): Promise<{
  code: number | null;
  output: string;
}> {
  const args = ["run", "build-storybook", "--", "-o", storybookDir];
  if (stats) {
    mkdirSync(storybookStatsDir, { recursive: true });
    args.push("--stats-json", storybookStatsDir);
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
