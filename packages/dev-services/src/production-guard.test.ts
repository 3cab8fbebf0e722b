// The local services refuse to start in a production environment (issue 20, finding 4): the CLI that
// `npm start`, `npm run dev` and the e2e stack run, and the library functions themselves.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startAuthServer } from "./auth/server.ts";
import { startMailCatcher } from "./mail/catcher.ts";
import { PRODUCTION_OVERRIDE } from "./production-guard.ts";

const cli = path.resolve(import.meta.dirname, "cli.ts");

interface Run {
  code: number | null;
  stderr: string;
  /** the line the service logs once it listens, if it got that far */
  started: string | null;
  /** whether the auth service's data folder exists after the run */
  dataCreated: boolean;
}

/**
 * Runs the CLI with `env` on free ports and a private folder: until it exits, or until it logs that it
 * listens (then it is stopped). Waits on those states, not on time.
 */
async function runCli(args: string[], env: Record<string, string>): Promise<Run> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "guard-"));
  try {
    const child = spawn(process.execPath, [cli, ...args], {
      env: {
        PATH: process.env.PATH,
        LOCAL_AUTH_PORT: "0",
        LOCAL_SMTP_PORT: "0",
        LOCAL_MAIL_HTTP_PORT: "0",
        LOCAL_AUTH_DATA_DIR: path.join(dir, "auth"),
        LOCAL_MAIL_DIR: path.join(dir, "mail"),
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    let started: string | null = null;
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => {
      child.stdout.on("data", (chunk: Buffer) => {
        started ??= /^\[(auth|mail)\] .*$/m.exec(chunk.toString())?.[0] ?? null;
        if (started) child.kill("SIGTERM");
      });
      child.on("exit", (exitCode) => resolve(exitCode));
    });
    return { code, stderr, started, dataCreated: existsSync(path.join(dir, "auth")) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe("the local services refuse to start in production", () => {
  it.each([
    [{ CONTEXT: "production" }, "CONTEXT=production: unset it"],
    // a preview is as public as production
    [{ CONTEXT: "deploy-preview" }, "CONTEXT=deploy-preview: unset it"],
    [{ CONTEXT: "branch-deploy" }, "CONTEXT=branch-deploy: unset it"],
    [{ NODE_ENV: "production" }, "NODE_ENV=production: unset it"],
    [
      { CONTEXT: "production", NODE_ENV: "production" },
      "CONTEXT=production and NODE_ENV=production: unset them",
    ],
  ])("the CLI with %j: exit 1, one line naming it and the override, nothing created", async (env, named) => {
    const run = await runCli([], env);
    expect(run.code).toBe(1);
    expect(run.started).toBeNull();
    expect(run.stderr).toBe(
      `The local auth service and mail catcher are development stand-ins and do not start with ${named}, or set LOCAL_SERVICES_IN_PRODUCTION=true to start them anyway.\n`,
    );
    expect(run.dataCreated).toBe(false);
  });

  it("names only the service asked for", async () => {
    const run = await runCli(["--mail"], { NODE_ENV: "production" });
    expect(run.stderr).toBe(
      "The local mail catcher is a development stand-in and does not start with NODE_ENV=production: unset it, or set LOCAL_SERVICES_IN_PRODUCTION=true to start it anyway.\n",
    );
  });

  it("starts in production with the override set, and elsewhere as before", async () => {
    const overridden = await runCli(["--auth"], { CONTEXT: "production", [PRODUCTION_OVERRIDE]: "true" });
    expect(overridden.started).toMatch(/^\[auth\] local Supabase Auth on http:\/\/127\.0\.0\.1:\d+/);
    expect(overridden.stderr).toBe("");
    const others: Record<string, string>[] = [
      {},
      { CONTEXT: "dev" },
      { CONTEXT: "local" },
      { NODE_ENV: "development" },
    ];
    for (const env of others) {
      expect((await runCli(["--mail"], env)).started, JSON.stringify(env)).toMatch(/^\[mail\] /);
    }
  });
});

describe("the library functions refuse too (any other caller)", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it.each([
    ["NODE_ENV", "production"],
    ["CONTEXT", "production"],
    ["CONTEXT", "branch-deploy"],
  ])(
    "startAuthServer and startMailCatcher reject under %s=%s before touching the disk",
    async (name, value) => {
      vi.stubEnv(name, value);
      const dir = await mkdtemp(path.join(os.tmpdir(), "guard-lib-"));
      try {
        await expect(
          startAuthServer({
            port: 0,
            siteUrl: "http://localhost:8888",
            smtpUrl: "smtp://127.0.0.1:1",
            dataDir: path.join(dir, "auth"),
            log: () => {},
          }),
        ).rejects.toThrow(
          `The local auth service is a development stand-in and does not start with ${name}=${value}`,
        );
        await expect(
          startMailCatcher({ smtpPort: 0, httpPort: 0, dir: path.join(dir, "mail"), log: () => {} }),
        ).rejects.toThrow(
          `The local mail catcher is a development stand-in and does not start with ${name}=${value}`,
        );
        expect(existsSync(path.join(dir, "auth"))).toBe(false);
        expect(existsSync(path.join(dir, "mail"))).toBe(false);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});
