// Where the built site's browser code finds Supabase Auth, decided once at build time for vite.config.ts
// (the bundle's import.meta.env) and scripts/postbuild.ts (the CSP and the session's storage key).
// Outside a production build the local stand-in is the default, so `npm start` needs no accounts; its
// address and key come from @orbitag/dev-services, a devDependency, so nothing of it is shipped.
import { LOCAL_AUTH_URL, LOCAL_PUBLISHABLE_KEY } from "@orbitag/dev-services/config";

export interface SupabaseEnv {
  url: string;
  publishableKey: string;
}

export class SupabaseEnvError extends Error {
  override name = "SupabaseEnvError";
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)$/i;

/**
 * Netlify sets CONTEXT=production for the live site: there both variables are required and the URL must be
 * a public https address, so a production build can never quietly point at (or allow, in its CSP) loopback.
 */
export function supabaseEnv(env: Record<string, string | undefined>): SupabaseEnv {
  const url = env.VITE_SUPABASE_URL?.trim() ?? "";
  const publishableKey = env.VITE_SUPABASE_PUBLISHABLE_KEY?.trim() ?? "";
  if (env.CONTEXT !== "production")
    return { url: url || LOCAL_AUTH_URL, publishableKey: publishableKey || LOCAL_PUBLISHABLE_KEY };

  const missing = [!url && "VITE_SUPABASE_URL", !publishableKey && "VITE_SUPABASE_PUBLISHABLE_KEY"];
  const names = missing.filter((name): name is string => typeof name === "string");
  if (names.length > 0)
    throw new SupabaseEnvError(
      `CONTEXT=production needs ${names.join(" and ")} (the Supabase project's URL and publishable key); without ${names.length > 1 ? "them" : "it"} the site would use the local auth stand-in.`,
    );
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new SupabaseEnvError(`CONTEXT=production: VITE_SUPABASE_URL is not a URL ("${url}").`);
  }
  if (parsed.protocol !== "https:" || LOOPBACK.test(parsed.hostname))
    throw new SupabaseEnvError(
      `CONTEXT=production: VITE_SUPABASE_URL must be the project's public https address, not ${parsed.origin}.`,
    );
  return { url, publishableKey };
}

/** For build entry points: the settings, or one line on stderr and exit code 1. */
export function supabaseEnvOrExit(env: Record<string, string | undefined> = process.env): SupabaseEnv {
  try {
    return supabaseEnv(env);
  } catch (error) {
    if (!(error instanceof SupabaseEnvError)) throw error;
    process.stderr.write(`Build stopped: ${error.message}\n`);
    process.exit(1);
  }
}
