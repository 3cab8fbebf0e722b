// JavaScript once React boots, as an anonymous visitor's browser fetches it (issue 23): every script file from
// the boot's trigger until the page is quiet, at its gzip size in the build. The build check
// (tests/budget.test.ts) counts the boot block's static imports; this counts what a boot really starts as
// well: the contact schema fetched when idle, a toast's module, anything imported on mount.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { containsSupabase, gzipSize } from "../../scripts/bench/assets.ts";
import { BUDGETS, KB } from "../../scripts/bench/budgets.ts";
import { SITE_CLIENT_DIR } from "../../scripts/bench/routes.ts";
import { hydrated, scriptRequests } from "./boot.ts";
import { SITE_PATHS } from "./pages.ts";

const read = (urlPath: string) => readFileSync(path.join(SITE_CLIENT_DIR, urlPath));
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/** Boots React the way the page's policy does for a visitor without a session; returns the scripts fetched. */
async function bootJs(page: Page, route: string): Promise<string[]> {
  const scripts = scriptRequests(page);
  await page.goto(route);
  const policy = await page.locator("body").getAttribute("data-boot-policy");
  if (policy === "interaction") await page.locator("main").getByRole("textbox").first().focus();
  else if (policy === "on-demand") {
    // plain content boots only for a session, an auth redirect or a toast left by the previous page: the toast
    // (app/boot/contract.ts NEXT_PAGE_TOAST_KEY; a page that never boots here fails on `hydrated`)
    await page.evaluate(() =>
      sessionStorage.setItem("orbitag-next-page-toast", JSON.stringify({ title: "Welcome back!" })),
    );
    await page.reload();
  }
  await hydrated(page);
  await scripts.quiet();
  return [...scripts.paths];
}

for (const route of SITE_PATHS) {
  test(`${route}: at most ${kb(BUDGETS.bootJsGzip)} of JavaScript once React boots, without supabase-js`, async ({
    page,
  }) => {
    const scripts = await bootJs(page, route);
    const sizes = scripts.map((url) => [url, gzipSize(read(url))] as const);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    const listing = sizes.map(([url, size]) => `${url} ${kb(size)}`).join(", ");
    test.info().annotations.push({ type: "boot JavaScript", description: `${kb(total)}: ${listing}` });
    expect(total, `JavaScript once React boots on ${route}: ${listing}`).toBeLessThanOrEqual(
      BUDGETS.bootJsGzip,
    );
    // supabase-js comes with a session, an auth redirect, or the sign-in form's password: none of them here
    expect(scripts.filter((url) => containsSupabase(read(url).toString("utf8")))).toEqual([]);
    // zod and the contact schema (its jitless switch) come with the contact form alone, when idle after its boot
    const schema = scripts.filter((url) => read(url).toString("utf8").includes("jitless"));
    expect(schema.length > 0, `the contact schema among ${listing}`).toBe(route === "/contact");
  });
}
