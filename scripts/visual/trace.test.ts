// `--changed` on the real module graphs of this repository: Storybook's (built with --stats-json) and the
// site's route bundles. One kit component changed → its stories and only the pages whose bundle holds it.
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PATIENCE } from "../../tests/patience.ts";
import { storybookPrebuilt } from "../../tests/visual/lib/build-storybook.ts";
import { storybookDir, storybookStatsDir, tmpDir } from "../../tests/visual/lib/paths.ts";
import type { Selection } from "@orbitag/visual/changed";
import { changeTracer } from "./trace.ts";

let trace: (changed: string[]) => Promise<Selection>;
let work = "";
// `npm test` builds Storybook with its module graph once, before the suites: this file reads that build
const prebuilt = storybookPrebuilt();
const built = () => statSync(path.join(storybookDir, "iframe.html")).mtimeMs;
let builtBefore = 0;

beforeAll(async () => {
  if (prebuilt) builtBefore = built();
  else {
    mkdirSync(tmpDir, { recursive: true });
    work = mkdtempSync(path.join(tmpDir, "trace-"));
  }
  // the Storybook build (with its module graph) is the slow part: build once, then select per case
  const select = await changeTracer(
    prebuilt
      ? { prebuilt: true }
      : { outDir: path.join(work, "storybook"), statsDir: path.join(work, "stats") },
  );
  trace = async (changed) => select(changed);
}, PATIENCE.build);

afterAll(() => void (work && rmSync(work, { recursive: true, force: true })));

test("one Storybook build: the one npm test made, or its own in a folder of its own", () => {
  if (prebuilt) {
    // read, not rebuilt: a second build of the same source cost a minute of CPU per run
    expect(built()).toBe(builtBefore);
    expect(existsSync(path.join(storybookStatsDir, "preview-stats.json"))).toBe(true);
    return;
  }
  // both in storybookDir, a Playwright run beside Vitest failed its own build (EEXIST in Storybook's copy); the
  // suite's folder itself is not compared here, as a visual run beside this one may rebuild it meanwhile
  for (const file of ["storybook/iframe.html", "storybook/index.json", "stats/preview-stats.json"])
    expect(existsSync(path.join(work, file)), file).toBe(true);
});

const stories = (s: Selection) => (s.stories === "all" ? ["all"] : s.stories);
const pages = (s: Selection) => (s.pages === "all" ? ["all"] : s.pages);

describe("visual --changed", () => {
  test(
    "a component only some pages use: its stories and those pages",
    async () => {
      const s = await trace(["packages/ui/src/blocks/stat-card/stat-card.tsx"]);
      expect(stories(s).length).toBeGreaterThan(0);
      expect(stories(s).every((id) => /statcard|valuecard|pricing|industrycard|featurecard/.test(id))).toBe(
        true,
      );
      expect(stories(s)).toContain("marketing-statcard--playground");
      expect(pages(s)).not.toContain("all");
      expect(pages(s)).toContain("/");
      expect(pages(s)).not.toContain("/contact");
      expect(pages(s)).not.toContain("/auth sign-in");
    },
    PATIENCE.build,
  );

  test(
    "a route module: that page alone, no story",
    async () => {
      const s = await trace(["packages/site/app/routes/contact.tsx"]);
      expect(s.stories).toEqual([]);
      expect(s.pages).toEqual(["/contact"]);
    },
    PATIENCE.build,
  );

  test(
    "another package of the repo the site uses: the pages that bundle it, by its source",
    async () => {
      // @orbitag/contact's text reaches every page: the site's config (in the root layout) quotes its labels
      // and limits; traced through the package's source, not its git-ignored dist
      const s = await trace(["packages/contact/src/text.ts"]);
      expect(s.stories).toEqual([]);
      expect(pages(s)).toEqual(["all"]);
      // a file of that package no page bundles selects nothing
      const test = await trace(["packages/contact/src/schema.test.ts"]);
      expect(pages(test)).toEqual([]);
    },
    PATIENCE.build,
  );

  test(
    "the theme or a token: everything, and one line that names the file",
    async () => {
      for (const file of [
        "packages/ui/src/theme.css",
        "packages/ui/tokens/color.light.tokens.json",
        "package-lock.json",
      ]) {
        const s = await trace([file, "packages/site/app/routes/contact.tsx"]);
        expect(s.stories).toBe("all");
        expect(s.pages).toBe("all");
        expect(s.reasons).toHaveLength(1);
        expect(s.reasons[0]).toContain(`full run, ${file} changed`);
      }
    },
    PATIENCE.build,
  );

  test(
    "what never reaches a screen selects nothing",
    async () => {
      const s = await trace(["packages/ui/src/components/button/button.browser.test.tsx", "README.md"]);
      expect(s.stories).toEqual([]);
      expect(s.pages).toEqual([]);
    },
    PATIENCE.build,
  );

  test(
    "a changed baseline re-checks its own story",
    async () => {
      const s = await trace(["tests/visual/__screenshots__/stories/components-badge--playground.dark.png"]);
      expect(s.stories).toEqual(["components-badge--playground"]);
      expect(s.pages).toEqual([]);
    },
    PATIENCE.build,
  );
});
