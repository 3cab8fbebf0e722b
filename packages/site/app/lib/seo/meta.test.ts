import { describe, expect, test } from "vitest";
import { site } from "../../config/site";
import { organizationJsonLd, pageMeta, productJsonLd, robotsTxt, sitemapXml, webManifest } from "./meta";

function find(tags: ReturnType<typeof pageMeta>, key: string, value: string) {
  return tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;
}

describe("pageMeta", () => {
  const tags = pageMeta(site.seo.pages.contact);

  test("title, description and an absolute canonical URL on the site origin", () => {
    expect(tags).toContainEqual({ title: site.seo.pages.contact.title });
    expect(find(tags, "name", "description")?.content).toBe(site.seo.pages.contact.description);
    expect(find(tags, "rel", "canonical")?.href).toBe(`${site.origin}/contact`);
  });

  test("Open Graph and Twitter mirror the page", () => {
    expect(find(tags, "property", "og:url")?.content).toBe(`${site.origin}/contact`);
    expect(find(tags, "property", "og:title")?.content).toBe(site.seo.pages.contact.title);
    expect(find(tags, "property", "og:image")?.content).toBe(`${site.origin}/og-image.png`);
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, "name", "twitter:description")?.content).toBe(site.seo.pages.contact.description);
  });

  test("noindex only when asked", () => {
    expect(find(tags, "name", "robots")).toBeUndefined();
    expect(find(pageMeta(site.seo.pages.notFound, { noindex: true }), "name", "robots")?.content).toBe(
      "noindex",
    );
  });

  test("every page has a distinct title and a description of useful length", () => {
    const pages = Object.values(site.seo.pages);
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    for (const page of pages) expect(page.description.length).toBeGreaterThanOrEqual(40);
  });
});

describe("JSON-LD", () => {
  test("Organization carries the US address and both contact points", () => {
    const org = organizationJsonLd();
    expect(org["@type"]).toBe("Organization");
    expect(org.address.addressCountry).toBe("US");
    expect(org.contactPoint.map((point) => point.email)).toEqual(site.contact.emails);
  });

  test("Product has one Offer per plan; Enterprise is quoted, not priced", () => {
    const offers = productJsonLd().offers;
    expect(offers.map((offer) => offer.name)).toEqual(["Basic", "Professional", "Enterprise"]);
    expect(offers[0]).toMatchObject({ price: "29.00", priceCurrency: "USD" });
    expect(offers[1]).toMatchObject({ price: "99.00", priceCurrency: "USD" });
    expect(offers[2]).not.toHaveProperty("price");
    expect(offers[1]?.description).toContain("Up to 1,000 items");
  });
});

test("sitemap lists the indexable pages on the site origin, not the 404 page", () => {
  const xml = sitemapXml();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs).toEqual(
    ["/", "/use-cases", "/about", "/contact", "/auth"].map((path) => new URL(path, site.origin).href),
  );
  expect(xml).not.toContain("404");
});

test("robots.txt points to the sitemap and keeps crawlers out of /api", () => {
  expect(robotsTxt()).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
  expect(robotsTxt()).toContain("Disallow: /api/");
});

test("web manifest has the installable icon sizes", () => {
  const manifest = webManifest();
  expect(manifest.name).toBe(site.brand);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
});
