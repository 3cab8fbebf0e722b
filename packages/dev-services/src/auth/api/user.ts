// GET and PUT /user (GoTrue's internal/api/user.go): the signed-in user, and changes to it. A new
// password ends every other session of the user (models.User.UpdatePassword, LogoutAllExceptMe).
import { Hono } from "hono";
import { nowIso, type AuthContext } from "../context.ts";
import { ApiError, errors } from "../errors.ts";
import { object, readJson, text, type AuthEnv } from "../http.ts";
import { hashPassword, verifyPassword } from "../passwords.ts";
import { authenticate } from "../sessions.ts";
import { userJson, validatePassword } from "../users.ts";

export function userRoutes(ctx: AuthContext) {
  return new Hono<AuthEnv>()
    .get("/user", async (c) => c.json(userJson((await authenticate(ctx, c)).user)))
    .put("/user", async (c) => {
      const { user, session } = await authenticate(ctx, c);
      const body = readJson(c);
      if (body.email !== undefined && text(body.email).toLowerCase() !== user.email) {
        throw new ApiError(
          400,
          "validation_failed",
          "Changing the e-mail address is not supported by the local auth service",
        );
      }
      if (body.phone) throw errors.phoneDisabled();
      const data = body.data === undefined ? undefined : object(body.data); // refused before any change
      if (body.password !== undefined) {
        const password = text(body.password);
        validatePassword(ctx, password); // strength first, then sameness, as GoTrue
        if (user.password_hash && (await verifyPassword(password, user.password_hash)))
          throw errors.samePassword();
        user.password_hash = await hashPassword(password);
        // one save with the rest below: other devices signed out (a signed-in user has no pending
        // confirmation link to void: only an unconfirmed one does, and it cannot sign in)
        ctx.store.removeSessions((candidate) => candidate.user_id === user.id && candidate.id !== session.id);
      }
      if (data) user.user_metadata = { ...user.user_metadata, ...data };
      user.updated_at = nowIso(ctx);
      await ctx.store.save();
      return c.json(userJson(user));
    });
}
