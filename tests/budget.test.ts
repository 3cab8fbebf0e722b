// The cheap guard of the performance budgets (issues 8 and 23): reads the production build that `npm test`
// makes before Vitest runs (scripts/test-all.ts) and fails when the landing page outgrows its byte budgets,
// when a page asks for more than its stylesheet before the first paint, or when a route's boot JavaScript
// passes its budget or takes in what only some visitors need. The full measurement, Lighthouse included, is `npm run bench`.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { containsSupabase, gzipSize, pageAssets, type PageAssets } from "../scripts/bench/assets.ts";
import { BUDGETS, KB } from "../scripts/bench/budgets.ts";
import { SITE_CLIENT_DIR } from "../scripts/bench/routes.ts";

const index = path.join(SITE_CLIENT_DIR, "index.html");
const read = (url: string) => readFileSync(path.join(SITE_CLIENT_DIR, url));
const total = (urls: string[]) => urls.reduce((sum, url) => sum + gzipSize(read(url)), 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

let landing: PageAssets;

beforeAll(() => {
  if (!existsSync(index))
    throw new Error(
      `${path.relative(process.cwd(), index)} is missing: run \`npm run build\` first (npm test does)`,
    );
  landing = pageAssets(SITE_CLIENT_DIR, index);
});

describe("landing page byte budgets (gzip)", () => {
  it(`loads at most ${kb(BUDGETS.landingJsGzip)} of JavaScript, none of it supabase-js`, () => {
    const sizes = landing.js.map((url) => `${url} ${kb(gzipSize(read(url)))}`).join(", ");
    expect(total(landing.js), `JavaScript of /: ${sizes}`).toBeLessThanOrEqual(BUDGETS.landingJsGzip);
    expect(landing.js.filter((url) => containsSupabase(read(url).toString("utf8")))).toEqual([]);
  });

  it("keeps supabase-js out of the static closure even once React boots (it is imported on demand)", () => {
    const booted = pageAssets(SITE_CLIENT_DIR, index, { booted: true });
    expect(booted.js.length, "the deferred boot block loads React").toBeGreaterThan(0);
    expect(booted.js.filter((url) => containsSupabase(read(url).toString("utf8")))).toEqual([]);
  });

  it(`loads at most ${kb(BUDGETS.cssGzip)} of CSS`, () => {
    expect(landing.css.length).toBeGreaterThan(0);
    expect(total(landing.css), `CSS of /: ${landing.css.join(", ")}`).toBeLessThanOrEqual(BUDGETS.cssGzip);
  });

  it(`is at most ${kb(BUDGETS.landingHtmlGzip)} of HTML that renders the hero heading without JavaScript`, () => {
    expect(gzipSize(landing.html)).toBeLessThanOrEqual(BUDGETS.landingHtmlGzip);
    const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i
      .exec(landing.html)?.[1]
      ?.replace(/<[^>]+>/g, "")
      .trim();
    expect(h1, "prerendered <h1> of /").toMatch(/\w{3}/);
  });
});

const PAGES = [
  "index.html",
  "use-cases/index.html",
  "about/index.html",
  "contact/index.html",
  "contact/thanks/index.html",
  "auth/index.html",
  "auth/javascript-required/index.html",
  "404.html",
];

describe("every page: the first paint needs the HTML and one stylesheet, nothing else", () => {
  it.each(PAGES)("%s", (page) => {
    const html = readFileSync(path.join(SITE_CLIENT_DIR, page), "utf8").replace(
      /<template\b[\s\S]*?<\/template>/gi,
      "",
    );
    const links = [...html.matchAll(/<link\b[^>]*\brel="([^"]+)"/gi)].map((m) => m[1]);
    // a preload (the font), the manifest or a module preload would finish before the first paint and, in
    // Lighthouse's model, put the largest paint after it (README, Fonts)
    expect(
      links.filter((rel) => rel !== "icon" && rel !== "apple-touch-icon" && rel !== "canonical"),
    ).toEqual(["expect", "stylesheet"]);
    // and no frame before the page's last content is parsed (a paragraph parsed a frame after the first paint
    // made LCP 53-58 ms later than FCP on /): the `expect` link names the footer, on every page
    const head = html.slice(0, html.indexOf("</head>"));
    // in the head: a link in the body blocks nothing
    const expectLink = /<link\b(?=[^>]*\brel="expect")[^>]*>/i.exec(head)?.[0] ?? "";
    expect(expectLink).toMatch(/\bblocking="render"/);
    const target = /\bhref="#([^"]+)"/.exec(expectLink)?.[1];
    // the footer's id, per the spec
    expect(target, "the expect link's target").toBe("contact");
    const end = new RegExp(`<footer\\b[^>]*\\bid="${target}"[\\s\\S]*?</footer>`).exec(html);
    expect(end, `${page}: the footer the first paint waits for`).not.toBeNull();
    // nothing of the page's content after it: only the scripts and templates of the boot
    const after = html.slice(end!.index + end![0].length).replace(/<script\b[\s\S]*?<\/script>/gi, "");
    expect(after.replace(/<\/?(div|body|html)\b[^>]*>/gi, "").trim(), `${page} after the footer`).toBe("");
    // no external script; the inline ones are the font gate, JSON-LD and the boot script
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/i);
    // Chromium fetches the SVG icon once the page has loaded, on a busy phone before the first paint: the
    // largest paint's path in Lighthouse's model (README, Performance budgets). So that one is in the page.
    const svgIcons = [
      ...html.matchAll(/<link\b(?=[^>]*\brel="icon")(?=[^>]*\btype="image\/svg\+xml")[^>]*>/gi),
    ];
    expect(svgIcons.length).toBeGreaterThan(0);
    for (const [link] of svgIcons) expect(link).toMatch(/\bhref="data:image\/svg\+xml,/);
  });
});

