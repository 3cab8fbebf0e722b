// After `react-router build`: publish the prerendered not-found page as 404.html (Netlify serves it with
// status 404 for unknown paths), give every page its islands' boot block in place of React Router's and let
// the page decide when it runs (scripts/boot.ts), and write
// build/client/_headers with a CSP that allows the prerendered inline scripts by hash and lets the
// browser reach the Supabase URL.
import { readdir, readFile, rm, writeFile, copyFile } from "node:fs/promises";
import path from "node:path";
import { BOOT_TEMPLATE_ID, MANIFEST_HREF } from "../app/boot/contract.ts";
import { site } from "../app/config/site.ts";
import { storageKeyFor } from "../app/lib/auth/storage-key.ts";
import { bootIslands, compileEnhancer, islandModulesFromManifest, type ManifestChunk } from "./boot.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "./csp.ts";
import { supabaseEnvOrExit } from "./supabase-env.ts";

const client = path.resolve(import.meta.dirname, "../build/client");

await copyFile(path.join(client, "404/index.html"), path.join(client, "404.html"));
// every path is prerendered; the SPA fallback would only ever serve a blank shell
await rm(path.join(client, "__spa-fallback.html"), { force: true });
// resource routes (sitemap.xml, robots.txt, site.webmanifest) are files; their .data twins are never fetched
for (const file of await readdir(client)) if (file.endsWith(".data")) await rm(path.join(client, file));

// the same decision as vite.config.ts made for the bundle
const supabaseUrl = supabaseEnvOrExit(process.env).url;
const enhancer = await compileEnhancer({
  storageKey: storageKeyFor(supabaseUrl),
  scrollDelayMs: site.scrollAfterNavigateMs,
  pendingScrollKey: "orbitag-scroll-to",
  manifestHref: MANIFEST_HREF,
});

// Vite's manifest of the client build (vite.config.ts keeps it): which chunks each island needs. Read, then
// left out of the deploy (below).
const viteDir = path.join(client, ".vite");
const manifest = JSON.parse(await readFile(path.join(viteDir, "manifest.json"), "utf8")) as Record<
  string,
  ManifestChunk
>;
const modules = islandModulesFromManifest(manifest);

const htmlFiles = (await readdir(client, { recursive: true })).filter((file) => file.endsWith(".html"));
const hashes: string[] = [];
for (const file of htmlFiles) {
  const html = bootIslands(await readFile(path.join(client, file), "utf8"), {
    enhancer,
    templateId: BOOT_TEMPLATE_ID,
    modules,
  });
  await writeFile(path.join(client, file), html);
  hashes.push(...(await inlineScriptHashes(html)));
}

await rm(viteDir, { recursive: true, force: true });

const connect = [supabaseUrl];
const csp = contentSecurityPolicy({ scriptHashes: hashes, connect });
await writeFile(path.join(client, "_headers"), `/*\n  Content-Security-Policy: ${csp}\n`);
console.log(
  `postbuild: 404.html written; enhancer ${enhancer.length} bytes; CSP allows ${new Set(hashes).size} inline script hashes from ${htmlFiles.length} pages`,
);
