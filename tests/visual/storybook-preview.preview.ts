// Storybook on every deploy preview: netlify.toml's deploy-preview and branch-deploy contexts run the site's
// build and then the Storybook step; production runs the site's build alone. Checked as Netlify resolves the
// contexts (@netlify/config, what `netlify build` uses), then by running the contexts' own command on a copy of
// the production build and opening the result in Chromium, served with Netlify's header rules.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { resolveConfig } from "@netlify/config";
import { expect, test } from "@playwright/test";
import sirv from "sirv";
import { netlifyHeaderRules, type HeaderRule } from "../../scripts/bench/edge.ts";
import { root, storybookDir, tmpDir } from "./lib/paths.ts";

const siteBuild = path.join(root, "packages/site/build/client");

async function command(context: string): Promise<string> {
  const { config } = (await resolveConfig({
    context,
    cwd: root,
    repositoryRoot: root,
    packagePath: "packages/site",
    offline: true,
    mode: "buildbot",
  })) as { config: { build: { command?: string } } };
  return config.build.command ?? "";
}

/** A static server applying netlify.toml's and _headers' rules in Netlify's order (the last match wins). */
async function serve(dir: string, rules: HeaderRule[]): Promise<{ url: string; server: Server }> {
  const files = sirv(dir, { dev: true, extensions: ["html"] });
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? "/", "http://x").pathname;
    const headers = Object.assign(
      {},
      ...rules.filter((r) => r.forRegExp.test(pathname)).map((r) => r.values),
    );
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v as string);
    files(req, res, () => void res.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

test("deploy previews and branch deploys publish Storybook at /storybook/, production does not", async ({
  page,
}) => {
  const production = await command("production");
  const preview = await command("deploy-preview");
  expect(production).toBe("npm run build");
  expect(preview.startsWith(`${production} && `)).toBe(true);
  expect(await command("branch-deploy")).toBe(preview);

  // the production build (made before this run by `npm run build` / the site server) has no Storybook
  expect(existsSync(path.join(siteBuild, "index.html")), "the site's production build").toBe(true);
  expect(existsSync(path.join(siteBuild, "storybook"))).toBe(false);

  // the preview contexts' own command, after the site's build, on a copy of that build; the Storybook it
  // publishes is the one built from this source moments ago (by `npm test` or the visual-setup project: the same
  // `npm run build-storybook`), copied rather than built a second time
  mkdirSync(tmpDir, { recursive: true });
  const dir = mkdtempSync(path.join(tmpDir, "deploy-preview-"));
  const publish = path.join(dir, "publish");
  cpSync(siteBuild, publish, { recursive: true });
  const step = preview.slice(`${production} && `.length);
  expect(step).toBe("node scripts/visual/storybook-preview.ts");
  const r = spawnSync(
    `${step} --publish ${JSON.stringify(publish)} --storybook ${JSON.stringify(storybookDir)}`,
    {
      cwd: root,
      shell: true,
      encoding: "utf8",
    },
  );
  expect(r.status, `${step}:\n${r.stdout}\n${r.stderr}`).toBe(0);
  expect(existsSync(path.join(publish, "storybook/index.html"))).toBe(true);

  const rules = await netlifyHeaderRules(path.join(root, "netlify.toml"), path.join(publish, "_headers"));
  const { url, server } = await serve(publish, rules);
  const violations: string[] = [];
  page.on(
    "console",
    (m) => void (/Content Security Policy|Refused to/.test(m.text()) && violations.push(m.text())),
  );
  try {
    // the Storybook UI: sidebar, and a story rendered in its preview frame
    await page.goto(`${url}/storybook/index.html?path=/story/components-button--playground`);
    await expect(page.getByRole("button", { name: "Button", exact: true }).first()).toBeVisible();
    const preview = page.frameLocator("#storybook-preview-iframe");
    await expect(preview.locator("#storybook-root [data-slot=button]").first()).toBeVisible();
    // one story's iframe on its own
    const story = await page.goto(
      `${url}/storybook/iframe.html?id=components-badge--playground&viewMode=story`,
    );
    expect(story?.headers()["x-frame-options"]).toBe("SAMEORIGIN");
    await expect(page.locator("#storybook-root [data-slot=badge]").first()).toBeVisible();
    expect(violations).toEqual([]);
    // the site itself keeps its strict headers
    const home = await page.goto(`${url}/`);
    expect(home?.headers()["x-frame-options"]).toBe("DENY");
    expect(home?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    expect(home?.headers()["content-security-policy"]).not.toContain("unsafe-inline' 'sha256");
  } finally {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  }
});
