// POST /signup (GoTrue's internal/api/signup.go): a new e-mail user, mailed a confirmation link; with
// autoconfirm, a session at once. A taken address reveals nothing (contracts/gotrue-behaviour.md).
import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { API_PREFIX, nowIso, rateLimit, safeRedirect, type AuthContext } from "../context.ts";
import { errors } from "../errors.ts";
import { PKCE_PREFIX, pkceParams, startFlow } from "../flows.ts";
import { clientIp, object, readJson, text, type AuthEnv } from "../http.ts";
import { hashPassword } from "../passwords.ts";
import { issueSession } from "../sessions.ts";
import type { UserRecord } from "../store.ts";
import {
  confirm,
  EMAIL_PATTERN,
  hashToken,
  newEmailUser,
  obfuscatedUserJson,
  userJson,
  validatePassword,
} from "../users.ts";

// GOTRUE_SMTP_MAX_FREQUENCY: the least time between two mails to one address
const EMAIL_MAX_FREQUENCY_MS = 60_000;

export function signupRoutes(ctx: AuthContext) {
  return new Hono<AuthEnv>().post("/signup", async (c) => {
    rateLimit(ctx, clientIp(c));
    const body = readJson(c);
    const email = text(body.email).trim().toLowerCase();
    const phone = text(body.phone).trim();
    const password = text(body.password);
    const data = object(body.data);
    if (!email && !phone) throw errors.anonymousDisabled();
    if (!email) throw errors.phoneDisabled();
    if (!password) throw errors.signupNeedsPassword();
    if (!EMAIL_PATTERN.test(email) || email.length > 255) throw errors.invalidEmail();
    validatePassword(ctx, password);
    const redirectTo = safeRedirect(ctx, c.req.query("redirect_to"));
    const pkce = pkceParams(text(body.code_challenge), text(body.code_challenge_method));

    const existing = ctx.store.userByEmail(email);
    if (existing) {
      if (ctx.autoConfirm) throw errors.userAlreadyExists();
      if (existing.email_confirmed_at) return c.json(obfuscatedUserJson(ctx, email, data));
      // unconfirmed: GoTrue mails the link again and changes nothing else (it cannot know the caller owns
      // the address), at most once per SMTP max_frequency; N is the whole seconds left, as Go divides
      const sentAt = existing.confirmation_sent_at ? Date.parse(existing.confirmation_sent_at) : 0;
      const leftMs = sentAt + EMAIL_MAX_FREQUENCY_MS - ctx.clock();
      if (leftMs > 0) throw errors.emailRateLimited(Math.floor(leftMs / 1000));
      await sendConfirmation(ctx, existing, redirectTo, pkce !== null);
      if (pkce) startFlow(ctx, pkce, "email/signup", "email", existing.id);
      existing.updated_at = nowIso(ctx);
      await ctx.store.save();
      return c.json(userJson(existing));
    }

    const user = newEmailUser(ctx, email, await hashPassword(password), data);
    if (ctx.autoConfirm) {
      confirm(ctx, user);
      ctx.store.users.push(user);
      return c.json(await issueSession(ctx, user, "password"));
    }
    await sendConfirmation(ctx, user, redirectTo, pkce !== null); // a failed send creates no user
    ctx.store.users.push(user);
    if (pkce) startFlow(ctx, pkce, "email/signup", "email", user.id);
    await ctx.store.save();
    ctx.log(`[auth] signed up ${email}; confirmation mail sent`);
    return c.json(userJson(user));
  });
}

/** Mails the confirmation link; only the token's hash is kept. A PKCE sign-up's token says so. */
async function sendConfirmation(
  ctx: AuthContext,
  user: UserRecord,
  redirectTo: string,
  pkce: boolean,
): Promise<void> {
  const token = `${pkce ? PKCE_PREFIX : ""}${randomBytes(28).toString("hex")}`;
  const link = new URL(`${ctx.publicUrl}${API_PREFIX}/verify`);
  link.searchParams.set("token", token);
  link.searchParams.set("type", "signup");
  link.searchParams.set("redirect_to", redirectTo);
  try {
    await ctx.mailer.sendConfirmation(user.email, link.toString());
  } catch (error) {
    ctx.log(`[auth] confirmation mail to ${user.email} failed: ${(error as Error).message}`);
    throw errors.emailSendFailed();
  }
  user.confirmation_token = hashToken(token);
  user.confirmation_sent_at = nowIso(ctx);
  user.confirmation_redirect_to = redirectTo;
}
