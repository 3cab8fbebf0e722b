// Header links to landing-page sections (Features, Pricing). On '/', they scroll to the section; from
// another page they navigate to '/' first and scroll once the landing page has rendered, after the
// spec's fixed delay. Without JavaScript the plain href ('/#features') does the same job.
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { site } from "../../config/site";
import { isPlainClick, scrollToSection } from "./scroll";

export function sectionHref(sectionId: string): string {
  return `/#${sectionId}`;
}

/** Scrolls as soon as the section exists: on a slow device '/' may commit after the delay has run out. */
function scrollWhenRendered(sectionId: string, deadline = performance.now() + 3000): void {
  if (scrollToSection(sectionId) || performance.now() > deadline) return;
  requestAnimationFrame(() => scrollWhenRendered(sectionId, deadline));
}

let pendingScroll: number | undefined;

/** Returns a click handler for a section link; plain clicks are handled in-app, modified clicks left to the browser. */
export function useSectionNavigation(): (
  event: React.MouseEvent<HTMLAnchorElement>,
  sectionId: string,
) => void {
  const location = useLocation();
  const navigate = useNavigate();

  return useCallback(
    (event, sectionId) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      if (location.pathname === "/") {
        scrollToSection(sectionId);
        return;
      }
      window.clearTimeout(pendingScroll);
      // the 100 ms start once '/' is there (its route module may still be loading when the link is clicked);
      // module-level timer: the header of the old page unmounts during the navigation
      void Promise.resolve(navigate("/")).then(() => {
        pendingScroll = window.setTimeout(() => scrollWhenRendered(sectionId), site.scrollAfterNavigateMs);
      });
    },
    [location.pathname, navigate],
  );
}
