// Sessions and their tokens: issuing a session (access JWT + refresh token), reading the bearer token
// of a request, and the token grant's refresh path.
import { randomBytes, randomUUID } from "node:crypto";
import { nowIso, type AuthContext } from "./context.ts";
import { errors } from "./errors.ts";
import type { AuthHandlerContext, Json } from "./http.ts";
import { ACCESS_TOKEN_TTL_SECONDS, type AccessClaims } from "./jwt.ts";
import type { RefreshTokenRecord, SessionRecord, UserRecord } from "./store.ts";
import { userJson } from "./users.ts";

const newRefreshToken = () => randomBytes(16).toString("base64url");

/** A new session for a sign-in: its first refresh token and an access token (AccessTokenResponse). */
export async function issueSession(
  ctx: AuthContext,
  user: UserRecord,
  amrMethod: string,
  options: { providerToken?: string | null } = {},
): Promise<Json> {
  const now = Math.floor(ctx.clock() / 1000);
  const session: SessionRecord = {
    id: randomUUID(),
    user_id: user.id,
    created_at: nowIso(ctx),
    amr: [{ method: amrMethod, timestamp: now }],
  };
  ctx.store.sessions.push(session);
  user.last_sign_in_at = nowIso(ctx);
  const provider = amrMethod === "oauth" ? "google" : "email";
  for (const identity of user.identities) {
    if (identity.provider === provider) identity.last_sign_in_at = user.last_sign_in_at;
  }
  const token = grantRefreshToken(ctx, user, session.id, null);
  await ctx.store.save();
  return sessionJson(ctx, user, session, token.token, options.providerToken);
}

function grantRefreshToken(
  ctx: AuthContext,
  user: UserRecord,
  sessionId: string,
  parent: string | null,
): RefreshTokenRecord {
  const now = nowIso(ctx);
  const token: RefreshTokenRecord = {
    token: newRefreshToken(),
    session_id: sessionId,
    user_id: user.id,
    parent,
    revoked: false,
    created_at: now,
    updated_at: now,
  };
  ctx.store.refreshTokens.push(token);
  return token;
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

/**
 * POST /token?grant_type=refresh_token, as GoTrue's tokens service (contracts/gotrue-behaviour.md):
 * each use rotates. A revoked token that is the parent of the session's active one (an answer the client
 * lost, two tabs at once) gets the active token back; another revoked one is still honoured within the
 * reuse interval of its revocation; after that every refresh token of the session is revoked. The
 * session itself stays: its access tokens work until they expire, and logout still answers 204.
 */
export async function refresh(ctx: AuthContext, presented: string): Promise<Json> {
  const { store } = ctx;
  if (!presented) throw errors.missingRefreshToken();
  const record = store.refreshTokens.find((candidate) => candidate.token === presented);
  if (!record) throw errors.refreshTokenNotFound();
  const session = store.sessionById(record.session_id);
  const user = store.userById(record.user_id);
  if (!session || !user) throw errors.refreshSessionNotFound();
  const family = store.refreshTokens.filter((candidate) => candidate.session_id === session.id);
  const now = ctx.clock();

  if (record.revoked) {
    const active = family.findLast((candidate) => !candidate.revoked);
    if (active && active.parent === record.token) return sessionJson(ctx, user, session, active.token);
    const revokedAt = Date.parse(record.updated_at ?? record.created_at);
    if (now > revokedAt + ctx.refreshTokenReuseIntervalMs) {
      // a stolen token, most likely: the whole family goes (GoTrue's RevokeTokenFamily); the session stays
      for (const token of family) revoke(token, now);
      await store.save();
      throw errors.refreshTokenAlreadyUsed();
    }
  }
  revoke(record, now);
  const next = grantRefreshToken(ctx, user, session.id, record.token);
  await store.save();
  return sessionJson(ctx, user, session, next.token);
}

function revoke(token: RefreshTokenRecord, now: number): void {
  if (token.revoked) return;
  token.revoked = true;
  token.updated_at = new Date(now).toISOString();
}
