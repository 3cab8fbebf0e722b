// `npm start` (Netlify's `netlify serve` of the production build) is for this machine: every server it
// starts (the CLI's proxy and functions server, its static server) listens on loopback only, so nobody on
// the same network reaches it (issue 20, finding 1). LISTEN_HOST opens the site's port on purpose. Nor does
// it hand out the local auth service's secret or users, by `localhost` or by a LAN-style Host.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ancestorMatching, isLoopback, listenerOf, listenersOf } from "../dev/listening.ts";
import { accepts, hostsFor, lanAddress, probesFor, rawGet, root } from "../dev/secrets.ts";
import { E2E_PORT } from "./env.ts";

test("every server of npm start listens on loopback only", async () => {
  const proxy = listenerOf(E2E_PORT);
  expect(proxy, `something listens on ${E2E_PORT}`).not.toBeNull();
  const start = ancestorMatching(proxy!, /scripts\/start\.ts/);
  expect(start, "the site is served by scripts/start.ts").not.toBeNull();
  const listeners = listenersOf(start!);
  // the proxy, the functions server and the static server at least
  expect(listeners.length).toBeGreaterThanOrEqual(3);
  expect(
    listeners
      .filter((l) => !isLoopback(l.address))
      .map((l) => `${l.address}:${l.port} ${l.command.slice(0, 120)}`),
  ).toEqual([]);
  const lan = lanAddress();
  if (lan) expect(await accepts(lan, E2E_PORT), `${lan}:${E2E_PORT}`).toBe(false);
});

test("npm start refuses the auth service's secret and users file, by localhost and by a LAN-style Host", async () => {
  // the stack's auth data (playwright.config.ts: LOCAL_AUTH_DATA_DIR); the users file is a canary of its own
  // name, so what it holds is known whatever the other tests signed up meanwhile
  const authDir = path.join(root, ".tmp/e2e/auth");
  const canary = path.join(authDir, `canary-${process.pid}.json`);
  const fingerprint = `canary-${process.pid}-${Date.now()}`;
  writeFileSync(canary, JSON.stringify({ users: [{ email: `${fingerprint}@example.com` }] }), {
    mode: 0o600,
  });
  const secrets = [
    {
      file: path.join(authDir, "jwt-secret"),
      fingerprint: readFileSync(path.join(authDir, "jwt-secret"), "latin1").trim(),
    },
    { file: canary, fingerprint },
  ];
  try {
    const served = path.join(root, "packages/site/build/client");
    const leaks: string[] = [];
    let asked = 0;
    for (const host of hostsFor(E2E_PORT))
      for (const { file, fingerprint } of secrets)
        for (const probe of probesFor(file, served)) {
          const answer = await rawGet(E2E_PORT, probe, host);
          asked += 1;
          if (answer.body.includes(fingerprint)) leaks.push(`${answer.status} ${host} ${probe}`);
        }
    expect(leaks).toEqual([]);
    expect(asked).toBeGreaterThan(40);
  } finally {
    rmSync(canary, { force: true });
  }
});
