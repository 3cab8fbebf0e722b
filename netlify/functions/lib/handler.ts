// The contact endpoint as a plain (Request) => Response function, independent of Netlify so it can be
// served and tested over real HTTP. The Netlify entry point only wires config and transport into it.
//
// Two ways in, one set of rules (body cap, honeypot, schema, SMTP):
// - JSON from the site's script (or any API client): JSON answers, `{ ok, id }` / `{ error, field }`.
// - A form posted by the browser itself (JavaScript off or failed), urlencoded, from our own origin only:
//   303 to the prerendered thank-you page, or an HTML page naming each problem.
import { randomUUID } from "node:crypto";
import {
  CONTACT_THANKS_PATH,
  contactSchema,
  describeIssue,
  describeIssues,
  HONEYPOT_FIELD,
  type ContactProblem,
} from "@orbitag/contact";
import type { ContactConfig } from "./config.ts";
import { buildContactEmail, type SendMail } from "./mail.ts";
import { failedPage, invalidPage, PAGE_CSP, refusedPage, tooLargePage } from "./pages.ts";
import { isSameOriginPost, mediaType, parseForm, parseJson, readText } from "./request.ts";
import { PAGE_SECURITY_HEADERS, SECURITY_HEADERS } from "./security-headers.ts";

export interface Logger {
  info(event: string, fields: Record<string, unknown>): void;
  error(event: string, fields: Record<string, unknown>): void;
}

/** One JSON line per event, so Netlify's function log stays searchable by request id. */
export const consoleLogger: Logger = {
  info: (event, fields) => console.log(JSON.stringify({ level: "info", event, ...fields })),
  error: (event, fields) => console.error(JSON.stringify({ level: "error", event, ...fields })),
};

/** What the handler reads of Netlify's per-request context. */
export interface RequestContext {
  requestId?: string;
  deploy?: { context?: string };
}

export interface HandlerDeps {
  config: Pick<ContactConfig, "to" | "from" | "subjectPrefix" | "maxBodyBytes">;
  send: SendMail;
  log?: Logger;
  now?: () => Date;
  /** True when no mail can be sent for this request (e.g. production without SMTP_URL): answered 503. */
  unavailable?: (context: RequestContext) => boolean;
}

/** What the visitor's browser gets when SMTP fails: nothing about our mail setup. */
export const SEND_FAILED = "The message could not be sent. Please try again later.";
/** ...and when mail is not configured at all (the cause is in the function log). */
export const UNAVAILABLE = "Messages cannot be sent right now. Please try again later.";

/** On the HTML pages as well: nothing runs, nothing frames them, no referrer beyond the origin. */
const PAGE_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "content-security-policy": PAGE_CSP,
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  ...PAGE_SECURITY_HEADERS,
} as const;

/** How one message ended, whichever way it came in. */
type Outcome =
  | { kind: "honeypot" }
  | { kind: "invalid"; problems: ContactProblem[]; first: { field: string | null; error: string } }
  | { kind: "unavailable" }
  | { kind: "failed" }
  | { kind: "sent" };

export function createContactHandler({
  config,
  send,
  log = consoleLogger,
  now = () => new Date(),
  unavailable = () => false,
}: HandlerDeps) {
  async function deliver(data: object, requestId: string, context: RequestContext): Promise<Outcome> {
    // a filled honeypot means a bot: look successful so it moves on, send nothing
    const honeypot = (data as Record<string, unknown>)[HONEYPOT_FIELD];
    if (typeof honeypot === "string" && honeypot.trim() !== "") {
      log.info("contact.honeypot", { requestId });
      return { kind: "honeypot" };
    }

    const parsed = contactSchema.safeParse(data);
    if (!parsed.success) {
      return { kind: "invalid", problems: describeIssues(parsed.error), first: describeIssue(parsed.error) };
    }
    if (unavailable(context)) return { kind: "unavailable" };

    const mail = buildContactEmail(parsed.data, config, { requestId, receivedAt: now() });
    const started = Date.now();
    try {
      await send(mail);
    } catch (err) {
      const e = err as { code?: unknown; responseCode?: unknown; message?: unknown };
      log.error("contact.send_failed", {
        requestId,
        code: e.code,
        responseCode: e.responseCode,
        error: String(e.message ?? err),
        ms: Date.now() - started,
      });
      return { kind: "failed" };
    }
    return { kind: "sent" };
  }

  return async function handleContact(req: Request, context: RequestContext = {}): Promise<Response> {
    const requestId = context.requestId || randomUUID();
    const headers = (extra: Record<string, string> = {}) => ({
      ...SECURITY_HEADERS,
      "x-request-id": requestId,
      ...extra,
    });
    const json = (status: number, body: object, extra?: Record<string, string>) =>
      Response.json(body, { status, headers: headers(extra) });
    const page = (status: number, html: string) =>
      new Response(html, { status, headers: headers(PAGE_HEADERS) });

    if (req.method !== "POST") return json(405, { error: "Method not allowed; use POST" }, { allow: "POST" });

    const type = mediaType(req);
    if (type === "application/json") {
      const body = await readText(req, config.maxBodyBytes);
      if (!body.ok) return json(body.status, { error: body.error });
      const data = parseJson(body.text);
      if (!data.ok) return json(data.status, { error: data.error });
      if (typeof data.value !== "object" || data.value === null || Array.isArray(data.value)) {
        return json(400, { error: "Body must be a JSON object with name, email, subject and message" });
      }
      const outcome = await deliver(data.value, requestId, context);
      switch (outcome.kind) {
        case "honeypot":
        case "sent":
          return json(200, { ok: true, id: requestId });
        case "invalid":
          return json(400, outcome.first);
        case "unavailable":
          return json(503, { error: UNAVAILABLE, requestId });
        case "failed":
          return json(502, { error: SEND_FAILED, requestId });
      }
    }

    if (type === "application/x-www-form-urlencoded") {
      // a form is a "simple" request any site can make a browser send: only our own pages may
      if (!isSameOriginPost(req)) {
        log.info("contact.cross_site_form", { requestId, origin: req.headers.get("origin") });
        return page(403, refusedPage());
      }
      const body = await readText(req, config.maxBodyBytes);
      if (!body.ok) {
        const problem = { field: null, message: body.error, error: body.error };
        return page(body.status, body.status === 413 ? tooLargePage() : invalidPage([problem]));
      }
      // a field the browser did not send is an empty one, so the page shows the spec's wording for it
      const fields = { name: "", email: "", subject: "", message: "", ...parseForm(body.text) };
      const outcome = await deliver(fields, requestId, context);
      switch (outcome.kind) {
        case "honeypot":
        case "sent":
          // See Other: the browser GETs the thank-you page, so a reload cannot send the message again
          return new Response(null, { status: 303, headers: headers({ location: CONTACT_THANKS_PATH }) });
        case "invalid":
          return page(400, invalidPage(outcome.problems));
        case "unavailable":
          return page(503, failedPage());
        case "failed":
          return page(502, failedPage());
      }
    }

    return json(415, { error: "Content-Type must be application/json" });
  };
}
