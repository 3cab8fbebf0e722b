// Settings of the contact function, read from the environment once per function instance.
import { site } from "../../../packages/site/app/config/site.ts";

export interface SmtpTimeouts {
  /** TCP connect */
  connectionTimeout: number;
  /** from connect to the server's 220 greeting */
  greetingTimeout: number;
  /** any later silence on the socket */
  socketTimeout: number;
  /** hard cap on one whole send, whatever stage it hangs in */
  sendTimeout: number;
}

export interface ContactConfig {
  smtpUrl: string;
  /** the sales inbox that receives every message */
  to: string;
  /** the site's own sender address (the visitor goes into Reply-To, never From) */
  from: string;
  subjectPrefix: string;
  /** largest accepted request body in bytes */
  maxBodyBytes: number;
  timeouts: SmtpTimeouts;
}

/** The local mail catcher of `npm start` / `npm run dev` (packages/dev-services). */
export const DEFAULT_SMTP_URL = "smtp://127.0.0.1:54325";
export const DEFAULT_CONTACT_TO = site.contact.emails[0];
export const DEFAULT_CONTACT_FROM = `${site.brand} website <no-reply@${new URL(site.origin).hostname}>`;
export const SUBJECT_PREFIX = `[${site.brand} contact] `;
/** a 5000-character message is at most ~30 KB even fully \u-escaped */
export const MAX_BODY_BYTES = 64 * 1024;

export const DEFAULT_TIMEOUTS: SmtpTimeouts = {
  connectionTimeout: 3000,
  greetingTimeout: 3000,
  socketTimeout: 5000,
  sendTimeout: 8000,
};

export function readConfig(env: Record<string, string | undefined> = process.env): ContactConfig {
  return {
    smtpUrl: env.SMTP_URL?.trim() || DEFAULT_SMTP_URL,
    to: env.CONTACT_TO?.trim() || DEFAULT_CONTACT_TO,
    from: env.CONTACT_FROM?.trim() || DEFAULT_CONTACT_FROM,
    subjectPrefix: SUBJECT_PREFIX,
    maxBodyBytes: MAX_BODY_BYTES,
    timeouts: DEFAULT_TIMEOUTS,
  };
}
