// GET and PUT /user (GoTrue's internal/api/user.go): the signed-in user, and changes to it.
import { Hono } from "hono";
import { nowIso, type AuthContext } from "../context.ts";
import { ApiError, errors } from "../errors.ts";
import { object, readJson, text, type AuthEnv } from "../http.ts";
import { hashPassword } from "../passwords.ts";
import { authenticate } from "../sessions.ts";
import { userJson, validatePassword } from "../users.ts";

export function userRoutes(ctx: AuthContext) {
  return new Hono<AuthEnv>()
    .get("/user", async (c) => c.json(userJson((await authenticate(ctx, c)).user)))
    .put("/user", async (c) => {
      const { user } = await authenticate(ctx, c);
      const body = readJson(c);
      if (body.email !== undefined && text(body.email).toLowerCase() !== user.email) {
        throw new ApiError(
          400,
          "validation_failed",
          "Changing the e-mail address is not supported by the local auth service",
        );
      }
      if (body.phone) throw errors.phoneDisabled();
      if (body.password !== undefined) {
        const password = text(body.password);
        validatePassword(ctx, password);
        user.password_hash = await hashPassword(password);
      }
      if (body.data !== undefined) user.user_metadata = { ...user.user_metadata, ...object(body.data) };
      user.updated_at = nowIso(ctx);
      await ctx.store.save();
      return c.json(userJson(user));
    });
}
