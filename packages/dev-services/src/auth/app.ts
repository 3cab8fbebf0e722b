// The auth service's HTTP surface: one Hono app with the gateway's and GoTrue's cross-cutting rules
// (CORS, body limit, apikey, error bodies, the test switches), and one module per endpoint family in api/.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import { methodNotAllowed } from "hono/method-not-allowed";
import { STATUS_CODES } from "node:http";
import { controlRoutes } from "./api/control.ts";
import { externalRoutes } from "./api/external.ts";
import { googleRoutes } from "./api/google.ts";
import { healthRoutes } from "./api/health.ts";
import { logoutRoutes } from "./api/logout.ts";
import { settingsRoutes } from "./api/settings.ts";
import { signupRoutes } from "./api/signup.ts";
import { tokenRoutes } from "./api/token.ts";
import { userRoutes } from "./api/user.ts";
import { verifyRoutes } from "./api/verify.ts";
import { loopbackHostOnly, wellFormedUrl } from "../http/guards.ts";
import { API_PREFIX, LOOPBACK_HOSTS, type AuthContext } from "./context.ts";
import { API_VERSION, API_VERSION_HEADER, ApiError, errors } from "./errors.ts";
import { errorResponse, GatewayError, refuse, type AuthEnv } from "./http.ts";

const MAX_BODY_BYTES = 1024 * 1024;
// browser navigations: the hosted gateway lets them through without an apikey
const OPEN_PATHS = new Set(["/authorize", "/callback", "/verify"]);

export function createApp(ctx: AuthContext): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>({ strict: false });

  app.onError((error, c) => {
    if (error instanceof GatewayError) return c.json({ message: error.message, hint: error.hint }, 401);
    if (error instanceof ApiError) return errorResponse(c, error);
    if (error instanceof HTTPException)
      return errorResponse(c, new ApiError(error.status, "bad_request", error.message || "Bad request"));
    ctx.log(`[auth] ${c.req.method} ${c.req.path} failed: ${error.stack ?? String(error)}`);
    return errorResponse(c, errors.unexpected());
  });
  app.notFound((c) => errorResponse(c, errors.notFound()));

  // before anything else: a foreign Host (DNS rebinding) or a malformed URL gets no further
  app.use(loopbackHostOnly(refuse, [new URL(ctx.publicUrl).hostname]));
  app.use(wellFormedUrl(refuse));

  // the site's origin and loopback origins may call the API from a browser and read its error codes
  app.use(
    cors({
      origin: (origin) => allowedOrigin(ctx, origin),
      allowMethods: ["GET", "POST", "PUT", "DELETE", "OPTIONS"],
      exposeHeaders: ["X-Supabase-Api-Version", "x-sb-error-code"],
      maxAge: 600,
    }),
  );
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => errorResponse(c, new ApiError(413, "request_too_large", "Request body too large")),
    }),
  );
  app.use(async (c, next) => {
    // GoTrue echoes the API version it was asked for
    if (c.req.header(API_VERSION_HEADER) !== undefined) c.header(API_VERSION_HEADER, API_VERSION);
    c.set("body", await c.req.text());
    if (c.req.path === "/__control") return next();
    // injected failures apply to everything but the control endpoint itself
    const url = new URL(c.req.url);
    const injected = await ctx.control.apply(url.pathname, decodeURIComponent(url.search), c.get("body"));
    if (injected === "drop") {
      c.env.incoming.socket.destroy();
      return c.body(null);
    }
    if (injected)
      throw new ApiError(
        injected.status,
        "unexpected_failure",
        STATUS_CODES[injected.status] ?? "Injected failure",
      );
    return next();
  });
  app.use(methodNotAllowed({ app, onMethodNotAllowed: (c) => errorResponse(c, errors.methodNotAllowed()) }));

  if (ctx.controlEnabled) app.route("/", controlRoutes(ctx));
  app.route("/", googleRoutes(ctx));

  const api = new Hono<AuthEnv>({ strict: false });
  api.use(async (c, next) => {
    if (!OPEN_PATHS.has(c.req.path.slice(API_PREFIX.length).replace(/\/+$/, "")))
      checkApiKey(ctx, c.req.header("apikey"));
    return next();
  });
  for (const routes of [
    signupRoutes(ctx),
    tokenRoutes(ctx),
    userRoutes(ctx),
    logoutRoutes(ctx),
    verifyRoutes(ctx),
    externalRoutes(ctx),
    settingsRoutes(ctx),
    healthRoutes(),
  ])
    api.route("/", routes);
  app.route(API_PREFIX, api);
  return app;
}

function allowedOrigin(ctx: AuthContext, origin: string): string | null {
  try {
    const parsed = new URL(origin);
    if (parsed.origin === ctx.siteUrl.origin || LOOPBACK_HOSTS.has(parsed.hostname)) return parsed.origin;
  } catch {
    // no or a malformed Origin
  }
  return null;
}

function checkApiKey(ctx: AuthContext, presented: string | undefined): void {
  if (!presented)
    throw new GatewayError(
      "No API key found in request",
      "No `apikey` request header or url param was found.",
    );
  if (!ctx.apiKeys.includes(presented))
    throw new GatewayError("Invalid API key", "Double check your Supabase `anon` or `service_role` API key.");
}
