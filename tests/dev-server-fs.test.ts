// The dev servers' `server.fs.deny` (@orbitag/dev-services/dev-server): a config that sets it replaces
// Vite's own list, so it must repeat Vite's defaults (.env files, keys, .git, ...) and add the local
// services' folders. Read from Vite itself, so an upgrade that changes its defaults fails here by name.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  AUTH_DATA_FILES,
  devServerFsDeny,
  LOCAL_DATA_FOLDERS,
  MAIL_FILE_SUFFIXES,
  VITE_DEFAULT_FS_DENY,
} from "@orbitag/dev-services/dev-server";
import { isFileLoadingAllowed, resolveConfig } from "vite";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

it("repeats exactly Vite's own default deny list", async () => {
  const bare = await resolveConfig({ configFile: false, root, logLevel: "silent" }, "serve");
  expect([...VITE_DEFAULT_FS_DENY]).toEqual(bare.server.fs.deny);
});

it("adds the local data folders wherever they are, and the folders the environment names", () => {
  expect(devServerFsDeny(root, {})).toEqual([
    ...VITE_DEFAULT_FS_DENY,
    ...LOCAL_DATA_FOLDERS.map((folder) => `**/${folder}/**`),
    ...AUTH_DATA_FILES.map((file) => `**/${file}`),
    ...MAIL_FILE_SUFFIXES.map((suffix) => `**/*${suffix}`),
  ]);
  expect(
    devServerFsDeny(root, {
      LOCAL_AUTH_DATA_DIR: "secrets/auth",
      LOCAL_MAIL_DIR: "/var/tmp/orbitag-mail",
    }).slice(-2),
  ).toEqual([`${root}/secrets/auth/**`, "/var/tmp/orbitag-mail/**"]);
});

it("is what a Vite server built with it refuses", async () => {
  const config = await resolveConfig(
    { configFile: false, root, logLevel: "silent", server: { fs: { deny: devServerFsDeny(root, {}) } } },
    "serve",
  );
  for (const file of [
    ".data/auth/jwt-secret",
    ".mail/1.eml",
    ".tmp/dev-smoke/auth/db.json",
    ".env",
    ".git/config",
  ])
    expect(isFileLoadingAllowed(config, path.join(root, file)), file).toBe(false);
  expect(isFileLoadingAllowed(config, path.join(root, "packages/site/app/root.tsx"))).toBe(true);
});

it("refuses the auth service's files in a folder it was not told of, and a folder named like a pattern", async () => {
  const serverWith = async (env: Record<string, string>) =>
    resolveConfig(
      { configFile: false, root, logLevel: "silent", server: { fs: { deny: devServerFsDeny(root, env) } } },
      "serve",
    );
  // Storybook, started apart from a stack whose LOCAL_AUTH_DATA_DIR named another folder
  const storybook = await serverWith({});
  for (const file of ["devdata/auth/jwt-secret", "devdata/auth/db.json"])
    expect(isFileLoadingAllowed(storybook, path.join(root, file)), file).toBe(false);
  // nor the mail a catcher keeps in a folder LOCAL_MAIL_DIR named (a message and its envelope)
  for (const file of [
    "mail-out/1764570000000-0000-a1b2c3.eml",
    "mail-out/1764570000000-0000-a1b2c3.envelope.json",
  ])
    expect(isFileLoadingAllowed(storybook, path.join(root, file)), file).toBe(false);
  // a folder name with glob syntax in it is that folder, not a pattern that misses it
  for (const dir of ["auth(dev)", "@(auth)", "mail[1]"]) {
    const config = await serverWith({ LOCAL_MAIL_DIR: dir });
    expect(isFileLoadingAllowed(config, path.join(root, dir, "1.eml")), dir).toBe(false);
  }
  expect(isFileLoadingAllowed(storybook, path.join(root, "packages/ui/src/index.ts"))).toBe(true);
});

it("refuses every folder a script of this checkout hands the local services for their data", async () => {
  const config = await resolveConfig(
    { configFile: false, root, logLevel: "silent", server: { fs: { deny: devServerFsDeny(root, {}) } } },
    "serve",
  );
  // `LOCAL_AUTH_DATA_DIR: ".tmp/e2e/auth"` and the like, in every tracked script and config
  const files = execFileSync("git", ["ls-files", "*.ts"], { cwd: root, encoding: "utf8" }).split("\n");
  const folders = files
    .filter(Boolean)
    .flatMap((file) => [
      ...readFileSync(path.join(root, file), "utf8").matchAll(
        /\b(?:LOCAL_AUTH_DATA_DIR|LOCAL_MAIL_DIR)\s*:\s*"([^"]+)"/g,
      ),
    ])
    .map((match) => match[1]!)
    .filter((folder) => !path.isAbsolute(folder) && folder !== "secrets/auth");
  expect(folders.length).toBeGreaterThan(3);
  for (const folder of folders)
    expect(isFileLoadingAllowed(config, path.join(root, folder, "jwt-secret")), folder).toBe(false);
});
