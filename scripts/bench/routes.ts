// The routes to measure: the site's prerender list (packages/site/react-router.config.ts) minus files and
// the 404 page, plus /auth; the built HTML files stand in should the list ever become a function. Pages
// kept out of search engines (noindex, e.g. /contact/thanks) are left out: Lighthouse's SEO score
// counts noindex as a failure, and that is the point of those pages.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "../..");
export const SITE_CLIENT_DIR = path.join(root, "packages/site/build/client");

export function pageRoutes(paths: string[]): string[] {
  const pages = paths.filter((p) => p.startsWith("/") && !path.posix.extname(p) && p !== "/404");
  return [...new Set([...pages, "/auth"])].sort((a, b) =>
    a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b),
  );
}

function builtPages(dir: string, prefix = "/"): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== "assets")
      out.push(...builtPages(path.join(dir, entry.name), `${prefix}${entry.name}/`));
    else if (entry.name === "index.html") out.push(prefix === "/" ? "/" : prefix.slice(0, -1));
  }
  return out;
}

export async function siteRoutes(): Promise<string[]> {
  const file = path.join(root, "packages/site/react-router.config.ts");
  const config = ((await import(pathToFileURL(file).href)) as { default: { prerender?: unknown } }).default;
  const list = Array.isArray(config.prerender) ? (config.prerender as string[]) : builtPages(SITE_CLIENT_DIR);
  return pageRoutes(list);
}

/** The routes whose served HTML lets search engines index them. */
export async function indexableRoutes(origin: string, routes: string[]): Promise<string[]> {
  const kept: string[] = [];
  for (const route of routes) {
    const html = await (await fetch(new URL(route, origin))).text();
    if (!/<meta name="robots" content="[^"]*noindex/.test(html)) kept.push(route);
  }
  return kept;
}
