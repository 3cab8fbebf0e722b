// The contact mail's headers say only what the visitor typed (issue 20, finding 2). Each message goes
// through the function and a real SMTP server (the catcher); the test reads the raw .eml back from the
// catcher's HTTP API and decodes it with two real MIME parsers, as the sales team's mail client would.
import { contactText } from "@orbitag/contact";
import { simpleParser, type AddressObject } from "mailparser";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startContactStack, validMessage, type ContactStack } from "./testing.ts";

let stack: ContactStack;
beforeAll(async () => {
  stack = await startContactStack();
});
afterAll(() => stack.close());

const v = contactText.validation;
let counter = 0;

/** Subject and Reply-To of the raw mail, as each parser decodes them. */
interface Decoded {
  subject: string | undefined;
  replyToName: string | undefined;
  replyToAddress: string | undefined;
}

/** Sends the message and returns its raw .eml from the catcher (found by a unique reply address). */
async function sendAndFetchRaw(name: string, subject: string): Promise<string> {
  counter += 1;
  const email = `typed-${counter}-${process.pid}@example.com`;
  const res = await stack.post({ ...validMessage(), name, subject, email });
  expect(res.status, await res.clone().text()).toBe(200);
  const api = `http://127.0.0.1:${stack.catcher.httpPort}`;
  const listed = (await (await fetch(`${api}/api/messages`)).json()) as Array<{
    id: string;
    replyTo: string;
  }>;
  const id = listed.find((message) => message.replyTo === email)?.id;
  expect(id, `a mail with Reply-To ${email}`).toBeDefined();
  const raw = await fetch(`${api}/api/messages/${id}/raw`);
  expect(raw.headers.get("content-type")).toBe("message/rfc822");
  return raw.text();
}

async function decodeWithMailparser(raw: string): Promise<Decoded> {
  const parsed = await simpleParser(raw);
  const replyTo = (parsed.replyTo as AddressObject | undefined)?.value[0];
  return { subject: parsed.subject, replyToName: replyTo?.name, replyToAddress: replyTo?.address };
}

async function decodeWithPostalMime(raw: string): Promise<Decoded> {
  const parsed = await PostalMime.parse(raw);
  const replyTo = parsed.replyTo?.[0];
  return {
    subject: parsed.subject,
    replyToName: replyTo?.name,
    replyToAddress: replyTo && "address" in replyTo ? replyTo.address : undefined,
  };
}

describe("the sales inbox shows exactly what was typed", () => {
  it.each([
    ["Ada =? Lovelace", "2+2 =? 4 ?= yes"],
    ["Zoë =?x", "Café =?utf-8?x?abc?= ok"],
    ['Ada "The Countess" Lovelace, Jr.', 'A "quoted" subject, with a comma; and (parens)'],
    ["O'Brien <not an address>", "Re: =? Fwd: ?= [ticket 42]"],
    ["李雷 =?", "Здравствуйте =?utf-8?"],
    ["👩🏽‍💻 Grace", "Deploy 🚀 ?=?= done"],
  ])("name %j, subject %j", async (name, subject) => {
    const raw = await sendAndFetchRaw(name, subject);
    const expected = { subject: `[Orbitag contact] ${subject}`, replyToName: name };
    for (const decoded of [await decodeWithMailparser(raw), await decodeWithPostalMime(raw)]) {
      expect(decoded).toMatchObject(expected);
      expect(decoded.replyToAddress).toMatch(/^typed-\d+-\d+@example\.com$/);
    }
  });
});

describe("encoded-words that a mail client would decode are refused, and nothing is sent", () => {
  it.each([
    // the review's examples: a bidi override and zero-width spaces in the subject, a line break after
    // "(verified)" in the Reply-To name
    ["name", "CEO =?utf-8?b?4oCuIA==?= (verified) =?utf-8?q?=0D=0A?=", v.nameEncoded],
    ["subject", "Invoice =?utf-8?b?4oCuZmRwLmV4ZQ==?= =?utf-8?b?4oCL4oCL?=", v.subjectEncoded],
    ["subject", "=?UTF-8?Q?=E2=80=AEtxt.exe?=", v.subjectEncoded],
    // a "?" inside the text: Mutt and Python's email.header still decode it (mailparser would not)
    ["subject", "Invoice =?utf-8?q?=E2=80=AEexe.pdf?x?=", v.subjectEncoded],
    ["name", "CEO =?utf-8?q?=E2=80=AE?x?=", v.nameEncoded],
  ])("%s %j: 400 with the field's message", async (field, value, message) => {
    const sendsBefore = stack.sendCalls();
    const res = await stack.post({ ...validMessage(), [field]: value });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ field, error: `Invalid ${field}: ${message}` });
    expect(stack.sendCalls()).toBe(sendsBefore);
  });

  it("a form posted without JavaScript gets the page naming the problem", async () => {
    const sendsBefore = stack.sendCalls();
    const res = await stack.postForm({ ...validMessage(), subject: "Hi =?utf-8?b?4oCu?=" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(`${v.subjectEncoded}</li>`);
    expect(stack.sendCalls()).toBe(sendsBefore);
  });
});
