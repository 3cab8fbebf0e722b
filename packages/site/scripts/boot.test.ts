import { expect, test } from "vitest";
import { bootIslands, compileEnhancer, islandModulesFromManifest, pageIslands } from "./boot.ts";

const page = (body: string, islands = `<div id="account-bar" data-island="account">x</div>`) =>
  [
    `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/root.css"/>`,
    `</head>${body}<div id="app">content${islands}</div>`,
    `<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>`,
    `<script>window.__reactRouterContext = {};</script><script type="module" async="">import * as route0 from "/assets/root-3.js";import("/assets/entry.client-2.js");</script>`,
    `<!--$--><script>stream()</script><!--/$--></body></html>`,
  ].join("");

const modules = (islands: string[]) => ({
  entry: "/assets/entry.client-2.js",
  islands: islands.map((i) => `/assets/${i}-5.js`),
  preloads: [
    "/assets/entry.client-2.js",
    "/assets/react-dom-4.js",
    ...islands.map((i) => `/assets/${i}-5.js`),
  ],
});

test("replaces React Router's boot block with the islands' preloads and one module script (islands, then the entry) in the template, enhancer after it", () => {
  const out = bootIslands(page(`<body data-boot-policy="on-demand">`), {
    enhancer: "ENHANCER()",
    templateId: "app-boot",
    modules,
  });
  expect(out).toBe(
    `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/root.css"/>` +
      `</head><body data-boot-policy="on-demand"><div id="app">content<div id="account-bar" data-island="account">x</div></div>` +
      `<template id="app-boot"><link rel="modulepreload" href="/assets/entry.client-2.js"/>` +
      `<link rel="modulepreload" href="/assets/react-dom-4.js"/><link rel="modulepreload" href="/assets/account-5.js"/>` +
      `<script type="module">import "/assets/account-5.js";import "/assets/entry.client-2.js";</script>` +
      `</template><script>ENHANCER()</script></body></html>`,
  );
});

test("a page without islands gets the enhancer and no boot block", () => {
  const out = bootIslands(page(`<body data-boot-policy="on-demand">`, ""), {
    enhancer: "ENHANCER()",
    templateId: "app-boot",
    modules,
  });
  expect(out).toContain(`<div id="app">content</div><script>ENHANCER()</script></body></html>`);
  expect(out).not.toMatch(/template|modulepreload|type="module"/);
});

test("leaves pages without a boot policy alone", () => {
  const options = { enhancer: "ENHANCER()", templateId: "app-boot", modules };
  const plain = page("<body>");
  expect(bootIslands(plain, options)).toBe(plain);
  // the state attribute is not the policy
  const state = page(`<body data-hydrated="true">`);
  expect(bootIslands(state, options)).toBe(state);
});

test("says React Router's HTML changed when its context script or module script is not where it was", () => {
  const options = { enhancer: "E()", templateId: "app-boot", modules };
  expect(() =>
    bootIslands(`<html><body data-boot-policy="load"><p>no scripts</p></body></html>`, options),
  ).toThrow(/React Router's HTML changed: no "<script>window.__reactRouterContext"/);
  expect(() =>
    bootIslands(
      `<html><body data-boot-policy="load"><script>window.__reactRouterContext = {};</script></body></html>`,
      options,
    ),
  ).toThrow(/React Router's HTML changed: no module script/);
  expect(() =>
    bootIslands(
      page(`<body data-boot-policy="load">`).replace(
        "<head>",
        `<head><link rel="modulepreload" href="/x.js">`,
      ),
      options,
    ),
  ).toThrow(/React Router's HTML changed: a module preload or module script outside its boot block/);
});

test("the island names of a page, once each, in order", () => {
  expect(
    pageIslands(
      `<div data-island="account" id="a"></div><div id="b" data-island="contact-form"></div><div data-island="account" id="c"></div>`,
    ),
  ).toEqual(["account", "contact-form"]);
});

test("the modules of a page's islands come from Vite's manifest: the entry's and each island's static imports", () => {
  const modulesOf = islandModulesFromManifest({
    "app/entry.client.tsx": {
      file: "assets/entry.client-1.js",
      isEntry: true,
      imports: ["_react-dom.js"],
      dynamicImports: ["_account-3.js", "app/islands/contact-form.tsx", "_auth-card-7.js"],
    },
    "_react-dom.js": { file: "assets/react-dom-2.js" },
    // an island's module the routes import too: a shared chunk, named after it
    "_account-3.js": {
      file: "assets/account-3.js",
      name: "account",
      imports: ["_button.js", "_react-dom.js"],
    },
    // one only the entry imports: a chunk of its own, keyed by its source
    "app/islands/contact-form.tsx": {
      file: "assets/contact-form-4.js",
      name: "contact-form",
      src: "app/islands/contact-form.tsx",
      imports: ["_button.js", "_rhf.js"],
    },
    "_button.js": { file: "assets/button-5.js", name: "button" },
    "_rhf.js": { file: "assets/rhf-6.js", name: "index.esm" },
    "_auth-card-7.js": { file: "assets/auth-card-7.js", name: "auth-card" },
    "_account-8.js": { file: "assets/account-8.js", name: "account" },
  });
  expect(modulesOf(["account", "contact-form"])).toEqual({
    entry: "/assets/entry.client-1.js",
    islands: ["/assets/account-3.js", "/assets/contact-form-4.js"],
    preloads: [
      "/assets/entry.client-1.js",
      "/assets/react-dom-2.js",
      "/assets/account-3.js",
      "/assets/button-5.js",
      "/assets/contact-form-4.js",
      "/assets/rhf-6.js",
    ],
  });
  expect(() => modulesOf(["button"])).toThrow(
    /no chunk for app\/islands\/button.tsx \(the page's island "button"\)/,
  );
});

test("the compiled enhancer is one small self-calling script with the options baked in, and no menu code", async () => {
  const code = await compileEnhancer({
    storageKey: "sb-test-auth-token",
    scrollDelayMs: 100,
    pendingScrollKey: "pending",
    manifestHref: "/site.webmanifest",
  });
  expect(code).toMatch(/^\(function\(\)\{/);
  expect(code).toContain("sb-test-auth-token");
  expect(code).not.toMatch(/^\s*(import|export)\b/m);
  // the mobile menu is a native popover: nothing here opens or labels it (it only closes it as the focus
  // leaves it, menu-focus.ts)
  expect(code).not.toMatch(/navbar-menu|aria-expanded|Escape|min-width/);
  // inlined into every page: keep it small (bytes minified; 6.7 kB with the boot-failure fallback, the
  // auth-fragment scrub, the deferred manifest, the font cache, the form pages' module prefetch and the menu's
  // focus-out; the landing page's HTML gzip budget in tests/budget.test.ts is the page-level guard)
  expect(code.length).toBeLessThan(6800);
});
