import { describe, expect, it } from "vitest";
import { contactSchema, describeIssue, describeIssues } from "./schema.ts";
import { contactText } from "./text.ts";

const m = contactText.validation;
const valid = { name: "Ada", email: "ada@example.com", subject: "Hello", message: "Ten chars!" };

function firstError(input: unknown) {
  const result = contactSchema.safeParse(input);
  if (result.success) throw new Error("expected a validation error");
  return describeIssue(result.error);
}

describe("contactSchema", () => {
  it("accepts the spec's minimums exactly and trims", () => {
    expect(contactSchema.parse({ ...valid, name: "  Al  " })).toEqual({ ...valid, name: "Al" });
    expect(contactSchema.parse({ ...valid, website: "" })).toEqual({ ...valid, website: "" });
  });

  it.each([
    ["name", "A", m.name],
    ["name", "  A  ", m.name],
    ["email", "ada", m.email],
    ["email", "", m.email],
    ["subject", "Four", m.subject],
    ["message", "Nine char", m.message],
    ["message", "   short   ", m.message],
  ])("rejects a too-short or invalid %s with the spec's message", (field, value, message) => {
    expect(firstError({ ...valid, [field]: value })).toEqual({
      field,
      error: `Invalid ${field}: ${message}`,
    });
  });

  it.each([
    ["name", "x".repeat(101), m.nameTooLong],
    ["email", `${"x".repeat(250)}@example.com`, m.emailTooLong],
    ["subject", "x".repeat(201), m.subjectTooLong],
    ["message", "x".repeat(5001), m.messageTooLong],
  ])("caps %s", (field, value, message) => {
    expect(firstError({ ...valid, [field]: value }).error).toBe(`Invalid ${field}: ${message}`);
  });

  it.each([
    "ada@example.com, eve@evil.test",
    "ada@example.com\r\nBcc: eve@evil.test",
    "Ada <ada@example.com>",
    "ada@example.com;eve@evil.test",
  ])("accepts exactly one plain address, not %j", (email) => {
    expect(firstError({ ...valid, email }).field).toBe("email");
  });

  it("keeps name and subject on one line but lets the message have many", () => {
    expect(firstError({ ...valid, name: "Ada\r\nBcc: x@y.z" }).error).toBe(
      `Invalid name: ${m.nameSingleLine}`,
    );
    expect(firstError({ ...valid, subject: "Hello\nthere" }).error).toBe(
      `Invalid subject: ${m.subjectSingleLine}`,
    );
    expect(contactSchema.parse({ ...valid, message: "Line one\r\nLine two" }).message).toBe(
      "Line one\r\nLine two",
    );
  });

  it("names unknown and wrongly typed fields", () => {
    expect(firstError({ ...valid, bcc: "x" })).toEqual({ field: "bcc", error: "Unknown field: bcc" });
    expect(firstError({ ...valid, name: 42 })).toEqual({
      field: "name",
      error: "Invalid name: Expected a string",
    });
    expect(firstError({ email: valid.email, subject: valid.subject, message: valid.message }).field).toBe(
      "name",
    );
  });
});

