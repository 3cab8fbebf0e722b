// POST /token (GoTrue's internal/api/token.go): the password, refresh_token and pkce grants.
import { Hono } from "hono";
import { rateLimit, type AuthContext } from "../context.ts";
import { errors } from "../errors.ts";
import { provenFlow } from "../flows.ts";
import { clientIp, readJson, text, type AuthEnv } from "../http.ts";
import { verifyPassword } from "../passwords.ts";
import { issueSession, refresh } from "../sessions.ts";

export function tokenRoutes(ctx: AuthContext) {
  return new Hono<AuthEnv>().post("/token", async (c) => {
    const grant = c.req.query("grant_type");
    const body = readJson(c);
    if (grant === "password") {
      rateLimit(ctx, clientIp(c));
      const email = text(body.email).trim().toLowerCase();
      const phone = text(body.phone).trim();
      if (!email && !phone) throw errors.missingEmailOrPhone();
      const user = email ? ctx.store.userByEmail(email) : undefined;
      // an unknown address is checked against a dummy hash, so it takes as long as a wrong password
      const ok = await verifyPassword(text(body.password), user?.password_hash ?? (await ctx.dummyHash));
      if (!user || !user.password_hash || !ok) throw errors.invalidCredentials();
      if (!user.email_confirmed_at) throw errors.emailNotConfirmed();
      return c.json(await issueSession(ctx, user, "password"));
    }
    if (grant === "refresh_token") return c.json(await refresh(ctx, text(body.refresh_token)));
    if (grant === "pkce") {
      const flow = provenFlow(ctx, text(body.auth_code), text(body.code_verifier));
      const user = flow.user_id ? ctx.store.userById(flow.user_id) : undefined;
      if (!user) throw errors.flowStateNotFound();
      ctx.store.removeFlowStates((candidate) => candidate.id === flow.id); // single use
      const session = await issueSession(ctx, user, flow.authentication_method, {
        providerToken: flow.provider_token,
      });
      return c.json(session);
    }
    throw errors.unsupportedGrant();
  });
}
