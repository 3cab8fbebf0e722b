// Sessions and their tokens: issuing a session (access JWT + refresh token), reading the bearer token
// of a request, and the token grant's refresh path.
import { randomBytes, randomUUID } from "node:crypto";
import { nowIso, type AuthContext } from "./context.ts";
import { errors } from "./errors.ts";
import type { AuthHandlerContext, Json } from "./http.ts";
import { ACCESS_TOKEN_TTL_SECONDS, type AccessClaims } from "./jwt.ts";
import type { SessionRecord, UserRecord } from "./store.ts";
import { userJson } from "./users.ts";

const newRefreshToken = () => randomBytes(16).toString("base64url");

/**
 * A session answer (AccessTokenResponse). Without `session` a new session starts (a sign-in);
 * with one, its access token is renewed and `refreshToken` (or a new refresh token) goes with it.
 */
export async function issueSession(
  ctx: AuthContext,
  user: UserRecord,
  amrMethod: string,
  options: { session?: SessionRecord; providerToken?: string | null } = {},
): Promise<Json> {
  const { store } = ctx;
  const now = Math.floor(ctx.clock() / 1000);
  let session = options.session;
  if (!session) {
    session = {
      id: randomUUID(),
      user_id: user.id,
      created_at: nowIso(ctx),
      amr: [{ method: amrMethod, timestamp: now }],
    };
    store.sessions.push(session);
    user.last_sign_in_at = nowIso(ctx);
    const provider = amrMethod === "oauth" ? "google" : "email";
    for (const identity of user.identities) {
      if (identity.provider === provider) identity.last_sign_in_at = user.last_sign_in_at;
    }
  }
  const refreshToken = newRefreshToken();
  store.refreshTokens.push({
    token: refreshToken,
    session_id: session.id,
    user_id: user.id,
    revoked: false,
    created_at: nowIso(ctx),
  });
  await store.save();
  return sessionJson(ctx, user, session, refreshToken, options.providerToken);
}

async function sessionJson(
  ctx: AuthContext,
  user: UserRecord,
  session: SessionRecord,
  refreshToken: string,
  providerToken?: string | null,
): Promise<Json> {
  const now = Math.floor(ctx.clock() / 1000);
  const claims: Omit<AccessClaims, "iss" | "aud" | "exp" | "iat"> = {
    sub: user.id,
    email: user.email,
    phone: "",
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    role: "authenticated",
    aal: "aal1",
    amr: session.amr,
    session_id: session.id,
    is_anonymous: false,
  };
  return {
    access_token: await ctx.signer.sign(claims, now),
    token_type: "bearer",
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: now + ACCESS_TOKEN_TTL_SECONDS,
    refresh_token: refreshToken,
    user: userJson(user),
    ...(providerToken ? { provider_token: providerToken } : {}),
  };
}

/** The session as an implicit-flow redirect fragment (AccessTokenResponse.AsRedirectURL). */
export function sessionFragment(session: Json, type?: string): Record<string, string> {
  return {
    access_token: String(session.access_token),
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    ...(session.provider_token ? { provider_token: String(session.provider_token) } : {}),
    refresh_token: String(session.refresh_token),
    token_type: "bearer",
    ...(type ? { type } : {}),
  };
}

/** The user and session of the request's bearer access token (GoTrue's requireAuthentication). */
export async function authenticate(
  ctx: AuthContext,
  c: AuthHandlerContext,
): Promise<{ user: UserRecord; session: SessionRecord }> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "");
  if (!match?.[1]) throw errors.noAuthorization();
  const verified = await ctx.signer.verify(match[1]);
  if ("reason" in verified) throw errors.badJwt(verified.reason);
  const session = ctx.store.sessionById(verified.claims.session_id);
  if (!session) throw errors.sessionNotFound();
  const user = ctx.store.userById(verified.claims.sub);
  if (!user) throw errors.userNotFound();
  return { user, session };
}

/** POST /token?grant_type=refresh_token: a refresh token is single-use; reuse ends the session. */
export async function refresh(ctx: AuthContext, presented: string): Promise<Json> {
  const { store } = ctx;
  if (!presented) throw errors.missingRefreshToken();
  const record = store.refreshTokens.find((candidate) => candidate.token === presented);
  if (!record) throw errors.refreshTokenNotFound();
  const session = store.sessionById(record.session_id);
  if (!session) throw errors.refreshSessionNotFound();
  if (record.revoked) {
    // reuse of a spent token: treat the whole session as stolen
    store.removeSessions((candidate) => candidate.id === session.id);
    await store.save();
    throw errors.refreshTokenAlreadyUsed();
  }
  const user = store.userById(record.user_id);
  if (!user) throw errors.refreshSessionNotFound();
  record.revoked = true;
  return issueSession(ctx, user, "password", { session });
}
