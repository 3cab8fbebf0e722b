// `npm start` builds the site before serving it (netlify.toml's [context.local]). Inside `npm test` that build
// was just made by the build check, with the end-to-end stack's variables: the test run hands on a stamp of
// it (ORBITAG_SITE_BUILT) and the serve keeps that build instead of making it again. Only the same variables
// and the same build on disk match the stamp; any other start, or anything else, builds as always.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/** The site's build folders: the publish folder, and where `npm start` sets the last build's _headers aside. */
export interface SiteDirs {
  client: string;
  aside: string;
}
export const SITE_DIRS: SiteDirs = {
  client: path.join(root, "packages/site/build/client"),
  aside: path.join(root, "packages/site/build/_headers.last"),
};

/** The variable by which `npm test` says which build it has just made. */
export const SITE_BUILT_VAR = "ORBITAG_SITE_BUILT";

/** The environment `npm start` builds in: `netlify serve --context local` sets CONTEXT (lib/netlify-cli.ts). */
export function localBuildEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, CONTEXT: "local" };
}

/**
 * A build's stamp (null: no build): the variables it depends on (the VITE_* ones Vite inlines, CONTEXT, which
 * decides whether the local auth defaults may be used, NODE_ENV, which picks Vite's .env files) and what it
 * wrote (the CSP in `headers`, which hashes every page's inline scripts, and the content-hashed asset names).
 * Variables that Netlify's CLI adds from .env files change the stamp: that build is made again.
 */
export function siteBuildStamp(
  env: NodeJS.ProcessEnv,
  dirs: SiteDirs = SITE_DIRS,
  headers = path.join(dirs.client, "_headers"),
): string | null {
  if (!existsSync(headers) || !existsSync(path.join(dirs.client, "index.html"))) return null;
  const inputs = Object.entries(env)
    .filter(([key, value]) => (key.startsWith("VITE_") || key === "CONTEXT" || key === "NODE_ENV") && value)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const assets = readdirSync(path.join(dirs.client, "assets")).sort();
  return createHash("sha256")
    .update(JSON.stringify({ inputs, assets, headers: readFileSync(headers, "utf8") }))
    .digest("hex")
    .slice(0, 16);
}

/**
 * `npm start`, before Netlify's CLI starts: it reads publish/_headers when it loads its config, i.e. before
 * the build, and would keep serving that CSP after a new build replaced it; without the file it reads the
 * fresh one after the build. So the last build's _headers is set aside, for a build that is kept.
 */
export function setHeadersAside(dirs: SiteDirs = SITE_DIRS): void {
  rmSync(dirs.aside, { force: true });
  const headers = path.join(dirs.client, "_headers");
  if (existsSync(headers)) renameSync(headers, dirs.aside);
}

/**
 * netlify.toml's build for `npm start` (scripts/build-local.ts), in the environment Netlify's CLI builds in:
 * keeps the build on disk (its _headers back in place) when it is the one the stamp in ORBITAG_SITE_BUILT
 * names, and otherwise runs `npm run build`. Returns the exit status and the line it printed.
 */
export function localBuild(
  env: NodeJS.ProcessEnv,
  {
    dirs = SITE_DIRS,
    build = () => spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status ?? 1,
  } = {},
): { status: number; line: string | null } {
  const wanted = env[SITE_BUILT_VAR];
  if (wanted && siteBuildStamp(env, dirs, dirs.aside) === wanted) {
    renameSync(dirs.aside, path.join(dirs.client, "_headers"));
    const line = "build: the site npm test has just built, with these variables, is served as it is";
    console.log(line);
    return { status: 0, line };
  }
  rmSync(dirs.aside, { force: true });
  const line = wanted ? `build: ${SITE_BUILT_VAR} names another build or other variables; building` : null;
  if (line) console.log(line);
  return { status: build(), line };
}
