// The preload that keeps Netlify's CLI on loopback (listen-loopback.ts), in a real Node process: every
// form of listen() that names no address ends on 127.0.0.1; LISTEN_HOST opens the site's port alone; an
// address given explicitly is left as it is.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";
import { freePort } from "./netlify-cli.ts";

const preload = path.resolve(import.meta.dirname, "listen-loopback.ts");

/** Listens the ways Netlify's CLI and its libraries do, prints each address, and exits. */
const script = (sitePort: number) => `
import http from "node:http";
import net from "node:net";
const forms = [
  (s, cb) => s.listen({ port: ${sitePort} }, cb),
  (s, cb) => s.listen(0, cb),
  (s, cb) => s.listen({ port: 0 }, cb),
  (s, cb) => s.listen(cb),
  (s, cb) => s.listen(0, 511, cb),
  (s, cb) => s.listen({ port: 0, host: "::1" }, cb),
];
const out = [];
for (const form of forms) {
  const server = http.createServer();
  await new Promise((resolve) => form(server, resolve));
  out.push(server.address().address);
  server.close();
}
const tcp = net.createServer();
await new Promise((resolve) => tcp.listen(String(0), resolve));
out.push(tcp.address().address);
tcp.close();
console.log(JSON.stringify(out));
`;

async function addresses(env: Record<string, string>): Promise<string[]> {
  const sitePort = await freePort();
  const run = spawnSync(
    process.execPath,
    ["--import", preload, "--input-type=module", "-e", script(sitePort)],
    {
      env: { PATH: process.env.PATH, ORBITAG_SITE_PORT: String(sitePort), ...env },
      encoding: "utf8",
    },
  );
  expect(run.stderr).toBe("");
  return JSON.parse(run.stdout) as string[];
}

it("puts every listen() without an address on loopback", async () => {
  expect(await addresses({})).toEqual([
    "127.0.0.1",
    "127.0.0.1",
    "127.0.0.1",
    "127.0.0.1",
    "127.0.0.1",
    "::1",
    "127.0.0.1",
  ]);
});

it("LISTEN_HOST opens the site's port only; the rest stays on loopback", async () => {
  expect(await addresses({ LISTEN_HOST: "0.0.0.0" })).toEqual([
    "0.0.0.0",
    "127.0.0.1",
    "127.0.0.1",
    "127.0.0.1",
    "127.0.0.1",
    "::1",
    "127.0.0.1",
  ]);
});

it("without the preload, Node listens on every interface (what the CLI did)", () => {
  const run = spawnSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `import http from "node:http"; const s = http.createServer(); s.listen({ port: 0 }, () => { console.log(s.address().address); s.close(); });`,
    ],
    { encoding: "utf8" },
  );
  expect(run.stdout.trim()).toMatch(/^(::|0\.0\.0\.0)$/);
});
