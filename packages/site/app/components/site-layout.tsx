import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Header, the page's main content, footer: the frame of every marketing page. */
export function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
