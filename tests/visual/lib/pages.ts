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
  /** The route module that renders it (absolute); none when the root layout alone does (a 404 without `*`). */
  routeFile?: string;
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
 * The screens of a React Router route config with their route modules: layouts are walked through; `*` (the
 * 404, captured on its own), `:params` and resource routes are skipped.
 */
export function routeScreens(
  appDir: string,
  entries: RouteEntry[],
  parent = "",
): Array<{ path: string; file?: string }> {
  const screens: Array<{ path: string; file?: string }> = [];
  for (const e of entries) {
    const own = e.path === undefined ? parent : `${parent.replace(/\/$/, "")}/${e.path.replace(/^\//, "")}`;
    const openable = !own.split("/").some((seg) => seg.startsWith(":") || seg === "*");
    const leaf = e.index || (e.path !== undefined && !e.children?.length);
    if (openable && leaf && hasScreen(appDir, e.file) && !screens.some((s) => s.path === (own || "/")))
      screens.push({ path: own || "/", file: e.file && path.resolve(appDir, e.file) });
    if (e.children?.length) screens.push(...routeScreens(appDir, e.children, own));
  }
  return screens;
}

/** The module of the catch-all (`*`) route, if the config has one. */
function notFoundFile(appDir: string, entries: RouteEntry[]): string | undefined {
  for (const e of entries) {
    if (e.path === "*" && e.file) return path.resolve(appDir, e.file);
    const inner = e.children && notFoundFile(appDir, e.children);
    if (inner) return inner;
  }
  return undefined;
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

/** The site's root layout module (rendered around every page). */
export const rootLayoutFile = () => path.join(root, "packages/site/app/root.tsx");

export async function listPages(): Promise<SitePage[]> {
  const appDir = path.join(root, "packages/site/app");
  // the route helpers of @react-router/dev resolve files against this, as its Vite plugin sets it
  (globalThis as { __reactRouterAppDirectory?: string }).__reactRouterAppDirectory = appDir;
  const mod = (await import(pathToFileURL(path.join(appDir, "routes.ts")).href)) as { default: unknown };
  const config = (await mod.default) as RouteEntry[];
  const pages = routeScreens(appDir, config)
    .filter((r, i, all) => all.findIndex((o) => o.path === r.path) === i)
    .sort((a, b) => (a.path < b.path ? -1 : 1))
    .flatMap((r) =>
      (states[r.path] ?? [{ label: r.path, path: r.path }]).map((p) => ({ ...p, routeFile: r.file })),
    );
  // unknown paths must get the not-found page whether it is a `*` route or the root error boundary
  pages.push({ label: "404", path: NOT_FOUND_PATH, routeFile: notFoundFile(appDir, config) });
  return pages;
}
