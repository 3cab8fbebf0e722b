// The built Storybook's own UI (manager + preview iframe), one per worker, for the storybook-ui project.
import { test as base, type Page } from "@playwright/test";
import { serveStorybook } from "./static-storybook.ts";

/** What the manager heard on Storybook's channel: `storyFinished` per story id ("success" or "error"). */
export interface ManagerWindow {
  __STORYBOOK_ADDONS_CHANNEL__?: {
    on(event: string, listener: (payload: { storyId: string; status: string }) => void): void;
  };
  __storyFinished?: Record<string, string>;
}

export interface StorybookUi {
  page: Page;
  /**
   * Opens a story: the first by its link, every next one through Storybook's own story selection; `fresh`: by its
   * link again, in a new manager and preview that have loaded no story file yet.
   */
  open(storyId: string, options?: { fresh?: boolean }): Promise<void>;
  /**
   * How Storybook says the opened story's run ended ("success" or "error"), once it has (played, animations
   * finished, afterEach reporters done): a state, waited for as long as the test may take (the first story of a
   * worker also boots the manager and the preview).
   */
  finished(storyId: string): Promise<string>;
}

const panelLink = (url: string, id: string) =>
  `${url}/?path=/story/${id}&nav=false&addonPanel=storybook/interactions/panel&globals=a11y.manual:!true`;

export const test = base.extend<object, { ui: StorybookUi }>({
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
      const open: StorybookUi["open"] = async (storyId, { fresh = false } = {}) => {
        if (loaded && !fresh) {
          await page.evaluate((id) => delete (window as ManagerWindow).__storyFinished?.[id], storyId);
          // what the sidebar and addon-links do: the preview asks the manager to select a story; the story already
          // shown (the same story twice in a row in one worker) would not run again, so it is remounted, as the
          // toolbar's "Reload story" does
          const again = new URL(page.url()).searchParams.get("path") === `/story/${storyId}`;
          const preview = page.frame({ name: "storybook-preview-iframe" });
          if (!preview) throw new Error("the Storybook UI has no preview iframe");
          await preview.evaluate(
            ({ id, again }) =>
              (
                window as { __STORYBOOK_ADDONS_CHANNEL__?: { emit(e: string, p: unknown): void } }
              ).__STORYBOOK_ADDONS_CHANNEL__!.emit(again ? "forceRemount" : "selectStory", { storyId: id }),
            { id: storyId, again },
          );
          await page.waitForURL((u) => u.searchParams.get("path") === `/story/${storyId}`);
          return;
        }
        await page.goto(panelLink(server.url, storyId));
        loaded = true;
      };
      const finished = (storyId: string) =>
        page
          .waitForFunction((id) => (window as ManagerWindow).__storyFinished?.[id] ?? false, storyId, {
            timeout: 0,
          })
          .then((handle) => handle.jsonValue() as Promise<string>);
      await use({ page, open, finished });
      await context.close();
      await server.close();
    },
    { scope: "worker" },
  ],
});
