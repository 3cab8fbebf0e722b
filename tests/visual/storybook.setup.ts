// Runs before the visual project: a fresh static Storybook (`npm run build-storybook`), so the snapshots
// always show the current source, and a check that it holds exactly the stories the tests were made from.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test as setup } from "@playwright/test";
import { PATIENCE } from "../patience.ts";
import { buildStorybook, storybookPrebuilt } from "./lib/build-storybook.ts";
import { storybookDir } from "./lib/paths.ts";
import { listStories, storiesOf } from "./lib/stories.ts";

setup("build Storybook", async () => {
  // a build when none was made before the run: busy machines measured over 300 s (tests/patience.ts)
  setup.setTimeout(PATIENCE.build);
  // scripts/visual/run.ts (for `--changed`) or `npm test` built it moments ago
  if (!storybookPrebuilt()) {
    const { code, output } = await buildStorybook();
    expect(code, `npm run build-storybook failed:\n${output}`).toBe(0);
  }
  const built = storiesOf(readFileSync(path.join(storybookDir, "index.json"), "utf8")).map((s) => s.id);
  expect(built, "the built Storybook has other stories than the source index").toEqual(
    listStories().map((s) => s.id),
  );
});
