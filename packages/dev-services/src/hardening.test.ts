// The local services under hostile input (issue 15, finding 7): a DNS-rebinding page, cross-site simple
// requests to the test switches, a failed disk write, world-readable data, a stray `%`.
import { mkdir, mkdtemp, readFile, rm, stat } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_PUBLISHABLE_KEY } from "./config.ts";
import { Store } from "./auth/store.ts";
import { startStack, uniqueEmail, type Stack } from "./auth/test-support.ts";

let stack: Stack;
let mailApi: string;
beforeAll(async () => {
  stack = await startStack();
  mailApi = `http://127.0.0.1:${stack.mail.httpPort}`;
});
afterAll(async () => {
  await stack.close();
});

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** A request with full control of the Host header, which fetch does not give. */
function request(
  url: string,
  options: { method?: string; host?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      target,
      {
        method: options.method ?? "GET",
        headers: {
          ...(options.host ? { host: options.host } : {}),
          ...(options.body === undefined
            ? {}
            : { "content-length": String(Buffer.byteLength(options.body)) }),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}

const json = (response: RawResponse) => JSON.parse(response.text) as Record<string, unknown>;
const apikey = { apikey: LOCAL_PUBLISHABLE_KEY };
const controlRules = async () =>
  json(await request(`${stack.auth.url}/__control`)).rules as Array<{ match: string | null }>;

describe("DNS rebinding: only loopback Host names are answered", () => {
  it.each(["evil.example", "evil.example:54321", "192.168.1.20:54321", "127.0.0.1.evil.example"])(
    "the auth service refuses Host %s with 403 JSON",
    async (host) => {
      for (const pathname of ["/auth/v1/settings", "/__control", "/__provider/google/authorize?state=x"]) {
        const response = await request(`${stack.auth.url}${pathname}`, { host, headers: apikey });
        expect(response.status, pathname).toBe(403);
        expect(response.headers["content-type"]).toMatch(/application\/json/);
        expect(json(response)).toMatchObject({ code: 403, error_code: "host_not_allowed" });
      }
    },
  );

  it.each(["evil.example", "evil.example:54324"])("the mail catcher refuses Host %s", async (host) => {
    for (const pathname of ["/", "/api/messages", "/api/smtp"]) {
      const response = await request(`${mailApi}${pathname}`, { host });
      expect(response.status, pathname).toBe(403);
      expect(json(response).error).toMatch(/host/i);
    }
  });

  it.each(["localhost", "127.0.0.1", "[::1]", "app.localhost"])("both answer Host %s", async (name) => {
    const auth = await request(`${stack.auth.url}/auth/v1/settings`, {
      host: `${name}:${stack.auth.port}`,
      headers: apikey,
    });
    expect(auth.status).toBe(200);
    const mail = await request(`${mailApi}/api/messages`, { host: `${name}:${stack.mail.httpPort}` });
    expect(mail.status).toBe(200);
  });
});

describe("the test switches take JSON only (no cross-site simple requests)", () => {
  const rule = JSON.stringify({ fail: { status: 503, match: "never-sent@example.com" } });

  it.each([
    "text/plain",
    "text/plain;charset=UTF-8",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
  ])("POST /__control as %s is 415 and adds no rule", async (type) => {
    const response = await request(`${stack.auth.url}/__control`, {
      method: "POST",
      headers: { "content-type": type },
      body: rule,
    });
    expect(response.status).toBe(415);
    expect(json(response)).toMatchObject({ error_code: "unsupported_media_type" });
    expect(await controlRules()).toEqual([]);
  });

  it("POST /__control without a Content-Type is 415; as JSON it works; DELETE with a text body is 415", async () => {
    expect((await request(`${stack.auth.url}/__control`, { method: "POST", body: rule })).status).toBe(415);
    const added = await request(`${stack.auth.url}/__control`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: rule,
    });
    expect(added.status).toBe(200);
    const refused = await request(`${stack.auth.url}/__control`, {
      method: "DELETE",
      headers: { "content-type": "text/plain" },
      body: "x",
    });
    expect(refused.status).toBe(415);
    expect(await controlRules()).toHaveLength(1);
    expect((await request(`${stack.auth.url}/__control`, { method: "DELETE" })).status).toBe(204);
    expect(await controlRules()).toEqual([]);
  });

  it("the catcher's POST /api/smtp and DELETE /api/messages refuse text and form bodies", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded"]) {
      const smtp = await request(`${mailApi}/api/smtp`, {
        method: "POST",
        headers: { "content-type": type },
        body: '{"mode":"down"}',
      });
      expect(smtp.status).toBe(415);
    }
    expect(stack.mail.rules).toEqual([]);
    await nodemailer
      .createTransport({ host: "127.0.0.1", port: stack.mail.smtpPort, secure: false })
      .sendMail({ from: "a@orbitag.test", to: "keep@orbitag.test", subject: "kept", text: "x" });
    const wipe = await request(`${mailApi}/api/messages`, {
      method: "DELETE",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "all=1",
    });
    expect(wipe.status).toBe(415);
    expect((await stack.mail.messages()).some((m) => m.subject === "kept")).toBe(true);
  });
});

