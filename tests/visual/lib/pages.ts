// Every page of the site, read from its route table (packages/site/app/routes.ts), so a new route is
// snapshotted without editing a list.
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Page } from "@playwright/test";
import { root } from "./paths.ts";

export interface SitePage {
  /** Test title and snapshot name, e.g. "/auth sign-up". */
  label: string;
  /** URL path to open. */
  path: string;
  /** Brings the page into the state to capture (e.g. the sign-up mode of /auth). */
  prepare?: (page: Page) => Promise<void>;
}

interface RouteEntry {
  path?: string;
  file?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Any path the site does not know: it must render the not-found page. */
export const NOT_FOUND_PATH = "/visual-regression-unknown-page";

/** A route module without a default export is a resource route (sitemap.xml, robots.txt...): no screen. */
function hasScreen(appDir: string, file: string | undefined): boolean {
  if (!file) return true;
  const source = readFileSync(path.resolve(appDir, file), "utf8");
  return /export\s+default\b|export\s*\{[^}]*\bdefault\b/.test(source);
}

/**
 * Paths of the screens in a React Router route config: layouts are walked through; `*` (the 404, captured
 * on its own), `:params` and resource routes are skipped.
 */
export function routePaths(appDir: string, entries: RouteEntry[], parent = ""): string[] {
  const paths: string[] = [];
  for (const e of entries) {
    const own = e.path === undefined ? parent : `${parent.replace(/\/$/, "")}/${e.path.replace(/^\//, "")}`;
    const openable = !own.split("/").some((seg) => seg.startsWith(":") || seg === "*");
    const leaf = e.index || (e.path !== undefined && !e.children?.length);
    if (openable && leaf && hasScreen(appDir, e.file)) paths.push(own || "/");
    if (e.children?.length) paths.push(...routePaths(appDir, e.children, own));
  }
  return [...new Set(paths)];
}

/** Screens of one route that need a visitor's action to reach; keyed by route path. */
const states: Record<string, SitePage[]> = {
  "/auth": [
    { label: "/auth sign-in", path: "/auth" },
    {
      label: "/auth sign-up",
      path: "/auth",
      // the toggle a visitor uses; sign-up mode is the one with the Full Name field
      prepare: async (page) => {
        const toggle = page
          .getByRole("button", { name: /sign up|create (an )?account/i })
          .or(page.getByRole("tab", { name: /sign up/i }))
          .or(page.getByRole("link", { name: /sign up/i }));
        await toggle.first().click();
        await page.getByLabel(/full name/i).waitFor({ state: "visible" });
      },
    },
  ],
};

export async function listPages(): Promise<SitePage[]> {
  const appDir = path.join(root, "packages/site/app");
  // the route helpers of @react-router/dev resolve files against this, as its Vite plugin sets it
  (globalThis as { __reactRouterAppDirectory?: string }).__reactRouterAppDirectory = appDir;
  const mod = (await import(pathToFileURL(path.join(appDir, "routes.ts")).href)) as { default: unknown };
  const config = (await mod.default) as RouteEntry[];
  const pages = routePaths(appDir, config)
    .sort()
    .flatMap((p) => states[p] ?? [{ label: p, path: p }]);
  // unknown paths must get the not-found page whether it is a `*` route or the root error boundary
  pages.push({ label: "404", path: NOT_FOUND_PATH });
  return pages;
}
