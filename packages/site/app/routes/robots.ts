// Resource route, prerendered to build/client/robots.txt
import { robotsTxt } from "../lib/seo/meta";

export function loader() {
  return new Response(robotsTxt(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
