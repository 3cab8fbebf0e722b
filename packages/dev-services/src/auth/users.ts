// Users as the API shows them (GoTrue's models.User JSON), their e-mail identity, confirmation and the
// password rules.
import { createHash, randomUUID } from "node:crypto";
import { nowIso, type AuthContext } from "./context.ts";
import { errors } from "./errors.ts";
import type { Json } from "./http.ts";
import type { IdentityRecord, UserRecord } from "./store.ts";

export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Confirmation tokens are kept only as this hash, so db.json holds no usable link. */
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");

export function userJson(user: UserRecord): Json {
  return {
    id: user.id,
    aud: "authenticated",
    role: "authenticated",
    email: user.email,
    ...(user.email_confirmed_at ? { email_confirmed_at: user.email_confirmed_at } : {}),
    phone: "",
    ...(user.confirmation_sent_at ? { confirmation_sent_at: user.confirmation_sent_at } : {}),
    ...(user.email_confirmed_at ? { confirmed_at: user.email_confirmed_at } : {}),
    ...(user.last_sign_in_at ? { last_sign_in_at: user.last_sign_in_at } : {}),
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    identities: user.identities.map((identity) => ({ ...identity })),
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: false,
  };
}

/** A sign-up answer for an address that is taken, indistinguishable from a fresh one but for identities. */
export function obfuscatedUserJson(ctx: AuthContext, email: string, data: Json): Json {
  const now = nowIso(ctx);
  return {
    id: randomUUID(),
    aud: "authenticated",
    role: "authenticated",
    email,
    phone: "",
    confirmation_sent_at: now,
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/** A user record with what a sign-up or a provider says about it; nothing sent or signed in yet. */
export function newUser(
  ctx: AuthContext,
  email: string,
  fields: Pick<UserRecord, "password_hash" | "email_confirmed_at" | "app_metadata" | "user_metadata">,
): UserRecord {
  const now = nowIso(ctx);
  return {
    id: randomUUID(),
    email,
    confirmation_token: null,
    confirmation_sent_at: null,
    confirmation_redirect_to: null,
    last_sign_in_at: null,
    identities: [],
    created_at: now,
    updated_at: now,
    ...fields,
  };
}

export function newEmailUser(ctx: AuthContext, email: string, passwordHash: string, data: Json): UserRecord {
  const user = newUser(ctx, email, {
    password_hash: passwordHash,
    email_confirmed_at: null,
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: { ...data },
  });
  const now = user.created_at;
  const identity: IdentityRecord = {
    identity_id: randomUUID(),
    id: user.id,
    user_id: user.id,
    provider: "email",
    identity_data: { email, email_verified: false, phone_verified: false, sub: user.id },
    email,
    created_at: now,
    updated_at: now,
    last_sign_in_at: now,
  };
  user.identities.push(identity);
  return user;
}

/** Marks the address confirmed (GoTrue's signupVerify): metadata and the e-mail identity say so too. */
export function confirm(ctx: AuthContext, user: UserRecord): void {
  const now = nowIso(ctx);
  user.email_confirmed_at ??= now;
  user.user_metadata = { ...user.user_metadata, email_verified: true };
  for (const identity of user.identities) {
    if (identity.provider === "email")
      identity.identity_data = { ...identity.identity_data, email_verified: true };
  }
  user.confirmation_token = null;
  user.updated_at = now;
}

export function validatePassword(ctx: AuthContext, password: string): void {
  if (password.length > 72) throw errors.passwordTooLong();
  if ([...password].length < ctx.minPasswordLength) throw errors.weakPassword(ctx.minPasswordLength);
}
