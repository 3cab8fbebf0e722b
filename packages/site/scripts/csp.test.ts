import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "./csp.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

test("hashes executable inline scripts only: not external ones, not JSON-LD data blocks", async () => {
  const html = [
    `<script>window.__ctx = {"a":1};</script>`,
    `<script type="module">import "/assets/entry.js";</script>`,
    `<script src="/assets/app.js"></script>`,
    `<script type="application/ld+json">{"@type":"Organization"}</script>`,
  ].join("\n");
  expect(await inlineScriptHashes(html)).toEqual([
    sha(`window.__ctx = {"a":1};`),
    sha(`import "/assets/entry.js";`),
  ]);
});

test("the policy allows the hashes and the API origin, never 'unsafe-inline' scripts, and forbids framing", () => {
  const csp = contentSecurityPolicy({
    scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-a'"],
    connect: ["https://project.supabase.co/auth/v1"],
  });
  const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1];
  expect(scriptSrc).toBe("'self' 'sha256-a' 'sha256-b'");
  expect(csp).toContain("connect-src 'self' https://project.supabase.co");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
});
