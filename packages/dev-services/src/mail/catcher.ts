// Local mail catcher: an SMTP server on loopback that keeps every message as an .eml file, plus a small
// HTTP API (like the Supabase CLI's mail UI on 54324) so developers and tests can read what was sent.
// `POST /api/smtp {"mode":"down"|"hang"|"up"}` lets tests against a served build simulate SMTP failure;
// with `"to": ["sales@…"]` only mail to those recipients fails (refused or stalled at RCPT TO), and with
// `"match": "text"` only messages containing that text (refused or stalled after DATA), so one test's
// failure cannot break the mails other tests send through the same catcher at that moment.
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";
import { parseMessage, renderIndex, type StoredMessage } from "./messages.ts";

export type SmtpMode = "up" | "down" | "hang";
export const SMTP_MODES: readonly SmtpMode[] = ["up", "down", "hang"];

export interface MailCatcherOptions {
  /** SMTP port on 127.0.0.1; 0 picks a free one (see the returned `smtpPort`). */
  smtpPort: number;
  /** HTTP API port on 127.0.0.1; 0 picks a free one. */
  httpPort: number;
  /** Folder for the .eml files (created if missing). */
  dir: string;
  host?: string;
  /** Where progress lines go; `console.log` by default, pass `() => {}` to silence. */
  log?: (line: string) => void;
}

export interface MailCatcher {
  smtpPort: number;
  httpPort: number;
  dir: string;
  /** Every stored message, oldest first. */
  messages(): Promise<StoredMessage[]>;
  clear(): Promise<void>;
  /** A failure mode for every connection, or only for mail `to` those recipients and/or containing `match`. */
  setMode(mode: SmtpMode, scope?: Partial<SmtpScope> | string[]): void;
  readonly mode: SmtpMode;
  readonly scope: SmtpScope;
  close(): Promise<void>;
}

export interface SmtpScope {
  /** recipients (case-insensitive) the mode applies to; empty = any */
  to: string[];
  /** text the raw message must contain for the mode to apply; null = any */
  match: string | null;
}

