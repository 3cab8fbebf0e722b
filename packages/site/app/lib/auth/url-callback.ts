// What an auth redirect left in the address bar, and the address without it.
// The site completes only flows this browser started: a PKCE `?code=` (supabase-js exchanges it with the
// verifier it kept in this browser's localStorage) or an error redirect, read by its code alone.
// Token fragments (`#access_token=...`, the implicit flow) are never adopted: anyone can mail a link that
// carries the tokens of an account they control (login CSRF). Like every other auth parameter they are
// only removed from the address bar.
export type AuthCallback =
  | { kind: "none" }
  | { kind: "code" }
  /** `code` is GoTrue's error code, a lookup key only: the redirect's own text is never shown */
  | { kind: "error"; code: string }
  /** auth parameters the site does not act on (token fragments, with or without a token): removed, nothing else */
  | { kind: "ignored" };

const ERROR_PARAMS = ["error", "error_code", "error_description"];
const FLOW_PARAMS = ["sb_flow_id"];
/**
 * GoTrue's PKCE auth codes are UUIDs (a v4 per flow state): any other `?code=` (a campaign's, a referral's)
 * belongs to someone else and stays where it is, with no sign-in attempted.
 */
const AUTH_CODE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function authCode(url: URL): boolean {
  const code = url.searchParams.get("code");
  return code !== null && AUTH_CODE.test(code);
}
const TOKEN_PARAMS = [
  "access_token",
  "refresh_token",
  "expires_at",
  "expires_in",
  "token_type",
  "type",
  "provider_token",
  "provider_refresh_token",
];

function fragmentParams(url: URL): URLSearchParams {
  return new URLSearchParams(url.hash.startsWith("#") ? url.hash.slice(1) : url.hash);
}

export function readAuthCallback(href: string): AuthCallback {
  const url = new URL(href);
  const fragment = fragmentParams(url);
  // errors arrive in the query (PKCE), the fragment (implicit) or both
  for (const params of [url.searchParams, fragment]) {
    if (ERROR_PARAMS.some((name) => params.has(name)))
      return { kind: "error", code: params.get("error_code") || params.get("error") || "unexpected_failure" };
  }
  if (authCode(url)) return { kind: "code" };
  // any key withoutAuthParams removes (a token-less #provider_token=..., a stray sb_flow_id): the session
  // cleans the address only when this is not "none"
  if (
    TOKEN_PARAMS.some((name) => fragment.has(name)) ||
    FLOW_PARAMS.some((name) => url.searchParams.has(name))
  )
    return { kind: "ignored" };
  return { kind: "none" };
}

/** The address with every auth parameter removed, so no token or code stays in the bar or history. */
export function withoutAuthParams(href: string): string {
  const url = new URL(href);
  if (authCode(url)) url.searchParams.delete("code");
  for (const name of [...ERROR_PARAMS, ...FLOW_PARAMS]) url.searchParams.delete(name);
  const fragment = fragmentParams(url);
  const authKeys = [...ERROR_PARAMS, ...TOKEN_PARAMS].filter((name) => fragment.has(name));
  // an ordinary anchor (#pricing) is left exactly as it was
  if (authKeys.length > 0) {
    for (const name of authKeys) fragment.delete(name);
    url.hash = fragment.size > 0 ? fragment.toString() : "";
  }
  return url.pathname + url.search + url.hash;
}
