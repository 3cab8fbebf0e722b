// Throughput and latency of the contact function on loopback, SMTP stubbed out.
//
// Why not `netlify functions:serve`: the CLI puts its own proxy and Lambda emulation (request
// serialisation, a worker per invocation) in front of the function, and that — not the function — would
// dominate the figures. Instead the function is bundled with esbuild (a deploy bundles its own modules with
// esbuild too and ships its packages beside them; the code that runs is the same), and its real handler (the
// same createContactHandler + readConfig that send-contact-email.ts wires) is served by the project's own
// Node adapter (netlify/functions/lib/node-server.ts) in a separate process, so the load generator does not
// share its event loop. The only stand-in is the mail transport: nodemailer's stream transport composes the
// complete MIME message, exactly as for SMTP, and stops before the network.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import { build } from "esbuild";
import type { ContactFigures } from "./budgets.ts";

const root = path.resolve(import.meta.dirname, "../..");

const ENTRY = `
import nodemailer from "nodemailer";
import { readConfig } from "./netlify/functions/lib/config.ts";
import { createContactHandler } from "./netlify/functions/lib/handler.ts";
import { serveHandler } from "./netlify/functions/lib/node-server.ts";

const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
const handler = createContactHandler({ config: readConfig(), send: (mail) => transport.sendMail(mail) });
const served = await serveHandler(handler);
console.log(JSON.stringify({ url: served.url }));
process.on("SIGTERM", () => served.close().then(() => process.exit(0)));
`;

/** A valid message, the shape the contact form posts. */
export const SAMPLE_MESSAGE = {
  name: "Dana Whitfield",
  email: "dana.whitfield@example.com",
  subject: "Pilot for 2,000 hospital assets",
  message:
    "We track infusion pumps and wheelchairs across three sites and would like a pilot of RFID scanning " +
    "with periodic sweeps. Could someone from sales call me this week?",
};

async function bundle(outDir: string): Promise<string> {
  mkdirSync(outDir, { recursive: true });
  const outfile = path.join(outDir, "contact-function.mjs");
  await build({
    stdin: { contents: ENTRY, resolveDir: root, loader: "ts", sourcefile: "bench-contact-entry.ts" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    outfile,
    logLevel: "error",
    // CommonJS dependencies (nodemailer) call require() inside an ES module bundle
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
  return outfile;
}

async function startFunction(file: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [file], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env },
  });
  const lines = createInterface({ input: child.stdout! });
  const first = await Promise.race([
    once(lines, "line").then(([line]) => String(line)),
    once(child, "exit").then(([code]) => Promise.reject(new Error(`contact function exited with ${code}`))),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error("contact function did not start in 15 s")), 15_000),
    ),
  ]);
  return { url: (JSON.parse(first) as { url: string }).url, child };
}

const CONNECTIONS = 10;

function load(url: string, amount: number, maxSeconds: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(SAMPLE_MESSAGE),
        connections: CONNECTIONS,
        amount,
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    // `amount` bounds the count; this bounds the time should the function be slower than expected
    const timer = setTimeout(() => instance.stop(), maxSeconds * 1000);
    instance.on("done", () => clearTimeout(timer));
  });
}

export async function benchContact(outDir: string): Promise<ContactFigures> {
  const file = await bundle(outDir);
  const { url, child } = await startFunction(file);
  const endpoint = `${url}/api/send-contact-email`;
  try {
    const probe = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(SAMPLE_MESSAGE),
    });
    if (probe.status !== 200)
      throw new Error(`contact function answered ${probe.status}: ${await probe.text()}`);
    await load(endpoint, 1_000, 10); // warm-up: JIT, zod schemas, nodemailer
    // autocannon's default 10 connections, closed loop, keep-alive: throughput and latency of one run.
    // (autocannon's rate limiting sends each second's quota in a burst, so a "p99 at N req/s" run would
    // measure bursts, not a steady rate.)
    const r = await load(endpoint, 10_000, 30);
    return {
      url: endpoint,
      connections: CONNECTIONS,
      rps: r.requests.total / r.duration,
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      maxMs: r.latency.max,
      requests: r.requests.total,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
    };
  } finally {
    child.kill("SIGTERM");
    await once(child, "exit");
  }
}
