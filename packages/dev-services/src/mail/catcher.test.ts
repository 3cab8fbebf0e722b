import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAIL_FILE_SUFFIXES } from "../dev-server.ts";
import { startMailCatcher, type MailCatcher } from "./catcher.ts";
import type { StoredMessage } from "./messages.ts";

let catcher: MailCatcher;
let dir: string;
let api: string;

/**
 * A client of the catcher. Its timeouts are a minute by default: a busy machine (load 16) kept an answer past the
 * 800 ms socket timeout this file once used for every send, and a send that should succeed failed. Only the
 * tests of a hang, which must end on the client's timeout, take `hangs`: short greeting and socket timeouts.
 */
const transport = ({ hangs = false } = {}) =>
  nodemailer.createTransport({
    host: "127.0.0.1",
    port: catcher.smtpPort,
    secure: false,
    connectionTimeout: 60_000,
    greetingTimeout: hangs ? 800 : 60_000,
    socketTimeout: hangs ? 800 : 60_000,
  });

const mail = (to = "dev@orbitag.test") => ({
  from: "Orbitag <noreply@orbitag.test>",
  to,
  replyTo: "visitor@example.com",
  subject: "Hello <there>",
  text: "plain body",
  html: "<p>html body</p>",
});

const setMode = (body: unknown) =>
  fetch(`${api}/api/smtp`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "catcher-"));
  catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0, dir, log: () => {} });
  api = `http://127.0.0.1:${catcher.httpPort}`;
});
afterAll(async () => {
  await catcher.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await setMode({ mode: "up" });
  await fetch(`${api}/api/messages`, { method: "DELETE" });
});

