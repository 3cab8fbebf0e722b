// POST /logout?scope=global|local|others (GoTrue's internal/api/logout.go): 204, empty body.
import { Hono } from "hono";
import type { AuthContext } from "../context.ts";
import { errors } from "../errors.ts";
import type { AuthEnv } from "../http.ts";
import { authenticate } from "../sessions.ts";

export function logoutRoutes(ctx: AuthContext) {
  return new Hono<AuthEnv>().post("/logout", async (c) => {
    const scope = c.req.query("scope") ?? "global";
    if (!["global", "local", "others"].includes(scope)) throw errors.badLogoutScope(scope);
    const { user, session } = await authenticate(ctx, c);
    ctx.store.removeSessions((candidate) => {
      if (scope === "local") return candidate.id === session.id;
      if (scope === "others") return candidate.user_id === user.id && candidate.id !== session.id;
      return candidate.user_id === user.id;
    });
    await ctx.store.save();
    return c.body(null, 204);
  });
}
