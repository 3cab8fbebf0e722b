// The function as wired for deployment (createContactFunction), in the environments it meets: a
// production deploy without SMTP_URL, an unusable SMTP_URL, and local runs with the catcher's default.
import { LOCAL_SMTP_URL } from "@orbitag/dev-services/config";
import { describe, expect, it } from "vitest";
import { NO_SMTP_IN_PRODUCTION, readConfig } from "./config.ts";
import { createContactFunction } from "./function.ts";
import { UNAVAILABLE, type Logger } from "./handler.ts";
import { SAME_ORIGIN_FORM, validMessage } from "./testing.ts";

function recordingLogger() {
  const errors: Array<{ event: string; fields: Record<string, unknown> }> = [];
  const log: Logger = { info: () => {}, error: (event, fields) => errors.push({ event, fields }) };
  return { log, errors };
}

const json = () =>
  new Request("https://orbitag.com/api/send-contact-email", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(validMessage()),
  });
const form = () =>
  new Request("https://orbitag.com/api/send-contact-email", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...SAME_ORIGIN_FORM },
    body: new URLSearchParams(validMessage()).toString(),
  });

describe("CONTEXT=production without SMTP_URL", () => {
  it("logs the cause once at start and answers every message 503 with a generic message", async () => {
    const { log, errors } = recordingLogger();
    const handle = createContactFunction({ CONTEXT: "production" }, { log });
    expect(errors).toEqual([{ event: "contact.unavailable", fields: { problem: NO_SMTP_IN_PRODUCTION } }]);

    for (let i = 0; i < 3; i++) {
      const res = await handle(json(), { requestId: `r${i}` });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: UNAVAILABLE, requestId: `r${i}` });
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    const page = await handle(form(), {});
    expect(page.status).toBe(503);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await page.text()).toContain("There was a problem sending your message. Please try again.");
    // not once per request
    expect(errors).toHaveLength(1);
  });

  it("still answers invalid input with 400 first, so the visitor fixes it before retrying", async () => {
    const handle = createContactFunction({ CONTEXT: "production" }, { log: recordingLogger().log });
    const res = await handle(
      new Request("https://orbitag.com/api/send-contact-email", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...validMessage(), name: "A" }),
      }),
    );
    expect(res.status).toBe(400);
  });

  it("counts a request Netlify marks as production (context.deploy.context) even without CONTEXT", async () => {
    const { log, errors } = recordingLogger();
    const handle = createContactFunction({}, { log });
    expect(errors).toEqual([]);
    for (let i = 0; i < 2; i++) {
      const res = await handle(json(), { deploy: { context: "production" } });
      expect(res.status).toBe(503);
    }
    expect(errors).toEqual([{ event: "contact.unavailable", fields: { problem: NO_SMTP_IN_PRODUCTION } }]);
  });
});

describe("an unusable SMTP_URL", () => {
  it("answers 503 and logs why once, without the password", async () => {
    const { log, errors } = recordingLogger();
    const handle = createContactFunction(
      { SMTP_URL: "smtp://apikey:s3cret@smtp.example.com:587?ignoreTLS=true" },
      { log },
    );
    expect((await handle(json())).status).toBe(503);
    expect((await handle(json())).status).toBe(503);
    expect(errors).toHaveLength(1);
    expect(String(errors[0]?.fields.problem)).toMatch(/SMTP_URL option ignoreTLS is refused/);
    expect(JSON.stringify(errors)).not.toContain("s3cret");
  });
});

describe("outside production", () => {
  it("keeps the local mail catcher as the default", () => {
    expect(readConfig({}).smtpUrl).toBe(LOCAL_SMTP_URL);
    expect(readConfig({ CONTEXT: "dev" }).smtpUrl).toBe(LOCAL_SMTP_URL);
    expect(readConfig({ CONTEXT: "deploy-preview" }).smtpUrl).toBe(LOCAL_SMTP_URL);
  });

  it("does not log or refuse anything at start", () => {
    const { log, errors } = recordingLogger();
    createContactFunction({ CONTEXT: "dev" }, { log });
    createContactFunction({ SMTP_URL: "smtps://u:p@smtp.example.com" }, { log });
    expect(errors).toEqual([]);
  });
});
