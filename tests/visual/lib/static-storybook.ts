// The static Storybook served from disk on a free loopback port (no port to clash with, nothing left running).
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import sirv from "sirv";
import { storybookDir } from "./paths.ts";

export async function serveStorybook(): Promise<{ url: string; close: () => Promise<void> }> {
  if (!existsSync(`${storybookDir}/iframe.html`))
    throw new Error(`visual: ${storybookDir} is missing; the visual-setup project builds it`);
  const server = createServer(sirv(storybookDir, { maxAge: 3600 }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // a browser still connected would hold close() open
        server.closeAllConnections();
      }),
  };
}
