/// <reference lib="dom" />
// Findability: per-page head tags, JSON-LD, sitemap, robots, favicons and the web manifest.
import { expect, test } from "@playwright/test";

const pages = [
  { path: "/", title: /Orbitag/ },
  { path: "/use-cases", title: /Industry Solutions/ },
  { path: "/about", title: /Our Story/ },
  { path: "/contact", title: /Get in Touch/ },
];

for (const { path, title } of pages) {
  test(`${path} has its own title, description, canonical, Open Graph and Twitter tags`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    const head = page.locator("head");
    const description = await head.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length).toBeGreaterThan(50);
    const canonical = await head.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical!).pathname).toBe(path);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
    await expect(head.locator('meta[property="og:description"]')).toHaveAttribute("content", description!);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical!);
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/og-image\.png$/);
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    await expect(head.locator('meta[name="twitter:title"]')).toHaveAttribute("content", title);
    // exactly one of each: the page's tags replace, never duplicate
    expect(await head.locator("title").count()).toBe(1);
    expect(await head.locator('meta[name="description"]').count()).toBe(1);
  });
}

test("titles and descriptions differ between pages", async ({ request }) => {
  const seen = new Set<string>();
  for (const { path } of pages) {
    const html = await (await request.get(path)).text();
    const found = /<title>([^<]+)<\/title>[\s\S]*?name="description" content="([^"]+)"/.exec(html);
    expect(found).not.toBeNull();
    seen.add(found![1]!);
    seen.add(found![2]!);
  }
  expect(seen.size).toBe(pages.length * 2);
});

test("JSON-LD: Organization on every page, Product with an Offer per plan on the landing page", async ({
  page,
}) => {
  await page.goto("/");
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse((script as HTMLScriptElement).text || "null")),
    );
  const organization = blocks.find((block) => block["@type"] === "Organization");
  expect(organization).toMatchObject({ name: "Orbitag", address: { addressCountry: "US" } });
  const product = blocks.find((block) => block["@type"] === "Product");
  expect(product.offers.map((offer: { name: string }) => offer.name)).toEqual([
    "Basic",
    "Professional",
    "Enterprise",
  ]);
  expect(product.offers[0]).toMatchObject({ price: "29.00", priceCurrency: "USD" });
  expect(product.offers[1]).toMatchObject({ price: "99.00", priceCurrency: "USD" });

  await page.goto("/about");
  const types = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse((script as HTMLScriptElement).text || "null")["@type"]),
    );
  expect(types).toEqual(["Organization"]);
});

test("sitemap.xml lists every public page", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(locs.sort()).toEqual(["/", "/about", "/auth", "/contact", "/use-cases"]);
});

test("robots.txt allows crawling and points to the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain("User-agent: *");
  expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

test("favicon set and web manifest", async ({ page, request }) => {
  await page.goto("/");
  const icons = await page
    .locator('head link[rel="icon"], head link[rel="apple-touch-icon"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).getAttribute("href")!));
  expect(icons).toEqual(expect.arrayContaining(["/favicon-32x32.png", "/apple-touch-icon.png"]));
  // the SVG icon is in the page (no request that could land before the first paint): /favicon.svg's drawing
  const svgIcons = icons.filter((href) => href.startsWith("data:image/svg+xml,"));
  expect(svgIcons).toHaveLength(1);
  const favicon = await request.get("/favicon.svg");
  expect(favicon.headers()["content-type"]).toMatch(/image\/svg\+xml/);
  const drawing = (svg: string) => svg.replace(/>\s+</g, "><").trim();
  expect(drawing(decodeURIComponent(svgIcons[0]!.slice("data:image/svg+xml,".length)))).toBe(
    drawing(await favicon.text()),
  );
  for (const href of icons.filter((href) => !href.startsWith("data:"))) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/image\/(svg\+xml|png)/);
  }
  // linked by the boot script once the page has loaded (app/boot/after-load.ts): the locator waits for it
  const manifestHref = await page.locator('head link[rel="manifest"]').getAttribute("href");
  const manifest = await (await request.get(manifestHref!)).json();
  expect(manifest).toMatchObject({ name: "Orbitag", start_url: "/", display: "standalone" });
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of manifest.icons as { src: string }[])
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});
