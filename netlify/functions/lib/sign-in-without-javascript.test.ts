// The no-script sign-in post, served over real HTTP: a 303 to the static page, the body never read.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { serveHandler, type ServedHandler } from "./node-server.ts";
import { SECURITY_HEADERS } from "./security-headers.ts";
import handler, { config, JAVASCRIPT_REQUIRED_PATH } from "../sign-in-without-javascript.ts";

let server: ServedHandler;
const seen: Request[] = [];

beforeAll(async () => {
  server = await serveHandler(async (req) => {
    seen.push(req);
    return handler();
  });
});
afterAll(async () => {
  await server.close();
});

it("is routed at POST /api/sign-in, the sign-in form's action", () => {
  expect(config).toEqual({ path: "/api/sign-in", method: "POST" });
});

it("answers 303 to the JavaScript-required page without reading or logging the credentials", async () => {
  const log = vi.spyOn(console, "log");
  const error = vi.spyOn(console, "error");
  const response = await fetch(`${server.url}/api/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "email=a%40b.test&password=hunter2-secret",
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toBe(JAVASCRIPT_REQUIRED_PATH);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("strict-transport-security")).toBe(
    SECURITY_HEADERS["strict-transport-security"],
  );
  expect(await response.text()).toBe("");
  expect(seen.at(-1)?.bodyUsed).toBe(false);
  expect([...log.mock.calls, ...error.mock.calls].flat().join(" ")).not.toContain("hunter2");
  log.mockRestore();
  error.mockRestore();
});

it("sends the one HSTS value the contact function and netlify.toml use", () => {
  const toml = readFileSync(path.resolve(import.meta.dirname, "../../../netlify.toml"), "utf8");
  const hsts = /Strict-Transport-Security = "([^"]+)"/.exec(toml)?.[1];
  expect(hsts).toBeTruthy();
  expect(handler().headers.get("strict-transport-security")).toBe(hsts);
  expect(SECURITY_HEADERS["strict-transport-security"]).toBe(hsts);
});
