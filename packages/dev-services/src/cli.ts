// Starts the local stand-ins: the Supabase Auth API and the mail catcher.
// `node packages/dev-services/src/cli.ts [--auth] [--mail]` (both when neither flag is given).
// Ports and folders come from the environment so tests can run a private pair beside a developer's.
import module from "node:module";
import path from "node:path";
import { LOCAL_AUTH_PORT, LOCAL_MAIL_HTTP_PORT, LOCAL_SMTP_PORT, LOCAL_SMTP_URL } from "./config.ts";
import { ProductionRefusal, refuseInProduction } from "./production-guard.ts";

const args = new Set(process.argv.slice(2));
const all = !args.has("--auth") && !args.has("--mail");

// before anything binds a port or touches the data folders: one line, exit 1
try {
  const [auth, mail] = [all || args.has("--auth"), all || args.has("--mail")];
  refuseInProduction([...(auth ? ["auth service"] : []), ...(mail ? ["mail catcher"] : [])]);
} catch (error) {
  if (!(error instanceof ProductionRefusal)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

// tests start this CLI many times: keep the compiled (type-stripped) modules between starts
module.enableCompileCache?.();
const [{ startAuthServer }, { startMailCatcher }] = await Promise.all([
  import("./auth/server.ts"),
  import("./mail/catcher.ts"),
]);

const root = path.resolve(import.meta.dirname, "../../..");
const env = process.env;

// the two are independent (the auth service's mailer connects on its first mail), so they start together
const started = await Promise.all([
  all || args.has("--mail")
    ? startMailCatcher({
        smtpPort: Number(env.LOCAL_SMTP_PORT ?? LOCAL_SMTP_PORT),
        httpPort: Number(env.LOCAL_MAIL_HTTP_PORT ?? LOCAL_MAIL_HTTP_PORT),
        dir: path.resolve(root, env.LOCAL_MAIL_DIR ?? ".mail"),
      })
    : null,
  all || args.has("--auth")
    ? startAuthServer({
        port: Number(env.LOCAL_AUTH_PORT ?? LOCAL_AUTH_PORT),
        siteUrl: env.SITE_URL ?? `http://localhost:${env.PORT ?? 8888}`,
        smtpUrl:
          env.SMTP_URL ??
          (all || args.has("--mail")
            ? `smtp://127.0.0.1:${env.LOCAL_SMTP_PORT ?? LOCAL_SMTP_PORT}`
            : LOCAL_SMTP_URL),
        dataDir: path.resolve(root, env.LOCAL_AUTH_DATA_DIR ?? ".data/auth"),
        autoConfirm: env.LOCAL_AUTH_AUTOCONFIRM === "true",
      })
    : null,
]);

async function shutdown() {
  await Promise.allSettled(started.map((service) => service?.close()));
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