describe("mail catcher", () => {
  it("stores each message as an .eml file and lists it parsed over HTTP", async () => {
    await transport().sendMail({ ...mail(), bcc: "hidden@orbitag.test" });
    const files = (await readdir(dir)).filter((f) => f.endsWith(".eml"));
    expect(files).toHaveLength(1);
    // the message and its envelope, both under names the dev servers refuse in any folder (dev-server.ts)
    const id = files[0]!.slice(0, -".eml".length);
    expect((await readdir(dir)).sort()).toEqual(MAIL_FILE_SUFFIXES.map((suffix) => `${id}${suffix}`).sort());
    expect(await readFile(path.join(dir, files[0]!), "utf8")).toContain("Subject: Hello <there>");

    const list = (await (await fetch(`${api}/api/messages`)).json()) as StoredMessage[];
    expect(list).toHaveLength(1);
    const [m] = list;
    expect(m).toMatchObject({
      from: "noreply@orbitag.test",
      to: ["dev@orbitag.test"],
      subject: "Hello <there>",
      replyTo: "visitor@example.com",
      envelope: { from: "noreply@orbitag.test", to: ["dev@orbitag.test", "hidden@orbitag.test"] },
    });
    expect(m!.text.trim()).toBe("plain body");
    expect(m!.html.trim()).toBe("<p>html body</p>");
    expect(Number.isNaN(Date.parse(m!.date))).toBe(false);

    const raw = await fetch(`${api}/api/messages/${m!.id}/raw`);
    expect(raw.headers.get("content-type")).toBe("message/rfc822");
    expect(await raw.text()).toContain("Reply-To: visitor@example.com");
    expect(
      (await fetch(`${api}/api/messages?to=hidden@orbitag.test`).then((r) => r.json())) as unknown[],
    ).toHaveLength(1);
    expect(
      (await fetch(`${api}/api/messages?to=nobody@orbitag.test`).then((r) => r.json())) as unknown[],
    ).toHaveLength(0);
  });

  it("reads the envelope an earlier catcher kept as <id>.json, and clears it", async () => {
    const id = "1764570000000-0000-a1b2c3";
    await writeFile(
      path.join(dir, `${id}.eml`),
      "From: a@orbitag.test\r\nTo: b@orbitag.test\r\nSubject: old\r\n\r\nx",
    );
    await writeFile(
      path.join(dir, `${id}.json`),
      JSON.stringify({ from: "a@orbitag.test", to: ["b@orbitag.test", "hidden@orbitag.test"] }),
    );
    const found = (await fetch(`${api}/api/messages?to=hidden@orbitag.test`).then((r) =>
      r.json(),
    )) as StoredMessage[];
    expect(found.map((m) => m.id)).toEqual([id]);
    expect((await fetch(`${api}/api/messages`, { method: "DELETE" })).status).toBe(204);
    expect(await readdir(dir)).toEqual([]);
  });

  it("shows messages on an HTML page with their content escaped", async () => {
    await transport().sendMail({ ...mail(), subject: "<script>alert(1)</script>" });
    const page = await (await fetch(`${api}/`)).text();
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).not.toContain("<script>alert(1)");
  });

  it("DELETE /api/messages empties the folder", async () => {
    await transport().sendMail(mail());
    expect((await fetch(`${api}/api/messages`, { method: "DELETE" })).status).toBe(204);
    expect(await (await fetch(`${api}/api/messages`)).json()).toEqual([]);
    expect((await readdir(dir)).filter((f) => f.endsWith(".eml"))).toEqual([]);
  });

  it("rejects unknown ids, bad modes and path tricks", async () => {
    expect((await fetch(`${api}/api/messages/nope/raw`)).status).toBe(404);
    expect((await fetch(`${api}/api/messages/..%2F..%2Fetc/raw`)).status).toBe(404);
    expect((await setMode({ mode: "sideways" })).status).toBe(400);
    expect((await setMode({ mode: "down", to: 5 })).status).toBe(400);
    const notJson = { method: "POST", headers: { "content-type": "application/json" }, body: "not json" };
    expect((await fetch(`${api}/api/smtp`, notJson)).status).toBe(400);
  });

  it("'down' refuses every connection with an SMTP error until set 'up' again", async () => {
    expect(await (await setMode({ mode: "down" })).json()).toEqual({ mode: "down", to: [], match: null });
    await expect(transport().sendMail(mail())).rejects.toThrow(/421/);
    await setMode({ mode: "up" });
    await transport().sendMail(mail());
    expect(await catcher.messages()).toHaveLength(1);
  });

  it("'hang' never greets, so the client times out", async () => {
    await setMode({ mode: "hang" });
    // the client's own greeting timeout ends it (no answer ever came)
    await expect(transport({ hangs: true }).sendMail(mail())).rejects.toMatchObject({ code: "ETIMEDOUT" });
    expect(await catcher.messages()).toHaveLength(0);
  });

  it("a mode scoped to recipients only fails mail to them", async () => {
    await setMode({ mode: "down", to: ["Sales@Orbitag.test"] });
    await expect(transport().sendMail(mail("sales@orbitag.test"))).rejects.toThrow();
    await transport().sendMail(mail("someone@orbitag.test"));
    await setMode({ mode: "hang", to: "sales@orbitag.test" });
    await expect(transport({ hangs: true }).sendMail(mail("sales@orbitag.test"))).rejects.toMatchObject({
      code: "ETIMEDOUT",
    });
    expect((await catcher.messages()).map((m) => m.to)).toEqual([["someone@orbitag.test"]]);
    // the second rule replaced the first: one rule per scope
    expect(await (await fetch(`${api}/api/smtp`)).json()).toEqual({
      rules: [{ mode: "hang", to: ["sales@orbitag.test"], match: null }],
    });
  });

  it("rules of different scopes stand side by side: tests in parallel each fail only their own mail", async () => {
    const from = (visitor: string) => ({ ...mail(), replyTo: visitor });
    await setMode({ mode: "down", match: "visitor-a@example.com" });
    await setMode({ mode: "down", match: "visitor-b@example.com" });
    await expect(transport().sendMail(from("visitor-a@example.com"))).rejects.toThrow(/421/);
    await expect(transport().sendMail(from("visitor-b@example.com"))).rejects.toThrow(/421/);
    // the first test is done with its failure: lifting its rule leaves the other's in force
    await setMode({ mode: "up", match: "visitor-a@example.com" });
    await transport().sendMail(from("visitor-a@example.com"));
    await expect(transport().sendMail(from("visitor-b@example.com"))).rejects.toThrow(/421/);
    expect((await catcher.messages()).map((m) => m.replyTo)).toEqual(["visitor-a@example.com"]);
    expect(await (await fetch(`${api}/api/smtp`)).json()).toEqual({
      rules: [{ mode: "down", to: [], match: "visitor-b@example.com" }],
    });
    // "up" without a scope lifts every rule
    await setMode({ mode: "up" });
    await transport().sendMail(from("visitor-b@example.com"));
    expect(catcher.rules).toEqual([]);
  });

  it("a mode scoped to a text only fails the messages containing it", async () => {
    await setMode({ mode: "down", match: "visitor-42@example.com" });
    await expect(transport().sendMail({ ...mail(), replyTo: "visitor-42@example.com" })).rejects.toThrow(
      /421/,
    );
    await transport().sendMail(mail());
    await setMode({ mode: "hang", match: "visitor-42@example.com" });
    await expect(
      transport({ hangs: true }).sendMail({ ...mail(), replyTo: "visitor-42@example.com" }),
    ).rejects.toMatchObject({
      code: "ETIMEDOUT",
    });
    expect((await catcher.messages()).map((m) => m.replyTo)).toEqual(["visitor@example.com"]);
    expect((await setMode({ mode: "down", match: 42 })).status).toBe(400);
  });
});
