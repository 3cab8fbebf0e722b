// `npm start` (Netlify's `netlify serve` of the production build) is for this machine: every server it
// starts (the CLI's proxy and functions server, its static server) listens on loopback only, so nobody on
// the same network reaches it (issue 20, finding 1). LISTEN_HOST opens the site's port on purpose.
import { expect, test } from "@playwright/test";
import { ancestorMatching, isLoopback, listenerOf, listenersOf } from "../dev/listening.ts";
import { accepts, lanAddress } from "../dev/secrets.ts";
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
