// `npm start` builds the site before serving it (netlify.toml's [context.local]). Inside `npm test` that build
// was just made by the build check, with the end-to-end stack's variables: the test run hands its
// fingerprint on (ORBITAG_SITE_BUILT) and the serve reuses that build instead of making it again. Only the
// same variables reuse it; any other start, or a missing build, builds as always.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
export const SITE_CLIENT_DIR = path.join(root, "packages/site/build/client");

/** The variable by which `npm test` says which build it has just made. */
export const SITE_BUILT_VAR = "ORBITAG_SITE_BUILT";

/**
 * What a build depends on beside the checkout: the VITE_* variables Vite inlines into the pages and CONTEXT,
 * which decides whether the local auth defaults may be used (packages/site/scripts/supabase-env.ts).
 */
export function siteBuildFingerprint(env: NodeJS.ProcessEnv): string {
  const inputs = Object.entries(env)
    .filter(([key, value]) => (key.startsWith("VITE_") || key === "CONTEXT") && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash("sha256").update(JSON.stringify(inputs)).digest("hex").slice(0, 16);
}

/** The environment `npm start` builds in: `netlify serve --context local` sets CONTEXT (lib/netlify-cli.ts). */
export function localBuildEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, CONTEXT: "local" };
}

/** True when the build on disk is the one `npm test` made with exactly this environment's variables. */
export function reusableSiteBuild(env: NodeJS.ProcessEnv): boolean {
  return (
    env[SITE_BUILT_VAR] === siteBuildFingerprint(env) &&
    existsSync(path.join(SITE_CLIENT_DIR, "index.html")) &&
    existsSync(path.join(SITE_CLIENT_DIR, "_headers"))
  );
}
