// The Netlify entry point as deployed to production with SMTP_URL forgotten: one log line when the
// instance starts, then 503 for every message, never a try at an address that cannot exist there.
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { NO_SMTP_IN_PRODUCTION } from "./config.ts";
import { UNAVAILABLE } from "./handler.ts";
import { serveHandler, type ServedHandler } from "./node-server.ts";
import { validMessage } from "./testing.ts";

let server: ServedHandler;
const errors: string[] = [];
const consoleError = console.error;

beforeAll(async () => {
  vi.stubEnv("CONTEXT", "production");
  vi.stubEnv("SMTP_URL", "");
  console.error = (line: unknown) => void errors.push(String(line));
  // the entry reads its configuration when it loads: a fresh copy, whatever another file loaded before it
  vi.resetModules();
  const entry = await import("../send-contact-email.ts");
  server = await serveHandler((req, context) => entry.default(req, context as never));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  console.error = consoleError;
  await server.close();
});

it("logs the cause once at start and answers 503 with a generic message, however many arrive", async () => {
  expect(errors).toHaveLength(1);
  expect(JSON.parse(errors[0]!)).toEqual({
    level: "error",
    event: "contact.unavailable",
    problem: NO_SMTP_IN_PRODUCTION,
  });
  for (let i = 0; i < 3; i++) {
    const res = await fetch(`${server.url}/api/send-contact-email`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validMessage()),
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: UNAVAILABLE });
  }
  expect(errors).toHaveLength(1);
});
