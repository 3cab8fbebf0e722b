// The published artefact as users get it (the kit built into a staging folder and `npm pack`ed) and the npm
// installs of the apps that use it: shared by the package test and the Vite and Next.js app tests, which run as
// files of their own so that each file's setup is one install and its builds.
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { distPrebuilt } from "./prebuilt.ts";

/**
 * The bound on a step that builds or installs (the tarball in a fresh Vite or Next.js app): a hang ends, a busy
 * machine does not (an idle 2-core run takes 30-120 s, a busy one over 300 s). The repository's PATIENCE.build;
 * a package's tests do not import from outside it.
 */
export const BUILD_PATIENCE = 900_000;

export const ui = path.resolve(import.meta.dirname, "../..");
export const root = path.resolve(ui, "../..");

/** Runs a command (on this process's Node 24 for JS tools) and returns its output, failing loudly. */
export function run(cmd: string, args: string[], cwd: string, env: Record<string, string> = {}): string {
  // a timeout, as the event loop is blocked meanwhile: a test's own limit could not end a hang
  const r = spawnSync(cmd, args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", ...env },
    timeout: BUILD_PATIENCE,
  });
  if (r.status !== 0)
    throw new Error(
      `${cmd} ${args.join(" ")} failed (${r.error?.message ?? r.status}):\n${r.stdout}\n${r.stderr}`,
    );
  return `${r.stdout}\n${r.stderr}`;
}

/** A file of a package the repository installed. */
export const bin = (pkg: string, file: string) => path.join(root, "node_modules", pkg, file);

/** The version the repository installed (the kit's own node_modules first), so npm finds it in its cache. */
export const version = (pkg: string) => {
  const own = path.join(ui, "node_modules", pkg, "package.json");
  const manifest = existsSync(own) ? own : path.join(root, "node_modules", pkg, "package.json");
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
};

/**
 * The Next.js release the App Router app builds with. Only that app's install has it (from npm's cache when it
 * can): as a devDependency of the workspace it cost every install 326 MB that nothing else in the repository
 * uses.
 */
export const NEXT_VERSION = "16.4.6";

/** What the Asset register screen needs besides the kit: its icons, form library and schema. */
export const SCREEN_DEPENDENCIES = ["lucide-react", "react-hook-form", "zod", "@hookform/resolvers"];

/**
 * Copies the Asset register screen's modules (not its stories) into an app, as an app developer would rebuild
 * it: every kit import becomes its published entry (`../../components/dialog/index.js` -> `@orbitag/ui/dialog`).
 * Any other import that leaves the screen's folder would mean the screen needs more than the kit: it throws.
 */
export function copyScreen(dest: string): void {
  const from = path.join(ui, "src/screens/asset-register");
  mkdirSync(dest, { recursive: true });
  for (const file of readdirSync(from).filter((f) => /\.tsx?$/.test(f) && !/\.(stories|test)\./.test(f))) {
    const source = readFileSync(path.join(from, file), "utf8")
      .replace(/"\.\.\/\.\.\/(?:components|blocks)\/([a-z-]+)\/index\.js"/g, '"@orbitag/ui/$1"')
      .replace(/"\.\/([a-z-]+)\.js"/g, '"./$1"');
    const leaving = source.match(/from "\.\.\/[^"]*"/g);
    if (leaving) throw new Error(`${file} imports more than the kit: ${leaving.join(", ")}`);
    writeFileSync(path.join(dest, file), source);
  }
}

/** A packed kit: the staging folder it was packed from and the tarball, both in `work` (remove it after). */
export interface Packed {
  work: string;
  staging: string;
  tarball: string;
}

/**
 * Packs the kit: a fresh build into a staging folder (or a copy of the one `npm test` has just made,
 * lib/prebuilt.ts), never touching packages/ui/dist, which the site uses meanwhile. Each of the three files
 * packs its own, so a run without that build builds the kit once per file (about 15 CPU-s each).
 */
