import { expect, test } from "vitest";
import { compileEnhancer, deferBoot } from "./boot.ts";

const page = (body: string, scroll = `<script>restoreScroll("react-router-scroll-positions")</script>`) =>
  [
    `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/root.css"/>`,
    `<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>`,
    `</head>${body}<div id="app">content</div>${scroll}`,
    `<script>window.__reactRouterContext = {};</script><script type="module" async="">import("/assets/entry.client-2.js");</script>`,
    `<!--$--><script>stream()</script><!--/$--></body></html>`,
  ].join("");

test("moves the preloads, the scroll-restoration script and React Router's boot block into the template, enhancer after it", () => {
  const out = deferBoot(page(`<body data-boot-policy="on-demand">`), "ENHANCER()", "app-boot");
  expect(out).not.toMatch(/<head>.*modulepreload.*<\/head>/);
  expect(out).toContain(
    `<div id="app">content</div><template id="app-boot">` +
      `<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>` +
      `<script>restoreScroll("react-router-scroll-positions")</script><script>window.__reactRouterContext = {};</script><script type="module" async="">import("/assets/entry.client-2.js");</script>` +
      `<!--$--><script>stream()</script><!--/$--></template><script>ENHANCER()</script></body></html>`,
  );
  expect(out).toContain(`<link rel="stylesheet" href="/assets/root.css"/>`);
});

test("leaves pages without a boot policy alone", () => {
  const plain = page("<body>");
  expect(deferBoot(plain, "ENHANCER()", "app-boot")).toBe(plain);
  // the state attribute is not the policy
  const state = page(`<body data-hydrated="true">`);
  expect(deferBoot(state, "ENHANCER()", "app-boot")).toBe(state);
});

test("says React Router's HTML changed when its context or scroll-restoration script is not where it was", () => {
  expect(() =>
    deferBoot(`<html><body data-boot-policy="load"><p>no scripts</p></body></html>`, "E()", "app-boot"),
  ).toThrow(/React Router's HTML changed: no "<script>window.__reactRouterContext"/);
  expect(() => deferBoot(page(`<body data-boot-policy="load">`, ""), "E()", "app-boot")).toThrow(
    /React Router's HTML changed: no <ScrollRestoration\/> script/,
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
  // the mobile menu is a native popover: nothing here opens, closes or labels it
  expect(code).not.toMatch(/navbar-menu|aria-expanded|Escape|min-width/);
  // inlined into every page: keep it small (bytes minified; 6.3 kB with the boot-failure fallback, the
  // auth-fragment scrub, the deferred manifest, the font cache and the form pages' module prefetch; the
  // landing page's HTML gzip budget in tests/budget.test.ts is the page-level guard)
  expect(code.length).toBeLessThan(6500);
});
