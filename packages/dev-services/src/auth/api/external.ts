// GET /authorize and GET|POST /callback (GoTrue's internal/api/external.go): "Continue with Google" through
// the local consent page. The return carries ?code= for a PKCE flow, the session in the fragment otherwise.
import { randomBytes, randomUUID } from "node:crypto";
import { Hono } from "hono";
import { API_PREFIX, nowIso, safeRedirect, withFragment, withQuery, type AuthContext } from "../context.ts";
import { errors } from "../errors.ts";
import { pkceParams, startFlow } from "../flows.ts";
import { redirect, type AuthEnv, type AuthHandlerContext } from "../http.ts";
import type { ProviderGrant } from "../provider.ts";
import { issueSession, sessionFragment } from "../sessions.ts";
import type { UserRecord } from "../store.ts";
import { confirm, newUser } from "../users.ts";

export function externalRoutes(ctx: AuthContext) {
  const callback = async (c: AuthHandlerContext) => {
    const params =
      c.req.method === "POST" ? new URLSearchParams(c.get("body")) : new URL(c.req.url).searchParams;
    const state = ctx.store.oauthStates.find((candidate) => candidate.id === params.get("state"));
    if (!state) throw errors.badOAuthState();
    ctx.store.removeOAuthState(state.id);
    const flow = state.flow_state_id
      ? ctx.store.flowStates.find((candidate) => candidate.id === state.flow_state_id)
      : undefined;
    const fail = async (error: string, code: string, description: string) => {
      if (flow) ctx.store.removeFlowStates((candidate) => candidate.id === flow.id);
      await ctx.store.save();
      // GoTrue's redirectErrors: in the query, and (deprecated, kept for old clients) the fragment too
      const details = { error, error_code: code, error_description: description };
      return redirect(c, withFragment(withQuery(state.redirect_to, details), details));
    };
    const providerError = params.get("error");
    if (providerError)
      return fail(
        providerError,
        providerError,
        params.get("error_description") ?? "Unspecified error from the provider",
      );
    const grant = ctx.grants.take(params.get("code") ?? "");
    if (!grant) return fail("server_error", "bad_oauth_callback", "OAuth code is invalid or expired");

    const account = linkGoogleAccount(ctx, grant);
    const providerToken = randomBytes(24).toString("base64url");
    if (flow) {
      flow.user_id = account.id;
      flow.provider_token = providerToken;
      flow.auth_code_issued_at = nowIso(ctx);
      await ctx.store.save();
      return redirect(c, withQuery(state.redirect_to, { code: flow.auth_code }));
    }
    const session = await issueSession(ctx, account, "oauth", { providerToken });
    return redirect(c, withFragment(state.redirect_to, sessionFragment(session)));
  };

  return new Hono<AuthEnv>()
    .get("/authorize", async (c) => {
      const provider = c.req.query("provider") ?? "";
      if (provider !== "google") throw errors.providerDisabled();
      const pkce = pkceParams(
        c.req.query("code_challenge") ?? "",
        c.req.query("code_challenge_method") ?? "",
      );
      const state = {
        id: randomUUID(),
        provider,
        redirect_to: safeRedirect(ctx, c.req.query("redirect_to")),
        flow_state_id: pkce ? startFlow(ctx, pkce, "oauth", "google", null).id : null,
        created_at: nowIso(ctx),
      };
      ctx.store.oauthStates.push(state);
      await ctx.store.save();
      const consent = new URL(`${ctx.publicUrl}/__provider/google/authorize`);
      consent.searchParams.set("client_id", "local-google");
      consent.searchParams.set("redirect_uri", `${ctx.publicUrl}${API_PREFIX}/callback`);
      consent.searchParams.set("response_type", "code");
      consent.searchParams.set("scope", "email profile");
      consent.searchParams.set("state", state.id);
      return redirect(c, consent.toString());
    })
    .get("/callback", callback)
    .post("/callback", callback);
}

/**
 * The account Google vouches for: found by address or created confirmed, with the Google identity added or
 * refreshed. An e-mail account with the same address is linked (GoTrue's automatic linking).
 */
function linkGoogleAccount(ctx: AuthContext, grant: ProviderGrant): UserRecord {
  const now = nowIso(ctx);
  const identityData = {
    email: grant.email,
    email_verified: true,
    full_name: grant.name,
    name: grant.name,
    iss: "https://accounts.google.com",
    phone_verified: false,
    provider_id: grant.sub,
    sub: grant.sub,
  };
  let account = ctx.store.userByEmail(grant.email);
  if (!account) {
    account = newUser(ctx, grant.email, {
      password_hash: null,
      email_confirmed_at: now,
      app_metadata: { provider: "google", providers: ["google"] },
      user_metadata: { ...identityData },
    });
    ctx.store.users.push(account);
  }
  const existing = account.identities.find((identity) => identity.provider === "google");
  if (existing) {
    existing.identity_data = identityData;
    existing.updated_at = now;
    return account;
  }
  account.identities.push({
    identity_id: randomUUID(),
    id: grant.sub,
    user_id: account.id,
    provider: "google",
    identity_data: identityData,
    email: grant.email,
    created_at: now,
    updated_at: now,
    last_sign_in_at: now,
  });
  const providers = new Set([...((account.app_metadata.providers as string[] | undefined) ?? []), "google"]);
  account.app_metadata = { ...account.app_metadata, providers: [...providers] };
  if (!account.email_confirmed_at) confirm(ctx, account);
  account.updated_at = now;
  return account;
}
