// Every story of @orbitag/ui, in the light and the dark theme, against its committed baseline.
import { capture, expect, test } from "./lib/fixtures.ts";
import { listStories } from "./lib/stories.ts";

const THEMES = ["light", "dark"] as const;

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
}

for (const story of listStories()) {
  test.describe(story.id, () => {
    for (const theme of THEMES) {
      test(theme, async ({ storyPage: page, storybook }) => {
        test.info().annotations.push({ type: "story", description: `${story.title} / ${story.name}` });
        // the preview alone (no manager UI); the theme is the addon-themes global, as the toolbar sets it;
        // axe is skipped here because the storybook Vitest project already runs it on every story
        await page.goto(
          `${storybook.url}/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme};a11y.manual:!true`,
        );
        // rendered, play function and checks done: Storybook's own render phases
        await page.waitForFunction((id) => {
          const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
          return render?.id === id && render.phase === "finished";
        }, story.id);
        const error = await page
          .locator(".sb-show-errordisplay #error-message")
          .textContent({ timeout: 1 })
          .catch(() => null);
        expect(error, `story ${story.id} failed to render`).toBeNull();
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        await capture(page, ["stories", `${story.id}.${theme}.png`]);
      });
    }
  });
}
