import { describe, expect, it } from "vitest";
import { site } from "../../config/site.ts";
import { contactSchema, describeIssue, emptyContactForm } from "./schema.ts";

const m = site.messages.contact.validation;
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

  it("starts the form empty", () => {
    expect(Object.values(emptyContactForm).every((v) => v === "")).toBe(true);
  });
});
