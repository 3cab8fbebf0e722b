// JavaScript once React boots (issue 23), as the bench counts it: scripts/bench/boot-js.ts holds the one
// definition (every script file from the navigation through the boot the page's policy allows an anonymous
// visitor until the page is quiet, the contact schema fetched when idle and a toast's module included), here
// at its gzip size in the build. The build check (tests/budget.test.ts) counts the boot block's static imports.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { containsSupabase } from "../../scripts/bench/assets.ts";
import { bootJsSize, bootScripts } from "../../scripts/bench/boot-js.ts";
import { BUDGETS, KB } from "../../scripts/bench/budgets.ts";
import { SITE_CLIENT_DIR } from "../../scripts/bench/routes.ts";
import { PATIENCE } from "../patience.ts";
import { SITE_PATHS } from "./pages.ts";

const read = (urlPath: string) => readFileSync(path.join(SITE_CLIENT_DIR, urlPath));
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

for (const route of SITE_PATHS) {
  test(`${route}: at most ${kb(BUDGETS.bootJsGzip)} of JavaScript once React boots, without supabase-js`, async ({
    page,
  }) => {
    const scripts = await bootScripts(page, route, { timeout: PATIENCE.state });
    const { gzip: total, files } = await bootJsSize(scripts, read);
    const listing = files.map(({ url, gzip }) => `${url} ${kb(gzip)}`).join(", ");
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
