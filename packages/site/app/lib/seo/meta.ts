// Per-page <head> tags (title, description, canonical, Open Graph, Twitter) and JSON-LD,
// all derived from the site config so every page describes itself the same way.
import type { MetaDescriptor } from "react-router";
import { absoluteUrl, site, type PageSeo } from "../../config/site";

export function pageMeta(page: PageSeo, options: { noindex?: boolean } = {}): MetaDescriptor[] {
  const url = absoluteUrl(page.path);
  const image = absoluteUrl(site.seo.defaultImage);
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brand },
    { property: "og:locale", content: site.seo.locale },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: `${site.brand} — ${site.tagline}` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:site", content: site.seo.twitterHandle },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
  if (options.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

export function organizationJsonLd() {
  const { address } = site.contact;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.brand,
    url: site.origin,
    logo: absoluteUrl("/icon-512.png"),
    email: site.contact.emails[0],
    telephone: site.contact.phones[0],
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    contactPoint: site.contact.emails.map((email, i) => ({
      "@type": "ContactPoint",
      contactType: i === 0 ? "sales" : "customer support",
      email,
      telephone: site.contact.phones[i],
      areaServed: "US",
      availableLanguage: "English",
    })),
  };
}

/** Product with one Offer per plan that has a published price (Enterprise is quoted). */
export function productJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: `${site.brand} asset tracking platform`,
    description: site.seo.pages.home.description,
    brand: { "@type": "Brand", name: site.brand },
    url: site.origin,
    image: absoluteUrl(site.seo.defaultImage),
    offers: site.plans.map((plan) => ({
      "@type": "Offer",
      name: plan.name,
      description: [...plan.limits, ...plan.features].join(", "),
      url: absoluteUrl("/#pricing"),
      availability: "https://schema.org/InStock",
      ...(plan.priceUsd === null
        ? {
            priceSpecification: {
              "@type": "PriceSpecification",
              priceCurrency: "USD",
              description: "Custom pricing",
            },
          }
        : {
            price: plan.priceUsd.toFixed(2),
            priceCurrency: "USD",
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price: plan.priceUsd.toFixed(2),
              priceCurrency: "USD",
              unitCode: "MON",
              referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
            },
          }),
    })),
  };
}

/** Pages listed in sitemap.xml: the public, indexable ones. */
export function sitemapPages(): PageSeo[] {
  const { home, useCases, about, contact, auth } = site.seo.pages;
  return [home, useCases, about, contact, auth];
}

export function sitemapXml(): string {
  const urls = sitemapPages()
    .map((page) => `  <url>\n    <loc>${absoluteUrl(page.path)}</loc>\n  </url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}

export function webManifest() {
  return {
    name: site.brand,
    short_name: site.brand,
    description: site.seo.pages.home.description,
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: site.seo.themeColor,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
}
