// The visual suite's dark captures run axe's colour rules only: on a story re-coloured after its light run
// (`themeViolations`), or in a themed story's dark play (`a11yRules: "colour"`, .storybook/preview.tsx). A
// contrast that fails in the dark theme alone still fails its story there, a rule that cannot change with the
// theme is left to the light theme's run, and a designer who opens the dark theme in Storybook gets every rule.
import { expect, type Page, test } from "@playwright/test";
import { recolour, recordStoryFinished, storyFinished, themeViolations } from "./lib/fixtures.ts";
import { serveStorybook } from "./lib/static-storybook.ts";

const STORY = "components-button--variants";

/** Dark-theme text that all but vanishes into its button. */
const darkLowContrast = () => {
  document.addEventListener("DOMContentLoaded", () => {
    const style = document.createElement("style");
    style.textContent = `[data-theme="dark"] [data-slot="button"] { background: #111 !important; color: #222 !important; }`;
    document.head.append(style);
  });
};

/** An image without alternative text (axe's `image-alt`), the same in either theme. */
const imageWithoutAlt = () => {
  document.addEventListener("DOMContentLoaded", () => {
    const img = document.createElement("img");
    img.src = "data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==";
    img.width = img.height = 24;
    document.body.append(img);
  });
};

let server: Awaited<ReturnType<typeof serveStorybook>>;
test.beforeAll(async () => {
  server = await serveStorybook();
});
test.afterAll(async () => {
  await server.close();
});

async function run(page: Page, globals: string, defect: () => void) {
  await page.addInitScript(recordStoryFinished);
  await page.addInitScript(defect);
  await page.goto(`${server.url}/iframe.html?id=${STORY}&viewMode=story&globals=${globals}`);
  return storyFinished(page, STORY);
}

test("the dark pass's colour rules fail a contrast that fails in the dark theme only", async ({ page }) => {
  const finished = await run(page, "theme:dark;a11yRules:colour", darkLowContrast);
  expect(finished.status).toBe("error");
  expect(finished.violations.map((v) => v.split(":")[0])).toEqual(["color-contrast"]);
});

test("the dark pass leaves the rules a theme cannot change to the light theme's run", async ({ page }) => {
  const finished = await run(page, "theme:dark;a11yRules:colour", imageWithoutAlt);
  expect(finished).toMatchObject({ status: "success", violations: [] });
});

test("a designer's dark theme in Storybook runs every rule", async ({ page }) => {
  const finished = await run(page, "theme:dark", imageWithoutAlt);
  expect(finished.status).toBe("error");
  expect(finished.violations.map((v) => v.split(":")[0])).toEqual(["image-alt"]);
});

test("a story re-coloured dark after its light run fails a contrast that fails in the dark theme only", async ({
  page,
}) => {
  const light = await run(page, "theme:light;a11y.manual:!true", darkLowContrast);
  expect(light.status).toBe("success");
  await recolour(page, "dark");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect((await themeViolations(page, STORY)).map((v) => v.split(":")[0])).toEqual(["color-contrast"]);
});

test("a re-coloured story is not checked again by the rules a theme cannot change", async ({ page }) => {
  await run(page, "theme:light;a11y.manual:!true", imageWithoutAlt);
  await recolour(page, "dark");
  expect(await themeViolations(page, STORY)).toEqual([]);
});
