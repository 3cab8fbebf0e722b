import interCore from "./assets/fonts/inter-core-wght.woff2?url";
import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import { FONT_GATE_ATTRIBUTE, HYDRATED_EVENT, type BootPolicy } from "./boot/contract";
import { FONT_GATE_SCRIPT } from "./boot/font-gate";
import { SiteToaster } from "./components/site-toaster";
import { UnexpectedError } from "./components/unexpected-error";
import { site } from "./config/site";
import { organizationJsonLd } from "./lib/seo/meta";
import "./app.css";

// No preload for Inter and no manifest link: neither may compete with the first paint (app/boot/fonts.ts,
// app/boot/after-load.ts).
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon-32x32.png", type: "image/png", sizes: "32x32" },
  { rel: "icon", href: "/favicon-16x16.png", type: "image/png", sizes: "16x16" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png", sizes: "180x180" },
];

// When the page loads React (app/boot/boot-policy.ts): "load" by default, after the first paint;
// a route that is plain content sets `handle = { boot: "on-demand" }` and loads it only when needed.
function useBootPolicy(): BootPolicy {
  const leaf = useMatches().at(-1)?.handle as { boot?: BootPolicy } | undefined;
  return leaf?.boot ?? "load";
}

export function Layout({ children }: { children: React.ReactNode }) {
  const bootPolicy = useBootPolicy();
  return (
    // the font gate below sets <html data-fonts> before React hydrates
    <html lang="en" suppressHydrationWarning>
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
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // effects run once the whole tree has hydrated: release what app/boot/held-interactions.ts held meanwhile
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return (
    <>
      <Outlet />
      <SiteToaster />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : import.meta.env.DEV && error instanceof Error
      ? error.message
      : null;
  return <UnexpectedError detail={detail} />;
}
