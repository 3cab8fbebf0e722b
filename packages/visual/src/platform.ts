// What made a set of baselines: browser and version, OS, device scale and the system fonts behind the
// generic families. On another OS, device scale or font set pixel-exact baselines drown in anti-aliasing
// noise, so such a run is stopped with one line that names the difference. Another build of the same browser
// (Debian ships a Chromium security update every few weeks) is compared instead: it usually changes no pixel,
// and where it does, the review shows the update and re-approving records the new build.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export interface Platform {
  /** e.g. "Chromium 156.0.8078.79" */
  browser: string;
  /** e.g. "Debian GNU/Linux 12 (bookworm) x86_64" */
  os: string;
  /** CSS px → device px of the captures */
  deviceScaleFactor: number;
  /** The font each generic family resolves to (fontconfig); fills in characters the web fonts lack. */
  fonts: Record<string, string>;
}

/** The manifest's file name inside a baseline folder. */
export const MANIFEST = "platform.json";

const GENERIC_FAMILIES = ["sans-serif", "serif", "monospace", "emoji"] as const;

/** "Chromium 156.0.8078.79" from the binary itself (fast; no browser started). */
export function browserOf(executable: string): string {
  const r = spawnSync(executable, ["--version"], { encoding: "utf8" });
  const m = /(Chromium|Google Chrome|Chrome)[^\d]*([\d.]+)/.exec(r.stdout ?? "");
  if (!m)
    throw new Error(`visual: cannot read the browser version of ${executable} (${r.stderr || r.error})`);
  return `${m[1] === "Chromium" ? "Chromium" : "Chrome"} ${m[2]}`;
}

/** Normalises Playwright's `browser.version()` ("156.0.8078.79") to the manifest's form. */
export function browserFromVersion(name: string, version: string): string {
  return `${name === "chromium" ? "Chromium" : name} ${version}`;
}

function osName(): string {
  let name = `${os.type()} ${os.release()}`;
  if (existsSync("/etc/os-release")) {
    const pretty = /^PRETTY_NAME="?([^"\n]*)"?/m.exec(readFileSync("/etc/os-release", "utf8"));
    if (pretty?.[1]) name = pretty[1];
  } else if (process.platform === "darwin") {
    const v = spawnSync("sw_vers", ["-productVersion"], { encoding: "utf8" }).stdout?.trim();
    name = `macOS ${v || os.release()}`;
  }
  return `${name} ${os.machine()}`;
}

function systemFonts(): Record<string, string> {
  const fonts: Record<string, string> = {};
  for (const family of GENERIC_FAMILIES) {
    const r = spawnSync("fc-match", ["-f", "%{family[0]}|%{style[0]}|%{fontversion}", family], {
      encoding: "utf8",
    });
    if (r.status !== 0 || !r.stdout) {
      fonts[family] = "unknown (no fontconfig)";
      continue;
    }
    const [name, style, version] = r.stdout.split("|");
    const v = Number(version);
    fonts[family] = `${name} ${style}${v ? ` ${(v / 65536).toFixed(2)}` : ""}`;
  }
  return fonts;
}

export function detectPlatform(browser: string, deviceScaleFactor: number): Platform {
  return { browser, os: osName(), deviceScaleFactor, fonts: systemFonts() };
}

export function readManifest(dir: string): Platform | null {
  const file = path.join(dir, MANIFEST);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Platform) : null;
}

