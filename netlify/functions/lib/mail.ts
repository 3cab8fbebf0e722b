// The e-mail a contact message becomes, and the SMTP transport that sends it.
import { isIP, connect, type Socket } from "node:net";
import type { ContactMessage } from "@orbitag/contact";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import type { ContactConfig } from "./config.ts";

/** Sends one e-mail; injectable so the handler runs against a stub, the catcher or a real server. */
export type SendMail = (mail: Mail.Options) => Promise<{ messageId?: string }>;

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

export interface MailMeta {
  requestId: string;
  receivedAt: Date;
}

/**
 * Builds the message for the sales inbox. Only validated input reaches here: name and subject are
 * single-line, the e-mail one plain address. Headers are still given to nodemailer as structured
 * values (address objects) so it encodes them and a visitor can never add a header or recipient.
 */
export function buildContactEmail(
  message: ContactMessage,
  config: Pick<ContactConfig, "to" | "from" | "subjectPrefix">,
  meta: MailMeta,
): Mail.Options {
  const when = meta.receivedAt.toISOString();
  const text = [
    `New message from the contact form`,
    ``,
    `Name:    ${message.name}`,
    `Email:   ${message.email}`,
    `Subject: ${message.subject}`,
    ``,
    message.message,
    ``,
    `--`,
    `Received ${when} (request ${meta.requestId}). Reply to this e-mail to answer ${message.name}.`,
  ].join("\n");

  const row = (label: string, value: string) =>
    `<tr><th align="left" style="padding:4px 12px 4px 0;color:#6b7280;font-weight:600">${label}</th><td style="padding:4px 0">${value}</td></tr>`;
  const html = `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;font-size:15px;line-height:1.5;color:#111827">
<h2 style="font-size:18px;margin:0 0 12px">New message from the contact form</h2>
<table role="presentation" cellspacing="0" cellpadding="0">
${row("Name", escapeHtml(message.name))}
${row("Email", `<a href="mailto:${escapeHtml(message.email)}">${escapeHtml(message.email)}</a>`)}
${row("Subject", escapeHtml(message.subject))}
</table>
<div style="margin:16px 0;padding:12px 16px;border-left:3px solid #e5e7eb;white-space:pre-wrap">${escapeHtml(message.message)}</div>
<p style="color:#6b7280;font-size:13px">Received ${when} (request ${escapeHtml(meta.requestId)}). Reply to this e-mail to answer ${escapeHtml(message.name)}.</p>
</body></html>`;

  return {
    from: config.from,
    to: config.to,
    replyTo: { name: message.name, address: message.email },
    subject: `${config.subjectPrefix}${message.subject}`,
    text,
    html,
    headers: { "X-Contact-Request-Id": meta.requestId },
  };
}

/** Hosts whose SMTP traffic never leaves the machine: the only ones allowed to go unencrypted. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  if (bare === "localhost" || bare.endsWith(".localhost")) return true;
  if (isIP(bare) === 4) return bare.startsWith("127.");
  if (isIP(bare) === 6) return bare === "::1" || bare.startsWith("::ffff:127.");
  return false;
}

/**
 * The query options SMTP_URL may carry: of nodemailer's SMTP options, only those that cannot weaken or
 * redirect the connection. Host, port and TLS mode come from the URL itself; anything else (`host`,
 * `port`, `secure`, `secured`, `ignoreTLS`, `requireTLS`, `opportunisticTLS`, `service`, `proxy`, most
 * `tls.*`, ...) is refused whatever its value, since nodemailer reads `1` or `yes` as true as well.
 */
const SMTP_QUERY_OPTIONS: Record<string, (raw: string) => unknown> = {
  name: (raw) => raw,
  authMethod: (raw) => raw,
  connectionTimeout: positiveMs,
  greetingTimeout: positiveMs,
  socketTimeout: positiveMs,
  dnsTimeout: positiveMs,
  // only raising the floor above Node's default (TLSv1.2)
  "tls.minVersion": (raw) => (raw === "TLSv1.2" || raw === "TLSv1.3" ? raw : undefined),
};

function positiveMs(raw: string): number | undefined {
  const ms = Number(raw);
  return Number.isInteger(ms) && ms > 0 ? ms : undefined;
}

