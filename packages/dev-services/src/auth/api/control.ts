// /__control: the test switches (see ../control.ts), mounted only when enabled; JSON bodies only.
import { Hono } from "hono";
import { jsonBodyOnly } from "../../http/guards.ts";
import type { AuthContext } from "../context.ts";
import { refuse, type AuthEnv } from "../http.ts";

export function controlRoutes(ctx: AuthContext) {
  return new Hono<AuthEnv>()
    .use("/__control", jsonBodyOnly(refuse))
    .get("/__control", (c) => c.json({ rules: ctx.control.rules }))
    .post("/__control", (c) => c.json({ rules: ctx.control.add(c.get("body")) }))
    .delete("/__control", (c) => {
      ctx.control.clear();
      return c.body(null, 204);
    });
}
