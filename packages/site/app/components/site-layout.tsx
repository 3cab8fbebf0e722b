import { site } from "../config/site";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * Header, the page's main content, footer: the frame of every marketing page. The first Tab reaches a link
 * past the header's eight stops to the content, shown while it has the focus.
 */
export function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-foreground focus:shadow-md focus:ring-2 focus:ring-ring focus:outline-none"
      >
        {site.skipToContent}
      </a>
      {/* what the new-tab links are described by (ExternalAppLink): read, never shown */}
      <span id={site.newTabHint.id} className="hidden">
        {site.newTabHint.text}
      </span>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
