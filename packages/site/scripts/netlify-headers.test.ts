// netlify.toml's header rules read by Netlify's own parser. Locally `netlify serve` overwrites
// Cache-Control with its static server's value, so the immutable-asset rule is checked here.
import path from "node:path";
import { parseAllHeaders, type Header } from "@netlify/headers-parser";
import { expect, test } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");

async function headersFor(pathname: string): Promise<Record<string, string>> {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [],
    netlifyConfigPath: path.join(root, "netlify.toml"),
    configHeaders: [],
    minimal: false,
  });
  expect(errors).toEqual([]);
  const rules = headers as Header[]; // minimal: false gives full rules, with their path regexp
  return Object.assign(
    {},
    ...rules.filter((rule) => rule.forRegExp.test(pathname)).map((rule) => rule.values),
  );
}

test("hashed assets are cached for a year, immutable; pages are not", async () => {
  expect((await headersFor("/assets/entry.client-abc123.js"))["Cache-Control"]).toBe(
    "public, max-age=31536000, immutable",
  );
  expect((await headersFor("/about"))["Cache-Control"]).toBeUndefined();
});

test("security headers on every path", async () => {
  for (const pathname of ["/", "/contact", "/assets/app.js", "/does-not-exist"]) {
    const headers = await headersFor(pathname);
    expect(headers["Strict-Transport-Security"]).toMatch(/max-age=\d{7,}/);
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Permissions-Policy"]).toContain("camera=()");
  }
});
