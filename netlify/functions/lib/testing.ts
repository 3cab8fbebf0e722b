// Test fixture: the contact handler served over real HTTP, sending through a real SMTP server (the
// local mail catcher) on loopback. Used by the handler, fuzz and SMTP-failure tests.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startMailCatcher, type MailCatcher } from "../../../packages/dev-services/src/mail/catcher.ts";
import { readConfig, type ContactConfig, type SmtpTimeouts } from "./config.ts";
import { createContactHandler, type Logger } from "./handler.ts";
import { createSmtpSender, type SendMail } from "./mail.ts";
import { serveHandler } from "./node-server.ts";

export const TEST_TO = "sales@orbitag.test";
export const TEST_FROM = "Orbitag website <no-reply@orbitag.test>";

/** short enough that SMTP-failure tests finish fast, long enough for a loaded CI machine */
export const FAST_TIMEOUTS: SmtpTimeouts = {
  connectionTimeout: 1000,
  greetingTimeout: 600,
  socketTimeout: 800,
  sendTimeout: 2500,
};

export interface ContactStack {
  url: string;
  endpoint: string;
  catcher: MailCatcher;
  config: ContactConfig;
  /** how many times the handler asked SMTP to send */
  sendCalls(): number;
  logs: Array<{ level: "info" | "error"; event: string; fields: Record<string, unknown> }>;
  post(body: unknown, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export async function startContactStack(): Promise<ContactStack> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "contact-mail-"));
  const catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0, dir, log: () => {} });
  const config: ContactConfig = {
    ...readConfig({
      SMTP_URL: `smtp://127.0.0.1:${catcher.smtpPort}`,
      CONTACT_TO: TEST_TO,
      CONTACT_FROM: TEST_FROM,
    }),
    timeouts: FAST_TIMEOUTS,
  };
  const smtp = createSmtpSender(config);
  let calls = 0;
  const send: SendMail = (mail) => {
    calls++;
    return smtp(mail);
  };
  const logs: ContactStack["logs"] = [];
  const log: Logger = {
    info: (event, fields) => logs.push({ level: "info", event, fields }),
    error: (event, fields) => logs.push({ level: "error", event, fields }),
  };
  const server = await serveHandler(createContactHandler({ config, send, log }));
  const endpoint = `${server.url}/api/send-contact-email`;
  return {
    url: server.url,
    endpoint,
    catcher,
    config,
    sendCalls: () => calls,
    logs,
    post: (body, init = {}) =>
      fetch(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: typeof body === "string" ? body : JSON.stringify(body),
        ...init,
      }),
    async close() {
      await server.close();
      await catcher.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export const validMessage = () => ({
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: "Tracking 400 infusion pumps",
  message: "Hello! We would like a demo for our three hospital sites.",
});
