// The catcher's SMTP side: accepts every message on loopback and hands it to the mailbox, unless a
// failure mode says otherwise. "down" answers 421; "hang" never answers (the client times out). A mode
// scoped `to` recipients fails at RCPT TO; scoped by `match` (text in the message), after DATA.
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

const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

export class CatchingSmtp {
  readonly server: SMTPServer;
  mode: SmtpMode = "up";
  scope: SmtpScope = { to: [], match: null };
  // connections held open without an answer while in "hang" mode; released on mode change / close
  private readonly hung = new Set<(err?: Error | null) => void>();

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
        if (this.scope.to.length === 0 && this.scope.match === null) return this.fail(callback);
        callback();
      },
      onRcptTo: (address, _session, callback) => {
        const { to, match } = this.scope;
        if (match === null && to.includes(address.address.toLowerCase())) return this.fail(callback);
        callback();
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
          const { to, match } = this.scope;
          const matched =
            match !== null &&
            (to.length === 0 || envelope.to.some((a) => to.includes(a.toLowerCase()))) &&
            raw.includes(match);
          if (matched) return this.fail(callback);
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

  setMode(next: SmtpMode, limit: Partial<SmtpScope> | string[] = {}): void {
    // a bare list is the recipients (the original signature)
    const { to = [], match = null } = Array.isArray(limit) ? { to: limit } : limit;
    this.mode = next;
    this.scope =
      next === "up" ? { to: [], match: null } : { to: to.map((a) => a.toLowerCase()), match: match || null };
    this.releaseHung();
  }

  releaseHung(): void {
    for (const callback of this.hung) callback(refusal());
    this.hung.clear();
  }

  // applies the current failure mode to one SMTP step
  private fail(callback: (err?: Error | null) => void): void {
    if (this.mode === "down") return callback(refusal());
    if (this.mode === "hang") return void this.hung.add(callback);
    callback();
  }
}

const refusal = () =>
  Object.assign(new Error("Service not available (mail catcher is in 'down' mode)"), { responseCode: 421 });
