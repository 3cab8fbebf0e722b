// Resource route, prerendered to build/client/sitemap.xml
import { sitemapXml } from "../lib/seo/meta";

export function loader() {
  return new Response(sitemapXml(), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
