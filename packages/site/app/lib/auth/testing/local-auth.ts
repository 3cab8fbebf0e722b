// Starts the project's local auth service and mail catcher as a child process (exactly as
// `npm start` does) on free ports, for node tests that drive the real supabase-js client over HTTP.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { createClient, type SupabaseClient, type SupportedStorage } from "@supabase/supabase-js";
import { LOCAL_PUBLISHABLE_KEY } from "@orbitag/dev-services/config";

const repoRoot = path.resolve(import.meta.dirname, "../../../../../..");

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface LocalAuth {
  url: string;
  mailApi: string;
  siteUrl: string;
  /** a supabase-js client like the site's (PKCE, persisted session) with in-memory storage */
  client(url?: string): SupabaseClient;
  /** the confirmation link in the newest mail to an address */
  confirmationLink(email: string): Promise<string>;
  control(body: unknown): Promise<void>;
  stop(): Promise<void>;
}

/** `autoConfirm`: sign-up returns a session without a confirmation mail (a project with e-mail confirmation off). */
export async function startLocalAuth({ autoConfirm = false } = {}): Promise<LocalAuth> {
  const [authPort, smtpPort, mailPort] = [await freePort(), await freePort(), await freePort()];
  const dir = await mkdtemp(path.join(os.tmpdir(), "site-auth-"));
  const siteUrl = "http://localhost:8899";
  const child: ChildProcess = spawn(process.execPath, ["packages/dev-services/src/cli.ts"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      LOCAL_AUTH_PORT: String(authPort),
      LOCAL_SMTP_PORT: String(smtpPort),
      LOCAL_MAIL_HTTP_PORT: String(mailPort),
      LOCAL_AUTH_DATA_DIR: path.join(dir, "auth"),
      LOCAL_MAIL_DIR: path.join(dir, "mail"),
      LOCAL_AUTH_FRESH: "true",
      LOCAL_AUTH_CONTROL: "true",
      LOCAL_AUTH_AUTOCONFIRM: String(autoConfirm),
      SITE_URL: siteUrl,
    },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${authPort}`;
  const mailApi = `http://127.0.0.1:${mailPort}`;
  // polls until both answer or the service exits; the calling hook's timeout bounds a hang (on a busy machine
  // the start alone can take longer than any fixed budget an idle one suggests)
  for (;;) {
    try {
      const [auth, mail] = await Promise.all([
        fetch(`${url}/auth/v1/health`),
        fetch(`${mailApi}/api/messages`),
      ]);
      if (auth.status === 401 && mail.ok) break; // up (health needs the apikey)
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null)
      throw new Error(`local auth service exited (${child.exitCode}) before it answered`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    mailApi,
    siteUrl,
    client(target = url) {
      const memory = new Map<string, string>();
      const storage: SupportedStorage = {
        getItem: (key) => memory.get(key) ?? null,
        setItem: (key, value) => void memory.set(key, value),
        removeItem: (key) => void memory.delete(key),
      };
      return createClient(target, LOCAL_PUBLISHABLE_KEY, {
        auth: {
          flowType: "pkce",
          storage,
          persistSession: true,
          autoRefreshToken: false,
          detectSessionInUrl: false,
        },
      });
    },
    async confirmationLink(email) {
      const response = await fetch(`${mailApi}/api/messages?to=${encodeURIComponent(email)}`);
      const messages = (await response.json()) as Array<{ text: string }>;
      const link = messages.at(-1)?.text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0];
      if (!link) throw new Error(`no confirmation mail for ${email}`);
      return link;
    },
    async control(body) {
      const response = await fetch(`${url}/__control`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`control failed: ${response.status}`);
    },
    async stop() {
      child.kill("SIGTERM");
      if (child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
