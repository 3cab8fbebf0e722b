// GET /settings (GoTrue's internal/api/settings.go): which sign-in methods the service offers.
import { Hono } from "hono";
import type { AuthContext } from "../context.ts";
import type { AuthEnv } from "../http.ts";

export function settingsRoutes(ctx: AuthContext) {
  return new Hono<AuthEnv>().get("/settings", (c) =>
    c.json({
      external: { anonymous_users: false, email: true, phone: false, google: true },
      disable_signup: false,
      mailer_autoconfirm: ctx.autoConfirm,
      phone_autoconfirm: false,
      sms_provider: "",
      saml_enabled: false,
    }),
  );
}
