// The one supabase-js client of the page. It is loaded with a dynamic import() only, so the
// library stays out of the JavaScript the landing page needs to render and hydrate.
import type { SupabaseClient } from "@supabase/supabase-js";
import { SUPABASE_PUBLISHABLE_KEY, SUPABASE_URL } from "./config";

let clientPromise: Promise<SupabaseClient> | null = null;

export function loadSupabase(): Promise<SupabaseClient> {
  clientPromise ??= import("@supabase/supabase-js").then(({ createClient }) =>
    createClient(SUPABASE_URL, SUPABASE_PUBLISHABLE_KEY, {
      auth: {
        flowType: "pkce",
        persistSession: true,
        autoRefreshToken: true,
        // PKCE: the client exchanges a ?code= only with the verifier it stored when this browser started the
        // flow. A token fragment is never a session (url-callback.ts), so implicit detection is off.
        detectSessionInUrl: () => false,
      },
    }),
  );
  return clientPromise;
}
