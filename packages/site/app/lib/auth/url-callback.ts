// What an auth redirect left in the address bar, and the address without it. The service returns
// to the site with `?code=` (PKCE), `#access_token=...` (implicit) or `?error=...` (either flow).
export type AuthCallback =
  | { kind: "none" }
  | { kind: "code" }
  | { kind: "implicit"; accessToken: string; refreshToken: string }
  | { kind: "error"; code: string; description: string };

const ERROR_PARAMS = ["error", "error_code", "error_description"];
const CODE_PARAMS = ["code", "sb_flow_id"];
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
  // errors arrive in the query (PKCE) or in the fragment (implicit)
  for (const params of [url.searchParams, fragment]) {
    if (params.has("error") || params.has("error_code") || params.has("error_description")) {
      return {
        kind: "error",
        code: params.get("error_code") ?? params.get("error") ?? "unexpected_failure",
        description: params.get("error_description") ?? params.get("error") ?? "",
      };
    }
  }
  const accessToken = fragment.get("access_token");
  const refreshToken = fragment.get("refresh_token");
  if (accessToken && refreshToken) return { kind: "implicit", accessToken, refreshToken };
  if (url.searchParams.has("code")) return { kind: "code" };
  return { kind: "none" };
}

/** The address with every auth parameter removed, so no token or code stays in the bar or history. */
export function withoutAuthParams(href: string): string {
  const url = new URL(href);
  for (const name of [...ERROR_PARAMS, ...CODE_PARAMS]) url.searchParams.delete(name);
  const fragment = fragmentParams(url);
  const authKeys = [...ERROR_PARAMS, ...TOKEN_PARAMS].filter((name) => fragment.has(name));
  // an ordinary anchor (#pricing) is left exactly as it was
  if (authKeys.length > 0) {
    for (const name of authKeys) fragment.delete(name);
    url.hash = fragment.size > 0 ? fragment.toString() : "";
  }
  return url.pathname + url.search + url.hash;
}
