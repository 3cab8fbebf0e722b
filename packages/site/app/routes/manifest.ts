// Resource route, prerendered to build/client/site.webmanifest
import { webManifest } from "../lib/seo/meta";

export function loader() {
  return new Response(JSON.stringify(webManifest(), null, 2), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
