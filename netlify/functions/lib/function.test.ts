// The function as wired for deployment (createContactFunction), in the environments it meets: a deploy
// (production, a preview, a branch) without SMTP_URL, an unusable SMTP_URL, and local runs with the
// catcher's default.
import { LOCAL_SMTP_URL } from "@orbitag/dev-services/config";
import { describe, expect, it } from "vitest";
import { configProblem, NO_SMTP_IN_PRODUCTION, noSmtpIn, readConfig } from "./config.ts";
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

// a preview's contact form must not mail a loopback server that cannot exist beside a deployed function
describe.each(["deploy-preview", "branch-deploy"])("CONTEXT=%s, as production", (context) => {
  it("without SMTP_URL: one line naming the variable and the context at start, then 503", async () => {
    const { log, errors } = recordingLogger();
    const handle = createContactFunction({ CONTEXT: context }, { log });
    expect(errors).toEqual([
      {
        event: "contact.unavailable",
        fields: {
          problem: `SMTP_URL is not set in CONTEXT=${context}: no contact message can be sent until it is (answering 503)`,
        },
      },
    ]);
    expect((await handle(json())).status).toBe(503);
    expect((await handle(form())).status).toBe(503);
    expect(errors).toHaveLength(1);
  });

  it("a request Netlify marks as such (context.deploy.context) counts without CONTEXT", async () => {
    const { log, errors } = recordingLogger();
    const handle = createContactFunction({}, { log });
    for (let i = 0; i < 2; i++) expect((await handle(json(), { deploy: { context } })).status).toBe(503);
    expect(errors).toEqual([{ event: "contact.unavailable", fields: { problem: noSmtpIn(context) } }]);
  });

  // Netlify gives a function at run time only URL, SITE_NAME and SITE_ID of its read-only variables, not
  // CONTEXT: in a deploy the request's context is all the function knows
  it("a loopback SMTP_URL in a request Netlify marks as such counts without CONTEXT", async () => {
    const { log, errors } = recordingLogger();
    const handle = createContactFunction({ SMTP_URL: "smtp://127.0.0.1:9" }, { log });
    expect(errors).toEqual([]);
    for (let i = 0; i < 2; i++) expect((await handle(json(), { deploy: { context } })).status).toBe(503);
    expect(errors).toEqual([
      {
        event: "contact.unavailable",
        fields: { problem: configProblem({ CONTEXT: context, SMTP_URL: "smtp://127.0.0.1:9" }) },
      },
    ]);
    expect(errors[0]?.fields.problem).toMatch(
      /^SMTP_URL points at this machine \(127\.0\.0\.1\) in CONTEXT=/,
    );
  });

  it("a loopback SMTP_URL is refused there too; the provider's address is taken", () => {
    for (const smtpUrl of [
      "smtp://127.0.0.1:54325",
      "smtp://localhost:25",
      "smtp://[::1]:2525",
      // other spellings: an smtp: URL keeps its host as typed, and nodemailer connects to each of them here
      "smtp://0.0.0.0:2525",
      "smtp://localhost.:25",
      "smtp://127.1:25",
      "smtp://2130706433:25",
      "smtp://[::]:25",
      "smtp://[::ffff:127.0.0.1]:25",
    ])
      expect(configProblem({ CONTEXT: context, SMTP_URL: smtpUrl })).toMatch(
        new RegExp(`^SMTP_URL points at this machine \\(.+\\) in CONTEXT=${context}: `),
      );
    expect(configProblem({ CONTEXT: context, SMTP_URL: "smtps://u:p@smtp.example.com" })).toBeNull();
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

describe("on this machine (no context, netlify dev, npm start's local)", () => {
  it("keeps the local mail catcher as the default", () => {
    for (const CONTEXT of [undefined, "", "dev", "local"]) {
      expect(readConfig({ CONTEXT }).smtpUrl).toBe(LOCAL_SMTP_URL);
      expect(configProblem({ CONTEXT })).toBeNull();
      expect(configProblem({ CONTEXT, SMTP_URL: "smtp://127.0.0.1:2525" })).toBeNull();
    }
  });

  it("does not log or refuse anything at start, nor for a request marked dev", async () => {
    const { log, errors } = recordingLogger();
    createContactFunction({ CONTEXT: "dev" }, { log });
    createContactFunction({ CONTEXT: "local" }, { log });
    createContactFunction({ SMTP_URL: "smtps://u:p@smtp.example.com" }, { log });
    // nothing listens on port 9 of loopback: the send fails (502), it is not refused (503)
    const handle = createContactFunction({ SMTP_URL: "smtp://127.0.0.1:9" }, { log });
    expect((await handle(json(), { deploy: { context: "dev" } })).status).toBe(502);
    expect(errors.filter((entry) => entry.event === "contact.unavailable")).toEqual([]);
  });
});
