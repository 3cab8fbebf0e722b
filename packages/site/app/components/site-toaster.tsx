// The site's one toast region (contact form and auth page results), loaded with the first toast: Radix's
// toast and its layers (~10 kB gzip) stay out of the JavaScript a page needs to hydrate, and a page that
// never shows a toast renders no empty live region. A form fetches the chunk when it is submitted
// (`prepareToaster`), beside its request, so the toast that answers does not wait for it; fetching it when
// the page is idle would put it in every boot's JavaScript (tests/e2e/boot-js.spec.ts).
import { useToast } from "@orbitag/ui";
import { lazy, Suspense, useState } from "react";

const loadToaster = () => import("@orbitag/ui/toast").then(({ Toaster }) => ({ default: Toaster }));
const Toaster = lazy(loadToaster);

/** Starts fetching the toast region's module (a form about to answer with a toast calls it). */
export function prepareToaster(): void {
  void loadToaster().catch(() => undefined);
}

export function SiteToaster() {
  const { toasts } = useToast();
  // once mounted it stays: a closing toast keeps its region until its exit animation ends
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