/**
 * `smtp[s]://user:pass@host:port?option=value` as nodemailer options (what nodemailer's own parser
 * reads, without its deprecated url.parse()). smtps:// is TLS from the start. For any host that is not
 * loopback, smtp:// must upgrade with STARTTLS (`requireTLS`: a server, or an attacker on the path, that
 * does not offer it gets no login and no message). Query options outside SMTP_QUERY_OPTIONS are refused.
 */
export function parseSmtpUrl(smtpUrl: string): SMTPTransport.Options {
  const url = new URL(smtpUrl);
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") {
    throw new Error(`SMTP_URL must start with smtp:// or smtps:// (got ${url.protocol})`);
  }
  const options: Record<string, unknown> = {
    host: url.hostname.replace(/^\[|\]$/g, ""),
    secure: url.protocol === "smtps:",
  };
  if (url.port) options.port = Number(url.port);
  if (url.username) {
    options.auth = { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) };
  }
  const tls: Record<string, unknown> = {};
  for (const [key, raw] of url.searchParams) {
    const parse = Object.hasOwn(SMTP_QUERY_OPTIONS, key) ? SMTP_QUERY_OPTIONS[key] : undefined;
    const value = parse?.(raw);
    // the option's name only: a value may be a secret
    if (value === undefined) {
      throw new Error(
        `SMTP_URL option ${key} is refused: only ${Object.keys(SMTP_QUERY_OPTIONS).join(", ")} are allowed, with valid values (host, port and TLS come from the URL itself)`,
      );
    }
    if (key.startsWith("tls.")) tls[key.slice(4)] = value;
    else options[key] = value;
  }
  if (Object.keys(tls).length > 0) options.tls = tls;

  // decided on the host the transport will connect to, after every option is in
  if (!isLoopbackHost(String(options.host)) && !options.secure) options.requireTLS = true;
  return options as SMTPTransport.Options;
}

export class SendTimeoutError extends Error {
  readonly code = "ESENDTIMEOUT";
}

/**
 * A SendMail for SMTP_URL, bounded by `timeouts.sendTimeout` whatever stage stalls. Each send opens its
 * own connection through nodemailer's `getSocket` hook, so a send past its time limit is aborted by
 * destroying that socket: nothing more reaches the server, a message not yet ended with its final "."
 * is never delivered, and the visitor's 502 is not followed by a late mail.
 */
export function createSmtpSender(config: Pick<ContactConfig, "smtpUrl" | "timeouts">): SendMail {
  const { connectionTimeout, greetingTimeout, socketTimeout, sendTimeout } = config.timeouts;
  // options in the URL's query (e.g. ?name=web) win over the defaults
  const options: SMTPTransport.Options = {
    connectionTimeout,
    greetingTimeout,
    socketTimeout,
    ...parseSmtpUrl(config.smtpUrl),
  };
  return (mail) => {
    const sockets: Socket[] = [];
    const transport = nodemailer.createTransport({
      ...options,
      getSocket(socketOptions: SMTPTransport.Options, callback: SocketCallback) {
        sockets.push(openSocket(socketOptions, connectionTimeout, callback));
      },
    });
    return withTimeout(transport.sendMail(mail), sendTimeout, (reason) => {
      // with an error (its own copy: nodemailer rewrites an error's code), so nodemailer settles too
      for (const socket of sockets) socket.destroy(new SendTimeoutError(reason.message));
    });
  };
}

type SocketCallback = (err: Error | null, socketOptions?: { connection: Socket }) => void;

/** A TCP connection to the SMTP server, handed to nodemailer once open (it adds TLS itself). */
function openSocket(options: SMTPTransport.Options, timeoutMs: number, callback: SocketCallback): Socket {
  const port = options.port ?? (options.secure ? 465 : 587);
  const socket = connect({ host: options.host ?? "localhost", port });
  const timer = setTimeout(() => {
    socket.destroy(Object.assign(new Error("Connection timeout"), { code: "ETIMEDOUT" }));
  }, timeoutMs);
  const failed = (err: Error) => {
    clearTimeout(timer);
    callback(err);
  };
  socket.once("error", failed);
  socket.once("connect", () => {
    clearTimeout(timer);
    socket.removeListener("error", failed);
    callback(null, { connection: socket });
  });
  return socket;
}

export function withTimeout<T>(
  promise: Promise<T>,
  ms: number,
  onTimeout: (reason: SendTimeoutError) => void = () => {},
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const reason = new SendTimeoutError(`SMTP send took longer than ${ms} ms`);
      onTimeout(reason);
      reject(reason);
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
