import { spawnSync } from "node:child_process";
import path from "node:path";
import { resolveConfig } from "@netlify/config";
import { describe, expect, test } from "vitest";
import { localBuildEnv, reusableSiteBuild, SITE_BUILT_VAR, siteBuildFingerprint } from "./site-build.ts";

const root = path.resolve(import.meta.dirname, "../..");
const e2e = { VITE_SUPABASE_URL: "http://127.0.0.1:55321", VITE_APP_URL: "https://app.orbitag.test/" };

describe("the site build npm test hands on to npm start", () => {
  test("is told apart by every VITE_* variable and CONTEXT, and by nothing else", () => {
    const base = siteBuildFingerprint(localBuildEnv(e2e));
    expect(siteBuildFingerprint(localBuildEnv({ ...e2e, PATH: "/elsewhere", SMTP_URL: "smtp://x" }))).toBe(
      base,
    );
    expect(siteBuildFingerprint(localBuildEnv({ ...e2e, VITE_SUPABASE_URL: "http://127.0.0.1:1" }))).not.toBe(
      base,
    );
    expect(siteBuildFingerprint(localBuildEnv({ ...e2e, VITE_SUPABASE_PUBLISHABLE_KEY: "k" }))).not.toBe(
      base,
    );
    expect(siteBuildFingerprint({ ...e2e, CONTEXT: "production" })).not.toBe(base);
  });

  test("is reused only under the fingerprint of the same variables", () => {
    const env = localBuildEnv(e2e);
    // npm test builds before its tests run (layout.built.test.ts fails without a build)
    expect(reusableSiteBuild({ ...env, [SITE_BUILT_VAR]: siteBuildFingerprint(env) })).toBe(true);
    expect(reusableSiteBuild(env)).toBe(false);
    const other = { ...env, VITE_APP_URL: "https://app.orbitag.com/" };
    expect(reusableSiteBuild({ ...other, [SITE_BUILT_VAR]: siteBuildFingerprint(env) })).toBe(false);
  });

  test("npm start's build (netlify.toml, context local) serves the reusable build as it is", async () => {
    const resolve = (context: string) =>
      resolveConfig({ cwd: root, repositoryRoot: root, context, offline: true, mode: "cli" });
    const local = await resolve("local");
    expect(local.config.build.command).toBe("node scripts/build-local.ts");
    // deploys build as always
    expect((await resolve("production")).config.build.command).toBe("npm run build");

    const env = localBuildEnv({ ...process.env, ...e2e });
    const r = spawnSync(process.execPath, ["scripts/build-local.ts"], {
      cwd: root,
      env: { ...env, [SITE_BUILT_VAR]: siteBuildFingerprint(env) },
      encoding: "utf8",
    });
    expect(r.stderr).toBe("");
    expect(r.stdout).toBe(
      "build: the site npm test has just built, with these variables, is served as it is\n",
    );
    expect(r.status).toBe(0);
  });
});