describe("JavaScript once React boots (gzip)", () => {
  it.each(PAGES)(
    `%s: at most ${kb(BUDGETS.bootJsGzip)}, without React Router, supabase-js, the contact schema or Radix's toast`,
    (page) => {
      const { js } = pageAssets(SITE_CLIENT_DIR, path.join(SITE_CLIENT_DIR, page), { booted: true });
      const sizes = js.map((url) => `${url} ${kb(gzipSize(read(url)))}`).join(", ");
      expect(total(js), `boot JavaScript of ${page}: ${sizes}`).toBeLessThanOrEqual(BUDGETS.bootJsGzip);
      const code = js.map((url) => read(url).toString("utf8"));
      // the islands hydrate with React's client alone (app/lib/islands): React Router's client keeps its
      // state on window.__reactRouter*, a name minification leaves alone
      expect(js.filter((_, i) => code[i]!.includes("__reactRouter"))).toEqual([]);
      // supabase-js: imported when a session exists or the auth page is used
      expect(code.filter(containsSupabase)).toEqual([]);
      // zod and the contact schema (its jitless switch): loaded with the contact form's first validation
      expect(code.filter((c) => c.includes("jitless"))).toEqual([]);
      // Radix's toast: loaded with the first toast (app/components/site-toaster.tsx)
      expect(code.filter((c) => c.includes("ToastViewport"))).toEqual([]);
    },
  );
});

describe("fonts", () => {
  it("every character of the prerendered pages' text is in the Inter subset the pages load", () => {
    const css = readFileSync(
      path.join(import.meta.dirname, "../packages/site/app/assets/fonts/inter-core.css"),
      "utf8",
    );
    const ranges = /unicode-range:\s*([^;]+);/
      .exec(css)![1]!
      .split(",")
      .map((part) =>
        part
          .trim()
          .replace("U+", "")
          .split("-")
          .map((hex) => parseInt(hex, 16)),
      );
    const covered = (cp: number) => ranges.some(([lo, hi]) => cp >= lo! && cp <= (hi ?? lo!));
    for (const page of PAGES) {
      const text = readFileSync(path.join(SITE_CLIENT_DIR, page), "utf8")
        .replace(/<(script|style|template|svg)\b[\s\S]*?<\/\1>/gi, "")
        .replace(/<[^>]+>/g, " ")
        .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
        .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
        .replace(/&(amp|lt|gt|quot|nbsp);/g, " ");
      const missing = [...new Set([...text].filter((ch) => !/\s/.test(ch) && !covered(ch.codePointAt(0)!)))];
      expect(missing, `${page}: characters outside the subset (run npm run fonts -w @orbitag/site)`).toEqual(
        [],
      );
    }
  });
});
