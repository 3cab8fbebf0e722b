// Designers click around while plays run: a story left in the middle of its play (the Asset register's
// Playground, a 20-30 s play) must neither act on nor report over the story opened next, which renders and
// passes its own play. Storybook cannot stop a play; it reloads the preview only when it finds the play still
// running once the next story has loaded. A play that failed meanwhile (the preview is hidden while the next story
// loads) left its story's run going on beside the next story: waiting for animations, axe on the canvas, its last
// render phases, which the Interactions panel took for the next story's ("Bail" where that story had passed).
import { expect } from "@playwright/test";
import { test } from "./lib/storybook-ui.ts";

const LONG = "screens-asset-register--playground";

/** Every render phase the manager hears of, as "<story id> <phase>", from the start of each test. */
interface PhaseLog {
  __STORYBOOK_ADDONS_CHANNEL__?: {
    on(event: string, listener: (e: { storyId: string; newPhase: string }) => void): void;
  };
  __phases?: string[];
  __phasesHeard?: boolean;
  /** Loads of the preview iframe since the story left behind started. */
  __previewLoads?: number;
  /** The preview's document is being replaced (its `beforeunload`): a load is on its way. */
  __previewLeaving?: boolean;
}

/** Next stories: one in the same file, one in a file of its own (with its built chunk, loaded when first opened). */
const nextStories: Array<{ id: string; file?: RegExp }> = [
  { id: "screens-asset-register--sort-and-select" },
  { id: "components-button--playground", file: /\/assets\/button\.stories-[^/]+\.js$/ },
];

for (const { id: next, file } of nextStories) {
  test(`story switch: ${next} opened while the Asset register Playground plays`, async ({ ui }) => {
    const { page } = ui;
    // a preview that has not loaded the next story's file yet (this worker may have opened it before)
    await ui.open(LONG, { fresh: Boolean(file) });
    await page.evaluate(() => {
      const w = window as PhaseLog;
      w.__phases = [];
      if (w.__phasesHeard) return;
      w.__phasesHeard = true;
      w.__STORYBOOK_ADDONS_CHANNEL__!.on("storyRenderPhaseChanged", ({ storyId, newPhase }) =>
        w.__phases!.push(`${storyId} ${newPhase}`),
      );
    });
    const badge = page.locator('[aria-label^="Story status: "]');
    await expect(badge).toHaveText("Runs");
    // the play is under way: its "Add asset" dialog is open
    await page
      .frame({ name: "storybook-preview-iframe" })!
      .waitForSelector('[role="dialog"][data-state="open"]');
    // the next story's file is held back until the story left behind is gone with its document (the preview
    // reloaded) or its run has ended: a file that arrives late (a first visit to `storybook dev` compiles it)
    // left the old run to fail on the hidden preview and Storybook, finding no play running, kept the document
    // with that run going on beside the next story. A state either way, however long a busy machine takes.
    await page.evaluate(() => {
      const w = window as PhaseLog;
      w.__previewLoads = 0;
      w.__previewLeaving = false;
      document
        .querySelector("#storybook-preview-iframe")!
        .addEventListener("load", () => void (w.__previewLoads! += 1));
    });
    let gate: Promise<string> | undefined;
    if (file)
      await page.route(file, async (route) => {
        gate ??= page
          .waitForFunction(
            (long) => {
              const w = window as PhaseLog;
              if (w.__previewLoads! > 0) return "reloaded";
              // a reload on its way ends the wait with its load, whatever the run left behind reports as the
              // old document goes (its play failing on the hidden preview, seen once on a busy machine)
              if (w.__previewLeaving) return undefined;
              return w.__phases!.find((p) =>
                ["errored", "aborted", "completed", "finished"].some((end) => p === `${long} ${end}`),
              );
            },
            LONG,
            { timeout: 0, polling: 10 },
          )
          .then((handle) => handle.jsonValue() as Promise<string>);
        await gate.catch(() => {}); // the page went with the test: nothing left to hold back
        await route.continue().catch(() => {}); // asked by a document since replaced
      });
    // a mark on the preview's document: gone once the preview has been loaded afresh; and its going, told to
    // the manager as it starts
    await page.frame({ name: "storybook-preview-iframe" })!.evaluate(() => {
      (window as { __leftBehind?: boolean }).__leftBehind = true;
      window.addEventListener(
        "beforeunload",
        () => void ((window.parent as PhaseLog).__previewLeaving = true),
      );
    });
    // held back until the next story has run: the preview asks for its file only after the selection
    let finished: string;
    try {
      await ui.open(next);
      finished = await ui.finished(next);
    } finally {
      if (file) await page.unroute(file);
    }
    // as interactions.ui.ts reads it: the panel once it has rendered what the channel told it
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    // the file was held back (asked for after the selection), until the story left behind went
    if (file) expect(await gate, "what ended the wait for the next story's file").toBe("reloaded");
    const phases = await page.evaluate(() => (window as PhaseLog).__phases!);
    const status = await badge.textContent();
    const panel = await page.locator("#storybook-panel-root").innerText();
    const where = `${next} after ${LONG} was left, in the Interactions panel:\n${panel.slice(-2000)}`;
    expect(status, where).toBe("Pass");
    expect(finished, `Storybook reported the run of ${where}`).toBe("success");
    const shown = await page.frame({ name: "storybook-preview-iframe" })!.evaluate(() => ({
      mode: [...document.body.classList].filter((c) => c.startsWith("sb-show-")),
      rendered: (document.querySelector("#storybook-root")?.childElementCount ?? 0) > 0,
      story: new URLSearchParams(location.search).get("id"),
      // the story left behind went with its document: its run can no longer act or report (a state, where
      // waiting a few seconds for phases that must not come could only pass)
      leftBehind: "__leftBehind" in window,
    }));
    expect(shown, `the preview once ${next} has run`).toEqual({
      mode: ["sb-show-main"],
      rendered: true,
      story: next,
      leftBehind: false,
    });
    // nothing of the story left behind once the next one has rendered
    const since = phases.lastIndexOf(`${next} rendering`);
    expect(since, phases.join("\n")).toBeGreaterThanOrEqual(0);
    expect(
      phases.slice(since).filter((p) => p.startsWith(`${LONG} `)),
      `render phases the manager heard:\n${phases.join("\n")}`,
    ).toEqual([]);
  });
}
