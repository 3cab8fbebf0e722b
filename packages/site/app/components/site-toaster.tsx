// The site's one toast region (contact form and auth page results), loaded with the first toast: Radix's
// toast and its layers (~10 kB gzip) stay out of the JavaScript a page needs to hydrate, and a page that
// never shows a toast renders no empty live region. The chunk is fetched once the browser is idle after
// hydration, so the first toast does not wait for a request.
import { useToast } from "@orbitag/ui";
import { lazy, Suspense, useEffect, useState } from "react";
import { whenIdle } from "../lib/idle";

const loadToaster = () => import("@orbitag/ui/toast").then(({ Toaster }) => ({ default: Toaster }));
const Toaster = lazy(loadToaster);

export function SiteToaster() {
  const { toasts } = useToast();
  // once mounted it stays: a closing toast keeps its region until its exit animation ends
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  useEffect(() => whenIdle(() => void loadToaster()), []);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
