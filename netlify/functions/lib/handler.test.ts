// The endpoint over real HTTP, sending through a real SMTP server on loopback.
import { readFileSync } from "node:fs";
import path from "node:path";
import { contactText } from "@orbitag/contact";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createContactFunction } from "./function.ts";
import { SEND_FAILED } from "./handler.ts";
import { PAGE_SECURITY_HEADERS, SECURITY_HEADERS } from "./security-headers.ts";
import {
  GREETING_TIMES_OUT,
  SAME_ORIGIN_FORM,
  SOCKET_TIMES_OUT,
  startContactStack,
  TEST_TO,
  validMessage,
  type ContactStack,
} from "./testing.ts";

let stack: ContactStack;
beforeAll(async () => {
  stack = await startContactStack();
});
afterAll(() => stack.close());
beforeEach(async () => {
  stack.catcher.setMode("up");
  await stack.catcher.clear();
  stack.logs.length = 0;
  sendsBefore = stack.sendCalls();
});
let sendsBefore = 0;

const v = contactText.validation;

async function expectJsonError(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  const body = (await res.json()) as { error?: unknown; field?: unknown; requestId?: unknown };
  expect(typeof body.error).toBe("string");
  return body;
}

describe("POST /api/send-contact-email", () => {
  it("sends a valid message and answers { ok: true, id }", async () => {
    const res = await stack.post(validMessage());
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; id: string };
    expect(body).toEqual({ ok: true, id: expect.any(String) as string });
    expect(res.headers.get("x-request-id")).toBe(body.id);
    const [mail] = await stack.catcher.messages();
    expect(mail?.envelope.to).toEqual([TEST_TO]);
    expect(mail?.replyTo).toBe("ada@example.com");
    expect(mail?.headers.find((h) => h.key === "x-contact-request-id")?.value).toBe(body.id);
  });

  it("trims surrounding whitespace before validating and sending", async () => {
    const res = await stack.post({
      name: "  Al ",
      email: " al@example.com ",
      subject: " Hello there ",
      message: "  Ten chars!  ",
    });
    expect(res.status).toBe(200);
    const [mail] = await stack.catcher.messages();
    expect(mail?.subject).toBe("[Orbitag contact] Hello there");
    expect(mail?.replyTo).toBe("al@example.com");
  });

  it.each(["GET", "PUT", "PATCH", "DELETE", "OPTIONS"])(
    "answers %s with 405 and Allow: POST",
    async (method) => {
      const res = await fetch(stack.endpoint, { method });
      expect(res.headers.get("allow")).toBe("POST");
      await expectJsonError(res, 405);
    },
  );

  it.each([
    ["text/plain", JSON.stringify(validMessage())],
    ["multipart/form-data; boundary=x", "--x--"],
    ["application/jsonp", JSON.stringify(validMessage())],
  ])("answers Content-Type %s with 415", async (type, body) => {
    await expectJsonError(await stack.post(body, { headers: { "content-type": type } }), 415);
  });

  it("accepts application/json with a charset", async () => {
    const res = await stack.post(validMessage(), {
      headers: { "content-type": "Application/JSON; charset=utf-8" },
    });
    expect(res.status).toBe(200);
  });

  it("refuses a body over the cap by its Content-Length", async () => {
    const huge = { ...validMessage(), message: "x".repeat(stack.config.maxBodyBytes) };
    const body = await expectJsonError(await stack.post(huge), 413);
    expect(body.error).toContain(String(stack.config.maxBodyBytes));
  });

  it("refuses a streamed body over the cap that declares no length", async () => {
    const chunk = new TextEncoder().encode(" ".repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await stack.post("", { body: stream, duplex: "half" } as RequestInit);
    await expectJsonError(res, 413);
    // the connection is still usable afterwards
    expect((await stack.post(validMessage())).status).toBe(200);
  });

  it.each([
    ["name", { name: "A" }, v.name],
    ["email", { email: "not-an-email" }, v.email],
    ["subject", { subject: "Hey" }, v.subject],
    ["message", { message: "Too short" }, v.message],
    ["name", { name: "N".repeat(101) }, v.nameTooLong],
    ["subject", { subject: "S".repeat(201) }, v.subjectTooLong],
    ["message", { message: "M".repeat(5001) }, v.messageTooLong],
    ["name", { name: "Eve\r\nBcc: x@evil.test" }, v.nameSingleLine],
    ["subject", { subject: "Hello\nBcc: x@evil.test" }, v.subjectSingleLine],
    ["name", { name: "Eve\u0085Bcc: x@evil.test" }, v.nameSingleLine],
    ["name", { name: "Ada\u200b Lovelace" }, v.nameInvisible],
    ["subject", { subject: "Invoice \u202efdp.exe" }, v.subjectInvisible],
    ["subject", { subject: "Hello\u2066 there" }, v.subjectInvisible],
  ])("answers an invalid %s with 400 naming the field", async (field, patch, message) => {
    const body = await expectJsonError(await stack.post({ ...validMessage(), ...patch }), 400);
    expect(body.field).toBe(field);
    expect(body.error).toBe(`Invalid ${field}: ${message}`);
    expect(stack.sendCalls()).toBe(sendsBefore);
  });

  it("rejects a missing field and an unknown field by name", async () => {
    const { subject: _omit, ...noSubject } = validMessage();
    expect((await expectJsonError(await stack.post(noSubject), 400)).field).toBe("subject");
    const extra = await expectJsonError(await stack.post({ ...validMessage(), bcc: "x@evil.test" }), 400);
    expect(extra).toMatchObject({ field: "bcc", error: "Unknown field: bcc" });
  });

  it("accepts a filled honeypot silently and sends nothing", async () => {
    const calls = stack.sendCalls();
    const res = await stack.post({ ...validMessage(), website: "http://spam.example" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, id: expect.any(String) as string });
    expect(stack.sendCalls()).toBe(calls);
    expect(await stack.catcher.messages()).toEqual([]);
    expect(stack.logs.map((l) => l.event)).toEqual(["contact.honeypot"]);
  });

  it("sends when the honeypot is present but empty (as the form posts it)", async () => {
    expect((await stack.post({ ...validMessage(), website: "" })).status).toBe(200);
    expect(await stack.catcher.messages()).toHaveLength(1);
  });
});