describe("invisible and line-breaking characters in name and subject", () => {
  // each is invisible, or reorders or hides what an inbox shows (bidi overrides: "Trojan Source")
  const invisible: Array<[string, string]> = [
    ["\u202e", "RIGHT-TO-LEFT OVERRIDE"],
    ["\u202a", "LEFT-TO-RIGHT EMBEDDING"],
    ["\u2066", "LEFT-TO-RIGHT ISOLATE"],
    ["\u2069", "POP DIRECTIONAL ISOLATE"],
    ["\u200e", "LEFT-TO-RIGHT MARK"],
    ["\u061c", "ARABIC LETTER MARK"],
    ["\u200b", "ZERO WIDTH SPACE"],
    ["\u2060", "WORD JOINER"],
    ["\ufeff", "ZERO WIDTH NO-BREAK SPACE (BOM)"],
    ["\u00ad", "SOFT HYPHEN"],
    ["\u180e", "MONGOLIAN VOWEL SEPARATOR"],
    ["\ufff9", "INTERLINEAR ANNOTATION ANCHOR"],
    ["\u{e0041}", "TAG LATIN CAPITAL LETTER A"],
    ["\u3164", "HANGUL FILLER"],
    ["\u0000", "NUL"],
    ["\u0007", "BELL"],
    ["\t", "TAB"],
    ["\u007f", "DELETE"],
    ["\u009b", "CONTROL SEQUENCE INTRODUCER (C1)"],
    ["\ud800", "a lone surrogate"],
  ];
  it.each(invisible)("rejects %j (%s) inside a name and a subject with the field's own message", (ch) => {
    expect(firstError({ ...valid, name: `Ada${ch} Lovelace` })).toEqual({
      field: "name",
      error: `Invalid name: ${m.nameInvisible}`,
    });
    expect(firstError({ ...valid, subject: `Hello${ch}there` })).toEqual({
      field: "subject",
      error: `Invalid subject: ${m.subjectInvisible}`,
    });
  });

  it.each([
    ["\u0085", "NEXT LINE (NEL)"],
    ["\u2028", "LINE SEPARATOR"],
    ["\u2029", "PARAGRAPH SEPARATOR"],
    ["\v", "VERTICAL TAB"],
    ["\f", "FORM FEED"],
  ])("treats %j (%s) as a line break", (ch) => {
    expect(firstError({ ...valid, name: `Ada${ch}Lovelace` }).error).toBe(
      `Invalid name: ${m.nameSingleLine}`,
    );
    expect(firstError({ ...valid, subject: `Hello${ch}there` }).error).toBe(
      `Invalid subject: ${m.subjectSingleLine}`,
    );
  });

  it("keeps the joiners that spell words and emoji, and visible non-Latin text", () => {
    for (const name of [
      "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645", // Persian, with ZWNJ
      "\u0645\u062d\u0645\u062f\u200c\u0639\u0644\u06cc", // Persian name Mohammad-Ali, with ZWNJ
      "\u0915\u094d\u200d\u0937", // Devanagari, with ZWJ
      "\u0930\u094d\u200d\u092f", // Hindi eyelash ra: ZWJ after the virama
      "Dev \u{1f469}\u200d\u{1f4bb}", // woman technologist emoji (ZWJ sequence)
      "Dev \u{1f469}\u{1f3fd}\u200d\u{1f4bb}", // the same with a skin tone (emoji modifier)
      "Flag \u{1f3f3}\ufe0f\u200d\u{1f308}", // rainbow flag: VS16 before the ZWJ
      "Zo\u00eb \u00c5ngstr\u00f6m \u2014 \u65e5\u672c\u8a9e",
      "Love it \u2764\ufe0f", // a variation selector is not a format character
    ]) {
      expect(contactSchema.parse({ ...valid, name, subject: `Hello ${name}` }).name).toBe(name);
    }
  });

  it("takes a team emoji in a subject", () => {
    const subject = "\u{1f469}\u200d\u{1f4bb} team";
    expect(contactSchema.parse({ ...valid, subject }).subject).toBe(subject);
  });

  // a joiner counts only between letters of a script that spells with it, or (ZWJ) inside an emoji
  it.each([
    ["Orbi\u200ctag", "ZWNJ inside a Latin word"],
    ["Orbi\u200dtag", "ZWJ inside a Latin word"],
    ["\u200dAda Lovelace", "a leading ZWJ"],
    ["Ada Lovelace\u200c", "a trailing ZWNJ"],
    ["Ada \u200d Lovelace", "a lone ZWJ between spaces"],
    ["\u200c\u0645\u062d\u0645\u062f", "a ZWNJ before a Persian word"],
    ["\u0645\u062d\u0645\u062f\u200c", "a ZWNJ after a Persian word"],
    ["\u0645\u062d\u0645\u062f\u200c\u200c\u0639\u0644\u06cc", "a doubled ZWNJ in a Persian word"],
    ["\u0645\u062d\u0645\u062f\u200cAli", "a ZWNJ between Arabic and Latin letters"],
    ["Team \u{1f469}\u200d", "a ZWJ ending an emoji with nothing to join"],
    ["Team \u{1f469}\u200c\u{1f4bb}", "a ZWNJ in an emoji sequence"],
  ])("rejects %j (%s) in a name and a subject", (value) => {
    expect(firstError({ ...valid, name: value })).toEqual({
      field: "name",
      error: `Invalid name: ${m.nameInvisible}`,
    });
    expect(firstError({ ...valid, subject: `${value} hello` })).toEqual({
      field: "subject",
      error: `Invalid subject: ${m.subjectInvisible}`,
    });
  });

  it("rejects every format character (\\p{Cf}) and U+0085 between two Latin letters", () => {
    // all of Unicode, scanned once: the list is whatever this Node's Unicode version says it is
    const format: string[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      const ch = String.fromCodePoint(cp);
      if (/\p{Cf}/u.test(ch)) format.push(ch);
    }
    expect(format.length).toBeGreaterThan(160);
    expect(format).toContain("\u200c");
    expect(format).toContain("\u200d");
    const accepted = [...format, "\u0085"].filter(
      (ch) =>
        contactSchema.safeParse({ ...valid, name: `Ada${ch}Lovelace` }).success ||
        contactSchema.safeParse({ ...valid, subject: `Hello${ch}there` }).success,
    );
    expect(accepted.map((ch) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase()}`)).toEqual([]);
    for (const ch of format) {
      expect(firstError({ ...valid, name: `Ada${ch}Lovelace` }).error).toBe(
        `Invalid name: ${m.nameInvisible}`,
      );
      expect(firstError({ ...valid, subject: `Hello${ch}there` }).error).toBe(
        `Invalid subject: ${m.subjectInvisible}`,
      );
    }
  });

  it("lets the message keep tabs and line breaks", () => {
    const message = "Line one\r\n\tindented\u2028and more";
    expect(contactSchema.parse({ ...valid, message }).message).toBe(message);
  });
});

describe("RFC 2047 encoded-words in name and subject (a mail client would decode them)", () => {
  it.each([
    ["=?utf-8?b?4oCuZmRwLmV4ZQ==?=", "base64, lower case"],
    ["Invoice =?UTF-8?B?4oCuZmRwLmV4ZQ==?= =?utf-8?b?4oCL4oCL?=", "two words"],
    ["CEO=?utf-8?q?=E2=80=AE?= (verified)", "quoted-printable, glued to a word"],
    ["=?UTF-8?Q?Caf=C3=A9?=", "upper case Q"],
    ["=?utf-8*en?b?QQ==?=", "an RFC 2231 language"],
    ["=?utf-8?B?IA== ?=", "a space inside"],
    ["=??b??=", "empty charset and text"],
    // Mutt and Python's email.header.decode_header take the text up to the first "?=", a "?" included
    ["=?utf-8?q?=E2=80=AEexe.pdf?x?=", "a question mark inside Q text"],
    ["=?utf-8?b?4oCu?x?=", "a question mark inside B text"],
    ["=?utf-8?Q?a?b?c?=", "several question marks inside"],
  ])("refuses %j (%s) with the field's own message", (word) => {
    expect(firstError({ ...valid, name: `Ada ${word}` })).toEqual({
      field: "name",
      error: `Invalid name: ${m.nameEncoded}`,
    });
    expect(firstError({ ...valid, subject: `Hello ${word}` })).toEqual({
      field: "subject",
      error: `Invalid subject: ${m.subjectEncoded}`,
    });
  });

  it.each([
    "2+2 =? 4 ?= yes",
    "Why =?",
    "What?= is this",
    "a=?b?c",
    "=?utf-8?x?abc?=",
    "Question? =) Answer?=",
  ])("keeps %j, which no client decodes", (value) => {
    expect(contactSchema.parse({ ...valid, name: value, subject: value })).toMatchObject({
      name: value,
      subject: value,
    });
  });

  it("keeps the message free: it is a body, never decoded as a header", () => {
    const message = "Our ERP writes =?utf-8?b?4oCu?= into subjects, see attached.";
    expect(contactSchema.parse({ ...valid, message }).message).toBe(message);
  });
});

describe("describeIssues", () => {
  it("lists each field's first problem once, for a page that names them all", () => {
    const result = contactSchema.safeParse({ name: "A", email: "x", subject: "Hi\u202e", message: "" });
    expect(result.success).toBe(false);
    expect(describeIssues(result.error!)).toEqual([
      { field: "name", message: m.name, error: `Invalid name: ${m.name}` },
      { field: "email", message: m.email, error: `Invalid email: ${m.email}` },
      { field: "subject", message: m.subject, error: `Invalid subject: ${m.subject}` },
      { field: "message", message: m.message, error: `Invalid message: ${m.message}` },
    ]);
  });
});
