// The visitor's auth state for the header and the auth page.
// supabase-js is never imported statically here: it is loaded (dynamic import) only when there is
// something to restore (a stored session, an auth redirect in the URL), when the visitor types the password
// or submits on the auth page, or when another tab signs in. Until then the state is "unknown" during
// prerender/hydration and "anonymous" after it, so the header can reserve its space and not shift when the
// session appears.
// A session comes only from this browser's own flows (url-callback.ts): a stored one, a form, or a PKCE code.
import { useCallback, useEffect, useSyncExternalStore } from "react";
import type { SupabaseClient } from "@supabase/supabase-js";
import { loadSupabase } from "./client";
import { AUTH_STORAGE_KEY } from "./config";
import { hasStoredSession } from "./storage-key";
import { toast } from "@orbitag/ui";
import { isUnexplained, OTHER_BROWSER_CODE, redirectErrorToast, unexpectedToast } from "./outcomes";
import { readAuthCallback, withoutAuthParams } from "./url-callback";

export type AuthStatus = "unknown" | "anonymous" | "signed-in";

export interface AuthSnapshot {
  status: AuthStatus;
  email: string | null;
}

const UNKNOWN: AuthSnapshot = { status: "unknown", email: null };
const ANONYMOUS: AuthSnapshot = { status: "anonymous", email: null };

/** Set before leaving for Google, so an error redirect can be titled 'Google sign in failed'. */
export const OAUTH_PENDING_KEY = "orbitag-oauth-pending";

let snapshot: AuthSnapshot = UNKNOWN;
const listeners = new Set<() => void>();
let started: Promise<SupabaseClient> | null = null;

function publish(next: AuthSnapshot): void {
  if (next.status === snapshot.status && next.email === snapshot.email) return;
  snapshot = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function takeOAuthPending(): boolean {
  try {
    const pending = window.sessionStorage.getItem(OAUTH_PENDING_KEY) !== null;
    window.sessionStorage.removeItem(OAUTH_PENDING_KEY);
    return pending;
  } catch {
    return false;
  }
}

function cleanAddressBar(): void {
  const clean = withoutAuthParams(window.location.href);
  const current = window.location.pathname + window.location.search + window.location.hash;
  if (clean !== current) window.history.replaceState(window.history.state, "", clean);
}

async function start(): Promise<SupabaseClient> {
  const callback = readAuthCallback(window.location.href);
  const fromGoogle = callback.kind === "none" ? false : takeOAuthPending();
  const kind = fromGoogle ? "google" : "signIn";
  // Only a PKCE code is for supabase-js. Everything else (errors, token fragments) leaves the address bar
  // before the client is created, so it never sees a token it could adopt.
  if (callback.kind !== "code") cleanAddressBar();

  const client = await loadSupabase();
  // Every event (INITIAL_SESSION, SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, USER_UPDATED, ...) updates the header.
  client.auth.onAuthStateChange((_event, session) => {
    publish(session ? { status: "signed-in", email: session.user.email ?? null } : ANONYMOUS);
  });

  // initialize() restores the stored session, or exchanges a PKCE ?code= with the verifier this browser kept.
  const { error } = await client.auth.initialize();
  if (callback.kind === "code") {
    // supabase-js takes the code out of the address once exchanged; one it left had no verifier here
    const exchanged = !new URL(window.location.href).searchParams.has("code");
    cleanAddressBar();
    if (error) toast(isUnexplained(error) ? unexpectedToast : redirectErrorToast(kind, error.code));
    else if (!exchanged) toast(redirectErrorToast(kind, OTHER_BROWSER_CODE));
  } else if (callback.kind === "error") {
    toast(redirectErrorToast(kind, callback.code));
  }
  // QA hook: the page's session is settled (restored, exchanged or refused)
  document.documentElement.dataset.authReady = "true";
  return client;
}

/** Load the client and follow its session (idempotent); the auth page calls it from the password's first keystroke. */
export function startAuthSession(): Promise<SupabaseClient> {
  started ??= start().catch((error: unknown) => {
    started = null;
    publish(ANONYMOUS);
    throw error;
  });
  return started;
}

function needsClientNow(): boolean {
  if (hasStoredSession(AUTH_STORAGE_KEY)) return true;
  return readAuthCallback(window.location.href).kind !== "none";
}

export function useAuthSession(): {
  status: AuthStatus;
  email: string | null;
  signOut: () => Promise<void>;
} {
  const state = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => UNKNOWN,
  );
  useEffect(() => {
    if (started) return;
    if (needsClientNow()) {
      startAuthSession().catch(() => toast(unexpectedToast));
      return;
    }
    publish(ANONYMOUS);
    // Another tab signing in writes the stored session: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY && event.newValue) {
        startAuthSession().catch(() => toast(unexpectedToast));
      }
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const signOut = useCallback(async () => {
    try {
      const client = await startAuthSession();
      const { error } = await client.auth.signOut({ scope: "global" });
      // On a network error or 5xx supabase-js keeps the stored session (the server may still hold it).
      // On a shared computer that is not signed out: the local scope clears this browser first, whatever
      // its own request to the server then meets.
      if (error) await client.auth.signOut({ scope: "local" });
    } catch {
      toast(unexpectedToast);
      return;
    }
    // spec: Sign Out returns to '/' (a page load: the prerendered page, anonymous)
    window.location.assign("/");
  }, []);

  return { status: state.status, email: state.email, signOut };
}
