// What `npm start` and `npm run dev` share: the environment of the stack, and the local auth service and
// mail catcher started in place of whatever VITE_SUPABASE_URL / SMTP_URL do not point at. Their ports
// follow LOCAL_AUTH_PORT / LOCAL_SMTP_PORT / LOCAL_MAIL_HTTP_PORT when set (a second stack beside yours).
import path from "node:path";
import {
  LOCAL_AUTH_PORT,
  LOCAL_AUTH_URL,
  LOCAL_SMTP_PORT,
  LOCAL_SMTP_URL,
} from "@orbitag/dev-services/config";
import { ProcessGroup } from "./process-group.ts";

export const root = path.resolve(import.meta.dirname, "../..");

/** The local services' addresses for this environment: the well-known ones unless ports are given. */
export function localAddresses(env: NodeJS.ProcessEnv): { authUrl: string; smtpUrl: string } {
  const authPort = Number(env.LOCAL_AUTH_PORT ?? LOCAL_AUTH_PORT);
  const smtpPort = Number(env.LOCAL_SMTP_PORT ?? LOCAL_SMTP_PORT);
  return {
    authUrl: authPort === LOCAL_AUTH_PORT ? LOCAL_AUTH_URL : `http://127.0.0.1:${authPort}`,
    smtpUrl: smtpPort === LOCAL_SMTP_PORT ? LOCAL_SMTP_URL : `smtp://127.0.0.1:${smtpPort}`,
  };
}

export function startLocalStack(): { group: ProcessGroup; env: NodeJS.ProcessEnv; port: string } {
  const port = process.env.PORT ?? "8888";
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BROWSER: "none",
    SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}`,
    // the port LISTEN_HOST may open to the LAN (scripts/lib/listen-loopback.ts); all else stays on loopback
    ORBITAG_SITE_PORT: port,
  };
  // set but empty means unset, for every child alike
  for (const key of ["VITE_SUPABASE_URL", "SMTP_URL"]) if (!env[key]?.trim()) delete env[key];
  const listenHost = env.LISTEN_HOST?.trim();
  if (listenHost && !/^(127\.|localhost$|::1$|\[::1\]$)/.test(listenHost))
    console.log(
      `LISTEN_HOST=${listenHost}: the site on port ${port} is open to your network (use this machine's IP address); its functions server, Vite and the local services stay on this machine`,
    );
  const group = new ProcessGroup(root, env);
  const local: string[] = [];
  if (!env.VITE_SUPABASE_URL) local.push("--auth");
  if (!env.SMTP_URL) local.push("--mail");
  if (local.length > 0) {
    group.spawn(["packages/dev-services/src/cli.ts", ...local]);
    // the group's children share this object, so the site and functions see the local addresses
    const { authUrl, smtpUrl } = localAddresses(env);
    env.VITE_SUPABASE_URL ??= authUrl;
    env.SMTP_URL ??= smtpUrl;
  }
  return { group, env, port };
}
