// The Storybook UI resizes its preview for a story's `viewport` global only after that story has started; the
// preview (.storybook/preview.tsx) waits for that size before it renders, so a resize never lands mid-play
// (Radix closes an open Select on resize: a play went on with a detached listbox).
import { expect } from "@playwright/test";
import { test } from "./lib/storybook-ui.ts";

interface PreviewWindow {
  __STORYBOOK_ADDONS_CHANNEL__: { on(event: string, listener: (e: { newPhase: string }) => void): void };
  __events?: string[];
}

const pairs: Array<[string, string]> = [
  ["components-select--playground", "components-select--mobile"],
  ["components-select--mobile", "components-select--playground"],
];
for (const [from, to] of pairs) {
  test(`${from} → ${to}: the preview has its size before the story renders`, async ({ ui }) => {
    await ui.open(from);
    expect(await ui.finished(from)).toBe("success");
    const preview = ui.page.frame({ name: "storybook-preview-iframe" })!;
    await preview.evaluate(() => {
      const w = window as unknown as PreviewWindow;
      const events: string[] = (w.__events = []);
      window.addEventListener("resize", () => events.push("resize"));
      w.__STORYBOOK_ADDONS_CHANNEL__.on("storyRenderPhaseChanged", ({ newPhase }) => events.push(newPhase));
    });
    await ui.open(to);
    expect(await ui.finished(to)).toBe("success");
    const events = await preview.evaluate(() => (window as unknown as PreviewWindow).__events!);
    expect(events, "the UI resized the preview for the new story").toContain("resize");
    expect(events.lastIndexOf("resize"), events.join(" → ")).toBeLessThan(events.indexOf("rendering"));
  });
}
