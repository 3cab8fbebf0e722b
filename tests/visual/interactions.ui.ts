// Every story with a play function, opened in the built Storybook's own UI (manager + preview iframe) the way
// a designer works: Chromium with motion on, the default globals (light theme), one Storybook per worker in
// which each next story is selected as the sidebar selects it (no reload). Fails when the Interactions panel
// shows anything but PASS, or when Storybook itself reports the story's run as failed (play function or an
// unhandled error), so what designers see is what CI checks. Axe is switched to manual here (the a11y global):
// the storybook Vitest project and the visual suite's dark pass run the same axe checks on every story, and
// running it again per story in the UI cost about 40 % of this project's time. The sidebar is hidden
// (`nav=false`): it plays no part in a story's run, yet re-rendering its tree of every story on each status
// update was a fifth of this project's CPU (44 stories: 29.4 s with it, 22.9 s without).
import { expect } from "@playwright/test";
import { test } from "./lib/storybook-ui.ts";
import { storySelected } from "./lib/snapshots.ts";
import { storiesWithPlay } from "./lib/stories.ts";

// every story with a play function (a `--changed` run: those the change reaches)
for (const story of storiesWithPlay().filter((s) => storySelected(s.id))) {
  test(`${story.title} / ${story.name}`, async ({ ui }) => {
    const { page } = ui;
    await ui.open(story.id);
    const finished = await ui.finished(story.id);
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
