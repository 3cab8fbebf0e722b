// The dev servers keep the local services' secrets on this machine (issue 20, finding 1): `npm run dev`
// (Netlify's proxy and functions server, Vite) and `npm run storybook` listen on loopback only, and none of
// them serves the JWT secret, the users file or caught mail, by `localhost` or by a LAN-style Host, through
// the proxy or from Vite directly.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { LOCAL_PUBLISHABLE_KEY } from "@orbitag/dev-services/config";
import { PATIENCE } from "../patience.ts";
import { DEV_AUTH_PORT, DEV_PORT } from "../e2e/env.ts";
import { ancestorMatching, isLoopback, listenerOf, listenersOf, type Listener } from "./listening.ts";
import { accepts, hostsFor, lanAddress, probesFor, rawGet, root } from "./secrets.ts";

const offset = Number(process.env.ORBITAG_PORT_OFFSET ?? 0);
/** Storybook's dev server for this test: apart from a developer's 6006 and the helpers' 6006+n */
const STORYBOOK_PORT = 6106 + offset;

/** The dev stack's own data (tests/dev/playwright.config.ts), and canaries in the default folders. */
const authDir = path.join(root, ".tmp/dev-smoke/auth");
const mailDir = path.join(root, ".tmp/dev-smoke/mail");
const canaries = [
  path.join(root, `.data/dev-server-canary-${process.pid}`),
  path.join(root, `.mail/dev-server-canary-${process.pid}.eml`),
];
const CANARY = `canary-${process.pid}-${Date.now()}`;
/** the default folders this test created, to remove again (a developer's own stay) */
const created: string[] = [];

