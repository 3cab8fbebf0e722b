// Every story with a play function, opened in the built Storybook's own UI (manager + preview iframe) the way
// a designer opens a story link: Chromium with motion on, the default globals (light theme), a fresh load.
// Fails when the Interactions panel shows anything but PASS, so what designers see is what CI checks.
import { test as base, expect, type Page } from "@playwright/test";
import { serveStorybook } from "./lib/static-storybook.ts";
import { storiesWithPlay } from "./lib/stories.ts";

const test = base.extend<object, { ui: { url: string; page: Page } }>({
  ui: [
    async ({ browser }, use) => {
      const server = await serveStorybook();
      // a designer's browser: motion allowed, a laptop-sized window
      const context = await browser.newContext({
        viewport: { width: 1440, height: 900 },
        reducedMotion: "no-preference",
        colorScheme: "light",
      });
      await use({ url: server.url, page: await context.newPage() });
      await context.close();
      await server.close();
    },
    { scope: "worker" },
  ],
});

for (const story of storiesWithPlay()) {
  test(`${story.title} / ${story.name}`, async ({ ui }) => {
    // the manager and the preview both boot for every story: slow on a shared 2-core machine
    test.setTimeout(90_000);
    const { page } = ui;
    // a story link with the Interactions panel open, as the sidebar and the panel tab select them
    await page.goto(`${ui.url}/?path=/story/${story.id}&addonPanel=storybook/interactions/panel`);
    const badge = page.locator('[aria-label^="Story status: "]');
    // Wait / Runs while the story renders and plays; then Pass, Fail or Bail
    await expect(badge).toHaveText(/^(Pass|Fail|Bail)$/, { timeout: 75_000 });
    const status = await badge.textContent();
    const panel = status === "Pass" ? "" : await page.locator("#storybook-panel-root").innerText();
    expect(status, `${story.id} in the Storybook UI's Interactions panel:\n${panel.slice(-2000)}`).toBe(
      "Pass",
    );
  });
}
