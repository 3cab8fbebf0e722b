// Fuzz: hundreds of malformed requests over real HTTP. Every one must get a 4xx JSON error and no
// mail may leave (checked both at the handler's SMTP sender and in the real SMTP server's inbox).
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "../../../packages/site/app/config/site.ts";
import { startContactStack, validMessage, type ContactStack } from "./testing.ts";

let stack: ContactStack;
beforeAll(async () => {
  stack = await startContactStack();
});
afterAll(() => stack.close());

const { minLength, maxLength } = site.messages.contact;
type Field = "name" | "email" | "subject" | "message";
const FIELDS: Field[] = ["name", "email", "subject", "message"];
let requests = 0;

async function expect4xx(res: Response) {
  requests++;
  const text = await res.text();
  expect(res.status, text).toBeGreaterThanOrEqual(400);
  expect(res.status, text).toBeLessThan(500);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  const body = JSON.parse(text) as { error?: unknown };
  expect(typeof body.error).toBe("string");
  expect((body.error as string).length).toBeGreaterThan(0);
}

// ---- values that are wrong for a given field, whatever the other fields hold ----
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
const letters = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(..."abcdefghij <>&\"'é✓"), minLength: min, maxLength: max });
/** after trimming, shorter than the minimum */
const tooShort = (min: number) =>
  fc
    .tuple(
      fc.string({ unit: fc.constantFrom(" ", "\t"), maxLength: 3 }),
      fc.string({ unit: fc.constantFrom(..."abcXYZ<>"), maxLength: min - 1 }),
    )
    .map(([pad, core]) => pad + core + pad);
const tooLong = (max: number) =>
  fc.string({ unit: fc.constantFrom(..."abcdef"), minLength: max + 1, maxLength: max + 400 });
/**
 * a header-injection attempt inside an otherwise fine one-line value (a line break at the very end is
 * trimmed away like other edge whitespace, so it is neutralised rather than rejected: not a case here)
 */
const crlf = fc
  .tuple(
    letters(5, 20),
    fc.constantFrom("\r\n", "\n", "\r", "\u2028", "\u0000"),
    fc.constantFrom("Bcc: victim@evil.test", "To: a@evil.test", "X-Injected: 1", "<script>alert(1)</script>"),
  )
  .map(([a, nl, header]) => `Valid ${a}${nl}${header}`);
const badEmail = fc.oneof(
  fc.constantFrom(
    "",
    "plainaddress",
    "a@",
    "@example.com",
    "a@b",
    "a b@example.com",
    "ada@example.com, eve@evil.test",
    "ada@example.com;eve@evil.test",
    "ada@example.com eve@evil.test",
    "ada@example.com\r\nBcc: eve@evil.test",
    "ada@example.com\nCc: eve@evil.test",
    "Ada <ada@example.com>",
    '"Ada" <ada@example.com>',
    "<script>alert(1)</script>@example.com",
    "ada@<script>.com",
    "ada@example.com%0ABcc:eve@evil.test",
    "ada@@example.com",
    "ada..lovelace@example.com",
  ),
  fc.string({ unit: fc.constantFrom(..."abc <>,;\r\n\"'"), maxLength: 30 }),
  tooLong(maxLength.email).map((s) => `${s}@example.com`),
);
const badValue: Record<Field, fc.Arbitrary<unknown>> = {
  name: fc.oneof(wrongType, tooShort(minLength.name), tooLong(maxLength.name), crlf),
  email: fc.oneof(wrongType, badEmail),
  subject: fc.oneof(wrongType, tooShort(minLength.subject), tooLong(maxLength.subject), crlf),
  // newlines are fine in a message, so only type and length can be wrong
  message: fc.oneof(wrongType, tooShort(minLength.message), tooLong(maxLength.message)),
};

/** a valid message with 1-4 fields broken, removed, or extra keys added */
const invalidObject = fc
  .tuple(
    fc.subarray(FIELDS, { minLength: 1 }),
    fc.record({
      name: badValue.name,
      email: badValue.email,
      subject: badValue.subject,
      message: badValue.message,
    }),
    fc.constantFrom("break", "remove", "extra"),
    fc.constantFrom("bcc", "cc", "to", "headers", "__proto__x", "constructor", "replyTo"),
  )
  .map(([fields, bad, how, extraKey]) => {
    const body: Record<string, unknown> = validMessage();
    for (const field of fields) {
      if (how === "remove") delete body[field];
      else body[field] = bad[field];
    }
    if (how === "extra") body[extraKey] = "eve@evil.test";
    return body;
  });

describe("fuzzing POST /api/send-contact-email", () => {
  it("answers ≥200 malformed JSON objects with 4xx JSON errors", async () => {
    await fc.assert(
      fc.asyncProperty(invalidObject, async (body) => expect4xx(await stack.post(body))),
      { numRuns: 220 },
    );
  });

  it("answers bodies that are not JSON objects with 400", async () => {
    const notJson = fc.string({ maxLength: 60 }).filter((s) => {
      try {
        JSON.parse(s);
        return false;
      } catch {
        return true;
      }
    });
    const jsonNonObject = fc
      .oneof(
        fc.integer(),
        fc.string(),
        fc.constant(null),
        fc.boolean(),
        fc.array(fc.jsonValue(), { maxLength: 3 }),
      )
      .map((v) => JSON.stringify(v));
    const fixed = fc.constantFrom(
      "",
      "{",
      '{"name":',
      "<script>alert(1)</script>",
      "name=Ada&email=ada@example.com",
      `[${JSON.stringify(validMessage())}]`,
      JSON.stringify(validMessage()).slice(0, -1),
      "\uFEFF" + JSON.stringify({ name: 1 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(notJson, jsonNonObject, fixed), async (text) =>
        expect4xx(await stack.post(text)),
      ),
      { numRuns: 80 },
    );
    // invalid UTF-8 bytes
    await expect4xx(await stack.post("", { body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]) }));
  });

  it("answers wrong content types and methods with 415 / 405", async () => {
    const types = fc.constantFrom(
      "text/plain",
      "text/html",
      "application/xml",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=----x",
      "application/octet-stream",
      "json",
      "application/json-patch+json",
      "",
    );
    await fc.assert(
      fc.asyncProperty(types, async (type) => {
        const headers: Record<string, string> = type ? { "content-type": type } : {};
        // a valid message: only the content type is wrong
        const res = await fetch(stack.endpoint, {
          method: "POST",
          headers,
          body: new Blob([JSON.stringify(validMessage())]),
        });
        expect(res.status).toBe(415);
        await expect4xx(res);
      }),
      { numRuns: 20 },
    );
    for (const method of ["GET", "HEAD", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
      const res = await fetch(stack.endpoint, { method });
      expect(res.status).toBe(405);
      if (method !== "HEAD") await expect4xx(res);
    }
  });

  it("answers huge bodies with 413", async () => {
    for (const size of [stack.config.maxBodyBytes + 1, 200_000, 1_000_000]) {
      const body = { ...validMessage(), message: "A".repeat(size) };
      const res = await stack.post(body);
      expect(res.status).toBe(413);
      await expect4xx(res);
    }
  });

  afterAll(async () => {
    // nothing above may have reached SMTP
    expect(requests).toBeGreaterThanOrEqual(300);
    expect(stack.sendCalls()).toBe(0);
    expect(await stack.catcher.messages()).toEqual([]);
  });
});