test.beforeAll(() => {
  for (const file of canaries) {
    const dir = path.dirname(file);
    if (!existsSync(dir)) created.push(dir);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    writeFileSync(file, CANARY, { mode: 0o600 });
  }
});
test.afterAll(() => {
  for (const file of canaries) rmSync(file, { force: true });
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

interface Secret {
  file: string;
  /** text only that file holds: a leak is an answer that contains it */
  fingerprint: string;
}

/** The secrets on disk right now: the JWT secret, db.json and a caught mail of a fresh sign-up, the canaries. */
async function secretFiles(): Promise<Secret[]> {
  // a sign-up writes db.json and sends a confirmation mail into the stack's catcher
  const email = `secrets-${Date.now().toString(36)}-${process.pid}@example.com`;
  const signUp = await fetch(`http://127.0.0.1:${DEV_AUTH_PORT}/auth/v1/signup`, {
    method: "POST",
    headers: { apikey: LOCAL_PUBLISHABLE_KEY, "content-type": "application/json" },
    body: JSON.stringify({ email, password: "correct-horse-7" }),
  });
  expect(signUp.status).toBe(200);
  const mailTo = () =>
    readdirSync(mailDir).find(
      (name) => name.endsWith(".eml") && readFileSync(path.join(mailDir, name), "latin1").includes(email),
    );
  await expect.poll(mailTo).toBeDefined();
  const secrets: Secret[] = [
    {
      file: path.join(authDir, "jwt-secret"),
      fingerprint: readFileSync(path.join(authDir, "jwt-secret"), "latin1").trim(),
    },
    { file: path.join(authDir, "db.json"), fingerprint: email },
    { file: path.join(mailDir, mailTo()!), fingerprint: email },
    ...canaries.map((file) => ({ file, fingerprint: CANARY })),
  ];
  for (const { file, fingerprint } of secrets)
    expect(readFileSync(file, "latin1"), file).toContain(fingerprint);
  return secrets;
}

/**
 * Every probe of every secret on `port`, by each Host: no answer may carry the file. `direct`: a Vite
 * server itself, whose refusal of the plain `/@fs/` form is its 403 (Netlify's proxy, given that 403,
 * retries `<path>.html`, which React Router's SPA mode answers with the app's shell: still not the file).
 */
async function expectRefusals(
  port: number,
  servedRoot: string,
  { direct }: { direct: boolean },
): Promise<number> {
  const secrets = await secretFiles();
  const leaks: string[] = [];
  let asked = 0;
  for (const host of hostsFor(port)) {
    for (const { file, fingerprint } of secrets) {
      for (const probe of probesFor(file, servedRoot)) {
        const answer = await rawGet(port, probe, host);
        asked += 1;
        if (answer.body.includes(fingerprint)) leaks.push(`${answer.status} ${host} ${probe}`);
      }
      if (direct) {
        const plain = await rawGet(port, `/@fs${file}`, host);
        expect([plain.status, plain.body], `${host} /@fs${file}`).toEqual([
          403,
          expect.stringContaining("Restricted"),
        ]);
      }
    }
  }
  expect(leaks).toEqual([]);
  return asked;
}

/** A source file Vite does serve by /@fs/: proof that a 403 above is the deny rule, not a wrong URL. */
async function expectServes(port: number, file: string) {
  for (const host of hostsFor(port)) {
    const answer = await rawGet(port, `/@fs${file}`, host);
    expect([answer.status, host]).toEqual([200, host]);
  }
}

function describeListeners(listeners: Listener[]): string[] {
  return listeners.map(({ address, port, command }) => `${address}:${port} ${command.slice(0, 120)}`);
}

test.describe("npm run dev", () => {
  test("every server of the stack listens on loopback only (proxy, functions, Vite, local services)", async () => {
    const proxy = listenerOf(DEV_PORT);
    expect(proxy, `something listens on ${DEV_PORT}`).not.toBeNull();
    const stack = ancestorMatching(proxy!, /scripts\/dev\.ts/);
    expect(stack, "the proxy runs under scripts/dev.ts").not.toBeNull();
    const listeners = listenersOf(stack!);
    // the proxy, the functions server, Vite, the auth service and both of the catcher's ports at least
    expect(listeners.length).toBeGreaterThanOrEqual(6);
    expect(describeListeners(listeners.filter((l) => !isLoopback(l.address)))).toEqual([]);
    const lan = lanAddress();
    if (lan) expect(await accepts(lan, DEV_PORT), `${lan}:${DEV_PORT}`).toBe(false);
  });

  test("Netlify's proxy refuses the secrets, by localhost and by a LAN-style Host", async () => {
    await expectServes(DEV_PORT, path.join(root, "packages/site/app/root.tsx"));
    expect(
      await expectRefusals(DEV_PORT, path.join(root, "packages/site"), { direct: false }),
    ).toBeGreaterThan(100);
  });

  test("Vite, asked directly, refuses them too", async () => {
    const stack = ancestorMatching(listenerOf(DEV_PORT)!, /scripts\/dev\.ts/)!;
    // React Router's dev process itself (Netlify's CLI names it in its --command too)
    const vite = listenersOf(stack).find((listener) =>
      /^\S+\/node (--\S+ )*\S+\/@react-router\/dev\/bin\.cjs dev /.test(listener.command),
    );
    expect(vite, "React Router's dev server (Vite) in the stack").toBeDefined();
    await expectServes(vite!.port, path.join(root, "packages/site/app/root.tsx"));
    expect(
      await expectRefusals(vite!.port, path.join(root, "packages/site"), { direct: true }),
    ).toBeGreaterThan(100);
  });
});

test.describe("npm run storybook", () => {
  let storybook: ChildProcess;
  let output = "";

  test.beforeAll(async () => {
    test.setTimeout(PATIENCE.server);
    storybook = spawn(
      "npm",
      ["run", "storybook", "--", "--port", String(STORYBOOK_PORT), "--exact-port", "--ci"],
      {
        cwd: root,
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    storybook.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    storybook.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    // ready when its index answers (the manager; stories build on demand)
    await expect
      .poll(
        async () => {
          if (storybook.exitCode !== null) throw new Error(`storybook exited:\n${output}`);
          return fetch(`http://127.0.0.1:${STORYBOOK_PORT}/index.json`).then(
            (response) => response.status,
            () => 0,
          );
        },
        { timeout: PATIENCE.server, intervals: [250] },
      )
      .toBe(200);
  });
  test.afterAll(() => {
    if (storybook?.pid) process.kill(-storybook.pid, "SIGTERM");
  });

  test("listens on loopback only", async () => {
    const listeners = listenersOf(storybook.pid!);
    expect(listeners.some((listener) => listener.port === STORYBOOK_PORT)).toBe(true);
    expect(describeListeners(listeners.filter((l) => !isLoopback(l.address)))).toEqual([]);
    const lan = lanAddress();
    if (lan) expect(await accepts(lan, STORYBOOK_PORT), `${lan}:${STORYBOOK_PORT}`).toBe(false);
  });

  test("refuses the secrets, by localhost and by a LAN-style Host", async () => {
    await expectServes(STORYBOOK_PORT, path.join(root, "packages/ui/src/index.ts"));
    expect(await expectRefusals(STORYBOOK_PORT, root, { direct: true })).toBeGreaterThan(100);
  });
});
