// Every story of @orbitag/ui, in the light and the dark theme, against its committed baseline.
import { MINIMAL_VIEWPORTS } from "storybook/viewport";
import { capture, expect, test } from "./lib/fixtures.ts";
import { storySnapshot, storySelected, themesSelected } from "./lib/snapshots.ts";
import { listStories } from "./lib/stories.ts";
import { storyContextOptions } from "./project.ts";

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: {
      story?: {
        storyGlobals?: { viewport?: { value?: string; isRotated?: boolean } };
        parameters?: {
          viewport?: { options?: Record<string, { styles?: { width?: string; height?: string } }> };
        };
      };
    };
  };
}

/** The viewport a story asks for with the `viewport` global (e.g. "mobile1" → 320×568), or null. */
async function storyViewport(page: import("@playwright/test").Page) {
  const wanted = await page.evaluate(() => {
    const story = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.story;
    const v = story?.storyGlobals?.viewport;
    if (!v?.value) return null;
    return { ...v, size: story?.parameters?.viewport?.options?.[v.value]?.styles ?? null };
  });
  if (!wanted?.value) return null;
  const styles =
    wanted.size ??
    (MINIMAL_VIEWPORTS as Record<string, { styles: { width: string; height: string } }>)[wanted.value]
      ?.styles;
  if (!styles?.width || !styles.height) throw new Error(`unknown Storybook viewport "${wanted.value}"`);
  const [width, height] = [parseInt(styles.width, 10), parseInt(styles.height, 10)];
  return wanted.isRotated ? { width: height, height: width } : { width, height };
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
