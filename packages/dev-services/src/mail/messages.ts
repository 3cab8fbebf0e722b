// Turning stored .eml files into the JSON the catcher's API returns, and its small HTML list.
import PostalMime, { type Address } from "postal-mime";
import { html, raw } from "hono/html";

export interface Envelope {
  /** SMTP MAIL FROM */
  from: string;
  /** SMTP RCPT TO: who actually received the message (Bcc included) */
  to: string[];
}

export interface StoredMessage {
  id: string;
  /** `From` header address */
  from: string;
  /** `To` header addresses */
  to: string[];
  cc: string[];
  subject: string;
  /** first `Reply-To` address, or null */
  replyTo: string | null;
  text: string;
  html: string;
  /** ISO date of the `Date` header (or receipt time) */
  date: string;
  envelope: Envelope;
  /** every header as parsed, lower-case keys, for tests that check there is nothing extra */
  headers: Array<{ key: string; value: string }>;
}

function flatten(addresses: Address[] | Address | undefined): string[] {
  if (!addresses) return [];
  const list = Array.isArray(addresses) ? addresses : [addresses];
  return list.flatMap((a) => (a.group ? a.group.map((m) => m.address) : [a.address]));
}

export async function parseMessage(id: string, raw: Uint8Array, envelope?: Envelope): Promise<StoredMessage> {
  const email = await PostalMime.parse(raw);
  const to = flatten(email.to);
  const from = flatten(email.from)[0] ?? "";
  return {
    id,
    from,
    to,
    cc: flatten(email.cc),
    subject: email.subject ?? "",
    replyTo: flatten(email.replyTo)[0] ?? null,
    text: email.text ?? "",
    html: email.html ?? "",
    date: toIso(email.date) ?? toIso(Number(id.split("-")[0])) ?? new Date(0).toISOString(),
    envelope: envelope ?? { from, to },
    headers: email.headers.map((h) => ({ key: h.key, value: h.value })),
  };
}

function toIso(value: string | number | undefined): string | undefined {
  if (value === undefined) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

const INDEX_CSS = `body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
details{border:1px solid #e5e7eb;border-radius:.5rem;padding:.75rem 1rem;margin:.5rem 0}summary{cursor:pointer}
summary span,time{color:#6b7280;margin-left:.5rem}pre{white-space:pre-wrap;background:#f9fafb;padding:.75rem;border-radius:.375rem}`;

/**
 * A plain developer page: newest first; bodies shown as text so nothing in a message can run here
 * (hono/html escapes every value put into it).
 */
export function renderIndex(messages: StoredMessage[], mode: string) {
  const rows = messages.map(
    (m) =>
      html`<details>
        <summary>
          <strong>${m.subject || "(no subject)"}</strong> <span>${m.envelope.to.join(", ")}</span>
          <time>${m.date}</time>
        </summary>
        <p>
          From ${m.from}${m.replyTo ? ` · Reply-To ${m.replyTo}` : ""} ·
          <a href="/api/messages/${m.id}/raw">raw .eml</a>
        </p>
        <pre>${m.text || m.html}</pre>
      </details>`,
  );
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>Local mail (${messages.length})</title>
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <style>
          ${raw(INDEX_CSS)}
        </style>
      </head>
      <body>
        <h1>Local mail</h1>
        <p>
          ${messages.length} message(s) · SMTP mode: <code>${mode}</code> ·
          <a href="/api/messages">JSON</a>
        </p>
        ${rows.length > 0 ? rows : html`<p>No mail yet.</p>`}
      </body>
    </html>`;
}
