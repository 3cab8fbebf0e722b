// Every story of @orbitag/ui, in the light and the dark theme, against its committed baselines. A story is
// played once, in the light theme, and re-coloured for the dark capture (a theme swaps colour tokens only);
// axe's colour rules run on the dark colours. A story tagged THEMED_TAG reads the theme in its render or play
// and is played in each theme.
import { type ViewportGlobal, type ViewportOptions, viewportSize } from "../../.storybook/viewport-size.ts";
import { beginSnapshot, capture, expect, recolour, test, themeViolations } from "./lib/fixtures.ts";
import { storySnapshot, storySelected, themesSelected } from "./lib/snapshots.ts";
import { listStories, THEMED_TAG } from "./lib/stories.ts";
import { storyContextOptions } from "./project.ts";

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    storyStoreValue?: {
      loadStory(input: { storyId: string }): Promise<{
        storyGlobals?: { viewport?: ViewportGlobal };
        parameters?: { viewport?: { options?: ViewportOptions } };
      }>;
    };
  };
}

/**
 * The viewport story `storyId` asks for with the `viewport` global (e.g. "mobile1" → 320×568), or null: read
 * from the story as Storybook prepares it, before it renders.
 */
async function storyViewport(page: import("@playwright/test").Page, storyId: string) {
  const { wanted, options } = await page.evaluate(async (id) => {
    const story = await (window as PreviewWindow).__STORYBOOK_PREVIEW__!.storyStoreValue!.loadStory({
      storyId: id,
    });
    return { wanted: story.storyGlobals?.viewport, options: story.parameters?.viewport?.options };
  }, storyId);
  return viewportSize(wanted, options);
}

const stories = listStories().filter((s) => storySelected(s.id));
const themes = themesSelected();
for (const story of stories) {
  // one test per story: played once (in the light theme), captured in each theme
  test(story.id, async ({ storyPage: page, storybook }) => {
    test.info().annotations.push(
      { type: "story", description: `${story.title} / ${story.name}` },
      // how the review page groups the story's snapshots
      { type: "group", description: story.title },
    );
    await page.setViewportSize(storyContextOptions.viewport);
    const replayed = story.tags.includes(THEMED_TAG);
    let played: string | null = null;
    for (const theme of themes) {
      const name = storySnapshot(story.id, theme).split("/");
      beginSnapshot(name, `${story.name} · ${theme}`);
      if (played === null || replayed) {
        const shown = replayed ? theme : "light";
        // a story that sets the viewport global (Mobile stories) is captured at that size, as the toolbar shows it
        await storybook.show(story.id, shown, { viewport: storyViewport });
        const error = await page
          .locator(".sb-show-errordisplay #error-message")
          .textContent({ timeout: 1 })
          .catch(() => null);
        expect(error, `story ${story.id} failed to render`).toBeNull();
        played = shown;
      }
      if (theme !== played) {
        await recolour(page, theme);
        played = theme;
        const violations = await themeViolations(page, story.id);
        expect(
          violations,
          `story ${story.id} has accessibility violations in the ${theme} theme (Storybook's Accessibility panel)`,
        ).toEqual([]);
      }
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      await capture(page, name, { fit: true, soft: true });
    }
  });
}
