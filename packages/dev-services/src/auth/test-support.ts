// A private auth service + mail catcher for tests, and an HTTP helper that checks every
// response of the API against the OpenAPI contract before the test sees it.
import { mkdtemp, rm } from "node:fs/promises";
import { afterAll, beforeAll } from "vitest";
import os from "node:os";
import path from "node:path";
import { startMailCatcher, type MailCatcher } from "../mail/catcher.ts";
import { LOCAL_PUBLISHABLE_KEY } from "../config.ts";
import { contractProblems } from "./openapi-contract.ts";
import { startAuthServer, type AuthServer, type AuthServerOptions } from "./server.ts";

export const SITE_URL = "http://localhost:8123";

export interface CallOptions {
  body?: unknown;
  /** send X-Supabase-Api-Version like supabase-js does (default true) */
  versioned?: boolean;
  /** bearer access token (the apikey is sent as the bearer otherwise, like supabase-js) */
  token?: string;
  /** override or drop (null) the apikey header */
  apikey?: string | null;
  /** drop the Authorization header (null); by default the token or the apikey is the bearer */
  authorization?: null;
  headers?: Record<string, string>;
  form?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- test responses are inspected freely
}

export interface Stack {
  auth: AuthServer;
  mail: MailCatcher;
  dataDir: string;
  options: AuthServerOptions;
  /** every API response the suite received, each already checked against the contract */
  checked: number;
  call(method: string, url: string, options?: CallOptions): Promise<CallResult>;
  /** the confirmation link most recently mailed to an address */
  confirmationLink(email: string): Promise<string>;
  /** GET a browser navigation (no apikey) that must redirect; the Location as a URL */
  follow(url: string): Promise<URL>;
  /** "Continue with Google": /authorize, the local consent page, its form answer, then /callback's redirect */
  googleConsent(authorizeQuery: string, form: Record<string, string>): Promise<URL>;
  restart(overrides?: Partial<AuthServerOptions>): Promise<void>;
  close(): Promise<void>;
}

export async function startStack(overrides: Partial<AuthServerOptions> = {}): Promise<Stack> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "auth-test-"));
  const mail = await startMailCatcher({
    smtpPort: 0,
    httpPort: 0,
    dir: path.join(dataDir, "mail"),
    log: () => {},
  });
  const options: AuthServerOptions = {
    port: 0,
    siteUrl: SITE_URL,
    smtpUrl: `smtp://127.0.0.1:${mail.smtpPort}`,
    dataDir: path.join(dataDir, "auth"),
    fresh: false,
    control: true,
    log: () => {},
    ...overrides,
  };
  let auth = await startAuthServer(options);

  const stack: Stack = {
    get auth() {
      return auth;
    },
    mail,
    dataDir,
    options,
    checked: 0,
    async call(method, url, call = {}) {
      const target = new URL(url, auth.url);
      const versioned = call.versioned ?? true;
      const headers: Record<string, string> = { ...call.headers };
      const apikey = call.apikey === undefined ? LOCAL_PUBLISHABLE_KEY : call.apikey;
      if (apikey !== null) headers.apikey = apikey;
      if (call.authorization !== null && (call.token ?? apikey))
        headers.authorization = `Bearer ${call.token ?? apikey}`;
      if (versioned) headers["x-supabase-api-version"] = "2024-01-01";
      let body: string | undefined;
      if (call.form) {
        headers["content-type"] = "application/x-www-form-urlencoded";
        body = new URLSearchParams(call.form).toString();
      } else if (call.body !== undefined) {
        headers["content-type"] = "application/json";
        body = typeof call.body === "string" ? call.body : JSON.stringify(call.body);
      }
      const response = await fetch(target, { method, headers, body, redirect: "manual" });
      const text = await response.text();
      let parsed: unknown = text === "" ? null : text;
      if (response.headers.get("content-type")?.includes("application/json")) parsed = JSON.parse(text);
      if (target.pathname.startsWith("/auth/v1/")) {
        const problems = contractProblems({
          method,
          apiPath: target.pathname.slice("/auth/v1".length),
          status: response.status,
          headers: response.headers,
          body: parsed,
          versioned,
        });
        if (problems.length > 0) throw new Error(`Contract violation:\n${problems.join("\n")}`);
        stack.checked += 1;
      }
      return { status: response.status, headers: response.headers, body: parsed };
    },
    async confirmationLink(email) {
      const wanted = email.toLowerCase();
      const found = (await mail.messages()).filter((message) => message.envelope.to.includes(wanted)).pop();
      const link = found?.text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0];
      if (!link) throw new Error(`no confirmation mail for ${email}`);
      return link;
    },
    async follow(url) {
      const response = await stack.call("GET", url, { apikey: null, versioned: false });
      if (response.status !== 302) throw new Error(`expected a redirect from ${url}, got ${response.status}`);
      return new URL(response.headers.get("location") ?? "");
    },
    async googleConsent(authorizeQuery, form) {
      const consentUrl = await stack.follow(`/auth/v1/authorize?${authorizeQuery}`);
      const page = await stack.call("GET", consentUrl.toString(), { apikey: null, versioned: false });
      if (page.status !== 200 || !String(page.body).includes("ada.tester@example.com"))
        throw new Error(`the consent page did not load: ${page.status}`);
      const state = consentUrl.searchParams.get("state") ?? "";
      const answer = await stack.call("POST", "/__provider/google/consent", {
        apikey: null,
        versioned: false,
        form: { state, ...form },
      });
      if (answer.status !== 302) throw new Error(`the consent form answered ${answer.status}`);
      return stack.follow(answer.headers.get("location") ?? "");
    },
    async restart(next = {}) {
      await auth.close();
      // same port, so the issuer and the links in mail stay valid, as with a real restart
      Object.assign(options, { port: auth.port }, next);
      auth = await startAuthServer(options);
    },
    async close() {
      await auth.close();
      await mail.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return stack;
}

/**
 * A private stack for one test file: started before its tests and closed after them. Until it starts, the
 * returned object throws on use.
 */
export function fileStack(overrides: Partial<AuthServerOptions> = {}): Stack {
  let started: Stack | undefined;
  beforeAll(async () => {
    started = await startStack(overrides);
  });
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as Stack, {
    get(_target, key) {
      if (!started) throw new Error("the stack starts in beforeAll");
      return Reflect.get(started, key) as unknown;
    },
  });
}

let counter = 0;
/** A fresh address per test, so tests never share users. */
export function uniqueEmail(label = "user"): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** A clock for the service that stands still until a test moves it: exact figures, no waits. */
export interface TestClock {
  now(): number;
  advance(ms: number): void;
}

export function testClock(): TestClock {
  let now = Date.now();
  return {
    now: () => now,
    advance(ms) {
      now += ms;
    },
  };
}

/** Base64url SHA-256 of a verifier: the S256 PKCE challenge. */
export async function challengeFor(verifier: string): Promise<string> {
  const { createHash } = await import("node:crypto");
  return createHash("sha256").update(verifier).digest("base64url");
}
