// /__control: the test switches (see ../control.ts), mounted only when enabled.
import { Hono } from "hono";
import type { AuthContext } from "../context.ts";
import type { AuthEnv } from "../http.ts";

export function controlRoutes(ctx: AuthContext) {
  return new Hono<AuthEnv>()
    .get("/__control", (c) => c.json({ rules: ctx.control.rules }))
    .post("/__control", (c) => c.json({ rules: ctx.control.add(c.get("body")) }))
    .delete("/__control", (c) => {
      ctx.control.clear();
      return c.body(null, 204);
    });
}
