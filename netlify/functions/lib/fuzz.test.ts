// Fuzz: hundreds of malformed requests over real HTTP, as JSON and as forms posted without JavaScript.
// Every one must get a 4xx (a JSON error, or an HTML page for a form) and no mail may leave (checked both
// at the handler's SMTP sender and in the real SMTP server's inbox).
import { contactSchema, contactText } from "@orbitag/contact";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAME_ORIGIN_FORM, startContactStack, validMessage, type ContactStack } from "./testing.ts";

let stack: ContactStack;
beforeAll(async () => {
  stack = await startContactStack();
});
afterAll(() => stack.close());

const { minLength, maxLength, validation: m } = contactText;
type Field = "name" | "email" | "subject" | "message";
const FIELDS: Field[] = ["name", "email", "subject", "message"];
let requests = 0;

async function expect4xx(res: Response) {
  requests++;
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("cache-control")).toBe("no-store");
  const text = await res.text();
  expect(res.status, text).toBeGreaterThanOrEqual(400);
  expect(res.status, text).toBeLessThan(500);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  const body = JSON.parse(text) as { error?: unknown };
  expect(typeof body.error).toBe("string");
  expect((body.error as string).length).toBeGreaterThan(0);
}

async function expect4xxPage(res: Response) {
  requests++;
  const html = await res.text();
  expect(res.status, html).toBeGreaterThanOrEqual(400);
  expect(res.status, html).toBeLessThan(500);
  expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
  expect(html).toMatch(/<h1>[^<]+<\/h1>/);
  expect(html).not.toMatch(/<script/i);
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
/** every code point of a general category, found by scanning all of Unicode once */
const codePoints = (category: RegExp) =>
  Array.from({ length: 0x110000 }, (_, cp) => cp).filter(
    (cp) => (cp < 0xd800 || cp > 0xdfff) && category.test(String.fromCodePoint(cp)),
  );
/** the line breaks a one-line field refuses as such */
const LINE_BREAKS = [0x0a, 0x0b, 0x0c, 0x0d, 0x85, 0x2028, 0x2029];
/**
 * Characters that are invisible or reorder text: every format character (\p{Cf}, about 170: bidi
 * controls, zero-width space, soft hyphen, BOM, tags, and ZWNJ/ZWJ, which between these Latin letters
 * join nothing), every other control character, the Hangul fillers and a lone surrogate
 */
const INVISIBLE = [
  ...codePoints(/\p{Cf}/u),
  ...codePoints(/\p{Cc}/u).filter((cp) => !LINE_BREAKS.includes(cp)),
  0x115f,
  0x1160,
  0x3164,
  0xffa0,
].map((cp) => String.fromCodePoint(cp));
const invisibleInside = fc
  .tuple(letters(3, 20), fc.constantFrom(...INVISIBLE, "\ud800", "\udfff"), letters(3, 20))
  .map(([a, ch, b]) => `Valid ${a}${ch}${b}`);
const lineBreakInside = fc
  .tuple(
    letters(3, 20),
    fc.constantFrom(...LINE_BREAKS.map((cp) => String.fromCodePoint(cp))),
    letters(3, 20),
  )
  .map(([a, ch, b]) => `Valid ${a}${ch}${b}`);
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
  name: fc.oneof(wrongType, tooShort(minLength.name), tooLong(maxLength.name), crlf, invisibleInside),
  email: fc.oneof(wrongType, badEmail),
  subject: fc.oneof(
    wrongType,
    tooShort(minLength.subject),
    tooLong(maxLength.subject),
    crlf,
    invisibleInside,
  ),
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

// hundreds of real HTTP requests per property: give a loaded machine time (a budget, not a race)
describe("fuzzing POST /api/send-contact-email", () => {
  it("answers ≥200 malformed JSON objects with 4xx JSON errors", async () => {
    await fc.assert(
      fc.asyncProperty(invalidObject, async (body) => expect4xx(await stack.post(body))),
      { numRuns: 220 },
    );
  });

  it("names every invisible character and line break in the name and subject with the field's message", async () => {
    expect(INVISIBLE.length).toBeGreaterThan(200);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("name", "subject"),
        fc.oneof(
          invisibleInside.map((value) => ({ value, kind: "Invisible" })),
          lineBreakInside.map((value) => ({ value, kind: "SingleLine" })),
        ),
        async (field, { value, kind }) => {
          const res = await stack.post({ ...validMessage(), [field]: value });
          expect(res.status).toBe(400);
          const body = (await res.clone().json()) as { field: string; error: string };
          expect(body).toEqual({
            field,
            error: `Invalid ${field}: ${m[`${field}${kind}` as keyof typeof m]}`,
          });
          await expect4xx(res);
        },
      ),
      { numRuns: 120 },
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
      // what <form enctype="text/plain"> sends: a classic way to post "JSON" from another site
      "text/plain;charset=UTF-8",
      "text/html",
      "application/xml",
      "application/x-www-form-urlencoded-x",
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

  it("answers ≥150 malformed forms posted from our own pages with a 4xx page", async () => {
    // the same broken objects, as a browser would post them: every value a string (or a field twice)
    const asForm = invalidObject
      .map((body) => {
        const form = new URLSearchParams();
        for (const [key, value] of Object.entries(body)) {
          if (Array.isArray(value)) for (const v of value) form.append(key, String(v));
          else form.append(key, typeof value === "string" ? value : JSON.stringify(value));
        }
        return form;
      })
      // a non-string value is stringified as a browser would send it, and `{}` is a valid two-letter name:
      // keep only forms that are still malformed once every value is text
      .filter((form) => {
        const keys = [...form.keys()];
        const once = new Set(keys).size === keys.length;
        return !(once && contactSchema.safeParse(Object.fromEntries(form)).success);
      });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          asForm,
          fc.string({ maxLength: 80 }).map((s) => new URLSearchParams(s)),
        ),
        async (form) => {
          const res = await fetch(stack.endpoint, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded", ...SAME_ORIGIN_FORM },
            body: form.toString(),
            redirect: "manual",
          });
          await expect4xxPage(res);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("refuses every form post that does not come from our own origin with 403", async () => {
    const headers = fc.oneof(
      fc.record({ "sec-fetch-site": fc.constantFrom("cross-site", "same-site", "none", "", "Same-Origin") }),
      fc.record({
        origin: fc.constantFrom("null", "https://evil.test", "http://127.0.0.1", "https://orbitag.com"),
      }),
      fc.constant({}),
    );
    await fc.assert(
      fc.asyncProperty(headers, async (extra) => {
        const res = await stack.postForm({ ...validMessage(), website: "" }, extra);
        expect(res.status).toBe(403);
        await expect4xxPage(res);
      }),
      { numRuns: 40 },
    );
  });

  afterAll(async () => {
    // nothing above may have reached SMTP
    expect(requests).toBeGreaterThanOrEqual(600);
    expect(stack.sendCalls()).toBe(0);
    expect(await stack.catcher.messages()).toEqual([]);
  });
});
