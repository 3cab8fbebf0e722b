// submitContactMessage against a real HTTP server on loopback.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submitContactMessage } from "./submit.ts";

const message = { name: "Ada", email: "ada@example.com", subject: "Hello", message: "Ten chars!" };
let base = "";
let lastRequest: { method?: string; type?: string; body: string } | null = null;
const server = http.createServer((req, res) => {
  let body = "";
  req.on("data", (c: Buffer) => (body += c.toString()));
  req.on("end", () => {
    lastRequest = { method: req.method, type: req.headers["content-type"], body };
    if (req.url === "/ok")
      res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true,"id":"r1"}');
    else if (req.url === "/fail")
      res.writeHead(502, { "content-type": "application/json" }).end('{"error":"SMTP down"}');
    else if (req.url === "/html") res.writeHead(500, { "content-type": "text/html" }).end("<h1>oops</h1>");
    else req.socket.destroy();
  });
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("submitContactMessage", () => {
  it("POSTs the message as JSON and reports the id", async () => {
    expect(await submitContactMessage(message, fetch, `${base}/ok`)).toEqual({ ok: true, id: "r1" });
    expect(lastRequest).toEqual({ method: "POST", type: "application/json", body: JSON.stringify(message) });
  });

  it("sends the spec's four fields only: an empty honeypot stays home, a filled one goes to the function", async () => {
    await submitContactMessage({ ...message, website: "" }, fetch, `${base}/ok`);
    expect(JSON.parse(lastRequest?.body ?? "")).toEqual(message);
    await submitContactMessage({ ...message, website: "https://spam.example" }, fetch, `${base}/ok`);
    expect(JSON.parse(lastRequest?.body ?? "")).toEqual({ ...message, website: "https://spam.example" });
  });

  it("reports a non-ok answer with its status and error field", async () => {
    expect(await submitContactMessage(message, fetch, `${base}/fail`)).toEqual({
      ok: false,
      status: 502,
      error: "SMTP down",
    });
    expect(await submitContactMessage(message, fetch, `${base}/html`)).toEqual({
      ok: false,
      status: 500,
      error: null,
    });
  });

  it("reports a dropped connection instead of throwing", async () => {
    const result = await submitContactMessage(message, fetch, `${base}/drop`);
    expect(result).toMatchObject({ ok: false, status: null });
  });
});
