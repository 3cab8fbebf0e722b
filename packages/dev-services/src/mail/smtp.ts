// The catcher's SMTP side: accepts every message on loopback and hands it to the mailbox, unless a
// failure rule says otherwise. "down" answers 421; "hang" never answers (the client times out). A rule
// scoped `to` recipients fails at RCPT TO; scoped by `match` (text in the message), after DATA. Rules of
// different scopes stand side by side, so tests running in parallel each fail only their own mail.
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";
import type { Mailbox } from "./mailbox.ts";

export type SmtpMode = "up" | "down" | "hang";
export const SMTP_MODES: readonly SmtpMode[] = ["up", "down", "hang"];

export interface SmtpScope {
  /** recipients (case-insensitive) the mode applies to; empty = any */
  to: string[];
  /** text the raw message must contain for the mode to apply; null = any */
  match: string | null;
}

/** A failure mode and the mail it applies to. */
export interface SmtpRule extends SmtpScope {
  mode: Exclude<SmtpMode, "up">;
}

const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

const sameScope = (a: SmtpScope, b: SmtpScope) =>
  a.match === b.match && a.to.length === b.to.length && a.to.every((address) => b.to.includes(address));

export class CatchingSmtp {
  readonly server: SMTPServer;
  /** The failure rules in force, oldest first (none: every message is accepted). */
  rules: SmtpRule[] = [];
  // connections held open without an answer by a "hang" rule; released when the rule is lifted or on close
  private readonly hung = new Map<SmtpRule, Set<(err?: Error | null) => void>>();

  constructor(mailbox: Mailbox, log: (line: string) => void) {
    this.server = new SMTPServer({
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
      onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? "local" }),
      onConnect: (_session, callback) => {
        this.fail(
          this.rules.find((rule) => rule.to.length === 0 && rule.match === null),
          callback,
        );
      },
      onRcptTo: (address, _session, callback) => {
        const recipient = address.address.toLowerCase();
        this.fail(
          this.rules.find((rule) => rule.match === null && rule.to.includes(recipient)),
          callback,
        );
      },
      onData: (stream: SMTPServerDataStream, session: SMTPServerSession, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("error", callback);
        stream.on("end", () => {
          if (stream.sizeExceeded)
            return callback(
              Object.assign(new Error("Message exceeds the size limit"), { responseCode: 552 }),
            );
          const raw = Buffer.concat(chunks);
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          };
          const matched = this.rules.find(
            (rule) =>
              rule.match !== null &&
              (rule.to.length === 0 || envelope.to.some((a) => rule.to.includes(a.toLowerCase()))) &&
              raw.includes(rule.match),
          );
          if (matched) return this.fail(matched, callback);
          mailbox
            .save(raw, envelope)
            .then((message) => {
              log(`[mail] "${message.subject}" to ${envelope.to.join(", ")} saved as ${message.id}.eml`);
              callback(null, `Message queued as ${message.id}`);
            })
            .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
        });
      },
    });
    this.server.on("error", (err) => log(`[mail] SMTP error: ${err.message}`));
  }

  /**
   * Sets the rule for one scope, replacing that scope's rule; "up" lifts it. "up" without a scope lifts every
   * rule. Returns the scope as stored (addresses lower-cased).
   */
  setMode(next: SmtpMode, limit: Partial<SmtpScope> | string[] = {}): SmtpScope {
    // a bare list is the recipients (the original signature)
    const { to = [], match = null } = Array.isArray(limit) ? { to: limit } : limit;
    const scope: SmtpScope = { to: to.map((a) => a.toLowerCase()), match: match || null };
    const everything = next === "up" && scope.to.length === 0 && scope.match === null;
    for (const rule of this.rules.filter((r) => everything || sameScope(r, scope))) this.lift(rule);
    if (next !== "up") this.rules.push({ mode: next, ...scope });
    return scope;
  }

  /** Lifts every rule and answers the connections they hold (on close). */
  liftAll(): void {
    for (const rule of [...this.rules]) this.lift(rule);
  }

  private lift(rule: SmtpRule): void {
    this.rules = this.rules.filter((r) => r !== rule);
    for (const callback of this.hung.get(rule) ?? []) callback(refusal());
    this.hung.delete(rule);
  }

  // applies a rule (if one applies) to one SMTP step
  private fail(rule: SmtpRule | undefined, callback: (err?: Error | null) => void): void {
    if (rule?.mode === "down") return callback(refusal());
    if (rule?.mode === "hang") {
      const held = this.hung.get(rule) ?? new Set();
      this.hung.set(rule, held.add(callback));
      return;
    }
    callback();
  }
}

const refusal = () =>
  Object.assign(new Error("Service not available (mail catcher is in 'down' mode)"), { responseCode: 421 });

/** Rules as a line for logs and the mail page: "up" when none is in force. */
export function describeRules(rules: Array<{ mode: SmtpMode } & SmtpScope>): string {
  if (rules.length === 0) return "up";
  return rules
    .map(({ mode, to, match }) => {
      const limits = [to.length ? `to ${to.join(", ")}` : "", match ? `containing "${match}"` : ""];
      return `${mode} ${limits.filter(Boolean).join(" and ") || "for all mail"}`;
    })
    .join("; ");
}
