// Every story with a play function, opened in the built Storybook's own UI (manager + preview iframe) the way
// a designer works: Chromium with motion on, the default globals (light theme), one Storybook per worker in
// which each next story is selected as the sidebar selects it (no reload). Fails when the Interactions panel
// shows anything but PASS, or when Storybook itself reports the story's run as failed (play function or an
// unhandled error), so what designers see is what CI checks. Axe is switched to manual here (the a11y global):
// the storybook and storybook-dark Vitest projects run the same axe checks on every story in both themes, and
// running it again per story in the UI cost about 40 % of this project's time.
import { test as base, expect, type Page } from "@playwright/test";
import { serveStorybook } from "./lib/static-storybook.ts";
import { storiesWithPlay } from "./lib/stories.ts";

/** What the manager heard on Storybook's channel: `storyFinished` per story id ("success" or "error"). */
interface ManagerWindow {
  __STORYBOOK_ADDONS_CHANNEL__?: {
    on(event: string, listener: (payload: { storyId: string; status: string }) => void): void;
  };
  __storyFinished?: Record<string, string>;
}

interface StorybookUi {
  page: Page;
  /** Opens a story: the first by its link, every next one through Storybook's own story selection. */
  open(storyId: string): Promise<void>;
}

const panelLink = (url: string, id: string) =>
  `${url}/?path=/story/${id}&addonPanel=storybook/interactions/panel&globals=a11y.manual:!true`;

const test = base.extend<object, { ui: StorybookUi }>({
  ui: [
    async ({ browser }, use) => {
      const server = await serveStorybook();
      // a designer's browser: motion allowed, a laptop-sized window
      const context = await browser.newContext({
        viewport: { width: 1440, height: 900 },
        reducedMotion: "no-preference",
        colorScheme: "light",
      });
      // record each storyFinished from the moment the manager creates its channel (before the first story runs)
      await context.addInitScript(() => {
        if (window !== window.top) return;
        const w = window as ManagerWindow;
        w.__storyFinished = {};
        let channel: ManagerWindow["__STORYBOOK_ADDONS_CHANNEL__"];
        Object.defineProperty(window, "__STORYBOOK_ADDONS_CHANNEL__", {
          configurable: true,
          get: () => channel,
          set(value: ManagerWindow["__STORYBOOK_ADDONS_CHANNEL__"]) {
            channel = value;
            value?.on("storyFinished", ({ storyId, status }) => void (w.__storyFinished![storyId] = status));
          },
        });
      });
      const page = await context.newPage();
      let loaded = false;
      const open = async (storyId: string) => {
        if (loaded) {
          await page.evaluate((id) => delete (window as ManagerWindow).__storyFinished?.[id], storyId);
          // what the sidebar and addon-links do: the preview asks the manager to select a story
          const preview = page.frame({ name: "storybook-preview-iframe" });
          if (!preview) throw new Error("the Storybook UI has no preview iframe");
          await preview.evaluate(
            (id) =>
              (
                window as { __STORYBOOK_ADDONS_CHANNEL__?: { emit(e: string, p: unknown): void } }
              ).__STORYBOOK_ADDONS_CHANNEL__!.emit("selectStory", { storyId: id }),
            storyId,
          );
          await page.waitForURL((u) => u.searchParams.get("path") === `/story/${storyId}`);
          return;
        }
        await page.goto(panelLink(server.url, storyId));
        loaded = true;
      };
      await use({ page, open });
      await context.close();
      await server.close();
    },
    { scope: "worker" },
  ],
});

for (const story of storiesWithPlay()) {
  test(`${story.title} / ${story.name}`, async ({ ui }) => {
    const { page } = ui;
    await ui.open(story.id);
    // the story's own run is over (played, animations finished, afterEach reporters done): a state, waited for
    // as long as the test may take (the first story of a worker also boots the manager and the preview)
    const finished = await page
      .waitForFunction((id) => (window as ManagerWindow).__storyFinished?.[id], story.id, { timeout: 0 })
      .then((handle) => handle.jsonValue());
    // let the panel render what the channel told it before reading the badge
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const badge = page.locator('[aria-label^="Story status: "]');
    await expect(badge).toHaveText(/^(Pass|Fail|Bail)$/);
    const status = await badge.textContent();
    const panel =
      status === "Pass" && finished === "success"
        ? ""
        : await page.locator("#storybook-panel-root").innerText();
    const where = `${story.id} in the Storybook UI's Interactions panel:\n${panel.slice(-2000)}`;
    expect(status, where).toBe("Pass");
    expect(finished, `Storybook reported the run of ${where}`).toBe("success");
  });
}
