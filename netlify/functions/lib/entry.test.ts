// The Netlify entry point as deployed: configured from the environment, served over real HTTP.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { startMailCatcher, type MailCatcher } from "@orbitag/dev-services/mail";
import { serveHandler, type ServedHandler } from "./node-server.ts";
import { validMessage } from "./testing.ts";

let catcher: MailCatcher;
let server: ServedHandler;
let dir: string;
let entry: typeof import("../send-contact-email.ts");

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "contact-entry-"));
  catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0, dir, log: () => {} });
  vi.stubEnv("SMTP_URL", `smtp://127.0.0.1:${catcher.smtpPort}`);
  vi.stubEnv("CONTACT_TO", "inbox@orbitag.test");
  vi.stubEnv("CONTACT_FROM", "Site <site@orbitag.test>");
  // the entry reads its configuration when it loads: a fresh copy, whatever another file loaded before it
  vi.resetModules();
  entry = await import("../send-contact-email.ts");
  server = await serveHandler((req, context) => entry.default(req, context as never));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
  await catcher.close();
  await rm(dir, { recursive: true, force: true });
});

it("is routed at /api/send-contact-email with a per-IP rate limit", () => {
  expect(entry.config.path).toBe("/api/send-contact-email");
  expect(entry.config.rateLimit).toMatchObject({
    windowSize: 60,
    aggregateBy: expect.arrayContaining(["ip"]) as unknown,
  });
  expect(entry.config.rateLimit?.windowLimit).toBeGreaterThan(0);
});

it("mails through SMTP_URL to CONTACT_TO from CONTACT_FROM", async () => {
  for (let i = 0; i < 3; i++) {
    const res = await fetch(`${server.url}/api/send-contact-email`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validMessage()),
    });
    expect(res.status).toBe(200);
  }
  const mails = await catcher.messages();
  expect(mails).toHaveLength(3);
  expect(mails.map((m) => [m.envelope.to, m.from])).toEqual(
    Array(3).fill([["inbox@orbitag.test"], "site@orbitag.test"]),
  );
});
