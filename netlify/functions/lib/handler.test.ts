// The endpoint over real HTTP, sending through a real SMTP server on loopback.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { site } from "../../../packages/site/app/config/site.ts";
import { SEND_FAILED } from "./handler.ts";
import { startContactStack, TEST_TO, validMessage, type ContactStack } from "./testing.ts";

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

const v = site.messages.contact.validation;

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
    ["application/x-www-form-urlencoded", "name=Ada&email=ada%40example.com"],
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
  /** posts a valid message; expects a generic 502 within maxMs, logged with its request id */
  async function expect502(maxMs: number) {
    const started = Date.now();
    const res = await stack.post(validMessage());
    const body = await expectJsonError(res, 502);
    expect(Date.now() - started).toBeLessThan(maxMs);
    expect(body).toEqual({ error: SEND_FAILED, requestId: res.headers.get("x-request-id") });
    const [entry] = stack.logs.filter((l) => l.level === "error");
    expect(entry).toMatchObject({ event: "contact.send_failed", fields: { requestId: body.requestId } });
    expect(await stack.catcher.messages()).toEqual([]);
    return entry!;
  }

  it("answers 502 quickly with a generic error when the server refuses (down)", async () => {
    stack.catcher.setMode("down");
    const entry = await expect502(1500);
    expect(String(entry.fields.error)).toContain("421");
  });

  it("answers 502 within the timeouts when the server never greets (hang)", async () => {
    stack.catcher.setMode("hang");
    const entry = await expect502(stack.config.timeouts.sendTimeout + 500);
    expect(entry.fields.code).toBe("ETIMEDOUT");
  });

  it("answers 502 when the server stalls in the middle of the conversation", async () => {
    stack.catcher.setMode("hang", { to: [TEST_TO] });
    const entry = await expect502(stack.config.timeouts.sendTimeout + 500);
    expect(entry.fields.code).toBe("ETIMEDOUT");
  });

  it("recovers once SMTP is back, reusing the same transport", async () => {
    stack.catcher.setMode("down");
    expect((await stack.post(validMessage())).status).toBe(502);
    stack.catcher.setMode("up");
    expect((await stack.post(validMessage())).status).toBe(200);
    expect(await stack.catcher.messages()).toHaveLength(1);
  });
});