describe("when SMTP fails", () => {
  // a refusal needs no timeout: sent on the patient stack. A hang or a stall ends on a stack of its own whose
  // only short timeout is the one that test is about, so the logged error names it
  let greeting: ContactStack;
  let socket: ContactStack;
  beforeAll(async () => {
    [greeting, socket] = await Promise.all([
      startContactStack({ timeouts: GREETING_TIMES_OUT }),
      startContactStack({ timeouts: SOCKET_TIMES_OUT }),
    ]);
  });
  afterAll(() => Promise.all([greeting.close(), socket.close()]));

  /**
   * Posts a valid message; expects a generic 502, logged with its request id. The logged error says which
   * mechanism ended the send (no bound on the elapsed time: a busy machine is slow, not broken).
   */
  async function expect502(on: ContactStack) {
    const res = await on.post(validMessage());
    const body = await expectJsonError(res, 502);
    expect(body).toEqual({ error: SEND_FAILED, requestId: res.headers.get("x-request-id") });
    const [entry] = on.logs.filter((l) => l.level === "error");
    expect(entry).toMatchObject({ event: "contact.send_failed", fields: { requestId: body.requestId } });
    expect(await on.catcher.messages()).toEqual([]);
    return entry!;
  }

  it("answers 502 with a generic error when the server refuses (down)", async () => {
    stack.catcher.setMode("down");
    const entry = await expect502(stack);
    expect(String(entry.fields.error)).toContain("421");
  });

  it("answers 502 at nodemailer's greeting timeout when the server never greets (hang)", async () => {
    greeting.catcher.setMode("hang");
    const entry = await expect502(greeting);
    expect(entry.fields).toMatchObject({ code: "ETIMEDOUT", error: "Greeting never received" });
  });

  it("answers 502 at nodemailer's socket timeout when the server stalls in the middle of the conversation", async () => {
    socket.catcher.setMode("hang", { to: [TEST_TO] });
    const entry = await expect502(socket);
    expect(entry.fields).toMatchObject({ code: "ETIMEDOUT", error: "Timeout" });
  });
});

// on the patient stack: the send after the recovery should succeed, however busy the machine
it("recovers once SMTP is back, reusing the same transport", async () => {
  stack.catcher.setMode("down");
  expect((await stack.post(validMessage())).status).toBe(502);
  stack.catcher.setMode("up");
  expect((await stack.post(validMessage())).status).toBe(200);
  expect(await stack.catcher.messages()).toHaveLength(1);
});

