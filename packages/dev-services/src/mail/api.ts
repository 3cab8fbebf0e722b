// The catcher's HTTP side, like the Supabase CLI's mail UI on 54324: a page listing the mail, a JSON API
// to read and delete it, and the SMTP failure switch for tests.
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { methodNotAllowed } from "hono/method-not-allowed";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { HttpBindings } from "@hono/node-server";
import { jsonBodyOnly, loopbackHostOnly, wellFormedUrl, type Refusal } from "../http/guards.ts";
import { ID_PATTERN, type Mailbox } from "./mailbox.ts";
import { renderIndex } from "./messages.ts";
import { describeRules, SMTP_MODES, type CatchingSmtp, type SmtpMode } from "./smtp.ts";

const error = (c: Context, status: ContentfulStatusCode, message: string) =>
  c.json({ error: message }, status);

export function createMailApi(mailbox: Mailbox, smtp: CatchingSmtp, log: (line: string) => void) {
  const app = new Hono<{ Bindings: HttpBindings }>({ strict: false });
  app.onError((err, c) => {
    log(`[mail] HTTP error: ${err instanceof Error ? err.message : String(err)}`);
    return error(c, 500, "Internal error");
  });
  app.notFound((c) => error(c, 404, "Not found"));
  const refuse = (c: Context, refusal: Refusal) => error(c, refusal.status, refusal.message);
  app.use(loopbackHostOnly(refuse));
  app.use(wellFormedUrl(refuse));
  app.use(async (c, next) => {
    await next();
    c.header("cache-control", "no-store");
  });
  app.use(bodyLimit({ maxSize: 64 * 1024, onError: (c) => error(c, 413, "Request body too large") }));
  app.use(
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, allowed) => {
        c.header("allow", allowed.join(", "));
        return error(c, 405, "Method not allowed");
      },
    }),
  );

  app.get("/", async (c) =>
    c.html(renderIndex((await mailbox.messages()).reverse(), describeRules(smtp.rules))),
  );

  app.get("/api/smtp", (c) => c.json({ rules: smtp.rules }));
  app.post("/api/smtp", jsonBodyOnly(refuse), async (c) => {
    let requested: { mode?: unknown; to?: unknown; match?: unknown };
    try {
      requested = JSON.parse(await c.req.text()) as typeof requested;
    } catch {
      return error(c, 400, 'Body must be JSON like {"mode":"down"}');
    }
    if (!requested || !SMTP_MODES.includes(requested.mode as SmtpMode))
      return error(c, 400, `mode must be one of ${SMTP_MODES.join(", ")}`);
    const to = typeof requested.to === "string" ? [requested.to] : (requested.to ?? []);
    if (!Array.isArray(to) || !to.every((a): a is string => typeof a === "string"))
      return error(c, 400, "to must be an address or a list of addresses");
    const match = requested.match ?? null;
    if (match !== null && typeof match !== "string") return error(c, 400, "match must be a string");
    const mode = requested.mode as SmtpMode;
    const scope = smtp.setMode(mode, { to, match });
    log(`[mail] SMTP mode: ${describeRules([{ mode, ...scope }])}`);
    return c.json({ mode, ...scope });
  });

  app.get("/api/messages", async (c) => {
    const to = c.req.query("to")?.toLowerCase();
    const list = await mailbox.messages();
    return c.json(to ? list.filter((m) => m.envelope.to.some((a) => a.toLowerCase() === to)) : list);
  });
  app.delete("/api/messages", jsonBodyOnly(refuse), async (c) => {
    await mailbox.clear();
    return c.body(null, 204);
  });
  app.get("/api/messages/:id", async (c) => {
    const message = ID_PATTERN.test(c.req.param("id")) ? await mailbox.load(c.req.param("id")) : undefined;
    return message ? c.json(message) : error(c, 404, "Not found");
  });
  app.get("/api/messages/:id/raw", async (c) => {
    const raw = ID_PATTERN.test(c.req.param("id")) ? await mailbox.raw(c.req.param("id")) : undefined;
    if (!raw) return error(c, 404, "Not found");
    return c.body(new Uint8Array(raw), 200, { "content-type": "message/rfc822" });
  });
  return app;
}
