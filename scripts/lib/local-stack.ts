// What `npm start` and `npm run dev` share: the environment of the stack, and the local auth service and
// mail catcher started in place of whatever VITE_SUPABASE_URL / SMTP_URL do not point at.
import path from "node:path";
import { LOCAL_AUTH_URL, LOCAL_SMTP_URL } from "../../packages/dev-services/src/config.ts";
import { ProcessGroup } from "./process-group.ts";

export const root = path.resolve(import.meta.dirname, "../..");

export function startLocalStack(): { group: ProcessGroup; env: NodeJS.ProcessEnv; port: string } {
  const port = process.env.PORT ?? "8888";
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BROWSER: "none",
    SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}`,
  };
  const group = new ProcessGroup(root, env);
  const local: string[] = [];
  if (!env.VITE_SUPABASE_URL) local.push("--auth");
  if (!env.SMTP_URL) local.push("--mail");
  if (local.length > 0) {
    group.spawn(["packages/dev-services/src/cli.ts", ...local]);
    // the group's children share this object, so the site and functions see the local addresses
    env.VITE_SUPABASE_URL ??= LOCAL_AUTH_URL;
    env.SMTP_URL ??= LOCAL_SMTP_URL;
  }
  return { group, env, port };
}
