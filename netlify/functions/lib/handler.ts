// The contact endpoint as a plain (Request) => Response function, independent of Netlify so it can be
// served and tested over real HTTP. The Netlify entry point only wires config and transport into it.
import { randomUUID } from "node:crypto";
import {
  contactSchema,
  describeIssue,
  HONEYPOT_FIELD,
} from "../../../packages/site/app/lib/contact/schema.ts";
import type { ContactConfig } from "./config.ts";
import { buildContactEmail, type SendMail } from "./mail.ts";
import { readBody } from "./request.ts";

export interface Logger {
  info(event: string, fields: Record<string, unknown>): void;
  error(event: string, fields: Record<string, unknown>): void;
}

/** One JSON line per event, so Netlify's function log stays searchable by request id. */
export const consoleLogger: Logger = {
  info: (event, fields) => console.log(JSON.stringify({ level: "info", event, ...fields })),
  error: (event, fields) => console.error(JSON.stringify({ level: "error", event, ...fields })),
};

export interface HandlerDeps {
  config: Pick<ContactConfig, "to" | "from" | "subjectPrefix" | "maxBodyBytes">;
  send: SendMail;
  log?: Logger;
  now?: () => Date;
}

/** What the visitor's browser gets when SMTP fails: nothing about our mail setup. */
export const SEND_FAILED = "The message could not be sent. Please try again later.";

export function createContactHandler({
  config,
  send,
  log = consoleLogger,
  now = () => new Date(),
}: HandlerDeps) {
  return async function handleContact(req: Request, context?: { requestId?: string }): Promise<Response> {
    const requestId = context?.requestId || randomUUID();
    const reply = (status: number, body: object, headers: Record<string, string> = {}) =>
      Response.json(body, {
        status,
        headers: { "cache-control": "no-store", "x-request-id": requestId, ...headers },
      });

    if (req.method !== "POST")
      return reply(405, { error: "Method not allowed; use POST" }, { allow: "POST" });

    const mediaType = req.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (mediaType !== "application/json") {
      return reply(415, { error: "Content-Type must be application/json" });
    }

    const body = await readBody(req, config.maxBodyBytes);
    if (!body.ok) return reply(body.status, { error: body.error });

    const data = body.value;
    if (typeof data !== "object" || data === null || Array.isArray(data)) {
      return reply(400, { error: "Body must be a JSON object with name, email, subject and message" });
    }

    // a filled honeypot means a bot: look successful so it moves on, send nothing
    const honeypot = (data as Record<string, unknown>)[HONEYPOT_FIELD];
    if (typeof honeypot === "string" && honeypot.trim() !== "") {
      log.info("contact.honeypot", { requestId });
      return reply(200, { ok: true, id: requestId });
    }

    const parsed = contactSchema.safeParse(data);
    if (!parsed.success) return reply(400, describeIssue(parsed.error));

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
      return reply(502, { error: SEND_FAILED, requestId });
    }
    return reply(200, { ok: true, id: requestId });
  };
}