const ID_PATTERN = /^[A-Za-z0-9-]+$/;
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  const host = options.host ?? "127.0.0.1";
  const log = options.log ?? ((line: string) => console.log(line));
  const dir = path.resolve(options.dir);
  await mkdir(dir, { recursive: true });

  let mode: SmtpMode = "up";
  let scope: SmtpScope = { to: [], match: null };
  // connections held open without a greeting while in "hang" mode; released on mode change / close
  const hung = new Set<(err?: Error | null) => void>();
  // parsed messages by id; files are the source of truth (they survive restarts and can be deleted by hand)
  const cache = new Map<string, StoredMessage>();
  let counter = 0;

  const refusal = () =>
    Object.assign(new Error("Service not available (mail catcher is in 'down' mode)"), { responseCode: 421 });

  const smtp = new SMTPServer({
    name: "mail-catcher.local",
    banner: "Orbitag local mail catcher",
    // plain loopback SMTP: no STARTTLS (nodemailer would try it and reject the self-signed certificate),
    // any AUTH is accepted so an SMTP_URL with credentials still works locally
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    allowInsecureAuth: true,
    disableReverseLookup: true,
    size: MAX_MESSAGE_BYTES,
    closeTimeout: 500,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? "local" });
    },
    onConnect(_session: SMTPServerSession, callback) {
      if (scope.to.length === 0 && scope.match === null) return fail(callback);
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (scope.match === null && scope.to.includes(address.address.toLowerCase())) return fail(callback);
      callback();
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        if (stream.sizeExceeded) {
          return callback(Object.assign(new Error("Message exceeds the size limit"), { responseCode: 552 }));
        }
        const id = `${Date.now()}-${String(counter++).padStart(4, "0")}-${randomBytes(3).toString("hex")}`;
        const raw = Buffer.concat(chunks);
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        };
        const matched =
          scope.match !== null &&
          (scope.to.length === 0 || envelope.to.some((a) => scope.to.includes(a.toLowerCase()))) &&
          raw.includes(scope.match);
        if (matched) return fail(callback);
        const file = path.join(dir, `${id}.eml`);
        Promise.all([writeFile(file, raw), writeFile(path.join(dir, `${id}.json`), JSON.stringify(envelope))])
          .then(async () => {
            const message = await parseMessage(id, raw, envelope);
            cache.set(id, message);
            log(`[mail] "${message.subject}" to ${envelope.to.join(", ")} saved as ${file}`);
            callback(null, `Message queued as ${id}`);
          })
          .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
      });
    },
  });
  smtp.on("error", (err) => log(`[mail] SMTP error: ${err.message}`));

  async function ids(): Promise<string[]> {
    const names = await readdir(dir).catch(() => [] as string[]);
    return names
      .filter((name) => name.endsWith(".eml"))
      .map((name) => name.slice(0, -4))
      .filter((id) => ID_PATTERN.test(id))
      .sort();
  }

  async function load(id: string): Promise<StoredMessage | undefined> {
    const cached = cache.get(id);
    if (cached) return cached;
    try {
      const raw = await readFile(path.join(dir, `${id}.eml`));
      const envelope = await readFile(path.join(dir, `${id}.json`), "utf8")
        .then((text) => JSON.parse(text) as { from: string; to: string[] })
        .catch(() => undefined);
      const message = await parseMessage(id, raw, envelope);
      cache.set(id, message);
      return message;
    } catch {
      return undefined;
    }
  }

  async function messages(): Promise<StoredMessage[]> {
    const all = await Promise.all((await ids()).map(load));
    return all.filter((m): m is StoredMessage => m !== undefined);
  }

  async function clear(): Promise<void> {
    const names = await readdir(dir).catch(() => [] as string[]);
    await Promise.all(
      names
        .filter((n) => n.endsWith(".eml") || n.endsWith(".json"))
        .map((n) => rm(path.join(dir, n), { force: true })),
    );
    cache.clear();
  }

  function setMode(next: SmtpMode, limit: Partial<SmtpScope> | string[] = {}) {
    // a bare list is the recipients (the original signature)
    const { to = [], match = null } = Array.isArray(limit) ? { to: limit } : limit;
    mode = next;
    scope =
      next === "up" ? { to: [], match: null } : { to: to.map((a) => a.toLowerCase()), match: match || null };
    releaseHung();
  }

  // applies the current failure mode to one SMTP step
  function fail(callback: (err?: Error | null) => void) {
    if (mode === "down") return callback(refusal());
    if (mode === "hang") return void hung.add(callback);
    callback();
  }

  function releaseHung() {
    for (const callback of hung) callback(refusal());
    hung.clear();
  }

  const api = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      log(`[mail] HTTP error: ${err instanceof Error ? err.message : String(err)}`);
      if (!res.headersSent) send(res, 500, { error: "Internal error" });
      else res.end();
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? "/", "http://localhost");
    const parts = url.pathname.split("/").filter(Boolean);
    const method = req.method ?? "GET";

    if (url.pathname === "/" && method === "GET") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(renderIndex((await messages()).reverse(), mode));
      return;
    }
    if (parts[0] !== "api") return send(res, 404, { error: "Not found" });

    if (parts[1] === "smtp" && parts.length === 2) {
      if (method === "GET") return send(res, 200, { mode, ...scope });
      if (method === "POST") {
        const body = await readBody(req);
        let requested: { mode?: unknown; to?: unknown; match?: unknown };
        try {
          requested = JSON.parse(body) as typeof requested;
        } catch {
          return send(res, 400, { error: 'Body must be JSON like {"mode":"down"}' });
        }
        if (!SMTP_MODES.includes(requested.mode as SmtpMode)) {
          return send(res, 400, { error: `mode must be one of ${SMTP_MODES.join(", ")}` });
        }
        const to = typeof requested.to === "string" ? [requested.to] : (requested.to ?? []);
        if (!Array.isArray(to) || !to.every((a): a is string => typeof a === "string")) {
          return send(res, 400, { error: "to must be an address or a list of addresses" });
        }
        const match = requested.match ?? null;
        if (match !== null && typeof match !== "string")
          return send(res, 400, { error: "match must be a string" });
        setMode(requested.mode as SmtpMode, { to, match });
        const limits = [
          scope.to.length ? `to ${scope.to.join(", ")}` : "",
          scope.match ? `containing "${scope.match}"` : "",
        ];
        log(`[mail] SMTP mode: ${mode} ${limits.filter(Boolean).join(" and ") || "for all mail"}`);
        return send(res, 200, { mode, ...scope });
      }
      return send(res, 405, { error: "Method not allowed" }, { allow: "GET, POST" });
    }

    if (parts[1] === "messages") {
      if (parts.length === 2) {
        if (method === "GET") {
          const to = url.searchParams.get("to")?.toLowerCase();
          const list = await messages();
          return send(
            res,
            200,
            to ? list.filter((m) => m.envelope.to.some((a) => a.toLowerCase() === to)) : list,
          );
        }
        if (method === "DELETE") {
          await clear();
          res.writeHead(204).end();
          return;
        }
        return send(res, 405, { error: "Method not allowed" }, { allow: "GET, DELETE" });
      }
      const id = parts[2] ?? "";
      if (!ID_PATTERN.test(id) || parts.length > 4) return send(res, 404, { error: "Not found" });
      if (parts.length === 4 && parts[3] === "raw" && method === "GET") {
        const raw = await readFile(path.join(dir, `${id}.eml`)).catch(() => undefined);
        if (!raw) return send(res, 404, { error: "Not found" });
        res.writeHead(200, { "content-type": "message/rfc822" });
        res.end(raw);
        return;
      }
      if (parts.length === 3 && method === "GET") {
        const message = await load(id);
        return message ? send(res, 200, message) : send(res, 404, { error: "Not found" });
      }
    }
    return send(res, 404, { error: "Not found" });
  }

  await new Promise<void>((resolve, reject) => {
    smtp.server.once("error", reject);
    smtp.listen(options.smtpPort, host, () => {
      smtp.server.off("error", reject);
      resolve();
    });
  });
  await new Promise<void>((resolve, reject) => {
    api.once("error", reject);
    api.listen(options.httpPort, host, () => {
      api.off("error", reject);
      resolve();
    });
  }).catch(async (err: unknown) => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw err;
  });

  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const httpPort = (api.address() as AddressInfo).port;
  log(`[mail] catching SMTP on ${host}:${smtpPort}; messages saved as .eml under ${dir}`);
  log(`[mail] browse http://${host}:${httpPort}/ (API: /api/messages)`);

  let closing: Promise<void> | undefined;
  return {
    smtpPort,
    httpPort,
    dir,
    messages,
    clear,
    setMode,
    get mode() {
      return mode;
    },
    get scope() {
      return { to: [...scope.to], match: scope.match };
    },
    close() {
      closing ??= (async () => {
        releaseHung();
        api.closeAllConnections();
        await Promise.all([
          new Promise<void>((resolve) => smtp.close(() => resolve())),
          new Promise<void>((resolve) => api.close(() => resolve())),
        ]);
      })();
      return closing;
    },
  };
}

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
    ...headers,
  });
  res.end(JSON.stringify(body));
}

async function readBody(req: http.IncomingMessage, limit = 64 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new Error("Request body too large");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}
