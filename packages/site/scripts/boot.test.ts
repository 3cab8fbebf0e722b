import { expect, test } from "vitest";
import { compileEnhancer, deferBoot } from "./boot.ts";

const page = (body: string) =>
  [
    `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/root.css"/>`,
    `<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>`,
    `</head>${body}<div id="app">content</div><script>restoreScroll("react-router-scroll-positions")</script>`,
    `<script>window.__reactRouterContext = {};</script><script type="module" async="">import("/assets/entry.client-2.js");</script>`,
    `<!--$--><script>stream()</script><!--/$--></body></html>`,
  ].join("");

test("moves the preloads, the scroll-restoration script and React Router's boot block into the template, enhancer after it", () => {
  const out = deferBoot(page(`<body data-hydrate="on-demand">`), "ENHANCER()", "app-boot");
  expect(out).not.toMatch(/<head>.*modulepreload.*<\/head>/);
  expect(out).toContain(
    `<div id="app">content</div><template id="app-boot">` +
      `<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>` +
      `<script>restoreScroll("react-router-scroll-positions")</script><script>window.__reactRouterContext = {};</script><script type="module" async="">import("/assets/entry.client-2.js");</script>` +
      `<!--$--><script>stream()</script><!--/$--></template><script>ENHANCER()</script></body></html>`,
  );
  expect(out).toContain(`<link rel="stylesheet" href="/assets/root.css"/>`);
});

test("leaves pages without data-hydrate alone, and refuses a page whose boot block it cannot find", () => {
  const plain = page("<body>");
  expect(deferBoot(plain, "ENHANCER()", "app-boot")).toBe(plain);
  expect(() =>
    deferBoot(`<html><body data-hydrate="load"><p>no scripts</p></body></html>`, "E()", "app-boot"),
  ).toThrow(/boot scripts not found/);
});

test("the compiled enhancer is one small self-calling script with the options baked in", async () => {
  const code = await compileEnhancer({
    storageKey: "sb-test-auth-token",
    scrollDelayMs: 100,
    pendingScrollKey: "pending",
    menuLabels: { open: "Open menu", close: "Close menu" },
  });
  expect(code).toMatch(/^\(function\(\)\{/);
  expect(code).toContain("sb-test-auth-token");
  expect(code).not.toMatch(/^\s*(import|export)\b/m);
  // inlined into every page: keep it small (bytes minified; about 1.6 kB gzip)
  expect(code.length).toBeLessThan(4500);
});
