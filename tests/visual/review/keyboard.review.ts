// The review page by keyboard alone: the documented keys move between snapshots, switch the compare modes
// and the zoom, approve, reject and approve a whole group; Tab reaches every control.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { changedPixels } from "@orbitag/visual/png";
import { fileOf, type RunResults, writeResults } from "@orbitag/visual/results";
import sharp from "sharp";
import { root } from "../lib/paths.ts";
import { sandbox } from "./sandbox.ts";

const png = (color: string, height = 120) =>
  sharp({ create: { width: 320, height, channels: 3, background: color } })
    .png()
    .toBuffer();

test("review by keyboard only", async ({ page }) => {
  const box = sandbox();
  const put = async (file: string, data: Promise<Buffer>) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await data);
  };
  const items: RunResults["items"] = [
    {
      snapshot: "stories/a--one.light.png",
      kind: "changed",
      group: "Components/A",
      label: "One · light",
      changedPixels: 38400,
    },
    {
      snapshot: "stories/a--one.dark.png",
      kind: "changed",
      group: "Components/A",
      label: "One · dark",
      changedPixels: 38400,
    },
    {
      snapshot: "stories/b--two.light.png",
      kind: "new",
      group: "Components/B",
      label: "Two · light",
      changedPixels: null,
    },
    {
      snapshot: "stories/b--two.dark.png",
      kind: "new",
      group: "Components/B",
      label: "Two · dark",
      changedPixels: null,
    },
    {
      snapshot: "site/gone.desktop.png",
      kind: "missing",
      group: "/gone",
      label: "desktop",
      changedPixels: null,
    },
  ];
  for (const item of items) {
    if (item.kind !== "new") {
      await put(path.join(box.baselines, item.snapshot), png("#ffffff"));
      await put(path.join(box.runDir, fileOf(item.snapshot, "expected")), png("#ffffff"));
      item.expected = { width: 320, height: 120 };
    }
    if (item.kind !== "missing") {
      await put(path.join(box.runDir, fileOf(item.snapshot, "actual")), png("#2563eb"));
      item.actual = { width: 320, height: 120 };
    }
    if (item.kind === "changed")
      await put(path.join(box.runDir, fileOf(item.snapshot, "diff")), png("#ff0000"));
  }
  writeResults(box.runDir, {
    finishedAt: new Date().toISOString(),
    baselineDir: path.relative(root, box.baselines),
    local: false,
    items,
    errors: [],
    complete: true,
    notCompared: [],
  });
  const server = await box.review();
  try {
    await page.goto(server.url);
    const current = () => page.locator("[aria-current=true]");
    await expect(current()).toHaveAttribute("data-snapshot", "stories/a--one.light.png");
    // the keys are documented on the page
    const keys = page.getByRole("region", { name: "Keyboard" });
    for (const text of ["next snapshot", "previous snapshot", "approve", "reject", "approve the whole group"])
      await expect(keys).toContainText(text);

    await page.keyboard.press("j");
    await expect(current()).toHaveAttribute("data-snapshot", "stories/a--one.dark.png");
    await page.keyboard.press("k");
    await expect(current()).toHaveAttribute("data-snapshot", "stories/a--one.light.png");
    await expect(page.locator("[data-slot=pixel-count]")).toHaveText("38,400 changed pixels");

    // compare modes and zoom
    for (const [key, mode, name] of [
      ["2", "slider", "Slider"],
      ["3", "overlay", "Overlay"],
      ["4", "diff", "Diff only"],
      ["1", "sideBySide", "Side by side"],
    ] as const) {
      await page.keyboard.press(key);
      await expect(page.locator(`[data-mode=${mode}]`)).toBeVisible();
      await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
    }
    await page.keyboard.press("3");
    const opacity = page.getByLabel("Opacity of this run over the baseline");
    await opacity.focus();
    await page.keyboard.press("ArrowRight");
    await expect(opacity).toHaveValue("51");
    await expect(page.locator("[data-slot=overlay-top]")).toHaveCSS("opacity", "0.51");
    await page.keyboard.press("z");
    await expect(page.locator("[data-zoom=actual]")).toBeVisible();
    await expect(page.locator("[data-slot=capture]").first()).toHaveJSProperty("clientWidth", 320);

    // a: approve and go on; r: reject and go on; Shift+A: the whole group
    await page.keyboard.press("a");
    await expect(page.locator('[data-snapshot="stories/a--one.light.png"] [data-decision]')).toHaveText(
      "approved",
    );
    await expect(current()).toHaveAttribute("data-snapshot", "stories/a--one.dark.png");
    await page.keyboard.press("r");
    await expect(page.locator('[data-snapshot="stories/a--one.dark.png"] [data-decision]')).toHaveText(
      "rejected",
    );
    await expect(current()).toHaveAttribute("data-snapshot", "stories/b--two.light.png");
    // the reject's toast is a dismissable layer too: once it shows, the dialog below opens above it, and Escape
    // closes the topmost layer (on a busy machine the toast could mount after the dialog and take the Escape)
    await expect(page.locator('[data-slot="toast"]').filter({ hasText: "Rejected" })).toBeVisible();
    // Shift+A asks first (the whole group is written): the dialog has the keyboard, Cancel focused first
    await page.keyboard.press("Shift+A");
    const confirm = page.getByRole("alertdialog", { name: "Approve every snapshot of Components/B?" });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("j"); // the page's keys are off while the dialog is open
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();
    await expect(current()).toHaveAttribute("data-snapshot", "stories/b--two.light.png");
    await expect(page.locator('[data-snapshot="stories/b--two.dark.png"] [data-decision]')).toHaveText(
      "to review",
    );
    await page.keyboard.press("Shift+A");
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(confirm.getByRole("button", { name: "Approve 2" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(confirm).toBeHidden();
    await expect(page.locator('[data-snapshot="stories/b--two.dark.png"] [data-decision]')).toHaveText(
      "approved",
    );
    await expect(current()).toHaveAttribute("data-snapshot", "site/gone.desktop.png");

    // Tab reaches the buttons too: approve the missing one with Tab + Enter
    const approve = page.getByRole("button", { name: "Approve", exact: true });
    for (let i = 0; i < 40 && !(await approve.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press("Tab");
    await expect(approve).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator('[data-snapshot="site/gone.desktop.png"] [data-decision]')).toHaveText(
      "approved",
    );

    await expect(page.getByRole("progressbar", { name: "Reviewed" })).toHaveAttribute("aria-valuenow", "5");
    const rows = page.getByRole("table", { name: "Files to commit" }).locator("tbody tr");
    await expect(rows).toHaveCount(4);
    await expect(page.getByRole("region", { name: "Files to commit" }).locator("pre")).toContainText(
      "git add --",
    );
  } finally {
    await server.close();
  }
  const at = (s: string) => path.join(box.baselines, s);
  expect(await changedPixels(readFileSync(at("stories/a--one.light.png")), await png("#2563eb"))).toBe(0);
  expect(readFileSync(at("stories/a--one.dark.png"))).toEqual(await png("#ffffff"));
  expect(existsSync(at("stories/b--two.light.png")) && existsSync(at("stories/b--two.dark.png"))).toBe(true);
  expect(existsSync(at("site/gone.desktop.png"))).toBe(false);
  box.remove();
});
