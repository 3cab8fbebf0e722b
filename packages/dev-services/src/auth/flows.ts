// PKCE flow states (GoTrue's internal/api/pkce.go and models/flow_state.go): started by sign-up or
// /authorize with a code_challenge, given a user by the confirmation link or the provider's return,
// exchanged once for a session by /token?grant_type=pkce.
import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import { nowIso, type AuthContext } from "./context.ts";
import { errors } from "./errors.ts";
import type { FlowStateRecord } from "./store.ts";

type Challenge = Pick<FlowStateRecord, "code_challenge" | "code_challenge_method">;

// RFC 7636 section 4.2, as GoTrue checks it
const CODE_CHALLENGE_PATTERN = /^[a-zA-Z0-9._~-]+$/;
// GoTrue's cleanup drops flow states a day old; so does the stand-in, so db.json does not grow forever
const FLOW_STATE_RETENTION_MS = 24 * 3600 * 1000;
/** A PKCE confirmation token carries the flow type in the link (GoTrue's PKCEPrefix). */
export const PKCE_PREFIX = "pkce_";

/** GoTrue's validatePKCEParams: both or neither; a challenge of 43-128 unreserved characters. */
export function pkceParams(challenge: string, method: string): Challenge | null {
  if (!challenge && !method) return null;
  if (!challenge || !method) throw errors.pkceParamsIncomplete();
  if (challenge.length < 43 || challenge.length > 128) throw errors.codeChallengeLength();
  if (!CODE_CHALLENGE_PATTERN.test(challenge)) throw errors.codeChallengeCharacters();
  const normalized = method.toLowerCase();
  if (normalized !== "s256" && normalized !== "plain") throw errors.codeChallengeMethod(method);
  return { code_challenge: challenge, code_challenge_method: normalized };
}

export function startFlow(
  ctx: AuthContext,
  challenge: Challenge,
  method: FlowStateRecord["authentication_method"],
  provider: string,
  userId: string | null,
): FlowStateRecord {
  const now = ctx.clock();
  ctx.store.removeFlowStates((flow) => now - Date.parse(flow.created_at) > FLOW_STATE_RETENTION_MS);
  const flow: FlowStateRecord = {
    id: randomUUID(),
    auth_code: randomUUID(),
    ...challenge,
    authentication_method: method,
    provider,
    user_id: userId,
    provider_token: null,
    auth_code_issued_at: null,
    created_at: new Date(now).toISOString(),
  };
  ctx.store.flowStates.push(flow);
  return flow;
}

/** The newest flow of a user for a method (GoTrue's FindFlowStateByUserID), its code marked as issued. */
export function issueAuthCode(
  ctx: AuthContext,
  userId: string,
  method: FlowStateRecord["authentication_method"],
): string | null {
  const flow = ctx.store.flowStates.findLast(
    (candidate) => candidate.user_id === userId && candidate.authentication_method === method,
  );
  if (!flow) return null;
  flow.auth_code_issued_at = nowIso(ctx);
  return flow.auth_code;
}

/**
 * The flow an auth code and verifier prove, in GoTrue's order of checks: unknown (or not given a user
 * yet) -> expired -> wrong verifier. Only the caller's success spends it.
 */
export function provenFlow(ctx: AuthContext, authCode: string, verifier: string): FlowStateRecord {
  if (!authCode || !verifier) throw errors.missingPkceParams();
  const flow = ctx.store.flowStates.find((candidate) => candidate.auth_code === authCode);
  if (!flow?.user_id) throw errors.flowStateNotFound();
  if (ctx.clock() - Date.parse(flow.created_at) > ctx.flowStateExpiryMs) throw errors.flowStateExpired();
  const expected =
    flow.code_challenge_method === "plain"
      ? verifier
      : createHash("sha256").update(verifier).digest("base64url");
  const a = Buffer.from(expected);
  const b = Buffer.from(flow.code_challenge);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw errors.badCodeVerifier();
  return flow;
}
