// The e-mail a contact message becomes, and the SMTP transport that sends it.
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import type { ContactMessage } from "../../../packages/site/app/lib/contact/schema.ts";
import type { ContactConfig, SmtpTimeouts } from "./config.ts";

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

/** A nodemailer SMTP transport for SMTP_URL with short timeouts; create once and reuse. */
export function createSmtpTransport(
  smtpUrl: string,
  timeouts: SmtpTimeouts,
): nodemailer.Transporter<SMTPTransport.SentMessageInfo> {
  const { connectionTimeout, greetingTimeout, socketTimeout } = timeouts;
  // options in the URL's query (e.g. ?tls.rejectUnauthorized=false) win over the defaults
  return nodemailer.createTransport({
    connectionTimeout,
    greetingTimeout,
    socketTimeout,
    ...parseSmtpUrl(smtpUrl),
  });
}

/**
 * `smtp[s]://user:pass@host:port?option=value` as nodemailer options (what nodemailer's own parser
 * reads, without its deprecated url.parse()). smtps:// is TLS from the start; smtp:// upgrades
 * with STARTTLS when the server offers it.
 */
export function parseSmtpUrl(smtpUrl: string): SMTPTransport.Options {
  const url = new URL(smtpUrl);
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") {
    throw new Error(`SMTP_URL must start with smtp:// or smtps:// (got ${url.protocol})`);
  }
  const options: Record<string, unknown> = { host: url.hostname, secure: url.protocol === "smtps:" };
  if (url.port) options.port = Number(url.port);
  if (url.username) {
    options.auth = { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) };
  }
  const tls: Record<string, unknown> = {};
  for (const [key, raw] of url.searchParams) {
    const value =
      raw === "true"
        ? true
        : raw === "false"
          ? false
          : raw !== "" && !Number.isNaN(Number(raw))
            ? Number(raw)
            : raw;
    if (key.startsWith("tls.")) tls[key.slice(4)] = value;
    else if (!key.includes(".")) options[key] = value;
  }
  if (Object.keys(tls).length > 0) options.tls = tls;
  return options as SMTPTransport.Options;
}

export class SendTimeoutError extends Error {
  readonly code = "ESENDTIMEOUT";
}

/** A SendMail over one reused transport, bounded by `timeouts.sendTimeout` whatever stage stalls. */
export function createSmtpSender(config: Pick<ContactConfig, "smtpUrl" | "timeouts">): SendMail {
  const transport = createSmtpTransport(config.smtpUrl, config.timeouts);
  return (mail) => withTimeout(transport.sendMail(mail), config.timeouts.sendTimeout);
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError(`SMTP send took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
