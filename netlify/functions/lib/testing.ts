// Test fixtures: the contact handler served over real HTTP, sending through a real SMTP server (the
// local mail catcher) on loopback; and a TCP proxy that counts connections and can slow a server down.
// Used by the handler, fuzz, mail and SMTP-failure tests.
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { startMailCatcher, type MailCatcher } from "@orbitag/dev-services/mail";
import { readConfig, type ContactConfig, type SmtpTimeouts } from "./config.ts";
import { createContactHandler, type Logger } from "./handler.ts";
import { createSmtpSender, type SendMail } from "./mail.ts";
import { serveHandler } from "./node-server.ts";

export const TEST_TO = "sales@orbitag.test";
export const TEST_FROM = "Orbitag website <no-reply@orbitag.test>";

/**
 * For a server that never greets: only nodemailer's greeting timeout is short, so the failure names it ("Greeting
 * never received"); the others are far away, whatever a busy machine does to the wait.
 */
export const GREETING_TIMES_OUT: SmtpTimeouts = {
  connectionTimeout: 60_000,
  greetingTimeout: 600,
  socketTimeout: 60_000,
  sendTimeout: 120_000,
};

/** For a server that stalls mid-conversation: only the socket's idle timeout is short ("Timeout"). */
export const SOCKET_TIMES_OUT: SmtpTimeouts = {
  connectionTimeout: 60_000,
  greetingTimeout: 60_000,
  socketTimeout: 800,
  sendTimeout: 120_000,
};

/**
 * For sends that should succeed: only a hang ends them. A busy machine (both cores taken by other work) kept
 * the catcher's greeting past a 600 ms greeting timeout and failed a send that had nothing wrong with it.
 */
export const PATIENT_TIMEOUTS: SmtpTimeouts = {
  connectionTimeout: 30_000,
  greetingTimeout: 30_000,
  socketTimeout: 30_000,
  sendTimeout: 60_000,
};

export interface ContactStack {
  url: string;
  endpoint: string;
  catcher: MailCatcher;
  config: ContactConfig;
  /** how many times the handler asked SMTP to send */
  sendCalls(): number;
  /** the proxy that slows the SMTP server down (only with `replyDelayMs`) */
  smtpProxy(): TcpProxy;
  logs: Array<{ level: "info" | "error"; event: string; fields: Record<string, unknown> }>;
  post(body: unknown, init?: RequestInit): Promise<Response>;
  /** posts fields urlencoded, as a browser with JavaScript off does from our own page (or `headers`) */
  postForm(fields: Record<string, string>, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

/** What Chromium sends with a form posted from a page of the same origin. */
export const SAME_ORIGIN_FORM = { "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate" };

export interface StackOptions {
  timeouts?: SmtpTimeouts;
  /** SMTP goes through a proxy that delays each of the server's replies by this much */
  replyDelayMs?: number;
}

export async function startContactStack(options: StackOptions = {}): Promise<ContactStack> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "contact-mail-"));
  const catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0, dir, log: () => {} });
  const proxy =
    options.replyDelayMs === undefined
      ? null
      : await startTcpProxy(catcher.smtpPort, { delayMs: options.replyDelayMs });
  const config: ContactConfig = {
    ...readConfig({
      SMTP_URL: `smtp://127.0.0.1:${proxy?.port ?? catcher.smtpPort}`,
      CONTACT_TO: TEST_TO,
      CONTACT_FROM: TEST_FROM,
    }),
    timeouts: options.timeouts ?? PATIENT_TIMEOUTS,
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
    smtpProxy: () => {
      if (!proxy) throw new Error("smtpProxy() needs a stack started with replyDelayMs");
      return proxy;
    },
    logs,
    post: (body, init = {}) =>
      fetch(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: typeof body === "string" ? body : JSON.stringify(body),
        ...init,
      }),
    postForm: (fields, headers = SAME_ORIGIN_FORM) =>
      fetch(endpoint, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams(fields).toString(),
        redirect: "manual",
      }),
    async close() {
      await server.close();
      await proxy?.close();
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

export interface TcpProxy {
  port: number;
  /** client connections open right now */
  open(): number;
  /** client connections accepted so far (so a test of their closing knows there was one) */
  accepted(): number;
  close(): Promise<void>;
}

/**
 * Forwards TCP connections on `host` to 127.0.0.1:`targetPort`, holding each chunk the server sends for
 * `delayMs` (in order): an SMTP server that answers every command slowly, but never slowly enough for one
 * of nodemailer's own timeouts. Counts open client connections, so a test can see one being closed.
 */
export async function startTcpProxy(
  targetPort: number,
  { delayMs = 0, host = "127.0.0.1" }: { delayMs?: number; host?: string } = {},
): Promise<TcpProxy> {
  const clients = new Set<net.Socket>();
  let accepted = 0;
  const server = net.createServer((client) => {
    accepted++;
    clients.add(client);
    const upstream = net.connect(targetPort, "127.0.0.1");
    let queue = Promise.resolve();
    upstream.on("data", (chunk: Buffer) => {
      queue = queue
        .then(() => new Promise((resolve) => setTimeout(resolve, delayMs)))
        .then(() => void (client.destroyed || client.write(chunk)));
    });
    client.pipe(upstream);
    const end = () => {
      clients.delete(client);
      client.destroy();
      upstream.destroy();
    };
    client.on("close", end).on("error", end);
    upstream.on("close", () => void queue.then(end)).on("error", end);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    open: () => clients.size,
    accepted: () => accepted,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of clients) client.destroy();
        server.close(() => resolve());
      }),
  };
}

/** An IPv4 address of this machine that is not loopback, for tests of what is sent to a remote host. */
export function externalAddress(): string {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const address of list ?? [])
      if (address.family === "IPv4" && !address.internal) return address.address;
  }
  throw new Error("this test needs a network interface that is not loopback (none found)");
}
