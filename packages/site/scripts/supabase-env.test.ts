import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { LOCAL_AUTH_URL, LOCAL_PUBLISHABLE_KEY } from "@orbitag/dev-services/config";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { supabaseEnv, supabaseEnvOrExit } from "./supabase-env.ts";

const project = { url: "https://abcd.supabase.co", key: "sb_publishable_project" };
const production = (vars: Record<string, string>) => ({ CONTEXT: "production", ...vars });
const local = { url: LOCAL_AUTH_URL, publishableKey: LOCAL_PUBLISHABLE_KEY };

describe("the auth service a build points at", () => {
  it("on this machine (no context, netlify dev, npm start): the variables, or the local stand-in", () => {
    for (const env of [{}, { CONTEXT: "" }, { CONTEXT: "dev" }, { CONTEXT: "local" }])
      expect(supabaseEnv(env), JSON.stringify(env)).toEqual(local);
    expect(
      supabaseEnv({ VITE_SUPABASE_URL: project.url, VITE_SUPABASE_PUBLISHABLE_KEY: project.key }),
    ).toEqual({ url: project.url, publishableKey: project.key });
  });

  // a preview is opened by reviewers and customers: its sign-in form must not post their password to
  // whatever listens on *their* port 54321, nor its CSP allow it
  it.each(["deploy-preview", "branch-deploy", "some-future-context"])(
    "CONTEXT=%s: both variables, named in one line when missing, and a public https address",
    (context) => {
      expect(() => supabaseEnv({ CONTEXT: context })).toThrow(
        `CONTEXT=${context} needs VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY (the Supabase project's URL and publishable key); without them the site would use the local auth stand-in.`,
      );
      expect(() => supabaseEnv({ CONTEXT: context, VITE_SUPABASE_URL: project.url })).toThrow(
        /needs VITE_SUPABASE_PUBLISHABLE_KEY \(/,
      );
      expect(() =>
        supabaseEnv({
          CONTEXT: context,
          VITE_SUPABASE_URL: LOCAL_AUTH_URL,
          VITE_SUPABASE_PUBLISHABLE_KEY: "k",
        }),
      ).toThrow(`CONTEXT=${context}: VITE_SUPABASE_URL must be the project's public https address`);
      // the local default's key, set by hand beside the project's URL
      expect(() =>
        supabaseEnv({
          CONTEXT: context,
          VITE_SUPABASE_URL: project.url,
          VITE_SUPABASE_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY,
        }),
      ).toThrow(
        `CONTEXT=${context}: VITE_SUPABASE_PUBLISHABLE_KEY is the local auth stand-in's key, not the project's.`,
      );
      expect(
        supabaseEnv({
          CONTEXT: context,
          VITE_SUPABASE_URL: project.url,
          VITE_SUPABASE_PUBLISHABLE_KEY: project.key,
        }),
      ).toEqual({ url: project.url, publishableKey: project.key });
    },
  );

  it("in production: both variables, named when missing", () => {
    expect(() => supabaseEnv(production({}))).toThrow(
      "CONTEXT=production needs VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY",
    );
    expect(() => supabaseEnv(production({ VITE_SUPABASE_URL: project.url }))).toThrow(
      /needs VITE_SUPABASE_PUBLISHABLE_KEY \(/,
    );
    expect(() => supabaseEnv(production({ VITE_SUPABASE_PUBLISHABLE_KEY: project.key }))).toThrow(
      /needs VITE_SUPABASE_URL \(/,
    );
    expect(
      supabaseEnv(production({ VITE_SUPABASE_URL: project.url, VITE_SUPABASE_PUBLISHABLE_KEY: project.key })),
    ).toEqual({ url: project.url, publishableKey: project.key });
  });

  it("in production: never a loopback or plain-http address (the CSP would allow it)", () => {
    for (const url of [
      LOCAL_AUTH_URL,
      "https://localhost:54321",
      "https://[::1]",
      "http://abcd.supabase.co",
      // other spellings of this machine: a browser resolves *.localhost and "localhost." to loopback,
      // an IPv4-mapped or unspecified address connects there too
      "https://auth.localhost:54321",
      "https://localhost.:54321",
      "https://[::ffff:127.0.0.1]",
      "https://[::]",
      "https://127.1",
    ])
      expect(() =>
        supabaseEnv(production({ VITE_SUPABASE_URL: url, VITE_SUPABASE_PUBLISHABLE_KEY: project.key })),
      ).toThrow(/must be the project's public https address/);
  });
});

describe("the variables in Vite's .env files count as in Vite (process.env over them)", () => {
  let envDir: string;
  beforeEach(() => {
    envDir = mkdtempSync(path.join(os.tmpdir(), "site-env-"));
    // a build that stops exits: make that a thrown error the test can see
    vi.spyOn(process, "exit").mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    rmSync(envDir, { recursive: true, force: true });
  });
  const write = (file: string, lines: string[]) => writeFileSync(path.join(envDir, file), lines.join("\n"));

  it("a production build takes them from .env.production and .env", () => {
    write(".env.production", [`VITE_SUPABASE_URL=${project.url}`]);
    write(".env", [`VITE_SUPABASE_PUBLISHABLE_KEY=${project.key}`]);
    expect(supabaseEnvOrExit({ CONTEXT: "production" }, { mode: "production", envDir })).toEqual({
      url: project.url,
      publishableKey: project.key,
    });
  });

  it("process.env wins over a file; another mode's file is not read", () => {
    write(".env.production", [`VITE_SUPABASE_URL=https://from-file.supabase.co`]);
    write(".env.development", [`VITE_SUPABASE_PUBLISHABLE_KEY=${project.key}`]);
    const env = { CONTEXT: "production", VITE_SUPABASE_URL: project.url, VITE_SUPABASE_PUBLISHABLE_KEY: "k" };
    expect(supabaseEnvOrExit(env, { mode: "production", envDir }).url).toBe(project.url);
    expect(() => supabaseEnvOrExit({ CONTEXT: "production" }, { mode: "production", envDir })).toThrow(
      "exit 1",
    );
    expect(supabaseEnvOrExit({}, { mode: "development", envDir })).toEqual({
      url: LOCAL_AUTH_URL,
      publishableKey: project.key,
    });
  });
});

it.each(["production", "deploy-preview", "branch-deploy"])(
  "the site's build config stops a %s build without them, in one line naming both",
  (context) => {
    const env: NodeJS.ProcessEnv = { ...process.env, CONTEXT: context };
    delete env.VITE_SUPABASE_URL;
    delete env.VITE_SUPABASE_PUBLISHABLE_KEY;
    // loading the config is where the build stops: no bundling happens, nothing is written
    const load = `import { loadConfigFromFile } from "vite"; await loadConfigFromFile({ command: "build", mode: "production" }, "vite.config.ts");`;
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", load], {
      cwd: path.resolve(import.meta.dirname, ".."),
      env,
      encoding: "utf8",
    });
    const lines = run.stderr.split("\n").filter((line) => line.trim() !== "");
    expect(run.status).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^Build stopped: CONTEXT=${context} needs VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY`,
      ),
    );
    // a child Node that imports Vite, React Router's and Netlify's plugins: seconds alone, more beside other
    // suites (the global test timeout, tests/patience.ts)
  },
);
