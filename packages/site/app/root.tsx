import interCore from "./assets/fonts/inter-core-wght.woff2?url";
import logoMark from "./assets/logo-mark.svg?raw";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useMatches } from "react-router";
import type { Route } from "./+types/root";
import { FONT_GATE_ATTRIBUTE, type BootPolicy } from "./boot/contract";
import { FONT_GATE_SCRIPT } from "./boot/font-gate";
import { PAGE_END_ID } from "./components/site-footer";
import { UnexpectedError } from "./components/unexpected-error";
import { site } from "./config/site";
import { organizationJsonLd } from "./lib/seo/meta";
import "./app.css";

// No preload for Inter and no manifest link: neither may compete with the first paint (app/boot/fonts.ts,
// app/boot/after-load.ts). The SVG icon is in the page itself: Chromium fetches the icon it picks once the page
// has loaded, often before the first paint on a busy phone, and Lighthouse then counts that request on the
// largest paint's path (the largest paint 150 ms after the first in 6 of 15 runs). /favicon.svg is the same drawing, for the manifest.
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: svgDataUri(logoMark), type: "image/svg+xml" },
  { rel: "icon", href: "/favicon-32x32.png", type: "image/png", sizes: "32x32" },
  { rel: "icon", href: "/favicon-16x16.png", type: "image/png", sizes: "16x16" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png", sizes: "180x180" },
];

/** An SVG as a `data:` URL: whitespace between tags collapsed; quotes escaped too, which React would spell as entities. */
function svgDataUri(svg: string): string {
  const compact = svg.replace(/>\s+</g, "><").trim();
  return `data:image/svg+xml,${compact.replace(/[<>#%"'\n]/g, encodeURIComponent)}`;
}

// When the page loads React (app/boot/boot-policy.ts): "load" by default, after the first paint;
// a route that is plain content sets `handle = { boot: "on-demand" }` and loads it only when needed.
function useBootPolicy(): BootPolicy {
  const leaf = useMatches().at(-1)?.handle as { boot?: BootPolicy } | undefined;
  return leaf?.boot ?? "load";
}

export function Layout({ children }: { children: React.ReactNode }) {
  const bootPolicy = useBootPolicy();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* before the stylesheet, which an inline script would otherwise wait for */}
        <script
          {...{ [FONT_GATE_ATTRIBUTE]: interCore }}
          dangerouslySetInnerHTML={{ __html: FONT_GATE_SCRIPT }}
        />
        <meta name="theme-color" content={site.seo.themeColor} />
        <Meta />
        <Links />
        {/* no frame before the footer (the last content) is parsed: the first paint shows the whole page, so
            a paragraph parsed a frame later cannot be the largest paint after the first (Chromium 124+; the
            HTML fits one round trip, so this waits for no network) */}
        <link rel="expect" href={`#${PAGE_END_ID}`} {...{ blocking: "render" }} />
        <script
          type="application/ld+json"
          // a data block, not executed: JSON-LD for search engines
          dangerouslySetInnerHTML={{ __html: JSON.stringify(organizationJsonLd()) }}
        />
      </head>
      <body
        data-boot-policy={bootPolicy}
        className="min-h-dvh bg-background font-sans text-foreground antialiased"
      >
        {children}
        {/* the build replaces React Router's scripts with the islands' boot block (scripts/boot.ts); the dev
            server runs them as they are, which load app/entry.client.tsx */}
        <Scripts />
      </body>
    </html>
  );
}

// Rendered at build time only: the browser hydrates the islands inside the page (app/entry.client.tsx),
// never this tree, so the page needs no router and a link is a page load.
export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : import.meta.env.DEV && error instanceof Error
      ? error.message
      : null;
  return <UnexpectedError detail={detail} />;
}
