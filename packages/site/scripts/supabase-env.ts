// Where the built site's browser code finds Supabase Auth, decided once at build time for vite.config.ts
// (the bundle's import.meta.env) and scripts/postbuild.ts (the CSP and the session's storage key).
// Only a local build (no Netlify context, `netlify dev`'s "dev", `npm start`'s "local") defaults to the local
// stand-in, so `npm start` needs no accounts; its address and key come from @orbitag/dev-services, a
// devDependency, so nothing of it is shipped. Every deploy context needs the project's own.
import path from "node:path";
import { isThisMachine } from "@orbitag/contact/this-machine";
import { LOCAL_AUTH_URL, LOCAL_PUBLISHABLE_KEY } from "@orbitag/dev-services/config";
import { loadEnv } from "vite";

export interface SupabaseEnv {
  url: string;
  publishableKey: string;
}

export class SupabaseEnvError extends Error {
  override name = "SupabaseEnvError";
}

/**
 * The Netlify contexts that run on this machine: none (a plain `npm run build`), `netlify dev` ("dev") and
 * `npm start`'s `netlify serve --context local`. Every other one (production, deploy-preview,
 * branch-deploy, or any name Netlify adds) is a deploy that strangers open.
 */
export const LOCAL_CONTEXTS: ReadonlySet<string> = new Set(["", "dev", "local"]);

/**
 * Outside a local context both variables are required, the URL must be a public https address and the key
 * not the stand-in's, so no deploy (a preview included) can quietly point at, or allow in its CSP, the
 * visitor's own loopback port, or ship the local defaults.
 */
export function supabaseEnv(env: Record<string, string | undefined>): SupabaseEnv {
  const url = env.VITE_SUPABASE_URL?.trim() ?? "";
  const publishableKey = env.VITE_SUPABASE_PUBLISHABLE_KEY?.trim() ?? "";
  const context = env.CONTEXT?.trim() ?? "";
  if (LOCAL_CONTEXTS.has(context))
    return { url: url || LOCAL_AUTH_URL, publishableKey: publishableKey || LOCAL_PUBLISHABLE_KEY };

  const missing = [!url && "VITE_SUPABASE_URL", !publishableKey && "VITE_SUPABASE_PUBLISHABLE_KEY"];
  const names = missing.filter((name): name is string => typeof name === "string");
  if (names.length > 0)
    throw new SupabaseEnvError(
      `CONTEXT=${context} needs ${names.join(" and ")} (the Supabase project's URL and publishable key); without ${names.length > 1 ? "them" : "it"} the site would use the local auth stand-in.`,
    );
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new SupabaseEnvError(`CONTEXT=${context}: VITE_SUPABASE_URL is not a URL ("${url}").`);
  }
  if (parsed.protocol !== "https:" || isThisMachine(parsed.hostname))
    throw new SupabaseEnvError(
      `CONTEXT=${context}: VITE_SUPABASE_URL must be the project's public https address, not ${parsed.origin}.`,
    );
  // a project URL with the stand-in's key: every sign-in of the deploy would fail with "Invalid API key"
  if (publishableKey === LOCAL_PUBLISHABLE_KEY)
    throw new SupabaseEnvError(
      `CONTEXT=${context}: VITE_SUPABASE_PUBLISHABLE_KEY is the local auth stand-in's key, not the project's.`,
    );
  return { url, publishableKey };
}

export interface EnvFiles {
  /** Vite's mode: which `.env.[mode]` files count */
  mode?: string;
  /** where the `.env*` files are: Vite's default envDir, the site's root */
  envDir?: string;
}

/**
 * The variables as the build sees them: VITE_* from Vite's `.env`, `.env.local`, `.env.[mode]` and
 * `.env.[mode].local` in envDir, with `env` over them (as in Vite, the environment wins). Without a mode:
 * Vite sets NODE_ENV before it loads vite.config.ts ("development" for the dev server); postbuild runs
 * after a production build with none.
 */
export function buildEnv(
  env: Record<string, string | undefined> = process.env,
  {
    mode = env.NODE_ENV === "development" ? "development" : "production",
    envDir = path.resolve(import.meta.dirname, ".."),
  }: EnvFiles = {},
): Record<string, string | undefined> {
  return { ...loadEnv(mode, envDir, "VITE_"), ...env };
}

/** For build entry points: the settings, or one line on stderr and exit code 1. */
export function supabaseEnvOrExit(
  env: Record<string, string | undefined> = process.env,
  files: EnvFiles = {},
): SupabaseEnv {
  try {
    return supabaseEnv(buildEnv(env, files));
  } catch (error) {
    if (!(error instanceof SupabaseEnvError)) throw error;
    process.stderr.write(`Build stopped: ${error.message}\n`);
    process.exit(1);
  }
}