describe("every answer carries the function's own security headers", () => {
  // Netlify applies netlify.toml's [[headers]] to static files only, so the function must set these itself
  const toml = readFileSync(path.resolve(import.meta.dirname, "../../../netlify.toml"), "utf8");

  it("uses netlify.toml's HSTS value, so the pages and the function never disagree", () => {
    const hsts = /Strict-Transport-Security = "([^"]+)"/.exec(toml)?.[1];
    expect(SECURITY_HEADERS["strict-transport-security"]).toBe(hsts);
  });

  it("gives its HTML pages the site pages' COOP and Permissions-Policy (netlify.toml's values)", () => {
    expect(PAGE_SECURITY_HEADERS).toEqual({
      "cross-origin-opener-policy": /Cross-Origin-Opener-Policy = "([^"]+)"/.exec(toml)?.[1],
      "permissions-policy": /Permissions-Policy = "([^"]+)"/.exec(toml)?.[1],
    });
  });

  /** the function as deployed to production without SMTP_URL, called directly (no SMTP, no server) */
  const withoutSmtp = (body: BodyInit, type: string) =>
    createContactFunction(
      { CONTEXT: "production" },
      { log: { info: () => {}, error: () => {} } },
    )(
      new Request("https://orbitag.com/api/send-contact-email", {
        method: "POST",
        headers: { "content-type": type, ...SAME_ORIGIN_FORM },
        body,
      }),
    );
  const smtpDown = <T>(request: () => T) => {
    stack.catcher.setMode("down");
    return request();
  };

  // every status the function answers, JSON and HTML page alike
  it.each<[string, number, () => Promise<Response>]>([
    ["200 (JSON)", 200, () => stack.post(validMessage())],
    ["400 (JSON)", 400, () => stack.post({ ...validMessage(), name: "A" })],
    ["400 (malformed JSON)", 400, () => stack.post("{")],
    ["405", 405, () => fetch(stack.endpoint, { method: "GET" })],
    ["413", 413, () => stack.post({ ...validMessage(), message: "x".repeat(70_000) })],
    ["415", 415, () => stack.post("x", { headers: { "content-type": "text/plain" } })],
    ["502 (JSON)", 502, () => smtpDown(() => stack.post(validMessage()))],
    [
      "503 (JSON, no SMTP in production)",
      503,
      () => withoutSmtp(JSON.stringify(validMessage()), "application/json"),
    ],
    ["303 (form)", 303, () => stack.postForm(validMessage())],
    ["400 (form page)", 400, () => stack.postForm({ ...validMessage(), email: "nope" })],
    ["403 (cross-site form)", 403, () => stack.postForm(validMessage(), { "sec-fetch-site": "cross-site" })],
    ["413 (form page)", 413, () => stack.postForm({ ...validMessage(), message: "x".repeat(70_000) })],
    ["502 (form page)", 502, () => smtpDown(() => stack.postForm(validMessage()))],
    [
      "503 (form page, no SMTP in production)",
      503,
      () => withoutSmtp(new URLSearchParams(validMessage()).toString(), "application/x-www-form-urlencoded"),
    ],
  ])("%s", async (_label, status, request) => {
    const res = await request();
    expect(res.status).toBe(status);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("strict-transport-security")).toBe(SECURITY_HEADERS["strict-transport-security"]);
    expect(res.headers.get("cache-control")).toBe("no-store");
    // a page is a document: it gets the site's isolation and feature policy; JSON needs neither
    const page = res.headers.get("content-type")?.startsWith("text/html") ?? false;
    expect(res.headers.get("cross-origin-opener-policy")).toBe(page ? "same-origin" : null);
    expect(res.headers.get("permissions-policy")).toBe(
      page ? "camera=(), microphone=(), geolocation=(), payment=(), usb=()" : null,
    );
  });
});

