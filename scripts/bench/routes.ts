// The routes to measure: the site's prerender list (packages/site/react-router.config.ts) minus files, plus
// /auth, with the not-found page measured where visitors meet it (a path the site does not know); the built
// HTML files stand in should the list ever become a function. Pages kept out of search engines (noindex:
// /contact/thanks, /auth/javascript-required, the 404 page) are measured like the others; only their SEO
// score is not budgeted (scripts/bench/budgets.ts).
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "../..");
export const SITE_CLIENT_DIR = path.join(root, "packages/site/build/client");

/**
 * The not-found page as a visitor gets it: a path the site does not know, which Netlify answers with the
 * prerendered 404.html and status 404 (not the prerendered /404 page's own URL).
 */
export const NOT_FOUND_ROUTE = "/no/such/page";

/** what the not-found page logs by design (packages/site/app/config/site.ts messages.notFound.consoleLog) */
const NOT_FOUND_CONSOLE_LOG = "404 Error: User attempted to access non-existent route:";

/**
 * The console errors the not-found page cannot avoid: Chromium's own for the document's 404 status, and the
 * attempted path, which the spec has the page log (packages/site/app/routes/not-found.tsx). Lighthouse's
 * best-practices score fails any console error; the bench takes these two alone as expected (lighthouse.ts).
 */
export function notFoundPageLogs(
  error: { source: string; description: string; url: string | undefined },
  documentUrl: string,
): boolean {
  if (error.url !== documentUrl) return false;
  if (error.source === "network") return /status of 404\b/.test(error.description);
  return (
    error.source === "console.error" &&
    error.description === `${NOT_FOUND_CONSOLE_LOG} ${new URL(documentUrl).pathname}`
  );
}

export function pageRoutes(paths: string[]): string[] {
  const pages = paths.filter((p) => p.startsWith("/") && !path.posix.extname(p) && p !== "/404");
  // "/" first, the not-found page last
  const rank = (p: string) => (p === "/" ? 0 : p === NOT_FOUND_ROUTE ? 2 : 1);
  return [...new Set([...pages, "/auth", NOT_FOUND_ROUTE])].sort(
    (a, b) => rank(a) - rank(b) || a.localeCompare(b),
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

/** The HTML keeps the page out of search engines (`<meta name="robots" content="noindex">`). */
export const isNoindex = (html: string) => /<meta name="robots" content="[^"]*noindex/i.test(html);

/** The routes whose served HTML keeps them out of search engines. */
export async function noindexRoutes(origin: string, routes: string[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (const route of routes)
    if (isNoindex(await (await fetch(new URL(route, origin))).text())) out.add(route);
  return out;
}
