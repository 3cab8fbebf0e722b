// Settings of the contact function, read from the environment once per function instance.
import { contactMail } from "@orbitag/contact";
import { isThisMachine } from "@orbitag/contact/this-machine";
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

/**
 * The Netlify contexts that run on this machine, as the site's build sees them
 * (packages/site/scripts/supabase-env.ts): none, `netlify dev`'s "dev" and `npm start`'s "local". Every
 * other one (production, deploy-preview, branch-deploy, any name Netlify adds) is a deploy, where a
 * loopback SMTP server cannot exist.
 */
export const LOCAL_CONTEXTS: ReadonlySet<string> = new Set(["", "dev", "local"]);

/** A deploy context (CONTEXT, or the request's `context.deploy.context`); unset counts as local. */
export const isDeployContext = (context: string | undefined): context is string =>
  context !== undefined && !LOCAL_CONTEXTS.has(context.trim());

/** The one log line of a deploy without SMTP_URL, e.g. "SMTP_URL is not set in CONTEXT=deploy-preview: …". */
export const noSmtpIn = (context: string) =>
  `SMTP_URL is not set in CONTEXT=${context}: no contact message can be sent until it is (answering 503)`;
export const NO_SMTP_IN_PRODUCTION = noSmtpIn("production");

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
 * Why this environment cannot send mail at all, or null. A deploy context without SMTP_URL must not fall
 * back to the local catcher's loopback address, nor be pointed at loopback on purpose (no SMTP server
 * listens beside a deployed function); an SMTP_URL that is malformed or lets mail travel unencrypted is
 * refused wherever it is set.
 */
export function configProblem(env: Record<string, string | undefined> = process.env): string | null {
  const smtpUrl = env.SMTP_URL?.trim();
  const deploy = isDeployContext(env.CONTEXT) ? env.CONTEXT.trim() : null;
  if (!smtpUrl) return deploy ? noSmtpIn(deploy) : null;
  try {
    const { host } = parseSmtpUrl(smtpUrl);
    if (deploy && isThisMachine(String(host)))
      return `SMTP_URL points at this machine (${String(host)}) in CONTEXT=${deploy}: no contact message can be sent until it names the mail provider (answering 503)`;
    return null;
  } catch (err) {
    return `SMTP_URL is unusable: ${err instanceof Error ? err.message : String(err)}`;
  }
}
