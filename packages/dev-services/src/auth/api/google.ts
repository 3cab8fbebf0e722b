// The local stand-in for Google's consent screen (no /auth/v1 prefix: it plays accounts.google.com).
// /authorize sends the browser here; the answer goes to the service's /callback like Google's would.
import { Hono } from "hono";
import { API_PREFIX, type AuthContext } from "../context.ts";
import { redirect, type AuthEnv } from "../http.ts";
import { consentPage, type ProviderAccount } from "../provider.ts";
import { EMAIL_PATTERN } from "../users.ts";

const page = (title: string, message: string) => `<!doctype html><title>${title}</title><p>${message}</p>`;

export function googleRoutes(ctx: AuthContext) {
  return new Hono<AuthEnv>()
    .get("/__provider/google/authorize", (c) => {
      const state = c.req.query("state") ?? "";
      if (!ctx.store.oauthStates.some((candidate) => candidate.id === state))
        return c.html(page("Invalid request", "Unknown or expired sign-in request."), 400);
      return c.html(consentPage(state, `${ctx.publicUrl}/__provider/google/consent`));
    })
    .post("/__provider/google/consent", (c) => {
      const form = new URLSearchParams(c.get("body"));
      const target = new URL(`${ctx.publicUrl}${API_PREFIX}/callback`);
      target.searchParams.set("state", form.get("state") ?? "");
      if (form.get("cancel")) {
        target.searchParams.set("error", "access_denied");
        target.searchParams.set("error_description", "The user denied the request");
        return redirect(c, target.toString());
      }
      const email = (form.get("email") ?? "").trim().toLowerCase();
      if (!EMAIL_PATTERN.test(email))
        return c.html(page("Invalid e-mail", "Enter a valid e-mail address and go back."), 400);
      const account: ProviderAccount = {
        email,
        name: (form.get("name") ?? "").trim() || email.split("@")[0] || email,
      };
      target.searchParams.set("code", ctx.grants.issue(account));
      return redirect(c, target.toString());
    });
}
