// Runs before the visual project: a fresh static Storybook (`npm run build-storybook`), so the snapshots
// always show the current source, and a check that it holds exactly the stories the tests were made from.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test as setup } from "@playwright/test";
import { root, storybookDir } from "./lib/paths.ts";
import { listStories, storiesOf } from "./lib/stories.ts";

setup("build Storybook", async () => {
  setup.setTimeout(240_000);
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn("npm", ["run", "build-storybook", "--", "-o", storybookDir], {
      cwd: root,
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: "1" },
    });
    child.stdout.on("data", (d: Buffer) => output.push(d.toString()));
    child.stderr.on("data", (d: Buffer) => output.push(d.toString()));
    child.on("close", resolve);
  });
  expect(code, `npm run build-storybook failed:\n${output.join("")}`).toBe(0);

  const built = storiesOf(readFileSync(path.join(storybookDir, "index.json"), "utf8")).map((s) => s.id);
  expect(built, "the built Storybook has other stories than the source index").toEqual(
    listStories().map((s) => s.id),
  );
});
