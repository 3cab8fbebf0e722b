// Every story of @orbitag/ui, in the light and the dark theme, against its committed baseline.
import { type ViewportGlobal, type ViewportOptions, viewportSize } from "../../.storybook/viewport-size.ts";
import { capture, expect, test } from "./lib/fixtures.ts";
import { storySnapshot, storySelected, themesSelected } from "./lib/snapshots.ts";
import { listStories } from "./lib/stories.ts";
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

// Light first, then dark: a worker keeps one preview per theme and switches stories in it
const stories = listStories().filter((s) => storySelected(s.id));
for (const theme of themesSelected()) {
  for (const story of stories) {
    test.describe(story.id, () => {
      test(theme, async ({ storyPage: page, storybook }) => {
        test.info().annotations.push(
          { type: "story", description: `${story.title} / ${story.name}` },
          // how the review page groups and names the snapshot
          { type: "group", description: story.title },
          { type: "label", description: `${story.name} · ${theme}` },
        );
        await page.setViewportSize(storyContextOptions.viewport);
        // a story that sets the viewport global (Mobile stories) is captured at that size, as the toolbar shows it
        await storybook.show(story.id, theme, { viewport: storyViewport });
        const error = await page
          .locator(".sb-show-errordisplay #error-message")
          .textContent({ timeout: 1 })
          .catch(() => null);
        expect(error, `story ${story.id} failed to render`).toBeNull();
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        await capture(page, storySnapshot(story.id, theme).split("/"), { fit: true });
      });
    });
  }
}
