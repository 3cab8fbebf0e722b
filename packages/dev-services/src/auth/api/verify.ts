// GET /verify?token=..&type=signup&redirect_to=.. (GoTrue's internal/api/verify.go): the confirmation
// link. It confirms the address, then redirects: a PKCE sign-up with ?code=, an implicit one with the
// session in the fragment, a bad or used link with otp_expired.
import { Hono } from "hono";
import { safeRedirect, withFragment, withQuery, type AuthContext } from "../context.ts";
import { issueAuthCode, PKCE_PREFIX } from "../flows.ts";
import { redirect, type AuthEnv } from "../http.ts";
import { issueSession, sessionFragment } from "../sessions.ts";
import { confirm, hashToken } from "../users.ts";

const CONFIRMATION_TTL_MS = 24 * 3600 * 1000;

export function verifyRoutes(ctx: AuthContext) {
  return new Hono<AuthEnv>().get("/verify", async (c) => {
    const token = c.req.query("token") ?? "";
    const type = c.req.query("type") ?? "";
    const hashed = token ? hashToken(token) : "";
    const user = hashed
      ? ctx.store.users.find((candidate) => candidate.confirmation_token === hashed)
      : undefined;
    const redirectTo = safeRedirect(ctx, c.req.query("redirect_to") ?? user?.confirmation_redirect_to);
    // the token says which flow sent it: PKCE links come back with ?code=, implicit ones with a session
    const pkce = token.startsWith(PKCE_PREFIX);
    // GoTrue's prepErrorRedirectURL: the fragment always, the query too for PKCE
    const failure = (params: Record<string, string>) =>
      redirect(c, withFragment(pkce ? withQuery(redirectTo, params) : redirectTo, params));
    const sentAt = user?.confirmation_sent_at ? Date.parse(user.confirmation_sent_at) : Number.NaN;
    if (!user || type !== "signup" || !(ctx.clock() - sentAt <= CONFIRMATION_TTL_MS)) {
      return failure({
        error: "access_denied",
        error_code: "otp_expired",
        error_description: "Email link is invalid or has expired",
      });
    }
    if (pkce) {
      // GoTrue confirms and issues the code in one transaction: no flow state, no confirmation
      const code = issueAuthCode(ctx, user.id, "email/signup");
      if (!code)
        return failure({
          error: "invalid_request",
          error_code: "flow_state_not_found",
          error_description: "No associated flow state found. No valid flow state found for user.",
        });
      confirm(ctx, user);
      await ctx.store.save();
      return redirect(c, withQuery(redirectTo, { code }));
    }
    confirm(ctx, user);
    const session = await issueSession(ctx, user, "otp");
    return redirect(c, withFragment(redirectTo, sessionFragment(session, "signup")));
  });
}
