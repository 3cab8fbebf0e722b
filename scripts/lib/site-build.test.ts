import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { resolveConfig } from "@netlify/config";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  localBuild,
  localBuildEnv,
  setHeadersAside,
  SITE_BUILT_VAR,
  siteBuildStamp,
  type SiteDirs,
} from "./site-build.ts";

const root = path.resolve(import.meta.dirname, "../..");
const e2e = localBuildEnv({
  VITE_SUPABASE_URL: "http://127.0.0.1:55321",
  VITE_APP_URL: "https://app.orbitag.test/",
});
const CSP = "/*\n  Content-Security-Policy: script-src 'self' 'sha256-one'\n";

let dirs: SiteDirs;
const headers = () => path.join(dirs.client, "_headers");
/** A build as the site's writes one: pages, content-hashed assets, and _headers with the CSP. */
function writeBuild(csp = CSP, asset = "root-Dn2fUw2Z.css") {
  mkdirSync(path.join(dirs.client, "assets"), { recursive: true });
  writeFileSync(path.join(dirs.client, "index.html"), "<!doctype html>");
  writeFileSync(path.join(dirs.client, "assets", asset), "");
  writeFileSync(headers(), csp);
}
/** A build that must not run: the status says it did. */
const noBuild = () => 97;

beforeEach(() => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "site-build-"));
  dirs = { client: path.join(dir, "client"), aside: path.join(dir, "_headers.last") };
});
afterEach(() => rmSync(path.dirname(dirs.client), { recursive: true, force: true }));

describe("the stamp of a site build", () => {
  test("names the variables the build depends on, and nothing else", () => {
    writeBuild();
    const stamp = siteBuildStamp(e2e, dirs);
    expect(stamp).toMatch(/^[0-9a-f]{16}$/);
    expect(siteBuildStamp({ ...e2e, PATH: "/elsewhere", SMTP_URL: "smtp://x" }, dirs)).toBe(stamp);
    for (const other of [
      { VITE_SUPABASE_URL: "http://127.0.0.1:1" },
      { VITE_SUPABASE_PUBLISHABLE_KEY: "k" },
      { CONTEXT: "production" },
      { NODE_ENV: "test" },
    ])
      expect(siteBuildStamp({ ...e2e, ...other }, dirs), JSON.stringify(other)).not.toBe(stamp);
  });

  test("names what the build wrote: another CSP or other assets are another build; no build has none", () => {
    expect(siteBuildStamp(e2e, dirs)).toBeNull();
    writeBuild();
    const stamp = siteBuildStamp(e2e, dirs);
    writeBuild(CSP.replace("one", "two"));
    expect(siteBuildStamp(e2e, dirs)).not.toBe(stamp);
    writeBuild(CSP, "root-AAAAAAAA.css");
    expect(siteBuildStamp(e2e, dirs)).not.toBe(stamp);
  });
});

describe("npm start's build", () => {
  test("keeps the build npm test stamped, with its _headers back in place", () => {
    writeBuild();
    const env = { ...e2e, [SITE_BUILT_VAR]: siteBuildStamp(e2e, dirs)! };
    setHeadersAside(dirs);
    expect(existsSync(headers())).toBe(false);
    expect(localBuild(env, { dirs, build: noBuild })).toEqual({
      status: 0,
      line: "build: the site npm test has just built, with these variables, is served as it is",
    });
    expect(readFileSync(headers(), "utf8")).toBe(CSP);
    expect(existsSync(dirs.aside)).toBe(false);
  });

  test("builds anew, with no stale _headers left, when the stamp names other variables or another build", () => {
    writeBuild();
    const stamp = siteBuildStamp(e2e, dirs)!;
    for (const env of [
      { ...e2e, VITE_APP_URL: "https://app.orbitag.com/", [SITE_BUILT_VAR]: stamp },
      { ...e2e, [SITE_BUILT_VAR]: "0123456789abcdef" },
    ]) {
      writeBuild();
      setHeadersAside(dirs);
      let built = 0;
      const r = localBuild(env, { dirs, build: () => (built++, 3) });
      expect(r).toEqual({
        status: 3,
        line: "build: ORBITAG_SITE_BUILT names another build or other variables; building",
      });
      expect(built).toBe(1);
      // Netlify's CLI reads _headers after the build: only the new build's may be there
      expect(existsSync(headers())).toBe(false);
      expect(existsSync(dirs.aside)).toBe(false);
    }
  });

  test("builds as always when nothing is handed on (npm start, the bench, Playwright alone)", () => {
    writeBuild();
    setHeadersAside(dirs);
    let built = 0;
    expect(localBuild(e2e, { dirs, build: () => (built++, 0) })).toEqual({ status: 0, line: null });
    expect(built).toBe(1);
    expect(existsSync(headers())).toBe(false);
  });

  test("is netlify.toml's build in the local context only: deploys build as always", async () => {
    const resolve = (context: string) =>
      resolveConfig({ cwd: root, repositoryRoot: root, context, offline: true, mode: "cli" });
    expect((await resolve("local")).config.build.command).toBe("node scripts/build-local.ts");
    expect((await resolve("production")).config.build.command).toBe("npm run build");
  });
});
