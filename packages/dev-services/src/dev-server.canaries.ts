// Vitest's globalSetup for the browser project (vitest.config.ts): files in the local services' folders
// for dev-server.browser.test.ts to ask that project's own Vite server for. Vite answers a denied path
// that does not exist with 404 like any missing file, so a refusal (403) is only seen for a file that is
// there. A developer's own folders and files stay; the canaries go after the run.
import { existsSync, mkdirSync, readdirSync, rmdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** canary files under the checkout (relative to it) and the text each holds */
    devServerCanaries: { files: string[]; text: string };
  }
}

export default function setup(project: TestProject): () => void {
  const root = project.config.root;
  const id = `dev-server-canary-${process.pid}`;
  const text = `${id}-${Date.now()}: never served`;
  const files = [`.data/${id}`, `.mail/${id}.eml`, `.tmp/${id}/auth/jwt-secret`];
  const created: string[] = [];
  for (const file of files) {
    const top = path.join(root, file.split("/")[0]!);
    if (!existsSync(top)) created.push(top);
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true, mode: 0o700 });
    writeFileSync(path.join(root, file), text, { mode: 0o600 });
  }
  project.provide("devServerCanaries", { files, text });
  return () => {
    rmSync(path.join(root, `.tmp/${id}`), { recursive: true, force: true });
    for (const file of files) rmSync(path.join(root, file), { force: true });
    // a folder this made goes again only if nothing else (a local service started meanwhile) wrote there
    for (const dir of created) if (existsSync(dir) && readdirSync(dir).length === 0) rmdirSync(dir);
  };
}
