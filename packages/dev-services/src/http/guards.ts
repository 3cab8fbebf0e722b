// Guards both local services (auth and mail) put in front of their routes, as Hono middleware. Each
// service says how a refusal looks in its own error body. Shared HTTP code of both services lives in src/http/.
//
// - loopback Host only: a page on evil.example whose DNS name is rebound to 127.0.0.1 sends
//   `Host: evil.example`; answering only loopback names keeps it from reading caught mail or tokens.
//   Refused with 403 (what Vite and webpack-dev-server answer to a foreign Host).
// - well-formed URLs: malformed percent-encoding (a stray `%`) is the client's error, 400.
// - JSON bodies on the test switches: a cross-site form or `text/plain` fetch is a "simple request" a
//   browser sends without asking; `application/json` needs a CORS preflight these endpoints never grant.
import type { Context, MiddlewareHandler } from "hono";

export interface Refusal {
  status: 400 | 403 | 415;
  code: "host_not_allowed" | "validation_failed" | "unsupported_media_type";
  message: string;
}

type Refuse = (c: Context, refusal: Refusal) => Response;

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/** localhost, *.localhost (RFC 6761), 127.0.0.0/8 and [::1], with any port; plus the names given. */
export function isLoopbackHost(host: string | undefined, extra: readonly string[] = []): boolean {
  if (!host) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    hostname === "localhost" ||
    hostname.endsWith(".localhost") ||
    /^127(?:\.\d{1,3}){3}$/.test(hostname) ||
    hostname === "[::1]" ||
    extra.includes(hostname)
  );
}

export function loopbackHostOnly(refuse: Refuse, extra: readonly string[] = []): MiddlewareHandler {
  return async (c, next) => {
    const host = c.req.header("host");
    if (!isLoopbackHost(host, extra))
      return refuse(c, {
        status: 403,
        code: "host_not_allowed",
        message: `Host "${host ?? ""}" is not allowed: this local service answers loopback names only (DNS rebinding guard)`,
      });
    return next();
  };
}

export function wellFormedUrl(refuse: Refuse): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    try {
      decodeURIComponent(url.pathname + url.search);
    } catch {
      return refuse(c, {
        status: 400,
        code: "validation_failed",
        message: "Malformed percent-encoding in the request URL",
      });
    }
    return next();
  };
}

/** A body, or a Content-Type, must be JSON; a bodiless request without one (e.g. DELETE) passes. */
export function jsonBodyOnly(refuse: Refuse): MiddlewareHandler {
  return async (c, next) => {
    const type = c.req.header("content-type");
    const hasBody = (await c.req.text()) !== "";
    if (type === undefined ? hasBody : !JSON_TYPE.test(type))
      return refuse(c, {
        status: 415,
        code: "unsupported_media_type",
        message: "Send the body as JSON (Content-Type: application/json)",
      });
    return next();
  };
}
