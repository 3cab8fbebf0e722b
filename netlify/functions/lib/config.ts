// Settings of the contact function, read from the environment once per function instance.
import { contactMail } from "@orbitag/contact";
import { parseSmtpUrl } from "./mail.ts";

export interface SmtpTimeouts {
  /** TCP connect */
  connectionTimeout: number;
  /** from connect to the server's 220 greeting */
  greetingTimeout: number;
  /** any later silence on the socket */
  socketTimeout: number;
  /** hard cap on one whole send, whatever stage it hangs in: past it the connection is destroyed */
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

/**
 * Outside production, with no SMTP_URL: the local mail catcher of `npm start` / `npm run dev`, i.e.
 * LOCAL_SMTP_URL of @orbitag/dev-services/config (kept equal by mail.test.ts "documents defaults ..." and
 * function.test.ts "keeps the local mail catcher as the default"). Written out, not imported: Netlify
 * ships a function's package imports as files beside it, so an import would put the local services inside
 * the deployed function.
 */
export const DEFAULT_SMTP_URL = "smtp://127.0.0.1:54325";
export const DEFAULT_CONTACT_TO = contactMail.to;
export const DEFAULT_CONTACT_FROM = contactMail.from;
export const SUBJECT_PREFIX = contactMail.subjectPrefix;
/** a 5000-character message is at most ~30 KB even fully \u-escaped (JSON) or %-encoded (a form) */
export const MAX_BODY_BYTES = 64 * 1024;

export const DEFAULT_TIMEOUTS: SmtpTimeouts = {
  connectionTimeout: 3000,
  greetingTimeout: 3000,
  socketTimeout: 5000,
  sendTimeout: 8000,
};

export const NO_SMTP_IN_PRODUCTION =
  "SMTP_URL is not set in production: no contact message can be sent until it is (answering 503)";

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

/**
 * Why this environment cannot send mail at all, or null. Netlify's `CONTEXT=production` without SMTP_URL
 * must not fall back to a loopback address that cannot exist there; an SMTP_URL that is malformed or
 * lets mail travel unencrypted is refused wherever it is set.
 */
export function configProblem(env: Record<string, string | undefined> = process.env): string | null {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return env.CONTEXT === "production" ? NO_SMTP_IN_PRODUCTION : null;
  try {
    parseSmtpUrl(smtpUrl);
    return null;
  } catch (err) {
    return `SMTP_URL is unusable: ${err instanceof Error ? err.message : String(err)}`;
  }
}
