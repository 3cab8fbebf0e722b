// Byte accounting shared by the benchmark and the guard test: gzip sizes, the static-import closure of a
// prerendered page's scripts, the supabase-js fingerprint, and the zero-JS copy of a page.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { constants, gzipSync } from "node:zlib";

/** gzip at zlib's default level (6), as Vite's build report and most CDNs do. */
export function gzipSize(body: Buffer | string): number {
  return gzipSync(body, { level: constants.Z_DEFAULT_COMPRESSION }).length;
}

// Strings that survive minification of supabase-js: its X-Client-Info header value and auth-js's storage
// key and client class (which it names in its debug log lines).
const SUPABASE_MARKERS = ["supabase-js/", "supabase.auth.token", "GoTrueClient"];

export function containsSupabase(code: string): boolean {
  return SUPABASE_MARKERS.some((m) => code.includes(m));
}

/**
 * The page with every script removed (HTML + CSS only): <script> elements of any type and
 * <link rel="modulepreload">, so the browser fetches no JavaScript at all.
 */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, "");
}

export interface PageAssets {
  html: string;
  css: string[];
  js: string[];
}

const attr = (tag: string, name: string) => new RegExp(`\\b${name}=["']([^"']+)["']`, "i").exec(tag)?.[1];

/** Static `import … from "x"`, `import "x"` and `export … from "x"` specifiers; dynamic import() is lazy and excluded. */
export function staticImports(code: string): string[] {
  const out: string[] = [];
  const re = /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g;
  for (const m of code.matchAll(re)) out.push(m[1]!);
  return out;
}

/**
 * The CSS and JavaScript files a prerendered page loads before any interaction, read from the build:
 * stylesheets, module scripts, modulepreloads, the imports of inline module scripts, and the static-import
 * closure of all of them — outside <template> elements, whose content the parser never runs, unless
 * `booted`. Paths are URL paths ("/assets/x.js"), resolved against `clientDir`.
 */
export function pageAssets(
  clientDir: string,
  htmlFile: string,
  {
    booted = false,
  }: {
    /** count the deferred boot block too, as for a visitor whose page boots React */ booted?: boolean;
  } = {},
): PageAssets {
  const html = readFileSync(htmlFile, "utf8");
  // <template> content is inert: what it holds loads only if a script inserts it (the site's deferred boot)
  const live = booted
    ? html.replace(/<\/?template\b[^>]*>/gi, "")
    : html.replace(/<template\b[^>]*>[\s\S]*?<\/template\s*>/gi, "");
  const css = new Set<string>();
  const queue: string[] = [];
  for (const [tag] of live.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, "rel")?.toLowerCase();
    const href = attr(tag, "href");
    if (!href) continue;
    if (rel === "stylesheet") css.add(href);
    if (rel === "modulepreload") queue.push(href);
  }
  for (const m of live.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const src = attr(m[1]!, "src");
    if (src) queue.push(src);
    else if (/type=["']?module/i.test(m[1]!)) queue.push(...staticImports(m[2]!));
    // dynamic import() in an inline module script runs at load too (React Router's hydration bootstrap)
    if (!src && /type=["']?module/i.test(m[1]!))
      for (const d of m[2]!.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) queue.push(d[1]!);
  }
  const js = new Set<string>();
  while (queue.length > 0) {
    const url = new URL(queue.shift()!, "http://site/").pathname;
    if (js.has(url) || !url.endsWith(".js")) continue;
    const file = path.join(clientDir, url);
    if (!existsSync(file)) throw new Error(`${htmlFile} loads ${url}, which is not in ${clientDir}`);
    js.add(url);
    for (const spec of staticImports(readFileSync(file, "utf8")))
      queue.push(new URL(spec, `http://site${url}`).pathname);
  }
  return { html, css: [...css], js: [...js] };
}
