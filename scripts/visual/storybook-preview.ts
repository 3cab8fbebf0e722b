// The second half of the deploy-preview and branch-deploy build commands (netlify.toml): after the site's
// build, the static Storybook goes to <publish>/storybook/ so a designer reviews a pull request's components
// from its preview link. Production's command builds the site alone.
//
// The site's CSP (<publish>/_headers, `/*`) allows its own inline scripts by hash only; Storybook's HTML
// has inline scripts of its own and frames its preview. So this adds a `/storybook/*` rule after the site's
// (Netlify applies the last matching rule per header) with a CSP that allows exactly Storybook's inline
// scripts by hash and same-origin framing; netlify.toml lifts X-Frame-Options for /storybook/* the same way.
//   node scripts/visual/storybook-preview.ts [--publish DIR] [--storybook DIR]
//   --publish    the site's publish folder (default: netlify.toml's)
//   --storybook  a static Storybook already built from this source (`npm run build-storybook -- -o DIR`), copied
//                instead of built again: the test suite's visual-setup has just built one
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { appendFileSync, cpSync, existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? path.resolve(process.argv[at + 1] ?? "") : null;
};
const publish = option("--publish") ?? path.join(root, "packages/site/build/client");
const prebuilt = option("--storybook");
if (!existsSync(path.join(publish, "index.html"))) {
  console.error(`storybook-preview: ${publish} holds no site build; run the site's build first`);
  process.exit(1);
}
const out = path.join(publish, "storybook");

if (prebuilt) {
  if (!existsSync(path.join(prebuilt, "iframe.html"))) {
    console.error(`storybook-preview: ${prebuilt} holds no Storybook build`);
    process.exit(1);
  }
  cpSync(prebuilt, out, { recursive: true });
} else {
  const build = spawnSync("npm", ["run", "build-storybook", "--", "-o", out], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: "1" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** sha256 sources of every inline <script> in Storybook's HTML files. */
function inlineScriptHashes(dir: string): string[] {
  const hashes = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".html"))) {
    const html = readFileSync(path.join(dir, file), "utf8");
    for (const m of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      if (!m[1]?.trim()) continue;
      hashes.add(`'sha256-${createHash("sha256").update(m[1], "utf8").digest("base64")}'`);
    }
  }
  return [...hashes].sort();
}

const csp = [
  "default-src 'self'",
  `script-src 'self' ${inlineScriptHashes(out).join(" ")}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  // the manager frames its own preview (iframe.html); nothing else may frame either
  "frame-ancestors 'self'",
].join("; ");
appendFileSync(path.join(publish, "_headers"), `\n/storybook/*\n  Content-Security-Policy: ${csp}\n`);
console.log(`storybook-preview: Storybook at ${path.relative(root, out)}/, its CSP appended to _headers`);
