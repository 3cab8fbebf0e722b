// Local mail catcher: an SMTP server on loopback that keeps every message as an .eml file (mailbox.ts,
// smtp.ts), plus a small HTTP API (api.ts, like the Supabase CLI's mail UI on 54324) so developers and
// tests can read what was sent. `POST /api/smtp {"mode":"down"|"hang"|"up"}` lets tests against a served
// build simulate SMTP failure; with `"to": ["sales@…"]` only mail to those recipients fails, and with
// `"match": "text"` only messages containing that text, so one test's failure cannot break the mails other
// tests send through the same catcher at that moment.
import { mkdir } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve } from "@hono/node-server";
import type { Server } from "node:http";
import { refuseInProduction } from "../production-guard.ts";
import { createMailApi } from "./api.ts";
import { Mailbox } from "./mailbox.ts";
import type { StoredMessage } from "./messages.ts";
import { CatchingSmtp, type SmtpMode, type SmtpRule, type SmtpScope } from "./smtp.ts";

export { SMTP_MODES, type SmtpMode, type SmtpRule, type SmtpScope } from "./smtp.ts";

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
  /**
   * A failure mode for every connection, or only for mail `to` those recipients and/or containing `match`;
   * rules of different scopes stand side by side, "up" lifts the scope's rule (every rule without a scope).
   */
  setMode(mode: SmtpMode, scope?: Partial<SmtpScope> | string[]): SmtpScope;
  /** The failure rules in force (empty: all mail is accepted). */
  readonly rules: SmtpRule[];
  close(): Promise<void>;
}

export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  refuseInProduction(["mail catcher"]);
  const host = options.host ?? "127.0.0.1";
  const log = options.log ?? ((line: string) => console.log(line));
  const dir = path.resolve(options.dir);
  await mkdir(dir, { recursive: true, mode: 0o700 }); // other people's mail: for this account only
  const mailbox = new Mailbox(dir);
  const smtp = new CatchingSmtp(mailbox, log);

  await new Promise<void>((resolve, reject) => {
    smtp.server.server.once("error", reject);
    smtp.server.listen(options.smtpPort, host, () => {
      smtp.server.server.off("error", reject);
      resolve();
    });
  });
  const closeSmtp = () => new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  const app = createMailApi(mailbox, smtp, log);
  const api = await new Promise<Server>((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: options.httpPort, hostname: host }) as Server;
    server.once("error", reject);
    server.once("listening", () => {
      server.off("error", reject);
      resolve(server);
    });
  }).catch(async (err: unknown) => {
    await closeSmtp();
    throw err;
  });
  const httpPort = (api.address() as AddressInfo).port;

  const smtpPort = (smtp.server.server.address() as AddressInfo).port;
  log(`[mail] catching SMTP on ${host}:${smtpPort}; messages saved as .eml under ${dir}`);
  log(`[mail] browse http://${host}:${httpPort}/ (API: /api/messages)`);

  let closing: Promise<void> | undefined;
  return {
    smtpPort,
    httpPort,
    dir,
    messages: () => mailbox.messages(),
    clear: () => mailbox.clear(),
    setMode: (mode, scope) => smtp.setMode(mode, scope),
    get rules() {
      return smtp.rules.map((rule) => ({ ...rule, to: [...rule.to] }));
    },
    close() {
      closing ??= (async () => {
        smtp.liftAll();
        api.closeAllConnections();
        await Promise.all([closeSmtp(), new Promise<void>((resolve) => api.close(() => resolve()))]);
      })();
      return closing;
    },
  };
}
