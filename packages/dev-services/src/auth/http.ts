// Request and response helpers the endpoint modules share: GoTrue's JSON body rules, its redirects,
// and the error bodies in both shapes (see errors.ts).
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { HttpBindings } from "@hono/node-server";
import type { Refusal } from "../http/guards.ts";
import { API_VERSION, API_VERSION_HEADER, ApiError, errorBody, errors } from "./errors.ts";

export type Json = Record<string, unknown>;

export interface AuthEnv {
  Bindings: HttpBindings;
  Variables: {
    /** the raw body, read once before routing */
    body: string;
  };
}

export type AuthHandlerContext = Context<AuthEnv>;

/** The JSON object of the body; an empty body is `{}`, anything else is bad_json (as GoTrue). */
export function readJson(c: AuthHandlerContext): Json {
  const body = c.get("body");
  if (body.trim() === "") return {};
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Json;
  } catch {
    // fall through
  }
  throw errors.badJson();
}

/** The peer's address, for the per-IP rate limit. */
export const clientIp = (c: AuthHandlerContext): string => c.env.incoming.socket.remoteAddress ?? "";

/** A string field, or "" for anything else. */
export const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** A plain object field, or {} for anything else. */
export const object = (value: unknown): Json =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {};

export function redirect(c: AuthHandlerContext, location: string): Response {
  c.header("cache-control", "no-store");
  return c.redirect(location, 302);
}

export function errorResponse(c: Context, error: ApiError): Response {
  const versioned = c.req.header(API_VERSION_HEADER) !== undefined;
  if (versioned) c.header(API_VERSION_HEADER, API_VERSION);
  c.header("x-sb-error-code", error.code);
  return c.json(errorBody(error, versioned), error.status as ContentfulStatusCode);
}

/** A guard's refusal (foreign Host, malformed URL, a control body that is not JSON) as an error body. */
export const refuse = (c: Context, refusal: Refusal): Response =>
  errorResponse(c, new ApiError(refusal.status, refusal.code, refusal.message));

/** What the hosted API gateway answers for a missing or wrong `apikey` (not a GoTrue error body). */
export class GatewayError extends Error {
  readonly hint: string;
  constructor(message: string, hint: string) {
    super(message);
    this.hint = hint;
  }
}