export function packKit(): Packed {
  const work = mkdtempSync(path.join(tmpdir(), "orbitag-ui-pack-"));
  try {
    return { work, ...packInto(work) };
  } catch (error) {
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
}

function packInto(work: string): Omit<Packed, "work"> {
  const staging = path.join(work, "package");
  mkdirSync(path.join(staging, "src"), { recursive: true });
  for (const file of ["package.json", "README.md", "CHANGELOG.md", "tokens.json"])
    cpSync(path.join(ui, file), path.join(staging, file));
  cpSync(path.join(ui, "src/theme.css"), path.join(staging, "src/theme.css"));
  cpSync(path.join(ui, "sources"), path.join(staging, "sources"), { recursive: true });
  if (distPrebuilt(ui)) cpSync(path.join(ui, "dist"), path.join(staging, "dist"), { recursive: true });
  else {
    // as `npm run build` does: Vitest's NODE_ENV=test would give the dev JSX runtime, which no server build has
    run(
      process.execPath,
      [bin("vite", "bin/vite.js"), "build", "--outDir", path.join(staging, "dist"), "--emptyOutDir"],
      ui,
      { NODE_ENV: "production" },
    );
    run(
      process.execPath,
      [bin("typescript", "bin/tsc"), "-p", "tsconfig.build.json", "--outDir", path.join(staging, "dist")],
      ui,
    );
  }
  const packed = JSON.parse(
    execFileSync("npm", ["pack", "--json", "--pack-destination", work], { cwd: staging, encoding: "utf8" }),
  ) as [{ filename: string }];
  return { staging, tarball: path.join(work, packed[0].filename) };
}

/**
 * One npm install for a kind of app (React and the kit's dependencies unpacked once, not per app): each app is a
 * folder beside its node_modules. It stays between runs (git-ignored .tmp); the apps, their builds and the kit
 * are new every run: the tarball is named by its content, so npm replaces the kit whenever it changed.
 */
function installApps(
  folder: string,
  tarball: string,
  dependencies: Record<string, string>,
  devDependencies: Record<string, string>,
): void {
  mkdirSync(folder, { recursive: true });
  const kit = path.join(
    folder,
    `orbitag-ui-${createHash("sha256").update(readFileSync(tarball)).digest("hex").slice(0, 12)}.tgz`,
  );
  for (const old of readdirSync(folder).filter((file) => file.endsWith(".tgz")))
    rmSync(path.join(folder, old));
  cpSync(tarball, kit);
  writeFileSync(
    path.join(folder, "package.json"),
    JSON.stringify({
      name: path.basename(folder),
      private: true,
      type: "module",
      dependencies: { "@orbitag/ui": `file:./${path.basename(kit)}`, ...dependencies },
      devDependencies,
    }),
  );
  // everything comes from the local npm cache when it can; the tarball is a local file
  run(
    "npm",
    ["install", "--prefer-offline", "--no-audit", "--no-fund", "--ignore-scripts", "--loglevel=error"],
    folder,
  );
}

/** Packs the kit and installs it, with these packages, as the shared install of an app folder's apps. */
export function installPackedKit(
  folder: string,
  dependencies: Record<string, string>,
  devDependencies: Record<string, string>,
): void {
  const { work, tarball } = packKit();
  try {
    installApps(folder, tarball, dependencies, devDependencies);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The versions the repository installed of these packages, for an app's package.json. */
export const versions = (pkgs: string[]) => Object.fromEntries(pkgs.map((pkg) => [pkg, version(pkg)]));

/** Empties an app's folder: its code and build are new every run. */
export function freshApp(app: string): void {
  rmSync(app, { recursive: true, force: true });
  mkdirSync(app, { recursive: true });
}

const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".woff2": "font/woff2",
};

/** Serves a built app's folder on a free loopback port ("/" is its index.html); `close` stops it. */
export async function serveDist(dist: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const file = path.join(dist, url.pathname === "/" ? "index.html" : decodeURIComponent(url.pathname));
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return {
    origin: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
