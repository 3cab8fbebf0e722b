// A local stand-in for the Supabase Auth (GoTrue) HTTP API, for the paths the site uses.
// Behaviour follows contracts/gotrue-behaviour.md; shapes follow supabase-auth-openapi.yaml.
// Layout as GoTrue's internal/api: app.ts (cross-cutting rules) over one module per endpoint family in
// api/, sharing an AuthContext (context.ts): store, signer, mailer, clock, options.
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { refuseInProduction } from "../production-guard.ts";
import { listen } from "./listen.ts";
import { createApp } from "./app.ts";
import { API_PREFIX, createContext, type AuthServerOptions } from "./context.ts";
import { loadSecret } from "./jwt.ts";
import { createMailer } from "./mailer.ts";
import { hashPassword } from "./passwords.ts";
import { Store } from "./store.ts";

export type { AuthServerOptions };

export interface AuthServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startAuthServer(options: AuthServerOptions): Promise<AuthServer> {
  refuseInProduction(["auth service"]);
  const log = options.log ?? ((line: string) => console.log(line));
  const fresh = options.fresh ?? process.env.LOCAL_AUTH_FRESH === "true";
  if (fresh) await rm(options.dataDir, { recursive: true, force: true });
  const store = await Store.open(options.dataDir);
  const secret = await loadSecret(options.dataDir);
  const host = options.host ?? "127.0.0.1";
  const clock = options.now ?? Date.now;

  const mailer = createMailer(options.smtpUrl, "Orbitag <noreply@orbitag.local>");
  const parts = {
    store,
    secret,
    mailer,
    clock,
    log,
    // hashed while the service starts listening, not before
    dummyHash: hashPassword(randomBytes(12).toString("hex")),
  };
  const server = await listen(
    options.port,
    host,
    (port) => createApp(createContext(options, parts, port)).fetch,
  );
  const url = `http://${host}:${server.port}`;
  const control = (options.control ?? process.env.LOCAL_AUTH_CONTROL === "true") ? ", control on" : "";
  log(
    `[auth] local Supabase Auth on ${url}${API_PREFIX} (site ${options.siteUrl}, mail ${options.smtpUrl}, confirmation ${options.autoConfirm ? "off" : "on"}${control})`,
  );

  return {
    url,
    port: server.port,
    async close() {
      mailer.close();
      await server.close();
      await store.save();
    },
  };
}
