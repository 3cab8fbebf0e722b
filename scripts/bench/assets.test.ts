import { createRequire } from "node:module";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { containsSupabase, gzipSize, pageAssets, staticImports, stripScripts } from "./assets.ts";

const page = `<!DOCTYPE html><html><head>
<link rel="modulepreload" href="/assets/entry.js"/><link rel="stylesheet" href="/assets/root.css"/>
<script type="application/ld+json">{"@type":"Organization"}</script></head>
<body><h1>Track every asset</h1><script>window.__ctx = {}</script>
<script type="module" async="">import "/assets/manifest.js";
import * as route0 from "/assets/root.js";
import("/assets/entry.js");</script></body></html>`;

function fixture(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-assets-"));
  mkdirSync(path.join(dir, "assets"));
  const files: Record<string, string> = {
    "index.html": page,
    "assets/root.css": "body{margin:0}",
    "assets/manifest.js": "window.__manifest={}",
    "assets/entry.js": `import{a as b}from"./react.js";import"./shared.js";const lazy=()=>import("./auth.js");b(lazy)`,
    "assets/root.js": `export{x as default}from"./shared.js"`,
    "assets/react.js": "export const a=f=>f",
    "assets/shared.js": "export const x=1",
    "assets/auth.js": 'const h={"X-Client-Info":`supabase-js/${"2.0.0"}`}',
  };
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dir, name), body);
  return dir;
}

describe("pageAssets", () => {
  it("follows stylesheets, modulepreloads, inline module imports and static imports, never dynamic ones", () => {
    const dir = fixture();
    const assets = pageAssets(dir, path.join(dir, "index.html"));
    expect(assets.css).toEqual(["/assets/root.css"]);
    expect(assets.js.sort()).toEqual(
      [
        "/assets/entry.js",
        "/assets/manifest.js",
        "/assets/react.js",
        "/assets/root.js",
        "/assets/shared.js",
      ].sort(),
    );
    expect(assets.js).not.toContain("/assets/auth.js");
  });

  it("skips what waits inert in a <template> (the deferred boot block)", () => {
    const dir = fixture();
    const deferred = page
      .replace('<link rel="modulepreload" href="/assets/entry.js"/>', "")
      .replace(
        "<script>window.__ctx",
        '<template id="app-boot"><link rel="modulepreload" href="/assets/entry.js"/><script>window.__ctx',
      )
      .replace("</body>", "</template><script>boot()</script></body>");
    writeFileSync(path.join(dir, "deferred.html"), deferred);
    const assets = pageAssets(dir, path.join(dir, "deferred.html"));
    expect(assets.css).toEqual(["/assets/root.css"]);
    expect(assets.js).toEqual([]);
    // once the enhancer runs the block, the same closure as the undeferred page loads
    const booted = pageAssets(dir, path.join(dir, "deferred.html"), { booted: true });
    expect(booted.js.sort()).toEqual(pageAssets(dir, path.join(dir, "index.html")).js.sort());
  });

  it("fails loudly when the page loads a file the build does not have", () => {
    const dir = fixture();
    writeFileSync(path.join(dir, "broken.html"), `<script type="module" src="/assets/gone.js"></script>`);
    expect(() => pageAssets(dir, path.join(dir, "broken.html"))).toThrow(/gone\.js/);
  });
});

describe("staticImports", () => {
  it("reads minified import and re-export statements", () => {
    expect(
      staticImports(
        `import{a as b,c}from"./x.js";import*as d from"./y.js";export{e}from"./z.js";import"./w.js"`,
      ),
    ).toEqual(["./x.js", "./y.js", "./z.js", "./w.js"]);
    expect(staticImports(`const f=()=>import("./lazy.js")`)).toEqual([]);
  });
});

describe("stripScripts", () => {
  it("removes every script and modulepreload and keeps content and styles", () => {
    const stripped = stripScripts(page);
    expect(stripped).not.toMatch(/<script|modulepreload/i);
    expect(stripped).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(stripped).toContain("<h1>Track every asset</h1>");
  });
});

describe("containsSupabase", () => {
  it("recognises the real supabase-js bundle and not the site's own code", () => {
    const lib = readFileSync(createRequire(import.meta.url).resolve("@supabase/supabase-js"), "utf8");
    expect(containsSupabase(lib)).toBe(true);
    expect(containsSupabase("const supabaseUrl = import.meta.env.VITE_SUPABASE_URL")).toBe(false);
  });
});

describe("gzipSize", () => {
  it("is the length of a gzip stream that inflates back to the input", () => {
    const text = "asset tracking ".repeat(500);
    expect(gzipSize(text)).toBe(gzipSync(text).length);
    expect(gzipSize(text)).toBeLessThan(text.length / 10);
    expect(gunzipSync(gzipSync(text)).toString()).toBe(text);
  });
});