export function writeManifest(dir: string, platform: Platform): void {
  // the first `--local --update` of a fresh clone: the git-ignored set does not exist yet
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(platform, null, 2)}\n`);
}

/** "Chromium 156.0.8078.79" → "Chromium": the browser without its build. */
const product = (browser: string) => browser.replace(/\s*[\d.]+$/, "");

/** Every field where `actual` differs from `made`, as "what: made → actual" (another build of the same browser too). */
export function differences(made: Platform, actual: Platform): string[] {
  const out: string[] = [];
  if (made.browser !== actual.browser) out.push(`browser ${made.browser} → ${actual.browser}`);
  if (made.os !== actual.os) out.push(`OS ${made.os} → ${actual.os}`);
  if (made.deviceScaleFactor !== actual.deviceScaleFactor)
    out.push(`device scale ${made.deviceScaleFactor} → ${actual.deviceScaleFactor}`);
  for (const family of new Set([...Object.keys(made.fonts), ...Object.keys(actual.fonts)]))
    if (made.fonts[family] !== actual.fonts[family])
      out.push(`${family} font ${made.fonts[family] ?? "none"} → ${actual.fonts[family] ?? "none"}`);
  return out;
}

export interface PlatformCheck {
  /** the baseline folder in use */
  dir: string;
  /** a git-ignored set of this machine's own (`--local`) */
  local: boolean;
  /** the run writes baselines (`--update`) */
  update: boolean;
  /** the committed set is being remade on a new CI platform on purpose (`--new-platform`) */
  newPlatform?: boolean;
}

/** Another build of the same browser (compared, not refused), or null: same build, no manifest, or another browser. */
export function browserChange(made: Platform | null, actual: string): { from: string; to: string } | null {
  if (!made || made.browser === actual || product(made.browser) !== product(actual)) return null;
  return { from: made.browser, to: actual };
}

/** The differences that stop a run: all of them but another build of the same browser. */
function blocking(made: Platform, actual: Platform): string[] {
  const compared = browserChange(made, actual.browser) ? { ...made, browser: actual.browser } : made;
  return differences(compared, actual).length ? differences(made, actual) : [];
}

/**
 * Checks this platform against the baseline folder's manifest. Returns null when the run may go on (and
 * records the platform when it writes the first baselines or remakes them for another platform), or the one
 * line that stops it. Another build of the same browser goes on: its captures are compared (see
 * `browserChange`), and the manifest keeps the old build until a complete run records the new one.
 */
export function checkPlatform(actual: Platform, check: PlatformCheck): string | null {
  const made = readManifest(check.dir);
  const rel = path.relative(process.cwd(), path.join(check.dir, MANIFEST));
  if (!made) {
    if (check.update) return (void writeManifest(check.dir, actual), null);
    return check.local
      ? "visual: there are no local baselines yet; make them with: npm run test:visual -- --local --update"
      : `visual: ${rel} is missing, so nothing says which platform made the baselines; remake them on the CI machine's setup with: npm run test:visual -- --update --new-platform`;
  }
  const diff = blocking(made, actual);
  // another build of the browser alone is compared, and recorded only once a complete run has compared every
  // baseline on it (`recordUpdatedBrowser` after `--update`, the review after an approval): never here, before
  // the run, where a `-g` or `--changed` run would vouch for baselines it never looks at
  if (diff.length === 0) return null;
  if (check.update && (check.local || check.newPlatform))
    return (void writeManifest(check.dir, actual), null);
  const what = `visual: the baselines in ${path.dirname(rel)} were made on another platform (${diff.join("; ")})`;
  return check.local
    ? `${what}; remake your local set here with: npm run test:visual -- --local --update`
    : `${what}; run on the CI machine's setup (${made.os}, ${made.browser}), or compare against git-ignored baselines of your own: npm run test:visual -- --local --update`;
}

/**
 * After a run that wrote baselines (`--update`) on another build of the baselines' browser: a complete run (it
 * compared every snapshot) records the new build in the manifest; a partial one leaves the old build, since
 * baselines it never compared may differ on the new one. Returns the line to print.
 */
export function recordUpdatedBrowser(
  dir: string,
  change: { from: string; to: string },
  run: { complete: boolean; notCompared: number },
): string {
  const made = readManifest(dir);
  if (run.complete && made) {
    writeManifest(dir, { ...made, browser: change.to });
    return `visual: recorded ${change.to} in ${MANIFEST} (every snapshot compared on it)`;
  }
  return `visual: ${MANIFEST} still names ${change.from}: this run left ${run.notCompared} snapshot(s) uncompared (-g, --changed, a shard, a failure before its capture); a complete run records ${change.to}`;
}