describe("a form posted without JavaScript (urlencoded)", () => {
  const p = contactText.pages;

  async function expectPage(res: Response, status: number) {
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    // nothing on the page may run, and no other site may frame it
    expect(res.headers.get("content-security-policy")).toMatch(/^default-src 'none'; style-src 'sha256-/);
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    const html = await res.text();
    expect(html).not.toMatch(/<script/i);
    return html;
  }

  it("sends the mail and answers 303 See Other to the prerendered thank-you page", async () => {
    const res = await stack.postForm({ ...validMessage(), website: "" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/contact/thanks");
    const [mail] = await stack.catcher.messages();
    expect(mail?.envelope.to).toEqual([TEST_TO]);
    expect(mail?.replyTo).toBe("ada@example.com");
    expect(mail?.headers.find((h) => h.key === "x-contact-request-id")?.value).toBe(
      res.headers.get("x-request-id"),
    );
  });

  it("keeps the message's line breaks and characters as typed", async () => {
    const message = "Hello & <welcome>!\r\nLine two: 100% ✓ — Zoë";
    expect((await stack.postForm({ ...validMessage(), name: "Zoë Ångström", message })).status).toBe(303);
    const [mail] = await stack.catcher.messages();
    expect(mail?.text).toContain("Zoë Ångström");
    expect(mail?.text).toContain("Hello & <welcome>!\nLine two: 100% ✓ — Zoë");
  });

  it("answers invalid fields with a page naming each problem and a link back to the form", async () => {
    const res = await stack.postForm({ name: "A", email: "ada@", subject: "Hey", message: "short" });
    const html = await expectPage(res, 400);
    expect(html).toContain(`<h1>${p.invalidTitle}</h1>`);
    for (const [label, message] of [
      [contactText.fields.name, v.name],
      [contactText.fields.email, v.email],
      [contactText.fields.subject, v.subject],
      [contactText.fields.message, v.message],
    ])
      expect(html).toContain(`<li><b>${label}:</b> ${message}</li>`);
    expect(html).toContain(`<a class="button" href="/contact">${p.backLink}</a>`);
    expect(html).toContain("Back button");
    expect(stack.sendCalls()).toBe(sendsBefore);
  });

  it("names invisible characters and line breaks, and never echoes what was typed", async () => {
    const res = await stack.postForm({
      ...validMessage(),
      name: "<img src=x onerror=alert(1)>\u202e",
      subject: "Hello\u0085Bcc: x@evil.test",
    });
    const html = await expectPage(res, 400);
    expect(html).toContain(`${v.nameInvisible}</li>`);
    expect(html).toContain(`${v.subjectSingleLine}</li>`);
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("onerror");
  });

  it("refuses a field sent twice and a field it does not know", async () => {
    const twice = await fetch(stack.endpoint, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      body: "name=Ada&name=Eve&email=ada%40example.com&subject=Hello+there&message=Ten+chars+at+least",
    });
    expect(await expectPage(twice, 400)).toContain("Expected a string");
    const extra = await stack.postForm({ ...validMessage(), bcc: "eve@evil.test" });
    expect(await expectPage(extra, 400)).toContain("Unknown field: bcc");
    // a key that names an Object.prototype member is just another unknown field
    const proto = await stack.postForm({ ...validMessage(), constructor: "x" });
    expect(await expectPage(proto, 400)).toContain("Unknown field: constructor");
    expect(await stack.catcher.messages()).toEqual([]);
  });

  it("answers a filled honeypot like a success and sends nothing", async () => {
    const res = await stack.postForm({ ...validMessage(), website: "http://spam.example" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/contact/thanks");
    expect(stack.sendCalls()).toBe(sendsBefore);
    expect(await stack.catcher.messages()).toEqual([]);
  });

  it("caps the body as for JSON (413) with a page", async () => {
    const res = await stack.postForm({ ...validMessage(), message: "x".repeat(stack.config.maxBodyBytes) });
    expect(await expectPage(res, 413)).toContain(p.tooLarge.replace(/'/g, "&#39;"));
  });

  it("answers an SMTP failure with the spec's error wording as a page (502)", async () => {
    stack.catcher.setMode("down");
    const html = await expectPage(await stack.postForm(validMessage()), 502);
    expect(html).toContain(`<h1>${contactText.error.title}</h1>`);
    expect(html).toContain(contactText.error.description);
  });

  it.each<[string, Record<string, string>]>([
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site: same-site (a sibling subdomain)", { "sec-fetch-site": "same-site" }],
    ["Sec-Fetch-Site: none", { "sec-fetch-site": "none" }],
    ["another Origin and no Sec-Fetch-Site", { origin: "https://evil.example" }],
    ["Origin: null", { origin: "null" }],
    ["neither header", {}],
  ])("refuses a form post with %s (403), sending nothing", async (_label, headers) => {
    const res = await stack.postForm({ ...validMessage(), website: "" }, headers);
    const html = await expectPage(res, 403);
    expect(html).toContain(p.refused);
    expect(stack.sendCalls()).toBe(sendsBefore);
  });

  it("accepts a browser that sends no Sec-Fetch-Site when Origin is this origin", async () => {
    const res = await stack.postForm(validMessage(), { origin: stack.url });
    expect(res.status).toBe(303);
    expect(await stack.catcher.messages()).toHaveLength(1);
  });
});

describe("an SMTP server that answers, but too slowly", () => {
  // each reply 250 ms late (unaborted, the conversation would end about 1.75 s after the start): nodemailer's
  // own timeouts a minute away, so only the whole send's 900 ms limit can end it, however busy the machine
  let slow: ContactStack;
  beforeAll(async () => {
    slow = await startContactStack({
      replyDelayMs: 250,
      timeouts: {
        connectionTimeout: 60_000,
        greetingTimeout: 60_000,
        socketTimeout: 60_000,
        sendTimeout: 900,
      },
    });
  });
  afterAll(() => slow.close());

  it("gets a 502 at the send limit, and the message never arrives afterwards", async () => {
    const res = await slow.post(validMessage());
    expect(res.status).toBe(502);
    const [entry] = slow.logs.filter((l) => l.level === "error");
    expect(entry?.fields.code).toBe("ESENDTIMEOUT");
    // the abort closed the connection: with it gone the server can store nothing more
    await expect.poll(() => slow.smtpProxy().open(), { interval: 20 }).toBe(0);
    expect(slow.smtpProxy().accepted()).toBe(1);
    expect(await slow.catcher.messages()).toEqual([]);
  });
});