describe("malformed percent-encoding", () => {
  it.each(["/auth/v1/settings?x=%", "/auth/v1/verify?token=%zz&type=signup", "/auth/v1/settings?x=%E0%A4%A"])(
    "%s is a 400 JSON error, not a 500",
    async (pathname) => {
      const response = await request(`${stack.auth.url}${pathname}`, { headers: apikey });
      expect(response.status).toBe(400);
      expect(json(response)).toMatchObject({ code: 400, error_code: "validation_failed" });
    },
  );

  it("the catcher answers a stray % with 400", async () => {
    expect((await request(`${mailApi}/api/messages?to=%`)).status).toBe(400);
    expect((await request(`${mailApi}/api/messages/%zz/raw`)).status).toBe(400);
  });

  it("a body with a % is read as it is while a matching test switch is set", async () => {
    const email = uniqueEmail("percent");
    await request(`${stack.auth.url}/__control`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ fail: { status: 503, match: email } }),
    });
    const other = await stack.call("POST", "/auth/v1/signup", {
      body: { email: uniqueEmail("other"), password: "100%-secret" },
    });
    expect(other.status).toBe(200);
    const matched = await stack.call("POST", "/auth/v1/signup", { body: { email, password: "100%-secret" } });
    expect(matched.status).toBe(503);
  });
});

describe("data on disk", () => {
  const mode = async (file: string) => (await stat(file)).mode & 0o777;

  it("the auth service creates its folder 0700 and db.json and the JWT secret 0600", async () => {
    const email = uniqueEmail("modes");
    await stack.call("POST", "/auth/v1/signup", { body: { email, password: "secret-pw" } });
    const dir = stack.options.dataDir;
    expect(await mode(dir)).toBe(0o700);
    expect(await mode(path.join(dir, "db.json"))).toBe(0o600);
    expect(await mode(path.join(dir, "jwt-secret"))).toBe(0o600);
  });

  it("the catcher creates its folder 0700 and every .eml and envelope 0600", async () => {
    await nodemailer
      .createTransport({ host: "127.0.0.1", port: stack.mail.smtpPort, secure: false })
      .sendMail({ from: "a@orbitag.test", to: "modes@orbitag.test", subject: "modes", text: "x" });
    expect(await mode(stack.mail.dir)).toBe(0o700);
    const id = (await stack.mail.messages()).find((m) => m.subject === "modes")?.id ?? "";
    expect(await mode(path.join(stack.mail.dir, `${id}.eml`))).toBe(0o600);
    expect(await mode(path.join(stack.mail.dir, `${id}.envelope.json`))).toBe(0o600);
  });

  it("the store saves again after a failed write, with nothing lost", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "store-"));
    try {
      const store = await Store.open(path.join(dir, "auth"));
      store.sessions.push({ id: "s1", user_id: "u1", created_at: "2026-01-01T00:00:00.000Z", amr: [] });
      await rm(path.join(dir, "auth"), { recursive: true }); // the disk goes away under the service
      await expect(store.save()).rejects.toThrow(/ENOENT/);
      await mkdir(path.join(dir, "auth"));
      store.sessions.push({ id: "s2", user_id: "u1", created_at: "2026-01-01T00:00:00.000Z", amr: [] });
      await store.save();
      const saved = JSON.parse(await readFile(path.join(dir, "auth", "db.json"), "utf8")) as {
        sessions: Array<{ id: string }>;
      };
      expect(saved.sessions.map((session) => session.id)).toEqual(["s1", "s2"]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
