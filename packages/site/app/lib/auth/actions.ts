// The auth page's actions over a supabase-js client. Each returns what to tell the visitor and
// whether it succeeded; nothing here throws, so the page can always leave its busy state.
import type { SupabaseClient } from "@supabase/supabase-js";
import {
  errorToast,
  failureToast,
  signedInToast,
  signedUpToast,
  unexpectedToast,
  type ToastSpec,
} from "./outcomes";

export interface ActionResult {
  ok: boolean;
  toast: ToastSpec | null;
  /** the visitor is signed in now (a sign-in, or a sign-up that needed no confirmation): they go on to '/' */
  signedIn?: true;
}

export interface Credentials {
  email: string;
  password: string;
}

export async function signInWithEmail(
  client: SupabaseClient,
  { email, password }: Credentials,
): Promise<ActionResult> {
  try {
    const { error } = await client.auth.signInWithPassword({ email, password });
    if (error) return { ok: false, toast: errorToast("signIn", error) };
    return { ok: true, toast: signedInToast, signedIn: true };
  } catch {
    return { ok: false, toast: unexpectedToast };
  }
}

export async function signUpWithEmail(
  client: SupabaseClient,
  { email, password, fullName }: Credentials & { fullName: string },
  origin: string,
): Promise<ActionResult> {
  try {
    const { data, error } = await client.auth.signUp({
      email,
      password,
      // the confirmation link comes back to the site, which exchanges its code for a session
      options: { data: { full_name: fullName }, emailRedirectTo: `${origin}/` },
    });
    if (error) return { ok: false, toast: errorToast("signUp", error) };
    return data.session
      ? { ok: true, toast: signedUpToast, signedIn: true }
      : { ok: true, toast: signedUpToast };
  } catch {
    return { ok: false, toast: unexpectedToast };
  }
}

export interface ServiceAddress {
  supabaseUrl: string;
  publishableKey: string;
}

/**
 * Starts the Google redirect. With `skipBrowserRedirect` the caller navigates, so tests can
 * inspect the URL; on success the page is left and there is nothing to tell.
 */
export async function startGoogleSignIn(
  client: SupabaseClient,
  origin: string,
  service: ServiceAddress,
  navigate: (url: string) => void,
): Promise<ActionResult> {
  try {
    // Leaving for a service that is down would strand the visitor on a browser error page.
    const reachable = await serviceAnswers(service);
    if (!reachable) return { ok: false, toast: failureToast("google", unexpectedToast.description ?? "") };
    const { data, error } = await client.auth.signInWithOAuth({
      provider: "google",
      options: { redirectTo: `${origin}/`, skipBrowserRedirect: true },
    });
    if (error) return { ok: false, toast: errorToast("google", error) };
    navigate(data.url);
    return { ok: true, toast: null };
  } catch {
    return { ok: false, toast: unexpectedToast };
  }
}

async function serviceAnswers({ supabaseUrl, publishableKey }: ServiceAddress): Promise<boolean> {
  try {
    // `settings` is the cheapest call behind the same gateway as the redirect
    const response = await fetch(`${supabaseUrl}/auth/v1/settings`, { headers: { apikey: publishableKey } });
    return response.ok;
  } catch {
    return false;
  }
}
